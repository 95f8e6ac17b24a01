"""Setup, the selection phase, reshuffles, the order of actions, Calamity Triggers drawn."""
from __future__ import annotations

import pytest

from wildwest.games.durango.rules import card_option as opt
from wildwest.games.durango.rules import target_option as tgt

from .helpers import GAME, make_state, options, places, play, start_turn, texts, who


def test_setup_has_no_player_setup_and_a_random_first_player():
    firsts = set()
    for seed in range(20):
        s = GAME.new_game({"players": 4}, seed)
        firsts.add(s.active)
        assert s.party == [[], [], [], []] and s.herd == [[], [], [], []]
        assert s.reserve == [None] * 4 and len(s.yard) == 50 and s.turn == 0
        assert len(places(s)) == 66
        assert GAME.new_game({"players": 4}, seed).active == s.active       # from the seed
    assert firsts == {0, 1, 2, 3}


def test_two_and_three_players_play_with_one_trigger():
    for n in (2, 3):
        s = GAME.new_game({"players": n}, 1)
        assert len(places(s)) == 65


def test_the_yard_is_the_rulebooks_face_up_stack_by_default():
    s = GAME.new_game({"players": 2}, 3)
    view = GAME.view(s, 0)
    assert GAME.configure({"players": 2})["yard"] == "stack"
    assert view.market == s.yard[:1] and view.face_up == 1 and view.yard_count == 50


def test_the_market_variant_shows_three_cattle_for_sale():
    s = GAME.new_game({"players": 2, "yard": "market"}, 3)
    view = GAME.view(s, 0)
    assert view.market == s.yard[:3] and view.face_up == 3 and view.yard_count == 50


def test_selection_offers_the_four_choices():
    s = make_state(3)
    start_turn(s, ["banker-1", "fireman-1", "scout-1"])
    assert s.drawn == ["banker-1", "fireman-1", "scout-1"]
    kinds = [(o.kind, o["card"]) for o in options(s)]
    assert kinds == [(k, c) for k in ("add", "reserve") for c in ("banker-1", "fireman-1", "scout-1")]
    s = make_state(3, reserve=["sheriff-1", None, None])
    start_turn(s, ["banker-1", "fireman-1", "scout-1"])
    assert {o.kind for o in options(s)} == {"add", "bring_add", "bring_reserve"}     # reserve is full


def test_add_to_party_and_the_rest_are_discarded():
    s = make_state(3)
    start_turn(s, ["banker-1", "fireman-1", "scout-1"])
    events = play(s, 0, opt("add", "banker-1"))
    assert s.party[0] == ["banker-1"]
    assert s.discard[:2] == ["fireman-1", "scout-1"]
    assert "Ada adds the Banker to the party." in texts(events)
    assert "Ada discards the Locomotive Fireman and the Scout." in texts(events)


def test_two_cards_of_one_name_are_discarded_as_both():
    s = make_state(3)
    start_turn(s, ["banker-1", "undertaker-1", "undertaker-2"])
    events = play(s, 0, opt("add", "banker-1"))
    assert "Ada discards two Undertaker cards." in texts(events)     # not "the Undertaker and the Undertaker"


def test_reserve_a_card_face_down():
    s = make_state(3)
    start_turn(s, ["banker-1", "fireman-1", "scout-1"])
    events = play(s, 0, opt("reserve", "scout-1"))
    assert s.reserve[0] == "scout-1" and s.party[0] == []
    private = [e for e in events if e.kind == "reserve"]
    assert private[0].to == 0 and "Scout" in private[0].text
    public = [e for e in events if e.kind == "reserve_hidden"]
    assert public[0].to is None and "Scout" not in public[0].text


def test_reserve_to_party_then_add_one_to_party():
    s = make_state(3, reserve=["fireman-1", None, None])
    start_turn(s, ["banker-1", "coal-miner-1", "scout-1"])
    play(s, 0, opt("bring_add", "banker-1"))
    assert s.party[0] == ["fireman-1", "banker-1"] and s.reserve[0] is None


def test_reserve_to_party_then_one_to_the_empty_reserve():
    s = make_state(3, reserve=["fireman-1", None, None])
    start_turn(s, ["banker-1", "coal-miner-1", "scout-1"])
    play(s, 0, opt("bring_reserve", "coal-miner-1"))
    assert s.party[0] == ["fireman-1"] and s.reserve[0] == "coal-miner-1"


def test_a_full_party_discards_a_card_first():
    party = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = make_state(3, party=[list(party), [], []])
    start_turn(s, ["coal-miner-1", "fireman-1", "scout-1"])
    play(s, 0, opt("add", "coal-miner-1"))
    assert who(s) == 0 and options(s) == tuple(opt("make_room", c) for c in party)
    assert GAME.pending(s)[0].prompt == ("Your party is full: it holds 4 cards, its limit. Discard 1 of them "
                                         "to make room for the Coal Miner")
    assert GAME.describe(opt("make_room", "banker-1")) == "Discard it to make room"
    events = play(s, 0, opt("make_room", "mule-skinner-2"))
    assert s.party[0] == ["banker-1", "banker-2", "mule-skinner-1", "coal-miner-1"]
    assert "mule-skinner-2" in s.discard
    assert "Ada discards the Mule Skinner to make room." in texts(events)


def test_reserve_and_another_card_into_a_full_party_makes_room_twice():
    party = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = make_state(3, party=[list(party), [], []], reserve=["coal-miner-1", None, None])
    start_turn(s, ["coal-miner-2", "fireman-1", "scout-1"])
    play(s, 0, opt("bring_add", "coal-miner-2"))
    play(s, 0, opt("make_room", "banker-1"))
    assert s.party[0][-1] == "coal-miner-1"
    play(s, 0, opt("make_room", "banker-2"))
    assert s.party[0] == ["mule-skinner-1", "mule-skinner-2", "coal-miner-1", "coal-miner-2"]


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out():
    s = make_state(3)
    s.discard = [c for c in s.deck if c != "banker-1"]
    s.deck = ["banker-1"]
    s.tasks = [("turn",)]
    events = GAME.settle(s)
    assert s.drawn[0] == "banker-1"
    assert any(e.kind == "reshuffle" for e in events)
    assert "Ada draws 3 cards." in texts(events)
    assert s.discard == [] or s.discard == ["trigger-1"]
    assert len(s.deck) + len(s.drawn) + len(s.discard) == 65


def test_actions_are_performed_in_the_order_the_cards_were_added():
    # the Horse Thief (from the reserve) steals a Frontier Hire first, so the Prospector
    # then counts three Frontier Hires
    s = make_state(3, reserve=["horse-thief-1", None, None], party=[[], ["fireman-1"], []])
    start_turn(s, ["prospector-1", "banker-1", "scout-1"])
    play(s, 0, opt("bring_add", "prospector-1"))
    events = play(s, 0, tgt(1, "fireman-1"))
    assert "Ada's Prospector produces 3 Coal." in texts(events)


def test_a_card_discarded_to_make_room_performs_no_action():
    party = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = make_state(3, party=[list(party), ["fireman-1"], []], reserve=["undertaker-1", None, None])
    start_turn(s, ["saloon-keeper-1", "fireman-2", "scout-1"])
    play(s, 0, opt("bring_add", "saloon-keeper-1"))
    play(s, 0, opt("make_room", "banker-1"))
    events = play(s, 0, opt("make_room", "undertaker-1"))
    assert not any("Undertaker" in t and "discards the Locomotive" in t for t in texts(events))
    assert s.party[1] == ["fireman-1"]


def test_a_drawn_trigger_reveals_a_calamity_and_is_not_replaced():
    s = make_state(3, calamity_deck=["labor-strike-1"])
    events = start_turn(s, ["banker-1", "trigger-1", "scout-1"])
    assert s.drawn == ["banker-1", "scout-1"]                 # no replacement draw
    assert s.calamities == ["labor-strike-1"] and s.discard == ["trigger-1"]
    assert "Ada draws a Calamity Trigger!" in read_by(1, events)
    assert any(t.startswith("Calamity: Labor Strike!") for t in texts(events))
    assert {o["card"] for o in options(s)} == {"banker-1", "scout-1"}
    kinds = [e.kind for e in events]
    assert kinds.index("calamity") > kinds.index("trigger")


def read_by(seat: int, events) -> list[str]:
    """The lines `seat`'s log shows (core/session.log_lines)."""
    return [e.text for e in events if e.visible_to(seat) and not e.shadows(seat)]


@pytest.mark.parametrize("drawn, line", [(["banker-1", "trigger-1", "scout-1"],
                                          "You draw the Banker, the Scout and the Calamity Trigger!"),
                                         (["trigger-1", "trigger-2", "scout-1"],
                                          "You draw the Scout and two Calamity Trigger cards!")])
def test_the_drawer_reads_its_triggers_in_its_own_line(drawn, line):
    """Under "Ada (you)" the log read "You draw ..." and then "Ada draws a Calamity
    Trigger!": the drawer reads one line in the second person, the others Ada's."""
    events = start_turn(make_state(4, calamity_deck=["labor-strike-1", "cave-in-1"]), drawn)
    mine = read_by(0, events)
    assert line in mine and not any(t.startswith("Ada draws") for t in mine), mine
    theirs = read_by(1, events)
    assert "Ada draws 3 cards." in theirs and "Ada draws a Calamity Trigger!" in theirs
    assert not any(t.startswith("You draw") for t in theirs)


def test_both_triggers_reveal_two_calamities_in_turn():
    s = make_state(4, calamity_deck=["cave-in-1", "bank-panic-1"])
    start_turn(s, ["trigger-1", "trigger-2", "scout-1"])
    assert s.calamities == ["bank-panic-1", "cave-in-1"]
    assert s.discard == ["trigger-1", "trigger-2"] and s.drawn == ["scout-1"]


def test_turns_pass_clockwise():
    s = make_state(3, active=2)
    start_turn(s, ["fireman-1", "banker-1", "scout-1"])
    play(s, 2, opt("add", "fireman-1"))
    assert s.active == 0 and s.turn == 1 and who(s) == 0
