"""Content files as a hostile (or careless) editor leaves them: each case issue 8 found. Every
one is a DataError naming file, line and field, found at start (not mid-game), and the app,
--smoke, simulate and New Game say it in words, never with a traceback."""
from __future__ import annotations

import random
import re
import shutil
import sys
from functools import lru_cache
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wildwest.core import data as data_module
from wildwest.core import paths
from wildwest.core.data import FAST_LOADER, DataError, compose
from wildwest.core.tutorial import load_tutorial, parts
from wildwest.games import game_names, get_game, load_all

ROOT = paths.resource_root()


def forget_loaded_data() -> None:
    """Drop every game object and every cache in the games' modules (card sets and what
    is built from them), so the next get_game reads the files again."""
    import wildwest.games as registry
    registry._loaded.clear()
    for name, module in list(sys.modules.items()):
        if name.startswith("wildwest.games."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A copy of the resource folder whose data/ a test may damage; the app reads it."""
    root = tmp_path / "resources"
    root.mkdir()
    shutil.copytree(ROOT / "data", root / "data")
    for folder in ("fonts", "sprites", "sounds", "docs"):
        if (ROOT / folder).exists():
            (root / folder).symlink_to(ROOT / folder)
    import wildwest.games as registry
    kept = dict(registry._loaded)       # the game objects other tests' modules hold
    monkeypatch.setattr(paths, "resource_root", lambda: root)
    forget_loaded_data()
    yield root / "data"
    monkeypatch.undo()
    forget_loaded_data()
    registry._loaded.update(kept)       # so get_game gives them the same object again


def edit(path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def data_error(file: str, field: str | None = None) -> DataError:
    with pytest.raises(DataError) as err:
        load_all()
    assert err.value.file == file and err.value.line, str(err.value)
    if field is not None:
        assert re.fullmatch(field, err.value.field), str(err.value)
    return err.value


# ---- each case found ------------------------------------------------------------------------

def test_a_missing_dash_that_merges_two_calamities(data):
    edit(data / "durango" / "calamities.yaml", "  - key: bank-panic\n", "    key: bank-panic\n")
    err = data_error("data/durango/calamities.yaml", r"calamities\[0\]\.key")
    assert "given twice" in str(err) and err.line == 10


def test_a_key_twice_inside_a_card(data):
    edit(data / "durango" / "cards.yaml", "    name: Banker\n", "    name: Banker\n    name: Bankers\n")
    data_error("data/durango/cards.yaml", r"cards\[0\]\.name")


def test_a_key_twice_in_a_flow_mapping(data):
    edit(data / "durango" / "cattle.yaml", "{key: longhorn,", "{key: longhorn, key: hereford,")
    data_error("data/durango/cattle.yaml", r"cattle\[0\]\.key")


def test_a_colour_listed_twice(data):
    edit(data / "duel" / "cards.yaml", "  - {key: green, name: Green}", "  - {key: pink, name: Green}")
    data_error("data/duel/cards.yaml", r"colours\[1\]\.key")


def test_a_duel_card_id_twice(data):
    edit(data / "duel" / "cards.yaml", '{key: "2", icon', '{key: "1", icon')
    data_error("data/duel/cards.yaml", r"cards\[1\]\.key")


def test_a_card_of_a_colour_not_listed(data):
    edit(data / "duel" / "cards.yaml", "    colours: [pink]\n", "    colours: [pinkk]\n")
    data_error("data/duel/cards.yaml", r"cards\[\d+\]\.colours\[0\]")


def test_one_duel_card_removed_is_found_at_start(data):
    path = data / "duel" / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines(keepends=True) if x.startswith('  - {key: "3"'))
    path.write_text(text.replace(line, ""), encoding="utf-8")
    err = data_error("data/duel/cards.yaml", "cards")
    assert "1-8 and Dynamite" in str(err)


def test_the_default_deck_missing(data):
    edit(data / "duel" / "cards.yaml", "  classic: {", "  plain: {")
    data_error("data/duel/cards.yaml", "decks")


def test_a_number_of_5000_digits(data):
    edit(data / "durango" / "cards.yaml", "    produce: 4\n", "    produce: " + "4" * 5000 + "\n")
    err = data_error("data/durango/cards.yaml", r"cards\[0\]\.produce")
    assert len(str(err)) < 300


def test_a_hire_without_produce_names_its_line(data):
    edit(data / "durango" / "cards.yaml", "    produce: 4\n", "")
    err = data_error("data/durango/cards.yaml", r"cards\[0\]\.produce")
    assert err.line == 13           # the card's first line: the field it lacks has none


@pytest.mark.parametrize("old, new, field", [
    ("    copies: 3\n    produce: 2\n", "    copies: 2\n    produce: 2\n", "cards"),   # 24 Town Hires
    ("copies: 8, text", "copies: 7, text", "cattle"),                                   # 49 cattle
    ("blue_ribbon: true, copies: 2", "blue_ribbon: true, copies: 1", "cattle"),          # 13 ribbons
])
def test_the_rulebook_counts_are_checked_at_start(data, old, new, field):
    name = "cattle.yaml" if field == "cattle" else "cards.yaml"
    edit(data / "durango" / name, old, new)
    err = data_error(f"data/durango/{name}", field)
    assert "the rulebook has" in str(err)


def test_a_calamity_removed(data):
    path = data / "durango" / "calamities.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("  - key: outlaw-raid")
    path.write_text(text[:start], encoding="utf-8")
    data_error("data/durango/calamities.yaml", "calamities")


def test_deep_nesting_and_aliases(data):
    path = data / "durango" / "cattle.yaml"
    path.write_text("cattle: " + "[" * 50_000 + "]" * 50_000 + "\n", encoding="utf-8")
    with pytest.raises(DataError, match="nested too deeply"):
        load_all()
    path.write_text("a: &x [1, 2]\nb: *x\n", encoding="utf-8")
    with pytest.raises(DataError, match="alias"):
        load_all()


def test_duel_reads_its_cards_when_built_not_when_a_game_starts(data):
    edit(data / "duel" / "cards.yaml", "value: 5,", "value: nine,")
    with pytest.raises(DataError):
        get_game("duel")


# ---- how the user hears of it -----------------------------------------------------------------

@pytest.fixture
def broken(data):
    edit(data / "durango" / "calamities.yaml", "  - key: bank-panic\n", "    key: bank-panic\n")
    return "data/durango/calamities.yaml, line 10: calamities[0].key"


@pytest.mark.parametrize("argv", [["--smoke"], ["simulate", "duel", "--bots", "easy,easy", "--games", "1"],
                                  ["bench", "frames", "--game", "duel", "--frames", "1"]])
def test_the_command_line_prints_it_and_exits_one(broken, argv, capsys):
    from wildwest.cli import main
    assert main(argv) == 1
    out = capsys.readouterr()
    assert broken in out.err and "Traceback" not in out.err and out.out == ""


def test_the_app_opens_the_menu_with_the_message(broken, monkeypatch):
    from wildwest import cli
    from wildwest.ui.app import App
    seen = []

    def run(app):
        app.step(1 / 60, events=[])
        seen.append(app.scene.message)
        app.shutdown()
    monkeypatch.setattr(App, "run", run)
    assert cli.main([]) == 0
    assert seen and broken in seen[0]


def test_new_game_says_it_instead_of_opening(broken):
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    app = App(headless=True)
    try:
        menu = MenuScene(app)
        app.push(menu)
        menu.new_game()
        app.step(1 / 60, events=[])
        assert app.scene is menu and broken in menu.message
    finally:
        app.shutdown()


def test_a_good_autosave_is_kept_when_the_data_is_damaged(data):
    """The data is at fault, not the save: it stays where it is, for the day the data is mended."""
    from wildwest.core.saves import SaveData, autosave_path, write_save
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    write_save(autosave_path(), SaveData("durango", {"players": 2}, 3, ["human", "easy"], []))
    before = autosave_path().read_bytes()
    edit(data / "durango" / "cattle.yaml", "copies: 8, text", "copies: 7, text")
    app = App(headless=True)
    try:
        menu = MenuScene(app)
        assert "data/durango/cattle.yaml" in menu.message
        assert autosave_path().read_bytes() == before
    finally:
        app.shutdown()


@pytest.mark.parametrize("name", game_names())
def test_every_game_loads_its_real_data(name):
    assert get_game(name).title


# ---- hypothesis: hostile edits of every registered game's files -------------------------------

TOKENS = ["", "null", "-1", "0", "99", "true", "'x'", "[", "{", "&a 1", "*a", "!!python/object:os.system",
          "9" * 5000, "x" * 300, "[1, [2, [3]]]", "{a: 1}", "- dash", "key: value", "~", ".inf"]
PARSER_EDITS = settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
YAML_EDITS = settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
MANY_YAML_EDITS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


@st.composite
def yaml_edits(draw, text: str) -> str:
    lines = text.splitlines(keepends=True)
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "swap", "dash", "indent", "value", "cut"]))
        if how == "delete":
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "dash":
            lines[i] = lines[i].replace("- ", "  ", 1) if "- " in lines[i] else "- " + lines[i]
        elif how == "indent":
            lines[i] = lines[i][2:] if lines[i].startswith("  ") else "  " + lines[i]
        elif how == "value" and ": " in lines[i]:
            head, _, _ = lines[i].partition(": ")
            lines[i] = f"{head}: {draw(st.sampled_from(TOKENS))}\n"
        elif how == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
    return "".join(lines)


def check_edit(data, name: str, file, text: str) -> DataError | None:
    """The game and every part of its tutorial read with the edited text: a DataError
    (returned) naming the file and place, or a game that plays."""
    file.write_text(text, encoding="utf-8")
    forget_loaded_data()
    try:
        game = get_game(name)
        for part in parts(name):        # each read when its menu opens: checked the same way
            load_tutorial(game, part=part)
    except DataError as err:
        # The edited file, or another of the game's files that refers into it (a schedule
        # naming a road the edit removed): either way one line naming file and place.
        assert err.file.startswith(f"data/{name}/") and str(err).startswith(err.file)
        assert "\n" not in str(err)
        return err
    if file.name.startswith("tutorial"):
        return None                     # the game's own files are as they were: it plays as it did
    state = game.new_game({"players": game.max_players}, 1)    # it loaded: it must play
    rng = random.Random(1)
    for _ in range(60):
        pending = game.pending(state)
        if not pending:
            break
        player, decision = next(iter(pending.items()))
        game.apply(state, player, rng.choice(decision.options))
    return None


@pytest.mark.parametrize("name, part", [(name, part) for name in game_names() for part in parts(name) if part])
def test_an_edit_of_a_further_tutorial_part_is_found(data, name, part):
    file = data / name / f"tutorial-{part}.yaml"
    err = check_edit(data, name, file, re.sub(r"(?m)^learner: \d+", "learner: 9", file.read_text(encoding="utf-8")))
    assert err is not None and (err.file, err.field) == (f"data/{name}/tutorial-{part}.yaml", "learner"), err


COMPOSE = yaml.compose


@lru_cache(maxsize=64)
def compose_once(text: str, Loader):
    """yaml.compose, once for each text (nothing changes a composed node): each example
    reloads the whole game, but only its edited file needs parsing again."""
    return COMPOSE(text, Loader=Loader)


def test_loading_a_game_changes_no_composed_node(data, monkeypatch):
    """What lets the hostile edits reuse a composed file: after every game is built from
    the cached nodes, each node still is what a fresh parse gives."""
    monkeypatch.setattr(yaml, "compose", compose_once)
    load_all()
    texts = [f.read_text(encoding="utf-8") for f in sorted(data.rglob("*.yaml"))]
    assert len(texts) >= 10
    for text in texts:
        cached = compose_once(text, FAST_LOADER or yaml.SafeLoader)
        assert yaml.serialize(cached) == yaml.serialize(COMPOSE(text, Loader=yaml.SafeLoader))


LOAD_CHECKED = data_module.load_checked
SCHEMAS: dict = {}                      # id -> schema, for the cache's key
LAST_READ: dict = {}                    # path -> (text, schema id) it was last read with


@lru_cache(maxsize=16)
def _checked(path: str, text: str, schema: int):
    return LOAD_CHECKED(path, SCHEMAS[schema])


def load_checked_once(path, schema):
    """data.load_checked, once for each text of a file (loading uses what it returns as
    it is): each example reloads the whole game, but only its edited file needs reading
    and checking again."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return LOAD_CHECKED(path, schema)
    SCHEMAS[id(schema)] = schema
    LAST_READ[str(path)] = text, id(schema)
    return _checked(str(path), text, id(schema))


def readers() -> list:
    """The modules that read a file with data.load_checked (imported by name)."""
    return [module for name, module in sys.modules.items() if name.startswith("wildwest.")
            and getattr(module, "load_checked", None) is LOAD_CHECKED]


def read_once(monkeypatch) -> list:
    """Every file composed, read and checked once for each of its texts; returns the
    modules that read so."""
    monkeypatch.setattr(yaml, "compose", compose_once)
    modules = readers()
    for module in modules:
        monkeypatch.setattr(module, "load_checked", load_checked_once)
    return modules


def test_loading_a_game_changes_nothing_it_read(data, monkeypatch):
    """What lets the hostile edits reuse a file read and checked: after every game and
    tutorial is built from the cached reads, each still is what a fresh read gives."""
    modules = read_once(monkeypatch)
    LAST_READ.clear()
    load_all()
    for name in game_names():
        for part in parts(name):
            load_tutorial(get_game(name), part=part)
    assert len(modules) >= 5 and len(LAST_READ) == len(list(data.rglob("*.yaml")))
    for path, (text, schema) in LAST_READ.items():
        assert _checked(path, text, schema)[0] == LOAD_CHECKED(path, SCHEMAS[schema])[0], path


# One test per file of every registered game, so the two workers of `make test` share them.
CONTENT_FILES = [pytest.param(name, f.name, id=f"{name}-{f.stem}") for name in game_names()
                 for f in sorted((ROOT / "data" / name).glob("*.yaml"))]


def yaml_edit_test(examples):
    @pytest.mark.parametrize("name, filename", CONTENT_FILES)
    def test(data, name, filename, monkeypatch):
        read_once(monkeypatch)
        file = data / name / filename
        original = file.read_text(encoding="utf-8")

        @examples
        @given(yaml_edits(original))
        def run(text):
            try:
                check_edit(data, name, file, text)
            finally:
                file.write_text(original, encoding="utf-8")
        run()
    return test


test_hostile_yaml_edits_are_data_errors_or_load = yaml_edit_test(YAML_EDITS)
test_many_hostile_yaml_edits = pytest.mark.slow(yaml_edit_test(MANY_YAML_EDITS))


def nodes(text: str, parse) -> list | str:
    """Every node of a parse, in order, as loading reads it (kind, tag, scalar value and
    first line), or "refused"."""
    try:
        todo, out = [parse(text)], []
    except (yaml.YAMLError, RecursionError):
        return "refused"
    while todo:
        node = todo.pop()
        if node is not None:
            out.append((type(node).__name__, node.tag, node.start_mark.line,
                        node.value if isinstance(node, yaml.ScalarNode) else len(node.value)))
            todo.extend(reversed([n for pair in node.value for n in pair] if isinstance(node, yaml.MappingNode)
                                 else node.value if isinstance(node, yaml.SequenceNode) else []))
    return out


@pytest.mark.slow      # the quick set still makes hostile edits of every file (test_hostile_yaml_edits_are_data_errors_or_load)
@pytest.mark.parametrize("name, filename", CONTENT_FILES)
def test_a_hostile_edit_reads_alike_by_either_parser(name, filename):
    """The app reads with libyaml and falls back on PyYAML's parser where libyaml refuses a
    text: whatever libyaml accepts, PyYAML reads to the same nodes on the same lines."""
    original = (ROOT / "data" / name / filename).read_text(encoding="utf-8")

    @PARSER_EDITS
    @given(yaml_edits(original))
    def run(text):
        assert nodes(text, compose) == nodes(text, lambda t: yaml.compose(t, Loader=yaml.SafeLoader))
    run()
