"""benchmarks/rollouts.py (easy-policy games per CPU second) and benchmarks/same_play.py
(does a speed-up leave every decision as it was?): the measures of issue 19. Nothing here
is timed: these check that the measured games are the same seeded games every time, and
that the check sees a changed decision."""
from __future__ import annotations

import pytest

from benchmarks import rollouts, same_play
from wildwest.core.engine import digest
from wildwest.games import game_names, get_game
from wildwest.games.wildride.bots import EasyBot


@pytest.mark.parametrize("name", game_names())
def test_a_seeded_rollout_plays_the_same_whole_game_every_time(name):
    game = get_game(name)
    first, moves = rollouts.seeded_rollout(game, game.min_players, 7, game.make_bot("easy", 1))
    again, _ = rollouts.seeded_rollout(game, game.min_players, 7, game.make_bot("easy", 2))
    assert moves > 0 and game.result(first) is not None
    assert digest(first) == digest(again)


def test_a_run_reports_games_per_cpu_second():
    report = rollouts.run(get_game("wildride"), 2, 2, seed=1)
    assert report["games_per_cpu_s"] > 0 and report["moves_per_game"] > 20


@pytest.mark.parametrize("name", ["wildride", "deckwest"])
def test_the_benchmark_plays_the_rollout_policy_and_step_of_the_games_search(name):
    game = get_game(name)
    policy = rollouts.rollout_policy(game)
    assert policy is game.make_bot("hard").search.policy and policy.__name__ in ("by_sight", "by_state")
    step = rollouts.rollout_step(game)
    assert step is game.make_bot("hard").search.step and (step is not None) == (name == "wildride")
    viewed, moves = rollouts.seeded_rollout(game, 2, 3, game.make_bot("easy", 1))
    sighted, _ = rollouts.seeded_rollout(game, 2, 3, game.make_bot("easy", 1), policy, step)
    assert moves > 20 and digest(sighted) == digest(viewed)


@pytest.mark.slow      # the quick set runs the rollouts benchmark above
def test_same_play_matches_itself_and_finds_a_changed_decision(tmp_path, monkeypatch, capsys):
    before = tmp_path / "before.json"
    args = ["--game", "wildride", "--players", "2", "--games", "1", "--searched", "1"]
    assert same_play.main([*args, "--write", str(before)]) == 0
    assert same_play.main([*args, "--check", str(before)]) == 0
    monkeypatch.setattr(EasyBot, "choose", lambda self, view, decision: decision.options[-1])
    assert same_play.main([*args, "--check", str(before)]) == 1
    assert "differs: rollout 2p seed 0" in capsys.readouterr().out
