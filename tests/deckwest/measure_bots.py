"""Time the hard bot's searched decisions (a script, not a test): the median and p95 wall
time (wall and CPU) of HardBot.choose at versus action choices (the only versus decisions
it searches; benchmarks/team.py times the co-op and solo team's), in seeded games where
every seat is hard.
`simulate` reports all decisions with two or more options, most of which the hard bot
answers with the easy bot's rule at once.

    .venv/bin/python tests/deckwest/measure_bots.py --games 3
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.games.deckwest.rules import DeckWest  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    game = DeckWest()
    searched, other, cpu_ms = [], [], []
    for g in range(args.games):
        state = game.new_game({"players": args.players}, 500 + g)
        bots = [game.make_bot("hard", 10 * g + p) for p in range(args.players)]
        while game.pending(state):
            (p, decision), = game.pending(state).items()
            view = game.view(state, p)
            start, cpu = time.perf_counter(), time.process_time()
            option = bots[p].choose(view, decision)
            ms = (time.perf_counter() - start) * 1000
            if len(decision.options) > 1:
                (searched if state.tasks[-1][0] == "turn" else other).append(ms)
                if state.tasks[-1][0] == "turn":
                    cpu_ms.append((time.process_time() - cpu) * 1000)
            game.apply(state, p, option)
    q = lambda xs, f: round(sorted(xs)[min(len(xs) - 1, int(f * len(xs)))], 1) if xs else 0.0
    print(json.dumps({"games": args.games, "searched": len(searched),
                      "searched_ms": {"median": round(statistics.median(searched), 1), "p95": q(searched, 0.95)},
                      "searched_cpu_ms": {"median": round(statistics.median(cpu_ms), 1), "p95": q(cpu_ms, 0.95)},
                      "other": len(other), "other_ms": {"median": round(statistics.median(other), 2)}}))


if __name__ == "__main__":
    main()
