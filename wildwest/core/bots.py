"""Bots shared by every game: a random player, and what the search bots share.

A bot decides from a View and a Decision only, never from the full state, so it cannot
cheat. A search bot samples full states that agree with its view (the game's
`determinize`), plays options in them and finishes each with the game's easy policy. A
game says how in its `Search`: what is searched, how far a rollout goes and how it is
scored. The search itself is in core, once: `ismcts.py` (the levels hard and expert) and,
kept for measuring them, the flat search below (the level flat). Same seed, same view,
same decision: same choice.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, replace

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


def best_few(order: list[Option], n: int, always: tuple = (), keep: Option | None = None) -> list[Option]:
    """The easy bot's best `n` of `order`, with any option of the `always` kinds and
    `keep` (a review's option) beside them."""
    return order[:n] + [o for o in order[n:] if o.kind in always or o == keep]


def edge_first(stats: list[OptionStats], edge: float) -> list[OptionStats]:
    """`stats` (the easy bot's order) by mean, best first; the easy bot's favourite (the
    first) keeps a near-tie: it counts `edge` more."""
    order = sorted(range(len(stats)), key=lambda i: (-(stats[i].mean + (edge if i == 0 else 0.0)), i))
    return [stats[i] for i in order]


def reward(game: Game, state, player: int) -> float:
    """The result's share of the win (`Result.share`: a team's win is 1 for each member, its
    loss 0); a game's own estimate (`evaluate`, in 0..1) when a rollout stopped before the end."""
    res = game.result(state)
    if res is None:
        return game.evaluate(state, player) if hasattr(game, "evaluate") else 0.5
    return res.share(player)


def by_view(easy: Bot, game: Game, state, player: int, decision: Decision) -> Option:
    """The default rollout policy: the easy bot's choice from the seat's view."""
    return easy.choose(game.view(state, player), decision)


def redeals(game: Game, view, rng: random.Random) -> Callable:
    """What gives a search's iterations their worlds, one a call, made once a decision: by
    default the game's re-deal of the view."""
    return lambda: game.determinize(view, rng)


def view_of(game: Game, state, player: int):
    """What a seat's easy bot ranks a sampled world's options from in the tree: by default
    the seat's view."""
    return game.view(state, player)


@dataclass(frozen=True)
class Search:
    """A game's configuration of the shared search: how much work each level does, how a
    rollout is played, where it stops and how it is scored, and which decisions are left
    to the easy bot. Every field has the plain default, so a game names only what differs."""

    iterations: int = 200           # hard: information-set search iterations per decision
    tied: float | Callable = 2.0    # hard: root options this many standard errors from the best tie (or view -> it)
    coin: Callable | None = None    # hard: (view, option) -> key settling a tie instead of easy's order
    playouts: int = 200             # flat: playouts per decision
    candidates: int = 0             # flat: the easy bot's best few, in shared worlds (0: all, UCB1)
    edge: float = 0.0               # flat: the easy bot's favourite keeps near-ties
    horizon: int = 10_000           # rollout steps before `value` estimates the outcome
    episode: Callable | None = None     # (state) -> key: a rollout also stops when it changes
    value: Callable = reward            # (game, state, player) -> 0..1, at a rollout's end
    policy: Callable = by_view          # (easy bot, game, state, player, decision) -> option
    sight: Callable = view_of           # (game, state, player) -> what the tree's rankings read
    step: Callable | None = None        # (game, state, player, option): a rollout's move, whose
                                        # events nobody reads (None: the game's `_apply`)
    worlds: Callable = redeals          # hard: (game, view, rng) -> () -> an iteration's world
    searched: Callable | None = None    # (view, decision) -> bool: False leaves it to easy
    easy_only: tuple = ()           # option kinds the easy bot alone picks (a plan, a set-up)
    always: tuple = ()              # flat: option kinds weighed beside the best few
    model: float = 0.0              # hard: share of iterations in which the other seats play the rollout
                                    # policy (the model of an opponent) instead of their trees
    root: int = 0                   # hard: the root weighs only the easy bot's best few, in shared
                                    # worlds, the favourite keeping near-ties (`edge`); 0: all, by UCB
    depth: int = 0                  # hard: the trees hold this many decisions of a path, the rollout
                                    # policy plays the rest (1 with `root`: the flat search's scheme); 0: all
    halving: float = 0.0            # hard, with `root`: sequential halving, this share of the rounds on
                                    # all the best few, the rest halving them down to 2; 0: off (and off
                                    # under expert's time budget, whose count is not known ahead)
    modes: Callable | None = None   # hard: (view) -> the Search of the view's mode, where a game's
                                    # modes search differently (Deck Goes West: versus, a team)

    def changed(self, **changes) -> Search:
        """This Search with `changes`, and so is each mode's (a measurement's variant,
        which `modes` would otherwise replace at the first search)."""
        if self.modes is None:
            return replace(self, **changes)
        base = self.modes

        def modes(view) -> Search:
            return replace(base(view), **changes, modes=modes)
        return replace(self, **changes, modes=modes)


class Searcher(Bot):
    """What every search level shares: the game's Search, an easy bot for rollouts and
    another for ranking (each with its own seeded noise), and the rollout."""

    level = "hard"

    def __init__(self, game: Game, seed: int, easy: type[Bot], search: Search) -> None:
        super().__init__(game, seed)
        self.search = search
        self.policy = easy(game, seed + 1)
        self.ranker = easy(game, seed + 2)

    def weighed(self, view, decision: Decision, ranker: Bot | None = None) -> list[Option] | None:
        """The options a search weighs, the easy bot's (`ranker`'s) best first; None when
        the easy bot decides alone (the game does not search this decision, or easy's
        favourite is of an `easy_only` kind). A choice of one is never searched."""
        if len(decision.options) == 1:
            return None
        search = self.search
        if search.searched is not None and not search.searched(view, decision):
            return None
        order = (ranker or self.ranker).rank(view, decision)
        if search.easy_only:
            if order[0].kind in search.easy_only:
                return None
            order = [o for o in order if o.kind not in search.easy_only]
        return order

    def unsearched(self, view, decision: Decision) -> list[OptionStats]:
        """The easy bot's choice with no statistics: nothing was searched."""
        if len(decision.options) == 1:
            return [OptionStats(decision.options[0], 1, 0.5)]
        return [OptionStats(self.ranker.choose(view, decision))]

    def rollout(self, state) -> None:
        """Play on in place with the easy policy until the game ends, the horizon is
        reached or the episode (Desperados: the turn) changes."""
        game, search, easy = self.game, self.search, self.policy
        episode = search.episode
        mark = episode(state) if episode is not None else None
        step = search.step
        for _ in range(search.horizon):
            if episode is not None and episode(state) != mark:
                return
            first = game.first_pending(state)
            if first is None:
                return
            player, decision = first
            option = search.policy(easy, game, state, player, decision)
            if step is None:
                game._apply(state, player, option)
            else:
                step(game, state, player, option)

    def choose(self, view, decision: Decision) -> Option:
        return self.analyse(view, decision)[0].option

    def advise(self, view, decision: Decision) -> tuple[Option, float | None]:
        """The suggested option and its estimated chance to win, for the Hint button
        (None when the easy bot decided alone: a plan, not a search)."""
        best = self.analyse(view, decision)[0]
        return best.option, (best.mean if best.visits else None)

    def analyse(self, view, decision: Decision) -> list[OptionStats]:
        raise NotImplementedError


class SearchBot(Searcher):
    """The flat search, kept to measure the tree search against (level `flat`): each
    playout samples a world, tries a root option picked by UCB1 and rolls out.

    `playouts` bounds the work (not wall time) so a decision is reproducible and its cost
    is measured in benchmarks/, not guessed in a timed test."""

    level = "flat"

    def __init__(self, game: Game, seed: int, easy: type[Bot], search: Search = Search(),
                 playouts: int | None = None, exploration: float = 0.6) -> None:
        super().__init__(game, seed, easy, search)
        self.playouts = playouts or search.playouts
        self.exploration = exploration

    def analyse(self, view, decision: Decision) -> list[OptionStats]:
        """Every option with its visit count and mean reward, best first."""
        if self.weighed(view, decision) is None:
            return self.unsearched(view, decision)
        me = view.player
        stats = [OptionStats(o) for o in decision.options]
        for n in range(1, self.playouts + 1):
            pick = self._select(stats, n)
            state = self.game.determinize(view, self.rng)
            self.game.apply(state, me, pick.option)
            self.rollout(state)
            pick.visits += 1
            pick.total += self.search.value(self.game, state, me)
        return sorted(stats, key=lambda s: (s.visits, s.mean), reverse=True)

    def _select(self, stats: list[OptionStats], n: int) -> OptionStats:
        unvisited = [s for s in stats if not s.visits]
        if unvisited:
            return unvisited[0]
        log_n = math.log(n)
        return max(stats, key=lambda s: s.mean + self.exploration * math.sqrt(log_n / s.visits))


class FocusedSearchBot(SearchBot):
    """The flat search over the easy bot's best few options (`Search.candidates`, plus
    any of the `always` kinds), every candidate played in the same sampled worlds (one
    determinization and one rollout seed per round, shared by all), so they are compared
    on the same luck rather than on different luck. The easy bot's favourite keeps
    near-ties (`Search.edge`)."""

    def __init__(self, game: Game, seed: int, easy: type[Bot], search: Search,
                 playouts: int | None = None, candidates: int | None = None) -> None:
        super().__init__(game, seed, easy, search, playouts)
        self.candidates = candidates or search.candidates

    def analyse(self, view, decision: Decision) -> list[OptionStats]:
        order = self.weighed(view, decision)
        if order is None:
            return self.unsearched(view, decision)
        me, n = view.player, self.candidates
        stats = [OptionStats(o) for o in best_few(order, n, self.search.always)]
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
                self.rollout(state)
                s.visits += 1
                s.total += self.search.value(game, state, me)
        return edge_first(stats, self.search.edge)
