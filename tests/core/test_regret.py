"""benchmarks/regret.py: a tried configuration changes the bot it makes only, and the
oracle weighs every option of the decision, not the easy bot's best few."""
from __future__ import annotations

from benchmarks import regret
from benchmarks.search import positions
from wildwest.games import get_game


def test_a_tried_configuration_changes_its_own_bot_only():
    game = get_game("durango")
    bot = regret.configured(game, "hard:root=2,model=1,iterations=12", 1)
    assert (bot.search.root, bot.search.model, bot.iterations) == (2, 1, 12)
    shipped = game.make_bot("hard", 1)
    assert (shipped.search.root, shipped.search.model) != (2, 1) and shipped.iterations is None


def test_the_oracle_weighs_every_option():
    game = get_game("durango")
    view, decision = next((v, d) for v, d in positions(game, 4, 6) if len(d.options) > 4)
    truth = regret.oracle(game, view, decision, len(decision.options), 1)
    assert set(truth) == set(decision.options)
