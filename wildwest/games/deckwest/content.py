"""Deck Goes West content: the job vocabulary's schema, and the cards, characters, land
tiles, missions and score boards of data/deckwest/, checked on load.

A job is a list of steps, each a one-key mapping (`{pay: {food: 1}}`, `{move: 2}`). They
are parsed here into `Step` tuples that rules.py interprets; nothing about a particular
card lives in Python. Amounts follow the designer's number kinds: `2` (exactly 2), `x` or
`2x` (a number the player picks, once per job), `2d` (roll 2 job dice, count successes),
`2xd` (roll 2·x dice). The vocabulary is documented in docs/rules/deckwest.md.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from wildwest.core.data import Locator, load_checked
from wildwest.core.paths import resource_path

PLACES = ("water", "forest", "prairie", "village", "mountain", "river")
RESOURCES = ("gold", "metal", "wood", "food")
PAYABLE = RESOURCES + ("any", "vp")
ITEM_CLASSES = ("move", "gather", "fight", "health", "trade", "make")
DANGER_CLASSES = ("pain", "exhaustion")
CARD_TYPES = ("item", "danger") + ITEM_CLASSES + DANGER_CLASSES
TILE_KINDS = ("water", "mountain", "forest", "forest_river", "prairie", "prairie_river", "village", "camp")
KIND_PLACES = {"water": {"water"}, "mountain": {"mountain"}, "forest": {"forest"},
               "forest_river": {"forest", "river"}, "prairie": {"prairie"},
               "prairie_river": {"prairie", "river"}, "village": {"village"}, "camp": set()}
EVENTS = ("reveal", "reveal_westmost", "reveal_moving_west", "build", "build_westmost",
          "build_village", "clear", "clear_village", "wagon_west", "wagon_east", "wagon_damage")
MODES = ("versus", "coop", "solo")
# where VP came from, as the results screen names it: a scoring event, or the kind of job
VP_SOURCES = {"reveal": "Revealing land", "reveal_westmost": "Revealing furthest west",
              "reveal_moving_west": "Revealing heading west", "build": "Building railways",
              "build_westmost": "Building furthest west", "build_village": "Building at villages",
              "clear": "Clearing bandits", "clear_village": "Clearing villages",
              "wagon_west": "The wagon going west", "wagon_east": "The wagon going east",
              "wagon_damage": "Damage to the wagon", "mission": "Mission card jobs", "paid": "VP paid for jobs",
              "card": "Card jobs", "char": "Character jobs", "tile": "Tile jobs", "buy": "Buying cards"}

_AMOUNT_RE = re.compile(r"^(\d*)(x?)(d?)$")
_AMOUNT = {"one_of": ["int", "str"]}
_TYPED = {"dict_of": _AMOUNT}
STEP_SCHEMA = {"map": {
    "place": {"enum": list(PLACES)},
    "pay": _TYPED, "gain": _TYPED,
    "draw": _AMOUNT,
    "discard": {"one_of": [{"enum": ["this"]}, _TYPED]},
    "scrap": {"one_of": [{"enum": ["this"]}, _TYPED]},
    "take": _TYPED,
    "move": _AMOUNT, "climb": _AMOUNT, "sail": _AMOUNT, "ride": _AMOUNT,
    "reveal": _AMOUNT,
    "build": {"enum": ["rail", "bridge"]},
    "attack": _AMOUNT, "defend": _AMOUNT,
    "feed": {"int": [1, 1]},
}}
JOB_SCHEMA = {"list": STEP_SCHEMA, "min": 1}
JOBS_SCHEMA = {"list": JOB_SCHEMA}
CARDS_SCHEMA = {"list": {"map": {
    "id": "str", "name": "str", "class": {"enum": list(ITEM_CLASSES + DANGER_CLASSES)},
    "starter": {"int": [1, 30]}, "trade": {"int": [1, 30]}, "danger": {"int": [1, 30]},
    "cost": JOBS_SCHEMA, "jobs": {"list": JOB_SCHEMA, "min": 1}, "icon": "str",
}, "required": ["id", "name", "class", "jobs"]}, "min": 1}
CHARACTERS_SCHEMA = {"list": {"map": {
    "id": "str", "name": "str", "archetype": "str", "difficulty": {"int": [1, 3]},
    "hand": {"int": [3, 8]},
    "resources": {"map": {r: {"int": [0, 9]} for r in RESOURCES}, "required": list(RESOURCES)},
    "deck": {"dict_of": {"int": [1, 5]}}, "jobs": {"list": JOB_SCHEMA, "min": 1}, "icon": "str",
}, "required": ["id", "name", "archetype", "difficulty", "hand", "resources", "deck", "jobs"]}, "min": 1}
TILES_SCHEMA = {"list": {"map": {
    "id": "str", "name": "str", "kind": {"enum": list(TILE_KINDS)},
    "front": {"list": {"int": [1, 12]}, "max": 3}, "back": {"int": [1, 12]}, "job": JOB_SCHEMA,
}, "required": ["id", "name", "kind", "front", "back"]}, "min": 1}
BOARDS_SCHEMA = {"list": {"map": {
    "id": "str", "lose": {"int": [1, 40]}, "win": {"int": [1, 60]},
    "sections": {"list": {"map": {
        "bandit": {"list": {"int": [0, 40]}, "min": 2, "max": 2},
        "score": {"list": {"int": [0, 60]}, "min": 2, "max": 2},
        "rolls": {"int": [0, 6]}}, "required": ["bandit", "score", "rolls"]}, "min": 1},
}, "required": ["id", "lose", "win", "sections"]}, "min": 1}
MISSIONS_SCHEMA = {"map": {
    "utilities": {"dict_of": JOBS_SCHEMA},
    "missions": {"list": {"map": {
        "id": "str", "name": "str", "mode": {"enum": list(MODES)}, "difficulty": {"int": [1, 3]},
        "boards": {"list": "str", "min": 1}, "remove": {"int": [0, 9]}, "utility": "str",
        "jobs": JOBS_SCHEMA, "scoring": {"map": {e: JOB_SCHEMA for e in EVENTS}},
        "rules": {"list": "str"}, "playable": "bool", "icon": "str",
    }, "required": ["id", "name", "mode", "difficulty", "boards", "remove", "utility"]}, "min": 1},
}, "required": ["utilities", "missions"]}

# what the printed set holds (facts file: `allCards 5`, 48 land tiles, 15 missions)
PRINTED = {"starter": 78, "trade": 66, "danger": 64, "tiles": 48}
# the rule knowledge the engine has: a mission naming any other rule is not offered
KNOWN_RULES = frozenset({"wagon_follows", "village_trains", "wagon_pushed", "wagon_hurt", "wagon_flees",
                         "attack_wagon", "fighters_first", "return_home", "four_rows",
                         "one_character_two_meeples", "shared_spoils"})


@dataclass(frozen=True)
class Amount:
    """n + per_x·x, rolled as that many job dice when `dice`."""

    n: int = 0
    per_x: int = 0
    dice: bool = False

    def value(self, x: int) -> int:
        return self.n + self.per_x * x


@dataclass(frozen=True)
class Step:
    """One step: a verb, what it applies to (a place, resource, card type, `this`, rail or
    bridge) and an Amount (None when the verb takes none)."""

    verb: str
    what: str | None = None
    amount: Amount | None = None

    @property
    def uses_x(self) -> bool:
        return self.amount is not None and self.amount.per_x > 0


@dataclass(frozen=True)
class Job:
    """A job's steps. What the rules ask of it on every legal-option check (its hash, as a
    memo key, and whether it uses x or fights) is worked out once: a job never changes."""

    steps: tuple
    last: str            # the verb of the last step: jobs sharing it may join one action

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((self.steps, self.last))

    @cached_property
    def uses_x(self) -> bool:
        return any(s.uses_x for s in self.steps)

    @cached_property
    def x_step(self) -> Step | None:
        """The step a chosen x counts first ("pay any even amount of food": 2 food an x),
        which the words and the amount's buttons name; None for a job without an x."""
        return next((s for s in self.steps if s.uses_x), None)

    @cached_property
    def is_fight(self) -> bool:
        return any(s.verb in ("attack", "defend") for s in self.steps)


@dataclass(frozen=True)
class CardDef:
    id: str
    name: str
    cls: str
    starter: int
    trade: int
    danger: int
    cost: tuple          # of Job (alternatives)
    jobs: tuple          # of Job
    icon: str = ""       # the sprite its face shows, if it has a picture of its own (else its class's)

    @property
    def is_danger(self) -> bool:
        return self.cls in DANGER_CLASSES


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    archetype: str
    difficulty: int
    hand: int
    resources: dict
    deck: dict
    jobs: tuple
    icon: str = ""       # the portrait its card shows


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    kind: str
    front: tuple
    back: int
    job: Job | None

    @cached_property
    def places(self) -> frozenset:
        return frozenset(KIND_PLACES[self.kind])


@dataclass(frozen=True)
class Board:
    id: str
    lose: int
    win: int
    sections: tuple      # of (bandit_lo, bandit_hi, score_lo, score_hi, rolls)

    def rolls(self, bandit: int, score: int) -> int:
        """The red star of the section holding the furthest token (tracker or score)."""
        best = 0
        for i, (blo, bhi, slo, shi, _r) in enumerate(self.sections):
            if blo <= bandit <= bhi or slo <= score <= shi:
                best = i
        return self.sections[best][4]


@dataclass(frozen=True)
class Mission:
    id: str
    name: str
    mode: str
    difficulty: int
    boards: tuple
    remove: int
    jobs: tuple          # mission card jobs, the shared utility jobs first
    on: dict             # event -> Job
    rules: frozenset
    playable: bool
    icon: str = ""       # the picture its card shows


@dataclass(frozen=True)
class Content:
    cards: dict          # card id -> CardDef
    characters: dict
    tiles: dict
    boards: dict
    missions: dict

    def every_job(self):
        """(where, job) for every job a player reads: on cards and their costs, characters,
        places and mission cards (with what a mission scores)."""
        for cid, card in self.cards.items():
            for i, job in enumerate(card.jobs + card.cost):
                yield f"card {cid} {i}", job
        for cid, ch in self.characters.items():
            for i, job in enumerate(ch.jobs):
                yield f"character {cid} {i}", job
        for tid, tile in self.tiles.items():
            if tile.job:
                yield f"tile {tid}", tile.job
        for mid, mission in self.missions.items():
            for i, job in enumerate(mission.jobs + tuple(mission.on.values())):
                yield f"mission {mid} {i}", job

    def instances(self, pile: str) -> list[str]:
        """Every physical card of a pile (starter | trade | pain | exhaustion) by instance id,
        a fresh list (every deal shuffles its own)."""
        return list(self._piles[pile])

    @cached_property
    def _piles(self) -> dict:
        """Each pile's instance ids, named once: every deal and re-deal asks for them."""
        out: dict = {pile: [] for pile in ("starter", "trade", "pain", "exhaustion")}
        for cid, card in self.cards.items():
            for pile, got in out.items():
                if pile in ("pain", "exhaustion"):
                    if card.cls == pile:
                        got += [f"{cid}-{i}" for i in range(1, card.danger + 1)]
                elif getattr(card, pile):
                    got += [f"{cid}-{pile[0]}{i}" for i in range(1, getattr(card, pile) + 1)]
        return {pile: tuple(got) for pile, got in out.items()}


def card_of(instance: str) -> str:
    """The card id of a physical card: `boots-s3` -> `boots`."""
    return instance.rsplit("-", 1)[0]


# ---- parsing -----------------------------------------------------------------------------
def _amount(loc: Locator, value, where: str) -> Amount:
    if isinstance(value, int):
        if not 0 <= value <= 12:
            loc.fail(where, f"an amount must be 0..12, found {value}")
        return Amount(n=value)
    m = _AMOUNT_RE.match(value)
    if not m or not (m.group(1) or m.group(2)):
        loc.fail(where, f"{value!r} is not an amount (2, x, 2x, 2d, xd, 2xd)")
    digits, x, dice = m.groups()
    k = int(digits) if digits else 1
    return Amount(n=0 if x else k, per_x=k if x else 0, dice=bool(dice))


def _typed(loc: Locator, value: dict, where: str, allowed: tuple) -> tuple[str, Amount]:
    if len(value) != 1:
        loc.fail(where, f"names exactly one of {', '.join(allowed)}")
    (what, amt), = value.items()
    if what not in allowed:
        loc.fail(f"{where}.{what}", f"must be one of {', '.join(allowed)}")
    return what, _amount(loc, amt, f"{where}.{what}")


def _job(loc: Locator, raw: list, where: str, on_card: bool, cards: tuple = ()) -> Job:
    """One job; `cards` are the card ids a discard or scrap step may name (`{scrap:
    {mallet: 1}}`) besides the card types."""
    steps = []
    for i, step in enumerate(raw):
        at = f"{where}[{i}]"
        if len(step) != 1:
            loc.fail(at, "a step has exactly one verb")
        (verb, value), = step.items()
        at = f"{at}.{verb}"
        if verb == "place":
            steps.append(Step("place", value))
        elif verb in ("pay", "gain"):
            what, amt = _typed(loc, value, at, PAYABLE)
            if verb == "pay" and amt.dice:
                loc.fail(at, "a payment cannot be rolled")
            steps.append(Step(verb, what, amt))
        elif verb in ("discard", "scrap"):
            if value == "this":
                if not on_card:
                    loc.fail(at, "`this` only means something on a card")
                steps.append(Step(verb, "this"))
            else:
                steps.append(Step(verb, *_typed(loc, value, at, CARD_TYPES + tuple(cards))))
        elif verb == "take":
            steps.append(Step(verb, *_typed(loc, value, at, DANGER_CLASSES)))
        elif verb == "build":
            steps.append(Step(verb, value))
        elif verb == "feed":
            steps.append(Step(verb))
        else:
            amt = _amount(loc, value, at)
            if amt.dice and verb not in ("draw", "attack", "defend"):
                loc.fail(at, f"`{verb}` cannot be rolled")
            steps.append(Step(verb, None, amt))
    return Job(tuple(steps), steps[-1].verb)


def _jobs(loc: Locator, raw: list, where: str, on_card: bool = False, cards: tuple = ()) -> tuple:
    return tuple(_job(loc, j, f"{where}[{i}]", on_card, cards) for i, j in enumerate(raw or ()))


def _unique(loc: Locator, entries: list, where: str) -> None:
    seen = set()
    for i, raw in enumerate(entries):
        if raw["id"] in seen:
            loc.fail(f"{where}[{i}].id", f"id {raw['id']!r} is used twice")
        seen.add(raw["id"])


def _read(name: str, schema, folder: Path | None) -> tuple[Locator, object]:
    path = resource_path("data", "deckwest", name) if folder is None else Path(folder) / name
    raw, loc = load_checked(path, schema)
    return loc, raw


def load_cards(folder: Path | None = None) -> dict:
    loc, raw = _read("cards.yaml", CARDS_SCHEMA, folder)
    _unique(loc, raw, "")
    cards = {}
    for i, e in enumerate(raw):
        at = f"[{i}]"
        danger = e["class"] in DANGER_CLASSES
        if danger != ("danger" in e):
            loc.fail(at, "pain and exhaustion cards, and only they, have `danger` copies")
        if danger and ("starter" in e or "trade" in e or "cost" in e):
            loc.fail(at, "a danger card has no starter or trade copies and no cost")
        if not danger and not ("starter" in e or "trade" in e):
            loc.fail(at, "an item card needs `starter` or `trade` copies")
        if ("trade" in e) != bool(e.get("cost")):
            loc.fail(at, "trade row cards, and only they, have a `cost`")
        if "-" in e["id"]:
            loc.fail(f"{at}.id", "a card id may not contain '-' (copies are numbered after one)")
        cards[e["id"]] = CardDef(e["id"], e["name"], e["class"], e.get("starter", 0), e.get("trade", 0),
                                 e.get("danger", 0), _jobs(loc, e.get("cost"), f"{at}.cost"),
                                 _jobs(loc, e["jobs"], f"{at}.jobs", on_card=True), e.get("icon", ""))
    for pile, total in (("starter", PRINTED["starter"]), ("trade", PRINTED["trade"]), ("danger", PRINTED["danger"])):
        found = sum(getattr(c, pile) for c in cards.values())
        if found != total:
            loc.fail("", f"the printed set has {total} {pile} cards, the file {found}")
    return cards


def load_characters(cards: dict, folder: Path | None = None) -> dict:
    loc, raw = _read("characters.yaml", CHARACTERS_SCHEMA, folder)
    _unique(loc, raw, "")
    out = {}
    for i, e in enumerate(raw):
        for cid in e["deck"]:
            if cid not in cards or not cards[cid].starter:
                loc.fail(f"[{i}].deck.{cid}", f"{cid!r} is not a starter card")
        out[e["id"]] = Character(e["id"], e["name"], e["archetype"], e["difficulty"], e["hand"],
                                 dict(e["resources"]), dict(e["deck"]), _jobs(loc, e["jobs"], f"[{i}].jobs"),
                                 e.get("icon", ""))
    # starter copies are the 5 largest per-character counts added up: any 5 decks fit
    for cid, card in cards.items():
        need = sum(sorted((ch.deck.get(cid, 0) for ch in out.values()), reverse=True)[:5])
        if card.starter and need != card.starter:
            line = next(j for j, e in enumerate(raw) if cid in e["deck"])
            loc.fail(f"[{line}].deck.{cid}", f"{card.name}: the decks need {need} starter copies, "
                                             f"cards.yaml prints {card.starter}")
    return out


def load_tiles(folder: Path | None = None) -> dict:
    loc, raw = _read("tiles.yaml", TILES_SCHEMA, folder)
    _unique(loc, raw, "")
    if len(raw) != PRINTED["tiles"]:
        loc.fail("", f"the printed set has {PRINTED['tiles']} land tiles, the file {len(raw)}")
    out = {}
    for i, e in enumerate(raw):
        if (e["kind"] in ("village", "camp")) != ("job" in e):
            loc.fail(f"[{i}]", "villages and bandit camps, and only they, have a job")
        if e["kind"] == "camp" and len(e["front"]) != 3:
            loc.fail(f"[{i}].front", "a bandit camp shows three red stars")
        job = _job(loc, e["job"], f"[{i}].job", False) if "job" in e else None
        out[e["id"]] = Tile(e["id"], e["name"], e["kind"], tuple(e["front"]), e["back"], job)
    return out


def load_boards(folder: Path | None = None) -> dict:
    loc, raw = _read("boards.yaml", BOARDS_SCHEMA, folder)
    _unique(loc, raw, "")
    out = {}
    for i, e in enumerate(raw):
        secs = tuple((s["bandit"][0], s["bandit"][1], s["score"][0], s["score"][1], s["rolls"])
                     for s in e["sections"])
        if secs[0][0] != 0 or secs[0][2] != 0 or secs[-1][1] != e["lose"] or secs[-1][3] != e["win"]:
            loc.fail(f"[{i}].sections", "sections must run from 0 to the Lose and Win spaces")
        out[e["id"]] = Board(e["id"], e["lose"], e["win"], secs)
    return out


def load_missions(boards: dict, folder: Path | None = None, cards: tuple = ()) -> dict:
    loc, raw = _read("missions.yaml", MISSIONS_SCHEMA, folder)
    _unique(loc, raw["missions"], "missions")
    utils = {k: _jobs(loc, v, f"utilities.{k}") for k, v in raw["utilities"].items()}
    out = {}
    for i, e in enumerate(raw["missions"]):
        at = f"missions[{i}]"
        for b in e["boards"]:
            if b not in boards:
                loc.fail(f"{at}.boards", f"no score board {b!r} in boards.yaml")
        if e["utility"] not in utils:
            loc.fail(f"{at}.utility", f"no utility jobs {e['utility']!r}")
        rules = frozenset(e.get("rules", ()))
        playable = e.get("playable", True)
        if playable and not rules <= KNOWN_RULES:
            loc.fail(f"{at}.rules", f"the engine does not know {sorted(rules - KNOWN_RULES)}: "
                                    "mark the mission `playable: false`")
        on = {ev: _job(loc, steps, f"{at}.scoring.{ev}", False) for ev, steps in (e.get("scoring") or {}).items()}
        out[e["id"]] = Mission(e["id"], e["name"], e["mode"], e["difficulty"], tuple(e["boards"]), e["remove"],
                               utils[e["utility"]] + _jobs(loc, e.get("jobs"), f"{at}.jobs", cards=cards), on, rules,
                               playable, e.get("icon", ""))
    return out


def load(folder: Path | None = None) -> Content:
    """Every Deck Goes West file, checked (a test passes another folder to see errors)."""
    cards = load_cards(folder)
    boards = load_boards(folder)
    return Content(cards, load_characters(cards, folder), load_tiles(folder), boards,
                   load_missions(boards, folder, tuple(cards)))


@cache
def content() -> Content:
    return load()
