"""One test per effect kind of the vocabulary and per special card."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove
from wildwest.games.durango.rules import card_option as opt
from wildwest.games.durango.rules import copy_option
from wildwest.games.durango.rules import target_option as tgt

from .helpers import GAME, make_state, options, play, start_turn, texts, who


def produced(events):
    """(coal, silver) of the buy phase's production event."""
    e = next(e for e in events if e.kind == "produce" and "total_coal" in e.data)
    return e.data["total_coal"], e.data["total_silver"]


def turn_with(card, drawn_rest=("scout-2", "stagecoach-agent-2"), players=3, **fields):
    s = make_state(players, **fields)
    start_turn(s, [card, *drawn_rest])
    return s


# ---- produce ---------------------------------------------------------------------------------
def test_produce_adds_to_this_turns_coal_or_silver():
    s = turn_with("saloon-keeper-1")
    events = play(s, 0, opt("add", "saloon-keeper-1"))
    assert "Ada's Saloon Keeper produces 2 Silver." in texts(events)
    assert produced(events) == (0, 4)            # 2 from the action + 2 from its production


def test_produce_per_card_counts_the_party():
    s = turn_with("assayer-1", party=[["banker-1", "store-clerk-1", "fireman-1"], [], []])
    events = play(s, 0, opt("add", "assayer-1"))
    assert "Ada's Assayer produces 3 Silver." in texts(events)        # three Town Hires with itself


def test_produce_both_currencies():
    s = turn_with("trail-cook-1")
    events = play(s, 0, opt("add", "trail-cook-1"))
    assert "Ada's Trail Cook produces 1 Coal and 1 Silver." in texts(events)
    assert produced(events) == (3, 1)


# ---- steal -----------------------------------------------------------------------------------
def test_steal_a_hire_into_the_party_without_its_action():
    s = turn_with("blacksmith-1", party=[[], ["trail-cook-1", "sheriff-1"], []])
    play(s, 0, opt("add", "blacksmith-1"))
    assert options(s) == (tgt(1, "trail-cook-1"),)           # Hires only
    events = play(s, 0, tgt(1, "trail-cook-1"))
    assert "Ada's Blacksmith steals the Trail Cook from Bo." in texts(events)
    assert s.party[0] == ["blacksmith-1", "trail-cook-1"] and s.party[1] == ["sheriff-1"]
    assert produced(events) == (2, 1)        # its production follows it; its action is not performed


def test_a_thief_with_a_full_party_discards_first():
    party = ["banker-1", "banker-2", "mule-skinner-1"]
    s = turn_with("horse-thief-1", party=[list(party), ["coal-miner-1"], []])
    play(s, 0, opt("add", "horse-thief-1"))
    play(s, 0, tgt(1, "coal-miner-1"))
    assert who(s) == 0 and options(s) == tuple(opt("make_room", c) for c in party + ["horse-thief-1"])
    play(s, 0, opt("make_room", "horse-thief-1"))
    assert s.party[0] == party + ["coal-miner-1"]


def test_steal_and_perform_its_action():
    s = turn_with("mayor-1", party=[[], ["saloon-keeper-1"], []])
    play(s, 0, opt("add", "mayor-1"))
    events = play(s, 0, tgt(1, "saloon-keeper-1"))
    assert "Ada's Saloon Keeper produces 2 Silver." in texts(events)
    assert produced(events) == (0, 5)          # 1 Mayor + 2 Saloon Keeper + 2 from its action


def test_a_performed_action_never_performs_another():
    # the Trail Boss steals a Mayor and performs its steal; the Mayor's own "perform" is skipped
    s = turn_with("trail-boss-1", party=[[], ["mayor-1"], ["saloon-keeper-1"]])
    play(s, 0, opt("add", "trail-boss-1"))
    play(s, 0, tgt(1, "mayor-1"))
    assert options(s) == (tgt(2, "saloon-keeper-1"),)      # the Mayor's steal, performed
    events = play(s, 0, tgt(2, "saloon-keeper-1"))
    assert s.party[0] == ["trail-boss-1", "mayor-1", "saloon-keeper-1"]
    assert not any("Saloon Keeper produces" in t for t in texts(events))


def test_a_performed_recruit_still_adds_a_card_whose_action_follows():
    # the Mayor steals a Scout and performs its recruit: the recruited card is added this
    # turn, so its own action is performed after, like any card added this turn
    s = turn_with("mayor-1", party=[[], ["scout-1"], []])
    s.deck.remove("saloon-keeper-1")
    s.deck.remove("banker-1")
    s.deck += ["banker-1", "saloon-keeper-1"]
    play(s, 0, opt("add", "mayor-1"))
    play(s, 0, tgt(1, "scout-1"))
    assert options(s) == (opt("recruit", "saloon-keeper-1"), opt("recruit", "banker-1"))
    events = play(s, 0, opt("recruit", "saloon-keeper-1"))
    assert "Ada's Saloon Keeper produces 2 Silver." in texts(events)
    assert s.party[0] == ["mayor-1", "scout-1", "saloon-keeper-1"]


def test_a_card_that_raises_the_limit_joins_a_full_party_without_a_discard():
    full = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    for card in ("saddlebags-1", "trail-foreman-1"):
        s = turn_with(card, party=[list(full), [], []])
        play(s, 0, opt("add", card))
        assert s.party[0] == full + [card] and GAME.limit(s, 0) == 5 and s.phase == "buy"
    s = turn_with("gunsmith-1", party=[list(full), ["saddlebags-1"], []])
    play(s, 0, opt("add", "gunsmith-1"))                  # a fifth plain card needs room...
    assert options(s)[0].kind == "make_room"
    play(s, 0, opt("make_room", "mule-skinner-2"))
    play(s, 0, tgt(1, "saddlebags-1"))                    # ...the stolen Saddlebags brings its slot
    assert s.party[0] == full[:3] + ["gunsmith-1", "saddlebags-1"]


def test_steal_an_item_or_companion():
    s = turn_with("gunsmith-1", party=[[], ["banker-1", "saddlebags-1"], ["preacher-1"]])
    play(s, 0, opt("add", "gunsmith-1"))
    assert options(s) == (tgt(1, "saddlebags-1"), tgt(2, "preacher-1"))


def test_steal_cattle_from_a_herd():
    s = turn_with("rustler-1", herd=[[], ["hereford-br-1", "longhorn-1"], []])
    play(s, 0, opt("add", "rustler-1"))
    assert options(s) == (tgt(1, "hereford-br-1"), tgt(1, "longhorn-1"))
    events = play(s, 0, tgt(1, "hereford-br-1"))
    assert s.herd[0] == ["hereford-br-1"] and s.herd[1] == ["longhorn-1"]
    assert "Ada's Cattle Rustler steals the Blue Ribbon Hereford from Bo's herd." in texts(events)


def test_ongoing_effects_follow_a_stolen_card():
    s = turn_with("gunsmith-1", party=[[], ["saddlebags-1", "banker-1"], []])
    assert GAME.limit(s, 1) == 5
    play(s, 0, opt("add", "gunsmith-1"))
    play(s, 0, tgt(1, "saddlebags-1"))
    assert GAME.limit(s, 0) == 5 and GAME.limit(s, 1) == 4


# ---- discard -----------------------------------------------------------------------------------
def test_discard_a_card_from_another_party_but_never_a_reserve():
    s = turn_with("undertaker-1", party=[[], ["banker-1"], []], reserve=[None, None, "sheriff-1"])
    play(s, 0, opt("add", "undertaker-1"))
    assert options(s) == (tgt(1, "banker-1"),)
    events = play(s, 0, tgt(1, "banker-1"))
    assert s.party[1] == [] and "banker-1" in s.discard
    assert "Ada's Undertaker discards the Banker from Bo's party." in texts(events)


def test_discard_the_reserve_of_another_player():
    s = turn_with("telegraph-operator-1", reserve=[None, None, "coal-miner-1"])
    play(s, 0, opt("add", "telegraph-operator-1"))
    assert options(s) == (tgt(2),)
    play(s, 0, tgt(2))
    # Cass's reserve is filled, so Cass may interrupt; a Coal Miner cannot
    assert who(s) == 2 and [o.kind for o in options(s)] == ["pass"]
    events = play(s, 2, options(s)[0])
    assert s.reserve[2] is None and s.discard[-1] == "coal-miner-1"
    hit = next(e for e in events if e.kind == "discard")
    assert hit.reveal and "Coal Miner" in hit.text


def test_an_action_with_no_target_does_nothing():
    s = turn_with("undertaker-1")
    events = play(s, 0, opt("add", "undertaker-1"))
    assert "Ada's Undertaker finds nothing to discard." in texts(events)


# ---- swap --------------------------------------------------------------------------------------
def test_swap_any_cards_and_production_follows():
    s = turn_with("faro-dealer-1", party=[["fireman-1"], ["banker-1", "saddlebags-1"], []])
    play(s, 0, opt("add", "faro-dealer-1"))
    assert set(options(s)) == {tgt(1, "banker-1"), tgt(1, "saddlebags-1")}
    play(s, 0, tgt(1, "banker-1"))
    assert options(s) == (opt("give", "fireman-1"), opt("give", "faro-dealer-1"))
    events = play(s, 0, opt("give", "fireman-1"))
    assert s.party[0] == ["banker-1", "faro-dealer-1"] and s.party[1] == ["fireman-1", "saddlebags-1"]
    assert "Ada's Faro Dealer swaps the Locomotive Fireman for Bo's Banker." in texts(events)
    assert produced(events) == (0, 5)


def test_swap_hires_only():
    s = turn_with("livery-keeper-1", party=[["saddlebags-1"], ["banker-1", "sheriff-1"], []])
    play(s, 0, opt("add", "livery-keeper-1"))
    assert options(s) == (tgt(1, "banker-1"),)
    play(s, 0, tgt(1, "banker-1"))
    assert options(s) == (opt("give", "livery-keeper-1"),)


def test_a_swap_that_shrinks_a_party_limit_makes_its_owner_discard_down():
    bo = ["saddlebags-1", "banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = turn_with("faro-dealer-1", party=[["fireman-1"], list(bo), []])
    play(s, 0, opt("add", "faro-dealer-1"))
    play(s, 0, tgt(1, "saddlebags-1"))
    play(s, 0, opt("give", "fireman-1"))
    assert who(s) == 1 and len(options(s)) == 5 and options(s)[0].kind == "discard"
    play(s, 1, opt("discard", "banker-2"))
    assert len(s.party[1]) == 4 and GAME.limit(s, 0) == 5


# ---- perform_action and recruit ------------------------------------------------------------------
def test_perform_the_action_of_a_hire_in_another_party():
    s = turn_with("photographer-1", party=[[], ["saloon-keeper-1", "trail-foreman-1"], ["trick-roper-1"]])
    play(s, 0, opt("add", "photographer-1"))
    assert options(s) == (copy_option(1, "saloon-keeper-1"),)     # no Companions, no copy of a copier
    events = play(s, 0, copy_option(1, "saloon-keeper-1"))
    assert "Ada's Photographer performs the action of Bo's Saloon Keeper." in texts(events)
    assert produced(events) == (0, 4) and s.party[1][0] == "saloon-keeper-1"
    assert "Ada (Saloon Keeper) produces 2 Silver." in texts(events)    # it read "Ada's Saloon Keeper"


def test_a_copy_with_no_hire_to_copy_says_so():
    """It read "Bo's Trick Roper finds nothing to perform action."."""
    s = turn_with("photographer-1")
    events = play(s, 0, opt("add", "photographer-1"))
    assert "Ada's Photographer finds no action to copy." in texts(events)


def test_recruit_draws_two_adds_one_and_performs_its_action():
    s = make_state(3)
    start_turn(s, ["scout-1", "banker-1", "fireman-1"])
    for c in ("coal-miner-1", "saloon-keeper-1"):          # drawn next: Saloon Keeper, Coal Miner
        s.deck.remove(c)
        s.deck.append(c)
    play(s, 0, opt("add", "scout-1"))
    assert options(s) == (opt("recruit", "saloon-keeper-1"), opt("recruit", "coal-miner-1"))
    events = play(s, 0, opt("recruit", "saloon-keeper-1"))
    assert s.party[0] == ["scout-1", "saloon-keeper-1"] and s.discard[-1] == "coal-miner-1"
    assert "Ada's Saloon Keeper produces 2 Silver." in texts(events)


def test_recruit_drawing_a_trigger_reveals_a_calamity_first():
    s = make_state(3, calamity_deck=["drought-1"])
    start_turn(s, ["stagecoach-agent-1", "banker-1", "fireman-1"])
    s.deck.remove("trigger-1")
    s.deck += ["trigger-1", "coal-miner-1"]
    s.deck.remove("coal-miner-1")
    events = play(s, 0, opt("add", "stagecoach-agent-1"))
    assert s.calamities == ["drought-1"]
    assert options(s) == (opt("recruit", "coal-miner-1"),)
    assert s.party[0] == []                # the Drought took the Stagecoach Agent (its only Hire)
    assert any(e.kind == "calamity" for e in events)


# ---- ongoing cards ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["trail-foreman-1", "saddlebags-1"])
def test_party_size_above_four(card):
    s = make_state(3, party=[[card, "banker-1", "banker-2", "fireman-1"], [], []])
    assert GAME.limit(s, 0) == 5
    start_turn(s, ["fireman-2", "scout-2", "scout-1"])
    play(s, 0, opt("add", "fireman-2"))
    assert len(s.party[0]) == 5


def test_pinkerton_agent_guards_hires_from_steal_and_swap_not_discard():
    bo = ["pinkerton-1", "banker-1"]
    for card, expect in (("blacksmith-1", ()), ("livery-keeper-1", ()),
                         ("undertaker-1", (tgt(1, "pinkerton-1"), tgt(1, "banker-1")))):
        s = turn_with(card, party=[["fireman-1"], list(bo), []])
        events = play(s, 0, opt("add", card))
        if expect:
            assert options(s) == expect
        else:
            assert any(e.kind == "fizzle" for e in events)


def test_branding_iron_guards_cattle():
    s = turn_with("rustler-1", party=[[], ["branding-iron-1"], []], herd=[[], ["longhorn-1"], ["angus-1"]])
    play(s, 0, opt("add", "rustler-1"))
    assert options(s) == (tgt(2, "angus-1"),)
    (_, decision), = GAME.pending(s).items()
    assert decision.reason("longhorn-1") == "guarded by Bo's Branding Iron"
    with pytest.raises(IllegalMove, match="guarded by Bo's Branding Iron"):
        GAME.apply(s, 0, tgt(1, "longhorn-1"))


def test_produce_bonus_per_hire_and_flat_production():
    s = make_state(3, party=[["mine-captain-1", "fireman-1", "coal-miner-1"], [], []])
    assert GAME.production(s, 0) == (8, 0)
    s.party[0] = ["assay-scales-1", "banker-1", "fireman-1"]
    assert GAME.production(s, 0) == (2, 5)
    s.party[0] = ["horseshoe-1", "banker-1"]
    assert GAME.production(s, 0) == (1, 5)


def test_an_interrupt_card_added_on_your_own_turn_has_no_action():
    s = turn_with("sheriff-1", party=[[], ["banker-1"], []])
    events = play(s, 0, opt("add", "sheriff-1"))
    assert s.party[0] == ["sheriff-1"] and s.party[1] == ["banker-1"]
    assert produced(events) == (0, 0)


def test_companions_and_items_produce_nothing_and_reserves_produce_nothing():
    s = make_state(3, party=[["sheriff-1", "saddlebags-1"], [], []], reserve=["banker-1", None, None])
    assert GAME.production(s, 0) == (0, 0)
