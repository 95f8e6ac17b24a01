"""Golden playthroughs: seeded bot games replayed move by move against recorded digests.
Regenerate with tests/deckwest/make_playthroughs.py (or DECKWEST_REGEN=1) after a change
that is meant to change them."""
from __future__ import annotations

import os

import pytest

from wildwest.core.golden import first_difference, replays_by_bots

from . import make_playthroughs
from .helpers import GAME

NAMES = sorted(make_playthroughs.GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_recorded_game_replays_move_by_move(name):
    if os.environ.get("DECKWEST_REGEN"):
        make_playthroughs.record(name)
    assert first_difference(GAME, make_playthroughs.HERE / f"{name}.json") is None


@pytest.mark.parametrize("name", NAMES)
def test_the_seeded_bots_play_the_recorded_game_again(name):
    levels, seed, extra = make_playthroughs.GAMES[name]
    assert replays_by_bots(GAME, levels, seed, make_playthroughs.HERE / f"{name}.json", extra)
