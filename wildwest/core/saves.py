"""Saves: a game is its name, config, seed and the list of (player, option) taken.

Loading replays the moves through the engine, so a save is also a replay and an undo
history, and a save that no longer replays is reported instead of half-loaded. Writes
are atomic (temp file, then rename) so a kill mid-write never damages the last save.
"""
from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from .data import DataError
from .engine import IllegalMove, Option, brief, digest
from .levels import OFFERED
from .paths import TEMP_PREFIX, TEMP_SUFFIX, FileRefused, NoUserDir, read_regular_file, user_dir, write_atomic

FORMAT = 1
SEAT_KINDS = ("human",) + OFFERED
# The longest of 1,500 random 5-seat Durango games saved 50,825 bytes in 660 moves (random
# play runs longer than real play); the caps leave a margin of about 20 and 15 times.
MAX_SAVE_BYTES = 1_000_000
MAX_MOVES = 10_000
MAX_TEXT = 100              # characters in a game name, a config value, an option's word
MAX_INT = 2**63             # seeds and numbers in options: a real save's fit in 64 bits
MAX_FIELDS = 32             # entries in a config or an option
MAX_MESSAGE = 200           # a SaveError's message, one line


class SaveError(ValueError):
    """A save that cannot be used, with a message fit to show a player: one line, short."""

    def __init__(self, message: str) -> None:
        text = " ".join(str(message).split())
        super().__init__(text if len(text) <= MAX_MESSAGE else text[: MAX_MESSAGE - 3] + "...")


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
    def from_json(cls, data: object) -> SaveData:
        """Check a parsed save against the schema before anything replays it: every type,
        range and size, a known game, a config it accepts, one seat per player, and each
        move a seat in range with an option of plain values. SaveError names what is wrong."""
        from wildwest.games import game_names, get_game

        if not isinstance(data, dict):
            raise SaveError("the file does not hold a saved game")
        missing = [k for k in ("game", "config", "seed", "seats", "moves") if k not in data]
        if missing:
            raise SaveError(f"the save lacks {', '.join(missing)}")
        if not _is_int(data.get("format")) or data["format"] != FORMAT:
            raise SaveError(f"the save is in format {brief(data.get('format'))}, this app reads {FORMAT}")
        name = data["game"]
        if not isinstance(name, str) or name not in game_names():
            raise SaveError(f"the save is of an unknown game {brief(name)}")
        game = get_game(name)       # a DataError here is the app's data at fault, not the save
        if not _is_plain_map(data["config"], scalar_only=True):
            raise SaveError("the save's config is damaged")
        _check_config(game, data["config"])
        try:
            config = game.configure(data["config"])
        except ValueError as err:
            raise SaveError(f"the save's config is not valid: {err}") from None
        if not _is_int(data["seed"]):
            raise SaveError("the save's seed is damaged")
        seats = data["seats"]
        if not isinstance(seats, list) or not all(isinstance(s, str) and s in SEAT_KINDS for s in seats):
            raise SaveError(f"the save's seats are not valid: {brief(seats)}")
        if len(seats) != config["players"]:
            raise SaveError(f"the save seats {len(seats)} for a game of {config['players']} players")
        return cls(name, data["config"], data["seed"], seats, _moves(data["moves"], len(seats)))


def _check_config(game, config: dict) -> None:
    """Every key is one the game offers, and every value is one of its values in type too:
    Python finds True == 1 == 1.0, so without this `"marshal": true` would play as seat 1."""
    choices = {choice.key: choice.values for choice in game.options}
    unknown = [key for key in config if key != "players" and key not in choices]
    if unknown:
        raise SaveError(f"the save's config has settings {game.title} does not have: "
                        f"{', '.join(brief(key, 40) for key in unknown)}")
    for key, value in config.items():
        if key == "players" and not _is_int(value):
            raise SaveError(f"the save's config is not valid: {game.title} takes {game.min_players}-"
                            f"{game.max_players} players, not {brief(value, 40)}")
        if key != "players" and not _one_of(value, choices[key]):
            raise SaveError(f"the save's config is not valid: {game.title}: {key} must be one of "
                            f"{list(choices[key])}")


def _exact(value: object) -> object:
    """A value with its type, so that True, 1.0 and 1 differ (lists item by item)."""
    if isinstance(value, (list, tuple)):
        return tuple(_exact(v) for v in value)
    return type(value), value


def _one_of(value: object, allowed) -> bool:
    return any(_exact(value) == _exact(v) for v in allowed)


def _is_int(value: object) -> bool:
    """A real int (not a bool) of a size a save can hold."""
    return type(value) is int and -MAX_INT < value < MAX_INT


def _is_scalar(value: object) -> bool:
    if isinstance(value, str):
        return len(value) <= MAX_TEXT
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, bool) or _is_int(value)


def _is_plain_map(value: object, scalar_only: bool = False) -> bool:
    """A small mapping of short names to scalars (or, in an option, short lists of them)."""
    if not isinstance(value, dict) or len(value) > MAX_FIELDS:
        return False
    for key, item in value.items():
        if len(key) > MAX_TEXT:
            return False
        if isinstance(item, list) and not scalar_only:
            if len(item) > MAX_FIELDS or not all(_is_scalar(v) for v in item):
                return False
        elif not _is_scalar(item):
            return False
    return True


def _moves(raw: object, players: int) -> list[tuple[int, Option]]:
    if not isinstance(raw, list):
        raise SaveError("the save's move list is damaged (it is not a list)")
    if len(raw) > MAX_MOVES:
        raise SaveError(f"the save holds {len(raw)} moves, more than any game takes ({MAX_MOVES})")
    moves = []
    for number, move in enumerate(raw, 1):
        if not isinstance(move, list) or len(move) != 2:
            raise SaveError(f"move {number} of the save is damaged (not a seat and a choice)")
        seat, option = move
        if not _is_int(seat) or not 0 <= seat < players:
            raise SaveError(f"move {number} of the save is by a player who is not at the table "
                            f"(seat {brief(seat)} of {players})")
        if not _is_plain_map(option) or not isinstance(option.get("kind"), str):
            raise SaveError(f"move {number} of the save is damaged (not a choice: {brief(option)})")
        moves.append((seat, Option.from_json(option)))
    return moves


def autosave_path() -> Path | None:
    """Where the game in play is kept; None when the user folder cannot be used (the game
    is then played without autosave, and `paths.saving_problem` says why)."""
    try:
        return user_dir() / "autosave.json"
    except NoUserDir:
        return None


def retire_autosave() -> None:
    """A finished or conceded game's autosave becomes last_game.json: Continue skips it. A
    folder that turned read-only keeps it where it is, harmlessly: Continue skips a
    finished game too, and a conceded one may then still be continued."""
    path = autosave_path()
    if path is not None and path.exists():
        try:
            path.replace(path.with_name("last_game.json"))
        except OSError:
            pass


def autosaved() -> SaveData | None:
    """The autosave if it holds a game not over, which Continue picks up; None for none or a
    finished one. Raises SaveError or DataError where it does not replay: the menu says so
    and moves a damaged save aside."""
    path = autosave_path()
    if path is None or not os.path.lexists(path):
        return None
    save = read_save(path)
    game, state, _ = replay(save)
    return None if game.result(state) is not None else save


def unfinished() -> SaveData | None:
    """`autosaved()`, with a save that does not replay taken as no game to keep. There is
    one save, so whatever would write over it asks this."""
    try:
        return autosaved()
    except (SaveError, DataError):
        return None


def write_save(path: Path, save: SaveData) -> None:
    """Write atomically (paths.write_atomic): a kill mid-write never damages the last save."""
    write_atomic(path, json.dumps(save.to_json(), indent=1))


def remove_stale_temps(folder: Path, age: float = 60.0) -> list[Path]:
    """Delete `.save-*.json` files older than `age` seconds: a write killed before its
    rename leaves one, and nothing else would ever remove it. A younger one may be another
    window's write in progress, so it stays."""
    removed = []
    now = time.time()
    for tmp in Path(folder).glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"):
        try:
            if now - tmp.lstat().st_mtime > age:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass            # gone already, or not ours to delete: leave it
    return removed


def read_save(path: Path) -> SaveData:
    """Read and check a save. Every failure, whatever its cause, is a SaveError; a pipe, a
    folder or a device is refused unopened, and so is a file above MAX_SAVE_BYTES."""
    try:
        raw = read_regular_file(path, MAX_SAVE_BYTES)
    except FileRefused as err:
        raise SaveError(f"the save cannot be read ({err})") from None
    except OSError as err:
        raise SaveError(f"the save cannot be read ({err.strerror or type(err).__name__})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("the save is damaged (not UTF-8 text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"the save is damaged (not JSON: {err.msg} at line {err.lineno})") from None
    except RecursionError:
        raise SaveError("the save is damaged (nested too deeply)") from None
    except ValueError as err:       # e.g. a number of thousands of digits
        raise SaveError(f"the save is damaged ({err})") from None
    try:
        return SaveData.from_json(data)
    except (SaveError, DataError):
        raise
    except Exception as err:        # noqa: BLE001 - whatever slipped past the schema
        raise SaveError(f"the save is damaged ({type(err).__name__}: {err})") from None


def replay(save: SaveData):
    """Rebuild (game, state, events per move) from a save; SaveError if it does not replay,
    whatever the engine raised. A DataError passes through: the app's data is at fault."""
    from wildwest.games import get_game

    try:
        game = get_game(save.game)
    except KeyError:
        raise SaveError(f"the save is of an unknown game {brief(save.game)}") from None
    number = 0
    try:
        save.config = game.saved_config(save.config)
        state = game.new_game(save.config, save.seed)
        if len(save.seats) != game.configure(save.config)["players"]:
            raise SaveError("the save's seats do not match its number of players")
        history = []
        for number, (player, option) in enumerate(save.moves, 1):  # noqa: B007 - the except names the move
            _check_exact(game, state, player, option)
            history.append(game.apply(state, player, option))
    except (SaveError, DataError):
        raise
    except IllegalMove as err:
        raise SaveError(f"move {number} of the save does not replay: {err}") from None
    except ValueError as err:
        if not number:
            raise SaveError(f"the save's config is not valid: {err}") from None
        raise SaveError(f"move {number} of the save does not replay ({err})") from None
    except Exception as err:        # noqa: BLE001 - an engine bug must not stop the app
        where = f"move {number} of the save" if number else "the save's start"
        raise SaveError(f"{where} does not replay ({type(err).__name__}: {err})") from None
    return game, state, history


def _check_exact(game, state, player: int, option: Option) -> None:
    """A save's `true` or `1.0` equals a legal option's 1 in Python and would play as it,
    so an option holding a bool or a float must match a legal one type for type (only such
    an option pays for the look at the pending decision)."""
    if not _loose(option.args):
        return
    decision = game.pending(state).get(player)
    legal = decision.options if decision is not None else ()
    if not any(_exact((o.kind, o.args)) == _exact((option.kind, option.args)) for o in legal):
        raise IllegalMove(f"{brief(option)} is not legal now")


def _loose(value: object) -> bool:
    """Holds a bool or a float anywhere: a value Python may find equal to an int."""
    if isinstance(value, (list, tuple)):
        return any(_loose(v) for v in value)
    return isinstance(value, (bool, float))


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
