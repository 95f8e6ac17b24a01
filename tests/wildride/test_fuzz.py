"""Seeded random games (a random pending seat moves each step) with the invariants checked
after every step: cards conserved, nuggets never negative, no two copies in a play area,
checked boxes only ever added, every checked leg connected to a checked flag, every
decision with options, and every game ends."""
from __future__ import annotations

import pytest

from .helpers import GAME, random_game


def test_fifty_random_games_keep_the_invariants():
    for seed in range(50):
        state, steps = random_game(2 + seed % 3, seed)
        assert GAME.result(state) is not None and steps > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_thousand_random_games_keep_the_invariants(players):
    ends = set()
    for seed in range(1000):
        state, _ = random_game(players, 10_000 * players + seed)
        ends.add(state.end)
    assert "medals" in ends
