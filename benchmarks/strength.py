"""Strength of one search level against another at equal CPU per decision, as chess
engines are measured: a 2-seat (or 1 against many) match with the seats alternating, the
win rate with its 95 % Wilson interval.

Equal CPU: both levels are first timed on the same searched positions
(benchmarks/search.py), and the opponent's work (flat: playouts; hard, expert: iterations)
is scaled so its median CPU per searched decision matches the tested level's. Then the
games are played in chunks (one process per `--jobs`, each with its own seed), and summed.

    python benchmarks/strength.py --game duel --games 100                 # hard vs flat
    python benchmarks/strength.py --game duel --games 400 --jobs 2        # the full figure
    python benchmarks/strength.py --game durango --games 400 --seats 4    # 1 hard vs 3 flat
    python benchmarks/strength.py --game duel --games 100 --no-equal      # the shipped budgets
    python benchmarks/strength.py --game duel --games 200 --previous tied=0   # hard vs its previous self
    python benchmarks/strength.py --game durango --games 40 --seats 4 --set root=3   # a setting screened
    python benchmarks/strength.py --game duel --games 40 --against easy   # hard vs easy, hard's own budget

Prints one JSON object: the counts and interval, the opponent's scaled work, the
timings that set it, the command and the date. Run it under `nice` beside other work.
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import json
import multiprocessing
import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import measure, positions  # noqa: E402

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


def equalise(game_name: str, level: str, against: str, spots: int, players: int, sets: dict) -> dict:
    """Time both levels on the same positions (the tested one with `sets`); scale the
    opponent's work to match."""
    game = game_class(game_name)()      # its own: varied must not touch the shared one
    varied(game, level, level, sets)
    where = positions(game, players, spots)
    mine = measure(game, level, where, {})["cpu_ms"]["median"]
    theirs = measure(game, against, where, {})["cpu_ms"]["median"]
    work = max(1, round(work_of(game_name, against) * mine / theirs))
    return {"positions": len(where), f"{level}_cpu_ms": mine, f"{against}_cpu_ms": theirs,
            f"{against}_{WORK[against]}": work}


def varied(game, name: str, level: str, changes: dict) -> None:
    """Let `game` make the bot `name` as `level` with its Search changed so, at the same
    work: "previous" (the rule a change replaced), or the tested level itself (`--set`,
    which leaves an opponent sharing its Search as it was); other names are made as before."""
    make = type(game).make_bot

    def make_bot(other: str, seed: int = 0, **tuning):
        bot = make(game, level if other == name else other, seed, **tuning)
        if other == name:
            bot.search = dataclasses.replace(bot.search, **changes)
        return bot
    game.make_bot = make_bot


def _chunk(args) -> tuple[float, int, int]:
    game_name, levels, games, seed, changes, sets = args
    game = game_class(game_name)()      # its own: varied must not touch the shared one
    if levels[-1] == "previous":
        varied(game, "previous", levels[0], changes)
    else:
        varied(game, levels[0], levels[0], sets)
        tune(game_name, levels[-1], changes)
    report = simulate(game, levels, games, seed)
    return report["seats"][0]["wins"], report["draws"], games


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
    parser.add_argument("--positions", type=int, default=20, help="positions timed to equalise CPU")
    parser.add_argument("--no-equal", action="store_true", help="the shipped budgets, not equal CPU")
    parser.add_argument("--previous", action="append", type=setting, metavar="FIELD=VALUE",
                        help="play --level against itself with these Search fields changed, same work")
    parser.add_argument("--set", action="append", type=setting, default=[], metavar="FIELD=VALUE",
                        help="change these Search fields of the tested level only (a setting screened)")
    args = parser.parse_args(argv)
    against = "previous" if args.previous else args.against
    levels = [args.level] + [against] * (args.seats - 1)
    if args.previous:
        timing, changes = {}, dict(args.previous)
    else:
        timing = {} if args.no_equal or args.against not in WORK else \
            equalise(args.game, args.level, args.against, args.positions, args.seats, dict(args.set))
        work = WORK.get(args.against)
        changes = {work: timing[f"{args.against}_{work}"]} if timing else {}
    chunks, left, k = [], args.games, 0
    while left > 0:
        n = min(args.chunk or 5 * args.seats, left)
        chunks.append((args.game, levels, n, args.seed * 1000 + k, changes, dict(args.set)))
        left -= n
        k += 1
    if timing:
        print(f"equal CPU: {json.dumps(timing)}", file=sys.stderr, flush=True)
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        out = []
        for tally in (pool.imap(_chunk, chunks) if pool else map(_chunk, chunks)):
            out.append(tally)           # each chunk's tally on stderr, in order: a stopped run keeps its count
            print(f"{sum(g for _, _, g in out)} games: {sum(w for w, _, _ in out)} wins",
                  file=sys.stderr, flush=True)
    wins = sum(w for w, _, _ in out)
    games = sum(g for _, _, g in out)
    lo, hi = wilson(wins, games)
    print(json.dumps({
        "game": args.game, "level": args.level, "against": against, "seats": args.seats,
        "previous": dict(args.previous or ()) or None, "set": dict(args.set) or None,
        "games": games, "wins": wins, "draws": sum(d for _, d, _ in out),
        "win_rate": round(wins / games, 4), "win_rate_ci": [round(lo, 4), round(hi, 4)],
        "equal_cpu": timing or None, "seed": args.seed,
        "command": "python benchmarks/strength.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
