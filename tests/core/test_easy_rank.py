"""Every game's easy bot ranks: `rank(view, decision)` lists every legal option once, best
first, and its first is what `choose` picks. The shared search takes its priors and its
progressive widening from it."""
from __future__ import annotations

import random

import pytest

from wildwest.games import game_names, get_game

PLAYERS = {"duel": 2, "durango": 3, "desperados": 4, "wildride": 3, "deckwest": 2}


def decisions(name: str, games: int = 2, every: int = 3):
    """(view, decision) pairs with a real choice, along random games of `name`."""
    game = get_game(name)
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game({"players": PLAYERS[name]}, seed)
        step = 0
        while game.pending(state) and step < 400:
            pending = game.pending(state)
            player = min(pending)
            decision = pending[player]
            if len(decision.options) > 1 and step % every == 0:
                yield game.view(state, player), decision
            game.apply(state, player, rng.choice(decision.options))
            step += 1


@pytest.mark.parametrize("name", game_names())
def test_an_easy_bot_ranks_every_option_and_puts_its_choice_first(name):
    game = get_game(name)
    kinds = set()
    for view, decision in decisions(name):
        ranked = game.make_bot("easy", 7).rank(view, decision)
        assert sorted(map(repr, ranked)) == sorted(map(repr, decision.options))
        assert ranked[0] == game.make_bot("easy", 7).choose(view, decision)
        kinds.add(decision.options[0].kind)
    assert len(kinds) >= 2, kinds
