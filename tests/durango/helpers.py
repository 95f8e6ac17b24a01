"""Shared helpers for the Durango tests: invariants and hand-built states."""
from __future__ import annotations

import random
from functools import cache
from itertools import chain

from wildwest.core.engine import digest
from wildwest.games.durango.cards import card_set
from wildwest.games.durango.rules import Durango, DurangoState

from ..battery import check_decisions, misplaced, once_each

GAME = Durango()


def places(state: DurangoState) -> list:
    """Every draw-deck card wherever it is, once per place (each should be in one)."""
    seen = list(chain(state.deck, state.discard, state.drawn, *state.party, (r for r in state.reserve if r is not None)))
    seen += [t[2] if t[0] == "add" else t[1] for t in state.tasks if t[0] in ("add", "calamity", "discard_trigger")]
    return seen


@cache
def deck(players: int) -> frozenset:
    """The draw deck's cards for this many players (asked after every fuzz step)."""
    return frozenset(card_set().deck(players))


@cache
def pieces() -> tuple[frozenset, frozenset, frozenset]:
    """The cattle, the calamities and the Calamity Triggers (asked after every fuzz step)."""
    cs = card_set()
    return frozenset(cs.cattle), frozenset(cs.calamities), frozenset(c for c in GAME.cards if GAME.cards[c].type == "trigger")


def check_invariants(game: Durango, state: DurangoState) -> None:
    cattle_ids, calamity_ids, triggers = pieces()
    cards = places(state)
    assert once_each(cards, deck(state.players)), misplaced(cards, deck(state.players))
    cattle = list(chain(state.yard, *state.herd))
    assert len(cattle) == 50 and set(cattle) == cattle_ids
    calamities = state.calamity_deck + state.calamities
    assert len(calamities) == 10 and set(calamities) == calamity_ids
    trims = {t[1] for t in state.tasks if t[0] == "trim"}
    for p in range(state.players):
        assert len(state.party[p]) <= game.limit(state, p) or p in trims, (p, state.party[p])
        assert triggers.isdisjoint(state.party[p])
        assert state.reserve[p] not in triggers
    assert len(state.reserve) == state.players
    assert state.coal >= 0 and state.silver >= 0
    pending = check_decisions(game, state)
    assert bool(state.end) != bool(pending) and len(pending) <= 1, "one seat at a time, until the end"


def make_state(players: int = 3, **fields) -> DurangoState:
    """A hand-built state at the start of `active`'s selection: every card not placed by
    `fields` is in the deck, every cattle not in a herd is in the yard."""
    cs = card_set()
    n = players
    state = DurangoState(rng=random.Random(7), players=n, deck=[], discard=[], calamity_deck=[],
                         calamities=[], yard=[], party=[[] for _ in range(n)], reserve=[None] * n,
                         herd=[[] for _ in range(n)], active=0)
    for key, value in fields.items():
        setattr(state, key, value)
    used = set(state.discard) | set(state.drawn) | {r for r in state.reserve if r}
    for part in state.party:
        used.update(part)
    for t in state.tasks:
        if t[0] == "add":
            used.add(t[2])
        elif t[0] in ("calamity", "discard_trigger"):
            used.add(t[1])
    if "deck" not in fields:          # Calamity Triggers at the bottom: no calamity unless asked
        rest = [c for c in cs.deck(n) if c not in used]
        state.deck = [c for c in rest if c.startswith("trigger")] + [c for c in rest if not c.startswith("trigger")]
    herds = {c for h in state.herd for c in h}
    if "yard" not in fields:
        state.yard = [c for c in cs.cattle if c not in herds and c not in state.yard]
    if "calamity_deck" not in fields:
        state.calamity_deck = [c for c in cs.calamities if c not in state.calamities]
    return state


def start_turn(state: DurangoState, drawn: list[str], reserve_drawn: bool = False) -> list:
    """Put `drawn` on top of the deck (first drawn first) and start the active player's turn."""
    for c in drawn:
        if c in state.deck:
            state.deck.remove(c)
    state.deck += list(reversed(drawn))
    state.tasks = [("turn",)]
    return GAME.settle(state)


def at(state: DurangoState, tasks: list[tuple]) -> list:
    """Set the task stack and settle to the next decision."""
    state.tasks = list(tasks)
    return GAME.settle(state)


def play(state: DurangoState, player: int, option) -> list:
    return GAME.apply(state, player, option)


def options(state: DurangoState) -> tuple:
    (player, decision), = GAME.pending(state).items()
    return decision.options


def who(state: DurangoState) -> int:
    (player, _), = GAME.pending(state).items()
    return player


def texts(events) -> list[str]:
    return [e.text for e in events]


__all__ = ["GAME", "check_invariants", "make_state", "start_turn", "at", "play",
           "options", "who", "texts", "digest"]
