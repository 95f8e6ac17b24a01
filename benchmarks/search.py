"""The search's cost per game: decision time (CPU and wall, median and p95) of a search
level on decisions it really searches, the tree search's iterations per CPU second, and
its stability: how often a second seed picks the same option on the same position.

Positions come from seeded easy-bot games (every few searched decisions of each seat),
so forced choices and the decisions a game leaves to its easy bot are not counted:
`simulate`'s decision_ms mixes them in. One process, CPU time of this process
(time.process_time), so other work on a busy machine does not lower the figures much;
run it under `nice` beside other work.

    python benchmarks/search.py --game duel [--level hard] [--positions 30] [--json]
    python benchmarks/search.py --game duel --level hard --iterations 300   # calibrating
    python benchmarks/search.py --game duel --stability                     # two seeds agree?
"""
from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.core.ismcts import ISMCTSBot  # noqa: E402
from wildwest.games import game_names, get_game  # noqa: E402

# The seat counts the strength figures use: 2-player games, Durango's 1 against 3, and
# Desperados with 3 desperadoes.
PLAYERS = {"duel": 2, "durango": 4, "desperados": 4, "wildride": 2, "deckwest": 2}


def positions(game, players: int, count: int, seed: int = 1, every: int = 3) -> list:
    """(view, decision) of `count` searched decisions along seeded easy-bot games."""
    probe = game.make_bot("hard", 0)
    out, g = [], 0
    while len(out) < count and g < 200:
        state = game.new_game({"players": players}, seed + g)
        bots = [game.make_bot("easy", seed * 100 + g * 10 + p) for p in range(players)]
        seen = 0
        while game.pending(state) and len(out) < count:
            player, decision = next(iter(game.pending(state).items()))
            view = game.view(state, player)
            if probe.weighed(view, decision) is not None:
                seen += 1
                if seen % every == 0:
                    out.append((view, decision))
            game.apply(state, player, bots[player].choose(view, decision))
        g += 1
    return out


def tuned(game, level: str, seed: int, tuning: dict):
    bot = game.make_bot(level, seed)
    for key, value in tuning.items():
        setattr(bot, key, value)
    return bot


def measure(game, level: str, spots: list, tuning: dict, stability: bool = False) -> dict:
    cpu, wall, iterations, same = [], [], 0, 0
    for i, (view, decision) in enumerate(spots):
        bot = tuned(game, level, 1000 + i, tuning)
        c, w = time.process_time(), time.perf_counter()
        choice = bot.choose(view, decision)
        cpu.append((time.process_time() - c) * 1000)
        wall.append((time.perf_counter() - w) * 1000)
        if isinstance(bot, ISMCTSBot):
            iterations += bot.settle(view) if bot.seconds is None else bot.done
        if stability:
            same += tuned(game, level, 5000 + i, tuning).choose(view, decision) == choice
    cpu.sort()
    wall.sort()

    def p95(xs):
        return round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 1)
    report = {"decisions": len(spots),
              "cpu_ms": {"median": round(statistics.median(cpu), 1), "p95": p95(cpu)},
              "wall_ms": {"median": round(statistics.median(wall), 1), "p95": p95(wall)}}
    if iterations:
        report["iterations_per_cpu_s"] = round(iterations / (sum(cpu) / 1000), 1)
    if stability:
        report["same_choice_two_seeds"] = round(same / len(spots), 3)
    return report


def in_turn(spots: list, *choosers) -> tuple[float, ...]:
    """The median CPU ms a searched decision of each chooser on the same positions, timed
    position by position, the order turned round on every other position, so a drift of
    the machine's load falls on all alike. A chooser takes (position's number, view,
    decision) and gives the act to time, made before the clock starts (`asked`)."""
    times: list[list[float]] = [[] for _ in choosers]
    for i, (view, decision) in enumerate(spots):
        for k in (range(len(choosers)) if i % 2 == 0 else reversed(range(len(choosers)))):
            act = choosers[k](i, view, decision)
            c = time.process_time()
            act()
            times[k].append((time.process_time() - c) * 1000)
    return tuple(round(statistics.median(t), 1) for t in times)


def asked(game, level: str, tuning: dict):
    """`in_turn`'s chooser for a level: its bot, seeded by the position, asked the decision."""
    return lambda i, view, decision: functools.partial(tuned(game, level, 1000 + i, tuning).choose, view, decision)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_names())
    parser.add_argument("--level", default="hard", choices=["flat", "hard", "expert"])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--iterations", type=int, help="override the level's iteration count")
    parser.add_argument("--seconds", type=float, help="expert's time budget")
    parser.add_argument("--stability", action="store_true", help="ask a second seed on every position")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tuning = {}
    if args.iterations:
        tuning["iterations"] = args.iterations
    if args.seconds:
        tuning["seconds"] = args.seconds
    report = {}
    for name in args.game or game_names():
        game = get_game(name)
        spots = positions(game, PLAYERS[name], args.positions)
        report[name] = dict(measure(game, args.level, spots, tuning, args.stability), level=args.level,
                            players=PLAYERS[name], **tuning)
        if not args.json:
            print(name, json.dumps(report[name]), flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
