"""benchmarks/strength.py's `--set`: a setting of the tested level is screened without
editing the shipped Search line, and an opponent sharing that Search keeps it; and
`--against easy`, a level measured against the easy bot at its own budget."""
from __future__ import annotations

import pytest

from benchmarks import strength
from wildwest.games import game_class, get_game


def test_set_changes_the_tested_levels_search_only():
    game = game_class("durango")()      # a fresh game: the test changes how it makes bots
    strength.varied(game, "hard", "hard", dict([strength.setting("root=3")]))
    assert game.make_bot("hard", 1).search.root == 3
    assert game.make_bot("flat", 1).search.root != 3 and game.make_bot("expert", 1).search.root != 3


def test_set_reaches_each_mode_of_a_game_that_searches_its_modes_apart():
    """Deck Goes West picks a Search per mode at every search (`Search.modes`): a screened
    setting holds in versus and in a team's search alike, and the shipped bots keep theirs."""
    game = game_class("deckwest")()
    strength.varied(game, "hard", "hard", {"edge": 0.5})
    bot = game.make_bot("hard", 1)
    for config in ({"players": 2}, {"players": 2, "mode": "coop", "mission": "precious_cargo"}):
        view = game.view(game.new_game({**config, "characters": "dealt"}, 1), 0)
        bot.settle(view)
        assert bot.search.edge == 0.5
        shipped = get_game("deckwest").make_bot("hard", 1)
        shipped.settle(view)
        assert shipped.search.edge != 0.5


def test_set_iterations_fixes_the_experts_count_instead_of_its_time_budget():
    game = game_class("duel")()
    strength.varied(game, "expert", "expert", {"iterations": 1760})
    expert = game.make_bot("expert", 1)
    assert expert.iterations == 1760 and expert.seconds is None
    assert game.make_bot("hard", 1).iterations is None     # the Search's own count


def test_previous_is_the_level_with_its_search_changed():
    game = game_class("durango")()
    strength.varied(game, "previous", "hard", {"edge": 0.5})
    previous, hard = game.make_bot("previous", 1), game.make_bot("hard", 1)
    assert previous.level == "hard" and previous.search.edge == 0.5 and hard.search.edge != 0.5


def test_against_easy_plays_the_tested_level_at_its_own_budget(monkeypatch, capsys):
    """The easy bot has no work to scale, so nothing is timed and no Search is changed."""
    played = []
    monkeypatch.setattr(strength, "equalise", lambda *a: pytest.fail("easy has no work to equalise"))
    monkeypatch.setattr(strength, "simulate", lambda game, levels, games, seed: played.append(levels) or
                        {"seats": [{"wins": 1}], "draws": 0})
    assert strength.main(["--game", "duel", "--against", "easy", "--games", "2", "--chunk", "2"]) == 0
    assert played == [["hard", "easy"]] and '"against": "easy"' in capsys.readouterr().out
    assert "make_bot" not in vars(get_game("duel"))       # the shared game is left as it was


def test_a_logged_match_goes_on_where_its_log_ends_with_the_logged_calibration(monkeypatch, tmp_path, capsys):
    """A run cut off keeps its chunks and its calibration; the same command again plays only
    the missing chunks, at the logged opponent work (timed once), and a larger `--games`
    plays the last short chunk whole."""
    timed, played = [], []
    monkeypatch.setattr(strength, "equalise", lambda *a: timed.append(a) or
                        {"hard_cpu_ms": 10, "flat_cpu_ms": 20, "flat_playouts": 48})
    monkeypatch.setattr(strength, "tune", lambda game, level, changes: played.append(changes))
    monkeypatch.setattr(strength, "simulate", lambda game, levels, games, seed: {"seats": [{"wins": games - 1}],
                                                                                 "draws": 0})
    log = tmp_path / "logs" / "strength.jsonl"
    run = ["--game", "duel", "--chunk", "2", "--log", str(log)]
    assert strength.main([*run, "--games", "3"]) == 0
    assert '"games": 3, "wins": 1' in capsys.readouterr().out       # chunks of 2 and 1 games
    assert strength.main([*run, "--games", "6"]) == 0
    assert '"games": 6, "wins": 3' in capsys.readouterr().out       # chunk 0 kept; 1 and 2 played at 2
    assert len(timed) == 1 and played == [{"playouts": 48}] * 4


def test_equal_cpu_is_checked_at_the_scaled_work_and_scaled_again(monkeypatch):
    """Flat's work scaled in proportion to its time at its shipped 48 playouts took 16-43 %
    more CPU than hard when timed at it. Here flat costs 1 ms a playout up to 48 and
    1.4 ms beyond: the proportion says 100 playouts for hard's 100 ms, which take 121 ms;
    the checks bring it within 5 %."""
    def cost(playouts: int) -> float:
        return min(playouts, 48) + 1.4 * max(0, playouts - 48)
    monkeypatch.setattr(strength, "positions", lambda game, players, spots: [None] * spots)
    monkeypatch.setattr(strength, "work_of", lambda game_name, level: 48)
    monkeypatch.setattr(strength, "measure", lambda game, level, where, tuning: {"cpu_ms": {
        "median": 100.0 if level == "hard" else cost(tuning.get("playouts", 48))}})
    monkeypatch.setattr(strength, "asked", lambda game, level, tuning: tuning.get("playouts"))
    monkeypatch.setattr(strength, "in_turn", lambda where, first, second: (100.0, cost(second)))
    timing = strength.equalise("duel", "hard", "flat", 20, 2, {})
    assert timing["checks"][0] == {"playouts": 100, "hard_cpu_ms": 100.0, "flat_cpu_ms": cost(100)}
    assert len(timing["checks"]) > 1 and abs(timing["flat_cpu_ms"] / 100 - 1) <= strength.CLOSE
    assert timing["flat_playouts"] == timing["checks"][-1]["playouts"] < 100


def test_choosers_are_timed_in_turn_each_first_on_every_other_position():
    """A drift of the machine's load must fall on both sides alike, and a bot is made
    before the clock starts, so only its answer is timed."""
    from benchmarks import search
    order = []

    def chooser(name):
        return lambda i, view, decision: order.append(("made", i, name)) or (lambda: order.append((i, name)))
    medians = search.in_turn([(None, None)] * 3, chooser("a"), chooser("b"))
    assert [o for o in order if o[0] != "made"] == [(0, "a"), (0, "b"), (1, "b"), (1, "a"), (2, "a"), (2, "b")]
    assert order[:2] == [("made", 0, "a"), (0, "a")] and len(medians) == 2


def test_set_against_the_same_level_is_refused_since_it_would_change_the_opponent_too(capsys):
    """`varied` makes every bot of the tested level's name with the changes, so a screen of
    hard against hard would play the change on every seat and measure nothing."""
    with pytest.raises(SystemExit):
        strength.main(["--game", "duel", "--against", "hard", "--no-equal", "--set", "iterations=9"])
    assert "--level expert" in capsys.readouterr().err
