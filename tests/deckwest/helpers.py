"""Shared helpers for the Deck Goes West tests: invariants and hand-built positions."""
from __future__ import annotations

from functools import cache
from itertools import chain

from wildwest.core.engine import digest
from wildwest.games.deckwest.content import RESOURCES, content
from wildwest.games.deckwest.rules import DEALT, DeckWest

from .. import battery

GAME = DeckWest()
MODES = {"versus": {"players": 2}, "versus4": {"players": 4}, "coop": {"players": 3, "mode": "coop"},
         "solo": {"players": 1}, "race": {"players": 3, "mission": "the_race"},
         "chase": {"players": 2, "mode": "coop", "mission": "stop_that_wagon"},
         "cargo": {"players": 3, "mode": "coop", "mission": "precious_cargo"},
         "home": {"players": 2, "mode": "coop", "mission": "there_and_back_again"},
         "double": {"players": 1, "mission": "double_trouble"},
         "baddies": {"players": 3, "mode": "coop", "mission": "are_we_the_baddies"}}


def card_places(state) -> list:
    """Where every physical card is, one entry per card in a pile: each must be in exactly one."""
    seen = list(chain(state.trade_deck, filter(None, state.trade_row), state.trade_discard, state.pain_deck,
                      state.pain_discard, state.ex_deck, state.ex_discard, state.removed, state.in_play,
                      *((*hero.hand, *hero.draw, *hero.discard) for hero in state.heroes)))
    seen += [t[2] for t in state.tasks if t[0] == "place_card"]
    return seen


@cache
def every_card(game: DeckWest) -> frozenset:
    return frozenset(game.defs)


@cache
def every_tile() -> frozenset:
    return frozenset(content().tiles)


def check_invariants(game: DeckWest, state) -> None:
    """After every step of every fuzz game (so computed cheaply: no Counter unless it fails)."""
    cards = card_places(state)
    assert battery.once_each(cards, every_card(game)), battery.misplaced(cards, every_card(game))
    tiles = [*state.tiles.values(), *state.land_deck, *state.land_out]
    assert battery.once_each(tiles, every_tile()), battery.misplaced(tiles, every_tile())
    assert state.up <= state.tiles.keys()
    for hero in state.heroes:
        assert all(hero.res[r] >= 0 for r in RESOURCES), hero.res
        if hero.alive:
            assert all(p in state.tiles for p in hero.meeples()), ("a meeple off the map", hero.meeples())
    rules = game.c.missions[state.mission].rules
    double = "one_character_two_meeples" in rules
    picking = [t[1] for t in state.tasks if t[0] == "character"]        # characters still to choose
    assert len(state.heroes) == (min(picking) if picking else game.hero_count(state.players, state.mode, state.mission))
    assert all(len(x.meeples()) == (2 if double else 1) for x in state.heroes)     # one meeple each
    assert min(state.vp, default=0) >= 0
    assert all(p in state.tiles and n > 0 for p, n in state.bandits.items()), "bandits off the tiles"
    assert state.rails <= state.tiles.keys()
    if state.wagon not in (None, (0, 0)) and ("wagon_flees" in rules or "wagon_pushed" in rules):
        assert not game._open_water(state, state.wagon), ("a wagon on open water", state.wagon)   # (0, 0): the
        # designer's start tile, water or not ("even if that tile is water")
    assert len(state.trade_row) == 5
    pending = battery.check_decisions(game, state)
    assert bool(state.end) != bool(pending) and len(pending) <= 1, "one seat at a time, until the end"


def random_game(config: dict, seed: int):
    """A seeded game of random options, the invariants checked after every step
    (tests/battery.py); returns (state, steps)."""
    return battery.random_game(GAME, config, seed, lambda state, events: check_invariants(GAME, state))


def options(state) -> tuple:
    (player, decision), = GAME.pending(state).items()
    return decision.options


def play(state, option, player: int | None = None) -> list:
    if player is None:
        (player, _), = GAME.pending(state).items()
    return GAME.apply(state, player, option)


def top(state) -> tuple:
    return state.tasks[-1]


def set_map(state, kinds: dict, up: bool = True) -> None:
    """Put tiles of the given kinds at the given positions (taken from the land deck or
    elsewhere on the map), face up unless asked; the displaced tiles go to the land deck."""
    c = content()
    for pos, kind in kinds.items():
        tid = next(t for t, x in c.tiles.items() if x.kind == kind and t not in state.tiles.values()
                   and t in state.land_deck)
        if pos in state.tiles:
            state.land_deck.append(state.tiles[pos])
        state.land_deck.remove(tid)
        state.tiles[pos] = tid
        if up:
            state.up.add(pos)
        else:
            state.up.discard(pos)


def dealt(config: dict) -> dict:
    """The config with the characters dealt at random (difficulty 1), as every game was
    before players chose them: a hand-built position keeps its seeded deal."""
    return {"characters": DEALT, **config}


def day_state(config: dict | None = None, seed: int = 1):
    """A new game (characters dealt) at the first hero's first action, no bandits anywhere."""
    state = GAME.new_game(dealt(config or {"players": 2}), seed)
    state.bandits.clear()
    GAME.settle(state)
    return state


def give(state, h: int, cards: list[str]) -> None:
    """Put these card ids (`boots`) in hero h's hand, taking copies from anywhere."""
    hero = state.heroes[h]
    for cid in cards:
        held = {i for x in state.heroes for i in x.hand}
        inst = next(i for i in GAME.defs if i.startswith(cid + "-") and i not in held)
        for pile in (state.trade_deck, state.trade_row, state.trade_discard, state.pain_deck, state.ex_deck,
                     state.removed, *[x.draw for x in state.heroes], *[x.discard for x in state.heroes],
                     *[x.hand for x in state.heroes]):
            if inst in pile:
                if pile is state.trade_row:
                    pile[pile.index(inst)] = None
                else:
                    pile.remove(inst)
                break
        hero.hand.append(inst)


def at(state, tasks: list) -> list:
    state.tasks = list(tasks)
    return GAME.settle(state)


def texts(events) -> list[str]:
    return [e.text for e in events]


__all__ = ["GAME", "MODES", "check_invariants", "random_game", "options", "play", "top", "set_map",
           "dealt", "day_state", "give", "at", "texts", "digest"]
