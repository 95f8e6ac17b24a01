"""Saves: a game is its name, config, seed and the list of (player, option) taken.

Loading replays the moves through the engine, so a save is also a replay and an undo
history, and a save that no longer replays is reported instead of half-loaded. Writes
are atomic (temp file, then rename) so a kill mid-write never damages the last save.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .engine import IllegalMove, Option, digest
from .paths import user_dir

FORMAT = 1
SEAT_KINDS = ("human", "random", "easy", "hard")


class SaveError(ValueError):
    """A save that cannot be used, with a message fit to show a player."""


@dataclass
class SaveData:
    game: str
    config: dict
    seed: int
    seats: list[str]
    moves: list[tuple[int, Option]] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game, "config": self.config, "seed": self.seed,
                "seats": self.seats,
                "moves": [[player, option.to_json()] for player, option in self.moves]}

    @classmethod
    def from_json(cls, data: object) -> "SaveData":
        if not isinstance(data, dict):
            raise SaveError("the file does not hold a saved game")
        missing = [k for k in ("game", "config", "seed", "seats", "moves") if k not in data]
        if missing:
            raise SaveError(f"the save lacks {', '.join(missing)}")
        if data.get("format") != FORMAT:
            raise SaveError(f"the save is in format {data.get('format')!r}, this app reads {FORMAT}")
        seats = data["seats"]
        if not isinstance(seats, list) or any(s not in SEAT_KINDS for s in seats):
            raise SaveError(f"the save's seats are not valid: {seats!r}")
        try:
            moves = [(int(p), Option.from_json(o)) for p, o in data["moves"]]
        except (TypeError, ValueError) as err:
            raise SaveError(f"the save's move list is damaged ({err})") from None
        if not isinstance(data["config"], dict) or not isinstance(data["seed"], int):
            raise SaveError("the save's config or seed is damaged")
        return cls(str(data["game"]), data["config"], data["seed"], seats, moves)


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def retire_autosave() -> None:
    """A finished or conceded game's autosave becomes last_game.json: Continue skips it."""
    path = autosave_path()
    if path.exists():
        path.replace(path.with_name("last_game.json"))


def write_save(path: Path, save: SaveData) -> None:
    """Write atomically: a temp file in the same folder, fsync, then rename over."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(save.to_json(), handle, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> SaveData:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise SaveError(f"the save cannot be read ({err.strerror})") from None
    except UnicodeDecodeError:
        raise SaveError("the save is damaged (not UTF-8 text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"the save is damaged (not JSON: {err.msg} at line {err.lineno})") from None
    return SaveData.from_json(data)


def replay(save: SaveData):
    """Rebuild (game, state, events per move) from a save; SaveError if it does not replay."""
    from wildwest.games import get_game

    try:
        game = get_game(save.game)
    except KeyError:
        raise SaveError(f"the save is of an unknown game {save.game!r}") from None
    try:
        state = game.new_game(save.config, save.seed)
    except ValueError as err:
        raise SaveError(f"the save's config is not valid: {err}") from None
    if len(save.seats) != game.configure(save.config)["players"]:
        raise SaveError("the save's seats do not match its number of players")
    history = []
    for number, (player, option) in enumerate(save.moves, 1):
        try:
            history.append(game.apply(state, player, option))
        except IllegalMove as err:
            raise SaveError(f"move {number} of the save does not replay: {err}") from None
    return game, state, history


def quarantine(path: Path) -> Path:
    """Move a damaged save aside, untouched, so no later autosave overwrites it."""
    path = Path(path)
    stamp = time.strftime('%Y%m%d-%H%M%S')
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():          # a second damaged save in the same second: keep both
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target


def replay_summary(path: Path) -> dict:
    """What `main.py replay` prints: the game, the move count, the result and a digest."""
    save = read_save(path)
    game, state, _ = replay(save)
    res = game.result(state)
    return {
        "game": save.game, "moves": len(save.moves), "seed": save.seed,
        "finished": res is not None,
        "winners": list(res.winners) if res else None,
        "scores": list(res.scores) if res else None,
        "summary": res.summary if res else "not finished",
        "digest": digest(state),
    }
