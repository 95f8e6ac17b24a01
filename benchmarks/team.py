"""Deck Goes West co-op and solo: a team of one level against a team of another (the hard
team against the easy one by default) on every mission and bandit die, each game played
by both teams on the same deal (same seed, same configuration), so a cell compares the
teams on the same luck.

Cells are played round by round (every cell's first game, then every cell's second...),
so a run stopped by `--minutes` leaves every cell with the same number of games, give or
take one (each cell says its own); each game's outcome goes to stderr as it ends. Co-op
missions seat two players, solo missions one. Prints one JSON object: each cell's wins
for both teams, each mission's over its dice, the mean difference over all games with
its 95 % interval (the games are paired), the searched decisions' CPU time (median,
p95) of the searching team, the command and the date. One process; run it under `nice`
beside other work.

    python benchmarks/team.py --games 40                     # the full figure (CPU-hours)
    python benchmarks/team.py --games 40 --minutes 50        # as many rounds as fit
    python benchmarks/team.py --games 2 --missions the_feast --dice d20
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.core.simulate import wilson  # noqa: E402
from wildwest.games.deckwest.rules import DeckWest  # noqa: E402
from wildwest.games.deckwest.setup import DIES  # noqa: E402


def cells(game, missions: list[str] | None, dice: list[str] | None) -> list[dict]:
    """The configurations to play: every playable co-op and solo mission (or those named)
    with every bandit die (or those named), die by die, so a short run still plays every
    mission."""
    out = []
    for die in dice or DIES:
        for mission in game.c.missions.values():
            if mission.mode == "versus" or not mission.playable or (missions and mission.id not in missions):
                continue
            players = 1 if mission.mode == "solo" else 2
            out.append({"players": players, "mode": mission.mode, "mission": mission.id, "difficulty": die})
    return out


def play(game, level: str, config: dict, seed: int, searched_ms: list[float]) -> bool:
    """One game of a team of `level` on the deal of `seed`: did the team win? The CPU
    time of each decision the level searched goes into `searched_ms`."""
    state = game.new_game(dict(config), seed)
    bots = [game.make_bot(level, seed * 10 + p) for p in range(config["players"])]
    while True:
        pending = game.pending(state)
        if not pending:
            return bool(state.winners)
        player, decision = next(iter(pending.items()))
        view = game.view(state, player)
        bot = bots[player]
        start = time.process_time()
        option = bot.choose(view, decision)
        if hasattr(bot, "weighed") and bot.weighed(view, decision) is not None:
            searched_ms.append((time.process_time() - start) * 1000)
        game.apply(state, player, option)


def interval(diffs: list[int]) -> tuple[float, float, float]:
    """The mean of paired differences with its 95 % normal interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    spread = statistics.stdev(diffs) if n > 1 else 1.0
    half = 1.96 * spread / math.sqrt(n)
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="games a cell, at most")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after the round that passes this (0: never)")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--missions", nargs="*")
    parser.add_argument("--dice", nargs="*")
    args = parser.parse_args()
    game = DeckWest()
    todo = cells(game, args.missions, args.dice)
    tally = {(c["mission"], c["difficulty"]): {args.level: 0, args.against: 0, "games": 0} for c in todo}
    diffs, searched_ms = [], []
    started = time.monotonic()
    rounds = ((g, i, config) for g in range(args.games) for i, config in enumerate(todo))
    for g, i, config in rounds:
        if args.minutes and time.monotonic() - started > 60 * args.minutes:
            break
        seed = args.seed * 100_003 + g * 1_000 + i
        won = {level: play(game, level, config, seed, searched_ms if level == args.level else [])
               for level in (args.level, args.against)}
        cell = tally[config["mission"], config["difficulty"]]
        cell["games"] += 1
        for level, win in won.items():
            cell[level] += win
        diffs.append(won[args.level] - won[args.against])
        print(g, config["mission"], config["difficulty"], won, file=sys.stderr, flush=True)
    by_mission: dict = {}
    for (mission, _), cell in tally.items():
        row = by_mission.setdefault(mission, {args.level: 0, args.against: 0, "games": 0})
        for key in row:
            row[key] += cell[key]
    for row in by_mission.values():
        for level in (args.level, args.against):
            low, high = wilson(row[level], row["games"]) if row["games"] else (0.0, 1.0)
            row[f"{level}_ci"] = [round(100 * low, 1), round(100 * high, 1)]
    mean, low, high = interval(diffs) if diffs else (0.0, -1.0, 1.0)
    searched_ms.sort()
    print(json.dumps({
        "command": "python benchmarks/team.py " + " ".join(sys.argv[1:]),
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "games": len(diffs), "points_better": round(100 * mean, 1),
        "points_better_ci": [round(100 * low, 1), round(100 * high, 1)],
        "searched_decisions": len(searched_ms),
        "searched_cpu_ms": {"median": round(statistics.median(searched_ms), 1) if searched_ms else 0.0,
                            "p95": round(searched_ms[int(0.95 * len(searched_ms))], 1) if searched_ms else 0.0},
        "missions": by_mission,
        "cells": {f"{m} {d}": cell for (m, d), cell in tally.items()},
    }, indent=1))


if __name__ == "__main__":
    main()
