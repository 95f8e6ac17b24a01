"""Record the golden Desperados playthroughs replayed by test_playthroughs.py.

    .venv/bin/python tests/desperados/make_playthroughs.py        # rewrite every file
    DESPERADOS_REGEN=1 .venv/bin/python -m pytest tests/desperados/test_playthroughs.py

Each file is what wildwest.core.saves.SaveData.to_json writes (so `main.py replay` reads
it) plus "digests": the state digest after every move, and "summary": the result line.
When several seats are pending (the cards of a move), the first pending seat moves, as in
`simulate`. Regenerate only when a rules or bot change is meant to change these games.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from wildwest.core.engine import digest  # noqa: E402
from wildwest.core.saves import SaveData  # noqa: E402
from wildwest.games.desperados.rules import Desperados  # noqa: E402

HERE = Path(__file__).parent / "playthroughs"
# name -> (seat bot levels, marshal's seat, seed); the bot of seat p is seeded seed * 10 + p
GAMES = {
    "three_easy": (["easy", "easy", "easy"], 0, 21),
    "four_easy_marshal_last": (["easy", "easy", "easy", "easy"], 3, 22),
    "six_mixed": (["easy", "random", "easy", "easy", "random", "easy"], 1, 23),
    "hard_marshal_vs_easy_gang": (["hard", "easy", "easy"], 0, 24),
}


def play(levels: list[str], marshal: int, seed: int) -> tuple[SaveData, list[str], str]:
    game = Desperados()
    config = game.configure({"players": len(levels), "marshal": marshal})
    save = SaveData(game.name, config, seed, list(levels))
    state = game.new_game(config, seed)
    bots = [game.make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    digests = []
    while True:
        pending = game.pending(state)
        if not pending:
            break
        p, decision = next(iter(pending.items()))
        option = bots[p].choose(game.view(state, p), decision)
        game.apply(state, p, option)
        save.moves.append((p, option))
        digests.append(digest(state))
    return save, digests, game.result(state).summary


def record(name: str) -> Path:
    save, digests, summary = play(*GAMES[name])
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
