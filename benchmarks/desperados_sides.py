"""Desperados: what the search gains each side, the other side keeping the flat search
(issue 19 §3: target >= 10 points gained by the side that searches).

Three cells for each count of desperadoes (`--counts`, 3 and 5 by default), every game at
$4,000 a head (`--aim`) with the rulebook's timing: both sides flat (the baseline), the marshal
hard against a flat gang, a flat marshal against a hard gang. A side's gain is its win
rate when it searches minus its win rate in the baseline. Every cell of a count plays the
same deals (game index: the deal, the marshal's seat and every seat's bot seed), so a gain
compares like with like; its 95 % interval is Newcombe's for paired proportions (his
method 10), over the deals both cells played.

Equal CPU: once per count, hard and flat are timed on the same searched positions and
flat's playouts scaled so its median CPU per searched decision matches hard's
(benchmarks/strength.py's `equalise`). The calibration goes to the log first, and a
resumed run reuses it. Each game goes to the log (one JSON line) as it ends; the rounds go
over the counts and cells in turn, so every cell has as many games when a run stops
(`--minutes` starts no game after that long). The same command again goes on where the
log ends. `--report LOG` prints the table of a log again.

    nice -n 10 python benchmarks/desperados_sides.py --games 200 --jobs 2 --log LOG
    python benchmarks/desperados_sides.py --report LOG
    python benchmarks/desperados_sides.py --games 2 --iterations 4 --playouts 4 --log build/look.jsonl

`--iterations` (hard) and `--playouts` (flat, no calibration) are for a quick look and
the tests; keep one log per budget. A side cannot gain more than the other side wins in the
baseline: where that is near 10 % (5 desperadoes at $4,000, in the target table), the
marshal's target needs another `--aim` (that table's nearest even target).

A screen: `--set FIELD=VALUE` changes the searching level's Search (its cells are named
by the changes, "hard root=4 ..."), `--against hard` makes the shipped hard the other side
and the baseline, `--no-equal` leaves both at their own budgets (what spending more buys):

    nice -n 5 python benchmarks/desperados_sides.py --counts 3 --against hard --no-equal \
        --set root=4 --set depth=1 --set iterations=640 --log build/screen.jsonl
"""
from __future__ import annotations

import argparse
import functools
import math
import statistics
import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from desperados_targets import game_of  # noqa: E402
from runlog import log_arguments, logged, read  # noqa: E402
from strength import POSITIONS, WORK, equalise, setting, varied  # noqa: E402

from wildwest.core.simulate import wilson  # noqa: E402
from wildwest.games import game_class  # noqa: E402


def label(level: str, sets: dict) -> str:
    """A searching level's name in the log: the level, and the changes a screen made."""
    return " ".join([level, *(f"{k}={v}" for k, v in sorted(sets.items()))])


def cells(searcher: str, against: str) -> tuple:
    """(the marshal's level, the gang's): the baseline, the marshal searching, the gang."""
    return (against, against), (searcher, against), (against, searcher)


def play(task: tuple) -> dict:
    """One game: (seed, count, target a head, index, the marshal's level, the gang's, and
    by level name: (the level, its Search's changes, the work it is made with; none: its own))."""
    seed, count, aim, index, marshal, gang, levels = task
    game = game_class("desperados")()       # its own: varied must not touch the shared one
    for name, (level, sets, _) in levels.items():
        if sets:
            varied(game, name, level, sets)

    def make(seat: int, marshal_seat: int, bot_seed: int):
        name = marshal if seat == marshal_seat else gang
        return game.make_bot(name, bot_seed, **levels[name][2])
    record = {"seed": seed, "count": count, "aim": aim, "index": index, "marshal": marshal, "gang": gang,
              "work": {name: levels[name][2] for name in (marshal, gang)}, **game_of(seed, count, index, aim, make)}
    record["gang_won"] = record["booty"] >= aim * count
    return record


def calibrate(count: int, positions: int, level: str = "hard", against: str = "flat", sets: dict | None = None) -> dict:
    """The opponent's work for equal CPU with the searching level (changed by `sets`) per
    searched decision, `count` desperadoes."""
    sets = sets or {}
    return {"count": count, "searcher": label(level, sets), "against": against,
            "calibration": equalise("desperados", level, against, positions, count + 1, sets),
            "date": f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"}


def calibrations(args, records: list[dict]) -> list[dict]:
    """The calibrations of the counts the log has none for, made and logged."""
    searcher = label(args.level, dict(args.set))
    missing = [c for c in args.counts if ("calibration", c, searcher, args.against) not in set(map(key, records))]
    made = []
    calibrate_one = functools.partial(calibrate, positions=args.positions, level=args.level, against=args.against,
                                      sets=dict(args.set))
    for calibration in logged(calibrate_one, missing, args.log, 1, 0):
        print(f"equal CPU, {calibration['count']} desperadoes: {calibration['calibration']}", file=sys.stderr, flush=True)
        made.append(calibration)
    return made


def key(record: dict) -> tuple:
    if "calibration" in record:     # the first logs' calibrations were all hard's against flat
        return "calibration", record["count"], record.get("searcher", "hard"), record.get("against", "flat")
    return record["seed"], record["count"], record["aim"], record["index"], record["marshal"], record["gang"]


def tasks(args, work: dict, done: set) -> list[tuple]:
    """Round by round over the counts and the cells; games in the log (`done`) are not
    played again. `work`: the opponent's work by count."""
    sets = dict(args.set)
    searcher = label(args.level, sets)
    mine = {"iterations": args.iterations} if args.iterations else {}
    out = [(args.seed, count, args.aim, index, marshal, gang,
            {searcher: (args.level, sets, mine), args.against: (args.against, {}, work[count])})
           for index in range(args.games) for count in args.counts for marshal, gang in cells(searcher, args.against)]
    return [t for t in out if t[:6] not in done]


def paired_gain(pairs: list[tuple[bool, bool]]) -> tuple[float, float, float]:
    """The first win rate minus the second over the same deals, (first won, second won) a
    deal, with Newcombe's 95 % interval for paired proportions (method 10): each rate's
    Wilson interval, joined by how much the two agree deal by deal (phi), so a pairing
    that agrees narrows the interval."""
    n = len(pairs)
    if not n:
        return 0.0, -1.0, 1.0
    both = sum(x and y for x, y in pairs)
    first = sum(x and not y for x, y in pairs)
    second = sum(y and not x for x, y in pairs)
    neither = n - both - first - second
    p1, p2 = (both + first) / n, (both + second) / n
    (l1, u1), (l2, u2) = wilson(both + first, n), wilson(both + second, n)
    margins = (both + first) * (second + neither) * (both + second) * (first + neither)
    phi = (both * neither - first * second) / math.sqrt(margins) if margins else 0.0
    below = (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2
    above = (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2
    return p1 - p2, p1 - p2 - math.sqrt(max(0.0, below)), p1 - p2 + math.sqrt(max(0.0, above))


def gain(games: list[dict], side: str, searcher: str = "hard", against: str = "flat"
         ) -> tuple[tuple[float, float, float], int]:
    """`side`'s gain ("marshal" or "gang") in games of one count and target: its win rate
    when it searches minus its baseline rate, over the deals both cells played; and their
    number."""
    def won(r):
        return r["gang_won"] == (side == "gang")
    baseline, marshal, gang = cells(searcher, against)
    cell = marshal if side == "marshal" else gang
    searched, baseline = ({(r["seed"], r["index"]): r for r in games if (r["marshal"], r["gang"]) == c}
                          for c in (cell, baseline))
    pairs = [(won(searched[i]), won(baseline[i])) for i in sorted(searched.keys() & baseline.keys())]
    return paired_gain(pairs), len(pairs)


def matches(games: list[dict]) -> list[tuple[str, str]]:
    """(the searching level, its opponent) of each match in `games`: a baseline's level
    is the opponent of the levels that met it."""
    baselines = {r["marshal"] for r in games if r["marshal"] == r["gang"]}
    found = set()
    for r in games:
        if r["marshal"] != r["gang"]:
            found.add((r["marshal"], r["gang"]) if r["gang"] in baselines else (r["gang"], r["marshal"]))
    return sorted(found)


def report(records: list[dict]) -> str:
    lines = []
    calibrations = {key(r)[1:]: r for r in records if "calibration" in r}
    games = [r for r in records if "calibration" not in r]
    for count, aim in sorted({(r["count"], r["aim"]) for r in games}):
        here = [r for r in games if (r["count"], r["aim"]) == (count, aim)]
        for searcher, against in matches(here):
            lines += match_lines(count, aim, searcher, against, here, calibrations)
    return "\n".join(lines)


def match_lines(count: int, aim: int, searcher: str, against: str, here: list[dict], calibrations: dict) -> list[str]:
    """One match's table at one count and target: the calibration, each cell, each side's gain."""
    lines = []
    mine = [r for r in here if {r["marshal"], r["gang"]} <= {searcher, against}]
    lines.append(f"{count} desperadoes, ${aim:,} a head, {searcher} against {against}:")
    if (count, searcher, against) in calibrations:
        c, when = calibrations[count, searcher, against]["calibration"], calibrations[count, searcher, against]["date"]
        level, work = searcher.split()[0], WORK[against]
        lines.append(f"  equal CPU ({when}, {c['positions']} positions): {against} {c[f'{against}_{work}']} {work} "
                     f"for {searcher}'s {c[f'{level}_cpu_ms']} ms CPU a searched decision ({against} "
                     f"{c[f'{against}_cpu_ms']} ms at its shipped {work})")
    for marshal, gang in cells(searcher, against):
        cell = [r for r in mine if (r["marshal"], r["gang"]) == (marshal, gang)]
        wins = sum(r["gang_won"] for r in cell)
        lo, hi = wilson(wins, len(cell))
        cpu = round(statistics.median(r["cpu_s"] for r in cell), 1) if cell else 0
        lines.append(f"  marshal {marshal}, gang {gang}: the gang wins {wins}/{len(cell)} = "
                     f"{100 * wins / max(1, len(cell)):.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f} %), "
                     f"median CPU a game {cpu} s")
    for side in ("marshal", "gang"):
        (d, lo, hi), n = gain(mine, side, searcher, against)
        lines.append(f"  the {side} searching gains {100 * d:+.1f} points (95 % CI {100 * lo:+.1f} to "
                     f"{100 * hi:+.1f}) over {n} deal{'' if n == 1 else 's'}; target >= +10")
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games a cell")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--counts", type=int, nargs="+", default=[3, 5])
    parser.add_argument("--aim", type=int, default=4000, help="the target a head (rulebook: 4000)")
    parser.add_argument("--positions", type=int, default=POSITIONS, help="positions timed to equalise CPU")
    parser.add_argument("--playouts", type=int, help="flat's playouts, instead of equal CPU")
    parser.add_argument("--iterations", type=int, help="hard's iterations (needs --playouts)")
    parser.add_argument("--level", default="hard", choices=["hard", "expert"], help="the side that searches")
    parser.add_argument("--against", default="flat", choices=list(WORK), help="the other side, and the baseline")
    parser.add_argument("--set", action="append", type=setting, default=[], metavar="FIELD=VALUE",
                        help="change the searching level's Search (a setting screened)")
    parser.add_argument("--no-equal", action="store_true", help="each level at its own budget, no calibration")
    log_arguments(parser, "benchmarks/logs/desperados_sides.jsonl")
    args = parser.parse_args(argv)
    if args.report:
        print(report(read(args.report, key)))
        return 0
    if args.iterations and not (args.playouts or args.no_equal):
        parser.error("--iterations needs --playouts (the calibration times hard's shipped iterations)")
    records = read(args.log, key)
    if args.no_equal:
        work = dict.fromkeys(args.counts, {})
    elif args.playouts:
        work = dict.fromkeys(args.counts, {"playouts": args.playouts})
    else:
        records += calibrations(args, records)
        searcher, name = label(args.level, dict(args.set)), WORK[args.against]
        work = {r["count"]: {name: r["calibration"][f"{args.against}_{name}"]} for r in records
                if "calibration" in r and key(r)[2:] == (searcher, args.against)}
    records = [r for r in records if "calibration" in r or r["seed"] == args.seed]
    records += logged(play, tasks(args, work, set(map(key, records))), args.log, args.jobs, args.minutes)
    print(f"{' '.join(sys.argv)}\n{datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n" + report(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
