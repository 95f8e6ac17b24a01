"""The results screen's breakdown of Deck Goes West (DeckWest.score_breakdown): each score
token's VP by the source that scored it (booked by _gain_vp as it is scored), what ended
the game, the tie-break at the bandits' end in versus, co-op's team as one column."""
from __future__ import annotations

from wildwest.core.engine import Option

from .helpers import GAME, at, day_state, play, set_map


def bandits_end(state) -> None:
    state.tracker = GAME.c.boards[state.board].lose - 1
    at(state, [("night_end",), ("tracker",)])
    assert state.end == "bandits"


def sources(breakdown, seat: int) -> dict:
    return {row.source: row.points for row in breakdown.seat_rows(seat)}


def test_vp_are_booked_under_the_event_that_scored_them_and_every_way_the_mission_scores_is_listed():
    state = day_state()                                   # versus, Discovery
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-1, y=-2))             # 1 VP, not further west
    state.heroes[0].pos = (-1, 0)
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-2, y=0))              # 1 VP + 1 VP for the furthest west
    set_map(state, {(0, 0): "prairie"})
    state.heroes[1].pos = (0, 0)
    at(state, [("turn", 1, 1, 2)])
    GAME._build(state, 1, "rail", [])                     # 2 VP + 1 VP: the first railway is the westmost
    GAME.settle(state)
    assert state.vp_from == [{"reveal": 2, "reveal_westmost": 1}, {"build": 2, "build_westmost": 1}]
    bandits_end(state)
    breakdown = GAME.score_breakdown(state)
    assert list(sources(breakdown, 0).items()) == [
        ("Revealing land", 2), ("Revealing furthest west", 1), ("Building railways", 0),
        ("Building furthest west", 0), ("Clearing bandits", 0)]
    assert sources(breakdown, 1)["Building railways"] == 2 and breakdown.labels == ("VP",)
    assert breakdown.totals == GAME.result(state).scores == (3, 3)
    names = [GAME.hero_name(state, h) for h in (0, 1)]
    assert breakdown.tie_rule == (f"{names[0]} and {names[1]} tied on VP (3 each); the most tiles west of the "
                                  f"start decides ({names[0]} 1, {names[1]} 0).")
    assert breakdown.ending == (f"The bandits' tracker reached the end of its track on day {state.day}: the most "
                                "VP among the characters still alive wins.")


def test_vp_paid_are_booked_as_paid_and_never_below_zero():
    state = day_state()
    GAME._gain_vp(state, 0, 2, [], "clear")
    GAME._gain_vp(state, 0, -4, [], "paid")
    assert state.vp[0] == 0 and state.vp_from[0] == {"clear": 2, "paid": -2}
    assert GAME.clone(state).vp_from == state.vp_from and GAME.clone(state).vp_from[0] is not state.vp_from[0]


def test_a_dead_characters_vp_do_not_win_and_the_result_names_the_winners_vp():
    state = day_state()
    GAME._gain_vp(state, 0, 5, [], "clear")
    GAME._gain_vp(state, 1, 2, [], "reveal")
    GAME._kill(state, 0, "starved", [])
    bandits_end(state)
    names = [GAME.hero_name(state, h) for h in (0, 1)]
    assert GAME.result(state).summary == f"{names[1]} wins (2 VP)."
    breakdown = GAME.score_breakdown(state)
    assert breakdown.ending.endswith(f"still alive wins ({names[0]} died).") and breakdown.tie_rule is None


def test_co_op_scores_as_one_team_and_says_what_ended_the_game():
    state = day_state({"players": 3, "mode": "coop"})
    GAME._gain_vp(state, 2, 4, [], "wagon_west")
    bandits_end(state)
    breakdown = GAME.score_breakdown(state)
    assert breakdown.teams == (("The team", (0, 1, 2)),)
    assert all(sources(breakdown, seat)["The wagon going west"] == 4 for seat in (0, 1, 2))
    assert breakdown.totals == GAME.result(state).scores == (4, 4, 4)
    assert breakdown.ending is None         # the summary says it: the day and the score
    assert GAME.result(state).summary == (f"The bandits win: their tracker reached the end on day {state.day}, "
                                          f"with the team at 4 of {GAME.c.boards[state.board].win} VP.")
    won = day_state({"players": 3, "mode": "coop"})
    GAME._gain_vp(won, 1, GAME.c.boards[won.board].win, [], "wagon_west")
    assert GAME.score_breakdown(won).ending == \
        f"The team reached the end of the score track ({GAME.c.boards[won.board].win} VP) on day 1."
