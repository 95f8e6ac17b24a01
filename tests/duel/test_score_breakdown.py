"""The results screen's breakdown of a Duel (Duel.score_breakdown): a row per round, who
won it and each seat's gold, adding up to the rounds won and the game's gold; the gold
breaks a tie on rounds."""
from __future__ import annotations

import random

from wildwest.games import get_game

GAME = get_game("duel")


def bot_game(seed: int):
    state = GAME.new_game({}, seed)
    bots = [GAME.make_bot("easy", seed * 10 + p) for p in (0, 1)]
    events = []
    while GAME.result(state) is None:
        player, decision = next(iter(GAME.pending(state).items()))
        events += GAME.apply(state, player, bots[player].choose(GAME.view(state, player), decision))
    return state, events


def finished(winners, gold):
    """A game over after these rounds: each round's winner (None: level) and gold."""
    state = GAME.new_game({}, 1)
    state.round_winners, state.round_gold = list(winners), [list(g) for g in gold]
    state.total_gold = [sum(g[p] for g in gold) for p in (0, 1)]
    state.phase = "over"
    return state


def test_each_round_is_a_row_that_says_who_won_it_and_the_gold():
    state = finished([0, 1, 0], [(9, 4), (3, 7), (6, 2)])
    breakdown = GAME.score_breakdown(state)
    assert breakdown.labels == ("Rounds won", "Gold")
    assert [(r.source, r.points, r.text) for r in breakdown.seat_rows(1)] == [
        ("Round 1", (0, 4), "lost: 4 gold"), ("Round 2", (1, 7), "won: 7 gold"), ("Round 3", (0, 2), "lost: 2 gold")]
    assert breakdown.totals == GAME.result(state).scores == ((2, 18), (1, 13))
    assert breakdown.tie_rule is None


def test_level_rounds_are_decided_by_the_gold_or_end_in_a_draw():
    state = finished([0, 1, None], [(9, 4), (3, 7), (5, 5)])
    breakdown = GAME.score_breakdown(state)
    assert breakdown.seat_rows(0)[2].text == "level: 5 gold"
    assert breakdown.tie_rule == "Pink and Green tied on rounds won (1 each); the most gold decides (Pink 17, Green 16)."
    draw = finished([0, 1, None], [(9, 4), (3, 8), (5, 5)])
    assert GAME.result(draw).winners == ()
    assert GAME.score_breakdown(draw).tie_rule == \
        "Pink and Green tied on rounds won (1 each); level on gold too (17 each): the game is a draw."


def test_the_engine_keeps_each_rounds_gold_as_the_round_ends():
    state, events = bot_game(3)
    ends = [e.data for e in events if e.kind == "round_end"]
    assert state.round_gold == [data["gold"] for data in ends]
    assert [r.source for r in GAME.score_breakdown(state).seat_rows(0)] == [f"Round {i + 1}" for i in range(len(ends))]
    view = GAME.view(state, 0)
    assert view.round_gold == state.round_gold
    assert GAME.determinize(view, random.Random(1)).round_gold == state.round_gold
