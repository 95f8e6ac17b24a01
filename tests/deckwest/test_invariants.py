"""The fuzz's invariant check (helpers.check_invariants) is computed cheaply, since it runs
after every step of thousands of games: each invariant broken on its own in a sound
position must still be caught."""
from __future__ import annotations

import pytest

from wildwest.games.deckwest.state import Hero

from .helpers import GAME, check_invariants, day_state, set_map
from .hooks import checker

OFF = (99, 99)                  # a position no map reaches


def add_hero(state) -> None:
    first = state.heroes[0]
    state.heroes.append(Hero(first.char, 1, dict(first.res), first.pos))


def wagon_on_water(state) -> None:
    set_map(state, {(-1, 0): "water"})
    state.wagon = (-1, 0)


BREAKS = {
    "a card lost": lambda s: s.trade_deck.pop(),
    "a card doubled over another": lambda s: s.trade_deck.__setitem__(0, s.trade_deck[1]),
    "a card twice": lambda s: s.heroes[0].hand.append(s.heroes[1].draw[0]),
    "a foreign card": lambda s: s.trade_deck.append("no_such_card-1"),
    "a card both in play and placed": lambda s: s.tasks.append(("place_card", 0, s.trade_deck[0])),
    "a land tile lost": lambda s: s.land_deck.pop(),
    "a land tile twice": lambda s: s.land_out.append(s.land_deck[0]),
    "a face-up position off the map": lambda s: s.up.add(OFF),
    "a resource below zero": lambda s: s.heroes[1].res.__setitem__("wood", -1),
    "a meeple off the map": lambda s: setattr(s.heroes[1], "pos", OFF),
    "a hero too many": add_hero,
    "a second meeple outside Double Trouble": lambda s: setattr(s.heroes[0], "spare", s.heroes[0].pos),
    "a score below zero": lambda s: s.vp.__setitem__(1, -1),
    "bandits off the map": lambda s: s.bandits.__setitem__(OFF, 1),
    "no bandits kept as bandits": lambda s: s.bandits.__setitem__((0, 0), 0),
    "a railway off the map": lambda s: s.rails.add(OFF),
    "a trade row of six": lambda s: s.trade_row.append(None),
    "a seat to move after the end": lambda s: setattr(s, "end", "bandits"),
}


def alone():
    return lambda state, events: check_invariants(GAME, state)


CHECKS = {"alone": alone, "step after step": checker}     # the fuzz's: it keeps what it saw last


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("name", BREAKS)
def test_each_invariant_broken_alone_is_caught(name, check):
    state, step = day_state({"players": 2}), CHECKS[check]()
    step(state, [])
    BREAKS[name](state)
    with pytest.raises(AssertionError):
        step(state, [])


@pytest.mark.parametrize("check", CHECKS)
def test_a_fleeing_wagon_on_open_water_is_caught(check):
    state, step = day_state({"players": 2, "mode": "coop", "mission": "stop_that_wagon"}), CHECKS[check]()
    step(state, [])
    wagon_on_water(state)
    with pytest.raises(AssertionError):
        step(state, [])
