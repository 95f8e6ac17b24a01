"""An Elo ladder per game: a round robin between the bot levels (random, easy, flat, hard,
expert), seeded, each pairing playing the same deals with the seats (or Desperados' sides)
alternating, and Elo with 95 % intervals.

Expert plays a fixed iteration count (`--expert-times` times hard's, 2 by default) rather
than its wall-clock budget, so a ladder finishes on a busy machine and can be repeated.
Elo is the Bradley-Terry fit of every game's score (a win 1, a shared win or a draw 1/2),
with half a win and half a loss added to each pairing so a clean sweep stays finite;
Random is 0. The interval is the 2.5-97.5 percentile of the fit over resampled games.

Each game goes to `--log` as it ends, so a run cut off (`--minutes`, or killed) still
counts and the same command goes on where the log ends; a log belongs to one version of the
bots. Once every pairing has its games, writes the game's part of data/ladder.yaml, which
the setup screen reads ("Hard: wins 74 % of 20 games against Easy."), and prints the table
for docs/measurements.md. Run it under `nice` beside other work:

    python benchmarks/ladder.py --game duel --games 20 --jobs 2     # logs to benchmarks/logs/ladder.jsonl
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from runlog import logged, read  # noqa: E402

from wildwest.core.data import load_yaml  # noqa: E402
from wildwest.core.levels import LADDER_SCHEMA, LEVELS, ladder_path  # noqa: E402
from wildwest.core.simulate import simulate  # noqa: E402
from wildwest.games import game_class, game_names, get_game  # noqa: E402

# Seats in a ladder game: two, but Desperados' marshal meets three desperadoes (one level
# takes each side in turn). Deck Goes West plays versus.
PLAYERS = {"desperados": 4}
RESAMPLES = 400


def fixed_expert(game, times: float) -> int:
    """Let `game` make its expert with `times` hard's iterations, fixed; returns them."""
    make = type(game).make_bot
    deal = game.new_game({"players": PLAYERS.get(game.name, 2)}, 0)
    iterations = round(times * make(game, "hard", 0).settle(game.view(deal, 0)))

    def make_bot(level: str, seed: int = 0, **tuning):
        fixed = {"iterations": iterations} if level == "expert" else {}
        return make(game, level, seed, **{**fixed, **tuning})
    game.make_bot = make_bot
    return iterations


def score(task: tuple) -> dict:
    """One ladder game, (game, a, b, index, seed, expert times): `a`'s score against `b`,
    `a` in the first seat (or the marshal's) in every other game; game g is dealt from the
    same seed in every pairing."""
    name, a, b, index, seed, times = task
    game = game_class(name)()           # its own: fixed_expert must not touch the shared one
    fixed_expert(game, times)
    others = PLAYERS.get(name, 2) - 1
    first, second = (a, b) if index % 2 == 0 else (b, a)
    start = time.process_time()
    seats = simulate(game, [first] + [second] * others, 1, seed * 10_000 + index)["seats"]
    won = {first: seats[0]["wins"], second: sum(s["wins"] for s in seats[1:])}
    total = won[a] + won[b]         # a team's win is 1 for each member (Result.share)
    return {"game": name, "a": a, "b": b, "index": index, "seed": seed, "expert_times": times,
            "score": won[a] / total if total else 0.5, "cpu_s": round(time.process_time() - start, 2)}


def key(record: dict) -> tuple:
    return record["game"], record["a"], record["b"], record["index"], record["seed"], record["expert_times"]


def fit(results: dict) -> dict[str, float]:
    """Elo of every level from {(a, b): a's scores}: the Bradley-Terry strengths by the
    minorise-maximise iteration, with half a win and half a loss added to each pairing."""
    strength = dict.fromkeys(LEVELS, 1.0)
    for _ in range(300):
        for level in LEVELS:
            won, weight = 0.0, 0.0
            for (a, b), scores in results.items():
                if level in (a, b):
                    other = b if level == a else a
                    score = sum(scores) if level == a else len(scores) - sum(scores)
                    won += score + 0.5
                    weight += (len(scores) + 1) / (strength[level] + strength[other])
            strength[level] = won / weight
    return {level: 400 * math.log10(strength[level] / strength["random"]) for level in LEVELS}


def ladder(results: dict, seed: int) -> dict[str, dict]:
    """Each level's Elo and its 95 % interval (the fit over games resampled per pairing)."""
    rng = random.Random(seed)
    elo = fit(results)
    samples = [fit({k: rng.choices(v, k=len(v)) for k, v in results.items()}) for _ in range(RESAMPLES)]
    out = {}
    for level in LEVELS:
        spread = sorted(s[level] for s in samples)
        out[level] = {"elo": round(elo[level]), "low": round(spread[int(0.025 * RESAMPLES)]),
                      "high": round(spread[int(0.975 * RESAMPLES) - 1])}
    return out


def table(name: str, report: dict) -> str:
    """The ladder as a Markdown table for docs/measurements.md, strongest first."""
    rows = sorted(report["elo"].items(), key=lambda kv: -kv[1]["elo"])
    lines = [f"{get_game(name).title}, {report['games_per_pairing']} games a pairing:", "",
             "| level | Elo | 95 % interval |", "|---|---|---|"]
    lines += [f"| {level} | {e['elo']} | {e['low']} to {e['high']} |" for level, e in rows]
    return "\n".join(lines)


def tasks(name: str, games: int, seed: int, times: float, done: set) -> list[tuple]:
    """Game by game over the pairings in turn, so a run cut off has every pairing about as
    far; the games already in the log (`done`) are not played again."""
    out = [(name, a, b, g, seed, times) for g in range(games) for a, b in itertools.combinations(LEVELS, 2)]
    return [t for t in out if t not in done]


def run(name: str, args, command: str) -> dict | None:
    """The game's ladder from its log, played on where the log ends; None if `--minutes`
    ran out before every pairing had its games."""
    iterations = fixed_expert(game_class(name)(), args.expert_times)
    mine = [r for r in read(args.log, key) if key(r)[0] == name and r["seed"] == args.seed
            and r["expert_times"] == args.expert_times and r["index"] < args.games]
    mine += logged(score, tasks(name, args.games, args.seed, args.expert_times, set(map(key, mine))),
                   args.log, args.jobs, args.minutes)
    results = {pair: [] for pair in itertools.combinations(LEVELS, 2)}
    for r in sorted(mine, key=lambda r: r["index"]):
        results[r["a"], r["b"]].append(r["score"])
    for (a, b), scores in results.items():
        print(f"{name} {a} vs {b}: {sum(scores)} of {len(scores)}", file=sys.stderr, flush=True)
    if any(len(scores) < args.games for scores in results.values()):
        return None
    return {"command": command, "date": datetime.now(UTC).strftime("%Y-%m-%d"), "seed": args.seed,
            "games_per_pairing": args.games, "expert_iterations": iterations, "expert_times": args.expert_times,
            "elo": ladder(results, args.seed),
            "results": [{"level": a, "against": b, "score": sum(s), "games": len(s)}
                        for (a, b), s in results.items()]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_names())
    parser.add_argument("--games", type=int, default=20, help="games a pairing (even: sides alternate)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expert-times", type=float, default=2.0, help="expert's iterations, in hard's")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--minutes", type=float, default=0, help="start no game after this long (0: no limit)")
    parser.add_argument("--log", type=Path, default=Path("benchmarks/logs/ladder.jsonl"),
                        help="each game's record; the same command goes on where it ends (one log per bots' version)")
    args = parser.parse_args(argv)
    command = "python benchmarks/ladder.py " + " ".join(argv if argv is not None else sys.argv[1:])
    for name in args.game or game_names():
        report = run(name, args, command)
        if report is None:
            print(f"{name}: stopped before every pairing had {args.games} games; the same command goes on",
                  flush=True)
            continue
        path = ladder_path()
        ladders = load_yaml(path, LADDER_SCHEMA) if path.exists() else {}
        ladders[name] = report
        path.write_text("# Written by benchmarks/ladder.py (each game's last ladder); the setup screen reads it.\n"
                        + yaml.safe_dump(ladders, sort_keys=False), encoding="utf-8")
        print(table(name, report), flush=True)
        print(json.dumps({"game": name, "elo": report["elo"]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
