"""Measure Durango bots (a script, not a test): win rates with seats rotating, and the
time of each decision that had more than one option (wall clock and CPU).

    .venv/bin/python tests/durango/measure_bots.py hard,easy,easy,easy --games 300 --jobs 2
    .venv/bin/python tests/durango/measure_bots.py easy,easy,easy,easy --games 200 --yard market
    .venv/bin/python tests/durango/measure_bots.py random --random-speed 400

Prints one JSON object. `--playouts` / `--horizon` override the search's settings
(`--playouts` is the flat level's; `--iterations` the hard level's).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.games.durango import bots as durango_bots  # noqa: E402
from wildwest.games.durango.rules import Durango  # noqa: E402


def _one(args):
    levels, g, seed, tuning, yard = args
    durango_bots.SEARCH = dataclasses.replace(durango_bots.SEARCH, **tuning)
    game = Durango()
    n = len(levels)
    shift = g % n
    seat_of = [(i + shift) % n for i in range(n)]
    bots = [None] * n
    for i, level in enumerate(levels):
        bots[seat_of[i]] = game.make_bot(level, seed * 7919 + g * n + i)
    state = game.new_game({"players": n, "yard": yard}, seed * 100_003 + g)
    times = [[] for _ in range(n)]
    first = state.active
    while True:
        pending = game.pending(state)
        if not pending:
            break
        (p, decision), = pending.items()
        view = game.view(state, p)
        wall, cpu = time.perf_counter(), time.process_time()
        option = bots[p].choose(view, decision)
        if len(decision.options) > 1:
            times[p].append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
        game.apply(state, p, option)
    res = game.result(state)
    wins = [(1 / len(res.winners) if seat_of[i] in res.winners else 0.0) for i in range(n)]
    starter = 1 / len(res.winners) if first in res.winners else 0.0
    return wins, [times[seat_of[i]] for i in range(n)], state.turn, state.end, starter


def wilson(wins: float, n: int, z: float = 1.96):
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return round(max(0, c - h), 3), round(min(1, c + h), 3)


def random_speed(players: int, games: int) -> dict:
    game = Durango()
    start, cpu = time.perf_counter(), time.process_time()
    steps = 0
    for seed in range(games):
        state = game.new_game({"players": players}, seed)
        rng = random.Random(seed)
        while True:
            pending = game.pending(state)
            if not pending:
                break
            (p, decision), = pending.items()
            game._apply(state, p, rng.choice(decision.options))
            steps += 1
    took, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"players": players, "games": games, "games_per_s": round(games / took, 1),
            "games_per_cpu_s": round(games / cpu, 1), "steps_per_game": round(steps / games, 1)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("bots")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--playouts", type=int, default=0)
    ap.add_argument("--horizon", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=0)
    ap.add_argument("--yard", choices=("stack", "market"), default="stack", help="the yard variant")
    ap.add_argument("--random-speed", type=int, default=0, help="time N random 4-player games instead")
    a = ap.parse_args()
    if a.random_speed:
        print(json.dumps([random_speed(n, a.random_speed) for n in (2, 3, 4, 5)]))
        return
    levels = a.bots.split(",")
    tuning = {k: v for k, v in (("playouts", a.playouts), ("horizon", a.horizon), ("iterations", a.iterations)) if v}
    jobs = [(levels, g, a.seed, tuning, a.yard) for g in range(a.games)]
    with multiprocessing.Pool(a.jobs) as pool:
        out = list(pool.imap_unordered(_one, jobs))
    n = len(levels)
    seats = []
    for i, level in enumerate(levels):
        wins = sum(o[0][i] for o in out)
        t = [x for o in out for x in o[1][i]]
        wall = sorted(x[0] for x in t) or [0.0]
        cpu = sorted(x[1] for x in t) or [0.0]
        seats.append({"bot": level, "wins": wins, "win_rate": round(wins / a.games, 3),
                      "ci95": wilson(wins, a.games), "decisions": len(t),
                      "median_ms": round(statistics.median(wall), 1),
                      "p95_ms": round(wall[int(0.95 * (len(wall) - 1))], 1),
                      "median_cpu_ms": round(statistics.median(cpu), 1)})
    ends = {}
    for o in out:
        ends[o[3]] = ends.get(o[3], 0) + 1
    print(json.dumps({"bots": levels, "yard": a.yard, "games": a.games, "players": n,
                      "mean_turns": round(statistics.fmean(o[2] for o in out), 1), "ends": ends,
                      "first_player_wins": round(sum(o[4] for o in out) / a.games, 3),
                      "seats": seats}, indent=1))


if __name__ == "__main__":
    main()
