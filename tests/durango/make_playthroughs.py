"""Record the golden Durango playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/durango/make_playthroughs.py        # rewrite every file
    DURANGO_REGEN=1 .venv/bin/python -m pytest tests/durango/test_playthroughs.py

Regenerate only when a rules or bot change is meant to change these games
(wildwest/core/golden.py says what a recording holds).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.golden import write_recording  # noqa: E402
from wildwest.games.durango.rules import Durango  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, seed, yard variant); the bots of seat p are seeded with seed * 10 + p
GAMES = {
    "two_easy_vs_random": (["easy", "random"], 11, "stack"),
    "three_easy": (["easy", "easy", "easy"], 12, "stack"),
    "four_easy": (["easy", "easy", "easy", "easy"], 13, "stack"),
    "five_mixed": (["easy", "random", "easy", "random", "easy"], 14, "stack"),
    "two_hard_vs_easy": (["hard", "easy"], 15, "stack"),
    "four_easy_market": (["easy", "easy", "easy", "easy"], 16, "market"),
}


def record(name: str) -> int:
    levels, seed, yard = GAMES[name]
    return write_recording(Durango(), levels, seed, HERE / f"{name}.json", {"yard": yard})


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        print(f"{name}: {record(name)} moves")


if __name__ == "__main__":
    main()
