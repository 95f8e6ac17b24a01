"""YAML content loading, checked against a small schema, with file, line and field on error.

Schemas are plain Python values so a game states the shape of its data next to its rules:

    "str" "int" "bool" "number" "any"      a scalar of that type ("any": whatever)
    {"int": [lo, hi]}                     an integer in a range
    {"enum": [a, b, ...]}                 one of these values
    {"list": S, "min": n, "max": n}       a list of S
    {"map": {key: S, ...}, "required": [...]}  a mapping with known keys
    {"dict_of": S}                        a mapping of any string keys to S
    {"nullable": S}                       null or S
    {"one_of": [S1, S2]}                  the first schema that fits
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .paths import resource_path


class DataError(ValueError):
    """A content file that cannot be used; the message names file, line and field."""

    def __init__(self, file: str, line: int | None, field: str, message: str) -> None:
        self.file, self.line, self.field = file, line, field
        where = f"{file}, line {line}" if line else file
        super().__init__(f"{where}: {field or 'top level'}: {message}")


_SCALARS = {
    "str": (str,),
    "int": (int,),
    "bool": (bool,),
    "number": (int, float),
}


def _describe(value: Any) -> str:
    return "nothing" if value is None else f"{type(value).__name__} {value!r}"


class _Checker:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, node: yaml.Node, field: str, message: str) -> None:
        raise DataError(self.file, node.start_mark.line + 1, field, message)

    def value(self, node: yaml.Node, field: str) -> Any:
        if node is None:
            return None
        try:       # build from the node (a serialize/load round trip fails on `key:` with no value);
            # a bare constructor, as SafeLoader's: a whole SafeLoader per value was half the load time
            return yaml.constructor.SafeConstructor().construct_document(node)
        except yaml.YAMLError as err:           # e.g. an unknown tag: composes, does not load
            self.fail(node, field, f"cannot be read ({getattr(err, 'problem', None) or err})")
        except ValueError:                      # a number of thousands of digits
            self.fail(node, field, "is a number too long to be read")

    def check(self, node: yaml.Node, schema: Any, field: str) -> Any:
        if schema == "any":
            return self.value(node, field)
        if isinstance(schema, str):
            value = self.value(node, field)
            types = _SCALARS[schema]
            if not isinstance(value, types) or (schema != "bool" and isinstance(value, bool)):
                self.fail(node, field, f"expected {schema}, found {_describe(value)}")
            return value
        if "nullable" in schema:
            if isinstance(node, yaml.ScalarNode) and self.value(node, field) is None:
                return None
            return self.check(node, schema["nullable"], field)
        if "one_of" in schema:
            errors = []
            for option in schema["one_of"]:
                try:
                    return self.check(node, option, field)
                except DataError as err:
                    errors.append(str(err).split(": ", 2)[-1])
            self.fail(node, field, "fits none of the allowed forms (" + "; ".join(errors) + ")")
        if "int" in schema:
            value = self.check(node, "int", field)
            lo, hi = schema["int"]
            if not lo <= value <= hi:
                self.fail(node, field, f"must be between {lo} and {hi}, found {value}")
            return value
        if "enum" in schema:
            value = self.value(node, field)
            if value not in schema["enum"]:
                allowed = ", ".join(map(str, schema["enum"]))
                self.fail(node, field, f"must be one of {allowed}; found {_describe(value)}")
            return value
        if "list" in schema:
            if not isinstance(node, yaml.SequenceNode):
                self.fail(node, field, "expected a list")
            items = [self.check(n, schema["list"], f"{field}[{i}]") for i, n in enumerate(node.value)]
            if len(items) < schema.get("min", 0):
                self.fail(node, field, f"needs at least {schema['min']} entries, found {len(items)}")
            if len(items) > schema.get("max", len(items)):
                self.fail(node, field, f"takes at most {schema['max']} entries, found {len(items)}")
            return items
        if "map" in schema or "dict_of" in schema:
            if not isinstance(node, yaml.MappingNode):
                self.fail(node, field, "expected a mapping of fields")
            out = {}
            for key_node, value_node in node.value:
                key = self.value(key_node, field)
                sub = f"{field}.{key}" if field else str(key)
                if "dict_of" in schema:
                    out[str(key)] = self.check(value_node, schema["dict_of"], sub)
                elif isinstance(key, (list, dict)) or key not in schema["map"]:   # unhashable: unknown
                    self.fail(key_node, sub, "is not a known field (known: "
                              + ", ".join(schema["map"]) + ")")
                else:
                    out[key] = self.check(value_node, schema["map"][key], sub)
            for key in schema.get("required", ()):
                if key not in out:
                    self.fail(node, f"{field}.{key}" if field else key, "is required but missing")
            return out
        raise TypeError(f"bad schema {schema!r}")


class Locator:
    """The line of a field path such as `cards[3].action[0].what` in a loaded file, for the
    checks a schema cannot state (counts, unique keys, references between entries). A
    field that is missing is reported at the line of the entry that lacks it."""

    def __init__(self, root: yaml.Node, shown: str) -> None:
        self.root, self.shown = root, shown

    def line(self, field_path: str) -> int | None:
        node = self.root
        for part in filter(None, field_path.replace("]", "").replace("[", ".").split(".")):
            if isinstance(node, yaml.MappingNode):
                found = next((v for k, v in node.value if k.value == part), None)
            elif isinstance(node, yaml.SequenceNode) and part.isdigit() and int(part) < len(node.value):
                found = node.value[int(part)]
            else:
                found = None
            if found is None:
                break
            node = found
        return node.start_mark.line + 1 if node is not None else None

    def fail(self, field_path: str, message: str) -> None:
        raise DataError(self.shown, self.line(field_path), field_path, message)


def _check_structure(root: yaml.Node, shown: str) -> None:
    """Refuse what YAML allows but would silently change content: a key given twice in a
    mapping (the last would win and the first vanish), at any depth; and anchors and
    aliases, which no content file uses and which could multiply a file's size."""
    seen: set[int] = set()
    todo = [(root, "")]
    while todo:
        node, where = todo.pop()
        if id(node) in seen:
            raise DataError(shown, node.start_mark.line + 1, where, "repeats an anchored value "
                            "(*alias); write the value out instead")
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            todo.extend((child, f"{where}[{i}]") for i, child in enumerate(node.value))
        elif isinstance(node, yaml.MappingNode):
            keys: dict = {}
            for key_node, value_node in node.value:
                key = key_node.value if isinstance(key_node, yaml.ScalarNode) else id(key_node)
                sub = f"{where}.{key}" if where else str(key)
                if key in keys:
                    raise DataError(shown, key_node.start_mark.line + 1, sub,
                                    f"is given twice (first at line {keys[key]}); "
                                    "a missing dash can merge two entries")
                keys[key] = key_node.start_mark.line + 1
                todo.append((key_node, sub))
                todo.append((value_node, sub))


FAST_LOADER = getattr(yaml, "CSafeLoader", None)      # libyaml's parser, where PyYAML was built with it


def compose(text: str) -> yaml.Node | None:
    """A YAML text's node tree: by libyaml where it is there (ten times quicker, and the app
    reads every file at start), else by PyYAML's own parser, which also parses again a
    text libyaml refuses: its messages name the problem in words, and its line is the one
    an editor looks at (both give the same nodes and lines to a text both accept)."""
    if FAST_LOADER is not None:
        try:
            return yaml.compose(text, Loader=FAST_LOADER)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


def load_checked(path: str | Path, schema: Any) -> tuple[Any, Locator]:
    """Parse and check one YAML file: (content, Locator for the game's own checks). Raises
    DataError naming file, line and field, never a bare YAML, Key or Recursion error."""
    path = Path(path)
    shown = _shown(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise DataError(shown, None, "", f"cannot be read ({err.strerror})") from None
    except UnicodeDecodeError:
        raise DataError(shown, None, "", "is not UTF-8 text") from None
    try:
        node = compose(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        problem = getattr(err, "problem", None) or str(err)
        raise DataError(shown, mark.line + 1 if mark else None, "", f"is not valid YAML: {problem}") from None
    except RecursionError:
        raise DataError(shown, None, "", "is nested too deeply to be content") from None
    if node is None:
        raise DataError(shown, None, "", "is empty")
    _check_structure(node, shown)
    try:
        return _Checker(shown).check(node, schema, ""), Locator(node, shown)
    except RecursionError:
        raise DataError(shown, None, "", "is nested too deeply to be content") from None


def load_yaml(path: str | Path, schema: Any) -> Any:
    """Parse and check one YAML file. Raises DataError, never a bare YAML or KeyError."""
    return load_checked(path, schema)[0]


def load_game_data(game: str, filename: str, schema: Any) -> Any:
    """Load data/<game>/<filename> from the source tree or the packaged bundle."""
    return load_yaml(resource_path("data", game, filename), schema)


def _shown(path: Path) -> str:
    parts = path.parts
    if "data" in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index("data"):])
    return str(path)
