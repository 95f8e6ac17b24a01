"""The Duel's invariants, shared by its fuzz (tests/duel/hooks.py, run by the battery in
tests/test_every_game.py) and its own property tests.

Invariants: every card of a seat is in exactly one place (hand, discards, played, unused or
face down); gold, totals and the pot never go negative and add up (each round's gold is
exactly the duels and pots it won); every pending decision has at least one option and its
options are exactly the legal ones (restated here independently of the engine); the game
ends within the bound the rules allow; the result agrees with the round winners.
"""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove, Option, to_plain
from wildwest.games import get_game
from wildwest.games.duel.rules import DUELS_PER_ROUND

GAME = get_game("duel")
PHASES = {"discard", "duel", "take_back", "over"}
# The longest game: 30 plays (2 x (6 + 5 + 4)), discards 2 + 2 a round plus 2 more after a
# Gravedigger (only green has one) in rounds 2 and 3, and at most 3 take-backs a round (pink's
# Lasso, green's Lasso and Gravedigger): 30 + 4 + 6 + 6 + 3 * 3 = 55.
MAX_STEPS = 55


def value(card_id):
    return GAME.card(card_id).value


def expected_pending(state) -> dict[int, tuple[str, list[str]]]:
    """Who must choose now and among what, restated from the rules (not from the engine)."""
    if state.phase == "discard":
        return {p: ("discard", list(state.hands[p])) for p in (0, 1) if state.to_discard[p] > 0}
    if state.phase == "duel":
        out = {}
        for p in (0, 1):
            if state.committed[p] is not None:
                continue
            last = value(state.played[p][-1]) if state.played[p] else None
            legal = [c for c in state.hands[p] if last is None or value(c) != last + 1]
            out[p] = ("play", legal or list(state.hands[p]))
        return out
    if state.phase == "take_back":
        p = 0 if state.take_backs[0] > 0 else 1
        return {p: ("take_back", list(state.discards[p]))}
    return {}


class Ledger:
    """Follows the events of one game and checks the gold adds up."""

    def __init__(self):
        self.round_gold = [0, 0]      # gold won in duels and pots this round, by the events
        self.pot = 0
        self.round_totals = [0, 0]
        self.rounds = []

    def follow(self, state, events):
        for e in events:
            if e.kind == "reveal":
                winner, gold = e.data["winner"], e.data["gold"]
                if winner is None:
                    assert gold == 0
                    self.pot += 2
                else:
                    assert 1 <= gold <= 10
                    self.round_gold[winner] += gold
            elif e.kind == "pot":
                assert e.data["gold"] == self.pot > 0
                self.round_gold[e.data["player"]] += self.pot
                self.pot = 0
            elif e.kind == "round_end":
                gold = e.data["gold"]
                assert gold == self.round_gold
                expected = None if gold[0] == gold[1] else int(gold[1] > gold[0])
                assert e.data["winner"] == expected
                self.rounds.append(expected)
                self.round_totals = [t + g for t, g in zip(self.round_totals, gold)]
                self.round_gold, self.pot = [0, 0], 0
        if state.phase != "over":
            assert state.gold == self.round_gold and state.pot == self.pot


def check(state, ledger: Ledger | None = None, events=()):
    assert state.phase in PHASES and 0 <= state.round <= 2
    for p in (0, 1):
        cards = state.hands[p] + state.discards[p] + state.played[p] + state.unused[p]
        cards += [state.committed[p]] if state.committed[p] else []
        assert sorted(cards) == sorted(state.owned[p]), f"seat {p} cards not conserved"
        assert len(set(cards)) == len(cards), f"seat {p} holds a card twice"
        colour = ("pink-", "green-")[p]
        assert all(c.startswith(colour) for c in cards)
        assert len(state.owned[p]) == (9 if state.deck_kind == "classic" else 12)
        assert state.gold[p] >= 0 and state.total_gold[p] >= 0
        assert state.to_discard[p] >= 0 and state.take_backs[p] >= 0 and state.extra_next_round[p] in (0, 2)
        assert set(state.shown[p]) <= set(state.hands[p] + [state.committed[p]])
        assert state.hands[p] == sorted(state.hands[p], key=GAME._order)
        if state.phase == "duel":
            # enough cards to finish the round
            have = len(state.hands[p]) + (state.committed[p] is not None)
            assert have >= DUELS_PER_ROUND[state.round] - len(state.played[p])
        if state.phase == "discard":
            assert len(state.played[p]) == 0 and state.committed[p] is None
            assert len(state.hands[p]) - state.to_discard[p] >= DUELS_PER_ROUND[state.round]
    assert state.pot >= 0 and state.pot % 2 == 0
    assert len(state.played[0]) == len(state.played[1]) <= DUELS_PER_ROUND[state.round]
    assert len(state.round_winners) == state.round + (state.phase == "over")
    assert (state.phase == "discard") == any(state.to_discard)
    assert (state.phase == "take_back") == any(state.take_backs)

    pending = GAME.pending(state)
    expected = expected_pending(state)
    assert sorted(pending) == sorted(expected)
    for p, decision in pending.items():
        kind, legal = expected[p]
        assert len(decision.options) >= 1
        assert len(set(decision.options)) == len(decision.options)
        assert decision.options == tuple(Option(kind, card=c) for c in legal)
        barred = [c for c in state.hands[p] if c not in legal] if kind == "play" else []
        assert [key for key, _ in decision.blocked] == barred
        assert all("(one above it) must wait a duel" in reason for _, reason in decision.blocked)

    res = GAME.result(state)
    if state.phase == "over":
        assert pending == {} and res is not None
    else:
        assert pending and res is None
    if ledger is not None:
        ledger.follow(state, events)


def check_result(state, ledger: Ledger):
    res = GAME.result(state)
    assert state.round_winners == ledger.rounds
    assert state.total_gold == ledger.round_totals
    wins = [state.round_winners.count(p) for p in (0, 1)]
    assert max(wins) == 2 or len(state.round_winners) == 3
    assert res.scores == ((wins[0], state.total_gold[0]), (wins[1], state.total_gold[1]))
    if wins[0] != wins[1]:
        assert res.winners == (int(wins[1] > wins[0]),)
    elif state.total_gold[0] != state.total_gold[1]:
        assert res.winners == (int(state.total_gold[1] > state.total_gold[0]),)
    else:
        assert res.winners == ()


def try_illegal(state, rng):
    """An option the engine must refuse, leaving the state exactly as it was."""
    pending = GAME.pending(state)
    player = rng.choice((0, 1))
    mine = [c for c in state.owned[player] if player not in pending
            or Option(pending[player].options[0].kind, card=c) not in pending[player].options]
    kind = pending[player].options[0].kind if player in pending else rng.choice(["discard", "play", "take_back"])
    if not mine:
        return
    option = Option(kind, card=rng.choice(mine))
    before = to_plain(state)            # compared whole: no need to hash it
    with pytest.raises(IllegalMove):
        GAME.apply(state, player, option)
    assert to_plain(state) == before
