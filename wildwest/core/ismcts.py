"""Information-set Monte Carlo tree search, once, for every game (the levels hard and
expert). Pygame-free; it reads a game through the engine contract only.

Cowling, Powley and Whitehouse (2012), the multiple-observer variant (MO-ISMCTS):

- Each iteration samples a world that agrees with the searcher's view (`determinize`,
  or the game's `Search.worlds`) and plays one path through it. Every seat that moves on the path has its own tree,
  whose nodes are what that seat has observed since the root: the options it took
  itself, and for every other move the events it could read (`Event.to`). A move
  nobody else sees (a card laid face down) is one edge in their trees whatever the
  card was, so no tree branches on something its seat cannot know: the search neither
  leaks hidden information nor splits its statistics by it.
- A seat picks its own option in its own tree by UCB where an option's exploration
  term counts the times it was available (legal in the sampled world and admitted by
  widening), not the node's visits: different worlds offer different options.
- The easy bot's `rank` (from the mover's view of that world) orders the options:
  unvisited ones are tried best first, a node admits one more option as its visits
  grow (progressive widening), and the favourite gets a bias that fades with visits.
  A node visited a few times therefore plays like the easy bot; search refines it.
- Simultaneous choices (Duel's cards, the desperadoes' movement cards, Wild Ride's
  actions) are played one seat after the other, the searcher first at the root. A
  later seat observes only the public "lays a card face down" of the earlier ones, so
  its choice is made in ignorance of theirs: the multiple-observer trees decouple the
  seats by themselves, with no game code.
- A game may model the other seats (`Search.model`, Duel: a half): in that share of
  iterations they play the rollout policy (the easy bot) instead of their trees, so the
  searcher's values are against a mixture of a habit and a searching opponent, which
  exploits the habit where it shows and keeps weight on a searcher where it does not (a
  restricted Nash response, Johanson, Zinkevich and Bowling 2007).
- A path stops growing at the first option a seat tries for the first time; the easy
  policy plays on from there (`Searcher.rollout`: a horizon, an episode) and the
  game's `Search.value` scores the end for every seat on the path.
- A game may keep the trees shallow (`Search.depth`: that many decisions of a path, the
  rollout policy playing the rest; a paired root of depth 1 is the flat search's scheme)
  and spend a paired root's rounds by sequential halving (`Search.halving`: a share on
  all of the best few, the rest on the better half, down to the best 2).
- The answer is the root's most visited option, unless the search cannot tell it from
  options the easy bot ranks higher (`tied_first`, `Search.tied`): then the easy bot's
  first of them, so that a coin toss of the search is not played as a decision. A game
  whose opponents would expect the easy bot's first (simultaneous choices: Duel) gives
  `Search.coin` instead, a coin tossed from the position that orders the tied options,
  and may give `Search.tied` per view (Duel: only where nothing of the round is known yet).

Work is an iteration count (hard; reproducible: same seed, view, decision and count,
same choice) or a time budget (expert).
"""
from __future__ import annotations

import math
import time

from .bots import Bot, OptionStats, Search, Searcher, best_few, edge_first
from .engine import Decision, Game, Option

EXPLORATION = 0.7           # UCB's exploration constant (rewards are in 0..1)
WIDENING = 1.0              # a node admits ceil(WIDENING * visits ** WIDEN_POWER) options
WIDEN_POWER = 0.5
PRIOR = 0.15                # the favourite's bias at a node's first visit, fading as 1/(1+visits)
MAX_ITERATIONS = 200_000    # a time budget's ceiling, so a fast game cannot fill the memory
TIED_SHARE = 0.25           # a tied option had at least this share of the best one's visits


class Node:
    """What one seat has observed along a path: its options' statistics where it moved
    here (option -> [visits, total reward, times available, total squared reward]) and
    the next nodes."""

    __slots__ = ("stats", "children", "visits")

    def __init__(self) -> None:
        self.stats: dict = {}
        self.children: dict = {}
        self.visits = 0

    def child(self, key) -> Node:
        found = self.children.get(key)
        if found is None:
            found = self.children[key] = Node()
        return found


def observed(seat: int, actor: int, option: Option, events) -> tuple:
    """What `seat` learns of a move: the mover's own option, or only the seat that moved,
    and the events it may read (their kind and words)."""
    seen = tuple((e.kind, e.text) for e in events if e.to is None or e.to == seat)
    return (option, seen) if seat == actor else (actor, seen)


class ISMCTSBot(Searcher):
    """The shared tree search configured by a game's `Search`: `iterations` per decision,
    or, given `seconds`, as many as fit in that wall-clock time (expert)."""

    level = "hard"

    def __init__(self, game: Game, seed: int, easy: type[Bot], search: Search,
                 iterations: int | None = None, seconds: float | None = None) -> None:
        super().__init__(game, seed, easy, search)
        self.iterations = iterations    # fixed by the caller (tests, a measured expert), else the Search's
        self.seconds = seconds
        self.done = 0               # iterations the last search made (a budget's count varies)
        self.trees: dict[int, Node] = {}    # the last search's tree of each seat, by seat

    def settle(self, view) -> int:
        """Take the Search of the view's mode (`Search.modes`, asked at every search, so a
        bot may meet views of several modes) and return the iterations a search from `view`
        makes."""
        if self.search.modes is not None:
            self.search = self.search.modes(view)
        return self.iterations or self.search.iterations

    def analyse(self, view, decision: Decision, keep: Option | None = None,
                among: tuple[Option, ...] | None = None) -> list[OptionStats]:
        """The root's options with their visits and mean reward, the choice first (see
        `tied_first`), then most visited first (ties: the better mean, then the easy
        bot's order). `keep` is weighed from the second visit on, however the easy bot
        ranks it: a review compares the option a player took with the best. `among`:
        only these options are weighed at the root (a review's second look at two); the
        easy bot still ranks the whole decision, as its game expects."""
        # The root is ranked by an easy bot of its own, fresh and of one seed, so that
        # the easy bot's noise among equal options does not vary with this bot's seed.
        iterations = self.settle(view)
        order = self.weighed(view, decision, type(self.ranker)(self.game, 0))
        if order is None:
            return self.unsearched(view, decision)
        if among is not None:
            order = [o for o in order if o in among]
        paired = self.search.root
        if paired:
            order = best_few(order, paired, self.search.always, keep)
        if keep in order[1:]:
            order.remove(keep)
            order.insert(1, keep)
        roots = self.trees = {}
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        self.done = 0
        world = self.search.worlds(self.game, view, self.rng)
        halving = self.search.halving if paired and deadline is None else 0.0
        if deadline is not None:
            iterations = MAX_ITERATIONS
        cuts = halvings(len(order), iterations, halving) if halving else []
        live = order
        while self.done < iterations:
            while cuts and self.done and self.done >= cuts[0][0]:
                live = self._halve(roots[view.player].stats, live, cuts.pop(0)[1], keep)
            modelled = self.search.model > 0 and self.rng.random() < self.search.model
            if paired:
                self.done += self._paired(world, view, decision, live, roots, modelled)
            else:
                self._iterate(world(), view.player, decision, order, roots, modelled=modelled)
                self.done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        stats = roots[view.player].stats
        out = [OptionStats(o, *stats[o][:2]) if o in stats else OptionStats(o) for o in order]
        if paired:
            # the last survivors of a halving first (the easy bot's first of them keeping
            # near-ties), then the options it dropped
            kept = [s for s in out if s.option in live]
            return edge_first(kept, self.search.edge) + edge_first([s for s in out if s.option not in live], 0.0)
        ranked = sorted(out, key=lambda s: (-s.visits, -s.mean))
        coin, z = self.search.coin, self.search.tied
        ties = order if coin is None else sorted(order, key=lambda o: coin(view, o))
        return tied_first(ranked, stats, ties, z(view) if callable(z) else z)

    # ---- one iteration ------------------------------------------------------------------
    def _paired(self, next_world, view, decision: Decision, order: list[Option], roots: dict,
                modelled: bool = False) -> int:
        """One sampled world and one rollout seed for every root option in turn (`Search.root`),
        so that they are compared on the same luck, as the flat search compares them: the
        iterations made. Below the root the tree grows as ever."""
        world, seed = next_world(), self.rng.getrandbits(32)
        for option in order:
            self.policy.rng.seed(seed)
            self._iterate(self.game.clone(world), view.player, decision, order, roots, option, modelled)
        return len(order)

    def _halve(self, stats: dict, live: list[Option], n: int, keep: Option | None) -> list[Option]:
        """The best `n` of `live` by mean so far (the easy bot's first of them keeping
        near-ties, `Search.edge`), in the easy bot's order; a review's `keep` stays."""
        ranked = edge_first([OptionStats(o, *stats[o][:2]) for o in live], self.search.edge)
        best = {s.option for s in ranked[:n]} | ({keep} & set(live))
        return [o for o in live if o in best]

    def outlook(self, view) -> float:
        """The view's seat's mean reward over `iterations` paths from its view, whoever
        moves first in each sampled world: its chance where it has no choice to search (a
        review asks it of a seat that is waiting, or whose choice the game leaves to easy)."""
        game, roots, total = self.game, {}, 0.0
        iterations = self.settle(view)
        for _ in range(iterations):
            world = game.determinize(view, self.rng)
            first = game.first_pending(world)
            if first is not None:
                player, decision = first
                order = None if len(decision.options) == 1 else \
                    self.weighed(self.search.sight(game, world, player), decision)
                self._iterate(world, player, decision, order, roots)
            total += self.search.value(game, world, view.player)
        self.trees = roots
        return total / iterations

    def _iterate(self, world, player: int, decision: Decision, order: list[Option] | None, roots: dict,
                 taken: Option | None = None, modelled: bool = False) -> None:
        """One path through `world` from `player`'s `decision` (`order`: its options as
        weighed, None for the easy bot's choice; `taken`: the option taken there, else
        UCB's), then the rollout; `world` ends there. `modelled`: every other seat plays
        the rollout policy on this path (`Search.model`), not its tree."""
        game, search = self.game, self.search
        searcher = player
        nodes: dict[int, Node] = {}     # each seat's node on this path, made when it moves
        moves: list = []                # (actor, option, events): what the later seats replay
        path: list = []                 # (seat, node, option) whose statistics learn the reward
        while True:
            node = self._node(player, roots, nodes, moves)
            if order is None:           # one option, or the easy bot's to take: no statistics
                option = decision.options[0] if len(decision.options) == 1 else \
                    search.policy(self.policy, game, world, player, decision)
                fresh = False
            else:
                option, fresh = self._select(node, order, taken)
                taken = None
                path.append((player, node, option))
            events = game._apply(world, player, option)
            moves.append((player, option, events))
            for seat in nodes:
                nodes[seat] = nodes[seat].child(observed(seat, player, option, events))
            if fresh or 0 < search.depth <= len(path):
                break
            first = game.first_pending(world)
            if first is None:
                break
            player, decision = first
            order = None if len(decision.options) == 1 or (modelled and player != searcher) else \
                self.weighed(search.sight(game, world, player), decision)
        self.rollout(world)
        values: dict[int, float] = {}
        for seat, node, option in path:
            if seat not in values:
                values[seat] = search.value(game, world, seat)
            row = node.stats[option]
            row[0] += 1
            row[1] += values[seat]
            row[3] += values[seat] ** 2

    def _node(self, seat: int, roots: dict, nodes: dict, moves: list) -> Node:
        """`seat`'s node on this path: found by replaying what it observed of the moves so
        far from its root, the first time it moves in this iteration."""
        node = nodes.get(seat)
        if node is None:
            node = roots.get(seat)
            if node is None:
                node = roots[seat] = Node()
            for actor, option, events in moves:
                node = node.child(observed(seat, actor, option, events))
            nodes[seat] = node
        return node

    @staticmethod
    def _select(node: Node, order: list[Option], forced: Option | None = None) -> tuple[Option, bool]:
        """(option, is it new here): availability-aware UCB over the options widening
        admits, unvisited ones first in the easy bot's order; or `forced`."""
        node.visits += 1
        if forced is not None:
            row = node.stats.setdefault(forced, [0, 0.0, 0, 0.0])
            row[2] += 1
            return forced, row[0] == 0
        admitted = order[: math.ceil(WIDENING * node.visits ** WIDEN_POWER)]
        stats = node.stats
        best, best_score = None, -1.0
        for rank, option in enumerate(admitted):
            row = stats.get(option)
            if row is None:
                row = stats[option] = [0, 0.0, 0, 0.0]
            row[2] += 1
            if row[0] == 0:
                if best_score < math.inf:
                    best, best_score = option, math.inf
                continue
            score = (row[1] / row[0] + EXPLORATION * math.sqrt(math.log(row[2]) / row[0])
                     + PRIOR / ((rank + 1) * (1 + row[0])))
            if score > best_score:
                best, best_score = option, score
        return best, stats[best][0] == 0


def halvings(options: int, iterations: int, share: float) -> list[tuple[int, int]]:
    """Sequential halving's schedule (Karnin, Koren and Somekh 2013; Pepels et al. 2014)
    for a paired root of `options`: (iterations done, options kept) at each cut. `share`
    of the iterations go to all of them; each later phase, on half the options of the one
    before (rounded up) down to 2, gets an equal part of the rest."""
    sizes = []
    while options > 2:
        options = -(-options // 2)
        sizes.append(options)
    cuts, done = [], share * iterations
    for size in sizes:
        cuts.append((round(done), size))
        done += (1 - share) * iterations / len(sizes)
    return cuts


def tied_first(ranked: list[OptionStats], stats: dict, order: list[Option], z: float) -> list[OptionStats]:
    """`ranked` (most visited first) with the choice moved to the front: of the options
    whose mean is within `z` standard errors of the most visited one's (and that were
    visited enough to tell), the easy bot's first. Options that close are a coin toss for
    the search, and two seeds would pick them at random; the easy bot's order settles
    them the same way every time. z = 0: the most visited."""
    if z <= 0:
        return ranked
    best = stats[ranked[0].option]
    tied = [o for o in order if o in stats and close(stats[o], best, z)]
    choice = next(s for s in ranked if s.option == tied[0])
    return [choice] + [s for s in ranked if s is not choice]


def close(row: list, best: list, z: float) -> bool:
    """Was `row` visited enough to tell, and is its mean within `z` standard errors of
    the mean of `best`?"""
    (n, total, _, squares), (m, best_total, _, best_squares) = row, best
    if not n or n < TIED_SHARE * m:
        return False
    gap = best_total / m - total / n
    spread = variance(m, best_total, best_squares) / m + variance(n, total, squares) / n
    return gap <= z * math.sqrt(spread)


def variance(n: int, total: float, squares: float) -> float:
    """The sample variance of n rewards from their sum and sum of squares (0 for one)."""
    return max(0.0, squares - total * total / n) / (n - 1) if n > 1 else 0.0
