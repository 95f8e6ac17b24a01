"""Shared helpers for the Wild Ride tests: invariants and hand-built states."""
from __future__ import annotations

import random
from collections import Counter
from itertools import chain

from wildwest.core.engine import Event
from wildwest.games.wildride.rules import WildRide, WildRideState

from ..battery import check_decisions

GAME = WildRide()
DECK = Counter(GAME.content.deck())
SORTED_DECK = sorted(DECK.elements())


def places(state: WildRideState) -> list:
    """Every card wherever it is, sorted: the deck's cards exactly when none is lost or
    foreign (a sorted list compares several times quicker than a Counter, after every step)."""
    return sorted(chain(state.deck, state.discard, *state.hands, *state.areas))


def connected(game: WildRide, state: WildRideState, p: int) -> bool:
    """Every checked leg joins a checked flag through checked legs and flags."""
    nodes = set(state.legs[p]) | set(state.flags[p])
    reach, todo = set(state.flags[p]), list(state.flags[p])
    while todo:
        for m in game.map.links[todo.pop()]:
            if m in nodes and m not in reach:
                reach.add(m)
                todo.append(m)
    return nodes <= reach


def sheet(state: WildRideState, p: int) -> tuple:
    return (list(state.flags[p]), list(state.legs[p]), list(state.rail[p]), dict(state.area_boxes[p]),
            list(state.tipi[p]), state.wanted[p], list(state.points[p]))


def grew(before: tuple, after: tuple) -> bool:
    """Checked boxes are only ever added: each list of an old sheet is a prefix (or subset)."""
    for old, new in zip(before, after):
        if isinstance(old, dict):
            if any(new[k] < v for k, v in old.items()):
                return False
        elif isinstance(old, int):
            if new < old:
                return False
        elif not set(old) <= set(new) or list(new[:len(old)]) != list(old):
            return False
    return True


def check_invariants(game: WildRide, state: WildRideState, before: list | None = None) -> list:
    """The invariants; given the sheets of the step `before`, a sheet unchanged since is not
    walked again (its legs were connected then), which keeps the fuzz quick."""
    assert places(state) == SORTED_DECK, "a card is missing or foreign"
    sheets = []
    for p in range(state.players):
        assert state.nuggets[p] >= 0
        assert len(set(state.areas[p])) == len(state.areas[p]), "two copies in one play area"
        sheets.append(sheet(state, p))
        if before is not None and sheets[p] == before[p]:
            continue
        assert connected(game, state, p), f"seat {p} has a leg not connected to a flag"
        assert all(game.map.legs[x].region in state.flags[p] for x in state.legs[p])
        assert len(set(state.legs[p])) == len(state.legs[p])
        if before is not None:
            assert grew(before[p], sheets[p]), f"seat {p} lost a checked box"
    assert bool(state.end) != bool(check_decisions(game, state)), "a seat pending after the end, or none before"
    return sheets


def make_state(players: int = 3, caller: int = 0, hands=None, areas=None, nuggets=None,
               flags=None, legs=None, **fields) -> WildRideState:
    """A hand-built state at the start of `caller`'s turn: every card not placed by
    `hands`/`areas` is in the deck (in a fixed order)."""
    n = players
    hands = [list(h) for h in (hands or [[] for _ in range(n)])]
    areas = [list(a) for a in (areas or [[] for _ in range(n)])]
    rest = DECK.copy()
    for part in hands + areas:
        rest.subtract(part)
    assert min(rest.values()) >= 0, "more copies placed than exist"
    state = WildRideState(
        rng=random.Random(7), players=n, deck=sorted(rest.elements()), discard=[], hands=hands,
        areas=areas, nuggets=list(nuggets or [3] * n),
        flags=[list(x) for x in (flags or [["dust-town"]] * n)], legs=[list(x) for x in (legs or [[]] * n)],
        rail=[[] for _ in range(n)], area_boxes=[{k: 0 for k in GAME.chart.areas} for _ in range(n)],
        tipi=[[] for _ in range(n)], wanted=[0] * n, points=[[] for _ in range(n)],
        caller=caller, first=caller, chains=[[] for _ in range(n)], tasks=[("turn",)])
    for key, value in fields.items():
        setattr(state, key, value)
    GAME.settle(state)
    return state


def play(state, player: int, option) -> list[Event]:
    return GAME.apply(state, player, option)


def texts(events) -> str:
    return "\n".join(e.text for e in events)
