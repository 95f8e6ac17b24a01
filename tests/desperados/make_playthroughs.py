"""Record the golden Desperados playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/desperados/make_playthroughs.py        # rewrite every file
    DESPERADOS_REGEN=1 .venv/bin/python -m pytest tests/desperados/test_playthroughs.py

(wildwest/core/golden.py says what a recording holds.)
When several seats are pending (the cards of a move), the lowest pending seat moves first, as in
`simulate`. Regenerate only when a rules or bot change is meant to change these games.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.golden import write_recording  # noqa: E402
from wildwest.games.desperados.rules import Desperados  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, marshal's seat, seed); the bot of seat p is seeded seed * 10 + p
GAMES = {
    "three_easy": (["easy", "easy", "easy"], 0, 21),
    "four_easy_marshal_last": (["easy", "easy", "easy", "easy"], 3, 22),
    "six_mixed": (["easy", "random", "easy", "easy", "random", "easy"], 1, 23),
    "hard_marshal_vs_easy_gang": (["hard", "easy", "easy"], 0, 24),
}


def record(name: str) -> int:
    levels, marshal, seed = GAMES[name]
    return write_recording(Desperados(), levels, seed, HERE / f"{name}.json", {"marshal": marshal})


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        print(f"{name}: {record(name)} moves")


if __name__ == "__main__":
    main()
