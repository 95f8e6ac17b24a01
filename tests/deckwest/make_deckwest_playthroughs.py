"""Record the golden Deck Goes West playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/deckwest/make_deckwest_playthroughs.py        # rewrite every file
    DECKWEST_REGEN=1 .venv/bin/python -m pytest tests/deckwest/test_playthroughs.py

Each file is what wildwest.core.saves.SaveData.to_json writes (so `main.py replay` reads
it) plus "digests": the state digest after every move, and "summary": the result line.
Regenerate only when a rules or bot change is meant to change these games.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.engine import digest  # noqa: E402
from wildwest.core.saves import SaveData  # noqa: E402
from wildwest.games.deckwest.rules import DeckWest  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, seed, config); the bots of seat p are seeded with seed * 10 + p
GAMES = {
    "versus_easy_vs_random": (["easy", "random"], 21, {}),
    "versus_four_easy": (["easy", "easy", "easy", "easy"], 22, {}),
    "coop_three_easy": (["easy", "easy", "easy"], 23, {"mode": "coop", "difficulty": "d12"}),
    "solo_easy_railway_man": (["easy"], 24, {"mission": "railway_man"}),
    "coop_feast_random": (["random", "random"], 25, {"mode": "coop", "mission": "the_feast", "difficulty": "d8"}),
}


def play(levels: list[str], seed: int, extra: dict) -> tuple[SaveData, list[str], str]:
    game = DeckWest()
    config = game.configure(dict(extra, players=len(levels)))
    save = SaveData(game.name, config, seed, list(levels))
    state = game.new_game(config, seed)
    bots = [game.make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    digests = []
    while True:
        pending = game.pending(state)
        if not pending:
            break
        (p, decision), = pending.items()
        option = bots[p].choose(game.view(state, p), decision)
        game.apply(state, p, option)
        save.moves.append((p, option))
        digests.append(digest(state))
    return save, digests, game.result(state).summary


def record(name: str) -> Path:
    levels, seed, extra = GAMES[name]
    save, digests, summary = play(levels, seed, extra)
    data = save.to_json()
    data["digests"] = digests
    data["summary"] = summary
    path = HERE / f"{name}.json"
    path.write_text(json.dumps(data, indent=None, separators=(",", ":")) + "\n")
    return path


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name in GAMES:
        path = record(name)
        print(f"{path.name}: {len(json.loads(path.read_text())['moves'])} moves")


if __name__ == "__main__":
    main()
