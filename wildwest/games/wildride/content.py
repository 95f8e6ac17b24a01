"""Wild Ride content: the deck, the Roadmap and the Reward Chart, loaded and checked.

Three files under data/wildride/. The schemas check shapes and types; `_check_*` below
checks what a schema cannot say (ids unique, paths join existing legs, every leg inside
its region, borders between touching regions, two start flags, every region reachable
from a start town, the railroad a tree from one first box) and reports file, line and
field the same way. docs/rules/wildride.md explains each layout decision.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wildwest.core.data import load_checked
from wildwest.core.paths import resource_path

FAMILIES = ("nugget", "card", "check")
KINDS = ("town", "forest", "desert", "lake")
ICONS = ("nugget", "card", "check", "free", "wanted", "tipi", "discovery")

_POINT = {"map": {"x": "number", "y": "number"}, "required": ["x", "y"]}
CARDS_SCHEMA = {"map": {
    "copies": {"int": [1, 6]},
    "suits": {"list": {"map": {
        "id": "str", "name": "str", "family": {"enum": list(FAMILIES)}, "character": "str",
        "cards": {"list": "str", "min": 3, "max": 3}, "icons": {"list": "str", "min": 3, "max": 3},
    }, "required": ["id", "name", "family", "character", "cards"]}, "min": 6, "max": 6},
}, "required": ["copies", "suits"]}
ROADMAP_SCHEMA = {"map": {
    "size": {"list": "number", "min": 2, "max": 2},
    "regions": {"list": {"map": {
        "id": "str", "name": "str", "kind": {"enum": list(KINDS)},
        "area": {"list": "number", "min": 4, "max": 4},
        "flag": {"map": {"x": "number", "y": "number", "points": {"int": [0, 20]}, "start": "bool"},
                 "required": ["x", "y", "points"]},
        "medal": {"map": {"x": "number", "y": "number", "points": {"int": [0, 30]}},
                  "required": ["x", "y", "points"]},
        "legs": {"list": {"map": {"id": "str", "x": "number", "y": "number",
                                  "icon": {"enum": list(ICONS)}},
                          "required": ["id", "x", "y"]}, "min": 1},
    }, "required": ["id", "name", "kind", "area", "flag", "medal", "legs"]}, "min": 2},
    "paths": {"list": {"list": "str", "min": 2, "max": 2}, "min": 1},
    "borders": {"list": {"map": {"between": {"list": "str", "min": 2, "max": 2},
                                 "mountain": _POINT}, "required": ["between"]}},
    "railroad": {"list": {"map": {"id": "str", "x": "number", "y": "number",
                                  "icon": {"enum": list(ICONS)},
                                  "next": {"list": "str", "min": 1, "max": 2},
                                  "medal": {"int": [0, 30]}},
                          "required": ["id", "x", "y"]}, "min": 1},
}, "required": ["size", "regions", "paths", "borders", "railroad"]}
_ICON_ROW = {"list": {"nullable": {"enum": list(ICONS)}}, "min": 1}
_MEDALS = {"list": {"int": [0, 30]}}
CHART_SCHEMA = {"map": {
    "areas": {"map": {k: {"map": {"boxes": _ICON_ROW, "medals": _MEDALS}, "required": ["boxes", "medals"]}
                      for k in KINDS}, "required": list(KINDS)},
    "tipi": {"map": {"boxes": _ICON_ROW, "centre": "int", "left_medals": _MEDALS, "right_medals": _MEDALS},
             "required": ["boxes", "centre", "left_medals", "right_medals"]},
    "wanted": {"map": {"boxes": _ICON_ROW, "medals": _MEDALS}, "required": ["boxes", "medals"]},
    "points": {"map": {"boxes": {"int": [1, 20]}}, "required": ["boxes"]},
}, "required": ["areas", "tipi", "wanted", "points"]}


@dataclass(frozen=True)
class CardKind:
    id: str            # "blue-2"
    suit: str
    value: int
    family: str
    name: str          # "Blue 2 (the pioneer's cart)"
    icon: str = ""     # the sprite its face shows


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    kind: str
    area: tuple
    flag: tuple        # (x, y)
    flag_points: int
    start: bool
    medal: int
    medal_at: tuple
    legs: tuple        # leg ids


@dataclass(frozen=True)
class Leg:
    id: str
    region: str
    x: float
    y: float
    icon: str | None


@dataclass(frozen=True)
class RailBox:
    id: str
    x: float
    y: float
    icon: str | None
    next: tuple
    medal: int | None


@dataclass(frozen=True)
class Roadmap:
    size: tuple
    regions: dict      # id -> Region, in file order
    legs: dict         # id -> Leg
    links: dict        # node id (leg or flag = region id) -> frozenset of node ids
    adjacent: dict     # region id -> frozenset of region ids (mountains removed)
    mountains: tuple   # ((region, region, x, y), ...)
    railroad: dict     # id -> RailBox, in file order
    first_box: str


@dataclass(frozen=True)
class Track:
    boxes: tuple       # icon or None per box
    medals: tuple


@dataclass(frozen=True)
class Chart:
    areas: dict        # kind -> Track
    tipi: Track
    tipi_centre: int
    tipi_left: tuple
    tipi_right: tuple
    wanted: Track
    points_boxes: int

    def medal_spots(self) -> dict:
        """Every place on the chart with medals: spot name -> values, best first."""
        spots = {f"area:{k}": t.medals for k, t in self.areas.items() if t.medals}
        spots.update({"tipi:left": self.tipi_left, "tipi:right": self.tipi_right,
                      "wanted": self.wanted.medals})
        return spots


def _file(name: str, path) -> Path:
    return Path(path) if path is not None else resource_path("data", "wildride", name)


def load_cards(path=None) -> tuple[dict, int]:
    """(id -> CardKind, copies of each)."""
    path = _file("cards.yaml", path)
    raw, loc = load_checked(path, CARDS_SCHEMA)
    kinds, seen = {}, set()
    for i, suit in enumerate(raw["suits"]):
        if suit["id"] in seen:
            loc.fail(f"suits[{i}].id", f"suit {suit['id']!r} is used twice")
        seen.add(suit["id"])
        icons = suit.get("icons", ("",) * 3)
        for value, (thing, icon) in enumerate(zip(suit["cards"], icons), 1):
            cid = f"{suit['id']}-{value}"
            owner = f"the {suit['character']}" if value == 3 else f"the {suit['character']}'s {thing}"
            kinds[cid] = CardKind(cid, suit["id"], value, suit["family"], f"{suit['name']} {value} ({owner})", icon)
    families = [s["family"] for s in raw["suits"]]
    for fam in FAMILIES:
        if families.count(fam) != 2:
            loc.fail("suits", f"the {fam} family needs exactly 2 suits, found {families.count(fam)}")
    return kinds, raw["copies"]


def _inside(area, x, y) -> bool:
    ax, ay, w, h = area
    return ax <= x <= ax + w and ay <= y <= ay + h


def _touch(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax <= bx + bw and bx <= ax + aw and ay <= by + bh and by <= ay + ah


def load_roadmap(path=None) -> Roadmap:
    path = _file("roadmap.yaml", path)
    raw, loc = load_checked(path, ROADMAP_SCHEMA)
    regions, legs, ids = {}, {}, set()
    for i, r in enumerate(raw["regions"]):
        where = f"regions[{i}]"
        if r["id"] in ids:
            loc.fail(f"{where}.id", f"id {r['id']!r} is used twice")
        ids.add(r["id"])
        if not _inside(r["area"], r["flag"]["x"], r["flag"]["y"]):
            loc.fail(f"{where}.flag", "the flag lies outside its region's area")
        for j, leg in enumerate(r["legs"]):
            if leg["id"] in ids:
                loc.fail(f"{where}.legs[{j}].id", f"id {leg['id']!r} is used twice")
            ids.add(leg["id"])
            if not _inside(r["area"], leg["x"], leg["y"]):
                loc.fail(f"{where}.legs[{j}]", "the leg lies outside its region's area")
            legs[leg["id"]] = Leg(leg["id"], r["id"], leg["x"], leg["y"], leg.get("icon"))
        regions[r["id"]] = Region(
            r["id"], r["name"], r["kind"], tuple(r["area"]), (r["flag"]["x"], r["flag"]["y"]),
            r["flag"]["points"], r["flag"].get("start", False), r["medal"]["points"],
            (r["medal"]["x"], r["medal"]["y"]), tuple(leg["id"] for leg in r["legs"]))
    starts = [rid for rid, r in regions.items() if r.start]
    if len(starts) != 2:
        loc.fail("regions", f"the sheet needs exactly 2 start flags, found {len(starts)}")
    for i, rid in enumerate(regions):
        if regions[rid].start and regions[rid].kind != "town":
            loc.fail(f"regions[{i}].flag.start", "start flags are the towns' red flags")
    links = {n: set() for n in ids}
    for i, (a, b) in enumerate(raw["paths"]):
        for end in (a, b):
            if end not in ids:
                loc.fail(f"paths[{i}]", f"{end!r} is not a leg or a region's flag")
        if a == b or (a in regions and b in regions):
            loc.fail(f"paths[{i}]", "a path joins a leg to a leg or to a flag")
        links[a].add(b)
        links[b].add(a)
    adjacent = {rid: set() for rid in regions}
    mountains, borders = [], set()
    for i, border in enumerate(raw["borders"]):
        a, b = border["between"]
        for end in (a, b):
            if end not in regions:
                loc.fail(f"borders[{i}].between", f"{end!r} is not a region")
        if a == b or not _touch(regions[a].area, regions[b].area):
            loc.fail(f"borders[{i}].between", f"{a} and {b} do not touch")
        borders.add(frozenset((a, b)))
        if "mountain" in border:
            mountains.append((a, b, border["mountain"]["x"], border["mountain"]["y"]))
        else:
            adjacent[a].add(b)
            adjacent[b].add(a)
    for i, (a, b) in enumerate(raw["paths"]):
        ra, rb = (x if x in regions else legs[x].region for x in (a, b))
        if ra != rb and rb not in adjacent[ra]:
            loc.fail(f"paths[{i}]", f"the path crosses from {ra} to {rb}, which are not adjacent")
    for i, r in enumerate(regions.values()):
        if not links[r.id]:
            loc.fail(f"regions[{i}].flag", "no path leaves the flag")
        seen, todo = {r.id}, deque([r.id])
        while todo:
            for m in links[todo.popleft()]:
                if m not in seen and (m == r.id or (m in legs and legs[m].region == r.id)):
                    seen.add(m)
                    todo.append(m)
        if seen != {r.id, *r.legs}:
            loc.fail(f"regions[{i}].legs", "a leg cannot be reached from the flag inside its region")
    reach, todo = set(starts), deque(starts)
    while todo:
        for m in adjacent[todo.popleft()]:
            if m not in reach:
                reach.add(m)
                todo.append(m)
    for i, rid in enumerate(regions):
        if rid not in reach:
            loc.fail(f"regions[{i}]", f"{rid} cannot be reached from a start town")
    railroad = {}
    for i, box in enumerate(raw["railroad"]):
        if box["id"] in ids or box["id"] in railroad:
            loc.fail(f"railroad[{i}].id", f"id {box['id']!r} is used twice")
        if ("next" in box) == ("medal" in box):
            loc.fail(f"railroad[{i}]", "a box has `next` boxes, or is an end with a `medal`")
        railroad[box["id"]] = RailBox(box["id"], box["x"], box["y"], box.get("icon"),
                                      tuple(box.get("next", ())), box.get("medal"))
    parents = {}
    for i, box in enumerate(railroad.values()):
        for j, nxt in enumerate(box.next):
            if nxt not in railroad:
                loc.fail(f"railroad[{i}].next[{j}]", f"{nxt!r} is not a railroad box")
            if nxt in parents:
                loc.fail(f"railroad[{i}].next[{j}]", f"{nxt!r} already follows {parents[nxt]}")
            parents[nxt] = box.id
    roots = [b for b in railroad if b not in parents]
    if len(roots) != 1:
        loc.fail("railroad", f"the railroad needs one first box, found {len(roots)}")
    return Roadmap(tuple(raw["size"]), regions, legs, {k: frozenset(v) for k, v in links.items()},
                   {k: frozenset(v) for k, v in adjacent.items()}, tuple(mountains), railroad, roots[0])


def load_chart(path=None) -> Chart:
    path = _file("chart.yaml", path)
    raw, loc = load_checked(path, CHART_SCHEMA)
    tipi = raw["tipi"]
    if not 0 < tipi["centre"] < len(tipi["boxes"]) - 1:
        loc.fail("tipi.centre", "the centre box must have boxes on both sides")
    for name, medals in (("tipi.left_medals", tipi["left_medals"]), ("tipi.right_medals", tipi["right_medals"]),
                         ("wanted.medals", raw["wanted"]["medals"]),
                         *((f"areas.{k}.medals", a["medals"]) for k, a in raw["areas"].items())):
        if list(medals) != sorted(medals, reverse=True):
            loc.fail(name, "medal values are listed best first and decline")

    def track(t) -> Track:
        return Track(tuple(t["boxes"]), tuple(t.get("medals", ())))
    return Chart({k: track(a) for k, a in raw["areas"].items()}, track(tipi), tipi["centre"],
                 tuple(tipi["left_medals"]), tuple(tipi["right_medals"]), track(raw["wanted"]),
                 raw["points"]["boxes"])


@dataclass(frozen=True)
class Content:
    cards: dict
    copies: int
    roadmap: Roadmap
    chart: Chart

    def deck(self) -> list[str]:
        return [cid for cid in self.cards for _ in range(self.copies)]


@cache
def content() -> Content:
    cards, copies = load_cards()
    return Content(cards, copies, load_roadmap(), load_chart())
