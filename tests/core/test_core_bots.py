"""Shared bots: RandomBot plays legal options only; the flat search (SearchBot, the level
flat) is reproducible and decides from its view alone, so two states that look the same to
it get the same choice. The tree search has its own file, test_ismcts.py."""
from __future__ import annotations

import pytest

from wildwest.core.bots import FocusedSearchBot, RandomBot, Search, SearchBot, reward
from wildwest.core.engine import Decision, Game, Option, Result, digest, to_plain
from wildwest.core.ismcts import ISMCTSBot
from wildwest.games import get_game
from wildwest.games.duel.bots import EasyBot, make_bot

GAME = get_game("duel")


def discard(state, seat, cards):
    for card in cards:
        GAME.apply(state, seat, Option("discard", card=card))


def both_to_duel(seed, pink, green, deck="classic"):
    state = GAME.new_game({"deck": deck}, seed)
    discard(state, 0, pink)
    discard(state, 1, green)
    return state


# ---- RandomBot ---------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["classic", "frontier"])
def test_random_bot_only_returns_legal_options(deck):
    chosen = 0
    for seed in range(15):
        state = GAME.new_game({"deck": deck}, seed)
        bots = [RandomBot(GAME, seed), RandomBot(GAME, seed + 100)]
        while GAME.pending(state):
            for player, decision in sorted(GAME.pending(state).items()):
                option = bots[player].choose(GAME.view(state, player), decision)
                assert option in decision.options
                GAME.apply(state, player, option)
                chosen += 1
                break
        assert GAME.result(state) is not None
    assert chosen > 15 * 30


def test_random_bot_is_reproducible_and_uses_every_option():
    decision = Decision("pick", tuple(Option("n", v=i) for i in range(5)))
    bot1, bot2 = RandomBot(GAME, 7), RandomBot(GAME, 7)
    run1 = [bot1.choose(None, decision) for _ in range(200)]
    run2 = [bot2.choose(None, decision) for _ in range(200)]
    assert run1 == run2
    assert set(run1) == set(decision.options)
    assert [RandomBot(GAME, 8).choose(None, decision) for _ in range(20)] != run1[:20]


# ---- reward ------------------------------------------------------------------------------

class Fixed(Game):
    """A game that is already over with a given result (or not over, with an estimate)."""

    def __init__(self, res, estimate=None):
        self.res = res
        if estimate is not None:
            self.evaluate = lambda state, player: estimate[player]

    def result(self, state):
        return self.res


@pytest.mark.parametrize("res, player, expected", [
    (Result((0,), (2, 1), ""), 0, 1.0),
    (Result((0,), (2, 1), ""), 1, 0.0),
    (Result((0, 2), (2, 1, 2), ""), 2, 0.5),
    (Result((0, 1, 2), (1, 1, 1), ""), 1, 1 / 3),
    (Result((), (1, 1), ""), 1, 0.5),
    (Result((0, 1, 2), (4, 4, 4), "", together=True), 1, 1.0),
    (Result((), (4, 4), "", together=True), 0, 0.0),
])
def test_reward_of_a_finished_game(res, player, expected):
    assert reward(Fixed(res), None, player) == pytest.approx(expected)


def test_reward_of_an_unfinished_game():
    assert reward(Fixed(None), None, 0) == 0.5
    assert reward(Fixed(None, estimate=(0.8, 0.2)), None, 1) == 0.2


# ---- SearchBot ---------------------------------------------------------------------------

def small_search(seed):
    return SearchBot(GAME, seed, EasyBot, playouts=40)


def summary(stats):
    return [(s.option, s.visits, round(s.total, 9)) for s in stats]


def test_search_bot_with_one_option_answers_at_once():
    state = both_to_duel(1, ["pink-7", "pink-8"], ["green-7", "green-8"])
    decision = Decision("only", (Option("play", card="pink-3"),))
    stats = small_search(1).analyse(GAME.view(state, 0), decision)
    assert summary(stats) == [(Option("play", card="pink-3"), 1, 0.5)]


def test_search_bot_is_reproducible_for_a_seed_and_a_view():
    state = both_to_duel(2, ["pink-7", "pink-8"], ["green-1", "green-2"])
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    first = summary(small_search(9).analyse(view, decision))
    again = summary(small_search(9).analyse(GAME.view(GAME.clone(state), 0), decision))
    assert first == again
    assert sum(v for _, v, _ in first) == 40
    assert [o for o, _, _ in first][0] in decision.options
    assert GAME.make_bot("flat", 4).choose(view, decision) == GAME.make_bot("flat", 4).choose(view, decision)


def test_search_bot_does_not_change_the_view():
    state = both_to_duel(2, ["pink-7", "pink-8"], ["green-1", "green-2"])
    view = GAME.view(state, 0)
    before = to_plain(view)
    small_search(3).choose(view, GAME.pending(state)[0])
    assert to_plain(view) == before


def test_advise_returns_the_best_option_and_its_mean():
    state = both_to_duel(2, ["pink-7", "pink-8"], ["green-1", "green-2"])
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    best = small_search(5).analyse(view, decision)[0]
    option, chance = small_search(5).advise(view, decision)
    assert option == best.option and chance == pytest.approx(best.mean)
    assert 0.0 <= chance <= 1.0


def look_alike_pairs():
    """Pairs of states that pink's view cannot tell apart, with different hidden cards."""
    # 1. Green discarded different cards.
    a = both_to_duel(1, ["pink-7", "pink-8"], ["green-1", "green-2"])
    b = both_to_duel(2, ["pink-7", "pink-8"], ["green-5", "green-dynamite"])
    yield "green's discards", a, b
    # 2. Green laid a different card face down (and kept a different hand).
    a = both_to_duel(3, ["pink-7", "pink-8"], ["green-7", "green-8"])
    b = both_to_duel(3, ["pink-7", "pink-8"], ["green-7", "green-8"])
    GAME.apply(a, 0, Option("play", card="pink-2"))
    GAME.apply(b, 0, Option("play", card="pink-2"))
    GAME.apply(a, 1, Option("play", card="green-4"))
    GAME.apply(b, 1, Option("play", card="green-4"))
    GAME.apply(a, 1, Option("play", card="green-6"))
    GAME.apply(b, 1, Option("play", card="green-1"))
    yield "green's face-down card", a, b
    # 3. Frontier: green was dealt different cards (and discarded alike-looking ones).
    a = GAME.new_game({"deck": "frontier"}, 4)
    b = GAME.clone(a)
    b.rng.random()
    for state, green_hand in ((a, ["1", "2", "3", "4", "5", "6", "7", "8", "dynamite"]),
                              (b, ["1", "lasso", "3", "nugget", "horseshoe", "6", "7", "8", "dynamite"])):
        state.hands[1] = sorted((f"green-{k}" for k in green_hand), key=GAME._order)
        state.unused[1] = sorted((c for c in state.owned[1] if c not in state.hands[1]), key=GAME._order)
    discard(a, 1, ["green-1", "green-3"])
    discard(b, 1, ["green-lasso", "green-nugget"])
    yield "green's frontier deal", a, b


@pytest.mark.parametrize("case", list(range(3)), ids=["discards", "face-down", "frontier-deal"])
def test_search_bot_never_cheats(case):
    """The search's choice depends on its view only: the same seed, in two states that look
    the same to it but hide different cards, gives the very same search (flat and tree)."""
    name, a, b = list(look_alike_pairs())[case]
    assert GAME.view(a, 0) == GAME.view(b, 0), name
    assert digest(a) != digest(b)
    assert (a.hands[1], a.discards[1], a.committed[1], a.unused[1]) != \
           (b.hands[1], b.discards[1], b.committed[1], b.unused[1])
    decision = GAME.pending(a)[0]
    assert decision == GAME.pending(b)[0]
    stats_a = summary(SearchBot(GAME, 21, EasyBot, playouts=80).analyse(GAME.view(a, 0), decision))
    stats_b = summary(SearchBot(GAME, 21, EasyBot, playouts=80).analyse(GAME.view(b, 0), decision))
    assert stats_a == stats_b
    for level in ("hard", "expert"):
        trees = [summary(make_bot(GAME, level, 21, iterations=60).analyse(GAME.view(s, 0), decision))
                 for s in (a, b)]
        assert trees[0] == trees[1] and sum(v for _, v, _ in trees[0]) == 60
    if name == "green's face-down card":      # the full-strength hard bot too (once: it is slower)
        hard_a = GAME.make_bot("hard", 6).choose(GAME.view(a, 0), decision)
        hard_b = GAME.make_bot("hard", 6).choose(GAME.view(b, 0), decision)
        assert hard_a == hard_b and hard_a in decision.options


def test_search_bot_plays_only_legal_options_through_a_game():
    state = GAME.new_game({"deck": "frontier"}, 8)
    bots = [SearchBot(GAME, 1, EasyBot, playouts=12), GAME.make_bot("random", 2)]
    while GAME.pending(state):
        player, decision = sorted(GAME.pending(state).items())[0]
        option = bots[player].choose(GAME.view(state, player), decision)
        assert option in decision.options
        GAME.apply(state, player, option)
    assert GAME.result(state) is not None


def test_the_duel_offers_five_bot_levels():
    assert isinstance(GAME.make_bot("random", 1), RandomBot)
    assert isinstance(GAME.make_bot("easy", 1), EasyBot)
    flat = GAME.make_bot("flat", 1)
    assert isinstance(flat, SearchBot) and isinstance(flat.policy, EasyBot) and flat.playouts > 0
    hard, expert = GAME.make_bot("hard", 1), GAME.make_bot("expert", 1)
    assert isinstance(hard, ISMCTSBot) and hard.settle(GAME.view(GAME.new_game(None, 1), 0)) == 440 and hard.seconds is None
    assert isinstance(expert, ISMCTSBot) and expert.seconds > 0
    with pytest.raises(ValueError, match="unknown bot level 'master'"):
        GAME.make_bot("master", 1)


class _Reversed(FocusedSearchBot):
    """A focused search whose heuristic ranks the options last-first."""

    def weighed(self, view, decision):
        return list(reversed(decision.options))


def test_focused_search_compares_only_the_best_few_in_the_same_worlds():
    state = both_to_duel(2, ["pink-7", "pink-8"], ["green-1", "green-2"])
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    bot = _Reversed(GAME, 3, EasyBot, Search(), playouts=12, candidates=3)
    stats = bot.analyse(view, decision)
    assert {s.option for s in stats} == set(list(reversed(decision.options))[:3])
    assert [s.visits for s in stats] == [4, 4, 4]             # every candidate, every world
    again = _Reversed(GAME, 3, EasyBot, Search(), playouts=12, candidates=3).analyse(view, decision)
    assert summary(stats) == summary(again)
    one = _Reversed(GAME, 3, EasyBot, Search(), candidates=1).analyse(view, decision)
    assert summary(one) == [(decision.options[-1], 1, 0.5)]
