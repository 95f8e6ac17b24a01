"""The results screen's breakdown of Wild Ride (WildRide.score_breakdown): the medals on
the points track by where they were won (regions, the railroad, the Reward Chart), the
flags discovered and the start town, and the tie-break on medals, then nuggets."""
from __future__ import annotations

from .helpers import GAME, make_state

REGIONS = GAME.map.regions


def test_medals_regions_flags_and_the_start_town_add_up_to_the_score():
    s = make_state(2, hands=[["red-1"], ["blue-1"]],
                   flags=[["dust-town", "west-lake", "central-desert"], ["dust-town"]])
    s.points[0] = [(7, "region"), (9, "tipi:right"), (4, "rail"), (3, "region"), (6, "area:forest"), (2, "wanted")]
    GAME._finish(s, "medals", [])
    breakdown = GAME.score_breakdown(s)
    flags = REGIONS["west-lake"].flag_points + REGIONS["central-desert"].flag_points
    assert [(r.source, r.points) for r in breakdown.seat_rows(0)] == [
        ("Region medals", 10), ("Railroad medals", 4), ("Reward Chart medals", 17),
        ("Flags discovered", flags), ("Start town", REGIONS["dust-town"].flag_points)]
    assert breakdown.labels == ("Points",)
    assert breakdown.totals == GAME.result(s).scores == (GAME.score(s, 0), GAME.score(s, 1))


def test_a_tie_on_points_names_the_medals_then_the_nuggets():
    s = make_state(3, hands=[["red-1"], ["blue-1"], ["grey-1"]], nuggets=[4, 3, 9])
    s.points = [[(2, "region"), (3, "wanted")], [(2, "region"), (3, "wanted")], [(5, "region")]]
    GAME._finish(s, "medals", [])
    assert GAME.score_breakdown(s).tie_rule == (
        "Joe, Audrey and Tom tied on points (6 each); the most medals on the points track leaves Joe and Audrey "
        "(Joe 2, Audrey 2, Tom 1); the most nuggets decides (Joe 4, Audrey 3).")
    s.points = [[(5, "region")], [(4, "region")], [(3, "region")]]
    GAME._finish(s, "medals", [])
    assert GAME.score_breakdown(s).tie_rule is None
