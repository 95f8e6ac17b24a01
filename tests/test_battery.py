"""The battery's own cheap checks: the fuzz asks them after every step, so they are computed
without Counters, and must still catch a card lost, doubled or foreign."""
from __future__ import annotations

import pytest

from .battery import misplaced, once_each
from .deckwest import helpers as deckwest
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
