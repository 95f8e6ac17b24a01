"""Microseconds per `clone` of a mid-game state, per game, against `copy.deepcopy`: search
copies a state for every playout, so the copy is part of every iteration's price.

CPU time of this process (time.process_time), median of a few repeats.

    python benchmarks/clone.py [--game duel] [--json]
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.games import game_names, get_game  # noqa: E402


def midgame(game, moves: int = 20, seed: int = 3):
    """A state some random moves into a seeded game."""
    rng = random.Random(seed)
    state = game.new_game({"players": game.min_players}, seed)
    for _ in range(moves):
        pending = game.pending(state)
        if not pending:
            break
        player, decision = next(iter(pending.items()))
        game.apply(state, player, rng.choice(decision.options))
    return state


def per_call_us(fn, state, calls: int = 2000, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        for _ in range(calls):
            fn(state)
        times.append((time.process_time() - start) / calls * 1e6)
    return round(statistics.median(times), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_names())
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = {}
    for name in args.game or game_names():
        game = get_game(name)
        state = midgame(game)
        report[name] = {"clone_us": per_call_us(game.clone, state),
                        "deepcopy_us": per_call_us(copy.deepcopy, state, calls=300)}
    if args.json:
        print(json.dumps(report))
    else:
        for name, r in report.items():
            print(f"{name}: clone {r['clone_us']} us, deepcopy {r['deepcopy_us']} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
