"""Golden playthroughs: seeded bot games replayed move by move against recorded digests.
Regenerate with tests/deckwest/make_deckwest_playthroughs.py (or DECKWEST_REGEN=1) after a change
that is meant to change them."""
from __future__ import annotations

import json
import os

import pytest

from wildwest.core.engine import digest
from wildwest.core.saves import SaveData

import make_deckwest_playthroughs as make_playthroughs
from deckwest_helpers import GAME

NAMES = sorted(make_playthroughs.GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_recorded_game_replays_move_by_move(name):
    if os.environ.get("DECKWEST_REGEN"):
        make_playthroughs.record(name)
    data = json.loads((make_playthroughs.HERE / f"{name}.json").read_text())
    save = SaveData.from_json(data)
    state = GAME.new_game(save.config, save.seed)
    assert len(save.moves) == len(data["digests"]) > 20
    for number, ((player, option), expected) in enumerate(zip(save.moves, data["digests"]), 1):
        GAME.apply(state, player, option)
        assert digest(state) == expected, f"{name}: move {number} ({option!r}) differs"
    assert GAME.pending(state) == {}
    assert GAME.result(state).summary == data["summary"]


@pytest.mark.parametrize("name", NAMES)
def test_the_seeded_bots_play_the_recorded_game_again(name):
    data = json.loads((make_playthroughs.HERE / f"{name}.json").read_text())
    levels, seed, extra = make_playthroughs.GAMES[name]
    save, digests, _ = make_playthroughs.play(levels, seed, extra)
    assert [[p, o.to_json()] for p, o in save.moves] == data["moves"]
    assert digests == data["digests"]
