"""What each seat sees, determinize agreeing with a view, and what the bots do (that they
cannot cheat: tests/desperados/hooks.py, in the shared battery)."""
from __future__ import annotations

import random

from wildwest.games.desperados.bots import EasyBot
from wildwest.games.desperados.rules import play_option, town_option

from .helpers import GAME, check_invariants, move, setup


def test_the_marshal_never_sees_the_gangs_cards_or_plans_and_the_gang_never_his():
    s = setup(4, "el-paso", ["aztec", "prescott", "tucson"], {1: "gallup", 2: "salem", 3: "globe"})
    move(s, None, {0: "la-luz", 1: "st-johns", 2: "socorro", 3: "payson"})
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    GAME.apply(s, 2, town_option("mark", "santa-fe"))
    GAME.apply(s, 1, play_option("globe"))
    GAME.apply(s, 0, play_option("salem"))
    marshal, gregor, nobody = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert set(marshal.cards) == {0} and marshal.marks == {} and set(marshal.laying) == {0}
    assert set(gregor.cards) == {1, 2, 3} and gregor.cards[2] == ["socorro"] and gregor.paths[3] == ["payson"]
    assert gregor.marks == {2: ("santa-fe", 0, 2)} and gregor.laying == {1: ("globe", None)}
    assert nobody.cards == {} and nobody.marks == {} and nobody.hand == []
    for secret in ("st-johns", "socorro", "payson", "globe", "santa-fe"):
        assert secret not in repr(marshal.cards) + repr(marshal.paths) + repr(marshal.laying)
    assert "la-luz" not in repr(gregor.cards) + repr(gregor.paths) and "salem" not in repr(gregor.laying)
    assert marshal.bank_values == {t: v for t, v in s.banks.items()} and gregor.bank_values == {}
    assert marshal.laid == gregor.laid == [1, 1, 1, 1] and marshal.committed == [True, True, False, False]
    for v in (marshal, gregor, nobody):               # poker tiles: where, never how much
        assert v.poker_towns == sorted(s.poker) and not hasattr(v, "poker")


def positions(count=24):
    """Mid-game states of seeded easy games at a decision, all phases and sizes."""
    out = []
    for i in range(count):
        n = 3 + i % 4
        s = GAME.new_game({"players": n, "marshal": i % n}, 700 + i)
        bots = [EasyBot(GAME, i * 10 + p) for p in range(n)]
        rng = random.Random(i)
        for _ in range(10 + 23 * i):
            pending = GAME.pending(s)
            if not pending:
                break
            p = rng.choice(sorted(pending))
            GAME.apply(s, p, bots[p].choose(GAME.view(s, p), pending[p]))
        if GAME.pending(s):
            out.append(s)
    return out


def test_determinize_agrees_with_the_view_and_redeals_what_is_hidden():
    redealt = 0
    for s in positions():
        for p in range(s.players):
            view = GAME.view(s, p)
            world = GAME.determinize(view, random.Random(p))
            assert GAME.view(world, p) == view
            check_invariants(world)
            if p in GAME.pending(s):
                assert GAME.pending(world)[p] == GAME.pending(s)[p]
            others = [q for q in range(s.players) if q not in view.cards]
            redealt += any(world.played[q] != s.played[q] for q in others)
            redealt += world.coach_stack != s.coach_stack
    assert redealt > 20


def test_easy_bots_of_the_gang_follow_the_latest_mark():
    s = setup(4, "el-paso", ["aztec", "prescott", "tuba-city"], {1: "gallup", 2: "salem", 3: "globe"})
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    GAME.apply(s, 3, town_option("mark", "silver-city"))
    bot = EasyBot(GAME, 1)
    assert bot.team_target(GAME.view(s, 2)) == "silver-city"
    choice = bot.choose(GAME.view(s, 2), GAME.pending(s)[2])
    assert choice.kind == "play"                    # a plan exists: no new mark
    GAME.apply(s, 1, town_option("mark", "tucson"))
    assert bot.team_target(GAME.view(s, 2)) == "tucson"


def test_the_easy_marshal_walks_to_where_the_gang_most_likely_is():
    s = setup(3, "st-johns", ["aztec", "prescott"], {1: "globe", 2: "globe"})
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    choice = EasyBot(GAME, 0).choose(GAME.view(s, 0), GAME.pending(s)[0])
    assert choice["card"] == "globe"


def test_every_level_finishes_a_game_with_legal_choices():
    for level in ("random", "easy"):
        s = GAME.new_game({"players": 4, "marshal": 1}, 4)
        bots = [GAME.make_bot(level, p) for p in range(4)]
        while GAME.pending(s):
            p, d = next(iter(GAME.pending(s).items()))
            GAME.apply(s, p, bots[p].choose(GAME.view(s, p), d))
        assert GAME.result(s) is not None
