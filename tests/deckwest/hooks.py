"""Deck Goes West's answers to the shared battery (tests/battery.py, tests/test_every_game.py),
in every mode: every card in exactly one pile, every land tile once, resources and scores
never negative, bandits only on tiles, one meeple per hero on the map, no moving wagon on
open water, every decision with an option, and every game ends."""
from __future__ import annotations

from ..battery import Fuzz, Moment, every_level
from .helpers import GAME, MODES, check_invariants


def checker():
    last = {}                 # what this game's previous check saw
    return lambda state, events: check_invariants(GAME, state, last)


def bandits_end_some(finished) -> None:
    assert "bandits" in {state.end for state, _ in finished}


FUZZ = {mode: Fuzz([(MODES[mode], seed) for seed in range(13)]) for mode in sorted(MODES)}
FUZZ.update({f"{mode}, a thousand": Fuzz([(MODES[mode], 10_000 + seed) for seed in range(1000)], bandits_end_some,
                                         slow=True) for mode in sorted(MODES)})

# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p. The
# characters are dealt, as every game was when these were first recorded (their moves and digests
# have not changed since; the recordings' config names the two options added since).
PLAYTHROUGHS = {
    "versus_easy_vs_random": (["easy", "random"], 21, {"characters": "dealt"}),
    "versus_four_easy": (["easy", "easy", "easy", "easy"], 22, {"characters": "dealt"}),
    "coop_three_easy": (["easy", "easy", "easy"], 23, {"mode": "coop", "difficulty": "d12", "characters": "dealt"}),
    "solo_easy_railway_man": (["easy"], 24, {"mission": "railway_man", "characters": "dealt"}),
    "coop_feast_random": (["random", "random"], 25, {"mode": "coop", "mission": "the_feast", "difficulty": "d8",
                                                     "characters": "dealt"}),
}

# versus action choices, and the co-op and solo team's searched choices (actions, trade, a
# chained job) the hard bot weighs since it searches every choice that steers the team
POSITIONS = ([({"players": 2}, seed, 12 + seed) for seed in range(8)]
             + [({"players": 2, "mode": "coop"}, seed, 14 + 3 * seed) for seed in range(3)]
             + [({"players": 1, "mode": "solo"}, seed, 14 + 3 * seed) for seed in (0, 2)]
             + [({"players": 3, "mode": "coop", "mission": "precious_cargo"}, seed, 14 + 3 * seed) for seed in (0, 3)])
CHEAT_BOTS = every_level(5, iterations=6, playouts=6)

MOMENTS = {"in the middle of the night": Moment(
    {"players": 2}, lambda state, pending: state.phase == "night" and state.tasks[-1][0] in ("place_card", "defend"),
    seeds=range(20))}
