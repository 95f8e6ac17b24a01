"""The committed measurement logs (benchmarks/logs/) stay readable: a line cut off while a
run was writing would stop the next session's resume."""
from __future__ import annotations

import json
from pathlib import Path

LOGS = Path(__file__).resolve().parents[1] / "benchmarks" / "logs"


def test_every_logged_line_is_one_json_record():
    for log in LOGS.glob("*.jsonl"):
        for number, line in enumerate(log.read_text().splitlines(), 1):
            assert isinstance(json.loads(line), dict), f"{log.name}:{number}"
