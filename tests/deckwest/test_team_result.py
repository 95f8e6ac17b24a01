"""Co-op and solo end as a team: a won game is a whole win for every member and a lost one
a loss (Result.together), never a draw, so the hard team, Hint and the review prefer
winning to losing whatever the team's size."""
from __future__ import annotations

import pytest

from wildwest.core.golden import record_game
from wildwest.core.review import Review
from wildwest.games.deckwest.bots import scored

from .helpers import GAME, at, day_state


def ended(players: int, won: bool):
    """A co-op (solo for one player) game ended by the team's win or by the bandits."""
    state = day_state({"players": players} | ({"mode": "coop"} if players > 1 else {}))
    if won:
        GAME._gain_vp(state, 0, GAME.c.boards[state.board].win, [], "test")
    else:
        state.tracker = GAME.c.boards[state.board].lose - 1
        at(state, [("night_end",), ("tracker",)])
    assert state.end == ("win" if won else "bandits")
    return state


@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_won_team_game_is_worth_one_to_every_seat_and_a_lost_one_nothing(players):
    won, lost = ended(players, True), ended(players, False)
    assert [scored(GAME, won, p) for p in range(players)] == [1.0] * players
    assert [scored(GAME, lost, p) for p in range(players)] == [0.0] * players
    assert GAME.result(lost).together and not GAME.result(lost).winners


def test_a_versus_tie_at_the_top_stays_shared():
    state = day_state({"players": 2})
    GAME._finish(state, "bandits", [0, 1], [], "A tie.")
    assert [scored(GAME, state, p) for p in range(2)] == [0.5, 0.5]


def test_the_review_of_a_lost_coop_game_ends_at_nothing():
    config = {"mode": "coop", "mission": "the_feast"}
    save = next(save for seed in range(1, 20)
                for save, _, summary in [record_game(GAME, ["easy", "easy"], seed, config)]
                if summary.startswith("The bandits win"))
    save.seats[0] = "human"
    review = Review(save, iterations=1).run()
    assert review.series[-1] == [0.0, 0.0]
