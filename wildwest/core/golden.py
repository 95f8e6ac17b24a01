"""Golden playthroughs: seeded bot games recorded move by move, replayed by the tests.

A recording is what saves.SaveData.to_json writes (so `main.py replay` reads it) plus
"digests", the state digest after every move, and "summary", the result line. A change
that alters any move, any state or the result shows up as the first move that differs.
"""
from __future__ import annotations

import json
from pathlib import Path

from .engine import Game, digest
from .saves import SaveData


def record_game(game: Game, levels: list[str], seed: int,
                options: dict | None = None) -> tuple[SaveData, list[str], str]:
    """Play one seeded game (with the game's `options`, a variant say); seat p's bot is
    seeded seed * 10 + p, and where several seats are pending at once the lowest moves first."""
    config = game.configure(dict(options or {}, players=len(levels)))
    save = SaveData(game.name, config, seed, list(levels))
    state = game.new_game(config, seed)
    bots = [game.make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    digests = []
    while True:
        pending = game.pending(state)
        if not pending:
            break
        p = min(pending)
        option = bots[p].choose(game.view(state, p), pending[p])
        game.apply(state, p, option)
        save.moves.append((p, option))
        digests.append(digest(state))
    return save, digests, game.result(state).summary


def write_recording(game: Game, levels: list[str], seed: int, path: Path,
                    options: dict | None = None) -> int:
    """Record a game into `path`; returns its number of moves."""
    save, digests, summary = record_game(game, levels, seed, options)
    data = dict(save.to_json(), digests=digests, summary=summary)
    Path(path).write_text(json.dumps(data, separators=(",", ":")) + "\n")
    return len(save.moves)


def first_difference(game: Game, path: Path) -> str | None:
    """Replay a recording move by move: None when every digest and the result match, else
    what differs first."""
    data = json.loads(Path(path).read_text())
    save = SaveData.from_json(data)
    state = game.new_game(save.config, save.seed)
    if len(save.moves) != len(data["digests"]):
        return "the recording has a digest for each move"
    for number, ((player, option), expected) in enumerate(zip(save.moves, data["digests"]), 1):
        game.apply(state, player, option)
        if digest(state) != expected:
            return f"move {number} ({option!r}) differs"
    if game.pending(state):
        return "the game does not end where the recording ends"
    summary = game.result(state).summary
    return None if summary == data["summary"] else f"the result differs: {summary}"


def replays_by_bots(game: Game, levels: list[str], seed: int, path: Path,
                    options: dict | None = None) -> bool:
    """The seeded bots still play the recorded game, move for move."""
    data = json.loads(Path(path).read_text())
    save, digests, _ = record_game(game, levels, seed, options)
    return [[p, o.to_json()] for p, o in save.moves] == data["moves"] and digests == data["digests"]
