"""benchmarks/strength.py's `--set`: a setting of the tested level is screened without
editing the shipped Search line, and an opponent sharing that Search keeps it."""
from __future__ import annotations

from benchmarks import strength
from wildwest.games import game_class


def test_set_changes_the_tested_levels_search_only():
    game = game_class("durango")()      # a fresh game: the test changes how it makes bots
    strength.varied(game, "hard", "hard", dict([strength.setting("root=3")]))
    assert game.make_bot("hard", 1).search.root == 3
    assert game.make_bot("flat", 1).search.root == 0 and game.make_bot("expert", 1).search.root == 0


def test_previous_is_the_level_with_its_search_changed():
    game = game_class("durango")()
    strength.varied(game, "previous", "hard", {"edge": 0.5})
    previous, hard = game.make_bot("previous", 1), game.make_bot("hard", 1)
    assert previous.level == "hard" and previous.search.edge == 0.5 and hard.search.edge != 0.5
