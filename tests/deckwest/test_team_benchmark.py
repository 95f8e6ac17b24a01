"""benchmarks/team.py: the co-op and solo team figure. Checks that both teams play the
same deal, that a run resumes from its log without replaying a deal, that choosing cells
keeps their deals, and the report's arithmetic on a hand-made log. Tiny budgets; nothing
here is timed."""
from __future__ import annotations

import json

from benchmarks import team as bench
from wildwest.games.deckwest.rules import DeckWest


def test_a_run_resumes_from_its_log_and_chosen_cells_keep_their_deals(tmp_path):
    log = tmp_path / "team.jsonl"
    run = ["--missions", "new_world", "the_feast", "--dice", "d8", "--iterations", "1", "--log", str(log)]
    bench.main([*run, "--games", "1"])
    bench.main([*run, "--games", "2"])
    deals = bench.read(log, bench.key)
    assert len(log.read_text().splitlines()) == len(deals) == 4
    assert sorted((d["index"], d["mission"]) for d in deals) == [
        (i, m) for i in (0, 1) for m in ("new_world", "the_feast")]
    first = next(d for d in deals if d["mission"] == "new_world" and d["index"] == 0)
    alone = tmp_path / "alone.jsonl"
    bench.main(["--missions", "new_world", "--dice", "d8", "--iterations", "1", "--games", "1", "--log", str(alone)])
    again = bench.read(alone, bench.key)[0]
    assert again["searched_ms"], "the hard team searched nothing"
    assert (again["won"], again["other_won"], len(again["searched_ms"])) == (
        first["won"], first["other_won"], len(first["searched_ms"]))      # the same deal, decision for decision


def test_both_teams_play_the_deal_of_their_round_and_cell():
    """The same deal for both teams: the easy team against itself can never differ."""
    cell = bench.cells(DeckWest())[0]
    task = {"seed": 3, "index": 0, "mission": cell["mission"], "difficulty": cell["difficulty"],
            "level": "easy", "against": "easy", "work": {}, "place": 0, "config": cell}
    record = bench.play(task)
    assert record["won"] == record["other_won"] and record["searched_ms"] == []
    assert bench.key(record) == bench.key(task)


def deal(index: int, mission: str, won: bool, other: bool) -> dict:
    return {"seed": 1, "index": index, "mission": mission, "difficulty": "d20", "level": "hard",
            "against": "easy", "work": {}, "won": won, "other_won": other, "searched_ms": [100, 300, 200]}


def test_the_report_gives_the_paired_difference_each_mission_and_the_cpu(tmp_path, capsys):
    records = [deal(0, "new_world", True, False), deal(1, "new_world", True, True),
               deal(0, "the_feast", False, True), deal(1, "the_feast", False, False)]
    log = tmp_path / "hand.jsonl"
    log.write_text("".join(json.dumps(r) + "\n" for r in records))
    bench.main(["--report", str(log)])
    out = capsys.readouterr().out
    d, lo, hi = bench.paired_gain([(True, False), (True, True), (False, True), (False, False)])
    assert f"the hard team against the easy team, 4 deals: {100 * d:+.1f} points (95 % CI {100 * lo:+.1f}" in out
    (up, up_lo, up_hi), (down, down_lo, down_hi) = (
        bench.paired_gain(pairs) for pairs in ([(True, False), (True, True)], [(False, True), (False, False)]))
    assert up == 0.5 and down == -0.5
    assert f"new_world: 2/2 against 1/2, +50.0 points (CI {100 * up_lo:+.1f} to {100 * up_hi:+.1f})\n" in out
    assert down_hi > 0 and f"the_feast: 0/2 against 1/2, -50.0 points (CI {100 * down_lo:+.1f} to " \
        f"{100 * down_hi:+.1f}), behind within the noise" in out        # worse only with the interval below 0
    assert "deals a cell: 0 to 2 over 44 cells" in out
    assert "searched decisions: 12, CPU median 200 ms, p95 300 ms" in out


def test_a_mission_is_worse_only_when_its_whole_interval_is_below_zero():
    assert bench.verdict(3, 9, -0.01) == ", worse"
    assert bench.verdict(9, 13, 0.058) == ", behind within the noise"
    assert bench.verdict(13, 9, 0.3) == ""
