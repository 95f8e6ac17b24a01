"""Desperados' answers to the shared battery (tests/battery.py, tests/test_every_game.py):
every tile conserved, booty = tiles taken, one disc per desperado per turn, no card twice
in a turn, no lost card played, every card along a road (or an impossible move only when no
card could move on), the right seats pending, and every game ends after five turns."""
from __future__ import annotations

from ..battery import Fuzz, Moment, every_level
from .helpers import GAME, check_invariants


def checker():
    return check_invariants


def config(players: int, seed: int) -> dict:
    return {"players": players, "marshal": seed % players}


def long_games(finished) -> None:
    assert all(steps > 100 for _, steps in finished)


def both_sides_win(finished) -> None:
    assert {GAME.result(s).winners == (s.marshal,) for s, _ in finished} == {True, False}


FUZZ = {"fifty games": Fuzz([(config(3 + seed % 4, seed), seed) for seed in range(50)], long_games)}
FUZZ.update({f"{n} players": Fuzz([(config(n, 10_000 * n + seed), 10_000 * n + seed) for seed in range(250)],
                                  both_sides_win, slow=True) for n in (3, 4, 5, 6)})

# name -> (seat bot levels, seed, config); the bot of seat p is seeded seed * 10 + p. When
# several seats are pending (the cards of a move), the lowest moves first, as in `simulate`.
PLAYTHROUGHS = {
    "three_easy": (["easy", "easy", "easy"], 21, {"marshal": 0}),
    "four_easy_marshal_last": (["easy", "easy", "easy", "easy"], 22, {"marshal": 3}),
    "six_mixed": (["easy", "random", "easy", "easy", "random", "easy"], 23, {"marshal": 1}),
    "hard_marshal_vs_easy_gang": (["hard", "easy", "easy"], 24, {"marshal": 0}),
}

POSITIONS = [(config(3 + i % 4, i), 700 + i, 10 + 23 * i) for i in range(12)]
CHEAT_BOTS = every_level(3, iterations=8, playouts=6)

MOMENTS = {"cards half laid": Moment({"players": 5, "marshal": 2},
                                     lambda state, pending: len(pending) == 3 and state.turn == 1, seeds=range(20))}
