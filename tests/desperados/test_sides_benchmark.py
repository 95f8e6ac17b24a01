"""benchmarks/desperados_sides.py: each side searches in turn against a flat other side.
Checks that every cell seats the levels it names on the same deals, that a run resumes
from its log, and the report's arithmetic (win rates, each side's gain over the baseline,
the paired interval) on a hand-made log. Tiny budgets; nothing here is timed."""
from __future__ import annotations

import dataclasses
import json
import math

from benchmarks import desperados_sides as bench
from wildwest.core.simulate import wilson
from wildwest.games.desperados import bots


def test_each_cell_seats_its_levels_on_the_same_deals_and_a_run_resumes(tmp_path, capsys):
    log = tmp_path / "sides.jsonl"
    run = ["--counts", "3", "--aim", "3000", "--iterations", "1", "--playouts", "1", "--log", str(log)]
    bench.main([*run, "--games", "1"])
    bench.main([*run, "--games", "2"])
    games = bench.read(log, bench.key)
    assert [(g["index"], g["marshal"], g["gang"]) for g in games] == [
        (i, m, g) for i in (0, 1) for m, g in (("flat", "flat"), ("hard", "flat"), ("flat", "hard"))]
    for g in games:
        marshal = g["index"] % 4
        assert g["aim"] == 3000 and g["gang_won"] == (g["booty"] >= 9000)
        assert g["seats"][marshal] == g["marshal"]
        assert [level for seat, level in enumerate(g["seats"]) if seat != marshal] == [g["gang"]] * 3
    assert "marshal hard, gang flat: the gang wins" in capsys.readouterr().out.split("UTC")[-1]


def game(index: int, marshal: str, gang: str, won: bool, seed: int = 1) -> dict:
    return {"seed": seed, "count": 3, "aim": 4000, "index": index, "marshal": marshal, "gang": gang,
            "booty": 12_000 if won else 9_000, "cpu_s": 90.0, "gang_won": won}


def test_the_report_gives_each_side_its_gain_over_the_baseline_on_the_deals_both_played(tmp_path, capsys):
    baseline, marshal_hard, gang_hard = (True, True, False, False), (True, False, False, False), (True,) * 4
    records = [{"count": 3, "date": "2026-11-26 13:00 UTC", "calibration": {
        "positions": 20, "hard_cpu_ms": 363.4, "flat_cpu_ms": 87.1, "flat_playouts": 200}}]
    records += [game(i, "flat", "flat", won) for i, won in enumerate(baseline)] + [game(4, "flat", "flat", True)]
    records += [game(i, "hard", "flat", won) for i, won in enumerate(marshal_hard)] + [game(0, "hard", "flat", False, seed=2)]
    records += [game(i, "flat", "hard", won) for i, won in enumerate(gang_hard)]
    log = tmp_path / "hand.jsonl"
    log.write_text("".join(json.dumps(r) + "\n" for r in records))
    marshal_pairs = [(False, False), (True, False), (True, True), (True, True)]     # (searching, baseline)
    assert bench.gain(records[1:], "marshal") == (bench.paired_gain(marshal_pairs), 4)
    assert bench.gain(records[1:], "gang")[0][0] == 0.5
    bench.main(["--report", str(log)])
    out = capsys.readouterr().out
    assert "flat 200 playouts for hard's 363.4 ms CPU a searched decision" in out
    assert "marshal flat, gang flat: the gang wins 3/5 = 60.0 %" in out
    assert "marshal hard, gang flat: the gang wins 1/5 = 20.0 %" in out
    assert "the marshal searching gains +25.0 points" in out and "over 4 deals" in out
    assert "the gang searching gains +50.0 points" in out


def test_a_gain_over_unrelated_pairs_has_the_interval_of_two_independent_rates():
    (d, lo, hi), (wlo, whi) = bench.paired_gain([(True, True), (True, False), (False, True), (False, False)]), wilson(2, 4)
    assert d == 0 and math.isclose(lo, -math.hypot(0.5 - wlo, whi - 0.5)) and math.isclose(hi, -lo)


def test_pairs_that_agree_narrow_the_interval_of_the_gain():
    agreeing = [(True, True)] * 10 + [(False, False)] * 10 + [(True, False)] * 3
    d, lo, hi = bench.paired_gain(agreeing)
    (l1, u1), (l2, u2) = wilson(13, 23), wilson(10, 23)
    assert math.isclose(d, 3 / 23) and lo < d < hi
    assert lo > d - math.hypot(13 / 23 - l1, u2 - 10 / 23) and hi < d + math.hypot(u1 - 13 / 23, 10 / 23 - l2)


def test_the_calibration_times_hard_and_flat_on_the_same_positions():
    """Equal CPU per searched decision: flat's playouts scaled by hard's time over flat's
    (one position each here; `strength.equalise` is shared, and once changed shape under it)."""
    made = bench.calibrate(3, positions=1)["calibration"]
    assert made["positions"] == 1 and made["hard_cpu_ms"] > 0 and made["flat_cpu_ms"] > 0
    assert made["flat_playouts"] >= 1


def test_a_screen_plays_a_changed_search_against_the_shipped_level_on_the_same_deals(tmp_path, monkeypatch, capsys):
    """`--set` changes the searching side's Search (its cells named by the changes),
    `--against hard --no-equal` keeps the shipped hard (cut to 1 iteration here) as the
    other side and the baseline."""
    monkeypatch.setattr(bots, "SEARCH", dataclasses.replace(bots.SEARCH, iterations=1))
    seated, game_of = [], bench.game_of

    def spying(seed, count, index, aim, make):
        marshal = index % (count + 1)
        bots_made = [make(p, marshal, 0) for p in range(count + 1)]
        seated.append([(bot.search.root, bot.iterations) for bot in bots_made])
        return game_of(seed, count, index, aim, make)
    monkeypatch.setattr(bench, "game_of", spying)
    log = tmp_path / "screen.jsonl"
    bench.main(["--counts", "3", "--aim", "3000", "--games", "1", "--against", "hard", "--no-equal",
                "--set", "root=2", "--set", "depth=1", "--set", "iterations=2", "--log", str(log)])
    variant = "hard depth=1 iterations=2 root=2"
    games = bench.read(log, bench.key)
    assert [(g["marshal"], g["gang"]) for g in games] == [("hard", "hard"), (variant, "hard"), ("hard", variant)]
    assert all(g["seats"] == ["hard"] * 4 and g["index"] == 0 for g in games)
    shipped, changed = (bots.SEARCH.root, None), (2, 2)
    assert seated == [[shipped] * 4, [changed] + [shipped] * 3, [shipped] + [changed] * 3]
    out = capsys.readouterr().out.split("UTC")[-1]
    assert f"{variant} against hard:" in out and f"marshal {variant}, gang hard: the gang wins" in out
