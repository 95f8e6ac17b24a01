"""The bot levels' Elo ladder: benchmarks/ladder.py fits and writes it, data/ladder.yaml
holds it (checked on load: file, line and field), the setup screen says one line per level."""
from __future__ import annotations

import re

import pytest
import yaml

from benchmarks import ladder
from wildwest.core import levels
from wildwest.core.data import DataError
from wildwest.games import game_names, get_game

LADDER = {"duel": {
    "command": "python benchmarks/ladder.py --game duel --games 4", "date": "2026-11-25", "seed": 1,
    "games_per_pairing": 4, "expert_iterations": 880,
    "elo": {level: {"elo": 100 * i, "low": 0, "high": 400} for i, level in enumerate(levels.LEVELS)},
    "results": [{"level": a, "against": b, "score": 1, "games": 4}
                for i, a in enumerate(levels.LEVELS) for b in levels.LEVELS[i + 1:]]}}


@pytest.fixture
def written(tmp_path, monkeypatch):
    """A ladder file of the test's own, which levels reads."""
    path = tmp_path / "data" / "ladder.yaml"
    path.parent.mkdir()
    monkeypatch.setattr(levels, "ladder_path", lambda: path)
    return path


def write(path, ladders) -> None:
    path.write_text(yaml.safe_dump(ladders, sort_keys=False), encoding="utf-8")


def test_each_level_offered_gets_a_sentence_and_its_score_against_its_yardstick(written):
    write(written, LADDER)
    lines = levels.level_lines("duel")
    assert [line.split(":")[0] for line in lines] == ["Random", "Easy", "Hard", "Expert"]
    assert lines[0] == "Random: picks any legal move by chance."     # no score: it would mirror easy's
    assert lines[1].endswith("Wins 75 % of 4 games against Random.")
    assert lines[2].endswith("Wins 75 % of 4 games against Easy.")
    assert lines[3].endswith("Wins 75 % of 4 games against Hard.")     # its work in the ladder not said
    not_measured = levels.level_lines("durango")        # what each level does, no score
    assert [line.split(":")[0] for line in not_measured] == ["Random", "Easy", "Hard", "Expert"]
    assert not any("Wins" in line for line in not_measured)


def test_expert_says_the_work_it_was_given_in_the_ladder(written):
    """The ladder fixes expert's work (twice hard's iterations) where the app gives it the
    time set in Settings: its line says which it was measured with."""
    ladders = yaml.safe_load(yaml.safe_dump(LADDER))
    ladders["duel"]["expert_times"] = 2.0
    write(written, ladders)
    assert levels.level_lines("duel")[3].endswith(" With twice hard's work it wins 75 % of 4 games against Hard.")
    ladders["duel"]["expert_times"] = 4
    write(written, ladders)
    assert levels.level_lines("duel")[3].endswith(" With 4 times hard's work it wins 75 % of 4 games against Hard.")
    assert levels.level_lines("duel")[2].endswith(" Wins 75 % of 4 games against Easy.")


@pytest.mark.parametrize("damage, field", [
    (lambda d: d["duel"]["results"][1].update(score=5), r"duel\.results\[1\]\.score"),
    (lambda d: d["duel"]["results"].pop(0), r"duel\.results"),
    (lambda d: d["duel"]["elo"].pop("hard"), r"duel\.elo\.hard"),
    (lambda d: d["duel"]["results"][0].update(level="wizard"), r"duel\.results\[0\]\.level"),
])
def test_a_damaged_ladder_names_file_line_and_field(written, damage, field):
    broken = yaml.safe_load(yaml.safe_dump(LADDER))
    damage(broken)
    write(written, broken)
    with pytest.raises(DataError) as err:
        levels.level_lines("duel")
    assert err.value.file == "data/ladder.yaml" and err.value.line
    assert re.fullmatch(field, err.value.field), str(err.value)


@pytest.mark.parametrize("name", game_names())
def test_the_committed_ladder_loads_for_every_game(name):
    assert all(line.endswith(".") for line in levels.level_lines(name))


def test_elo_orders_the_levels_and_a_clean_sweep_stays_finite():
    sweep = {(a, b): [1.0] * 10 for i, a in enumerate(reversed(levels.LEVELS))
             for b in list(reversed(levels.LEVELS))[i + 1:]}
    elo = ladder.fit(sweep)
    assert elo["random"] == 0
    assert elo["expert"] > elo["hard"] > elo["flat"] > elo["easy"] > 0
    assert elo["expert"] < 2000


def test_the_interval_holds_the_fit():
    results = {(a, b): [1.0, 0.0, 1.0, 0.5] for i, a in enumerate(levels.LEVELS) for b in levels.LEVELS[i + 1:]}
    for row in ladder.ladder(results, 1).values():
        assert row["low"] <= row["elo"] <= row["high"]


def test_a_pairings_score_counts_a_gangs_win_once_however_many_seats_it_holds():
    """A team's win is 1 for each member (Result.share): the gang's three seats must
    still add up to one game won, not three."""
    scores = [ladder.score(("desperados", "easy", "random", g, 1, 2.0))["score"] for g in range(4)]
    assert len(scores) == 4 and set(scores) <= {0.0, 0.5, 1.0}
    assert "make_bot" not in vars(get_game("desperados"))     # the shared game is left as it was


def test_a_ladder_goes_on_where_its_log_ends(tmp_path, monkeypatch):
    """A run cut off keeps its games: the same command plays only the missing ones, and
    writes no ladder until every pairing has its games."""
    log, played = tmp_path / "ladder.jsonl", []

    def fake(task):
        played.append(task)
        name, a, b, index, seed, times = task
        return {"game": name, "a": a, "b": b, "index": index, "seed": seed, "expert_times": times,
                "score": 1.0, "cpu_s": 0.0}
    monkeypatch.setattr(ladder, "score", fake)
    monkeypatch.setattr(ladder, "ladder_path", lambda: tmp_path / "ladder.yaml")
    argv = ["--game", "duel", "--games", "2", "--log", str(log)]
    ladder.main([*argv, "--minutes", "1e-9"])           # stops after its first game
    assert len(played) == 1 and not (tmp_path / "ladder.yaml").exists()
    ladder.main(argv)
    pairs = 10                                          # 5 levels, each pair once
    assert len(played) == 2 * pairs and len(set(played)) == 2 * pairs
    written = yaml.safe_load((tmp_path / "ladder.yaml").read_text())["duel"]
    assert written["games_per_pairing"] == 2 and all(r["score"] == 2 for r in written["results"])
