"""Seconds to review a whole game (core/review.py), per game: the median over a few
seeded games, CPU time of this process and wall time. The games are seeded easy-bot
games with the first seat marked human (its choices are the ones analysed deeply), at
the seat counts benchmarks/search.py uses. Run it under `nice` beside other work: the
wall time then counts the other work too, the CPU time much less.

    python benchmarks/review.py [--game duel ...] [--games 3] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.search import PLAYERS  # noqa: E402
from wildwest.core.golden import record_game  # noqa: E402
from wildwest.core.review import Review  # noqa: E402
from wildwest.games import game_names, get_game  # noqa: E402


def measure(name: str, games: int) -> dict:
    """Review `games` seeded games of `name`; medians and each game's figures."""
    game = get_game(name)
    rows = []
    for seed in range(1, games + 1):
        save, _, _ = record_game(game, ["easy"] * PLAYERS[name], seed)
        save.seats[0] = "human"
        cpu, wall = time.process_time(), time.perf_counter()
        review = Review(save).run()
        rows.append({"seed": seed, "moves": len(save.moves), "estimates": len(review.jobs),
                     "iterations": review.iterations, "marks": len(review.marks),
                     "cpu_s": round(time.process_time() - cpu, 1), "wall_s": round(time.perf_counter() - wall, 1)})
    return {"players": PLAYERS[name], "games": games,
            "cpu_s": statistics.median(r["cpu_s"] for r in rows),
            "wall_s": statistics.median(r["wall_s"] for r in rows), "each": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_names())
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    names = args.game or game_names()
    report = {}
    for name in names:
        figures = report[name] = measure(name, args.games)
        if not args.json:       # a line as each game is done: the whole run is long
            print(f"{name} ({figures['players']} seats): median {figures['cpu_s']} s CPU, "
                  f"{figures['wall_s']} s wall; {json.dumps(figures['each'])}", flush=True)
    print(json.dumps(report) if args.json else "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
