"""The command line, run as a person runs it: `python main.py ...` in a subprocess."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.core.engine import digest
from wildwest.core.saves import autosave_path
from wildwest.core.session import Session
from wildwest.games import get_game

ROOT = Path(__file__).resolve().parents[1]
MAIN = ROOT / "main.py"


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """`python main.py ARGS` with the dummy SDL drivers and this test's private WILDWEST_HOME
    (conftest's autouse fixture has put it in os.environ)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(MAIN), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


# ---- --smoke -------------------------------------------------------------------------------
def test_smoke_exits_zero():
    proc = run("--smoke")
    assert proc.returncode == 0, proc.stderr
    assert "smoke ok" in proc.stdout


# ---- simulate ------------------------------------------------------------------------------
SIM = ("simulate", "duel", "--bots", "easy,random", "--games", "10", "--seed", "3", "--json")


def _without_timings(report: dict) -> dict:
    """The report minus decision times, which are wall-clock measurements."""
    return {**report, "seats": [{k: v for k, v in s.items() if k != "decision_ms"}
                                for s in report["seats"]]}


def test_simulate_json_has_the_documented_keys():
    proc = run(*SIM)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout          # one JSON object, nothing else on stdout
    report = json.loads(lines[0])
    assert report["game"] == "duel"
    assert report["games"] == 10
    assert report["seed"] == 3
    assert isinstance(report["mean_turns"], (int, float)) and report["mean_turns"] > 0
    assert [s["bot"] for s in report["seats"]] == ["easy", "random"]
    for seat in report["seats"]:
        assert {"bot", "wins", "win_rate", "win_rate_ci", "decision_ms"} <= set(seat)
        assert 0 <= seat["wins"] <= 10
        assert seat["win_rate"] == pytest.approx(seat["wins"] / 10, abs=1e-3)
        lo, hi = seat["win_rate_ci"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
        assert set(seat["decision_ms"]) >= {"median", "p95"}
        assert 0 <= seat["decision_ms"]["median"] <= seat["decision_ms"]["p95"]
    total = sum(s["wins"] for s in report["seats"]) + report.get("draws", 0)
    assert total == pytest.approx(10, abs=0.05)


def test_simulate_same_seed_same_output():
    first, second = run(*SIM), run(*SIM)
    assert first.returncode == second.returncode == 0
    a, b = json.loads(first.stdout), json.loads(second.stdout)
    # Everything but the clock readings is identical; the timings exist in both.
    assert _without_timings(a) == _without_timings(b)
    assert [set(s["decision_ms"]) for s in a["seats"]] == [set(s["decision_ms"]) for s in b["seats"]]


def test_simulate_plain_text():
    proc = run("simulate", "duel", "--bots", "easy,random", "--games", "4", "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    assert "easy" in proc.stdout and "random" in proc.stdout


# ---- replay --------------------------------------------------------------------------------
def _autosaved_session(moves: int | None, seed: int = 11) -> Session:
    """A duel between a human seat and an easy bot, played by random choices through the
    Session (which autosaves after every move) for `moves` moves, or to the end."""
    game = get_game("duel")
    session = Session.start(game, {"players": 2}, seed, ["human", "easy"], autosave=autosave_path())
    rng = random.Random(seed)
    while session.pending() and (moves is None or len(session.save.moves) < moves):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    return session


@pytest.mark.parametrize("moves", [None, 7], ids=["finished", "unfinished"])
def test_replay_json_matches_the_live_state(moves):
    session = _autosaved_session(moves)
    path = autosave_path()
    assert path.exists()
    proc = run("replay", str(path), "--json")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["game"] == "duel"
    assert summary["moves"] == len(session.save.moves)
    assert summary["digest"] == digest(session.state)
    result = session.result()
    assert summary["finished"] is (result is not None)
    if result is None:
        assert summary["winners"] is None and summary["summary"] == "not finished"
    else:
        assert summary["winners"] == list(result.winners)
        assert summary["scores"] == json.loads(json.dumps(list(result.scores)))
        assert summary["summary"] == result.summary


def test_replay_plain_text():
    session = _autosaved_session(None)
    proc = run("replay", str(autosave_path()))
    assert proc.returncode == 0, proc.stderr
    assert digest(session.state) in proc.stdout
    assert f"{len(session.save.moves)} moves" in proc.stdout


@pytest.mark.parametrize("damage, words", [
    ("truncate", "damaged"),
    ("not-a-save", "does not hold a saved game"),
    ("illegal-move", "does not replay"),
    ("unknown-game", "unknown game"),
    ("missing", "cannot be read"),
])
def test_damaged_save_exits_one_with_a_clear_message(damage, words, tmp_path):
    _autosaved_session(5)
    path = autosave_path()
    text = path.read_text(encoding="utf-8")
    if damage == "truncate":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "not-a-save":
        path.write_text("[1, 2, 3]", encoding="utf-8")
    elif damage == "illegal-move":
        data = json.loads(text)
        data["moves"].append([0, {"kind": "no-such-move"}])
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "unknown-game":
        data = json.loads(text)
        data["game"] = "tiddlywinks"
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path = tmp_path / "nowhere.json"
    before = path.read_bytes() if path.exists() else None
    proc = run("replay", str(path), "--json")
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert str(path) in proc.stderr and words in proc.stderr
    assert "Traceback" not in proc.stderr
    if before is not None:
        assert path.read_bytes() == before           # a damaged save is never overwritten


# ---- bad arguments ---------------------------------------------------------------------------
@pytest.mark.parametrize("args, words", [
    (("simulate", "duel"), "--bots"),                                        # required option
    (("simulate", "tiddlywinks", "--bots", "easy,random"), "invalid choice: 'tiddlywinks'"),
    (("simulate", "duel", "--bots", "easy,genius"), "random, easy, flat, hard or expert"),
    (("simulate", "duel", "--bots", "easy"), "bots"),                          # too few seats
    (("simulate", "duel", "--bots", "easy,random", "--games", "many"), "not a whole number"),
    (("bench", "sideways", "--game", "duel"), "invalid choice"),
    (("replay",), "save"),
    (("frobnicate",), "invalid choice"),
])
def test_bad_arguments_exit_two_with_a_message(args, words):
    proc = run(*args)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert words in proc.stderr
    assert "Traceback" not in proc.stderr


# ---- simulate --option -----------------------------------------------------------------------
def test_simulate_accepts_every_level_flat_and_expert_included():
    from wildwest.cli import _parser
    args = _parser().parse_args(["simulate", "duel", "--bots", "flat,hard,expert,easy,random"])
    assert args.bots == ["flat", "hard", "expert", "easy", "random"]


def test_simulate_option_sets_a_game_choice_and_is_reported():
    proc = run("simulate", "duel", "--bots", "easy,random", "--games", "2", "--option", "deck=frontier", "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["options"] == {"deck": "frontier"}


@pytest.mark.parametrize("pair", ["deck=poker", "nosuch=1", "deck"])
def test_simulate_rejects_an_option_the_game_does_not_offer(pair):
    proc = run("simulate", "duel", "--bots", "easy,random", "--games", "2", "--option", pair)
    assert proc.returncode == 2
    assert "--option" in proc.stderr and "Traceback" not in proc.stderr


# ---- every value range-checked by the parser (issue 8) ------------------------------------------
@pytest.mark.parametrize("args, words", [
    (("simulate", "duel", "--bots", "easy,random", "--games", "0"), "--games: must be at least 1"),
    (("simulate", "duel", "--bots", "easy,random", "--games", "-5"), "--games: must be at least 1"),
    (("simulate", "duel", "--bots", "easy,random", "--games", "9" * 5000), "--games: must be at most"),
    (("simulate", "duel", "--bots", "easy,random", "--games", "1e3"), "--games: not a whole number"),
    (("simulate", "duel", "--bots", "easy,random", "--seed", "-1"), "--seed: must be at least 0"),
    (("simulate", "duel", "--bots", "easy,random", "--seed", "1" * 40), "--seed: must be at most"),
    (("simulate", "poker", "--bots", "easy,random"), "invalid choice: 'poker'"),
    (("simulate", "duel", "--bots", "easy,genius"), "random, easy, flat, hard or expert"),
    (("simulate", "duel", "--bots", ","), "random, easy, flat, hard or expert"),
    (("simulate", "desperados", "--bots", "easy,,random"), "--bots: an empty entry in 'easy,,random'"),
    (("simulate", "duel", "--bots", "easy,random,"), "--bots: an empty entry"),
    (("simulate", "duel", "--bots", "easy,easy,easy"), "Duel takes 2-2 bots, got 3"),
    (("simulate", "duel", "--bots", "easy,easy", "--option", "deck=poker"), "--option deck"),
    (("bench", "frames", "--game", "poker"), "invalid choice: 'poker'"),
    (("bench", "frames", "--game", "duel", "--frames", "0"), "--frames: must be at least 1"),
    (("bench", "frames", "--game", "duel", "--frames", "x"), "--frames: not a whole number"),
])
def test_the_parser_range_checks_every_value(args, words, capsys):
    from wildwest.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(list(args))
    err = capsys.readouterr().err
    assert exit_.value.code == 2
    assert words in err and err.startswith("usage:")


# ---- simulate --save-dir and review ------------------------------------------------------
def test_simulate_save_dir_writes_saves_that_replay_and_review_read(tmp_path):
    folder = tmp_path / "games"
    proc = run("simulate", "duel", "--bots", "easy,random", "--games", "2", "--seed", "3", "--save-dir",
               str(folder))
    assert proc.returncode == 0, proc.stderr
    saves = sorted(folder.glob("*.json"))
    assert [p.name for p in saves] == ["duel-0001.json", "duel-0002.json"]
    # seats rotate between games: the second game seats the random bot first
    assert [json.loads(p.read_text())["seats"] for p in saves] == [["easy", "random"], ["random", "easy"]]
    replayed = json.loads(run("replay", str(saves[1]), "--json").stdout)
    assert replayed["finished"] and replayed["moves"] > 0

    proc = run("review", str(saves[1]), "--seat", "1", "--iterations", "6", "--json")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1
    review = json.loads(lines[0])
    assert set(review) == {"game", "moves", "seats", "reviewed", "iterations", "check_iterations", "series",
                           "marks"}
    assert review["game"] == "duel" and review["reviewed"] == [0] and review["iterations"] == 6
    assert review["seats"] == ["Pink (random)", "Green (easy)"]
    assert len(review["series"]) == review["moves"] + 1 == replayed["moves"] + 1
    winner = replayed["winners"][0]
    assert review["series"][-1][winner] == 1.0 and review["series"][-1][1 - winner] == 0.0
    assert len(review["marks"]) <= 3            # only the gaps that hold against the noise
    for mark in review["marks"]:
        assert mark["seat"] == 0 and 1 <= mark["move"] <= review["moves"]
        assert mark["text"].startswith(f"Move {mark['move']}: Pink took {mark['took']}")

    text = run("review", str(saves[1]), "--iterations", "2")
    assert text.returncode == 0, text.stderr
    assert "No human played: --seat N marks a seat's costliest choices." in text.stdout
    assert len(text.stdout.splitlines()) == review["moves"] + 4     # title, heads, a row a point, the note


def test_review_refuses_what_it_cannot_review(tmp_path):
    _autosaved_session(7)
    proc = run("review", str(autosave_path()), "--iterations", "2")
    assert proc.returncode == 1 and "only a finished game can be reviewed" in proc.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    proc = run("review", str(bad))
    assert proc.returncode == 1 and "damaged" in proc.stderr
    proc = run("review", str(autosave_path()), "--seat", "3")
    assert proc.returncode == 2 and "the game has 2 seats" in proc.stderr
    assert run("simulate", "duel", "--bots", "flat,easy", "--save-dir", str(tmp_path)).returncode == 2
