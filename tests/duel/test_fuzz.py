"""The Duel's own property tests: its invariant checks can fail, any sequence of choices
drives a legal game, and the easy bot beats random play. Its seeded random games with the
invariants of tests/duel/helpers.py are in the shared battery (tests/duel/hooks.py)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wildwest.core.engine import Option

from .helpers import GAME, MAX_STEPS, Ledger, check, check_result


def test_the_ledger_catches_a_miscount():
    """The fuzz checks can fail: a state whose gold is off by one is caught."""
    state = GAME.new_game({}, 3)
    for p, card in ((0, "pink-1"), (0, "pink-2"), (1, "green-1"), (1, "green-2")):
        GAME.apply(state, p, Option("discard", card=card))
    ledger = Ledger()
    events = GAME.apply(state, 0, Option("play", card="pink-5")) + GAME.apply(state, 1, Option("play", card="green-3"))
    check(state, ledger, events)
    state.gold[0] += 1
    with pytest.raises(AssertionError):
        check(state, Ledger(), events)
    state.gold[0] -= 1
    state.hands[0].append(state.hands[1][0])
    with pytest.raises(AssertionError, match="cards not conserved"):
        check(state)


@settings(max_examples=60, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 2**31), deck=st.sampled_from(["classic", "frontier"]),
       picks=st.lists(st.integers(0, 10**6), min_size=MAX_STEPS, max_size=MAX_STEPS + 5))
def test_any_sequence_of_choices_drives_a_legal_game(seed, deck, picks):
    """Any list of numbers, read as 'which pending seat, which of its options', plays a
    legal game, checked after every step; the list outlasts the longest game, so it ends."""
    state = GAME.new_game({"deck": deck}, seed)
    ledger = Ledger()
    for n in picks:
        pending = GAME.pending(state)
        if not pending:
            break
        players = sorted(pending)
        player = players[n % len(players)]
        options = pending[player].options
        events = GAME.apply(state, player, options[(n // len(players)) % len(options)])
        check(state, ledger, events)
    assert GAME.pending(state) == {}                    # the list outlasts the longest game
    check_result(state, ledger)


def test_easy_beats_random():
    """A fixed sample of 100 seeded games, the easy bot alternating seats and decks: it wins
    at least 60 (a deterministic count, not a timing)."""
    wins = 0
    for seed in range(100):
        easy_seat = seed % 2
        bots = [None, None]
        bots[easy_seat] = GAME.make_bot("easy", seed)
        bots[1 - easy_seat] = GAME.make_bot("random", seed + 1000)
        state = GAME.new_game({"deck": "frontier" if seed % 4 >= 2 else "classic"}, seed)
        while GAME.pending(state):
            player, decision = sorted(GAME.pending(state).items())[0]
            GAME.apply(state, player, bots[player].choose(GAME.view(state, player), decision))
        wins += easy_seat in GAME.result(state).winners
    assert wins >= 60
