"""Illegal options change nothing (saving and resuming in the middle of a chain of actions
and of the simultaneous choice: tests/wildride/hooks.py, in the shared battery)."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove, digest
from wildwest.games.wildride.rules import opt

from .helpers import GAME, make_state


def test_illegal_options_raise_and_leave_the_state_unchanged():
    s = make_state(2, hands=[["red-1"], ["blue-2", "orange-1"]], areas=[["green-2"], []])
    before = digest(s)
    for player, option in [(1, opt("call", player=0, card="red-1")),      # not the Caller
                           (0, opt("call", player=0, card="red-1")),      # not an opponent
                           (0, opt("call", player=1, card="green-2")),    # in the play area
                           (0, opt("act", action="nugget"))]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before
    GAME.apply(s, 0, opt("call", player=1, card="orange-2"))
    before = digest(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, opt("give", card="red-1"))                      # not in the hand
    assert digest(s) == before


