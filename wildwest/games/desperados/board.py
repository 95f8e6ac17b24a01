"""Desperados content: the map, the stage coach schedules and the money tiles, checked on load.

Three files under data/desperados/: map.yaml (towns with real coordinates, roads, banks),
schedules.yaml (5 two-sided routes) and tiles.yaml (every tile value and its copies, the
bank set-up rule). The schemas check shapes; `_check_*` checks what a schema cannot say
(a road names two known towns, a route runs along roads, the brown sides chain, the poker
tiles fit the towns without a bank) and names file, line and field. Nothing here changes
during a game, so rules.py and the bots share one Board.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from wildwest.core.data import DataError, _shown, compose, load_yaml
from wildwest.core.paths import resource_path

MOVES = 5                  # moves per turn: a route has MOVES + 1 towns
SCHEDULES = 5
CITIES = 19
BANKS = 5
SALOON = "saloon"

MAP_SCHEMA = {"map": {
    "cities": {"list": {"map": {"id": "str", "name": "str", "lon": "number", "lat": "number",
                                "bank": "bool"}, "required": ["id", "name", "lon", "lat"]},
               "min": 2},
    "roads": {"list": {"list": "str", "min": 2, "max": 2}, "min": 1},
}, "required": ["cities", "roads"]}
SCHEDULES_SCHEMA = {"map": {"schedules": {"list": {"map": {
    "id": {"int": [1, 99]}, "brown": {"list": "str"}, "blue": {"list": "str"},
}, "required": ["id", "brown", "blue"]}}}, "required": ["schedules"]}
_VALUES = {"dict_of": {"int": [1, 20]}}
TILES_SCHEMA = {"map": {
    "poker": _VALUES, "coach": _VALUES, "bank": _VALUES,
    "bank_setup": {"map": {"bottom": {"list": {"int": [1, 100_000]}},
                           "low_max": {"int": [1, 100_000]},
                           "low_on_banks": {"int": [0, 10]}, "high_on_banks": {"int": [0, 10]}},
                   "required": ["bottom", "low_max", "low_on_banks", "high_on_banks"]},
    "target_per_desperado": {"map": {"rulebook": {"int": [1, 100_000]},
                                     "choices": {"list": {"int": [1, 100_000]}, "min": 1}},
                             "required": ["rulebook", "choices"]},
}, "required": ["poker", "coach", "bank", "bank_setup", "target_per_desperado"]}


@dataclass(frozen=True)
class City:
    id: str
    name: str
    lon: float
    lat: float
    bank: bool


@dataclass(frozen=True)
class Schedule:
    id: int
    brown: tuple[str, ...]
    blue: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    cities: dict                 # id -> City, in file order
    roads: tuple                 # (a, b) pairs
    nbrs: dict                   # id -> tuple of adjacent ids
    dist: dict                   # (a, b) -> roads between them
    schedules: tuple             # of Schedule; brown side i+1 starts where i ends
    poker: tuple                 # every poker tile value (with copies)
    coach: tuple
    bank: tuple
    bottom: tuple                # bank tiles set aside for the very bottom of the stack
    low_max: int
    low_on_banks: int
    high_on_banks: int
    target: int                  # dollars per desperado to win, by the rulebook
    targets: tuple               # the targets the set-up offers, the rulebook's among them

    @cached_property
    def banks(self) -> tuple:
        return tuple(c for c, x in self.cities.items() if x.bank)

    @cached_property
    def cards(self) -> tuple:
        """A movement deck: one card per town, then the Saloon."""
        return tuple(self.cities) + (SALOON,)

    @cached_property
    def near(self) -> dict:
        """(town, r) -> the towns at most r roads away, in file order (bots sum over them)."""
        return {(t, r): tuple(x for x in self.cities if self.dist[x, t] <= r)
                for t in self.cities for r in range(MOVES + 1)}

    def name(self, card: str) -> str:
        return "Saloon" if card == SALOON else self.cities[card].name


class _Lines:
    """The line of each entry of a top-level list, for errors found after the schema."""

    def __init__(self, path: Path) -> None:
        self.shown = _shown(path)
        self.root = compose(path.read_text(encoding="utf-8"))

    def fail(self, section: str, index: int | None, field: str, message: str) -> None:
        node = next(v for k, v in self.root.value if k.value == section)
        if index is not None:
            node = node.value[index]
        where = section + (f"[{index}]" if index is not None else "") + (f".{field}" if field else "")
        raise DataError(self.shown, node.start_mark.line + 1, where, message)


def _path(filename: str, folder: Path | None) -> Path:
    return (folder or resource_path("data", "desperados")) / filename


def load_map(folder: Path | None = None) -> tuple[dict, tuple, dict, dict]:
    path = _path("map.yaml", folder)
    raw = load_yaml(path, MAP_SCHEMA)
    lines = _Lines(path)
    cities = {}
    for i, c in enumerate(raw["cities"]):
        if c["id"] in cities:
            lines.fail("cities", i, "id", f"town {c['id']!r} is listed twice")
        if c["id"] == SALOON:
            lines.fail("cities", i, "id", f"{SALOON!r} names the Saloon card, not a town")
        cities[c["id"]] = City(c["id"], c["name"], float(c["lon"]), float(c["lat"]), c.get("bank", False))
    if len(cities) != CITIES:
        lines.fail("cities", None, "", f"the board has {CITIES} towns, found {len(cities)}")
    if sum(c.bank for c in cities.values()) != BANKS:
        lines.fail("cities", None, "", f"{BANKS} towns have a bank, found {sum(c.bank for c in cities.values())}")
    nbrs: dict = {c: [] for c in cities}
    roads = []
    for i, (a, b) in enumerate(raw["roads"]):
        for end in (a, b):
            if end not in cities:
                lines.fail("roads", i, "", f"unknown town {end!r}")
        if a == b or b in nbrs[a]:
            lines.fail("roads", i, "", f"road {a}-{b} is a loop or listed twice")
        nbrs[a].append(b)
        nbrs[b].append(a)
        roads.append((a, b))
    dist = _distances(nbrs)
    if len(dist) != len(cities) ** 2:
        lines.fail("roads", None, "", "some towns cannot be reached from the others")
    return cities, tuple(roads), {c: tuple(sorted(n)) for c, n in nbrs.items()}, dist


def _distances(nbrs: dict) -> dict:
    dist = {}
    for start in nbrs:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for n in nbrs[here]:
                if n not in seen:
                    seen[n] = seen[here] + 1
                    queue.append(n)
        dist.update({(start, c): d for c, d in seen.items()})
    return dist


def load_schedules(nbrs: dict, folder: Path | None = None) -> tuple:
    path = _path("schedules.yaml", folder)
    raw = load_yaml(path, SCHEDULES_SCHEMA)
    lines = _Lines(path)
    out = []
    for i, s in enumerate(raw["schedules"]):
        if any(s["id"] == o.id for o in out):
            lines.fail("schedules", i, "id", f"schedule {s['id']} is listed twice")
        for side in ("brown", "blue"):
            route = s[side]
            if len(route) != MOVES + 1:
                lines.fail("schedules", i, side, f"a route is {MOVES + 1} towns ({MOVES} moves), found {len(route)}")
            for a, b in zip(route, route[1:]):
                if a not in nbrs or b not in nbrs:
                    lines.fail("schedules", i, side, f"unknown town {(a if a not in nbrs else b)!r}")
                if b not in nbrs[a]:
                    lines.fail("schedules", i, side, f"no road from {a} to {b}")
        if out and out[-1].brown[-1] != s["brown"][0]:
            lines.fail("schedules", i, "brown", f"must start where schedule {out[-1].id} ends ({out[-1].brown[-1]})")
        out.append(Schedule(s["id"], tuple(s["brown"]), tuple(s["blue"])))
    if len(out) != SCHEDULES:
        lines.fail("schedules", None, "", f"there are {SCHEDULES} schedules, found {len(out)}")
    if out[-1].brown[-1] != out[0].brown[0]:
        lines.fail("schedules", len(out) - 1, "brown",
                   "the last brown side must end where the first starts, so any can be drawn first")
    return tuple(out)


def _expand(values: dict) -> tuple:
    return tuple(sorted(int(v) for v, n in values.items() for _ in range(n)))


def load_board(folder: Path | None = None) -> Board:
    """The whole board; `folder` holds test copies of the three files."""
    cities, roads, nbrs, dist = load_map(folder)
    schedules = load_schedules(nbrs, folder)
    path = _path("tiles.yaml", folder)
    raw = load_yaml(path, TILES_SCHEMA)
    lines = _Lines(path)
    for key in ("poker", "coach", "bank"):
        for value in raw[key]:
            if not str(value).isdigit():
                lines.fail(key, None, str(value), "a tile value is a whole number of dollars")
    poker, coach, bank = (_expand(raw[k]) for k in ("poker", "coach", "bank"))
    towns = CITIES - BANKS
    if len(poker) != towns:
        lines.fail("poker", None, "", f"one poker tile per town without a bank: {towns}, found {len(poker)}")
    setup = raw["bank_setup"]
    rest = list(bank)
    for value in setup["bottom"]:
        if value not in rest:
            lines.fail("bank_setup", None, "bottom", f"no {value} bank tile left to set aside")
        rest.remove(value)
    low = [v for v in rest if v <= setup["low_max"]]
    if setup["low_on_banks"] + setup["high_on_banks"] != BANKS or setup["low_on_banks"] > len(low) \
            or setup["high_on_banks"] > len(rest) - len(low):
        lines.fail("bank_setup", None, "", f"the low and high draws must fill the {BANKS} banks")
    target = raw["target_per_desperado"]
    if sorted(set(target["choices"])) != target["choices"]:
        lines.fail("target_per_desperado", None, "choices", "the targets go up, each listed once")
    if target["rulebook"] not in target["choices"]:
        lines.fail("target_per_desperado", None, "rulebook", "the rulebook's target must be one of the choices")
    return Board(cities, roads, nbrs, dist, schedules, poker, coach, bank, tuple(setup["bottom"]),
                 setup["low_max"], setup["low_on_banks"], setup["high_on_banks"],
                 target["rulebook"], tuple(target["choices"]))


@cache
def board() -> Board:
    return load_board()
