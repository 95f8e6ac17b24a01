"""The rooms of the architecture (docs/architecture.md): the core and every game's rules and
bots are pygame-free and never reach into wildwest.ui; every registered game ships its
rules page, its data folder and its tests."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.games import game_names

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("pygame", "wildwest.ui")
IMPORT_FUNCTIONS = {"__import__", "import_module"}


def module_name(path: Path) -> tuple[str, bool]:
    """The dotted module name of a source file under ROOT and whether it is a package."""
    rel = path.resolve().relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts.pop()
    return ".".join(parts), is_package


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module an ImportFrom names, resolving `from .. import x`."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
    return ".".join(base + ([node.module] if node.module else []))


def imported_names(source: str, module: str = "x", is_package: bool = False) -> list[tuple[int, str]]:
    """Every module a source imports, with its line: `import a.b`, `from a import b` (both
    `a` and `a.b`, as b may be a submodule), relative imports resolved against `module`,
    and `__import__("a")` / `importlib.import_module("a")` with a literal name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(module, is_package, node)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}" if base else alias.name)
                      for alias in node.names if alias.name != "*"]
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if (name in IMPORT_FUNCTIONS and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.append((node.lineno, node.args[0].value))
    return found


def forbidden_imports(source: str, module: str = "x", is_package: bool = False) -> list[str]:
    """'line N: name' for every import of pygame or wildwest.ui (or anything below them)."""
    bad = []
    for line, name in imported_names(source, module, is_package):
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
            bad.append(f"line {line}: {name}")
    return sorted(set(bad), key=lambda s: (int(s.split(":")[0][5:]), s))


def pygame_free_files() -> list[Path]:
    files = sorted((ROOT / "wildwest" / "core").rglob("*.py"))
    for pattern in ("rules*.py", "bots*.py"):
        files += sorted((ROOT / "wildwest" / "games").glob(f"*/{pattern}"))
    return files


# ---- the checker itself, on source strings ---------------------------------------------

@pytest.mark.parametrize("source, expected", [
    ("import pygame\n", ["line 1: pygame"]),
    ("import os, pygame.display as d\n", ["line 1: pygame.display"]),
    ("from pygame import Rect\n", ["line 1: pygame", "line 1: pygame.Rect"]),
    ("from pygame.locals import *\n", ["line 1: pygame.locals"]),
    ("def f():\n    try:\n        import pygame\n    except ImportError:\n        pass\n",
     ["line 3: pygame"]),
    ("if False:\n    from wildwest.ui.widgets import Button\n",
     ["line 2: wildwest.ui.widgets", "line 2: wildwest.ui.widgets.Button"]),
    ("from wildwest import ui\n", ["line 1: wildwest.ui"]),
    ("import wildwest.ui\n", ["line 1: wildwest.ui"]),
    ("import importlib\nm = importlib.import_module('pygame.mixer')\n", ["line 2: pygame.mixer"]),
    ("m = __import__('pygame')\n", ["line 1: pygame"]),
])
def test_checker_finds_forbidden_imports(source, expected):
    assert forbidden_imports(source, "wildwest.core.engine") == expected


@pytest.mark.parametrize("source", [
    "import os\nimport random\n",
    "import pygame_gui_like_name_is_not_pygame\n",     # a different top-level name
    "from wildwest.core.engine import Game\n",
    "from wildwest.uix import thing\n",                # wildwest.uix is not wildwest.ui
    "text = 'import pygame'\n# import pygame\n",        # strings and comments are not imports
    "from . import cards\nfrom .bots import make_bot\n",
])
def test_checker_accepts_clean_sources(source):
    assert forbidden_imports(source, "wildwest.games.duel.rules") == []


def test_checker_resolves_relative_imports():
    # From wildwest/games/duel/rules.py, three dots reach the wildwest package.
    assert forbidden_imports("from ...ui import widgets\n", "wildwest.games.duel.rules") == [
        "line 1: wildwest.ui", "line 1: wildwest.ui.widgets"]
    assert forbidden_imports("from ... import ui\n", "wildwest.games.duel.rules") == ["line 1: wildwest.ui"]
    # From wildwest/core/__init__.py (a package), two dots reach wildwest.
    assert forbidden_imports("from ..ui.table import T\n", "wildwest.core", is_package=True) == [
        "line 1: wildwest.ui.table", "line 1: wildwest.ui.table.T"]
    # The same two dots from a module inside wildwest.core also reach wildwest.
    assert forbidden_imports("from ..ui import app\n", "wildwest.core.bots") == [
        "line 1: wildwest.ui", "line 1: wildwest.ui.app"]


def test_adding_import_pygame_to_a_real_rules_file_is_caught():
    path = ROOT / "wildwest" / "games" / "duel" / "rules.py"
    module, is_package = module_name(path)
    source = path.read_text(encoding="utf-8")
    assert forbidden_imports(source, module, is_package) == []
    lines = source.count("\n")
    assert forbidden_imports(source + "import pygame\n", module, is_package) == [f"line {lines + 1}: pygame"]


# ---- the real tree --------------------------------------------------------------------

def test_the_scan_covers_core_and_every_game():
    names = {p.relative_to(ROOT).as_posix() for p in pygame_free_files()}
    assert {"wildwest/core/engine.py", "wildwest/core/bots.py", "wildwest/core/saves.py",
            "wildwest/core/session.py", "wildwest/core/data.py"} <= names
    for game in game_names():
        assert f"wildwest/games/{game}/rules.py" in names
        assert f"wildwest/games/{game}/bots.py" in names


@pytest.mark.parametrize("path", pygame_free_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_core_rules_and_bots_do_not_import_pygame_or_ui(path):
    module, is_package = module_name(path)
    assert forbidden_imports(path.read_text(encoding="utf-8"), module, is_package) == []


def test_importing_core_rules_and_bots_loads_no_pygame():
    """The same, transitively: importing every pygame-free module (and every registered game
    through the registry) leaves pygame and wildwest.ui out of sys.modules."""
    modules = [module_name(p)[0] for p in pygame_free_files()]
    code = ("import sys, importlib\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "from wildwest.games import game_names, get_game\n"
            "for g in game_names(): get_game(g)\n"
            "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')"
            " or m == 'wildwest.ui' or m.startswith('wildwest.ui.'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


@pytest.mark.parametrize("game", game_names())
def test_every_registered_game_has_rules_page_data_and_tests(game):
    missing = [str(p.relative_to(ROOT)) for p in (ROOT / "docs" / "rules" / f"{game}.md",)
               if not p.is_file()]
    missing += [str(p.relative_to(ROOT)) + "/" for p in (ROOT / "data" / game, ROOT / "tests" / game)
                if not p.is_dir() or not any(p.iterdir())]
    assert missing == []


def test_the_registry_lists_the_duel():
    assert "duel" in game_names()


# ---- tests write only under pytest's tmp_path ----------------------------------------

# A string literal (or f-string) that starts at a machine-wide scratch folder or a home
# folder: a fresh machine may lack it, and two runs would share it.
SCRATCH = re.compile(r"""[rbf]?["'](?:/(?:tmp|var/tmp|dev/shm)(?:/|["'])|~/)""")


def scratch_paths(source: str) -> list[int]:
    """The lines of a source that name an absolute scratch path in a string."""
    return [n for n, line in enumerate(source.splitlines(), 1) if SCRATCH.search(line)]


# The examples spell the folders apart ("/" "tmp") so this file passes its own scan.
@pytest.mark.parametrize("source, lines", [
    ('pygame.image.save(s, f"{TMP}/shots/bar.png")\n', [1]),
    ("x = 1\nout = Path('{VARTMP}/x')\n", [2]),
    ('open("{SHM}/a", "w")\n', [1]),
    ("home = '{HOME}/saves'\n", [1]),
    ('d = "{TMP}"\n', [1]),
    ("out = tmp_path / 'shots'\n", []),
    ('"""Writes nothing under {TMP}."""\n', []),        # prose naming it is not a path
    ("name = 'data{TMP}/x'\n", []),
])
def test_scratch_path_checker(source, lines):
    source = source.format(TMP="/" "tmp", VARTMP="/" "var/tmp", SHM="/" "dev/shm", HOME="~")
    assert scratch_paths(source) == lines


def test_no_test_names_a_fixed_scratch_path():
    found = [f"{p.relative_to(ROOT)}:{n}" for p in sorted((ROOT / "tests").rglob("*.py"))
             for n in scratch_paths(p.read_text(encoding="utf-8"))]
    assert found == []


# ---- open_spiel is for one benchmark only ----------------------------------------------

BENCH_ONLY = ("open_spiel", "pyspiel")


def test_open_spiel_stays_out_of_the_app_and_the_tests():
    """`make test` installs requirements-dev.txt only, so open_spiel (requirements-bench.txt,
    for benchmarks/openspiel_duel.py) is imported by no module of the app or of the tests
    and named by neither requirements file."""
    sources = [ROOT / "main.py", *sorted((ROOT / "wildwest").rglob("*.py")), *sorted((ROOT / "tests").rglob("*.py"))]
    found = [f"{p.relative_to(ROOT)}:{line} {name}" for p in sources
             for line, name in imported_names(p.read_text(encoding="utf-8"))
             if name.split(".")[0] in BENCH_ONLY]
    assert found == []
    for name in ("requirements.txt", "requirements-dev.txt"):
        assert not re.search(r"open[-_]spiel", (ROOT / name).read_text(encoding="utf-8"), re.I), name
