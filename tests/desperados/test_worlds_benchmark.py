"""benchmarks/desperados_worlds.py: the marshal's weighted worlds against uniform ones.
Checks that the report pairs games by seed and that the accuracy count scores both
samplers on the same decisions. Nothing here is timed."""
from __future__ import annotations

from benchmarks import desperados_worlds as bench


def row(seed: int, marshal: str, wins: bool, count: int = 2) -> dict:
    return {"seed": seed, "desperadoes": count, "marshal": marshal, "booty": 0, "marshal_wins": wins, "cpu_s": 1.0}


def test_the_report_counts_only_seeds_played_both_ways():
    rows = [row(1, "weighted", True), row(1, "uniform", False), row(2, "weighted", True)]
    lines = bench.report(rows)
    assert "marshal wins 1/1" in lines[0] and "marshal wins 0/1" in lines[1]
    assert lines[2].strip() == "paired by seed: weighted won where uniform lost 1, the reverse 0"


def test_both_samplers_are_scored_on_the_same_decisions():
    found = bench.accuracy(1, 3)
    (weighted, tries), (uniform, same) = found["weighted"], found["uniform"]
    assert tries == same > 0 and 0 < weighted <= tries and 0 < uniform <= tries
