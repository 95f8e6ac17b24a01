"""Record the golden Wild Ride playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/wildride/make_playthroughs.py        # rewrite every file
    WILDRIDE_REGEN=1 .venv/bin/python -m pytest tests/wildride/test_playthroughs.py

Each file is what wildwest.core.saves.SaveData.to_json writes (so `main.py replay` reads
it) plus "digests": the state digest after every move, and "summary": the result line.
Where several seats are pending at once, the lowest seat moves first.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.engine import digest  # noqa: E402
from wildwest.core.saves import SaveData  # noqa: E402
from wildwest.games.wildride.rules import WildRide  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, seed); the bots of seat p are seeded with seed * 10 + p
GAMES = {
    "two_easy_vs_random": (["easy", "random"], 21),
    "three_easy": (["easy", "easy", "easy"], 22),
    "four_mixed": (["easy", "random", "easy", "random"], 23),
    "two_hard_vs_easy": (["hard", "easy"], 24),
}


def play(levels: list[str], seed: int) -> tuple[SaveData, list[str], str]:
    game = WildRide()
    config = game.configure({"players": len(levels)})
    save = SaveData(game.name, config, seed, list(levels))
    state = game.new_game(config, seed)
    bots = [game.make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    digests = []
    while game.pending(state):
        p = min(game.pending(state))
        option = bots[p].choose(game.view(state, p), game.pending(state)[p])
        game.apply(state, p, option)
        save.moves.append((p, option))
        digests.append(digest(state))
    return save, digests, game.result(state).summary


def record(name: str) -> Path:
    save, digests, summary = play(*GAMES[name])
    data = dict(save.to_json(), digests=digests, summary=summary)
    path = HERE / f"{name}.json"
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    return path


if __name__ == "__main__":
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        print(f"{record(name).name}: {len(json.loads((HERE / f'{name}.json').read_text())['moves'])} moves")
