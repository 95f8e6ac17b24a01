"""Durango's answers to the shared battery (tests/battery.py, tests/test_every_game.py):
every card in exactly one place, 50 cattle, 10 calamities, party limits, reserve <= 1, no
negative Coal or Silver, every decision with an option, and every game ends; both yard
variants (the rulebook's stack and the market of three) are played."""
from __future__ import annotations

from ..battery import Fuzz, Moment, every_level
from .helpers import GAME, check_invariants

MAX_STEPS = 5000
YARDS = ("stack", "market")


def checker():
    return lambda state, events: check_invariants(GAME, state)


def every_end(finished) -> None:
    assert {state.end for state, _ in finished} >= {"cattle", "blue"}


FUZZ = {"fifty games": Fuzz([({"players": 2 + seed % 4, "yard": YARDS[seed // 4 % 2]}, seed) for seed in range(50)])}
FUZZ.update({f"{n} players": Fuzz([({"players": n, "yard": YARDS[seed % 2]}, 10_000 * n + seed) for seed in range(1000)],
                                  every_end, slow=True) for n in (2, 3, 4, 5)})

# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p
PLAYTHROUGHS = {
    "two_easy_vs_random": (["easy", "random"], 11, {"yard": "stack"}),
    "three_easy": (["easy", "easy", "easy"], 12, {"yard": "stack"}),
    "four_easy": (["easy", "easy", "easy", "easy"], 13, {"yard": "stack"}),
    "five_mixed": (["easy", "random", "easy", "random", "easy"], 14, {"yard": "stack"}),
    "two_hard_vs_easy": (["hard", "easy"], 15, {"yard": "stack"}),
    "four_easy_market": (["easy", "easy", "easy", "easy"], 16, {"yard": "market"}),
}

POSITIONS = [({"players": (4, 3)[i % 2]}, 500 + i, 15 + 7 * i) for i in range(12)]
CHEAT_BOTS = every_level(5, iterations=16, playouts=16)


def interrupt(decision):
    return next(o for o in decision.options if o.kind == "interrupt")


MOMENTS = {"an interrupt pending": Moment(
    {"players": 4}, lambda state, pending: any(o.kind == "interrupt" for d in pending.values() for o in d.options),
    seeds=range(200), then=interrupt)}
