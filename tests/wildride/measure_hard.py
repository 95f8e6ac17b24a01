"""Time the Wild Ride hard bot (a script, not a test): CPU and wall milliseconds of each
hard decision with more than one option, in 4-player games against three easy bots.

    .venv/bin/python tests/wildride/measure_hard.py --games 3

Prints one JSON object. CPU time is what the bot costs; wall time also counts the other
programs sharing the machine.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.games.wildride.rules import WildRide  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args()
    game = WildRide()
    cpu, wall = [], []
    for g in range(args.games):
        bots = [game.make_bot("hard" if p == g % 4 else "easy", args.seed + 10 * g + p) for p in range(4)]
        state = game.new_game({"players": 4}, args.seed + g)
        while game.pending(state):
            p, decision = next(iter(game.pending(state).items()))
            view = game.view(state, p)
            c0, w0 = time.process_time(), time.perf_counter()
            option = bots[p].choose(view, decision)
            if p == g % 4 and len(decision.options) > 1:
                cpu.append((time.process_time() - c0) * 1000)
                wall.append((time.perf_counter() - w0) * 1000)
            game.apply(state, p, option)

    def summary(xs):
        xs = sorted(xs)
        return {"median": round(statistics.median(xs), 1), "p95": round(xs[int(0.95 * (len(xs) - 1))], 1),
                "max": round(xs[-1], 1)}
    print(json.dumps({"games": args.games, "decisions": len(cpu), "cpu_ms": summary(cpu),
                      "wall_ms": summary(wall)}))


if __name__ == "__main__":
    main()
