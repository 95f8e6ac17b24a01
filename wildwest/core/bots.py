"""Bots shared by every game: a random player and a search player.

A bot decides from a View and a Decision only, never from the full state, so it cannot
cheat. The search bot samples full states that agree with its view (the game's
`determinize`), tries each option in them and finishes the game with a fast policy
(determinized Monte Carlo with UCB1 at the root), which works for every game on the
engine contract. Same seed, same view, same decision: same choice.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .engine import Decision, Game, Option


class Bot:
    """A seat's player. Subclasses override `choose`."""

    level = "random"

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view, decision: Decision) -> Option:
        return self.rng.choice(decision.options)


class RandomBot(Bot):
    """Picks uniformly among the legal options: the baseline every bot must beat."""


def best_first(scored) -> list[Option]:
    """The options of (score, option) pairs, highest score first; a tie keeps the order
    given, so the first is the one `max` would pick: an easy bot's `rank(view, decision)`
    then starts with its own `choose`."""
    return [o for _, o in sorted(scored, key=lambda so: -so[0])]


@dataclass
class OptionStats:
    option: Option
    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def reward(game: Game, state, player: int) -> float:
    """1 for a sole win, shared for a tie at the top, 0 for a loss; a game's own estimate
    (`evaluate`, in 0..1) when a rollout stopped before the end."""
    res = game.result(state)
    if res is None:
        return game.evaluate(state, player) if hasattr(game, "evaluate") else 0.5
    if not res.winners:
        return 0.5
    return 1.0 / len(res.winners) if player in res.winners else 0.0


class SearchBot(Bot):
    """Determinized Monte Carlo search with UCB1 over the root options.

    `playouts` bounds the work (not wall time) so a decision is reproducible and its cost
    is measured in benchmarks/, not guessed in a timed test.
    """

    level = "hard"

    def __init__(self, game: Game, seed: int = 0, playouts: int = 200,
                 rollout_bot: type[Bot] = RandomBot, max_steps: int = 10_000,
                 exploration: float = 0.6) -> None:
        super().__init__(game, seed)
        self.playouts = playouts
        self.policy = rollout_bot(game, seed + 1)
        self.max_steps = max_steps
        self.exploration = exploration

    def analyse(self, view, decision: Decision) -> list[OptionStats]:
        """Every option with its visit count and mean reward, best first."""
        me = view.player
        stats = [OptionStats(o) for o in decision.options]
        if len(stats) == 1:
            stats[0].visits, stats[0].total = 1, 0.5
            return stats
        for n in range(1, self.playouts + 1):
            pick = self._select(stats, n)
            state = self.game.determinize(view, self.rng)
            self.game.apply(state, me, pick.option)
            pick.visits += 1
            pick.total += self._rollout(state, me)
        return sorted(stats, key=lambda s: (s.visits, s.mean), reverse=True)

    def choose(self, view, decision: Decision) -> Option:
        return self.analyse(view, decision)[0].option

    def advise(self, view, decision: Decision) -> tuple[Option, float]:
        """The suggested option and its estimated chance to win, for the Hint button."""
        best = self.analyse(view, decision)[0]
        return best.option, best.mean

    def _select(self, stats: list[OptionStats], n: int) -> OptionStats:
        unvisited = [s for s in stats if not s.visits]
        if unvisited:
            return unvisited[0]
        log_n = math.log(n)
        return max(stats, key=lambda s: s.mean + self.exploration * math.sqrt(log_n / s.visits))

    def _rollout(self, state, me: int) -> float:
        game = self.game
        for _ in range(self.max_steps):
            first = game.first_pending(state)
            if first is None:
                break
            player, decision = first
            option = self.policy.choose(game.view(state, player), decision)
            game._apply(state, player, option)   # legal by construction: skip the re-check
        return reward(game, state, me)


class FocusedSearchBot(SearchBot):
    """SearchBot over a heuristic's best few options (`ranked`, best first), every candidate
    played in the same sampled worlds (one determinization and one rollout seed per round,
    shared by all), so they are compared on the same luck rather than on different luck.
    The heuristic's favourite keeps near-ties (`edge`). By default the heuristic is the
    rollout bot's own `rank` (a game's easy bot), asked through a copy of its own."""

    def __init__(self, game: Game, seed: int = 0, playouts: int = 200,
                 rollout_bot: type[Bot] = RandomBot, candidates: int = 4, edge: float = 0.01,
                 **search) -> None:
        super().__init__(game, seed, playouts=playouts, rollout_bot=rollout_bot, **search)
        self.ranker = rollout_bot(game, seed + 2)
        self.candidates = candidates
        self.edge = edge

    def ranked(self, view, decision: Decision) -> list[Option]:
        return self.ranker.rank(view, decision)

    def analyse(self, view, decision: Decision) -> list[OptionStats]:
        me = view.player
        stats = [OptionStats(o) for o in self.ranked(view, decision)[: self.candidates]]
        if len(stats) == 1:
            stats[0].visits, stats[0].total = 1, 0.5
            return stats
        game = self.game
        for _ in range(max(1, self.playouts // len(stats))):
            world = game.determinize(view, self.rng)
            seed = self.rng.getrandbits(32)
            for s in stats:
                state = game.clone(world)
                game.apply(state, me, s.option)
                self.policy.rng.seed(seed)
                s.visits += 1
                s.total += self._rollout(state, me)
        order = sorted(range(len(stats)),
                       key=lambda i: (-(stats[i].mean + (self.edge if i == 0 else 0.0)), i))
        return [stats[i] for i in order]


def standard_bot(game: Game, level: str, seed: int, easy: type[Bot], playouts: int = 0,
                 hard: type[Bot] | None = None, **search) -> Bot:
    """A game's three levels: random, its own easy heuristics, and its own `hard` bot or
    else search over easy's rollouts."""
    if level == "random":
        return RandomBot(game, seed)
    if level == "easy":
        return easy(game, seed)
    if level == "hard":
        if hard is not None:
            return hard(game, seed)
        return SearchBot(game, seed, playouts=playouts, rollout_bot=easy, **search)
    raise ValueError(f"unknown bot level {level!r}")
