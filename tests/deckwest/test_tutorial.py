"""The Deck Goes West tutorials (issue 18 §1): the versus part (a day and a night: jobs,
moving, a reveal, buying) and the co-op part (the shared score) play to their last step
with every callout found, the lessons their texts promise happen on the deal, the co-op
part is played to its end by clicks (the versus part is, by tests/ui/test_tutorial_clicks.py),
and the table finds every name of its `locate` vocabulary."""
import pytest

from tests.ui.test_tutorial_clicks import clicked_through, one_click, settle
from wildwest.core import tutorial
from wildwest.core.tutorial import Lesson, load_tutorial, run_auto
from wildwest.games import get_game
from wildwest.ui.app import App
from wildwest.ui.settings import Settings

PARTS = ("", "coop")        # tutorial.yaml (versus), tutorial-coop.yaml


def part(name: str):
    return load_tutorial(get_game("deckwest"), part=name)


@pytest.mark.parametrize("name", PARTS)
def test_each_part_plays_to_its_last_step_with_every_callout_found(name):
    from wildwest.ui.smoke import check_tutorial
    assert check_tutorial(part(name))["steps"] == len(part(name).steps)


def played(name: str) -> Lesson:
    return run_auto(Lesson(part(name)))


def learner_kinds(lesson: Lesson) -> set[str]:
    return {option.kind for seat, option in lesson.session.save.moves if seat == lesson.learner}


def events(lesson: Lesson) -> list:
    return [e for batch in lesson.session.history for e in batch]


def test_the_versus_part_meets_a_day_and_a_night_jobs_moving_a_reveal_and_buying():
    lesson = played("")
    kinds = [e.kind for e in events(lesson)]
    assert {"job", "step", "enter", "buy", "place", "pass", "done"} <= learner_kinds(lesson)
    assert {"reveal", "roll", "night", "tracker", "exhaustion"} <= set(kinds)
    me = lesson.session.view(lesson.learner)
    assert me.day == 2 and me.vp[lesson.learner] >= 1 and "canoe-t2" in me.heroes[lesson.learner]["hand"]


def test_the_versus_part_shows_the_mission_card_and_a_railway_builder_on_day_2():
    """The first game's railways were 4-6 of 16 VP, and nothing pointed at the mission card
    or said how a railway is built: a step on day 2 does, with the Mallet in hand."""
    seen = []

    def look(lesson):
        if lesson.step.point == "mission":
            me = lesson.session.view(lesson.learner)
            seen.append((me.day, "mallet-s5" in me.heroes[lesson.learner]["hand"], "railway" in lesson.step.text))
    run_auto(Lesson(part("")), at_step=look)
    assert seen == [(2, True, True)]


def test_the_co_op_part_meets_the_team_s_turn_order_and_its_shared_score():
    lesson = played("coop")
    assert lesson.tutorial.config["mode"] == "coop" and "next" in learner_kinds(lesson)
    assert "wagon" in [e.kind for e in events(lesson)]
    assert len(set(lesson.session.view(lesson.learner).vp)) == 1 and lesson.session.view(None).vp[0] == 3


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_co_op_part_is_played_to_its_end_by_clicks(size):
    assert not clicked_through(part("coop"), size)


def test_the_parts_are_offered_in_order():
    assert tutorial.parts("deckwest") == list(PARTS)


VOCABULARY = ("map", "score", "trade", "heroes", "hand", "dice", "char", "mission", "pile:draw",
              "pile:discard", "hand:canoe-t2", "trade:0", "hero:1", "tile:0,0", "pawn", "pawn:1", "log", "prompt",
              "button:Pass for the day", "saw-s10")


def test_the_table_finds_every_name_of_its_vocabulary():
    app = App(Settings(animation="Instant"), headless=True)
    try:
        scene = app.replace("tutorial", tutorial.start(part("")))
        while scene.lesson.index < len(scene.lesson.tutorial.steps) - 1:     # the tip: day 2, after rolls
            one_click(app, scene)
        app.render()
        missing = [name for name in VOCABULARY if scene.table.locate(name) is None]
        assert not missing
        assert scene.table.locate("hand:no-such-card") is None and scene.table.locate("tile:99,99") is None
    finally:
        app.shutdown()


@pytest.mark.parametrize("name", PARTS)
def test_no_prompt_in_a_tutorial_names_a_button_it_hides(name):
    """The tutorial shows only the button of the move it asks for, and "…or press Done" or
    "…choose where to go, or stop" sent the learner looking for a Done or Stop."""
    app = App(Settings(animation="Instant"), headless=True)
    try:
        scene = app.replace("tutorial", tutorial.start(part(name)))
        named = []
        while not scene.lesson.done:
            one_click(app, scene)
            bar = scene.table.choice_bar
            labels = {b.label for b in bar.buttons}
            named += [(scene.lesson.index, bar.prompt) for word, label in (("press Done", "Done"), ("or stop", "Stop"))
                      if word in bar.prompt and label not in labels]
        assert not named
    finally:
        app.shutdown()


SPOKEN_OF = {"It is a forest": "pawn", "The dice gave": "dice", "Three wood and three food": "dice",
             "Then the 20-sided bandit die": "dice"}        # a step's opening words: what it speaks of


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_a_callout_leaves_the_dice_or_the_pawn_it_speaks_of_in_view(size):
    """The callouts on the dice's result and the bandit die lay over the dice strip, and at
    1280 the one on the revealed forest over your own pawn beside it."""
    app = App(Settings(animation="Instant", window=size), headless=True)
    try:
        scene = app.replace("tutorial", tutorial.start(part("")))
        seen = []
        while not scene.lesson.done:
            settle(app, scene)
            app.render()
            step, table = scene.lesson.step, scene.table
            thing = next((t for words, t in SPOKEN_OF.items() if step.text.startswith(words)), None)
            if thing is not None and not table.holding():
                assert not scene.coach.box.colliderect(table.locate(thing)), (scene.lesson.index + 1, thing)
                seen.append(thing)
            one_click(app, scene)
        assert sorted(set(seen)) == ["dice", "pawn"]
    finally:
        app.shutdown()


def test_the_co_op_part_s_closing_tip_says_how_bandits_are_cleared():
    """Neither part has the learner attack, and the first games after it met bandits beside
    the path on five or more tiles."""
    tip = part("coop").steps[-1]
    assert tip.teaches == "tip" and "Bandits" in tip.text and "attack them" in tip.text
