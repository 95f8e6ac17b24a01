"""Random playouts per second on one core: whole games, each option picked at random straight
from `pending`, through the public `Game.apply` (which checks legality) and, for comparison,
through `_apply` (what search bots call in their rollouts). No views, no bots.

The process runs on one processor, and games/s is per second of its own CPU time
(time.process_time), so other work on a busy machine does not lower the figure; the wall
clock rate is printed beside it.

    python benchmarks/playouts.py --game duel --seconds 5 [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.games import game_names, get_game  # noqa: E402


def pin_one_core() -> int | None:
    """Run on one processor where the OS allows it; returns which one."""
    if hasattr(os, "sched_setaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        return cpu
    return None


def playouts(game, players: int, seconds: float, checked: bool, seed: int = 1) -> dict:
    rng = random.Random(seed)
    apply = game.apply if checked else game._apply
    games = moves = 0
    start, wall_start = time.process_time(), time.perf_counter()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = game.new_game({"players": players}, seed + games)
        while True:
            pending = game.pending(state)
            if not pending:
                break
            player, decision = next(iter(pending.items()))
            apply(state, player, rng.choice(decision.options))
            moves += 1
        games += 1
    cpu = time.process_time() - start
    wall = time.perf_counter() - wall_start
    return {"games": games, "cpu_seconds": round(cpu, 3), "wall_seconds": round(wall, 3),
            "games_per_s": round(games / cpu, 1),            # per second of this process's CPU
            "games_per_wall_s": round(games / wall, 1),
            "moves_per_game": round(moves / max(1, games), 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="duel", choices=game_names())
    parser.add_argument("--players", type=int, default=None, help="default: the game's minimum")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    players = args.players or game.min_players
    cpu = pin_one_core()
    playouts(game, players, 0.5, True)                                 # warm-up
    report = {"game": args.game, "players": players, "cpu": cpu,
              "apply": playouts(game, players, args.seconds, True),
              "_apply": playouts(game, players, args.seconds, False)}
    if args.json:
        print(json.dumps(report))
    else:
        for key in ("apply", "_apply"):
            r = report[key]
            print(f"{args.game} via {key}: {r['games_per_s']} games per CPU second "
                  f"({r['games']} games in {r['cpu_seconds']} CPU s, {r['wall_seconds']} wall s; "
                  f"{r['moves_per_game']} moves a game)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
