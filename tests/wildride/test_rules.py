"""One test per rule: set-up, the Call, the simultaneous choice, every action and icon,
the railroad, the Reward Chart tracks and medals, the end of turn, the end and scoring."""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from wildwest.core.engine import IllegalMove
from wildwest.games.wildride.rules import MIN_HAND, opt

from .helpers import GAME, check_invariants, make_state, play, texts


def at_chain(state, p: int, *tasks) -> None:
    """Put `tasks` on seat p's chain, as if an action had just triggered them."""
    state.tasks = [("turn",), ("wait",)]
    state.chains[p] = list(tasks)
    GAME.settle(state)


def only(state):
    (who, decision), = GAME.pending(state).items()
    return who, decision


# ---- set-up --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_by_seat_from_the_first_caller(players):
    s = GAME.new_game({"players": players}, 3)
    assert s.nuggets == [3] * players
    for i in range(players):
        p = (s.first + i) % players
        assert len(s.hands[p]) == 4 + i and len(s.areas[p]) == 1
    assert sum(Counter(s.deck).values()) == 54 - sum(range(4, 4 + players)) - players
    pending = GAME.pending(s)
    assert set(pending) == set(range(players))           # start flags: everyone at once
    assert {o["region"] for o in pending[0].options} == {"dust-town", "silver-creek"}


def test_a_start_flag_checks_the_first_town_box():
    s = GAME.new_game({"players": 2}, 1)
    play(s, 0, opt("start", region="dust-town"))
    assert s.flags[0] == ["dust-town"] and s.area_boxes[0]["town"] == 1
    assert set(GAME.pending(s)) == {1}
    play(s, 1, opt("start", region="dust-town"))
    who, d = only(s)
    assert who == s.caller and d.options[0].kind == "call"


# ---- the Call ------------------------------------------------------------------------------
def test_the_caller_cannot_ask_for_a_card_in_their_play_area():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], areas=[["green-2"], []])
    who, d = only(s)
    assert opt("call", player=1, card="green-2") not in d.options
    assert d.reason("green-2") == "already in your play area"
    with pytest.raises(IllegalMove):
        play(s, 0, opt("call", player=1, card="green-2"))


def test_the_asked_card_is_given_when_held():
    s = make_state(2, hands=[["red-1"], ["blue-2", "orange-2", "blue-1"]])
    ev = play(s, 0, opt("call", player=1, card="orange-2"))
    assert s.areas[0] == ["orange-2"] and s.given == "orange-2"
    assert any(e.reveal for e in ev) and set(GAME.pending(s)) == {0, 1}


def test_a_card_of_the_same_suit_or_value_is_given_by_choice():
    s = make_state(2, hands=[["red-1"], ["blue-2", "orange-1", "red-3"]])
    play(s, 0, opt("call", player=1, card="orange-2"))
    who, d = only(s)
    assert who == 1 and set(d.options) == {opt("give", card="blue-2"), opt("give", card="orange-1")}
    play(s, 1, opt("give", card="orange-1"))
    assert s.areas[0] == ["orange-1"]


def test_with_no_such_suit_or_value_the_caller_draws_at_random():
    s = make_state(2, hands=[["red-1"], ["blue-1", "grey-3"]])
    ev = play(s, 0, opt("call", player=1, card="orange-2"))
    assert "at random" in texts(ev) and any(e.reveal for e in ev)
    assert len(s.hands[1]) == 1 and s.areas[0][0] in ("blue-1", "grey-3")
    given = next(e.text for e in ev if e.kind == "give")      # it read "(the pioneer) (drawn at random)"
    assert re.fullmatch(r"Audrey gives Joe the \w+ \d \([^)]+\), drawn at random, into Joe's play area\.", given), given


def test_the_random_draw_comes_from_the_seeded_rng_and_can_take_any_card():
    """Not always the oldest, newest or first sorted card: over seeds every card comes up,
    and the same seed draws the same card."""
    hand = ["grey-3", "blue-1", "purple-3", "blue-3"]

    def drawn(seed):
        s = make_state(2, hands=[["red-1"], list(hand)], rng=random.Random(seed))
        play(s, 0, opt("call", player=1, card="orange-2"))
        return s.areas[0][0]
    got = [drawn(seed) for seed in range(40)]
    assert set(got) == set(hand)
    assert got == [drawn(seed) for seed in range(40)]


def test_a_card_already_in_the_area_is_discarded_for_one_nugget():
    s = make_state(2, hands=[["red-1"], ["green-2", "green-1"]], areas=[["green-2"], []])
    play(s, 0, opt("call", player=1, card="green-1"))
    assert s.areas[0] == ["green-2", "green-1"]
    s = make_state(2, hands=[["red-1"], ["green-2"]], areas=[["green-2"], []])
    play(s, 0, opt("call", player=1, card="green-3"))
    who, d = only(s)
    play(s, 1, opt("give", card="green-2"))
    assert s.discard == ["green-2"] and s.nuggets[0] == 4 and s.areas[0] == ["green-2"]
    assert set(GAME.pending(s)) == {0, 1}                 # everyone still acts (FAQ)


def test_a_player_without_cards_cannot_be_asked():
    s = make_state(3, hands=[["red-1"], [], ["blue-1"]])
    _, d = only(s)
    assert {o["player"] for o in d.options} == {2}
    assert "no cards" in d.reason("player:1")


# ---- the simultaneous choice ------------------------------------------------------------------
def test_everyone_chooses_at_once_and_choices_stay_secret_until_all_chose():
    s = make_state(3, hands=[["red-1"], ["blue-3", "red-2"], ["grey-1"]])
    play(s, 0, opt("call", player=1, card="red-2"))      # a Nugget card
    assert set(GAME.pending(s)) == {0, 1, 2}
    ev = play(s, 1, opt("act", action="nugget"))
    private = [e for e in ev if e.to == 1]
    assert private and all(e.to in (None, 1) for e in ev)
    assert "take 1 nugget" not in " ".join(e.text for e in ev if e.to is None)
    assert GAME.view(s, 0).chosen is None and GAME.view(s, 1).chosen == "nugget"
    assert GAME.view(s, 0).has_chosen == [False, True, False]
    assert s.nuggets[1] == 3                               # nothing happens before the reveal
    play(s, 0, opt("act", action="nugget"))
    ev = play(s, 2, opt("act", action="nugget"))
    assert any(e.kind == "reveal" and e.reveal for e in ev)
    assert s.nuggets == [4, 4, 4]


def test_a_seat_with_neither_action_possible_is_skipped():
    s = make_state(2, hands=[["red-1"], ["orange-1"]], flags=[["dust-town"], ["dust-town"]],
                   legs=[[], ["dt1", "dt2", "dt3"]])
    s.rail[1] = ["r1", "r2", "r3", "ra1", "ra2", "ra3", "ra4"]
    s.flags[1] = list(GAME.map.regions)                # nothing reachable: every flag, no open leg...
    s.legs[1] = list(GAME.map.legs)                    # ...and every leg checked
    GAME.settle(s)
    play(s, 0, opt("call", player=1, card="orange-1"))
    assert set(GAME.pending(s)) == {0}


# ---- actions ------------------------------------------------------------------------------
def test_buy_pays_the_cards_value_and_chains_its_action():
    s = make_state(2, nuggets=[2, 3], hands=[["blue-3", "orange-2", "red-1"], ["grey-1"]])
    at_chain(s, 0, ("buy",))
    _, d = only(s)
    assert opt("put", card="blue-3") not in d.options and "costs 3" in d.reason("blue-3")
    play(s, 0, opt("put", card="orange-2"))
    assert s.nuggets[0] == 0 and s.areas[0] == ["orange-2"]
    _, d = only(s)
    assert {o["action"] for o in d.options} == {"leg", "rail"}


def test_a_card_already_in_the_play_area_cannot_be_put_down():
    s = make_state(2, hands=[["blue-3", "red-1"], ["grey-1"]], areas=[["blue-3"], []])
    at_chain(s, 0, ("free",))
    _, d = only(s)
    assert d.options == (opt("put", card="red-1"),) and d.reason("blue-3") == "already in your play area"
    assert "Joe puts down the Red 1 (the gold digger's pickaxe) for free." in texts(play(s, 0, opt("put", card="red-1")))


def test_swap_discards_two_of_a_suit_then_puts_down_any_card():
    s = make_state(2, hands=[["grey-1", "grey-3", "orange-3", "red-1"], ["blue-1"]])
    at_chain(s, 0, ("swap",))
    _, d = only(s)
    assert d.options == (opt("discard", cards=("grey-1", "grey-3")),)
    play(s, 0, opt("discard", cards=("grey-1", "grey-3")))
    assert s.discard == ["grey-1", "grey-3"]
    _, d = only(s)
    assert {o["card"] for o in d.options} == {"orange-3", "red-1"}
    play(s, 0, opt("put", card="orange-3"))
    assert s.areas[0] == ["orange-3"] and s.nuggets[0] == 3


def test_two_copies_discarded_read_as_both_copies():
    """"the Orange 2 (the trapper's mule) and the Orange 2 (the trapper's mule)" said one card twice."""
    s = make_state(2, hands=[["orange-2", "orange-2", "red-1"], ["blue-1"]])
    at_chain(s, 0, ("swap",))
    _, d = only(s)
    assert GAME.describe(d.options[0]) == "Discard both copies of the Orange 2 (the trapper's mule)"
    assert "Joe discards both copies of the Orange 2 (the trapper's mule)." in texts(play(s, 0, d.options[0]))


def test_draw_takes_three_and_reshuffles_the_discard_when_the_deck_runs_out():
    s = make_state(2, hands=[["red-1"], ["blue-1"]])
    s.discard, s.deck = s.deck[2:], s.deck[:2]
    at_chain(s, 0, ("pair", "card", "test"))
    ev = play(s, 0, opt("act", action="draw"))
    assert len(s.hands[0]) == 4 and "shuffled" in texts(ev)
    assert any(e.to == 0 for e in ev) and any(e.to is None and "draws 3" in e.text for e in ev)


def test_a_leg_must_be_connected_and_its_region_discovered():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], flags=[["dust-town"], ["dust-town"]])
    at_chain(s, 0, ("leg",))
    _, d = only(s)
    assert {o["leg"] for o in d.options} == {"dt1"}        # only the leg on the flag's path
    assert "not connected" in d.reason("dt2") and "not discovered" in d.reason("wl2")
    play(s, 0, opt("leg", leg="dt1"))                       # a Check icon: chains a pair
    _, d = only(s)
    play(s, 0, opt("act", action="leg"))
    _, d = only(s)
    assert {o["leg"] for o in d.options} == {"dt2"}        # wl2 and ch4 join dt1, undiscovered


def test_a_path_may_cross_into_a_discovered_neighbour():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], flags=[["dust-town", "west-lake"], ["dust-town"]],
                   legs=[["dt1"], []])
    at_chain(s, 0, ("leg",))
    _, d = only(s)
    assert {o["leg"] for o in d.options} == {"dt2", "wl1", "wl2"}


def test_completing_a_region_scores_its_medal():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], legs=[["dt1", "dt2"], []])
    at_chain(s, 0, ("leg",))
    play(s, 0, opt("leg", leg="dt3"))
    assert s.points[0] == [(GAME.map.regions["dust-town"].medal, "region")]


def test_the_railroad_goes_left_to_right_and_a_switch_closes_the_other_branch():
    s = make_state(2, hands=[["red-1"], ["blue-1"]])
    s.rail[0] = ["r1", "r2"]
    at_chain(s, 0, ("rail",))
    _, d = only(s)
    assert d.options == (opt("rail", box="r3"),)
    play(s, 0, opt("rail", box="r3"))                        # a Check icon
    play(s, 0, opt("act", action="rail"))
    _, d = only(s)
    assert set(d.options) == {opt("rail", box="ra1"), opt("rail", box="rb1")}
    play(s, 0, opt("rail", box="rb1"))                       # free card icon, then nothing to put
    assert GAME.rail_open(s, 0) == ["rb2"]


def test_the_end_of_the_railroad_pays_its_medal():
    s = make_state(2, hands=[["red-1"], ["blue-1"]])
    s.rail[0] = ["r1", "r2", "r3", "ra1", "ra2", "ra3"]
    at_chain(s, 0, ("rail",))
    play(s, 0, opt("rail", box="ra4"))
    assert s.points[0] == [(6, "rail")] and GAME.rail_open(s, 0) == []


# ---- the Reward Chart ---------------------------------------------------------------------------
def test_tipi_starts_in_the_centre_and_grows_beside_checked_boxes():
    s = make_state(2, hands=[["red-1"], ["blue-1"]])
    at_chain(s, 0, ("tipi",))
    _, d = only(s)
    assert d.options == (opt("tipi", box=3),)
    play(s, 0, opt("tipi", box=3))
    at_chain(s, 0, ("tipi",))
    _, d = only(s)
    assert set(d.options) == {opt("tipi", box=2), opt("tipi", box=4)}


def test_both_ends_of_the_tipi_track_pay_declining_medals():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], tipi=[[1, 2, 3], [1, 2, 3]])
    at_chain(s, 0, ("tipi",))
    play(s, 0, opt("tipi", box=0))
    assert s.points[0] == [(6, "tipi:left")]
    s.turn += 1                                              # a later turn: the next medal
    at_chain(s, 1, ("tipi",))
    play(s, 1, opt("tipi", box=0))
    assert s.points[1] == [(4, "tipi:left")]


def test_players_reaching_a_medal_in_the_same_turn_share_it():
    s = make_state(3, hands=[["red-1"], ["blue-1"], ["grey-1"]], wanted=[5, 5, 5])
    for p in (0, 1):
        at_chain(s, p, ("wanted",))
    assert s.points[0] == [(10, "wanted")] == s.points[1]
    s.turn += 1
    at_chain(s, 2, ("wanted",))
    assert s.points[2] == [(7, "wanted")]


def test_wanted_second_box_discovers_a_region():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], wanted=[1, 0])
    at_chain(s, 0, ("wanted",))
    who, d = only(s)
    assert s.wanted[0] == 2 and {o["region"] for o in d.options} == {"west-lake", "cedar-hollow"}


def test_the_last_box_of_a_region_kind_area_takes_its_medal():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], flags=[["dust-town", "cedar-hollow"], ["dust-town"]])
    s.area_boxes[0]["desert"] = 2
    at_chain(s, 0, ("discover",))
    play(s, 0, opt("discover", region="bone-flats"))
    assert s.area_boxes[0]["desert"] == 3 and s.points[0] == [(10, "area:desert")]


def test_discovery_needs_an_adjacent_region_not_over_a_mountain():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], flags=[["west-lake"], ["dust-town"]])
    at_chain(s, 0, ("discover",))
    _, d = only(s)
    assert {o["region"] for o in d.options} == {"central-desert", "dust-town"}
    assert "mountain" in d.reason("pine-ridge")


# ---- the end of the turn and of the game -----------------------------------------------------------
def test_a_complete_suit_is_discarded_for_a_discovery_at_the_end_of_the_turn():
    s = make_state(2, hands=[["red-1", "red-2"], ["blue-3", "red-3", "grey-1"]], areas=[["blue-1", "blue-2"], []])
    play(s, 0, opt("call", player=1, card="blue-3"))
    assert s.areas[0] == ["blue-1", "blue-2", "blue-3"]
    play(s, 0, opt("act", action="rail"))
    play(s, 1, opt("act", action="rail"))
    play(s, 0, opt("rail", box="r1"))
    play(s, 0, opt("act", action="draw"))
    # the discovery waits for the end of the turn (FAQ): nothing asked before the actions end
    assert s.areas[0] == ["blue-1", "blue-2", "blue-3"]
    play(s, 1, opt("rail", box="r1"))
    events = play(s, 1, opt("act", action="draw"))
    assert "Joe has all three Blue cards and discards them to discover a region." in texts(events)
    who, d = only(s)
    assert who == 0 and d.options[0].kind == "discover" and s.areas[0] == []
    assert s.discard[-3:] == ["blue-1", "blue-2", "blue-3"]


def test_hands_are_refilled_to_three_and_the_token_passes_left():
    s = make_state(3, hands=[["red-1"], ["blue-3", "red-3"], ["grey-1"]])
    play(s, 0, opt("call", player=1, card="blue-3"))
    for p in range(3):
        play(s, p, opt("act", action="rail"))
    while GAME.pending(s) and s.turn == 0:
        (p, d), *_ = GAME.pending(s).items()
        play(s, p, d.options[0])
    assert s.caller == 1 and all(len(h) >= MIN_HAND for h in s.hands)


def test_the_game_ends_after_the_turn_of_a_seventh_medal():
    s = make_state(2, hands=[["red-1"], ["blue-1", "red-2"]], legs=[["dt1", "dt2"], []])
    s.points[0] = [(1, "region")] * 6
    play(s, 0, opt("call", player=1, card="blue-1"))
    play(s, 1, opt("act", action="rail"))
    play(s, 0, opt("act", action="leg"))
    play(s, 0, opt("leg", leg="dt3"))
    play(s, 0, opt("act", action="nugget"))               # the leg's Nugget icon
    assert len(s.points[0]) == 7 and not s.end           # the turn ends first
    play(s, 1, opt("rail", box="r1"))
    play(s, 1, opt("act", action="draw"))
    assert s.end == "medals" and GAME.pending(s) == {}
    res = GAME.result(s)
    assert res.winners == (0,) and res.scores[0] == 8 + 1


def test_a_medal_after_the_seventh_in_a_players_own_chain_scores_nothing():
    """The points track has 7 boxes: the 7th medal of a chain counts, the next does not,
    and a chart medal a full track cannot take stays for a player who can."""
    s = make_state(2, hands=[["red-1"], ["blue-1"]], legs=[["dt1", "dt2"], []], wanted=[5, 5])
    s.points[0] = [(1, "region")] * 6
    at_chain(s, 0, ("wanted",), ("leg",))                 # the leg first, then the Wanted box
    play(s, 0, opt("leg", leg="dt3"))                     # completes Dust Town: the 7th medal
    ev = play(s, 0, opt("act", action="nugget"))          # the leg's icon; then the last Wanted box
    assert s.points[0] == [(1, "region")] * 6 + [(2, "region")] and s.wanted[0] == 6
    assert "points track is full" in texts(ev) and "medal" not in [e.kind for e in ev]
    assert GAME.score(s, 0) == 6 + 2 + 1 and "wanted" not in s.medal_next
    at_chain(s, 1, ("wanted",))                           # the same turn: the best medal is still there
    assert s.points[1] == [(10, "wanted")]


def test_a_full_points_track_takes_no_region_or_railroad_medal():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], legs=[["dt1", "dt2"], []])
    s.points[0] = [(1, "region")] * 7
    s.rail[0] = ["r1", "r2", "r3", "ra1", "ra2", "ra3"]
    at_chain(s, 0, ("rail",), ("leg",))
    play(s, 0, opt("leg", leg="dt3"))
    play(s, 0, opt("act", action="nugget"))
    play(s, 0, opt("rail", box="ra4"))
    assert s.points[0] == [(1, "region")] * 7 and GAME.score(s, 0) == 7 + 1


def test_ties_break_on_medals_then_nuggets():
    s = make_state(2, hands=[["red-1"], ["blue-1"]])
    s.points = [[(5, "region")], [(2, "region"), (3, "wanted")]]
    GAME._finish(s, "medals", [])
    assert s.winners == [1]
    s.points = [[(5, "region")], [(5, "region")]]
    s.nuggets = [4, 3]
    GAME._finish(s, "medals", [])
    assert s.winners == [0]
    assert GAME.result(s).summary.endswith("tied with Audrey on points and medals but with more nuggets.")
    s.points = [[(5, "region")], [(2, "region"), (3, "wanted")]]     # medals before nuggets
    GAME._finish(s, "medals", [])
    assert s.winners == [1]
    assert GAME.result(s).summary == "Audrey wins with 6 points (a 7th medal), tied with Joe but with more medals."
    s.points = [[(5, "region")], [(5, "region")]]
    s.nuggets = [3, 3]
    GAME._finish(s, "medals", [])
    GAME.settle(s)
    assert s.winners == [0, 1] and GAME.result(s).winners == (0, 1)
    assert GAME.result(s).summary == "Joe and Audrey win with 6 points (a 7th medal)."
    check_invariants(GAME, s)


def test_a_tie_broken_on_medals_for_one_and_nuggets_for_another_names_both_rules():
    s = make_state(3, hands=[["red-1"], ["blue-1"], ["grey-1"]], nuggets=[4, 3, 9])
    s.points = [[(2, "region"), (3, "wanted")], [(2, "region"), (3, "wanted")], [(5, "region")]]
    GAME._finish(s, "medals", [])
    assert s.winners == [0]
    assert GAME.result(s).summary.endswith(
        "tied with Audrey and Tom but ahead on medals, then nuggets.")


def test_final_score_adds_medals_and_discovered_flags():
    s = make_state(2, hands=[["red-1"], ["blue-1"]], flags=[["dust-town", "west-lake", "central-desert"], ["dust-town"]])
    s.points[0] = [(7, "region"), (9, "tipi:right")]
    assert GAME.score(s, 0) == 16 + 1 + 1 + 3
