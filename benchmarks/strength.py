"""Strength of one search level against another at equal CPU per decision, as chess
engines are measured: a 2-seat (or 1 against many) match with the seats alternating, the
win rate with its 95 % Wilson interval.

Equal CPU: both levels are first timed on the same searched positions
(benchmarks/search.py), and the opponent's work (flat: playouts; hard, expert: iterations)
is scaled so its median CPU per searched decision matches the tested level's, then timed
at that work beside the level and scaled again until within 5 % (`equalise`). Then the
games are played in chunks (one process per `--jobs`, each with its own seed), and summed.

A figure of 400 games takes longer than a session: with `--log`, the calibration and each
chunk's tally go to the log as they are made, and the same command again goes on where the
log ends, with the calibration the log holds (so every chunk plays the same match).
`--minutes` starts no chunk after that long. A log belongs to one version of the bots.

    python benchmarks/strength.py --game duel --games 100                 # hard vs flat
    python benchmarks/strength.py --game duel --games 400 --jobs 2        # the full figure
    python benchmarks/strength.py --game durango --games 400 --seats 4    # 1 hard vs 3 flat
    python benchmarks/strength.py --game duel --games 100 --no-equal      # the shipped budgets
    python benchmarks/strength.py --game duel --games 200 --previous tied=0   # hard vs its previous self
    python benchmarks/strength.py --game durango --games 40 --seats 4 --set root=3   # a setting screened
    python benchmarks/strength.py --game duel --level expert --against hard --no-equal --set iterations=1760
                                                                     # expert at a fixed count, reproducible
    python benchmarks/strength.py --game duel --games 40 --against easy   # hard vs easy, hard's own budget
    python benchmarks/strength.py --game wildride --games 400 --log benchmarks/logs/strength.jsonl --minutes 60

Prints one JSON object: the counts and interval, the opponent's scaled work, the
timings that set it, the command and the date. Run it under `nice` beside other work.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from runlog import append, logged, played, read  # noqa: E402
from search import asked, in_turn, measure, positions  # noqa: E402

from wildwest.core.simulate import simulate, wilson  # noqa: E402
from wildwest.games import game_class, game_names  # noqa: E402

WORK = {"flat": "playouts", "hard": "iterations", "expert": "iterations"}


def search_of(game_name: str, level: str) -> tuple:
    """The game's bots module and the name of the Search the level reads (a game may give
    the flat level its own, FLAT)."""
    module = importlib.import_module(f"wildwest.games.{game_name}.bots")
    return module, "FLAT" if level == "flat" and hasattr(module, "FLAT") else "SEARCH"


def tune(game_name: str, level: str, changes: dict) -> None:
    """Change the level's Search in this process (a bot reads it when it is made)."""
    module, name = search_of(game_name, level)
    setattr(module, name, dataclasses.replace(getattr(module, name), **changes))


def work_of(game_name: str, level: str) -> int:
    module, name = search_of(game_name, level)
    return getattr(getattr(module, name), WORK[level])


CHECKS = 4          # at most so many timings of the opponent at its scaled work
CLOSE = 0.05        # the scaled work is kept once its median CPU is this near the level's
POSITIONS = 40      # positions timed to equalise CPU: a median of 20 moved 10-20 % between timings


def equalise(game_name: str, level: str, against: str, spots: int, players: int, sets: dict) -> dict:
    """Time both levels on the same positions (the tested one with `sets`) and scale the
    opponent's work to match: first in proportion to its shipped work's time, then timed
    at the scaled work beside the level, position by position (`search.in_turn`), and
    scaled again until within CLOSE. The proportion alone rests on two timings made
    minutes apart, the opponent's at a twelfth of its scaled work, so it drifts with the
    machine's load: the works logged on 2026-11-26 and 27, timed again beside hard position
    by position on 2026-11-28, took 16-43 % more CPU than hard (medians) in Wild Ride,
    Deck Goes West and Desperados (6 % in Duel)."""
    game = game_class(game_name)()      # its own: varied must not touch the shared one
    varied(game, level, level, sets)
    where = positions(game, players, spots)
    mine = measure(game, level, where, {})["cpu_ms"]["median"]
    theirs = measure(game, against, where, {})["cpu_ms"]["median"]
    name = WORK[against]
    checks = scaled(work_of(game_name, against), mine, theirs,
                    lambda work: in_turn(where, asked(game, level, {}), asked(game, against, {name: work})))
    work, mine, theirs = checks[-1]
    return {"positions": len(where), f"{level}_cpu_ms": mine, f"{against}_cpu_ms": theirs,
            f"{against}_{name}": work,
            "checks": [{name: w, f"{level}_cpu_ms": m, f"{against}_cpu_ms": t} for w, m, t in checks]}


def scaled(work: int, mine: float, theirs: float, beside) -> list[tuple[int, float, float]]:
    """The opponent's work scaled by the level's CPU over its own (`theirs` at `work`), then
    timed beside the level (`beside(work)` gives both medians) and scaled again until within
    CLOSE, at most CHECKS times: each check's (work, the level's ms, the opponent's ms)."""
    checks: list[tuple[int, float, float]] = []
    while len(checks) < CHECKS and (not checks or abs(theirs / mine - 1) > CLOSE):
        work = max(1, round(work * mine / theirs))
        mine, theirs = beside(work)
        checks.append((work, mine, theirs))
    return checks


def varied(game, name: str, level: str, changes: dict) -> None:
    """Let `game` make the bot `name` as `level` with its Search changed so, at the same
    work: "previous" (the rule a change replaced), or the tested level itself (`--set`,
    which leaves an opponent sharing its Search as it was); other names are made as before.
    `iterations` among the changes is fixed, so an expert plays it instead of its time budget."""
    make = type(game).make_bot

    def make_bot(other: str, seed: int = 0, **tuning):
        if other != name:
            return make(game, other, seed, **tuning)
        fixed = {"iterations": changes["iterations"]} if "iterations" in changes else {}
        bot = make(game, level, seed, **{**fixed, **tuning})
        bot.search = bot.search.changed(**changes)
        return bot
    game.make_bot = make_bot


def _chunk(args) -> dict:
    match, k, game_name, levels, games, seed, changes, sets = args
    game = game_class(game_name)()      # its own: varied must not touch the shared one
    if levels[-1] == "previous":
        varied(game, "previous", levels[0], changes)
    else:
        varied(game, levels[0], levels[0], sets)
        tune(game_name, levels[-1], changes)
    report = simulate(game, levels, games, seed)
    return {"match": match, "chunk": k, "wins": report["seats"][0]["wins"], "draws": report["draws"],
            "games": games}


def key(record: dict) -> tuple:
    """A chunk's place in its match, with its size (a chunk cut short by a smaller `--games`
    is played whole by a larger one); the match's calibration."""
    return record["match"], record.get("chunk", "calibration"), record.get("games")


def calibration(args, match: str, logged_before: dict) -> dict:
    """The CPU timing that scales the opponent's work: the log's, or made now (and logged,
    so a resumed run plays the same match)."""
    if args.no_equal or args.against not in WORK:
        return {}
    if (match, "calibration", None) in logged_before:
        return logged_before[match, "calibration", None]["timing"]
    timing = equalise(args.game, args.level, args.against, args.positions, args.seats, dict(args.set))
    if args.log:
        record = {"match": match, "timing": timing, "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}
        append(args.log, record)
    return timing


def setting(text: str) -> tuple[str, object]:
    """FIELD=VALUE of a Search, the value read as a number where it is one."""
    field, _, value = text.partition("=")
    try:
        return field, json.loads(value)
    except ValueError:
        return field, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=game_names())
    parser.add_argument("--level", default="hard", choices=list(WORK))
    parser.add_argument("--against", default="flat", choices=[*WORK, "easy"],
                        help="easy: no work to equalise, so the tested level keeps its own")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=2, help="1 tested bot against seats-1 opponents")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--chunk", type=int, help="games per process run (default: 5 seat rotations)")
    parser.add_argument("--positions", type=int, default=POSITIONS, help="positions timed to equalise CPU")
    parser.add_argument("--no-equal", action="store_true", help="the shipped budgets, not equal CPU")
    parser.add_argument("--previous", action="append", type=setting, metavar="FIELD=VALUE",
                        help="play --level against itself with these Search fields changed, same work")
    parser.add_argument("--log", type=Path, help="the calibration and each chunk's tally; the same command goes on")
    parser.add_argument("--minutes", type=float, default=0, help="with --log: start no chunk after this long")
    parser.add_argument("--set", action="append", type=setting, default=[], metavar="FIELD=VALUE",
                        help="change these Search fields of the tested level only (a setting screened)")
    args = parser.parse_args(argv)
    if args.set and args.against == args.level and not args.previous:
        parser.error("--set changes every seat of the tested level, so its opponent too: screen a "
                     "count against hard as --level expert --set iterations=N, a rule with --previous")
    against = "previous" if args.previous else args.against
    levels = [args.level] + [against] * (args.seats - 1)
    size = args.chunk or 5 * args.seats
    match = {"game": args.game, "level": args.level, "against": against, "seats": args.seats,
             "seed": args.seed, "chunk": size, "no_equal": args.no_equal,
             "previous": dict(args.previous or ()), "set": dict(args.set)}
    if not (args.no_equal or args.previous) and args.against in WORK:
        match["equal_cpu"] = "checked"      # a log's matches from before `equalise` checked its scaling stay apart
    match = json.dumps(match, sort_keys=True)
    before = {key(r): r for r in read(args.log, key) if r["match"] == match} if args.log else {}
    if args.previous:
        timing, changes = {}, dict(args.previous)
    else:
        timing = calibration(args, match, before)
        work = WORK.get(args.against)
        changes = {work: timing[f"{args.against}_{work}"]} if timing else {}
    if timing:
        print(f"equal CPU: {json.dumps(timing)}", file=sys.stderr, flush=True)
    chunks = [(match, k, args.game, levels, min(size, args.games - k * size), args.seed * 1000 + k, changes,
               dict(args.set)) for k in range(-(-args.games // size))]
    out = [before[c[:2] + c[4:5]] for c in chunks if c[:2] + c[4:5] in before]
    todo = [c for c in chunks if c[:2] + c[4:5] not in before]
    tallies = logged(_chunk, todo, args.log, args.jobs, args.minutes) if args.log else played(_chunk, todo, args.jobs)
    for tally in tallies:
        out.append(tally)           # each chunk's tally on stderr, in order: a stopped run keeps its count
        print(f"{sum(t['games'] for t in out)} games: {sum(t['wins'] for t in out)} wins",
              file=sys.stderr, flush=True)
    wins = sum(t["wins"] for t in out)
    games = sum(t["games"] for t in out)
    lo, hi = wilson(wins, games)
    print(json.dumps({
        "game": args.game, "level": args.level, "against": against, "seats": args.seats,
        "previous": dict(args.previous or ()) or None, "set": dict(args.set) or None,
        "games": games, "wins": wins, "draws": sum(t["draws"] for t in out),
        "win_rate": round(wins / games, 4), "win_rate_ci": [round(lo, 4), round(hi, 4)],
        "equal_cpu": timing or None, "seed": args.seed,
        "command": "python benchmarks/strength.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
