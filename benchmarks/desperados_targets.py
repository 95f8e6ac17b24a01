"""Desperados: the gang's win rate for each count of desperadoes at each target per head.

One game is judged at every target: the bots play it aiming at one target (`--aim`, the
rulebook's $4,000 by default), and the gang's final booty is read against each target in
`--targets`. At the aimed target that is the real game. At another it assumes the bots
would have played the same way had they aimed there: exact for the easy bots (they never
read the target), an assumption for hard and expert (their rollouts score the gang's
chance against the target). `--check N` tests it: the first N rounds also play each count
for real at one of `--check-targets` (in turn), with the same seeds, and the report tells
whether that game was move for move the same and whether its verdict matches the
shortcut's. `--probe N` tests it decision by decision, cheaply: at every Nth choice of
easy games it asks the `--level` bot what it plays aiming at each target, and (the
control) aiming at the same target with another seed.

Each game goes to the log (one JSON line) as soon as it ends, so a run cut off still
counts; the rounds go over the counts in turn, so every count has as many games when it
stops. `--minutes` starts no new game after that long. The same command again goes on
where the log ends (games of the same level and seed already logged are not played again).
`--report LOG` prints the table of a log again.

    nice -n 10 python benchmarks/desperados_targets.py --level hard --games 20 --check 2
    nice -n 10 python benchmarks/desperados_targets.py --level hard --probe 40 --games 2
    python benchmarks/desperados_targets.py --level easy --games 200 --log build/easy.jsonl
    python benchmarks/desperados_targets.py --report benchmarks/logs/desperados_targets.jsonl
"""
from __future__ import annotations

import argparse
import dataclasses
import functools
import hashlib
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from runlog import log_arguments, logged, read  # noqa: E402

from wildwest.core.simulate import play_one, wilson  # noqa: E402
from wildwest.games import get_game  # noqa: E402

TARGETS = (3000, 3500, 4000, 4500, 5000)


class Recorder:
    """A bot that notes every option it chooses, so two games can be compared move by move."""

    def __init__(self, bot, trail: list) -> None:
        self.bot, self.trail = bot, trail

    def choose(self, view, decision):
        option = self.bot.choose(view, decision)
        self.trail.append(repr(option))
        return option


def game_of(seed: int, count: int, index: int, aim: int, make) -> dict:
    """One seeded game of `count` desperadoes at `aim` a head, the marshal in seat `index`
    modulo the seats; `make(seat, marshal, bot_seed)` makes each seat's bot. Its booty, CPU,
    move trail and the level each seat played (read from the bots made)."""
    n, trail = count + 1, []
    marshal = index % n
    bots = [Recorder(make(p, marshal, seed * 7919 + 1000 * count + index * n + p), trail) for p in range(n)]
    start = time.process_time()
    state = play_one(get_game("desperados"), bots, seed * 100_003 + 1000 * count + index,
                     config={"marshal": marshal, "target": aim})
    return {"booty": state.booty, "cpu_s": round(time.process_time() - start, 2),
            "trail": hashlib.sha256("\n".join(trail).encode()).hexdigest()[:16],
            "seats": [seat.bot.level for seat in bots]}


def play(task: tuple, aimed: int = 4000) -> dict:
    """One game: (level, seed, count of desperadoes, game index, target aimed at); a game at
    another target than the run's `aimed` is a check."""
    level, seed, count, index, aim = task
    game = get_game("desperados")
    return {"level": level, "seed": seed, "count": count, "index": index, "aim": aim, "check": aim != aimed,
            **game_of(seed, count, index, aim, lambda p, marshal, bot_seed: game.make_bot(level, bot_seed))}


class Prober:
    """An easy seat that, at every `every`-th decision with a choice, asks two twin bots of
    `level` (same seed, so the same search) what they would play aiming at `aim` and at each
    other target, and counts how often they agree. The game goes on by the easy bot."""

    def __init__(self, game, level: str, seed: int, every: int, aims: tuple, tally: dict) -> None:
        self.game, self.level, self.seed, self.every, self.aims, self.tally = game, level, seed, every, aims, tally
        self.easy, self.asked = game.make_bot("easy", seed), 0

    def choose(self, view, decision):
        if len(decision.options) > 1:
            self.asked += 1
            if self.asked % self.every == 0:
                self.compare(view, decision)
        return self.easy.choose(view, decision)

    def compare(self, view, decision) -> None:
        """The control: the same target, another seed (how often the search's own chance
        alone changes the pick)."""
        aim, *others = self.aims
        gang, seed = view.target // aim, self.seed + self.asked
        picks = {t: self.game.make_bot(self.level, seed).choose(
            dataclasses.replace(view, target=t * gang), decision) for t in self.aims}
        picks["control"] = self.game.make_bot(self.level, seed + 1_000_003).choose(view, decision)
        for t in [*others, "control"]:
            mine = self.tally.setdefault(str(t), [0, 0])
            mine[0] += picks[t] == picks[aim]
            mine[1] += 1


def probe(task: tuple) -> dict:
    """One easy game of `count` desperadoes with its decisions probed (`Prober`)."""
    level, seed, count, index, aim, every, targets = task
    game, n, tally = get_game("desperados"), count + 1, {}
    aims = (aim, *[t for t in targets if t != aim])
    bots = [Prober(game, level, seed * 7919 + 1000 * count + index * n + p, every, aims, tally) for p in range(n)]
    play_one(game, bots, seed * 100_003 + 1000 * count + index, config={"marshal": index % n, "target": aim})
    return {"count": count, "index": index, "agree": tally}


def probes(args) -> str:
    """How often the bot's decision is the same whichever target it aims at, per count."""
    todo = [(args.level, args.seed, c, i, args.aim, args.probe, tuple(args.targets))
            for i in range(args.games) for c in args.counts]
    totals: dict = {}
    for r in map(probe, todo):
        for t, (same, asked) in r["agree"].items():
            mine = totals.setdefault((r["count"], t), [0, 0])
            mine[0] += same
            mine[1] += asked
    lines = [f"{args.level} decisions the same aiming at ${args.aim:,} and at another target "
             f"(positions of {args.games} easy games a count, every {args.probe}th choice):"]
    for (count, t), (same, asked) in sorted(totals.items()):
        lo, hi = wilson(same, asked)
        at = f"${int(t):,}" if t.isdigit() else f"${args.aim:,} with another seed"
        lines.append(f"{count} desperadoes, {at}: {same}/{asked} = {100 * same / asked:.0f} % "
                     f"({100 * lo:.0f}-{100 * hi:.0f})")
    return "\n".join(lines)


def tasks(args, done: set) -> list[tuple]:
    """Round by round over the counts; a checked round adds one real game a count, at the
    check targets in turn (so two checked rounds play each count at both by default).
    Games already in the log (`done`) are not played again."""
    out = []
    for index in range(args.games):
        for i, count in enumerate(args.counts):
            out.append((args.level, args.seed, count, index, args.aim))
            if index < args.check:
                out.append((args.level, args.seed, count, index, args.check_targets[(i + index) % len(args.check_targets)]))
    return [t for t in out if t not in done]


def key(record: dict) -> tuple:
    return record["level"], record["seed"], record["count"], record["index"], record["aim"]


def cell(records: list[dict], count: int, target: int) -> dict:
    booty = [r["booty"] for r in records if r["count"] == count]
    wins = sum(b >= target * count for b in booty)
    lo, hi = wilson(wins, len(booty))
    return {"count": count, "target": target, "games": len(booty), "wins": wins,
            "rate": wins / len(booty) if booty else 0.0, "ci": (lo, hi)}


def nearest_even(records: list[dict], count: int, targets) -> int:
    """The target whose rate is nearest 50 %; among equals (few games), the one nearest the
    median booty a head, where the gang would win half."""
    median = statistics.median(r["booty"] / count for r in records if r["count"] == count)
    return min(targets, key=lambda t: (abs(cell(records, count, t)["rate"] - 0.5), abs(t - median)))


def table(records: list[dict], targets) -> str:
    """The shortcut's table (games played at the aimed target), one row per count."""
    shortcut = [r for r in records if not r["check"]]
    counts = sorted({r["count"] for r in shortcut})
    head = "| desperadoes | games | booty a head: mean, median | " + " | ".join(f"${t:,}" for t in targets)
    lines = [head + " | nearest even |", "|---" * (len(targets) + 4) + "|"]
    for count in counts:
        mine = [r for r in shortcut if r["count"] == count]
        cells = [cell(mine, count, t) for t in targets]
        heads = [r["booty"] / count for r in mine]
        text = [f"{c['wins']}/{c['games']} = {100 * c['rate']:.0f} % ({100 * c['ci'][0]:.0f}-{100 * c['ci'][1]:.0f})"
                for c in cells]
        booty = f"${statistics.fmean(heads):,.0f}, ${statistics.median(heads):,.0f}"
        lines.append(f"| {count} | {len(mine)} | {booty} | " + " | ".join(text)
                     + f" | ${nearest_even(mine, count, targets):,} |")
    return "\n".join(lines)


def checks(records: list[dict]) -> str:
    """Each real game at another target beside the shortcut's reading of the same seed."""
    aimed = {(r["count"], r["index"]): r for r in records if not r["check"]}
    lines = []
    for r in records:
        base = aimed.get((r["count"], r["index"]))
        if not r["check"] or base is None:
            continue
        real, read = r["booty"] >= r["aim"] * r["count"], base["booty"] >= r["aim"] * r["count"]
        lines.append(f"{r['count']} desperadoes, game {r['index']}, target ${r['aim']:,}: "
                     f"{'same game' if r['trail'] == base['trail'] else 'another game'}, "
                     f"booty ${r['booty']:,} (shortcut ${base['booty']:,}), "
                     f"verdict {'gang' if real else 'marshal'} ({'same' if real == read else 'DIFFERENT'})")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="hard", help="every seat's bot level")
    parser.add_argument("--games", type=int, default=20, help="games a count of desperadoes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--counts", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--targets", type=int, nargs="+", default=list(TARGETS))
    parser.add_argument("--aim", type=int, default=4000, help="the target the bots play at")
    parser.add_argument("--check", type=int, default=0, help="rounds also played for real at the check targets")
    parser.add_argument("--check-targets", type=int, nargs="+", default=[3000, 5000])
    log_arguments(parser, "benchmarks/logs/desperados_targets.jsonl")
    parser.add_argument("--probe", type=int, default=0,
                        help="instead of games of --level: probe every Nth choice of easy games")
    args = parser.parse_args(argv)
    if args.probe:
        print(f"{' '.join(sys.argv)}\n{datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n" + probes(args))
        return 0
    if args.report:
        print(report(read(args.report, key), args.targets))
        return 0
    records = [r for r in read(args.log, key) if r["level"] == args.level and r["seed"] == args.seed]
    todo = tasks(args, {key(r) for r in records})
    records += logged(functools.partial(play, aimed=args.aim), todo, args.log, args.jobs, args.minutes)
    print(f"{' '.join(sys.argv)}\n{datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n" + report(records, args.targets))
    return 0


def report(records: list[dict], targets) -> str:
    cpu = statistics.median(r["cpu_s"] for r in records) if records else 0
    return f"{table(records, targets)}\n{checks(records)}\nmedian CPU a game: {cpu} s"


if __name__ == "__main__":
    sys.exit(main())
