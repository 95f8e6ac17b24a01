"""Easy-policy rollouts per CPU second: whole seeded games played the way a search bot's
rollout plays them (core/bots.py Searcher.rollout). Each game samples a world from the
first seat's view at the deal (`determinize`), copies it (`clone`, as FocusedSearchBot does
for each candidate) and plays it to the end: `first_pending`, the game's rollout policy
(`Search.policy`: the easy bot's choice from a view, or, where a game has one, from a
cheaper sight of the state that chooses the same), and the search's move (`Search.step`:
where a game has one, a move that makes no events; else `_apply`). `--view` plays every
choice through `view`, the easy bot's `choose` and `_apply` instead, as a seat's easy bot
plays (and as this benchmark measured before 2026-11-26).

Every run plays the same seeded games, and the figure is games per second of this
process's CPU time (time.process_time), on one processor; the median of the runs is
quoted, with the load average at the start, since the machine may be shared.

    python benchmarks/rollouts.py --game wildride --players 2 [--games 30] [--runs 5] [--view] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.playouts import pin_one_core  # noqa: E402
from wildwest.core.bots import by_view  # noqa: E402
from wildwest.games import game_names, get_game  # noqa: E402


def rollout(game, state, easy, policy=by_view, step=None) -> int:
    """Play `state` to the end, every seat choosing by `policy` (a Search.policy) with the
    easy bot `easy` and moving by `step` (a Search.step; None: `_apply`); returns the moves
    made."""
    moves = 0
    while (first := game.first_pending(state)) is not None:
        player, decision = first
        option = policy(easy, game, state, player, decision)
        if step is None:
            game._apply(state, player, option)
        else:
            step(game, state, player, option)
        moves += 1
    return moves


def seeded_rollout(game, players: int, seed: int, easy, policy=by_view, step=None):
    """One playout from the deal of game `seed`; returns its final state and move count."""
    deal = game.new_game({"players": players}, seed)
    seat = game.first_pending(deal)[0]
    world = game.clone(game.determinize(game.view(deal, seat), random.Random(seed)))
    easy.rng.seed(seed)
    return world, rollout(game, world, easy, policy, step)


def rollout_policy(game):
    """The policy the game's search plays its rollouts with."""
    return game.make_bot("hard").search.policy


def rollout_step(game):
    """The move the game's search plays its rollouts with (None: `_apply`)."""
    return game.make_bot("hard").search.step


def run(game, players: int, games: int, seed: int, policy=by_view, step=None) -> dict:
    easy = game.make_bot("easy", seed)
    moves = 0
    start = time.process_time()
    for i in range(games):
        moves += seeded_rollout(game, players, seed + i, easy, policy, step)[1]
    cpu = time.process_time() - start
    return {"cpu_seconds": cpu, "games_per_cpu_s": games / cpu, "moves_per_game": moves / games}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="wildride", choices=game_names())
    parser.add_argument("--players", type=int, default=None, help="default: the game's minimum")
    parser.add_argument("--games", type=int, default=30, help="games a run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--view", action="store_true", help="choose through views, not the rollout policy")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    players = args.players or game.min_players
    policy = by_view if args.view else rollout_policy(game)
    step = None if args.view else rollout_step(game)
    cpu = pin_one_core()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    run(game, players, 2, args.seed, policy, step)                     # warm-up
    runs = [run(game, players, args.games, args.seed, policy, step) for _ in range(args.runs)]
    rates = sorted(r["games_per_cpu_s"] for r in runs)
    report = {"game": args.game, "players": players, "games": args.games, "runs": args.runs,
              "seed": args.seed, "cpu": cpu, "load_1min": load, "policy": policy.__name__,
              "median_games_per_cpu_s": round(statistics.median(rates), 1),
              "range": [round(rates[0], 1), round(rates[-1], 1)],
              "moves_per_game": round(runs[0]["moves_per_game"], 1)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.game}, {players} players: {report['median_games_per_cpu_s']} easy-policy games "
              f"({policy.__name__}) per CPU second (median of {args.runs} runs of {args.games} games, range "
              f"{report['range'][0]}-{report['range'][1]}; {report['moves_per_game']} moves a game; "
              f"load {load:.1f} at the start)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
