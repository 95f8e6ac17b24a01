"""Guided first games: data/<game>/tutorial.yaml read and checked, and the runner that
steps through one (docs/architecture.md, "Tutorials").

A tutorial is a real game on a fixed deal: the learner's seat is a person, every other
seat the easy bot. Each step shows a text, may point at a thing on the table, and either
waits for the learner's move (the one it expects, or any move when `free`) or for "Next".
The runner is pygame-free: the table scene, `main.py tutorial GAME --auto` and the tests
drive the same object.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from .data import Locator, load_checked
from .engine import Decision, Game, Option
from .paths import NoUserDir, resource_path, user_dir, write_atomic
from .saves import SaveError, read_save, replay
from .session import Session

# A teacher's order (issue 18): theme, goal, overview, the generic rules, the specific
# rules as they first arise, a closing tip. Generic and specific rules may alternate.
RANK = {"theme": 0, "goal": 1, "overview": 2, "rule": 3, "specific": 3, "tip": 4}

STEP = {"map": {"teaches": {"enum": list(RANK)}, "text": "str", "point": "str",
                "keep": {"list": "str"}, "expect": {"dict_of": "any"}, "free": "bool"},
        "required": ["teaches", "text"]}
SCHEMA = {"map": {"title": "str", "minutes": {"int": [1, 60]}, "config": {"dict_of": "any"},
                  "seed": {"int": [0, 2**40]}, "learner": {"int": [0, 9]},
                  "steps": {"list": STEP, "min": 2}},
          "required": ["title", "minutes", "config", "seed", "learner", "steps"]}
FILE = "tutorial.yaml"


@dataclass(frozen=True)
class Step:
    teaches: str
    text: str
    point: str | None = None
    keep: tuple[str, ...] = ()          # other things the text speaks of: the callout leaves them in view
    expect: dict | None = None
    free: bool = False

    @property
    def waits(self) -> bool:
        """Does this step wait for the learner's move (rather than for Next)?"""
        return self.expect is not None or self.free


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: str
    minutes: int
    config: dict
    seed: int
    learner: int
    steps: tuple[Step, ...]
    rules: Game | None = field(default=None, compare=False, repr=False)        # the game it teaches
    where: Locator | None = field(default=None, compare=False, repr=False)     # its file's lines
    part: str = ""          # "" for tutorial.yaml, else the part's name (tutorial-<part>.yaml)

    def problem(self, field_path: str, message: str) -> TutorialError:
        """A fault of the scripted line found in play, named by file, line and field."""
        line = self.where.line(field_path) if self.where else None
        shown = self.where.shown if self.where else f"data/{self.game}/{FILE}"
        return TutorialError(f"{shown}, line {line}: {field_path}: {message}")


def tutorial_path(game_name: str, part: str = "") -> Path:
    """tutorial.yaml, or tutorial-<part>.yaml for a further part (Desperados teaches each
    side in its own part: one learner's seat is one side)."""
    return resource_path("data", game_name, f"tutorial-{part}.yaml" if part else FILE)


def parts(game_name: str) -> list[str]:
    """A game's tutorials in the order they are offered: tutorial.yaml ("") first, then
    each further part by name."""
    if not has_tutorial(game_name):
        return []
    more = tutorial_path(game_name).parent.glob("tutorial-*.yaml")
    return [""] + sorted(path.stem.removeprefix("tutorial-") for path in more)


def has_tutorial(game_name: str) -> bool:
    return tutorial_path(game_name).is_file()


def load_tutorial(game: Game, path: Path | None = None, part: str = "") -> Tutorial:
    """Read and check a game's tutorial: the schema, then what it cannot say (a config the
    game accepts, the learner a seat, the teacher's order, `free` only without `expect`).
    DataError names file, line and field."""
    raw, where = load_checked(path or tutorial_path(game.name, part), SCHEMA)
    try:
        config = game.configure(dict(raw["config"]))
    except (ValueError, TypeError) as err:
        where.fail("config", f"is not a {game.title} set-up: {err}")
    if raw["learner"] >= config["players"]:
        where.fail("learner", f"must be a seat of the {config['players']} players")
    steps = raw["steps"]
    for i, step in enumerate(steps):
        expect = step.get("expect")
        if expect is not None and not isinstance(expect.get("kind"), str):
            where.fail(f"steps[{i}].expect", "needs a `kind` naming the move's kind")
        if expect is not None and step.get("free"):
            where.fail(f"steps[{i}].free", "a step either expects one move or lets the learner choose")
        if i and RANK[step["teaches"]] < RANK[steps[i - 1]["teaches"]]:
            where.fail(f"steps[{i}].teaches", f"comes after a `{steps[i - 1]['teaches']}` step: a teacher "
                       "goes theme, goal, overview, rules, then the tip")
    for index, teaches in ((0, "theme"), (len(steps) - 1, "tip")):
        if steps[index]["teaches"] != teaches:
            where.fail(f"steps[{index}].teaches", f"must be `{teaches}`: the first step gives the "
                       "theme and the last a closing tip")
    return Tutorial(game.name, raw["title"], raw["minutes"], config, raw["seed"], raw["learner"],
                    tuple(Step(**{**step, "keep": tuple(step.get("keep", ()))}) for step in steps), game, where,
                    part)


def matches(option: Option, expect: dict) -> bool:
    """Is `option` the expected move: its kind, and every other field given equal?"""
    wanted = Option(**expect)       # the same freezing of lists as the option's own
    return option.kind == wanted.kind and all(option.get(k, object()) == v for k, v in wanted.args)


class TutorialError(ValueError):
    """A tutorial whose scripted line does not hold (checked by `main.py tutorial --auto`)."""


class Lesson:
    """A tutorial in progress: the session, the step index, the opponents' moves.

    The UI asks `step`, `allows`/`reason` for the learner's options and `auto_move` for
    the moves nobody has to think about (an opponent's, a pass with no choice in it), and
    reports every move through `play`, Next through `next`. Progress is kept beside the
    saves (`progress_path`) after every change, when a user folder exists."""

    def __init__(self, tutorial: Tutorial, session: Session | None = None, index: int = 0,
                 keep: Path | None = None) -> None:
        self.tutorial = tutorial
        self.game = tutorial.rules
        seats = ["easy"] * tutorial.config["players"]
        seats[tutorial.learner] = "human"
        self.session = session or Session.start(self.game, tutorial.config, tutorial.seed, seats)
        self.index = index
        self.keep = keep
        self.lapsed: list[int] = []         # steps whose expected move was not legal: played free
        self._settle()

    @property
    def learner(self) -> int:
        return self.tutorial.learner

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.tutorial.steps[self.index]

    def decision(self) -> Decision | None:
        """The learner's decision now, unless it is a pass with nothing else in it."""
        decision = self.session.pending().get(self.learner)
        return None if decision is None or _only_pass(decision) else decision

    def expected(self) -> Option | None:
        """The legal option the current step asks for, or None (a text or free step, the
        learner not to move yet, or an expected move that is not legal: then it is free)."""
        step, decision = self.step, self.decision()
        if step is None or step.expect is None or decision is None:
            return None
        return next((o for o in decision.options if matches(o, step.expect)), None)

    def allows(self, option: Option) -> bool:
        """May the learner play `option` now? Only on a step that waits for a move, and
        only the expected one if the step expects one that is legal."""
        step = self.step
        if step is None:
            return True
        expected = self.expected()
        return step.waits and (expected is None or option == expected)

    def reason(self, describe=None) -> str:
        """Why an option is dimmed now, in words (`describe`: the table's labels)."""
        expected = self.expected()
        if expected is None:
            return "Read the tutorial's note, then press Next."
        return f"The tutorial asks for {(describe or self.game.describe)(expected)} here."

    def narrowed(self, decision: Decision | None, thing, describe) -> Decision | None:
        """`decision` as the table should offer it: only the expected option, every other
        thing dimmed with the tutorial's reason (`thing`, `describe`: the table's own)."""
        expected = self.expected()
        if decision is None or expected is None:
            return decision
        reason, mine = self.reason(describe), thing(expected)
        others = tuple((name, reason) for name in dict.fromkeys(thing(o) for o in decision.options)
                       if name is not None and name != mine)
        return replace(decision, options=(expected,), blocked=decision.blocked + others)

    def next(self) -> None:
        """Next, on a step that waits for no move."""
        if self.step is not None and not self.step.waits:
            self.index += 1
            self._settle()
            self.save()

    def auto_seat(self) -> int | None:
        """The seat the table moves for by itself now, if any: the learner when a pass is
        their only choice (an interrupt they cannot use), else an opponent (the easy bot)
        while the learner is not to move. So the game plays on to the learner's next
        decision, and each step's text is read there, with the opponents' moves shown."""
        pending = self.session.pending()
        mine = pending.get(self.learner)
        if mine is not None and _only_pass(mine):
            return self.learner
        if self.done or mine is not None:
            return None
        return next((p for p in pending if p != self.learner), None)

    def auto_move(self) -> tuple[int, Option] | None:
        """`auto_seat`'s move: the learner's pass, or the opponent's easy-bot choice."""
        seat = self.auto_seat()
        if seat is None:
            return None
        if seat == self.learner:
            return seat, self.session.pending()[seat].options[0]
        return seat, self.easy_choice(seat)

    def easy_choice(self, seat: int) -> Option:
        """The easy bot's move for `seat`, seeded by the deal and the move number, so the
        same line replays the same way, resumed or not."""
        bot = self.game.make_bot("easy", self.tutorial.seed + 31 * seat + 1009 * len(self.session.save.moves))
        return bot.choose(self.session.view(seat), self.session.pending()[seat])

    def play(self, player: int, option: Option) -> None:
        """Apply a move (IllegalMove passes through); the learner's own choice on a step
        that waits for it moves the tutorial on."""
        decision = self.session.pending().get(player)
        counts = player == self.learner and decision is not None and not _only_pass(decision)
        if counts and self.step is not None and self.step.expect is not None and self.expected() is None:
            self.lapsed.append(self.index)
        self.session.play(player, option)
        if counts and self.step is not None and self.step.waits:
            self.index += 1
        self._settle()
        self.save()

    def _settle(self) -> None:
        """A step waiting for a move when the game is over can never be met: skip it."""
        while self.step is not None and self.step.waits and self.session.result() is not None:
            self.lapsed.append(self.index)
            self.index += 1

    # ---- progress, beside the saves ------------------------------------------------------
    def save(self) -> None:
        """Write the moves and the step (a save file with a `tutorial_step` field)."""
        if self.keep is None:
            return
        data = dict(self.session.save.to_json(), tutorial_step=self.index)
        try:
            write_atomic(self.keep, json.dumps(data, indent=1))
        except OSError:
            pass            # the lesson goes on; it simply cannot be resumed

    def forget(self) -> None:
        """The tutorial ended or became a normal game: nothing to resume."""
        if self.keep is not None:
            self.keep.unlink(missing_ok=True)
            self.keep = None


def progress_path(game_name: str, part: str = "") -> Path | None:
    """Where a tutorial (part) in progress is kept; None when saving is off."""
    try:
        return user_dir() / f"tutorial-{game_name}{'-' + part if part else ''}.json"
    except NoUserDir:
        return None


def can_resume(game_name: str, part: str = "") -> bool:
    path = progress_path(game_name, part)
    return path is not None and path.is_file()


def start(tutorial: Tutorial) -> Lesson:
    return Lesson(tutorial, keep=progress_path(tutorial.game, tutorial.part))


def resume(tutorial: Tutorial) -> Lesson:
    """The tutorial where it was left, or from its start if its progress is gone or damaged
    (or from another version of the tutorial: another deal)."""
    path = progress_path(tutorial.game, tutorial.part)
    if path is None or not path.is_file():
        return start(tutorial)
    try:
        save = read_save(path)
        index = _step_of(path)
        if (save.game, save.seed, save.config) != (tutorial.game, tutorial.seed, tutorial.config) \
                or not 0 <= index <= len(tutorial.steps):
            raise SaveError("another tutorial's progress")
        _, state, history = replay(save)
    except (SaveError, OSError, ValueError):
        return start(tutorial)
    session = Session(tutorial.rules, save, state, history)
    return Lesson(tutorial, session, index, keep=path)


def _step_of(path: Path) -> int:
    step = json.loads(path.read_text(encoding="utf-8")).get("tutorial_step")
    if type(step) is not int:
        raise ValueError("no step")
    return step


def _only_pass(decision: Decision) -> bool:
    return all(o.kind == "pass" for o in decision.options)


def run_auto(lesson: Lesson, at_step=None) -> Lesson:
    """Play a tutorial to its end by its script: every expected move, the easy bot's choice
    on free steps, Next on text steps. `at_step(lesson)` is called as each step comes (the
    command line checks its `point` there). TutorialError when an expected move is not
    legal when its step comes, or a step waits for a move after the game ended."""
    seen = -1
    while not lesson.done:
        move = lesson.auto_move()
        if move is not None:
            lesson.play(*move)
            continue
        if lesson.index != seen:            # the step as the learner reads it: the table at rest
            seen = lesson.index
            if at_step is not None:
                at_step(lesson)
        if lesson.lapsed:
            _fail(lesson, lesson.lapsed[0])
        if not lesson.step.waits:
            lesson.next()
        elif lesson.decision() is not None:
            if lesson.step.expect is not None and lesson.expected() is None:
                _fail(lesson, lesson.index)
            lesson.play(lesson.learner, lesson.expected() or lesson.easy_choice(lesson.learner))
        else:
            raise TutorialError(f"step {lesson.index + 1} waits, but nobody can move")
    if lesson.lapsed:
        _fail(lesson, lesson.lapsed[0])
    return lesson


def _fail(lesson: Lesson, index: int) -> None:
    step = lesson.tutorial.steps[index]
    decision = lesson.decision()
    if lesson.session.result() is not None:
        why = "the game is already over"
    elif decision is None:
        why = "the learner has no move to make"
    else:
        why = "legal are " + ", ".join(lesson.game.describe(o) for o in decision.options[:12])
    raise lesson.tutorial.problem(f"steps[{index}].expect",
                                  f"{step.expect} is not a legal move at step {index + 1} ({why})")

