"""The Wild Ride tutorial (issue 18 §1): it plays to its last step with every callout
found, and meets the call, a whole colour discovering a region, legs and a region's medal."""
from wildwest.core.tutorial import Lesson, load_tutorial, run_auto
from wildwest.games import get_game


def test_it_plays_to_its_last_step_with_every_callout_found():
    from wildwest.ui.smoke import check_tutorial
    tutorial = load_tutorial(get_game("wildride"))
    assert check_tutorial(tutorial)["steps"] == len(tutorial.steps)


def test_it_meets_the_call_a_discovery_legs_and_a_medal():
    lesson = run_auto(Lesson(load_tutorial(get_game("wildride"))))
    mine = [e.kind for events in lesson.session.history for e in events if e.data.get("player") == 0]
    assert {"call", "put", "suit", "flag", "leg", "medal"} <= set(mine)


def test_the_table_locates_every_name_of_its_vocabulary():
    from tests.tutorials import to_step
    from wildwest.core import tutorial
    from wildwest.games.wildride.table import AREA, CHART, HAND, MAP
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    app = App(Settings(animation="Instant"), headless=True)
    try:
        lesson = tutorial.Lesson(load_tutorial(get_game("wildride")))
        scene = app.replace("tutorial", lesson)
        to_step(lesson, "call")
        app.render()
        table = scene.table
        inside = {"map": MAP, "chart": CHART, "hand": HAND, "area": AREA, "region:dust-town": MAP,
                  "leg:dt1": MAP, "box:r1": MAP, "sheet:dust-town": MAP, "chart:desert": CHART,
                  "hand:0": HAND, "hand:green-3": HAND, "call:green-2": table.locate("call")}
        for name, panel in inside.items():
            rect = table.locate(name)
            assert rect is not None and panel.contains(rect), name
        assert table.locate("seat:1") is not None and table.locate("turn") is not None
        for name in ("hand:purple-2", "chart:river", "leg:nowhere", "call:black-4", "seat:7"):
            assert table.locate(name) is None, name
    finally:
        app.shutdown()


def test_a_step_offering_one_of_two_actions_says_why_the_other_is_not_offered():
    """Step 14's prompt said "choose one of its two actions" over a single button: the
    tutorial left the railroad box out and never said so."""
    game = get_game("wildride")
    silent = []

    def at_step(lesson):
        decision, expected = lesson.decision(), lesson.expected()
        if decision is None or expected is None or "two actions" not in decision.prompt:
            return
        others = [game.describe(o).lower() for o in decision.options if o != expected]
        if others and not any(word in lesson.step.text.lower() for o in others for word in o.split()[-2:]):
            silent.append((lesson.index + 1, lesson.step.text, others))
    run_auto(Lesson(load_tutorial(game)), at_step)
    assert not silent
