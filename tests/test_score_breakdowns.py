"""Every game's score breakdown adds up to its result's scores, over seeded games played by
random choices and by easy bots, at every seat count and every value of every set-up
choice: the explanation on the results screen can never drift from the real score."""
from __future__ import annotations

import itertools
import random

import pytest

from wildwest.games import game_names, get_game


def configs(game) -> list[dict]:
    """Configs that between them hold every seat count and every value of every set-up
    choice (a value some other choice rules out is taken with one that allows it)."""
    wanted = {("players", n) for n in range(game.min_players, game.max_players + 1)}
    wanted |= {(choice.key, value) for choice in game.options for value in choice.values}
    found = []
    keys = ["players"] + [choice.key for choice in game.options]
    values = [range(game.min_players, game.max_players + 1)] + [choice.values for choice in game.options]
    for combo in itertools.product(*values):
        try:
            config = game.configure(dict(zip(keys, combo)))
        except ValueError:
            continue
        if wanted & set(config.items()):
            wanted -= set(config.items())
            found.append(config)
    assert not wanted, f"no config accepts {wanted}"
    return found


def finish(game, config: dict, seed: int, level: str):
    """A seeded game to its end: random choices, or every seat an easy bot."""
    state, rng = game.new_game(config, seed), random.Random(seed)
    bots = [game.make_bot(level, seed * 10 + p) for p in range(config["players"])]
    while game.result(state) is None:
        pending = game.pending(state)
        player = min(pending)
        decision = pending[player]
        option = rng.choice(decision.options) if level == "random" else \
            bots[player].choose(game.view(state, player), decision)
        game.apply(state, player, option)
    return state


def check(game, state) -> None:
    result, breakdown = game.result(state), game.score_breakdown(state)
    assert breakdown.totals == result.scores, (breakdown.totals, result.scores)
    width = len(result.scores[0]) if isinstance(result.scores[0], tuple) else 1
    assert len(breakdown.labels) == width and all(breakdown.labels)
    assert all(row.source for row in breakdown.rows)
    for _, seats in breakdown.teams:            # a team is one column: its seats' rows are the same
        assert len({tuple((r.source, r.points, r.text) for r in breakdown.seat_rows(seat)) for seat in seats}) == 1


@pytest.mark.parametrize("name", game_names())
def test_the_breakdown_adds_up_to_the_result_in_seeded_games(name):
    game = get_game(name)
    for config in configs(game):
        for seed in range(3):
            check(game, finish(game, config, seed, "random"))
        check(game, finish(game, config, 7, "easy"))


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_the_breakdown_adds_up_to_the_result_in_many_seeded_games(name):
    game = get_game(name)
    for config in configs(game):
        for seed in range(100, 140):
            check(game, finish(game, config, seed, "random"))
        for seed in range(100, 105):
            check(game, finish(game, config, seed, "easy"))
