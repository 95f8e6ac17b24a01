"""Shared helpers for the Deck Goes West tests: invariants and hand-built positions."""
from __future__ import annotations

from functools import cache
from itertools import chain
from operator import itemgetter

from wildwest.core.engine import digest
from wildwest.games.deckwest.content import RESOURCES, content
from wildwest.games.deckwest.rules import DEALT, DeckWest, job_option

from .. import battery

GAME = DeckWest()
MODES = {"versus": {"players": 2}, "versus4": {"players": 4}, "coop": {"players": 3, "mode": "coop"},
         "solo": {"players": 1}, "race": {"players": 3, "mission": "the_race"},
         "chase": {"players": 2, "mode": "coop", "mission": "stop_that_wagon"},
         "cargo": {"players": 3, "mode": "coop", "mission": "precious_cargo"},
         "home": {"players": 2, "mode": "coop", "mission": "there_and_back_again"},
         "double": {"players": 1, "mission": "double_trouble"},
         "baddies": {"players": 3, "mode": "coop", "mission": "are_we_the_baddies"}}


def card_piles(state) -> list:
    """Every pile a physical card may be in (the trade row's cards, and a card bought but not
    placed yet, each as a pile): every card must be in exactly one, once."""
    piles = [state.trade_deck, [i for i in state.trade_row if i], state.trade_discard, state.pain_deck,
             state.pain_discard, state.ex_deck, state.ex_discard, state.removed, state.in_play,
             [t[2] for t in state.tasks if t[0] == "place_card"]]
    for hero in state.heroes:
        piles += (hero.hand, hero.draw, hero.discard)
    return piles


def once_in(piles: list, every: frozenset) -> bool:
    """battery.once_each of the piles laid end to end, without laying them: as many cards as
    there are, and all of them."""
    return sum(map(len, piles)) == len(every) and set().union(*piles) == every


def once_each_of(piles: list, every: frozenset, last: dict, name: str) -> None:
    """Each of `every` in exactly one of the piles, once; unless they are the piles `last`
    saw then (kept under `name`), which passed."""
    if piles == last.get(name):
        return
    if not once_in(piles, every):
        raise AssertionError(battery.misplaced(list(chain(*piles)), every))
    last[name] = [list(pile) for pile in piles]


@cache
def every_card(game: DeckWest) -> frozenset:
    return frozenset(game.defs)


@cache
def every_tile() -> frozenset:
    return frozenset(content().tiles)


RES = itemgetter(*RESOURCES)


def check_invariants(game: DeckWest, state, last: dict | None = None) -> None:
    """After every step of every fuzz game, so computed cheaply: the piles are not laid end
    to end, nor counted, unless a card is misplaced; and with `last` (what the game's
    previous check saw, kept there) the cards and land tiles are checked again only if
    their piles changed, since the check passed for those very piles.
    tests/deckwest/test_invariants.py breaks each invariant to show it is still caught."""
    last = {} if last is None else last
    once_each_of(card_piles(state), every_card(game), last, "cards")
    tiles = state.tiles
    once_each_of([list(tiles.values()), state.land_deck, state.land_out], every_tile(), last, "lands")
    assert state.up <= tiles.keys()
    rules = game.c.missions[state.mission].rules
    meeples = 2 if "one_character_two_meeples" in rules else 1
    for hero in state.heroes:
        assert min(RES(hero.res)) >= 0, hero.res
        if hero.alive:
            assert all(map(tiles.__contains__, hero.meeples())), ("a meeple off the map", hero.meeples())
        assert len(hero.meeples()) == meeples, ("one meeple each", hero.meeples())
    picking = [t[1] for t in state.tasks if t[0] == "character"]        # characters still to choose
    assert len(state.heroes) == (min(picking) if picking else game.hero_count(state.players, state.mode, state.mission))
    assert min(state.vp, default=0) >= 0
    bandits = state.bandits
    assert bandits.keys() <= tiles.keys() and min(bandits.values(), default=1) > 0, "bandits off the tiles"
    assert state.rails <= tiles.keys()
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


def asking_amount(card: str, job: int = 0, food: int = 5):
    """Hero 0, with only `card` in hand and this much food, has started the card's job
    with an x: the state asks how much."""
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, [card])
    state.heroes[0].res["food"] = food
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", job, state.heroes[0].hand[0]))
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
