"""The machinery of the tests every game shares (run by tests/test_every_game.py).

Each registered game answers the battery in tests/<game>/hooks.py:

- `checker()`: a fresh invariant check for one game, called as `check(state, events)` on
  the deal and after every step (events: what the step returned); `check_decisions` below
  is what every such check may end with;
- `FUZZ`: {test id: Fuzz}, the seeded random games to play with the check on;
- `MAX_STEPS`: the most steps a game may take (optional, else 20,000);
- `PLAYTHROUGHS`: {name: (seat bot levels, seed, config)}, the golden games recorded in
  tests/<game>/playthroughs/<name>.json (tests/make_playthroughs.py writes them);
- `POSITIONS`: [(config, seed, steps)], mid-game positions for the no-cheat test, and
  `CHEAT_BOTS`: {level: make(game) -> Bot}, the bots it asks (`every_level` below: each
  level the game offers, its searches cut small);
  `redeal(game, state, seat, rng)` (optional, else `determinize` of the seat's view);
- `MOMENTS`: {test id: Moment}, where a game is saved and resumed.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path

from wildwest.core.engine import Option
from wildwest.core.golden import write_recording
from wildwest.core.session import Session

TESTS = Path(__file__).parent
MAX_STEPS = 20_000


def hooks(game_name: str):
    """The game's answers to the battery: tests/<game>/hooks.py."""
    return import_module(f"tests.{game_name}.hooks")


def every_level(seed: int, iterations: int, playouts: int) -> dict[str, Callable]:
    """The no-cheat test's bots: every level but random, the searches given a small fixed
    budget (`iterations` for hard and expert, `playouts` for flat) so they are reproducible."""
    return {level: (lambda game, level=level: game.make_bot(level, seed, iterations=iterations, playouts=playouts))
            for level in ("easy", "flat", "hard", "expert")}


# ---- seeded random games ----------------------------------------------------------------

@dataclass(frozen=True)
class Fuzz:
    """Seeded random games played with the invariants checked after every step; `expect`
    asserts what the finished batch as a whole must show (every way a game can end, say)."""

    games: Sequence[tuple[dict, int]]           # (config, seed) of each game
    expect: Callable[[list], None] = lambda finished: None     # [(final state, steps)]
    slow: bool = False


def random_game(game, config: dict, seed: int, check=None, max_steps: int = MAX_STEPS):
    """A seeded game of random options, a random pending seat moving each step, `check`ed
    on the deal and after every step; returns (final state, steps)."""
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    events, steps = [], 0
    while True:
        if check is not None:
            check(state, events)
        pending = game.pending(state)
        if not pending:
            return state, steps
        seat = rng.choice(sorted(pending))
        events = game.apply(state, seat, rng.choice(pending[seat].options))
        steps += 1
        assert steps <= max_steps, "the game does not end"


def check_decisions(game, state) -> dict:
    """How every game's invariant check may end: a seat is pending exactly while there is no
    result, and each decision offers options, none twice. Returns the pending decisions."""
    pending = game.pending(state)
    assert bool(pending) == (game.result(state) is None), "a seat pending with a result, or none without"
    for decision in pending.values():
        assert decision.options, "a decision without options"
        assert len(set(decision.options)) == len(decision.options), "an option offered twice"
    return pending


def once_each(things: list, every: frozenset) -> bool:
    """Each of `every` exactly once in `things`: as many things as there are, and all of them."""
    return len(things) == len(every) and set(things) == every


def misplaced(things: list, every: frozenset) -> tuple:
    """Why the things are not each of `every` once (worked out only when they are not)."""
    counts = Counter(things)
    return "missing", every - set(counts), "foreign", set(counts) - every, "twice", [i for i, v in counts.items() if v > 1]


def play_fuzz(game, plan: Fuzz, checker: Callable, max_steps: int = MAX_STEPS) -> list:
    finished = []
    for config, seed in plan.games:
        state, steps = random_game(game, config, seed, checker(), max_steps)
        assert game.result(state) is not None and steps > 0
        finished.append((state, steps))
    plan.expect(finished)
    return finished


def positions(game, plan: Sequence[tuple[dict, int, int]]) -> list:
    """The states after `steps` random moves of each seeded game, where one is still pending."""
    out = []
    for config, seed, steps in plan:
        state, rng = game.new_game(config, seed), random.Random(seed)
        for _ in range(steps):
            pending = game.pending(state)
            if not pending:
                break
            seat = rng.choice(sorted(pending))
            game.apply(state, seat, rng.choice(pending[seat].options))
        if game.pending(state):
            out.append(state)
    return out


def every_step(game, config: dict, seed: int, bots: list):
    """(state, seat) for every seat at every step of a seeded game in which a seeded coin
    picks who moves among the pending seats, each by its bot (None: a random option): where
    a game's fast paths are checked against their plain definitions."""
    state, rng = game.new_game(config, seed), random.Random(seed)
    while pending := game.pending(state):
        p = rng.choice(sorted(pending))
        for q in range(config["players"]):
            yield state, q
        d = pending[p]
        game.apply(state, p, bots[p].choose(game.view(state, p), d) if bots[p] else rng.choice(d.options))


def redeal(game, state, seat: int, rng: random.Random):
    """Everything `seat` cannot see dealt again: the search bots' own `determinize`."""
    return game.determinize(game.view(state, seat), rng)


# ---- golden playthroughs ----------------------------------------------------------------

def recording(game_name: str, name: str) -> Path:
    return TESTS / game_name / "playthroughs" / f"{name}.json"


def record(game, name: str) -> int:
    """Record one golden game of `game` (its moves); see tests/make_playthroughs.py."""
    levels, seed, config = hooks(game.name).PLAYTHROUGHS[name]
    return write_recording(game, levels, seed, recording(game.name, name), config)


# ---- save and resume --------------------------------------------------------------------

@dataclass(frozen=True)
class Moment:
    """A moment mid-game at which to save and resume: the first of these seeded games of
    easy bots that reaches it is stopped there."""

    config: dict
    reached: Callable                           # (state, pending) -> bool
    seeds: Sequence[int] = range(1)
    then: Callable[[object], Option] | None = None     # the first move after it (of the first pending seat)


def play_to(game, moment: Moment, path: Path):
    """The session (autosaved at `path`) of the first seeded game that reaches `moment`,
    stopped there, and its bots."""
    for seed in moment.seeds:
        session = Session.start(game, moment.config, seed, ["easy"] * game.configure(moment.config)["players"],
                                autosave=path)
        bots = [game.make_bot("easy", seed * 10 + p) for p in range(len(session.seats))]
        while session.pending():
            if moment.reached(session.state, session.pending()):
                return session, bots
            seat, decision = next(iter(session.pending().items()))
            session.play(seat, bots[seat].choose(session.view(seat), decision))
    raise AssertionError(f"none of {len(moment.seeds)} seeded games reached the moment")
