"""Seeded random games in every mode with the invariants checked after every step (see
helpers.check_invariants): every card in exactly one pile, every land tile once, resources
and scores never negative, bandits only on tiles, one meeple per hero on the map, no
moving wagon on open water, every
decision with an option, and every game ends."""
from __future__ import annotations

import pytest

from .helpers import GAME, MODES, random_game


@pytest.mark.parametrize("mode", sorted(MODES))
def test_random_games_keep_the_invariants(mode):
    for seed in range(13):
        state, steps = random_game(MODES[mode], seed)
        assert GAME.result(state) is not None and steps > 0


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_thousand_random_games_keep_the_invariants(mode):
    ends = set()
    for seed in range(1000):
        state, _ = random_game(MODES[mode], 10_000 + seed)
        ends.add(state.end)
    assert "bandits" in ends
