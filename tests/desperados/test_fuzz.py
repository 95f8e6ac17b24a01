"""Seeded random games with the invariants checked after every step (helpers.check_invariants):
every tile conserved, booty = tiles taken, one disc per desperado per turn, no card twice in
a turn, no lost card played, every card along a road (or an impossible move only when no
card could move on), the right seats pending, and every game ends after five turns."""
from __future__ import annotations

import pytest

from .helpers import GAME, random_game


def test_fifty_random_games_keep_the_invariants():
    for seed in range(50):
        state, steps = random_game(3 + seed % 4, seed)
        assert GAME.result(state) is not None and steps > 100


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_thousand_random_games_keep_the_invariants(players):
    outcomes = set()
    for seed in range(250):
        state, _ = random_game(players, 10_000 * players + seed)
        outcomes.add(GAME.result(state).winners == (state.marshal,))
    assert outcomes == {True, False}
