"""Where a hidden pawn may be, from what is public: the seeker's aid and the bots' sampler.

A pawn starts each turn in the open; after that only the count of cards it laid, the cards
shown as proof (a disc placed, a bank spied), the cards it lost in earlier arrests and the
roads are known to the other side. `possible_steps` turns that into the set of towns the
pawn may be in after each card, as hidden-movement apps shade them for the seeker: a
superset (it forgets which towns a path already used) that always holds the true town.
`sample_path` draws one whole path that keeps every rule (each card once a turn, one
Saloon, no lost card, the proofs), for determinize; `likely_path` keeps one of several
such draws by how well it serves a desperado's goals (`goal_score`: activities on the way,
no lawman's town, a rich bank reachable by the fifth move), read from the public parts of
the marshal's view (`desperado_goals`). Pure functions of plain values.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

from .board import SALOON, Board, board


def known_positions(start: str, shown: dict) -> dict:
    """Card index -> the town the pawn stood in after it, from the cards shown as proof."""
    req = {}
    for i in sorted(shown):
        card = shown[i]
        if card != SALOON:
            req[i] = card
        elif i == 0:
            req[0] = start
        elif shown.get(i - 1, SALOON) != SALOON:
            req[i] = shown[i - 1]
    return req


def proven_now(view) -> dict:
    """Seat -> the town a proof of this move puts it in, for the seats that showed one (a
    card shown of this move: `known_positions` places the pawn only after shown cards)."""
    at = view.move - 1
    out = {}
    for p, shown in enumerate(view.shown):
        if at in shown and view.pawn[p] is not None:
            town = known_positions(view.pawn[p], shown).get(at)
            if town is not None:
                out[p] = town
    return out


def possible_steps(board: Board, start: str, laid: int, shown: dict, lost) -> list[frozenset]:
    """The towns the pawn may be in after 0, 1, ..., `laid` cards this turn."""
    req = known_positions(start, shown)
    shown_towns = {i: c for i, c in shown.items() if c != SALOON}
    lost = set(lost)
    dist, nbrs = board.dist, board.nbrs
    states = {(start, False, False)}            # (town, saloon used, stuck after an impossible card)
    steps = [frozenset([start])]
    for i in range(laid):
        barred = lost | {c for j, c in shown_towns.items() if j != i}
        forced = shown.get(i)
        nxt = set()
        for town, saloon, stuck in states:
            if stuck:
                if forced is None:
                    nxt.add((town, saloon, True))
                continue
            if forced is None or forced == SALOON:
                if not saloon:
                    nxt.add((town, True, False))
            for n in nbrs[town]:
                if (forced is None or forced == n) and n not in barred:
                    nxt.add((n, saloon, False))
            # every road out already used and the Saloon too: the card is an impossible move
            open_roads = sum(1 for n in nbrs[town] if n not in lost)
            if forced is None and saloon and open_roads + 1 <= i:
                nxt.add((town, True, True))
        later = [(j, t) for j, t in req.items() if j >= i]
        states = {s for s in nxt if all(dist[s[0], t] <= j - i for j, t in later)}
        steps.append(frozenset(s[0] for s in states))
    return steps


@lru_cache(maxsize=65536)
def towns_now(start: str, laid: int, shown: tuple, lost: tuple) -> frozenset:
    """`possible_steps`' last set on the map of the game, from hashable inputs (`shown` as
    sorted (index, card) pairs): bots ask it again and again from the same public facts."""
    return possible_steps(board(), start, laid, dict(shown), lost)[-1]


def shuffle(rng: random.Random, x: list) -> None:
    """`rng.shuffle(x)`, drawing the very bits it draws (`Random._randbelow` from
    `getrandbits`, one draw after another until one fits), without a call per element:
    every world of a search shuffles its tiles and the choices of its drawn paths."""
    bits = rng.getrandbits
    for i, k in _swaps(len(x)):
        j = bits(k)
        while j > i:
            j = bits(k)
        x[i], x[j] = x[j], x[i]


@lru_cache(maxsize=64)
def _swaps(n: int) -> tuple:
    """`shuffle`'s steps for a list of n: (index, bits drawn for a place among index + 1)."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


def sample_path(board: Board, start: str, laid: int, shown: dict, lost, rng: random.Random):
    """(cards, towns, stuck) for `laid` cards: a random path keeping every rule and proof.
    `towns[i]` is where card i leads (the pawn stays after an impossible card); `stuck` is
    the index of the first impossible card or -1. None if no path fits (a bad view)."""
    if not shown:
        return free_path(board, start, laid, frozenset(lost), rng)
    return fitted_path(board, start, laid, shown, lost, rng)


def free_path(board: Board, start: str, laid: int, lost: frozenset, rng: random.Random):
    """`fitted_path` with no proof shown: no choice can fail, so the first of the shuffled
    choices is the one kept, and a loop draws from `rng` what the search would (the
    determinize of a hard decision asks for a dozen paths)."""
    deck, nbrs = board.cards, board.nbrs
    cards: list[str] = []
    towns: list[str] = []
    used: set = set()
    town, stuck = start, -1
    for i in range(laid):
        if stuck >= 0:
            card = rng.choice([c for c in deck if c not in used and c not in lost])
        else:
            choices = [n for n in nbrs[town] if n not in used and n not in lost]
            if SALOON not in used:
                choices.append(SALOON)
            if not choices:                     # nowhere to go: an impossible card
                choices = [rng.choice([c for c in deck if c not in used and c not in lost])]
                stuck = i
            shuffle(rng, choices)
            card = choices[0]
            if stuck < 0 and card != SALOON:
                town = card
        used.add(card)
        cards.append(card)
        towns.append(town)
    return cards, towns, stuck


def fitted_path(board: Board, start: str, laid: int, shown: dict, lost, rng: random.Random):
    """`sample_path` by a search that backs out of a choice no path from it fits (the cards
    used kept as a set beside the path, the choices shuffled as cards: the same draws as
    shuffling them as (card, town) pairs)."""
    lost = frozenset(lost)
    deck, nbrs = board.cards, board.nbrs
    cards: list[str] = []
    towns: list[str] = []
    used: set = set()
    fit = fitting(board, start, shown, laid)

    def walk(i: int, town: str, stuck: int) -> int | None:
        if i == laid:
            return stuck
        forced = shown.get(i)
        if stuck >= 0:
            if forced is not None:
                return None
            choices = [rng.choice([c for c in deck if c not in used and c not in lost])]
            stuck_now = stuck
        else:
            choices = [n for n in nbrs[town] if n not in used and n not in lost]
            if SALOON not in used:
                choices.append(SALOON)
            stuck_now = -1
            if not choices:                     # nowhere to go: an impossible card
                choices = [rng.choice([c for c in deck if c not in used and c not in lost])]
                stuck_now = i
            else:
                shuffle(rng, choices)
        here = fit[i]
        for card in choices:
            if forced is not None and card != forced:
                continue
            nxt = town if stuck_now >= 0 or card == SALOON else card
            if nxt not in here:
                continue
            cards.append(card)
            towns.append(nxt)
            used.add(card)
            found = walk(i + 1, nxt, stuck_now)
            if found is not None:
                return found
            cards.pop()
            towns.pop()
            used.discard(card)
        return None

    stuck = walk(0, start, -1)
    if stuck is None:
        return None
    return list(cards), list(towns), stuck


_FITTING: dict = {}


def fitting(board: Board, start: str, shown: dict, laid: int) -> tuple:
    """For each card i of `laid`, the towns from which every town the proofs put the pawn
    in later is still in reach: `fitted_path` asks at every step of every draw, from a few
    distinct proofs (kept with their board, so an id is never another board's)."""
    last = _LAST_FIT[0]
    if last[0] is board and last[1] == start and last[2] == laid and last[3] == shown:
        return last[4]
    key = (id(board), start, tuple(sorted(shown.items())), laid)
    found = _FITTING.get(key)
    if found is None or found[0] is not board:
        if len(_FITTING) > 50_000:
            _FITTING.clear()
        req = known_positions(start, shown)
        dist = board.dist
        found = _FITTING[key] = (board, tuple(
            frozenset(x for x in board.cities if all(dist[x, t] <= j - i for j, t in req.items() if j >= i))
            for i in range(laid)))
    _LAST_FIT[0] = (board, start, laid, dict(shown), found[1])
    return found[1]


# `fitting`'s last answer with its inputs (the proofs copied): a marshal's world asks six
# times in a row for each desperado who showed a card, with the same proofs. One tuple,
# replaced whole (another thread's search can only make it work one out again).
_LAST_FIT: list = [(None, None, 0, None, None)]


def possible_towns(board: Board, view) -> dict:
    """Each placed desperado's possible towns now, from any seat's view (the marshal's table
    shades these): only the public parts of the view are read."""
    return {p: possible_steps(board, view.pawn[p], view.laid[p], view.shown[p], view.lost[p])[-1]
            for p in range(view.players) if p != view.marshal and view.pawn[p] is not None}


CANDIDATES = 6      # paths drawn per hidden desperado; one is kept, by its goal weight


def desperado_goals(board: Board, view) -> tuple:
    """What the marshal may read of where a desperado wants to be, from the public parts
    of his view: (towns with an activity at each move of the turn, bank town -> value,
    towns a lawman held at the turn's start)."""
    sched = board.schedules
    brown = sched[view.order[view.turn]].brown
    blue = sched[view.order[view.turn - 1]].blue if view.turn else None
    poker = set(view.poker_towns)
    acts = [poker | {brown[m]} | ({blue[m]} if blue else set()) for m in range(1, len(brown))]
    banks = {t: view.bank_values.get(t, 1500) for t in view.bank_towns}
    law = set(view.sheriffs) | {view.pawn[view.marshal]}
    return acts, banks, law


def goal_score(board: Board, goals: tuple, towns: list) -> float:
    """How well a path serves a desperado: activities on the way, no lawman's town, and a
    rich bank he can reach by the fifth move (the hold-up), arriving neither late nor early."""
    acts, banks, law = goals
    score = 0.0
    for i, town in enumerate(towns):
        if town in law:
            score -= 1.0
        elif town in acts[i]:
            score += 0.5
    if towns and banks:
        last, left = towns[-1], len(acts) - len(towns)
        score += max((v / 1000 if board.dist[last, t] <= left else -1.0)
                     - 0.3 * abs(left - board.dist[last, t]) for t, v in banks.items())
    return score


def likely_path(board: Board, start: str, laid: int, shown: dict, lost, goals: tuple,
                rng: random.Random, memo: dict | None = None):
    """`sample_path`, weighted by the desperado's goals: of CANDIDATES paths drawn, one
    kept with chance proportional to exp(goal_score). None if no path fits. `memo`
    keeps each path's weight (by its towns) for later draws with the same goals."""
    drawn = [sample_path(board, start, laid, shown, lost, rng) for _ in range(CANDIDATES)]
    if drawn[0] is None:
        return None
    memo = {} if memo is None else memo
    weights = []
    for _, towns, _ in drawn:
        key = tuple(towns)
        weight = memo.get(key)
        if weight is None:
            weight = memo[key] = math.exp(goal_score(board, goals, towns))
        weights.append(weight)
    return rng.choices(drawn, weights)[0]
