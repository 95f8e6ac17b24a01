"""Measure the hard bot's decision time, CPU and wall clock (a script, not a test).

    .venv/bin/python tests/desperados/measure_hard.py --players 4 6 --games 3

Plays seeded easy-bot games and, at every third decision with a choice, asks a hard bot
for that seat (marshal or desperado) what it would do, timing it. On a shared machine the
CPU time is what a decision costs; the wall time says what the load made of it.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.games.desperados.bots import EasyBot  # noqa: E402
from wildwest.games.desperados.rules import Desperados  # noqa: E402


def measure(players: int, games: int) -> dict:
    game = Desperados()
    cpu = {"marshal": [], "desperado": []}
    wall = {"marshal": [], "desperado": []}
    for seed in range(games):
        state = game.new_game({"players": players, "marshal": seed % players}, seed)
        bots = [EasyBot(game, seed * 10 + p) for p in range(players)]
        hard = game.make_bot("hard", seed)
        step = 0
        while game.pending(state):
            p, decision = next(iter(game.pending(state).items()))
            view = game.view(state, p)
            if len(decision.options) > 1 and state.phase != "setup":
                step += 1
                if step % 3 == 0:
                    role = "marshal" if p == state.marshal else "desperado"
                    c, w = time.process_time(), time.perf_counter()
                    hard.choose(view, decision)
                    cpu[role].append(1000 * (time.process_time() - c))
                    wall[role].append(1000 * (time.perf_counter() - w))
            game.apply(state, p, bots[p].choose(view, decision))
    out = {}
    for role in cpu:
        xs, ws = sorted(cpu[role]), sorted(wall[role])
        out[role] = {"decisions": len(xs), "cpu_median_ms": round(statistics.median(xs), 1),
                     "cpu_p95_ms": round(xs[int(0.95 * (len(xs) - 1))], 1),
                     "wall_median_ms": round(statistics.median(ws), 1)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[4, 6])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    for n in args.players:
        print(n, "players:", measure(n, args.games))


if __name__ == "__main__":
    main()
