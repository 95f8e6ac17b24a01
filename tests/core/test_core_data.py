"""YAML loading against a schema: every schema form, and every error names file, line and
field (docs/architecture.md: `duel/cards.yaml, line 12: cards[3].value: expected int...`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from wildwest.core.data import DataError, load_game_data, load_yaml
from wildwest.core.paths import resource_path
from wildwest.games.duel.cards import SCHEMA as DUEL_SCHEMA

SCHEMA = {"map": {
    "name": "str", "count": "int", "flag": "bool", "ratio": "number", "anything": "any",
    "level": {"int": [1, 5]}, "colour": {"enum": ["pink", "green"]},
    "tags": {"list": "str", "min": 1, "max": 3},
    "stats": {"dict_of": "int"},
    "maybe": {"nullable": "int"},
    "either": {"one_of": ["int", {"list": "int"}]},
    "items": {"list": {"map": {"key": "str", "value": "int"}, "required": ["key"]}},
}, "required": ["name"]}
KNOWN = "name, count, flag, ratio, anything, level, colour, tags, stats, maybe, either, items"

VALID = """\
# a comment
name: Sample
count: 3
flag: true
ratio: 2.5
anything: {a: [1, 2]}
level: 5
colour: pink
tags: [a, b]
stats: {x: 1, y: 2}
maybe: null
either: [1, 2]
items:
  - {key: a, value: 1}
  - key: b
"""


@pytest.fixture
def write(tmp_path):
    """Write a YAML file as data/demo/sample.yaml, which errors show as that path."""
    folder = tmp_path / "data" / "demo"
    folder.mkdir(parents=True)

    def _write(text: str | bytes) -> Path:
        path = folder / "sample.yaml"
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return path
    return _write


F = "data/demo/sample.yaml"


def test_a_valid_file_loads_every_form(write):
    assert load_yaml(write(VALID), SCHEMA) == {
        "name": "Sample", "count": 3, "flag": True, "ratio": 2.5, "anything": {"a": [1, 2]},
        "level": 5, "colour": "pink", "tags": ["a", "b"], "stats": {"x": 1, "y": 2},
        "maybe": None, "either": [1, 2], "items": [{"key": "a", "value": 1}, {"key": "b"}]}


@pytest.mark.parametrize("text, value", [
    ("name: S\nmaybe:\n", ("maybe", None)),            # an empty value is null, not a crash
    ("name: S\nanything:\n", ("anything", None)),
    ("name: S\nanything: &x [1]\nstats: {a: 2}\n", ("anything", [1])),
    ("name: S\nratio: 3\n", ("ratio", 3)),             # an int is a number
    ("name: S\nmaybe: 4\n", ("maybe", 4)),
    ("name: S\nmaybe: ~\n", ("maybe", None)),
    ("name: S\neither: 7\n", ("either", 7)),
    ("name: S\ntags: [a, b, c]\n", ("tags", ["a", "b", "c"])),
    ("name: S\nlevel: 1\n", ("level", 1)),
    ("name: S\nanything: ~\n", ("anything", None)),
    ("name: S\nstats: {}\n", ("stats", {})),
])
def test_other_accepted_values(write, text, value):
    assert load_yaml(write(text), SCHEMA)[value[0]] == value[1]


@pytest.mark.parametrize("text, message", [
    # broken scalar values
    ("name: S\ncount: x\n", "line 2: count: expected int, found str 'x'"),
    ("name: S\ncount: true\n", "line 2: count: expected int, found bool True"),
    ("name: S\ncount: 2.5\n", "line 2: count: expected int, found float 2.5"),
    ("name: S\ncount:\n", "line 2: count: expected int, found nothing"),
    ("name: 3\n", "line 1: name: expected str, found int 3"),
    ("name: S\nflag: 1\n", "line 2: flag: expected bool, found int 1"),
    ("name: S\nflag: 'yes'\n", "line 2: flag: expected bool, found str 'yes'"),
    ("name: S\nratio: abc\n", "line 2: ratio: expected number, found str 'abc'"),
    ("name: S\nratio: false\n", "line 2: ratio: expected number, found bool False"),
    ("name: S\nname2: x\n", f"line 2: name2: is not a known field (known: {KNOWN})"),
    # ranges and enums
    ("name: S\nlevel: 9\n", "line 2: level: must be between 1 and 5, found 9"),
    ("name: S\nlevel: 0\n", "line 2: level: must be between 1 and 5, found 0"),
    ("name: S\nlevel: high\n", "line 2: level: expected int, found str 'high'"),
    ("name: S\ncolour: blue\n", "line 2: colour: must be one of pink, green; found str 'blue'"),
    ("name: S\n\ncolour: [pink]\n", "line 3: colour: must be one of pink, green; found list ['pink']"),
    # lists
    ("name: S\ntags: a\n", "line 2: tags: expected a list"),
    ("name: S\ntags: []\n", "line 2: tags: needs at least 1 entries, found 0"),
    ("name: S\ntags: [a, b, c, d]\n", "line 2: tags: takes at most 3 entries, found 4"),
    ("name: S\ntags:\n  - a\n  - 3\n", "line 4: tags[1]: expected str, found int 3"),
    # mappings: dict_of, nested maps, required and unknown fields
    ("name: S\nstats: 3\n", "line 2: stats: expected a mapping of fields"),
    ("name: S\nstats:\n  x: 1\n  y: two\n", "line 4: stats.y: expected int, found str 'two'"),
    ("- name\n", "line 1: top level: expected a mapping of fields"),
    ("count: 3\n", "line 1: name: is required but missing"),
    ("name: S\nitems:\n  - key: a\n  - value: 2\n", "line 4: items[1].key: is required but missing"),
    ("name: S\nitems:\n  - key: a\n    valu: 2\n",
     "line 4: items[0].valu: is not a known field (known: key, value)"),
    ("name: S\nitems:\n  - {key: a, value: x}\n", "line 3: items[0].value: expected int, found str 'x'"),
    ("name: S\nitems: {key: a}\n", "line 2: items: expected a list"),
    # nullable and one_of
    ("name: S\nmaybe: x\n", "line 2: maybe: expected int, found str 'x'"),
    ("name: S\neither: x\n",
     "line 2: either: fits none of the allowed forms (expected int, found str 'x'; expected a list)"),
    ("name: S\neither: [1, x]\n",
     "line 2: either: fits none of the allowed forms (expected int, found list [1, 'x']; "
     "expected int, found str 'x')"),
])
def test_schema_errors_name_file_line_and_field(write, text, message):
    with pytest.raises(DataError) as info:
        load_yaml(write(text), SCHEMA)
    assert str(info.value) == f"{F}, {message}"


def test_data_error_carries_its_parts(write):
    with pytest.raises(DataError) as info:
        load_yaml(write("name: S\n\n\nlevel: 7\n"), SCHEMA)
    err = info.value
    assert (err.file, err.line, err.field) == (F, 4, "level")
    assert isinstance(err, ValueError)


@pytest.mark.parametrize("text, message", [
    ("name: S\ncount: [1, 2\nflag: true\n",
     "line 3: top level: is not valid YAML: expected ',' or ']', but got ':'"),
    ("name: S\ncount: 3\n  flag: true\n", "line 3: top level: is not valid YAML: mapping values are not allowed here"),
    ("name: S\n\tcount: 3\n",
     "line 2: top level: is not valid YAML: found character '\\t' that cannot start any token"),
    ("name: S\ncount: 3\nflag: {a: 1\n",
     "line 4: top level: is not valid YAML: expected ',' or '}', but got '<stream end>'"),
    ("a: 1\n---\nb: 2\n", "line 2: top level: is not valid YAML: but found another document"),
])
def test_malformed_yaml_names_the_line(write, text, message):
    with pytest.raises(DataError) as info:
        load_yaml(write(text), SCHEMA)
    assert str(info.value) == f"{F}, {message}"


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_an_empty_file_is_reported(write, text):
    with pytest.raises(DataError) as info:
        load_yaml(write(text), SCHEMA)
    assert str(info.value) == f"{F}: top level: is empty"
    assert info.value.line is None


def test_a_missing_file_is_reported(tmp_path):
    with pytest.raises(DataError) as info:
        load_yaml(tmp_path / "data" / "demo" / "nowhere.yaml", SCHEMA)
    assert str(info.value) == "data/demo/nowhere.yaml: top level: cannot be read (No such file or directory)"


def test_a_file_that_is_not_text_is_a_data_error(write):
    with pytest.raises(DataError) as info:
        load_yaml(write(b"\xff\xfe\x00name: \x93S\x94\n"), SCHEMA)
    assert str(info.value) == f"{F}: top level: is not UTF-8 text"


def test_an_unknown_tag_is_a_data_error_with_line_and_field(write):
    with pytest.raises(DataError) as info:
        load_yaml(write("name: S\ncount: !custom 3\n"), SCHEMA)
    assert str(info.value) == (f"{F}, line 2: count: cannot be read "
                               "(could not determine a constructor for the tag '!custom')")
    with pytest.raises(DataError) as info:
        load_yaml(write("name: S\nanything: !!python/name:os.system ''\n"), SCHEMA)
    assert (info.value.line, info.value.field) == (2, "anything")


def test_an_unknown_tag_in_a_one_of_reports_the_tag_for_every_form(write):
    with pytest.raises(DataError) as info:
        load_yaml(write("name: S\neither: !custom 3\n"), SCHEMA)
    assert str(info.value) == (
        f"{F}, line 2: either: fits none of the allowed forms (cannot be read (could not determine "
        "a constructor for the tag '!custom'); expected a list)")


def test_a_complex_key_is_an_unknown_field_not_a_crash(write):
    with pytest.raises(DataError) as info:
        load_yaml(write("name: S\n? [a, b]\n: 1\n"), SCHEMA)
    assert str(info.value) == f"{F}, line 2: ['a', 'b']: is not a known field (known: {KNOWN})"
    with pytest.raises(DataError) as info:
        load_yaml(write("? {a: 1}\n: 1\n"), "any")
    assert info.value.line == 1


def test_a_path_outside_data_is_shown_whole(tmp_path):
    path = tmp_path / "loose.yaml"
    path.write_text("name: 1\n")
    with pytest.raises(DataError) as info:
        load_yaml(path, SCHEMA)
    assert str(info.value) == f"{path}, line 1: name: expected str, found int 1"


# ---- the real Duel data -------------------------------------------------------------------

def test_the_duel_cards_load():
    raw = load_game_data("duel", "cards.yaml", DUEL_SCHEMA)
    assert [c["key"] for c in raw["colours"]] == ["pink", "green"]
    assert set(raw["decks"]) == {"classic", "frontier"}
    assert [c["key"] for c in raw["cards"]][:6] == ["1", "2", "3", "4", "5", "6"]


def test_a_broken_duel_card_names_file_line_and_field(tmp_path):
    lines = resource_path("data", "duel", "cards.yaml").read_text(encoding="utf-8").splitlines()
    row = next(i for i, line in enumerate(lines) if 'key: "3"' in line)
    assert "value: 3," in lines[row]
    lines[row] = lines[row].replace("value: 3,", "value: x,")
    path = tmp_path / "data" / "duel" / "cards.yaml"
    path.parent.mkdir(parents=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_yaml(path, DUEL_SCHEMA)
    assert str(info.value) == f"data/duel/cards.yaml, line {row + 1}: cards[2].value: expected int, found str 'x'"


def test_a_duel_card_with_an_effect_out_of_range(tmp_path):
    text = resource_path("data", "duel", "cards.yaml").read_text(encoding="utf-8")
    assert text.count("win_gold: 3") == 1
    path = tmp_path / "data" / "duel" / "cards.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text.replace("win_gold: 3", "win_gold: 30"), encoding="utf-8")
    row = text[: text.index("win_gold: 3")].count("\n") + 1
    with pytest.raises(DataError) as info:
        load_yaml(path, DUEL_SCHEMA)
    assert info.value.line == row
    assert info.value.field.endswith(".effects.win_gold")
    assert str(info.value).endswith("must be between 1 and 10, found 30")


def test_the_locator_finds_an_entry_of_a_top_level_list(tmp_path):
    """A file that is a list reports `[1].id` at the second entry's line, not the file's top."""
    from wildwest.core.data import load_checked
    path = tmp_path / "cards.yaml"
    path.write_text("- id: a\n  n: 1\n- id: b\n  n: 2\n")
    _, loc = load_checked(path, {"list": {"map": {"id": "str", "n": "int"}}})
    assert loc.line("[1].id") == 3
    assert loc.line("[1].nosuch") == 3          # a missing field: the entry's line
