"""A long measurement's log: each game's record is one JSON line written as the game ends,
so a run cut off still counts, and the same command again goes on where the log ends."""
from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from pathlib import Path


def played(play, todo: list, jobs: int):
    """The games' records as they end: in this process, or `jobs` processes in parallel."""
    if jobs == 1:
        yield from map(play, todo)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from pool.imap(play, todo)


def logged(play, todo: list, log: Path, jobs: int, minutes: float):
    """Play `todo`, writing each game's record to `log` as it ends, and yield it; start no
    game after `minutes` (0: no limit)."""
    started = time.monotonic()
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("a") as out:
        for record in played(play, todo, jobs):
            out.write(json.dumps(record) + "\n")
            out.flush()
            yield record
            if minutes and time.monotonic() - started > 60 * minutes:
                break


def append(log: Path, record: dict) -> None:
    """One record written at once, outside a run (a calibration the run will read back)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("a") as out:
        out.write(json.dumps(record) + "\n")


def read(log: Path, key) -> list[dict]:
    """The log's records, each `key` once (two runs on one log may both have played a game)."""
    lines = log.read_text().splitlines() if log.exists() else []
    first: dict = {}
    for line in filter(str.strip, lines):
        record = json.loads(line)
        first.setdefault(key(record), record)
    return list(first.values())


def log_arguments(parser: argparse.ArgumentParser, log: str) -> None:
    """The options every logged measurement takes: games in parallel, a time limit, the log
    to go on from (`log` by default), and a log's report alone."""
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--minutes", type=float, default=0, help="start no game after this long (0: no limit)")
    parser.add_argument("--log", type=Path, default=Path(log))
    parser.add_argument("--report", type=Path, help="print the table of this log and stop")
