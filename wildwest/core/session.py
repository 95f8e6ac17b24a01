"""A game in progress: its state, its seats, its move list, autosave and undo.

The table scenes and the app hold a Session; they never touch the state but through
`play`. It is pygame-free so save, resume and undo are tested without a window.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from .engine import Decision, Event, Game, Option
from .paths import saving_problem
from .saves import SaveData, replay, write_save


@dataclass(frozen=True)
class LogLine:
    """One line of a reader's log: the text, the move that wrote it and whose move it was,
    the seat the event is about (if any) and the event's kind (a "turn" opens a turn)."""

    text: str
    move: int           # -1: the deal
    mover: int          # -1: the deal
    seat: int | None
    kind: str
    event: Event | None = field(default=None, compare=False, repr=False)   # the event it tells


@dataclass
class Session:
    game: Game
    save: SaveData
    state: object
    history: list[list[Event]] = field(default_factory=list)
    autosave: Path | None = None
    save_error: str = ""
    listeners: list[Callable[[list[Event]], None]] = field(default_factory=list)

    @classmethod
    def start(cls, game: Game, config: dict, seed: int, seats: list[str],
              autosave: Path | None = None) -> Session:
        config = game.configure(config)
        if len(seats) != config["players"]:
            raise ValueError(f"{len(seats)} seats for {config['players']} players")
        session = cls(game, SaveData(game.name, config, seed, list(seats)),
                      game.new_game(config, seed), autosave=autosave)
        session._autosave()
        return session

    @classmethod
    def resume(cls, save: SaveData, autosave: Path | None = None) -> Session:
        game, state, history = replay(save)
        return cls(game, save, state, history, autosave)

    # ---- who plays -------------------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        return self.save.seats

    def is_human(self, player: int) -> bool:
        return self.seats[player] == "human"

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def pending(self) -> dict[int, Decision]:
        return self.game.pending(self.state)

    def result(self):
        return self.game.result(self.state)

    def view(self, player: int | None):
        return self.game.view(self.state, player)

    # ---- moves -------------------------------------------------------------------------
    def play(self, player: int, option: Option) -> list[Event]:
        """Apply one option (IllegalMove leaves everything unchanged), record it, autosave."""
        events = self.game.apply(self.state, player, option)
        self.save.moves.append((player, option))
        self.history.append(events)
        self._autosave()
        for listener in self.listeners:
            listener(events)
        return events

    @cached_property
    def deal_events(self) -> list[Event]:
        return self.game.deal_events(self.save.config, self.save.seed)

    def log_lines(self, player: int | None) -> list[LogLine]:
        """What `player` reads of the game, oldest first, from the deal (move -1) on: one
        line per event, so an action `player` took in secret shows only its private line,
        never also the public line the others read (`Event.shadows`); an event with no words
        is for the table only (another line of its move says it)."""
        moves = [(-1, -1, self.deal_events)] + [(number, self.save.moves[number][0], events)
                                                 for number, events in enumerate(self.history)]
        return [LogLine(e.text, number, mover, e.data.get("player"), e.kind, e)
                for number, mover, events in moves for e in events
                if e.text and e.visible_to(player) and not e.shadows(player)]

    def log(self, player: int | None) -> list[str]:
        return [line.text for line in self.log_lines(player)]

    # ---- undo ----------------------------------------------------------------------------
    def undo_point(self, player: int) -> int | None:
        """The index of `player`'s last move if it may be taken back: only bots (or the same
        player) moved since, and nothing it or a later move did revealed hidden information
        to `player` (see `reveals_to`): a bot's private draw or a card shown only to the
        others does not stop it, so a choice among cards already seen can be taken back."""
        for index in range(len(self.save.moves) - 1, -1, -1):
            mover, _ = self.save.moves[index]
            if any(reveals_to(e, player) for e in self.history[index]):
                return None
            if mover == player:
                return index
            if self.is_human(mover):
                return None
        return None

    def undo(self, player: int) -> bool:
        index = self.undo_point(player)
        if index is None:
            return False
        self.save.moves = self.save.moves[:index]
        _, self.state, self.history = replay(self.save)
        self._autosave()
        return True

    def keep(self, path: Path | None) -> str:
        """Write the save to `path` now and autosave there from now on, so a game begun
        while saving was off is kept once the folder works. `path` None means no folder
        can hold it. Returns why the game could not be written, in words, or ""."""
        if path is None:
            return "Saving is off: " + (saving_problem() or "no folder can hold the game")
        self.autosave = path
        self._autosave()
        return self.save_error

    def _autosave(self) -> None:
        """Write the save; a full disk or a read-only folder is reported, not fatal (the
        game in memory goes on, and the next move tries again)."""
        if self.autosave is None:
            return
        try:
            write_save(self.autosave, self.save)
            self.save_error = ""
        except OSError as err:
            self.save_error = f"Autosave failed: {err.strerror or err}"


def reveals_to(event: Event, player: int) -> bool:
    """True if `event` showed `player` something hidden from them until then: it is marked
    `reveal`, `player` may read it, and `player` is not among the seats that could already
    see it (`data["known_to"]`: a reserve card its owner brings out, a card taken back)."""
    return event.reveal and event.visible_to(player) and player not in event.data.get("known_to", ())
