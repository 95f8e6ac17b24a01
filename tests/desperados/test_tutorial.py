"""The Desperados tutorials (issue 18 §1): both sides play to their last step, every callout
finds its target on the table, and the lessons the text promises happen on the deal."""
from pathlib import Path

import pytest

from wildwest.core.paths import resource_path
from wildwest.core.tutorial import Lesson, load_tutorial, run_auto
from wildwest.games import get_game

PARTS = ("tutorial.yaml", "tutorial-marshal.yaml")


def part(name: str):
    return load_tutorial(get_game("desperados"), Path(resource_path("data", "desperados", name)))


@pytest.mark.parametrize("name", PARTS)
def test_each_side_plays_to_its_last_step_with_every_callout_found(name):
    from wildwest.ui.smoke import check_tutorial
    assert check_tutorial(part(name))["steps"] == len(part(name).steps)


def test_the_two_parts_teach_the_two_sides():
    gang, law = part(PARTS[0]), part(PARTS[1])
    assert gang.learner != gang.config["marshal"] and law.learner == law.config["marshal"]


def kinds(name: str) -> list[str]:
    lesson = run_auto(Lesson(part(name)))
    return [e.kind for events in lesson.session.history for e in events]


def test_the_gang_side_meets_poker_a_spy_and_a_hold_up_without_an_arrest():
    seen = kinds(PARTS[0])
    assert {"disc", "spy", "robbed", "hold_up", "examination"} <= set(seen) and "arrest" not in seen


def test_the_marshal_side_meets_a_changed_card_the_aid_and_two_arrests():
    seen = kinds(PARTS[1])
    assert "change_hidden" in seen and seen.count("arrest") == 2
    assert any(step.point == "aid" for step in part(PARTS[1]).steps)
