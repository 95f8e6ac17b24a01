"""The engine contract every game follows (see docs/architecture.md).

A game is a set of pure functions over a State object that it owns. The UI, the bots,
saves and the simulator only ever talk to a game through this contract, so they work for
every game without knowing its rules. Nothing here imports pygame.
"""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any


class IllegalMove(ValueError):
    """Raised by Game.apply for an option that is not legal now; the state is unchanged."""


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class Option:
    """One legal choice: a kind and a few JSON scalar arguments, hashable and comparable.

    `Option("play", card="pink-7")` reads as it saves: {"kind": "play", "card": "pink-7"}.
    """

    kind: str
    args: tuple = ()

    def __init__(self, kind: str, **args: Any) -> None:
        object.__setattr__(self, "kind", kind)
        pairs = [(k, _freeze(v)) for k, v in args.items()]
        if len(pairs) > 1:
            pairs.sort()
        object.__setattr__(self, "args", tuple(pairs))
        object.__setattr__(self, "_named", dict(pairs))   # not a field: read by name at every bot's look

    def __getitem__(self, key: str) -> Any:
        return self._named[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._named.get(key, default)

    def to_json(self) -> dict:
        out = {"kind": self.kind}
        out.update({k: list(v) if isinstance(v, tuple) else v for k, v in self.args})
        return out

    @classmethod
    def from_json(cls, data: dict) -> Option:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an option: {data!r}")
        args = {k: v for k, v in data.items() if k != "kind"}
        return cls(data["kind"], **args)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"Option({self.kind!r}{', ' if inner else ''}{inner})"


def _words_read(obj, name: str, fields: tuple[str, ...]):
    """The words of an object made `later`, worked out at their first read and then kept
    (`fields`: the attributes its words function gives, in order)."""
    later = obj.__dict__.pop("_words", None) if name in fields else None
    if later is None:
        raise AttributeError(name)
    words, args = later
    made = words(*args)
    obj.__dict__.update(zip(fields, made) if len(fields) > 1 else ((name, made),))
    return obj.__dict__[name]


# Decision and Event are made at almost every step of a search's rollouts, which read
# neither a prompt, a reason nor an event's words: each is built by filling its __dict__ (a
# frozen dataclass's own __init__ sets field by field through object.__setattr__, several
# times slower), and `later` leaves its words to be worked out only if they are read.
@dataclass(frozen=True, init=False)
class Decision:
    """What one player must choose now: a prompt, every legal option, and why some are not.

    `blocked` maps a thing the table shows (usually a card id) to the reason it cannot be
    chosen, so the table can dim it and explain on hover. `interrupt` marks a chance to act
    in another player's turn; it offers an Option of kind "pass", which the app takes by
    itself for a human who turned interrupt prompts off.
    """

    prompt: str
    options: tuple[Option, ...]
    blocked: tuple[tuple[str, str], ...]    # no class-level defaults (they are __init__'s): a
    interrupt: bool                         # decision made `later` must find no `blocked` before its words

    def __init__(self, prompt: str, options: tuple[Option, ...], blocked: tuple = (),
                 interrupt: bool = False) -> None:
        fields = self.__dict__
        fields["prompt"], fields["options"], fields["blocked"], fields["interrupt"] = prompt, options, blocked, interrupt

    @classmethod
    def later(cls, options: tuple[Option, ...], words, *args) -> Decision:
        """A decision whose prompt and blocked reasons, `words(*args)`, are worked out when
        first read. `args` must not change afterwards (copies of the state's lists): the
        words are read as the state was when the decision was made."""
        decision = cls.__new__(cls)
        fields = decision.__dict__
        fields["options"], fields["interrupt"], fields["_words"] = options, False, (words, args)
        return decision

    def __getattr__(self, name: str):
        return _words_read(self, name, ("prompt", "blocked"))

    def reason(self, key: str) -> str | None:
        return dict(self.blocked).get(key)


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, in plain words, for the log and the table's animations.

    `to` is None when every seat may read it, else the one seat allowed to. `reveal` marks
    hidden information becoming known to the seats that read it, which ends what those
    seats may undo; `data["known_to"]` lists seats that could see it already (the owner of
    a reserve card brought out), for whom it reveals nothing (core/session.reveals_to).
    """

    kind: str
    text: str
    data: dict = field(default_factory=dict, hash=False, compare=False)
    to: int | None = None
    reveal: bool = False

    def __init__(self, kind: str, text: str, data: dict | None = None, to: int | None = None,
                 reveal: bool = False) -> None:
        fields = self.__dict__
        fields["kind"], fields["text"], fields["to"], fields["reveal"] = kind, text, to, reveal
        fields["data"] = {} if data is None else data

    @classmethod
    def later(cls, kind: str, data: dict, words, *args, to: int | None = None, reveal: bool = False) -> Event:
        """An event whose text, `words(*args)`, is worked out when first read; `args` must
        not change afterwards."""
        event = cls.__new__(cls)
        event.__dict__.update(kind=kind, data=data, to=to, reveal=reveal, _words=(words, args))
        return event

    def __getattr__(self, name: str):
        return _words_read(self, name, ("text",))

    def visible_to(self, player: int | None) -> bool:
        return self.to is None or self.to == player

    def shadows(self, player: int | None) -> bool:
        """Is this the public line of something `player` reads in a private line already?
        `data["public_of"]` names that seat, or the seats (a team shown the card)."""
        who = self.data.get("public_of")
        return player is not None and (player in who if isinstance(who, (list, tuple)) else who == player)


@dataclass(frozen=True)
class Result:
    """The end of a game: winners (empty for a draw), a score per seat and a summary line.
    `together`: the winners won as one side, not tied (a team's win is a whole win for
    each member, not a share of one), and no winners means every seat lost to the game
    (Deck Goes West's bandits), not a draw."""

    winners: tuple[int, ...]
    scores: tuple
    summary: str
    together: bool = False

    def share(self, player: int) -> float:
        """The part of the win that is `player`'s: 1 for a sole or a team's win, shared for
        a tie at the top, 0.5 for a draw, else 0; what search, review and simulate's
        tallies all count, so a team's win reads the same everywhere."""
        if not self.winners:
            return 0.0 if self.together else 0.5
        if player not in self.winners:
            return 0.0
        return 1.0 if self.together else 1.0 / len(self.winners)


@dataclass(frozen=True)
class ScoreRow:
    """One line of a seat's score: where some of it came from, in a player's words."""

    seat: int
    source: str
    points: Any         # a number, or a tuple shaped like the seat's score (Duel: rounds won, gold)
    text: str = ""      # the cell in words where the number alone would not say it ("won, 9 gold")


@dataclass(frozen=True)
class ScoreBreakdown:
    """Where each seat's score came from, for the results screen. The rows of a seat, in
    the order a player reads them, add up to its score in Result.scores (`totals`), so
    the explanation can never drift from the real score. `labels` names each part of a
    score (Duel: "Rounds won", "Gold"); `tie_rule` is the sentence naming the rule that
    broke a tie at the top (None without a tie); `ending` says how a team game ended or
    how the team's total stands against its target; `teams` are named groups of seats
    that score as one (a co-op team, Desperados' gang), shown once; `total_texts` gives a
    seat's total in words where its signed number would read as engine arithmetic
    (Desperados' marshal: "gang $400 over", not -400)."""

    rows: tuple[ScoreRow, ...]
    labels: tuple[str, ...] = ("Score",)
    tie_rule: str | None = None
    ending: str | None = None
    teams: tuple[tuple[str, tuple[int, ...]], ...] = ()
    total_texts: tuple[tuple[int, str], ...] = ()

    def seat_rows(self, seat: int) -> tuple[ScoreRow, ...]:
        return tuple(row for row in self.rows if row.seat == seat)

    def total(self, seat: int):
        """The seat's rows added up (part by part for a tuple score)."""
        points = [row.points for row in self.seat_rows(seat)]
        if points and isinstance(points[0], tuple):
            return tuple(sum(parts) for parts in zip(*points))
        return sum(points)

    @property
    def totals(self) -> tuple:
        return tuple(self.total(seat) for seat in sorted({row.seat for row in self.rows}))


def names_and(names) -> str:
    """"Ann", "Ann and Joe", "Ann, Bob and Joe"."""
    names = list(names)
    return "".join(names) if len(names) < 2 else ", ".join(names[:-1]) + " and " + names[-1]


def tie_rule(keys: dict, names: dict, parts: tuple[str, ...], draw: bool = False) -> str | None:
    """The sentence naming what broke a tie at the top, or None when the first part of the
    ranking key alone decides. `keys`: seat -> its ranking key (higher wins, compared part
    by part); `names`: seat -> name; `parts`: each part of the key in words; `draw`: a tie
    that nothing breaks is a draw rather than a shared win."""
    best = max(key[0] for key in keys.values())
    tied = [seat for seat, key in keys.items() if key[0] == best]
    if len(tied) < 2:
        return None
    clauses = [f"{names_and(names[s] for s in tied)} tied on {parts[0]} ({best:,} each)"]
    for i, part in enumerate(parts[1:], 1):
        top = max(keys[s][i] for s in tied)
        ahead = [s for s in tied if keys[s][i] == top]
        if len(ahead) == len(tied):
            clauses.append(f"level on {part} too ({top:,} each)")
            continue
        values = ", ".join(f"{names[s]} {keys[s][i]:,}" for s in tied)
        if len(ahead) == 1:
            return "; ".join(clauses) + f"; the most {part} decides ({values})."
        clauses.append(f"the most {part} leaves {names_and(names[s] for s in ahead)} ({values})")
        tied = ahead
    return "; ".join(clauses) + (": the game is a draw." if draw else ": they share the win.")


@dataclass(frozen=True)
class ConfigChoice:
    """A choice a game offers on the setup screen, with its allowed values and default, and
    what it changes in a player's words (the button's tooltip)."""

    key: str
    label: str
    values: tuple
    default: Any
    labels: tuple = ()
    help: str = ""

    def label_of(self, value: Any) -> str:
        if self.labels and value in self.values:
            return self.labels[self.values.index(value)]
        return str(value)


def copy_rng(rng: random.Random) -> random.Random:
    """An independent copy of a generator in its state: a game's `clone` needs one, and
    `random.Random()` would first seed itself from the OS (about 20 us) only to be
    overwritten."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


SCALARS = frozenset({str, int, float, bool, type(None)})


def to_plain(obj: Any) -> Any:
    """A JSON-able copy of a state or view (dataclasses, lists, dicts, sets, RNG state).
    Scalars are answered first and a generator's 625 words copied in one go: a digest after
    every step of a fuzz is mostly these."""
    if type(obj) in SCALARS:
        return obj
    if isinstance(obj, Option):        # before the dataclass case: an Option is one too
        return obj.to_json()
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, random.Random):
        version, words, gauss = obj.getstate()
        return [version, list(words), gauss]
    if isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in sorted(obj.items(), key=lambda kv: str(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return sorted(to_plain(v) for v in obj)
    if isinstance(obj, (list, tuple)):
        return [to_plain(v) for v in obj]
    return obj


def digest(state: Any) -> str:
    """A short stable fingerprint of a state, for replays and tests of determinism."""
    text = json.dumps(to_plain(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def brief(value: Any, limit: int = 80) -> str:
    """A value as a message may quote it: one line, at most `limit` characters, and never
    an error (a number too long to print is named as such)."""
    try:
        text = repr(value)
    except ValueError:
        return "a number too long to show"
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


class Game:
    """Base class of every game. Subclasses implement the underscored hooks.

    The public methods are the contract: new_game, pending, apply, view, result, clone,
    plus determinize (a full state consistent with one seat's view, for search bots) and
    make_bot (the game's random / easy / hard players).
    """

    name = ""
    title = ""
    min_players = 2
    max_players = 2
    options: tuple[ConfigChoice, ...] = ()
    blurb = ""

    # ---- configuration -------------------------------------------------------------
    def configure(self, config: dict | None) -> dict:
        """The config with every default filled in; ValueError on a value not offered."""
        config = dict(config or {})
        players = config.setdefault("players", self.min_players)
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, not {players!r}")
        for choice in self.options:
            value = config.setdefault(choice.key, choice.default)
            if value not in choice.values:
                raise ValueError(f"{self.title}: {choice.key} must be one of {list(choice.values)}")
        return config

    def seat_names(self, config: dict) -> list[str]:
        return [f"Player {i + 1}" for i in range(config["players"])]

    # ---- the contract ----------------------------------------------------------------
    def new_game(self, config: dict | None, seed: int):
        return self._new_game(self.configure(config), random.Random(seed))

    def deal_events(self, config: dict | None, seed: int) -> list[Event]:
        """What the deal itself did, for the log (a first turn's draw): the events that
        new_game settles before any move. Most games deal silently."""
        return []

    def pending(self, state) -> dict[int, Decision]:
        raise NotImplementedError

    def first_pending(self, state) -> tuple[int, Decision] | None:
        """The first seat of `pending` and its decision: a rollout needs one, and a game
        may find it without building every seat's."""
        return next(iter(self.pending(state).items()), None)

    def apply(self, state, player: int, option: Option) -> list[Event]:
        """The contract's gate: whatever is not a legal Option for a real seat that must
        choose now is IllegalMove (a bool is not a seat), so saves and callers never reach
        a game's own code with it."""
        if not isinstance(option, Option):
            raise IllegalMove(f"{brief(option)} is not a choice the game offers")
        if type(player) is not int or not 0 <= player < self.max_players:
            raise IllegalMove(f"{brief(player)} is not a seat at this table "
                              f"(seats run from 0 to {self.max_players - 1})")
        decision = self.pending(state).get(player)
        if decision is None:
            raise IllegalMove(f"{self.seat_label(state, player)} has nothing to decide now")
        if option not in decision.options:
            values = {v if isinstance(v, str) else brief(v) for _, v in option.args}
            why = next((r for key, r in decision.blocked if key in values), None)
            raise IllegalMove(f"{brief(option)} is not legal now" + (f": {why}" if why else ""))
        return self._apply(state, player, option)

    def view(self, state, player: int | None):
        raise NotImplementedError

    def sees(self, state, viewer: int | None, player: int) -> bool:
        """May `viewer` see everything `player` sees (hand, plans)? Own seat only, unless a
        game's partners share their cards: then hot seat passes between them unscreened."""
        return viewer == player

    def open_view(self, state):
        """Every hidden thing shown (hands, reserves, face-down cards), in the shape the
        table draws: for the replay of a finished game only, never for a seat in play."""
        return self.view(state, None)

    def result(self, state) -> Result | None:
        raise NotImplementedError

    def clone(self, state):
        return copy.deepcopy(state)

    def score_breakdown(self, state) -> ScoreBreakdown:
        """Where each seat's score at the end came from (the results screen): a game
        explains its own scoring by calling the functions that score. By default one row
        per seat, its score."""
        scores = self.result(state).scores
        return ScoreBreakdown(tuple(ScoreRow(seat, "Score", score) for seat, score in enumerate(scores)))

    def determinize(self, view, rng: random.Random):
        """A full state that agrees with `view`, its hidden parts re-dealt with `rng`."""
        raise NotImplementedError

    def make_bot(self, level: str, seed: int = 0):
        """The game's random, easy or hard player. A game's package (its __init__) sets this
        to its bots' factory, so the rules never import their own bots."""
        raise NotImplementedError

    def describe(self, option: Option) -> str:
        """A short label of an option for hints and menus."""
        args = " ".join(f"{v}" for _, v in option.args)
        return f"{option.kind} {args}".strip()

    def describe_for(self, view, decision: Decision, option: Option) -> str:
        """`option` of `decision` as the player of `view`'s seat reads it (the game review's
        words): `describe`'s, unless a game can say more from what the seat sees."""
        return self.describe(option)

    def describe_alone(self, view, decision: Decision, option: Option) -> str:
        """`describe_for`'s words where nothing on the table points at the option (a review's
        mark, read beside another option of the same decision): a game whose labels say "it"
        for the card clicked names the card here."""
        return self.describe_for(view, decision, option)

    def seat_label(self, state, player: int) -> str:
        return f"Player {player + 1}"

    def goal(self, state) -> str:
        """This game's goal in a sentence, for the log's first lines, where the set-up
        changes it (a mission); "" where the rules page says it once for every game."""
        return ""

    def seats_compete(self, config: dict) -> bool:
        """Do the seats play against one another in this set-up? Not a co-op team: a bot's
        record against other levels (the setup screen's note) says nothing there."""
        return True

    def taught_config(self, config: dict) -> dict:
        """The set-up New Game offers after a tutorial dealt on `config`: the game it taught."""
        return dict(config)

    def saved_config(self, config: dict) -> dict:
        """A save's config as this version reads it: an option added since the save was
        written gets the value the game played with then, not today's default."""
        return config

    # ---- simulate ---------------------------------------------------------------------
    def simulate_config(self, config: dict, seat_of: list[int]) -> dict:
        """The config of one simulated game, where the i-th named bot sits at seat_of[i].
        A game with roles seats them here (Desperados: the first bot is the marshal)."""
        return config

    def simulate_extras(self, finished: list[tuple[dict, object]]) -> dict:
        """Keys a game adds to `simulate --json` from its finished (config, state) pairs:
        a team's win rate and interval, a mean score."""
        return {}

    # ---- hooks ----------------------------------------------------------------------
    def _new_game(self, config: dict, rng: random.Random):
        raise NotImplementedError

    def _apply(self, state, player: int, option: Option) -> list[Event]:
        raise NotImplementedError
