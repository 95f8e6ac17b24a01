"""Hard's model of its opponent (bots.SEARCH.model): in half of its iterations the other
seat lays the easy bot's cards, so hard answers a habit where it sees one, instead of
only an opponent's tree that spreads its cards over every hand it may hold."""
from __future__ import annotations

from wildwest.games import get_game
from wildwest.games.duel import bots

GAME = get_game("duel")


def easy_game_until(seed: int, round_: int, duel: int):
    """A classic game of two easy bots, stopped where pink must lay duel `duel` of round
    `round_` (0-based), green not yet laid."""
    state = GAME.new_game({"deck": "classic"}, seed)
    easy = [bots.EasyBot(GAME, seed * 10 + p) for p in (0, 1)]
    while (state.round, len(state.played[0]), state.phase) != (round_, duel, "duel"):
        seat, decision = min(GAME.pending(state).items())
        GAME.apply(state, seat, easy[seat].choose(GAME.view(state, seat), decision))
    return state, easy[1]


def test_hard_lays_first_the_best_answer_to_the_easy_bots_card():
    """Green (easy) will lay its 1; pink lays first. Its 4 wins 3 gold against it, its 3
    wins 2: hard lays the 4 with every seed, where its search without the model of the
    easy bot laid the 3."""
    state, green = easy_game_until(2, 2, 1)
    pending = GAME.pending(state)
    assert sorted(pending) == [0, 1]
    assert green.choose(GAME.view(state, 1), pending[1])["card"] == "green-1"
    view = GAME.view(state, 0)
    assert {GAME.make_bot("hard", seed).choose(view, pending[0])["card"] for seed in (1, 2, 3)} == {"pink-4"}
