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
