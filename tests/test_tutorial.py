"""Tutorials (issue 18 §1): data/<game>/tutorial.yaml checked on load, the runner
(core/tutorial.py) and `main.py tutorial GAME --auto`."""
import json

import pytest

from wildwest.cli import main
from wildwest.core import tutorial as tut
from wildwest.core.data import DataError
from wildwest.core.engine import Option
from wildwest.games import get_game, playable_names

GOOD = """\
title: Learn the Duel
minutes: 5
config: {deck: classic}
seed: 11
learner: 0
steps:
  - teaches: theme
    text: Two gunslingers meet at noon.
  - teaches: rule
    text: Discard your 2.
    point: "hand:pink-2"
    expect: {kind: discard, card: pink-2}
  - teaches: rule
    text: Discard any other card.
    free: true
  - teaches: specific
    text: Play your 5.
    point: "pot"
    expect: {kind: play, card: pink-5}
  - teaches: tip
    text: Play on.
"""


def write(tmp_path, text):
    path = tmp_path / "tutorial.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def load(tmp_path, text):
    return tut.load_tutorial(get_game("duel"), write(tmp_path, text))


def tutorials():
    return [name for name in playable_names() if tut.has_tutorial(name)]


def test_the_first_games_have_tutorials():
    assert {"duel", "durango"} <= set(tutorials())


@pytest.mark.parametrize("game", tutorials())
def test_every_tutorial_loads_and_plays_to_its_last_step(game):
    lesson = tut.run_auto(tut.Lesson(tut.load_tutorial(get_game(game))))
    assert lesson.done and not lesson.lapsed


@pytest.mark.parametrize("bad, line, field", [
    (GOOD.replace("minutes: 5", "minutes: five"), 2, "minutes"),
    (GOOD.replace("teaches: specific", "teaches: trivia"), 16, "steps[3].teaches"),
    (GOOD.replace("    free: true", "    free: true\n    expect: {kind: discard}"), 15, "steps[2].free"),
    (GOOD.replace("expect: {kind: play, card: pink-5}", "expect: {card: pink-5}"), 19, "steps[3].expect"),
    (GOOD.replace("learner: 0", "learner: 2"), 5, "learner"),
    (GOOD.replace("deck: classic", "deck: wooden"), 3, "config"),
    (GOOD.replace("teaches: theme", "teaches: goal"), 7, "steps[0].teaches"),
    (GOOD.replace("teaches: tip", "teaches: rule"), 20, "steps[4].teaches"),
    (GOOD.replace("teaches: specific", "teaches: goal"), 16, "steps[3].teaches"),
])
def test_a_damaged_tutorial_names_its_line_and_field(tmp_path, bad, line, field):
    with pytest.raises(DataError) as err:
        load(tmp_path, bad)
    assert (err.value.line, err.value.field) == (line, field)


def test_a_tutorial_whose_expected_move_is_illegal_fails(tmp_path):
    bad = load(tmp_path, GOOD.replace("card: pink-5}", "card: green-5}"))
    with pytest.raises(tut.TutorialError, match=r"line 19: steps\[3\].expect.*not a legal move"):
        tut.run_auto(tut.Lesson(bad))


def test_a_point_the_table_cannot_find_fails(tmp_path):
    from wildwest.ui.smoke import check_tutorial
    good = load(tmp_path, GOOD)
    assert check_tutorial(good)["steps"] == 5
    bad = load(tmp_path, GOOD.replace('point: "pot"', 'point: "saloon"'))
    with pytest.raises(tut.TutorialError, match=r"line 18: steps\[3\].point.*'saloon'"):
        check_tutorial(bad)


def test_a_step_keeps_in_view_the_things_it_names_and_each_must_be_on_the_table(tmp_path):
    from wildwest.ui.smoke import check_tutorial
    kept = load(tmp_path, GOOD.replace('point: "pot"', 'point: "pot"\n    keep: ["row:you", "plate:you"]'))
    assert kept.steps[3].keep == ("row:you", "plate:you") and kept.steps[2].keep == ()
    bad = load(tmp_path, GOOD.replace('point: "pot"', 'point: "pot"\n    keep: ["row:you", "saloon"]'))
    with pytest.raises(tut.TutorialError, match=r"steps\[3\].keep\[1\].*'saloon'"):
        check_tutorial(bad)


def test_the_learner_may_play_only_the_expected_move_and_others_are_dimmed_with_why(tmp_path):
    lesson = tut.Lesson(load(tmp_path, GOOD))
    assert not lesson.step.waits and lesson.auto_move() is None      # nobody moves while one reads
    assert not lesson.allows(Option("discard", card="pink-2"))
    lesson.next()
    decision = lesson.session.pending()[0]
    narrowed = lesson.narrowed(decision, lambda o: o["card"], lesson.game.describe)
    assert narrowed.options == (Option("discard", card="pink-2"),)
    assert narrowed.reason("pink-3") == "The tutorial asks for Discard the Drifter (2) here."
    assert lesson.allows(Option("discard", card="pink-2")) and not lesson.allows(Option("discard", card="pink-3"))
    lesson.play(0, Option("discard", card="pink-2"))
    assert lesson.index == 2 and lesson.allows(Option("discard", card="pink-7"))    # a free step
    lesson.play(0, Option("discard", card="pink-7"))
    assert lesson.index == 3
    while lesson.auto_move() is not None:       # Green discards, then waits for the learner
        lesson.play(*lesson.auto_move())
    assert 1 not in lesson.session.pending() or 0 in lesson.session.pending()


def test_an_expected_move_made_illegal_by_a_free_move_plays_as_a_free_step(tmp_path):
    lesson = tut.Lesson(load(tmp_path, GOOD.replace("card: pink-5}", "card: pink-2}")))
    lesson.next()
    lesson.play(0, Option("discard", card="pink-2"))
    lesson.play(0, Option("discard", card="pink-3"))
    while lesson.auto_move() is not None:
        lesson.play(*lesson.auto_move())
    assert lesson.expected() is None and lesson.allows(Option("play", card="pink-6"))
    lesson.play(0, Option("play", card="pink-6"))
    assert lesson.lapsed == [3] and lesson.step.teaches == "tip"


def test_progress_is_kept_and_resumed_at_the_same_step(tmp_path):
    good = load(tmp_path, GOOD)
    lesson = tut.start(good)
    lesson.next()
    lesson.play(0, Option("discard", card="pink-2"))
    assert tut.can_resume("duel")
    again = tut.resume(good)
    assert (again.index, again.session.save.moves) == (2, lesson.session.save.moves)
    again.forget()
    assert not tut.can_resume("duel") and tut.resume(good).index == 0


def test_damaged_progress_starts_the_tutorial_again(tmp_path):
    good = load(tmp_path, GOOD)
    tut.start(good).next()
    tut.progress_path("duel").write_text("{", encoding="utf-8")
    assert tut.resume(good).index == 0


def test_cli_auto_plays_a_tutorial_and_prints_steps_and_digest(capsys):
    assert main(["tutorial", "duel", "--auto", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["steps"] == len(tut.load_tutorial(get_game("duel")).steps) and len(report["digest"]) == 16


def test_cli_auto_exits_1_with_file_line_and_field_for_a_damaged_tutorial(tmp_path, monkeypatch, capsys):
    path = write(tmp_path, GOOD.replace("seed: 11", "seed: eleven"))
    monkeypatch.setattr(tut, "tutorial_path", lambda game, part="": path)
    assert main(["tutorial", "duel", "--auto"]) == 1
    assert "tutorial.yaml, line 4: seed: expected int" in capsys.readouterr().err


def test_with_saving_off_the_tutorial_plays_but_cannot_be_resumed(tmp_path, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WILDWEST_HOME", str(blocked))
    lesson = tut.start(load(tmp_path, GOOD))
    lesson.next()
    lesson.play(0, Option("discard", card="pink-2"))
    assert lesson.keep is None and not tut.can_resume("duel")
