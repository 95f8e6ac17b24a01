"""Game.apply refuses whatever is not a legal choice for that seat, in every registered game:
a value that is not an Option, a seat that is not an int (True is not seat 1) or is out of
range. Each is IllegalMove and leaves the state as it was."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove, Option, digest
from wildwest.games import game_names, get_game

NOT_OPTIONS = [None, "play", {"kind": "play"}, 7, ("play",), object()]
NOT_SEATS = [True, False, 1.0, "0", None, [0], 2**4000]
OUT_OF_RANGE = [-1, 5, 6, 99, 10**30]


def a_state(name):
    game = get_game(name)
    return game, game.new_game({"players": game.max_players}, 11)


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("value", NOT_OPTIONS, ids=lambda v: type(v).__name__)
def test_a_value_that_is_not_an_option_is_illegal(name, value):
    game, state = a_state(name)
    before = digest(state)
    player = next(iter(game.pending(state)))
    with pytest.raises(IllegalMove, match="not a choice"):
        game.apply(state, player, value)
    assert digest(state) == before


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("seat", NOT_SEATS, ids=lambda s: type(s).__name__ + str(s)[:8])
def test_a_seat_that_is_not_an_int_is_illegal(name, seat):
    game, state = a_state(name)
    before = digest(state)
    player, decision = next(iter(game.pending(state).items()))
    with pytest.raises(IllegalMove, match="seat"):
        game.apply(state, seat, decision.options[0])
    assert digest(state) == before


@pytest.mark.parametrize("name", game_names())
def test_true_is_not_seat_one(name):
    game, state = a_state(name)
    pending = game.pending(state)
    for player, decision in pending.items():
        if player == 1:
            with pytest.raises(IllegalMove):
                game.apply(state, True, decision.options[0])


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("seat", OUT_OF_RANGE)
def test_a_seat_out_of_range_is_illegal(name, seat):
    game, state = a_state(name)
    before = digest(state)
    _, decision = next(iter(game.pending(state).items()))
    with pytest.raises(IllegalMove) as err:
        game.apply(state, seat, decision.options[0])
    assert "\n" not in str(err.value) and len(str(err.value)) < 200
    assert digest(state) == before


@pytest.mark.parametrize("name", game_names())
def test_an_option_with_strange_arguments_is_illegal(name):
    game, state = a_state(name)
    player = next(iter(game.pending(state)))
    for option in (Option("play", card=[1, [2]]), Option("x" * 10_000), Option("play", card=2**200)):
        with pytest.raises(IllegalMove) as err:
            game.apply(state, player, option)
        assert len(str(err.value)) < 300
