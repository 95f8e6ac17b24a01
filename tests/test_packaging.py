"""The one-file executable: build it from pyinstaller.spec into a temporary folder and run it.

Slow (a PyInstaller build, about half a minute on two cores): `make test` runs it,
`make test-fast` does not. PyInstaller comes from requirements-dev.txt, which every make
target installs, so under `make test` this never skips.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.games import game_names, playable_names

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "pyinstaller.spec"
EXE_NAME = "wildwest.exe" if sys.platform == "win32" else "wildwest"


def _resource_files() -> list[str]:
    """Every resource the app reads at run time, as a path relative to the repository."""
    found = []
    for top in ("data", "sprites", "sounds", "fonts", "docs/rules", "docs/players"):
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and not path.name.startswith(".") and "__pycache__" not in path.parts:
                found.append(path.relative_to(ROOT).as_posix())
    return found


@pytest.mark.slow
def test_one_file_executable_builds_and_runs(tmp_path):
    pytest.importorskip("PyInstaller", reason="PyInstaller is in requirements-dev.txt")
    dist, work = tmp_path / "dist", tmp_path / "build"
    env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(tmp_path / "pyi-config"))
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr[-4000:]
    exe = dist / EXE_NAME
    assert exe.is_file()

    # Everything the app loads by path or by name is inside the archive.
    listing = subprocess.run(
        [sys.executable, "-c", "from PyInstaller.utils.cliutils.archive_viewer import run; run()",
         "--recursive", "--brief", str(exe)],
        env=env, capture_output=True, text=True, timeout=300)
    assert listing.returncode == 0, listing.stderr[-2000:]
    entries = {line.strip() for line in listing.stdout.splitlines()}
    missing = [f for f in _resource_files() if f not in entries]
    assert not missing, f"resources not bundled: {missing}"
    for name in game_names():
        for module in ("rules", "bots"):
            assert f"wildwest.games.{name}.{module}" in entries
    for name in playable_names():
        assert f"wildwest.games.{name}.table" in entries
    assert "markdown_it.main" in entries            # the rules pages' Markdown parser

    run_env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   WILDWEST_HOME=str(tmp_path / "home"))
    smoke = subprocess.run([str(exe), "--smoke"], cwd=tmp_path, env=run_env,
                           capture_output=True, text=True, timeout=300)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "smoke ok" in smoke.stdout

    # The sub-commands print from the executable too (console kept on Linux).
    sim = subprocess.run([str(exe), "simulate", "duel", "--bots", "easy,random", "--games", "5",
                          "--seed", "1", "--json"], cwd=tmp_path, env=run_env,
                         capture_output=True, text=True, timeout=300)
    assert sim.returncode == 0, sim.stderr
    assert json.loads(sim.stdout)["games"] == 5
