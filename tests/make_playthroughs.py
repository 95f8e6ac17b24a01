"""Record the golden playthroughs the shared battery replays (tests/test_every_game.py):

    .venv/bin/python tests/make_playthroughs.py GAME [NAME ...]   # that game's, or only these

Each game lists its golden games in tests/<game>/hooks.py (PLAYTHROUGHS) and keeps them in
tests/<game>/playthroughs/. Regenerate only when a rules or bot change is meant to change
these games (wildwest/core/golden.py says what a recording holds).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.battery import hooks, record, recording  # noqa: E402
from wildwest.games import get_game  # noqa: E402


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    game = get_game(argv[0])
    for name in argv[1:] or hooks(game.name).PLAYTHROUGHS:
        recording(game.name, name).parent.mkdir(exist_ok=True)
        print(f"{game.name} {name}: {record(game, name)} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
