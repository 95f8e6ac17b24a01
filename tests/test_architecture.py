"""The rooms of the architecture (docs/architecture.md): the core and every game's rules and
bots are pygame-free and never reach into wildwest.ui; every registered game ships its
rules page, its data folder and its tests."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from functools import lru_cache
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


def import_statements(source: str, module: str = "x", is_package: bool = False):
    """(line, module, names) for every import anywhere in a source, functions included:
    `import a.b` is ("a.b", ()), `from a import b, c` is ("a", ("b", "c")) with relative
    imports resolved against `module`, and `__import__("a")` / `importlib.import_module("a")`
    with a literal name is ("a", ())."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, _absolute(module, is_package, node), tuple(
                alias.name for alias in node.names if alias.name != "*")
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if (name in IMPORT_FUNCTIONS and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                yield node.lineno, node.args[0].value, ()


def imported_names(source: str, module: str = "x", is_package: bool = False) -> list[tuple[int, str]]:
    """Every module a source imports, with its line; `from a import b` gives both `a` and
    `a.b`, as b may be a submodule."""
    found = []
    for line, base, names in import_statements(source, module, is_package):
        found.append((line, base))
        found += [(line, f"{base}.{name}" if base else name) for name in names]
    return found


def forbidden_imports(source: str, module: str = "x", is_package: bool = False) -> list[str]:
    """'line N: name' for every import of pygame or wildwest.ui (or anything below them)."""
    bad = []
    for line, name in imported_names(source, module, is_package):
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
            bad.append(f"line {line}: {name}")
    return sorted(set(bad), key=lambda s: (int(s.split(":")[0][5:]), s))


def pygame_free_files() -> list[Path]:
    """Core, and every file of a game's package outside its drawing side (`table/`)."""
    files = sorted((ROOT / "wildwest" / "core").rglob("*.py"))
    games = ROOT / "wildwest" / "games"
    return files + sorted(p for p in games.rglob("*.py") if "table" not in p.relative_to(games).parts[1:-1])


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
        assert f"wildwest/games/{game}/table/__init__.py" not in names
    assert {"wildwest/games/deckwest/content.py", "wildwest/games/deckwest/night.py",
            "wildwest/games/desperados/tracking.py", "wildwest/games/wildride/balance.py"} <= names


def test_every_file_that_imports_pygame_in_a_game_is_on_its_drawing_side():
    """The other way round: a game's drawing files sit in its `table/` folder."""
    games = ROOT / "wildwest" / "games"
    for path in games.rglob("*.py"):
        module, is_package = module_name(path)
        if forbidden_imports(path.read_text(encoding="utf-8"), module, is_package):
            assert path.relative_to(games).parts[1] == "table", path


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
    """...and its answers to the shared battery of tests (tests/battery.py)."""
    missing = [str(p.relative_to(ROOT)) for p in (ROOT / "docs" / "rules" / f"{game}.md",
                                                  ROOT / "tests" / game / "hooks.py") if not p.is_file()]
    missing += [str(p.relative_to(ROOT)) + "/" for p in (ROOT / "data" / game, ROOT / "tests" / game)
                if not p.is_dir() or not any(p.iterdir())]
    assert missing == []


def test_the_registry_lists_the_duel():
    assert "duel" in game_names()


# ---- no import circles ----------------------------------------------------------------

SOURCE_FOLDERS = ("wildwest", "tests", "tools", "benchmarks")


@lru_cache(maxsize=1)
def project_sources() -> dict[str, tuple[str, bool]]:
    """Every module of the project by dotted name: its source and whether it is a package
    (read once for the tests below; copy it before changing it)."""
    paths = [ROOT / "main.py"] + [p for folder in SOURCE_FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))]
    return {name: (p.read_text(encoding="utf-8"), package)
            for p in paths for name, package in [module_name(p)]}


def import_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """Each module and the project modules it imports. `from a import b` leads to a.b when
    that is a module, else to a; the packages Python runs on the way to a submodule are
    no edges (every import would have them)."""
    graph = {}
    for module, (source, is_package) in sources.items():
        edges = set()
        for _, base, names in import_statements(source, module, is_package):
            for name in names or (None,):
                full = f"{base}.{name}" if name else base
                edges.add(full if full in sources else base)
        graph[module] = (edges & set(sources)) - {module}
    return graph


@lru_cache(maxsize=1)
def project_graph() -> dict[str, set[str]]:
    return import_graph(project_sources())


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle per knot of modules that reach one another, as a path that ends where it
    starts (["a", "b", "a"]): Tarjan's strongly connected components, then a shortest way
    back to the first module of each knot."""
    order, low, stack, knots = {}, {}, [], []

    def visit(v: str) -> None:
        order[v] = low[v] = len(order)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in order:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], order[w])
        if low[v] == order[v]:
            knot = set()
            while not knot or v not in knot:
                knot.add(stack.pop())
            if len(knot) > 1:
                knots.append(knot)

    for v in sorted(graph):
        if v not in order:
            visit(v)
    return sorted(_way_back(graph, knot) for knot in knots)


def _way_back(graph: dict[str, set[str]], knot: set[str]) -> list[str]:
    """A shortest path inside the knot from its first module back to itself."""
    start = min(knot)
    paths, seen = [[start]], set()
    while paths:
        path = paths.pop(0)
        for w in sorted(graph[path[-1]] & knot):
            if w == start:
                return path + [start]
            if w not in seen:
                seen.add(w)
                paths.append(path + [w])
    raise AssertionError(f"{start} is not in a circle")


@pytest.mark.parametrize("graph, circles", [
    ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
    ({"a": {"b"}, "b": {"a"}}, [["a", "b", "a"]]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}, [["a", "b", "c", "a"]]),
    ({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c", "a"}}, [["a", "b", "a"], ["c", "d", "c"]]),
    ({"a": {"b", "c"}, "b": {"c"}, "c": {"a"}}, [["a", "c", "a"]]),
])
def test_circle_finder(graph, circles):
    assert import_circles(graph) == circles


def test_the_graph_follows_imports_inside_functions_and_relative_ones():
    sources = {"g": ("", True), "g.rules": ("def bot():\n    from .bots import make\n", False),
               "g.bots": ("from g import rules\n", False), "g.cards": ("from . import rules\n", False)}
    graph = import_graph(sources)
    assert graph == {"g": set(), "g.rules": {"g.bots"}, "g.bots": {"g.rules"}, "g.cards": {"g.rules"}}
    assert import_circles(graph) == [["g.bots", "g.rules", "g.bots"]]


def test_rules_that_import_their_bots_are_caught():
    sources = dict(project_sources())
    assert "wildwest.games.durango.rules" in sources and "wildwest.ui.app" in sources
    source, is_package = sources["wildwest.games.durango.rules"]
    sources["wildwest.games.durango.rules"] = (source + "\nfrom .bots import make_bot\n", is_package)
    assert ["wildwest.games.durango.bots", "wildwest.games.durango.rules",
            "wildwest.games.durango.bots"] in import_circles(import_graph(sources))


def test_scenes_ask_for_one_another_by_name():
    """A scene imports what it draws, never another scene: it asks the app by name."""
    graph = project_graph()
    scenes = {m for m in graph if m.startswith("wildwest.ui.scenes.")}
    assert len(scenes) >= 10
    assert {m: graph[m] & scenes for m in sorted(scenes) if graph[m] & scenes} == {}


def test_no_import_circles_among_the_projects_modules():
    circles = import_circles(project_graph())
    assert circles == [], "import circles:\n" + "\n".join(" -> ".join(c) for c in circles)


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
