"""Deck Goes West's rollouts pay for no words (issue 19's rollout speed): the decisions'
prompts and the costlier event texts are written when read (Decision.later, Event.later),
and read later they are the words of the moment they were made."""
from __future__ import annotations

import random

from wildwest.core.engine import to_plain
from wildwest.games.deckwest.bots import EasyBot, by_state

from .helpers import GAME, dealt

WORDS = ("_asked", "_roll_words", "_drawn_words", "_cards_words", "_job_words", "_x_prompt", "_x_words",
         "_move_prompt", "_moved_words", "_revealed_words", "_at_words")


def test_a_rollout_writes_none_of_the_words_made_when_read(monkeypatch):
    def unread(*args):
        raise AssertionError("a rollout wrote words nobody reads")

    for config, seed in (({"players": 2}, 1), ({"players": 1}, 2), ({"players": 3, "mode": "coop"}, 3)):
        world = GAME.new_game(dealt(config), seed)
        for name in WORDS:
            monkeypatch.setattr(type(GAME), name, unread)
        easy, moves = EasyBot(GAME, seed), 0
        while (first := GAME.first_pending(world)) is not None:
            GAME._apply(world, first[0], by_state(easy, GAME, world, *first))
            moves += 1
        monkeypatch.undo()
        assert moves > 100


def test_words_read_late_are_the_words_of_their_moment():
    """Events and decisions read after the game moved on say what one read at once does."""
    kept, read = [], 0
    for config, seed in (({"players": 2}, 4), ({"players": 1}, 5), ({"players": 3, "mode": "coop"}, 6)):
        state, rng = GAME.new_game(dealt(config), seed), random.Random(seed)
        easy = EasyBot(GAME, seed)
        while pending := GAME.pending(state):
            (player, decision), = pending.items()
            option = easy.choose(GAME.view(state, player), decision) if rng.random() < 0.8 else \
                rng.choice(decision.options)
            fresh = GAME.clone(state)
            del fresh._pend                                  # the clone's own decision
            now = to_plain((GAME.pending(fresh), GAME.apply(fresh, player, option)))    # read at once
            kept.append(((pending, GAME.apply(state, player, option)), now))
    for late, now in kept:
        assert to_plain(late) == now
        read += 1
    assert read > 300
