"""The Desperados tutorials (issue 18 §1): both sides play to their last step, every callout
finds its target on the table, the marshal's side is played to its end by clicks as the
gang's is (tests/ui/test_tutorial_clicks.py), and the lessons the texts promise happen."""
import pytest

from tests.ui.test_tutorial_clicks import click, clicked_through, one_click, settle
from wildwest.cli import main
from wildwest.core import tutorial
from wildwest.core.tutorial import Lesson, load_tutorial, run_auto
from wildwest.games import get_game
from wildwest.ui.app import App
from wildwest.ui.scenes.learn import LearnScene
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings

PARTS = ("", "marshal")         # tutorial.yaml, the gang's side; tutorial-marshal.yaml


def part(name: str):
    return load_tutorial(get_game("desperados"), part=name)


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


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_marshal_side_is_played_to_its_end_by_clicks(size):
    assert not clicked_through(part(PARTS[1]), size)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_towns_a_step_asks_about_stay_in_view(size):
    """Where a step asks the learner to check the map ("Silver City is one road from
    Tombstone"), neither the callout nor the bar over the map covers the towns it names."""
    named = {("marshal", 10): ("tombstone",), ("marshal", 11): ("tombstone", "silver-city"),
             ("", 6): ("el-paso",)}
    for name in PARTS:
        app = App(Settings(animation="Instant", window=size), headless=True)
        try:
            scene = app.replace("tutorial", tutorial.start(part(name)))
            while not scene.lesson.done:
                towns = named.get((name, scene.lesson.index + 1), ())
                if towns and not scene.table.holding():
                    settle(app, scene)
                    app.render()
                    for town in towns:
                        spot = scene.table.locate(f"town:{town}")
                        assert not spot.colliderect(scene.coach.box), (name, scene.lesson.index + 1, town)
                        assert not spot.colliderect(scene.table.choice_bar.rect), (name, scene.lesson.index + 1, town)
                one_click(app, scene)
        finally:
            app.shutdown()


def test_the_parts_are_found_in_order_and_kept_apart():
    assert tutorial.parts("desperados") == list(PARTS) and tutorial.parts("wildride") == [""]
    lesson = tutorial.start(part("marshal"))
    lesson.next()
    assert tutorial.can_resume("desperados", "marshal") and not tutorial.can_resume("desperados")
    assert tutorial.resume(part("marshal")).index == 1 and tutorial.resume(part("")).index == 0


def test_learn_to_play_offers_both_sides_and_opens_the_marshal_s():
    app = App(Settings(animation="Instant"), headless=True)
    learn = app.replace(LearnScene(app))
    titles = [b.label for b in learn.buttons]
    assert part("").title + " (7 minutes)" in titles and part("marshal").title + " (8 minutes)" in titles
    app.render()
    click(app, next(b for b in learn.buttons if b.label.startswith(part("marshal").title)).rect.center)
    assert isinstance(app.scene, PlayScene) and app.scene.lesson.learner == 0
    assert app.scene.lesson.tutorial.part == "marshal"
    app.shutdown()


def test_the_command_line_checks_a_part(capsys):
    assert main(["tutorial", "desperados", "--part", "marshal", "--auto"]) == 0
    assert capsys.readouterr().out.startswith(part("marshal").title)
    assert main(["tutorial", "desperados", "--part", "sheriff", "--auto"]) == 1


def test_the_table_locates_every_name_of_its_vocabulary():
    from tests.tutorials import to_step
    from wildwest.games.desperados.table import COACHES, HAND, MAP, SEATS, TALLY
    app = App(Settings(animation="Instant"), headless=True)
    try:
        lesson = tutorial.Lesson(part("marshal"))
        scene = app.replace("tutorial", lesson)
        to_step(lesson, "play", skip=3)            # the fourth card, El Paso: the rings are shown
        app.render()
        table = scene.table
        inside = {"map": MAP, "booty": TALLY, "coaches": COACHES, "seats": SEATS, "hand": HAND,
                  "seat:2": SEATS, "card:el-paso": HAND, "card:saloon": HAND, "town:el-paso": MAP,
                  "marshal": MAP, "sheriff:1": MAP, "sheriff:2": MAP, "coach:brown": MAP, "aid": MAP}
        for name, panel in inside.items():
            rect = table.locate(name)
            assert rect is not None and panel.contains(rect), name
        for name in ("coach:blue", "card:silver-city", "town:london", "sheriff:3", "seat:3", "card:"):
            assert table.locate(name) is None, name      # no blue coach in turn 1; Silver City is laid
    finally:
        app.shutdown()
