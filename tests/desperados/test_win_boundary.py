"""The gang's goal is a floor, not a bar to clear: booty exactly equal to the target wins
(rulebook: "4000 Dollars or more per desperado")."""
from __future__ import annotations

import pytest

from wildwest.core.bots import reward

from .helpers import GAME


def finished(players: int, short: int):
    """A game over with the booty `short` dollars under the target (the marshal is seat 0)."""
    s = GAME.new_game({"players": players, "marshal": 0}, 1)
    s.phase = "over"
    s.booty = GAME.target(s) - short
    return s


@pytest.mark.parametrize("players", [3, 6])
def test_booty_exactly_the_target_wins_for_the_gang(players):
    s = finished(players, 0)
    result = GAME.result(s)
    assert result.winners == tuple(range(1, players)) and result.summary.startswith("The desperadoes win")
    assert GAME.simulate_extras([({}, s)])["desperadoes_win_rate"] == 1.0


@pytest.mark.parametrize("players", [3, 6])
def test_a_dollar_short_of_the_target_the_marshal_wins(players):
    s = finished(players, 1)
    assert GAME.result(s).winners == (0,)
    assert GAME.simulate_extras([({}, s)])["desperadoes_win_rate"] == 0.0


@pytest.mark.parametrize("players", [3, 6])
def test_a_gang_win_is_a_whole_win_for_each_desperado(players):
    """The gang wins as one side: the search, the review and simulate count 1 for each
    desperado, not a share of one."""
    s = finished(players, 0)
    assert [reward(GAME, s, p) for p in range(players)] == [0.0] + [1.0] * (players - 1)
