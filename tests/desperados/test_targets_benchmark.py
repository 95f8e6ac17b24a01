"""benchmarks/desperados_targets.py: one game judged at every target per desperado. Checks
that the reading is the rule (booty on the target wins), that the easy bots' games are the
same at every target (so the shortcut is exact for them), and that a run logs, checks and
tabulates its games. Nothing here is timed."""
from __future__ import annotations

import json

from benchmarks import desperados_targets as bench


def record(count: int, booty: int, index: int = 0, check: bool = False) -> dict:
    return {"count": count, "index": index, "aim": 4000, "booty": booty, "trail": "t", "check": check}


def test_booty_exactly_on_the_target_is_a_win_for_the_gang():
    games = [record(2, 8000), record(2, 7999, 1)]
    assert bench.cell(games, 2, 4000)["wins"] == 1
    assert bench.cell(games, 2, 3500)["wins"] == 2


def test_the_nearest_even_target_is_the_one_whose_rate_is_nearest_half():
    games = [record(3, b, i) for i, b in enumerate((9000, 10_500, 12_000, 13_500))]
    assert [bench.cell(games, 3, t)["rate"] for t in bench.TARGETS] == [1.0, 0.75, 0.5, 0.25, 0.0]
    assert bench.nearest_even(games, 3, bench.TARGETS) == 4000


def test_among_equal_rates_the_nearest_even_target_is_nearest_the_median_booty():
    assert bench.nearest_even([record(2, 12_700), record(2, 10_500)], 2, bench.TARGETS) == 5000
    assert bench.nearest_even([record(5, 10_200)], 5, bench.TARGETS) == 3000


def test_an_easy_game_is_the_same_move_for_move_at_every_target():
    games = [bench.play(("easy", 3, 3, 1, target)) for target in bench.TARGETS]
    assert len({(g["trail"], g["booty"]) for g in games}) == 1
    assert games[0]["trail"] != bench.play(("easy", 3, 3, 2, 4000))["trail"]


def test_a_run_logs_each_game_checks_the_shortcut_and_prints_the_table(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    bench.main(["--level", "easy", "--games", "2", "--counts", "2", "5", "--check", "1", "--log", str(log)])
    out = capsys.readouterr().out
    games = bench.read(log, bench.key)
    assert [(g["count"], g["index"], g["aim"]) for g in games] == [
        (2, 0, 4000), (2, 0, 3000), (5, 0, 4000), (5, 0, 5000), (2, 1, 4000), (5, 1, 4000)]
    assert out.count("same game") == 2 and "DIFFERENT" not in out
    assert "| 2 | 2 |" in out and "| 5 | 2 |" in out
    bench.main(["--report", str(log)])
    assert bench.table(games, bench.TARGETS) in capsys.readouterr().out


def test_the_same_command_again_goes_on_where_the_log_ends(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    run = ["--level", "easy", "--counts", "3", "--check", "2", "--log", str(log)]
    bench.main([*run, "--games", "1"])
    bench.main([*run, "--games", "3"])
    assert [(g["index"], g["aim"]) for g in bench.read(log, bench.key)] == [(0, 4000), (0, 3000), (1, 4000), (1, 5000), (2, 4000)]
    assert "| 3 | 3 |" in capsys.readouterr().out


def test_a_probe_counts_the_decisions_a_bot_takes_alike_at_every_target(capsys):
    bench.main(["--probe", "5", "--level", "easy", "--games", "1", "--counts", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[3:]] == [
        "2 desperadoes, $3,000", "2 desperadoes, $3,500", "2 desperadoes, $4,500", "2 desperadoes, $5,000",
        "2 desperadoes, $4,000 with another seed"]
    same = [line.split(": ")[1].split(" =")[0] for line in lines[3:7]]
    assert len(set(same)) == 1 and same[0].split("/")[0] == same[0].split("/")[1]


def test_a_game_logged_twice_counts_once(tmp_path):
    log = tmp_path / "games.jsonl"
    game = {"level": "hard", "seed": 1, **record(2, 9000)}
    log.write_text("\n".join(json.dumps(g) for g in (game, game, {**game, "aim": 3000})) + "\n")
    assert bench.read(log, bench.key) == [game, {**game, "aim": 3000}]
