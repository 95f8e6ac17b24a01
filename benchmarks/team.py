"""Deck Goes West co-op and solo: a team of one level against a team of another (the hard
team against the easy one by default) on every mission and bandit die, each deal played
by both teams (same seed, same configuration), so a cell compares the teams on the same
luck (issue 19 §3: target >= 10 points better on average, and no mission worse).

Cells are played round by round (every cell's first deal, then every cell's second...),
so a run stopped by `--minutes` (start no deal after that long) leaves every cell with
the same number of deals, give or take one. Each deal goes to the log (one JSON line) as
both teams finish it, and the same command again goes on where the log ends: the full
figure, 40 deals of 44 cells, is CPU-days, played a session at a time. A deal's seed
comes from its round and its cell's place among all cells, so `--missions` and `--dice`
pick deals without changing them. Co-op missions seat two players, solo missions one.
The report: the mean difference of the teams' win rates with Newcombe's 95 % interval
for paired proportions, each mission's and cell's wins, and the searching team's CPU
time a searched decision (median, p95). `--report LOG` prints it again.

    nice -n 10 python benchmarks/team.py --games 40 --jobs 2 --minutes 120
    python benchmarks/team.py --report benchmarks/logs/team.jsonl
    python benchmarks/team.py --games 2 --missions the_feast --dice d20 --log build/look.jsonl
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from desperados_sides import paired_gain  # noqa: E402
from runlog import log_arguments, logged, read  # noqa: E402

from wildwest.games.deckwest.rules import DeckWest  # noqa: E402
from wildwest.games.deckwest.setup import DIES  # noqa: E402


def cells(game) -> list[dict]:
    """Every playable co-op and solo mission with every bandit die, die by die, so a short
    run still plays every mission; a cell's place here makes its deals' seeds."""
    return [{"players": 1 if m.mode == "solo" else 2, "mode": m.mode, "mission": m.id, "difficulty": die}
            for die in DIES for m in game.c.missions.values() if m.mode != "versus" and m.playable]


def team_game(game, level: str, config: dict, seed: int, work: dict) -> tuple[bool, list[int]]:
    """One game of a team of `level` on the deal of `seed`: did the team win, and the CPU
    milliseconds of each decision the level searched."""
    state = game.new_game(dict(config), seed)
    bots = [game.make_bot(level, seed * 10 + p, **work) for p in range(config["players"])]
    searched = []
    while pending := game.pending(state):
        player, decision = next(iter(pending.items()))
        view = game.view(state, player)
        bot = bots[player]
        start = time.process_time()
        option = bot.choose(view, decision)
        if getattr(bot, "weighed", None) and bot.weighed(view, decision) is not None:
            searched.append(round((time.process_time() - start) * 1000))
        game.apply(state, player, option)
    return bool(state.winners), searched


def play(task: dict) -> dict:
    """One deal, both teams; the task's fields (its cell's place and configuration aside)
    and each team's result are the record."""
    game = DeckWest()
    deal = task["seed"] * 100_003 + task["index"] * 1_000 + task["place"]
    won, searched = team_game(game, task["level"], task["config"], deal, task["work"])
    other, _ = team_game(game, task["against"], task["config"], deal, {})
    fields = {k: v for k, v in task.items() if k not in ("place", "config")}
    return {**fields, "won": won, "other_won": other, "searched_ms": searched,
            "date": f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"}


def match(record: dict) -> tuple:
    """The teams a deal compared: (the searching level, the other, the searching level's work)."""
    return record["level"], record["against"], tuple(sorted(record["work"].items()))


def key(record: dict) -> tuple:
    """A deal's identity in the log (a task has the same fields)."""
    return record["seed"], record["index"], record["mission"], record["difficulty"], *match(record)


def tasks(args, done: set) -> list[dict]:
    """Round by round over the chosen cells; deals in the log (`done`) are not played again."""
    work = {"iterations": args.iterations} if args.iterations else {}
    chosen = [(place, c) for place, c in enumerate(cells(DeckWest()))
              if (not args.missions or c["mission"] in args.missions) and (not args.dice or c["difficulty"] in args.dice)]
    out = [{"seed": args.seed, "index": index, "mission": c["mission"], "difficulty": c["difficulty"],
            "level": args.level, "against": args.against, "work": work, "place": place, "config": c}
           for index in range(args.games) for place, c in chosen]
    return [t for t in out if key(t) not in done]


def verdict(ours: int, theirs: int, hi: float) -> str:
    """A mission is worse when its whole interval is below 0 (the target's test); fewer wins
    inside the noise are only behind."""
    return ", worse" if hi < 0 else ", behind within the noise" if ours < theirs else ""


def report(records: list[dict]) -> str:
    """Each match in the log (level, other, work): the mean difference, each mission's
    wins and whether it is worse, the cells' deal counts, the searched decisions' CPU."""
    lines = []
    for level, against, work in sorted(set(map(match, records))):
        mine = [r for r in records if match(r) == (level, against, work)]
        d, lo, hi = paired_gain([(r["won"], r["other_won"]) for r in mine])
        named = level + "".join(f" {k}={v}" for k, v in work)
        lines.append(f"the {named} team against the {against} team, {len(mine)} deals: {100 * d:+.1f} points "
                     f"(95 % CI {100 * lo:+.1f} to {100 * hi:+.1f}); target >= +10, no mission worse")
        for mission in sorted({r["mission"] for r in mine}):
            here = [r for r in mine if r["mission"] == mission]
            ours, theirs = sum(r["won"] for r in here), sum(r["other_won"] for r in here)
            d, lo, hi = paired_gain([(r["won"], r["other_won"]) for r in here])
            lines.append(f"  {mission}: {ours}/{len(here)} against {theirs}/{len(here)}, {100 * d:+.1f} points "
                         f"(CI {100 * lo:+.1f} to {100 * hi:+.1f}){verdict(ours, theirs, hi)}")
        counts = [sum(1 for r in mine if (r["mission"], r["difficulty"]) == (c["mission"], c["difficulty"]))
                  for c in cells(DeckWest())]
        lines.append(f"  deals a cell: {min(counts)} to {max(counts)} over {len(counts)} cells")
        ms = sorted(t for r in mine for t in r["searched_ms"])
        if ms:
            lines.append(f"  searched decisions: {len(ms)}, CPU median {statistics.median(ms):.0f} ms, "
                         f"p95 {ms[int(0.95 * len(ms))]} ms")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="deals a cell, at most")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--iterations", type=int, help="the searching level's iterations (a quick look, the tests)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--missions", nargs="*")
    parser.add_argument("--dice", nargs="*")
    log_arguments(parser, "benchmarks/logs/team.jsonl")
    args = parser.parse_args(argv)
    if args.report:
        print(report(read(args.report, key)))
        return 0
    records = read(args.log, key)
    records += logged(play, tasks(args, set(map(key, records))), args.log, args.jobs, args.minutes)
    print(f"{' '.join(sys.argv)}\n{datetime.now(UTC):%Y-%m-%d %H:%M} UTC\n" + report(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
