"""Record the golden Wild Ride playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/wildride/make_playthroughs.py        # rewrite every file
    WILDRIDE_REGEN=1 .venv/bin/python -m pytest tests/wildride/test_playthroughs.py

Regenerate only when a rules or bot change is meant to change these games
(wildwest/core/golden.py says what a recording holds).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.golden import write_recording  # noqa: E402
from wildwest.games.wildride.rules import WildRide  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, seed)
GAMES = {
    "two_easy_vs_random": (["easy", "random"], 21),
    "three_easy": (["easy", "easy", "easy"], 22),
    "four_mixed": (["easy", "random", "easy", "random"], 23),
    "two_hard_vs_easy": (["hard", "easy"], 24),
}


def record(name: str) -> int:
    return write_recording(WildRide(), *GAMES[name], HERE / f"{name}.json")


if __name__ == "__main__":
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        print(f"{name}: {record(name)} moves")
