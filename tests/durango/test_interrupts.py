"""Interrupts: from the reserve, when another player's action targets you."""
from __future__ import annotations

from wildwest.games.durango.rules import PASS
from wildwest.games.durango.rules import card_option as opt
from wildwest.games.durango.rules import target_option as tgt

from .helpers import GAME, make_state, options, play, start_turn, texts, who


def steal_turn(reserve_of_bo, bo_party=("banker-1",), ada_party=(), card="blacksmith-1", **fields):
    s = make_state(3, party=[list(ada_party), list(bo_party), []], reserve=[None, reserve_of_bo, None], **fields)
    start_turn(s, [card, "scout-2", "stagecoach-agent-2"])
    play(s, 0, opt("add", card))
    return s


def test_the_target_with_a_filled_reserve_may_interrupt_or_pass():
    s = steal_turn("sheriff-1")
    play(s, 0, tgt(1, "banker-1"))
    assert who(s) == 1 and options(s) == (opt("interrupt", "sheriff-1"), PASS)
    assert GAME.pending(s)[1].interrupt                    # the app may answer it for a human
    play(s, 1, PASS)
    assert s.party[0] == ["blacksmith-1", "banker-1"] and s.reserve[1] == "sheriff-1"


def test_a_reserve_without_an_interrupt_only_passes_so_nothing_leaks():
    s = steal_turn("coal-miner-1")
    play(s, 0, tgt(1, "banker-1"))
    assert who(s) == 1 and options(s) == (PASS,) and GAME.pending(s)[1].interrupt


def test_no_window_for_an_empty_reserve():
    s = steal_turn(None)
    events = play(s, 0, tgt(1, "banker-1"))
    assert "Ada's Blacksmith steals the Banker from Bo." in texts(events)


def test_sheriff_cancels_the_action_and_joins_the_party():
    s = steal_turn("sheriff-1")
    play(s, 0, tgt(1, "banker-1"))
    events = play(s, 1, opt("interrupt", "sheriff-1"))
    assert "Bo interrupts with the Sheriff!" in texts(events)
    assert "Ada's Blacksmith's action is cancelled." in texts(events)
    assert s.party[1] == ["banker-1", "sheriff-1"] and s.reserve[1] is None
    assert s.party[0] == ["blacksmith-1"]
    assert next(e for e in events if e.kind == "interrupt").reveal


def test_the_interrupter_makes_room_when_the_party_is_full():
    full = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = steal_turn("scattergun-1", bo_party=full)
    play(s, 0, tgt(1, "banker-2"))
    play(s, 1, opt("interrupt", "scattergun-1"))
    assert who(s) == 1 and options(s) == tuple(opt("make_room", c) for c in full)
    play(s, 1, opt("make_room", "mule-skinner-2"))
    assert s.party[1] == ["banker-1", "banker-2", "mule-skinner-1", "scattergun-1"]


def test_gunslinger_cancels_and_discards_a_card_of_the_actor():
    s = steal_turn("gunslinger-1", ada_party=("fireman-1",))
    play(s, 0, tgt(1, "banker-1"))
    play(s, 1, opt("interrupt", "gunslinger-1"))
    assert who(s) == 1 and options(s) == (tgt(0, "fireman-1"), tgt(0, "blacksmith-1"))
    play(s, 1, tgt(0, "fireman-1"))
    assert s.party[0] == ["blacksmith-1"] and s.party[1] == ["banker-1", "gunslinger-1"]


def test_bounty_hunter_steals_cattle_and_the_action_still_happens():
    s = steal_turn("bounty-hunter-1", herd=[["angus-br-1", "longhorn-1"], [], []])
    play(s, 0, tgt(1, "banker-1"))
    play(s, 1, opt("interrupt", "bounty-hunter-1"))
    assert options(s) == (tgt(0, "angus-br-1"), tgt(0, "longhorn-1"))
    play(s, 1, tgt(0, "angus-br-1"))
    assert s.herd[1] == ["angus-br-1"]
    assert s.party[0] == ["blacksmith-1", "banker-1"] and s.party[1] == ["bounty-hunter-1"]


def test_pickpocket_steals_a_hire_of_the_actor_first():
    s = steal_turn("pickpocket-1", ada_party=("fireman-1",))
    play(s, 0, tgt(1, "banker-1"))
    play(s, 1, opt("interrupt", "pickpocket-1"))
    play(s, 1, tgt(0, "fireman-1"))
    assert s.party[1] == ["pickpocket-1", "fireman-1"]
    assert s.party[0] == ["blacksmith-1", "banker-1"]


def test_derringer_discards_from_the_actor_and_the_action_still_happens():
    s = steal_turn("derringer-1", ada_party=("fireman-1",))
    play(s, 0, tgt(1, "banker-1"))
    play(s, 1, opt("interrupt", "derringer-1"))
    play(s, 1, tgt(0, "fireman-1"))
    assert s.party[0] == ["blacksmith-1", "banker-1"] and "fireman-1" in s.discard


def test_an_interrupt_can_save_the_reserve_that_is_targeted():
    s = steal_turn("scattergun-1", card="telegraph-operator-1")
    play(s, 0, tgt(1))
    play(s, 1, opt("interrupt", "scattergun-1"))
    assert s.party[1] == ["banker-1", "scattergun-1"] and "scattergun-1" not in s.discard


def test_the_active_player_may_not_interrupt_on_their_own_turn():
    """Interrupts are played "during another player's turn": an interrupt aimed back at the
    active player opens no window, even with an interrupt card in their reserve."""
    s = steal_turn("gunslinger-1", ada_party=("fireman-1",))
    s.reserve[0] = "sheriff-1"
    s.deck.remove("sheriff-1")
    play(s, 0, tgt(1, "banker-1"))
    play(s, 1, opt("interrupt", "gunslinger-1"))
    events = play(s, 1, tgt(0, "fireman-1"))
    assert not any(e.kind == "interrupt" for e in events)
    assert s.party[0] == ["blacksmith-1"] and "fireman-1" in s.discard   # the discard happened
    assert s.reserve[0] == "sheriff-1" and s.party[1] == ["banker-1", "gunslinger-1"]


def test_a_swap_is_interrupted_after_both_cards_are_chosen():
    s = steal_turn("sheriff-1", ada_party=("fireman-1",), card="livery-keeper-1")
    play(s, 0, tgt(1, "banker-1"))
    assert who(s) == 0
    play(s, 0, opt("give", "fireman-1"))
    assert who(s) == 1
    play(s, 1, opt("interrupt", "sheriff-1"))
    assert s.party[0] == ["fireman-1", "livery-keeper-1"]


def test_copying_an_action_targets_nobody():
    s = steal_turn("sheriff-1", bo_party=("saloon-keeper-1",), card="photographer-1")
    assert options(s)[0].kind == "copy"
    play(s, 0, options(s)[0])
    assert s.reserve[1] == "sheriff-1"
