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


def test_an_easy_game_is_the_same_move_for_move_at_every_target():
    games = [bench.play(("easy", 3, 3, 1, target)) for target in bench.TARGETS]
    assert len({(g["trail"], g["booty"]) for g in games}) == 1
    assert games[0]["trail"] != bench.play(("easy", 3, 3, 2, 4000))["trail"]


def test_a_run_logs_each_game_checks_the_shortcut_and_prints_the_table(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    bench.main(["--level", "easy", "--games", "2", "--counts", "2", "5", "--check", "1", "--log", str(log)])
    out = capsys.readouterr().out
    games = [json.loads(line) for line in log.read_text().splitlines()]
    assert [(g["count"], g["index"], g["aim"]) for g in games] == [
        (2, 0, 4000), (2, 0, 3000), (2, 0, 5000), (5, 0, 4000), (5, 0, 3000), (5, 0, 5000), (2, 1, 4000), (5, 1, 4000)]
    assert out.count("same game") == 4 and "DIFFERENT" not in out
    assert "| 2 | 2 |" in out and "| 5 | 2 |" in out
    bench.main(["--report", str(log)])
    assert bench.table(games, bench.TARGETS) in capsys.readouterr().out
