"""The battery's own cheap checks: the fuzz asks them after every step, so they are computed
without Counters, and must still catch a card lost, doubled or foreign."""
from __future__ import annotations

import random

import pytest

from .battery import misplaced, once_each
from .deckwest import helpers as deckwest
from .desperados import helpers as desperados
from .durango import helpers as durango
from .wildride import helpers as wildride

EVERY = frozenset("abc")


@pytest.mark.parametrize("things", [["a", "b", "c"], ["c", "a", "b"]])
def test_each_once_in_any_order(things):
    assert once_each(things, EVERY)


@pytest.mark.parametrize("things, why", [
    (["a", "b"], ("missing", {"c"}, "foreign", set(), "twice", [])),
    (["a", "b", "b"], ("missing", {"c"}, "foreign", set(), "twice", ["b"])),
    (["a", "b", "c", "c"], ("missing", set(), "foreign", set(), "twice", ["c"])),
    (["a", "b", "x"], ("missing", {"c"}, "foreign", {"x"}, "twice", [])),
])
def test_a_card_missing_doubled_or_foreign_is_caught_and_named(things, why):
    assert not once_each(things, EVERY)
    assert misplaced(things, EVERY) == why


def doubled(state, pile: list) -> None:
    """A planted bug: a card copied from the top of `pile` onto it, another card lost."""
    pile[0] = pile[1]


@pytest.mark.parametrize("helpers, config, piles", [
    (deckwest, {"players": 2}, lambda s: s.trade_deck),
    (durango, {"players": 3}, lambda s: s.deck),
    (wildride, {"players": 3}, lambda s: s.deck),
])
def test_every_games_invariants_catch_a_card_copied_over_another(helpers, config, piles):
    state = helpers.GAME.new_game(config, 1)
    helpers.check_invariants(helpers.GAME, state)
    doubled(state, piles(state))
    with pytest.raises(AssertionError):
        helpers.check_invariants(helpers.GAME, state)


def test_durango_invariants_catch_a_calamity_trigger_kept_in_a_party():
    state = durango.GAME.new_game({"players": 3}, 1)
    trigger = next(c for c in state.deck if durango.GAME.cards[c].type == "trigger")
    state.deck.remove(trigger)
    state.party[0].append(trigger)
    with pytest.raises(AssertionError):
        durango.check_invariants(durango.GAME, state)


def desperados_mid_move():
    """A seeded Desperados game stopped where a desperado has laid two cards this turn."""
    state = desperados.GAME.new_game({"players": 4, "marshal": 0}, 3)
    rng = random.Random(3)
    while not any(len(state.played[p]) >= 2 for p in (1, 2, 3)):
        pending = desperados.GAME.pending(state)
        seat = rng.choice(sorted(pending))
        desperados.GAME.apply(state, seat, rng.choice(pending[seat].options))
    desperados.check_invariants(state)
    return state, next(p for p in (1, 2, 3) if len(state.played[p]) >= 2)


@pytest.mark.parametrize("plant", [
    lambda s, p: s.poker.pop(next(iter(s.poker))),                          # a poker tile lost
    lambda s, p: s.coach_stack.append(s.coach_stack[0]),                     # a coach tile doubled
    lambda s, p: s.path[p].__setitem__(1, s.path[p][0]),                     # the path left its cards
    lambda s, p: s.played[p].__setitem__(1, next(t for t in desperados.B.cities   # a card off the roads
                                                 if t not in desperados.B.nbrs[s.path[p][0]] and t != s.path[p][0])),
    lambda s, p: s.lost[p].append(s.played[p][0]),                           # a lost card played
])
def test_desperados_invariants_catch_a_tile_or_a_card_out_of_place(plant):
    """The tiles are compared as sorted lists and each seat's walk is cached by its cards:
    both still catch what they did as Counters and walked every step."""
    state, p = desperados_mid_move()
    plant(state, p)
    with pytest.raises(AssertionError):
        desperados.check_invariants(state)
