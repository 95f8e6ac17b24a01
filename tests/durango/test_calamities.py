"""Calamities: every player performs the revealed one; ongoing ones last until the next."""
from __future__ import annotations

from wildwest.games.durango.rules import card_option as opt

from .helpers import GAME, check_invariants, make_state, options, play, start_turn, texts, who


def reveal(cid, players=3, drawn=("trigger-1", "scout-2", "stagecoach-agent-2"), **fields):
    deck = [c for c in GAME.calamity_cards if c != cid] + [cid]        # cid on top
    s = make_state(players, calamity_deck=deck, **fields)
    events = start_turn(s, list(drawn))
    return s, events


def test_drought_discards_the_highest_producing_hire_and_ties_are_a_choice():
    s, events = reveal("drought-1", party=[["banker-1", "fireman-1", "sheriff-1"],
                                          ["coal-miner-1", "banker-2"], ["pinkerton-1"]])
    # Ada (first, clockwise from the active player) has one top Hire; Bo has two tied at 4
    assert s.party[0] == ["fireman-1", "sheriff-1"]
    assert who(s) == 1 and options(s) == (opt("discard", "coal-miner-1"), opt("discard", "banker-2"))
    play(s, 1, opt("discard", "banker-2"))
    assert s.party[1] == ["coal-miner-1"] and s.party[2] == ["pinkerton-1"]
    assert s.discard[0] == "banker-1" and "trigger-1" in s.discard
    assert who(s) == 0 and options(s)[0].kind == "add"          # the turn goes on


def test_bank_panic_stops_silver_until_the_next_calamity():
    s, _ = reveal("bank-panic-1", players=4, party=[["banker-1", "fireman-1"], [], [], []])
    assert GAME.production(s, 0) == (2, 0)
    s.calamity_deck.remove("labor-strike-1")
    s.calamity_deck.append("labor-strike-1")
    s.deck.remove("trigger-2")
    start_turn(s, ["trigger-2", "scout-1", "fireman-2"])       # a new calamity replaces it
    assert s.calamities[-1] == "labor-strike-1"
    assert GAME.production(s, 0) == (1, 3)


def test_a_produce_action_makes_no_silver_in_a_bank_panic():
    s, _ = reveal("bank-panic-1", drawn=("trigger-1", "saloon-keeper-1", "scout-2"))
    events = play(s, 0, opt("add", "saloon-keeper-1"))
    assert "Ada's Saloon Keeper produces nothing." in texts(events)


def test_mine_cave_in_stops_coal():
    s, _ = reveal("cave-in-1", party=[["banker-1", "fireman-1"], [], []])
    assert GAME.production(s, 0) == (0, 4)


def test_labor_strike_takes_one_from_every_hire_never_below_zero():
    s, _ = reveal("labor-strike-1", party=[["banker-1", "blacksmith-1", "mine-captain-1", "fireman-1"], [], []])
    assert GAME.production(s, 0) == (2, 3)         # Banker 3, Blacksmith 0; Fireman 2+1-1


def test_texas_fever_returns_a_cattle_of_each_players_choice_to_the_yard():
    s, _ = reveal("texas-fever-1", herd=[["longhorn-1"], ["angus-br-1", "longhorn-2"], []])
    assert s.herd[0] == [] and s.yard[-1] == "longhorn-1"          # one choice: done at once
    assert who(s) == 1 and options(s) == (opt("return", "angus-br-1"), opt("return", "longhorn-2"))
    events = play(s, 1, opt("return", "longhorn-2"))
    assert s.herd[1] == ["angus-br-1"] and s.yard[-1] == "longhorn-2"
    assert "Bo returns the Texas Longhorn to the yard." in texts(events)


def test_stampede_hits_only_the_players_with_the_most_cattle():
    s, _ = reveal("stampede-1", herd=[["longhorn-1"], ["longhorn-2", "longhorn-3"], ["angus-1", "angus-2"]])
    assert s.herd[0] == ["longhorn-1"]
    for p in (1, 2):                       # the first of two is a choice, the last is forced
        assert who(s) == p and options(s)[0].kind == "return"
        play(s, p, options(s)[0])
    assert s.herd[1] == [] and s.herd[2] == [] and s.herd[0] == ["longhorn-1"]


def test_stampede_with_empty_herds_hits_nobody():
    s, events = reveal("stampede-1")
    assert who(s) == 0 and options(s)[0].kind == "add"


def test_prairie_fire_discards_a_card_of_each_players_choice():
    s, _ = reveal("prairie-fire-1", party=[["banker-1"], ["fireman-1", "sheriff-1"], []])
    assert s.party[0] == []
    assert who(s) == 1 and options(s) == (opt("discard", "fireman-1"), opt("discard", "sheriff-1"))


def test_dust_storm_discards_every_reserve():
    s, events = reveal("dust-storm-1", reserve=["sheriff-1", None, "banker-1"])
    assert s.reserve == [None, None, None]
    assert {"sheriff-1", "banker-1"} <= set(s.discard)
    assert all(e.reveal for e in events if e.kind == "discard")


def test_hard_winter_shrinks_every_party_at_once():
    full = ["banker-1", "banker-2", "fireman-1", "fireman-2"]
    s, _ = reveal("hard-winter-1", party=[[], list(full), ["saddlebags-1", "coal-miner-1"]])
    assert GAME.limit(s, 1) == 3 and GAME.limit(s, 2) == 4
    assert who(s) == 1 and options(s) == tuple(opt("discard", c) for c in full)
    play(s, 1, opt("discard", "fireman-2"))
    assert len(s.party[1]) == 3
    check_invariants(GAME, s)


def test_outlaw_raid_discards_an_item_or_companion():
    s, _ = reveal("outlaw-raid-1", party=[["banker-1", "saddlebags-1"], ["sheriff-1", "horseshoe-1", "banker-2"], []])
    assert s.party[0] == ["banker-1"]
    assert who(s) == 1 and options(s) == (opt("discard", "sheriff-1"), opt("discard", "horseshoe-1"))


def test_the_circuit_preacher_keeps_calamities_away():
    s, events = reveal("prairie-fire-1", party=[["preacher-1", "banker-1"], ["banker-2"], []])
    assert s.party[0] == ["preacher-1", "banker-1"] and s.party[1] == []
    assert "Ada is not affected (Circuit Preacher)." in texts(events)
    s, _ = reveal("bank-panic-1", party=[["preacher-1", "banker-1"], [], []])
    assert GAME.production(s, 0) == (0, 4)


def test_the_calamity_deck_is_reshuffled_when_every_calamity_was_revealed():
    everything = list(GAME.calamity_cards)
    s = make_state(4, calamity_deck=[], calamities=everything)
    events = start_turn(s, ["trigger-1", "scout-2", "stagecoach-agent-2"])
    assert any(e.kind == "reshuffle" and e.data.get("calamities") for e in events)
    assert len(s.calamities) == 1 and len(s.calamity_deck) == 9
