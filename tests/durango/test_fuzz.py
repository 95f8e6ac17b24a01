"""Seeded random games with the invariants checked after every step (see helpers.check_invariants):
every card in exactly one place, 50 cattle, 10 calamities, party limits, reserve <= 1,
no negative Coal or Silver, every decision with an option, and every game ends; both yard
variants (the rulebook's stack and the market of three) are played."""
from __future__ import annotations

import pytest

from .helpers import GAME, random_game


def test_fifty_random_games_keep_the_invariants():
    for seed in range(50):
        state, steps = random_game(2 + seed % 4, seed, yard=("stack", "market")[seed // 4 % 2])
        assert GAME.result(state) is not None and steps > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_thousand_random_games_keep_the_invariants(players):
    ends = set()
    for seed in range(1000):
        state, _ = random_game(players, 10_000 * players + seed, yard=("stack", "market")[seed % 2])
        ends.add(state.end)
    assert ends >= {"cattle", "blue"}
