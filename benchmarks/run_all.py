"""Measure the app and compare with its targets: what `make bench` runs.

    python benchmarks/run_all.py                        # duel, 400-game strength runs
    python benchmarks/run_all.py --game duel --game durango
    python benchmarks/run_all.py --quick                # fewer games and runs, for a try-out
    python benchmarks/run_all.py --only frames,startup  # frames startup playouts strength

Prints a table and writes benchmarks/results.json. These are measurements, not tests:
nothing fails when a target is missed, the table says MISSED. Whole-process times are
taken from outside (wall clock from start to exit) and quoted as the median of the runs.

  frames    `main.py bench frames --game G --frames 300 --json`, 3 runs, medians quoted
            (targets: median <= 4 ms, p99 <= 12 ms at 1280x720)
  startup   `python benchmarks/startup.py` from source: start to first menu frame (<= 1 s);
            `dist/wildwest --smoke` when the executable exists (menu and every table,
            an upper bound of its start-up; target <= 3 s)
  playouts  `python benchmarks/playouts.py --game G`: random games per CPU second on one
            core (>= 1000)
  strength  `main.py simulate G --bots hard,easy --games N` and `--bots easy,random`, run
            side by side (one process per core) after the timing runs: win rates (hard beats
            easy >= 60 %, easy beats random >= 70 %) and decision times per level from their
            decision_ms (hard median <= 300 ms)
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
EXE = ROOT / "dist" / ("wildwest.exe" if sys.platform == "win32" else "wildwest")
SECTIONS = ("frames", "startup", "playouts", "strength")

# Targets (from the design brief). A game absent here gets the generic ones only.
FRAME_MEDIAN_MS, FRAME_P99_MS = 4.0, 12.0
STARTUP_SOURCE_S, STARTUP_EXE_S = 1.0, 3.0
PLAYOUTS_PER_S = {"duel": 1000.0}
HARD_BEATS_EASY, EASY_BEATS_RANDOM = 0.60, 0.70
HARD_MEDIAN_MS = 300.0


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cores": os.cpu_count(), "cpu": cpu, "platform": platform.platform(),
            "python": platform.python_version()}


def bench_env(home: Path) -> dict:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1", WILDWEST_HOME=str(home))


def run_json(cmd: list[str], env: dict, timeout: float = 3600) -> dict:
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stderr.strip()[-800:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def time_process(cmd: list[str], env: dict, runs: int, warmup: int = 1) -> dict:
    """Wall seconds from start to exit of the whole process, `runs` times after `warmup`."""
    walls = []
    for i in range(warmup + runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, timeout=600)
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stderr.strip()[-800:]}")
        if i >= warmup:
            walls.append(wall)
    return {"runs": runs, "median_s": round(statistics.median(walls), 3),
            "min_s": round(min(walls), 3), "max_s": round(max(walls), 3)}


def rel(cmd: list[str]) -> str:
    """A command as a person types it from the repository root."""
    out = []
    for part in cmd:
        if part == PY:
            part = "python"
        elif part.startswith(str(ROOT) + os.sep):
            part = os.path.relpath(part, ROOT)
        out.append(part)
    return " ".join(out)


class Results:
    def __init__(self) -> None:
        self.rows: list[dict] = []
        self.raw: dict = {}

    def add(self, measure: str, game: str | None, value, unit: str, command: str,
            target: float | None = None, better: str = "lower", note: str = "") -> None:
        ok = None
        if target is not None and value is not None:
            ok = value <= target if better == "lower" else value >= target
        self.rows.append({"measure": measure, "game": game, "value": value, "unit": unit,
                          "target": None if target is None else
                          f"{'<=' if better == 'lower' else '>='} {target:g} {unit}",
                          "met": ok, "command": command, "note": note})
        print(f"  {measure} [{game or '-'}]: {value} {unit}"
              + (f"  (target {self.rows[-1]['target']}: {'met' if ok else 'MISSED'})" if ok is not None else ""),
              flush=True)

    def table(self) -> str:
        head = ("measure", "game", "value", "target", "status")
        lines = [(r["measure"], r["game"] or "-", f"{r['value']} {r['unit']}", r["target"] or "-",
                  "-" if r["met"] is None else ("met" if r["met"] else "MISSED")) for r in self.rows]
        widths = [max(len(str(x)) for x in col) for col in zip(head, *lines)]
        fmt = "  ".join(f"{{:<{w}}}" for w in widths)
        rule = "  ".join("-" * w for w in widths)
        return "\n".join([fmt.format(*head), rule] + [fmt.format(*line) for line in lines])


# ---- sections -------------------------------------------------------------------------------
def bench_frames(res: Results, games: list[str], env: dict, frames: int, runs: int) -> None:
    for game in games:
        cmd = [PY, str(ROOT / "main.py"), "bench", "frames", "--game", game, "--frames", str(frames), "--json"]
        reports = [run_json(cmd, env) for _ in range(runs)]
        res.raw[f"frames/{game}"] = reports
        median = statistics.median(r["median_ms"] for r in reports)
        p99 = statistics.median(r["p99_ms"] for r in reports)
        size = "x".join(map(str, reports[0].get("size", [])))
        note = f"median of {runs} runs of {frames} frames at {size}"
        res.add("frame median", game, round(median, 3), "ms", rel(cmd), FRAME_MEDIAN_MS, note=note)
        res.add("frame p99", game, round(p99, 3), "ms", rel(cmd), FRAME_P99_MS, note=note)


def bench_startup(res: Results, env: dict, runs: int) -> None:
    cmd = [PY, str(ROOT / "benchmarks" / "startup.py")]
    t = time_process(cmd, env, runs)
    res.raw["startup/source"] = t
    res.add("start-up to first menu frame (source)", None, t["median_s"], "s", rel(cmd),
            STARTUP_SOURCE_S, note=f"whole process, median of {runs} (min {t['min_s']}, max {t['max_s']})")
    if EXE.exists():
        cmd = [str(EXE), "--smoke"]
        t = time_process(cmd, env, runs)
        res.raw["startup/exe-smoke"] = t
        res.add("executable --smoke (bounds its start-up)", None, t["median_s"], "s", rel(cmd),
                STARTUP_EXE_S, note=f"whole process, median of {runs} (min {t['min_s']}, max {t['max_s']})")
    else:
        print(f"  (no {rel([str(EXE)])}: `make dist` builds it; executable start-up not measured)")


def bench_playouts(res: Results, games: list[str], env: dict, seconds: float) -> None:
    for game in games:
        cmd = [PY, str(ROOT / "benchmarks" / "playouts.py"), "--game", game, "--seconds", f"{seconds:g}", "--json"]
        report = run_json(cmd, env)
        res.raw[f"playouts/{game}"] = report
        res.add("random playouts via apply, one core", game, report["apply"]["games_per_s"], "games/s",
                rel(cmd), PLAYOUTS_PER_S.get(game), better="higher",
                note=f"per CPU second, pinned to one core; {report['apply']['games_per_wall_s']} per wall "
                     f"second; {report['apply']['moves_per_game']} moves a game")
        res.add("random playouts via _apply, one core", game, report["_apply"]["games_per_s"], "games/s",
                rel(cmd), note=f"no legality check, as search rollouts do; per CPU second; "
                               f"{report['_apply']['games_per_wall_s']} per wall second")


def strength_runs(game: str, n_games: int, seed: int) -> list[tuple[str, list[str]]]:
    sys.path.insert(0, str(ROOT))
    from wildwest.games import get_game
    players = max(2, get_game(game).min_players)
    return [("hard-vs-easy", ["hard"] + ["easy"] * (players - 1)),
            ("easy-vs-random", ["easy"] + ["random"] * (players - 1))]


def bench_strength(res: Results, games: list[str], env: dict, n_games: int, seed: int, jobs: int) -> None:
    planned = []
    for game in games:
        for label, bots in strength_runs(game, n_games, seed):
            cmd = [PY, str(ROOT / "main.py"), "simulate", game, "--bots", ",".join(bots),
                   "--games", str(n_games), "--seed", str(seed), "--json"]
            planned.append((game, label, bots, cmd))
    print(f"  {len(planned)} simulate runs, {jobs} at a time (hard-vs-easy takes minutes)...", flush=True)
    reports: dict = {}
    running: list = []
    queue = list(planned)
    started: dict = {}
    while queue or running:
        while queue and len(running) < jobs:
            item = queue.pop(0)
            out = tempfile.TemporaryFile("w+")
            proc = subprocess.Popen(item[3], cwd=ROOT, env=env, stdout=out, stderr=subprocess.PIPE, text=True)
            running.append((item, proc, out))
            started[item[1] + item[0]] = time.perf_counter()
        time.sleep(0.2)
        for entry in list(running):
            item, proc, out = entry
            if proc.poll() is None:
                continue
            running.remove(entry)
            err = proc.stderr.read()
            if proc.returncode != 0:
                raise RuntimeError(f"{rel(item[3])} exited {proc.returncode}: {err.strip()[-800:]}")
            out.seek(0)
            report = json.loads(out.read().strip().splitlines()[-1])
            report["wall_s"] = round(time.perf_counter() - started[item[1] + item[0]], 1)
            reports[(item[0], item[1])] = (report, item[3])
            print(f"    done: {item[1]} {item[0]} in {report['wall_s']} s", flush=True)
    for game in games:
        decision = {}
        for label, bots in strength_runs(game, n_games, seed):
            report, cmd = reports[(game, label)]
            res.raw[f"strength/{game}/{label}"] = report
            first = report["seats"][0]
            target = (HARD_BEATS_EASY if label == "hard-vs-easy" else EASY_BEATS_RANDOM) if len(bots) == 2 else None
            lo, hi = first["win_rate_ci"]
            res.add(f"{first['bot']} win rate vs {bots[1]}", game, round(100 * first["win_rate"], 1), "%",
                    rel(cmd), None if target is None else 100 * target, better="higher",
                    note=f"{report['games']} games, 95% CI {100 * lo:.1f}-{100 * hi:.1f} %, "
                         f"draws {report.get('draws', 0)}, {report['wall_s']} s")
            for seat in report["seats"]:
                decision.setdefault(seat["bot"], (seat["decision_ms"], cmd))
        for level in ("random", "easy", "hard"):
            if level in decision:
                ms, cmd = decision[level]
                res.add(f"{level} decision median", game, ms["median"], "ms", rel(cmd),
                        HARD_MEDIAN_MS if level == "hard" else None)
                res.add(f"{level} decision p95", game, ms["p95"], "ms", rel(cmd))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the app against its targets.")
    parser.add_argument("--game", action="append", help="a game to measure (repeatable; default duel; 'all')")
    parser.add_argument("--only", default=",".join(SECTIONS), help=f"comma-separated: {', '.join(SECTIONS)}")
    parser.add_argument("--games", type=int, default=400, help="games per strength run (default 400)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5, help="whole-process runs for start-up (default 5)")
    parser.add_argument("--jobs", type=int, default=max(1, min(2, os.cpu_count() or 1)),
                        help="strength runs at a time (default: 2, one per core)")
    parser.add_argument("--quick", action="store_true", help="40-game strength runs, 3 start-up runs, 2 s playouts")
    parser.add_argument("--out", default=str(ROOT / "benchmarks" / "results.json"))
    args = parser.parse_args(argv)

    sys.path.insert(0, str(ROOT))
    from wildwest.games import game_names
    games = args.game or ["duel"]
    if "all" in games:
        games = game_names()
    unknown = [g for g in games if g not in game_names()]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; choose from {', '.join(game_names())}")
    sections = [s.strip() for s in args.only.split(",") if s.strip()]
    if bad := [s for s in sections if s not in SECTIONS]:
        parser.error(f"unknown section(s) {', '.join(bad)}; choose from {', '.join(SECTIONS)}")
    n_games, runs, seconds = (40, 3, 2.0) if args.quick else (args.games, args.runs, 5.0)

    res = Results()
    started = datetime.now(UTC)
    with tempfile.TemporaryDirectory(prefix="wildwest-bench-") as home:
        env = bench_env(Path(home))
        # Timing-sensitive sections run alone, one after another; the strength runs last.
        if "frames" in sections:
            print("frames:", flush=True)
            bench_frames(res, games, env, frames=300, runs=3)
        if "startup" in sections:
            print("start-up:", flush=True)
            bench_startup(res, env, runs)
        if "playouts" in sections:
            print("playouts:", flush=True)
            bench_playouts(res, games, env, seconds)
        if "strength" in sections:
            print("bot strength and decision times:", flush=True)
            bench_strength(res, games, env, n_games, args.seed, args.jobs)

    print()
    print(res.table())
    out = {"date": started.isoformat(timespec="seconds"), "machine": machine(),
           "argv": sys.argv[1:], "results": res.rows, "raw": res.raw}
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"\nwritten {os.path.relpath(args.out, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
