"""Illegal options change nothing (saving and resuming in the middle of a move, some cards
laid face down and others awaited: tests/desperados/hooks.py, in the shared battery)."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove, digest
from wildwest.games.desperados.rules import play_option, town_option

from .helpers import GAME, setup


def test_illegal_options_raise_and_leave_the_state_unchanged():
    s = setup(3, "el-paso", ["aztec", "prescott"], {1: "gallup", 2: "salem"})
    before = digest(s)
    for player, option in [(1, play_option("st-johns")),            # the sheriffs move first
                           (0, town_option("sheriff", "tucson", 0)),  # no road
                           (0, town_option("sheriff", "aztec", 1))]:  # not his turn yet
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    before = digest(s)
    for player, option in [(1, play_option("tucson")), (0, play_option("st-johns", "poker")),
                           (1, play_option("st-johns", "brown")), (1, town_option("place", "gallup"))]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before


