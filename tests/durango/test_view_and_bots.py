"""What each seat sees, determinize agreeing with a view, and what the bots do (that they
cannot cheat: tests/durango/hooks.py, in the shared battery)."""
from __future__ import annotations

import random

import pytest

from wildwest.core.bots import FocusedSearchBot, RandomBot
from wildwest.core.ismcts import ISMCTSBot
from wildwest.games.durango.bots import EasyBot, make_bot
from wildwest.games.durango.rules import card_option as opt
from wildwest.games.durango.rules import target_option as tgt

from .helpers import GAME, check_invariants, make_state, play, start_turn


def test_a_view_shows_parties_and_herds_but_not_other_reserves_or_drawn_cards():
    s = make_state(3, party=[["banker-1"], ["fireman-1"], []], reserve=[None, "sheriff-1", None],
                   herd=[["angus-br-1", "longhorn-1"], [], []])
    start_turn(s, ["scout-1", "coal-miner-1", "assayer-1"])
    ada, bo, nobody = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert ada.party == bo.party == [["banker-1"], ["fireman-1"], []]
    assert ada.herd[0] == ["angus-br-1", "longhorn-1"] and ada.blue == [1, 0, 0]
    assert ada.drawn == ["scout-1", "coal-miner-1", "assayer-1"] and bo.drawn is None and nobody.drawn is None
    assert ada.drawn_count == bo.drawn_count == 3
    assert bo.reserve == "sheriff-1" and ada.reserve is None and nobody.reserve is None
    assert ada.reserve_filled == [False, True, False]
    assert ada.deck_count == len(s.deck) and ada.market == s.yard[:1]
    assert "sheriff-1" not in repr(ada) and "sheriff-1" not in repr(nobody)
    assert all(c not in repr(bo) for c in ("scout-1", "coal-miner-1", "assayer-1"))


def test_the_view_shows_the_discard_top_the_calamity_and_this_turns_coal_and_silver():
    s = make_state(3, calamity_deck=[c for c in GAME.calamity_cards if c != "labor-strike-1"] + ["labor-strike-1"],
                   party=[["coal-miner-1"], [], []])
    start_turn(s, ["trigger-1", "saloon-keeper-1", "scout-1"])
    view = GAME.view(s, 1)
    assert view.calamity == "labor-strike-1" and view.discard_top == "trigger-1"
    play(s, 0, opt("add", "saloon-keeper-1"))     # 2 Silver now; Labor Strike: Miner 3, Keeper 1
    assert s.active == 1                            # Ada had 3 Coal, 3 Silver: nothing to buy


def test_drawn_cards_are_private_events():
    s = make_state(3)
    events = start_turn(s, ["scout-1", "coal-miner-1", "assayer-1"])
    draw = next(e for e in events if e.kind == "draw")
    assert draw.to == 0 and "Scout" in draw.text
    public = next(e for e in events if e.kind == "draw_count")
    assert public.to is None and public.text == "Ada draws 3 cards."


def positions(count=40, players=(2, 3, 4, 5)):
    """Mid-game states of seeded easy-versus-random games, at a decision."""
    out = []
    for i in range(count):
        n = players[i % len(players)]
        s = GAME.new_game({"players": n}, 500 + i)
        bots = [EasyBot(GAME, i) if p % 2 else RandomBot(GAME, i) for p in range(n)]
        stop = 15 + 7 * i
        for _ in range(stop):
            pending = GAME.pending(s)
            if not pending:
                break
            (p, d), = pending.items()
            GAME.apply(s, p, bots[p].choose(GAME.view(s, p), d))
        if GAME.pending(s):
            out.append(s)
    return out


def test_determinize_agrees_with_the_view_and_redeals_what_is_hidden():
    changed = 0
    for s in positions():
        for p in range(s.players):
            view = GAME.view(s, p)
            world = GAME.determinize(view, random.Random(p))
            assert GAME.view(world, p) == view
            check_invariants(GAME, world)
            if p in GAME.pending(s):
                assert GAME.pending(world)[p] == GAME.pending(s)[p]
            changed += world.deck != s.deck
            hidden = [q for q in range(s.players) if q != p and s.reserve[q]]
            assert all(world.reserve[q] is not None for q in hidden)
    assert changed > 0


def test_make_bot_levels():
    assert type(GAME.make_bot("random", 1)).__name__ == "RandomBot"
    assert isinstance(GAME.make_bot("easy", 1), EasyBot)
    assert isinstance(GAME.make_bot("flat", 1), FocusedSearchBot)
    assert isinstance(GAME.make_bot("hard", 1), ISMCTSBot) and GAME.make_bot("hard", 1).seconds is None
    assert GAME.make_bot("expert", 1).seconds > 0
    with pytest.raises(ValueError):
        GAME.make_bot("master")


def test_easy_bots_pick_legal_options_and_finish_games():
    for seed in range(6):
        s = GAME.new_game({"players": 2 + seed % 4}, seed)
        bots = [EasyBot(GAME, seed + p) for p in range(s.players)]
        while GAME.pending(s):
            (p, d), = GAME.pending(s).items()
            choice = bots[p].choose(GAME.view(s, p), d)
            assert choice in d.options
            GAME.apply(s, p, choice)
        assert GAME.result(s) is not None


def test_the_hard_bot_searches_and_advises():
    s = positions(3, players=(4,))[-1]
    (p, d), = GAME.pending(s).items()
    bot = make_bot(GAME, "hard", 3, iterations=12)
    option, chance = bot.advise(GAME.view(s, p), d)
    assert option in d.options and 0.0 <= chance <= 1.0


def test_evaluate_is_a_share_of_the_win():
    for s in positions(8):
        values = [GAME.evaluate(s, p) for p in range(s.players)]
        assert all(0 < v < 1 for v in values) and abs(sum(values) - 1) < 1e-9


def test_every_option_kind_has_a_plain_label():
    from wildwest.core.engine import Option
    from wildwest.games.durango.rules import PASS, buy_option, copy_option, target_option
    labels = {
        "add": opt("add", "banker-1"), "reserve": opt("reserve", "sheriff-1"),
        "bring_add": opt("bring_add", "scout-1"), "bring_reserve": opt("bring_reserve", "scout-1"),
        "make_room": opt("make_room", "banker-1"), "discard": opt("discard", "banker-1"),
        "return": opt("return", "angus-br-1"), "give": opt("give", "fireman-1"),
        "recruit": opt("recruit", "fireman-1"), "interrupt": opt("interrupt", "sheriff-1"),
    }
    assert GAME.describe(labels["add"]) == "Add it to your party"
    assert GAME.describe(labels["return"]) == "Return it to the yard"
    assert GAME.describe(labels["bring_add"]) == "Add both to your party"
    assert GAME.describe(PASS) == "Pass"
    assert GAME.describe(buy_option("hereford-1", "coal")) == "Buy it for 5 Coal"
    assert GAME.describe(target_option(1, "banker-1")) == "Bo's Banker"
    assert GAME.describe(target_option(2)) == "Cass's reserve"
    assert GAME.describe(copy_option(3, "mayor-1")) == "Copy Dell's Mayor"
    assert all(GAME.describe(o) for o in labels.values())
    assert GAME.seat_names({"players": 3}) == ["Ada", "Bo", "Cass"]
    assert isinstance(Option.from_json(buy_option("hereford-1", "coal").to_json()), Option)


def test_a_review_names_the_card_a_label_calls_it():
    """A review's mark read 'you chose "Add it to your party"; ... had you chosen "Add it to
    your party"': two cards of one decision, nothing on the table to ring either."""
    from wildwest.core.engine import Decision
    decision = Decision("", (opt("add", "banker-1"), opt("add", "sheriff-1"), opt("bring_add", "scout-1")))
    said = [GAME.describe_alone(None, decision, o) for o in decision.options]
    assert said == ["Add the Banker to your party", "Add the Sheriff to your party",
                    "Add the Scout and your reserve card to your party"]
    assert [GAME.describe_for(None, decision, o) for o in decision.options][0] == "Add it to your party"
    steal = Decision("", (tgt(1, "angus-1"), tgt(2, "angus-2")))
    assert [GAME.describe_alone(None, steal, o) for o in steal.options] == ["Bo's Angus", "Cass's Angus"]


def test_the_view_tells_this_turns_coal_and_silver_before_the_buy_and_each_party_size():
    s = make_state(3, party=[["coal-miner-1", "banker-1"], ["fireman-1"], ["saddlebags-1"]])
    start_turn(s, ["blacksmith-1", "scout-2", "stagecoach-agent-2"])
    view = GAME.view(s, 1)
    assert view.this_turn == (4, 4) and (view.coal, view.silver) == (0, 0)   # known at selection
    assert view.produce == [(4, 4), (2, 0), (0, 0)] and view.limit == [4, 4, 5]
    play(s, 0, opt("add", "blacksmith-1"))                  # 1 Silver more; its steal waits
    assert GAME.view(s, 0).this_turn == (4, 5) and s.phase == "action"
    play(s, 0, tgt(1, "fireman-1"))                         # the stolen Fireman produces for Ada
    view = GAME.view(s, 0)
    assert s.phase == "buy" and view.this_turn == (view.coal, view.silver) == (6, 5)
