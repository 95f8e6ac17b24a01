"""The worlds Duel's tree search plays (bots.SEARCH.worlds): the opponent's face-down card
is its own blind choice, never the re-deal's uniform guess, and what decides it is the
seat's view alone."""
from __future__ import annotations

import random

from wildwest.core.engine import Option
from wildwest.games import get_game
from wildwest.games.duel import bots

GAME = get_game("duel")


def at_first_duel(seed=2):
    state = GAME.new_game({}, seed)
    for seat, cards in ((0, ["pink-7", "pink-8"]), (1, ["green-1", "green-2"])):
        for card in cards:
            GAME.apply(state, seat, Option("discard", card=card))
    return state


def worlds(view, seed=1, count=40):
    world = bots.SEARCH.worlds(GAME, view, random.Random(seed))
    return [world() for _ in range(count)]


def test_before_the_opponent_lays_its_card_is_its_trees_choice():
    view = GAME.view(at_first_duel(), 1)
    for state in worlds(view):
        assert state.committed[0] is None and len(state.hands[0]) == view.hand_counts[0]


def test_a_card_laid_before_ours_is_a_flat_searchs_guess_not_a_uniform_one():
    """Seat 0 laid first, blind to green's card: the worlds' pink card is one of the
    `GUESSES` a flat search of pink's view would lay (where the world's hand holds it),
    or pink's tree chooses it; the re-deal alone spreads it over every legal card."""
    state = at_first_duel()
    GAME.apply(state, 0, Option("play", card="pink-5"))
    view = GAME.view(state, 1)
    laid = [w.committed[0] for w in worlds(view)]
    assert 0 < len(set(laid) - {None}) <= bots.GUESSES
    assert all(len(w.hands[0]) + (w.committed[0] is not None) == view.hand_counts[0] + 1
               for w in worlds(view))
    uniform = {GAME.determinize(view, random.Random(s)).committed[0] for s in range(40)}
    assert len(uniform) > bots.GUESSES


def test_the_guesses_read_the_view_only():
    """Two deals that differ in pink's hidden cards (the card it laid, its discards) but
    give green the same view give the same worlds."""
    one, two = at_first_duel(), at_first_duel()
    two.discards[0] = ["pink-8", "pink-3"]
    two.hands[0] = sorted([c for c in two.hands[0] if c != "pink-3"] + ["pink-7"], key=GAME._order)
    GAME.apply(one, 0, Option("play", card="pink-5"))
    GAME.apply(two, 0, Option("play", card="pink-7"))
    assert GAME.view(one, 1) == GAME.view(two, 1)
    first = [(w.hands, w.committed, w.discards) for w in worlds(GAME.view(one, 1), count=10)]
    assert first == [(w.hands, w.committed, w.discards) for w in worlds(GAME.view(two, 1), count=10)]
