"""The Duel's answers to the shared battery (tests/battery.py, tests/test_every_game.py):
the invariants of tests/duel/helpers.py after every step, an illegal option refused (the
state untouched) every third step, and the result checked against the rounds at the end."""
from __future__ import annotations

import random
from itertools import count

from ..battery import Fuzz, Moment, every_level
from .helpers import GAME, Ledger, check, check_result, try_illegal
from .helpers import MAX_STEPS as LONGEST

MAX_STEPS = LONGEST       # the battery stops a game that runs longer than the rules allow


def checker():
    ledger, rng, steps = Ledger(), random.Random(1), count()

    def check_step(state, events) -> None:
        check(state, ledger, events)
        if next(steps) % 3 == 2 and GAME.pending(state):
            try_illegal(state, rng)
        if state.phase == "over":
            check_result(state, ledger)
    return check_step


def deck(seed: int) -> dict:
    return {"deck": "frontier" if seed % 2 else "classic"}


def whole_rounds(finished) -> None:
    steps = [n for _, n in finished]
    assert min(steps) >= 2 * (4 + 2 * 4)          # at least two rounds of discards and duels


def neither_seat_shut_out(finished) -> None:
    winners = [GAME.result(state).winners for state, _ in finished]
    assert winners.count((0,)) > 250 and winners.count((1,)) > 250


FUZZ = {"sixty games": Fuzz([(deck(seed), seed) for seed in range(60)], whole_rounds),
        "a thousand games": Fuzz([(deck(seed), 10_000 + seed) for seed in range(1000)], neither_seat_shut_out,
                                 slow=True)}

# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p
PLAYTHROUGHS = {
    "easy_vs_random_classic": (["easy", "random"], 31, {"deck": "classic"}),
    "easy_vs_easy_frontier": (["easy", "easy"], 32, {"deck": "frontier"}),
    "hard_vs_easy_classic": (["hard", "easy"], 33, {"deck": "classic"}),
}

POSITIONS = [(deck(seed), 40 + seed, 3 + 2 * seed) for seed in range(10)]
CHEAT_BOTS = every_level(5, iterations=24, playouts=24)

MOMENTS = {"one card laid face down": Moment(
    {"deck": "frontier"}, lambda state, pending: state.phase == "duel" and len(pending) == 1, seeds=range(5))}
