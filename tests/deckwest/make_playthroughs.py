"""Record the golden Deck Goes West playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/deckwest/make_playthroughs.py        # rewrite every file
    DECKWEST_REGEN=1 .venv/bin/python -m pytest tests/deckwest/test_playthroughs.py

(wildwest/core/golden.py says what a recording holds.)
Regenerate only when a rules or bot change is meant to change these games.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.golden import write_recording  # noqa: E402
from wildwest.games.deckwest.rules import DeckWest  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p. The
# characters are dealt, as every game was when these were first recorded (their moves and digests
# have not changed since; the recordings' config names the two options added since).
GAMES = {
    "versus_easy_vs_random": (["easy", "random"], 21, {"characters": "dealt"}),
    "versus_four_easy": (["easy", "easy", "easy", "easy"], 22, {"characters": "dealt"}),
    "coop_three_easy": (["easy", "easy", "easy"], 23, {"mode": "coop", "difficulty": "d12", "characters": "dealt"}),
    "solo_easy_railway_man": (["easy"], 24, {"mission": "railway_man", "characters": "dealt"}),
    "coop_feast_random": (["random", "random"], 25, {"mode": "coop", "mission": "the_feast", "difficulty": "d8",
                                                     "characters": "dealt"}),
}


def record(name: str) -> int:
    levels, seed, extra = GAMES[name]
    return write_recording(DeckWest(), levels, seed, HERE / f"{name}.json", extra)


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        print(f"{name}: {record(name)} moves")


if __name__ == "__main__":
    main()
