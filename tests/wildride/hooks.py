"""Wild Ride's answers to the shared battery (tests/battery.py, tests/test_every_game.py):
cards conserved, nuggets never negative, no two copies in a play area, checked boxes only
ever added, every checked leg connected to a checked flag, every decision with options,
and every game ends."""
from __future__ import annotations

import random

from ..battery import Fuzz, Moment, every_level
from .helpers import GAME, check_invariants


def checker():
    """The invariants, and each sheet only ever gaining checked boxes since the last step."""
    sheets = None

    def check(state, events) -> None:
        nonlocal sheets
        sheets = check_invariants(GAME, state, sheets)
    return check


def medals_end_some(finished) -> None:
    assert "medals" in {state.end for state, _ in finished}


FUZZ = {"fifty games": Fuzz([({"players": 2 + seed % 3}, seed) for seed in range(50)])}
FUZZ.update({f"{n} players": Fuzz([({"players": n}, 10_000 * n + seed) for seed in range(1000)],
                                  medals_end_some, slow=True) for n in (2, 3, 4)})

# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p
PLAYTHROUGHS = {
    "two_easy_vs_random": (["easy", "random"], 21, {}),
    "three_easy": (["easy", "easy", "easy"], 22, {}),
    "four_mixed": (["easy", "random", "easy", "random"], 23, {}),
    "two_hard_vs_easy": (["hard", "easy"], 24, {}),
}

POSITIONS = [({"players": 3}, seed, 25 + 3 * seed) for seed in range(12)]
CHEAT_BOTS = every_level(5, iterations=6, playouts=6)


def redeal(game, state, seat: int, rng: random.Random):
    """The same state with every card `seat` cannot see dealt again by hand (not by the
    bots' own determinize): the other hands and the deck."""
    t = game.clone(state)
    pool = list(t.deck) + [c for q in range(t.players) if q != seat for c in t.hands[q]]
    rng.shuffle(pool)
    for q in range(t.players):
        if q != seat:
            t.hands[q] = [pool.pop() for _ in t.hands[q]]
    t.deck = pool
    return t


def last(decision):
    return decision.options[-1]


def mid_chain(state, pending) -> bool:
    return state.tasks[-1] == ("wait",) and state.given is not None and any(
        c and c[-1][0] in ("pair", "leg", "tipi", "free") and state.legs[q] for q, c in enumerate(state.chains))


MOMENTS = {
    "in the middle of a chain": Moment({"players": 3}, mid_chain, seeds=range(100), then=last),
    "others have chosen in secret": Moment(
        {"players": 4}, lambda state, pending: bool(state.chosen) and sum(c is not None for c in state.chosen) == 2
        and len(pending) >= 2, seeds=range(100), then=last),
}
