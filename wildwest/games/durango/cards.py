"""Durango content: the YAML schemas, the effect vocabulary's checks and the card objects.

Three files under data/durango/: cards.yaml (the draw deck), calamities.yaml and
cattle.yaml. The schema (plain values for wildwest.core.data) checks shapes and types;
`_check_*` below checks what a schema cannot say (a steal names what it steals, a hire has
a production number...) and reports file, line and field the same way. The vocabulary
itself is documented in docs/rules/durango.md; rules.py interprets it.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from wildwest.core.data import Locator, load_checked
from wildwest.core.paths import resource_path

CARD_TYPES = ("town", "frontier", "companion", "item", "trigger")
HIRE_TYPES = frozenset(("town", "frontier"))
PLAY_TYPES = frozenset(("town", "frontier", "companion", "item"))
# the words an effect may use for "what kind of card": each names a set of card types
KINDS = {
    "card": PLAY_TYPES,
    "hire": HIRE_TYPES,
    "town": frozenset(("town",)),
    "frontier": frozenset(("frontier",)),
    "companion": frozenset(("companion",)),
    "item": frozenset(("item",)),
    "cattle": frozenset(("cattle",)),
}
KIND_NAMES = {"card": "card", "hire": "Hire", "town": "Town Hire", "frontier": "Frontier Hire",
              "companion": "Companion", "item": "Item", "cattle": "Cattle"}

_KIND = {"one_of": [{"enum": list(KINDS)}, {"list": {"enum": list(KINDS)}, "min": 1}]}
_AMOUNT = {"int": [0, 9]}
STEP_SCHEMA = {"map": {
    "do": {"enum": ["produce", "steal", "discard", "swap", "perform_action", "recruit"]},
    "coal": _AMOUNT, "silver": _AMOUNT,
    "per": {"enum": ["town", "frontier", "hire", "card"]},
    "what": _KIND,
    "from": {"enum": ["party", "herd"]},
    "target": {"enum": ["party", "reserve"]},
    "perform": "bool",
    "mine": _KIND, "theirs": _KIND,
    "draw": {"int": [1, 4]},
}, "required": ["do"]}
ONGOING_SCHEMA = {"map": {
    "party_limit": {"int": [-3, 3]},
    "produce": {"map": {"coal": _AMOUNT, "silver": _AMOUNT}},
    "produce_bonus": {"map": {"town": {"int": [-3, 3]}, "frontier": {"int": [-3, 3]}}},
    "protect": {"list": {"enum": ["cattle", "hires"]}, "min": 1},
    "calamity_immune": "bool",
}}
INTERRUPT_SCHEMA = {"map": {
    "when": {"enum": ["targeted"]},
    "cancel": "bool",
    "action": {"list": STEP_SCHEMA, "min": 1},
}, "required": ["when"]}
CARDS_SCHEMA = {"map": {"cards": {"list": {"map": {
    "key": "str", "name": "str", "type": {"enum": list(CARD_TYPES)},
    "copies": {"int": [1, 30]}, "produce": {"int": [0, 9]}, "text": "str", "icon": "str",
    "action": {"list": STEP_SCHEMA, "min": 1},
    "ongoing": ONGOING_SCHEMA, "interrupt": INTERRUPT_SCHEMA,
}, "required": ["key", "name", "type", "text"]}, "min": 1}}, "required": ["cards"]}

CALAMITY_STEP_SCHEMA = {"map": {
    "do": {"enum": ["discard", "return_cattle"]},
    "what": _KIND,
    "which": {"enum": ["choice", "highest"]},
    "target": {"enum": ["party", "reserve"]},
    "count": {"int": [1, 5]},
    "who": {"enum": ["every", "most_cattle"]},
}, "required": ["do"]}
CALAMITIES_SCHEMA = {"map": {"calamities": {"list": {"map": {
    "key": "str", "name": "str", "text": "str", "copies": {"int": [1, 10]}, "icon": "str",
    "steps": {"list": CALAMITY_STEP_SCHEMA, "min": 1},
    "ongoing": {"map": {
        "no_produce": {"list": {"enum": ["coal", "silver"]}, "min": 1},
        "party_limit": {"int": [-3, 3]},
        "production": {"int": [-3, 3]},
    }},
}, "required": ["key", "name", "text"]}, "min": 1}}, "required": ["calamities"]}

CATTLE_SCHEMA = {"map": {"cattle": {"list": {"map": {
    "key": "str", "breed": "str", "blue_ribbon": "bool", "copies": {"int": [1, 50]}, "text": "str",
}, "required": ["key", "breed"]}, "min": 1}}, "required": ["cattle"]}


# ---- the objects rules.py works with ---------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One step of an action, an interrupt or a calamity, with its defaults filled in."""

    do: str
    coal: int = 0
    silver: int = 0
    per: str | None = None
    what: frozenset = frozenset()       # card types (or {"cattle"}) it may touch
    what_word: str = ""                 # the kind as written, for logs
    source: str = "party"               # party | herd | reserve
    perform: bool = False
    mine: frozenset = frozenset()
    theirs: frozenset = frozenset()
    draw: int = 0
    which: str = "choice"               # calamities: choice | highest
    count: int = 1
    who: str = "every"                  # calamities: every | most_cattle


@dataclass(frozen=True)
class Card:
    id: str
    key: str
    name: str
    type: str
    produce: int
    text: str
    action: tuple = ()                  # of Step
    ongoing: dict = field(default_factory=dict, hash=False, compare=False)
    interrupt: bool = False
    cancels: bool = False
    interrupt_action: tuple = ()        # of Step, aimed at the player who was interrupted
    icon: str = ""                      # the sprite its face shows (else its type's)

    @property
    def is_hire(self) -> bool:
        return self.type in HIRE_TYPES


@dataclass(frozen=True)
class Calamity:
    id: str
    key: str
    name: str
    text: str
    steps: tuple = ()
    ongoing: dict = field(default_factory=dict, hash=False, compare=False)
    icon: str = ""                      # the sprite its face shows (else the storm of every Calamity)


@dataclass(frozen=True)
class Cattle:
    id: str
    key: str
    breed: str
    blue_ribbon: bool
    text: str

    @property
    def name(self) -> str:
        return f"Blue Ribbon {self.breed}" if self.blue_ribbon else self.breed


@dataclass(frozen=True)
class CardSet:
    cards: dict          # id -> Card (the draw deck, both triggers)
    calamities: dict     # id -> Calamity
    cattle: dict         # id -> Cattle

    def deck(self, players: int) -> list[str]:
        """The draw deck for a player count: one Calamity Trigger with 2-3 players."""
        triggers = 1 if players <= 3 else 2
        out, seen = [], 0
        for cid, card in self.cards.items():
            if card.type == "trigger":
                seen += 1
                if seen > triggers:
                    continue
            out.append(cid)
        return out


# ---- loading ------------------------------------------------------------------------------
def _ids(key: str, copies: int) -> list[str]:
    return [f"{key}-{n}" for n in range(1, copies + 1)]


def _kind(value) -> tuple[frozenset, str]:
    if value is None:
        return frozenset(), ""
    words = [value] if isinstance(value, str) else list(value)
    types = frozenset().union(*(KINDS[w] for w in words))
    return types, " or ".join(KIND_NAMES[w] for w in words)


def _step(raw: dict) -> Step:
    what, word = _kind(raw.get("what"))
    source = raw.get("from") or raw.get("target") or ("herd" if what == KINDS["cattle"] else "party")
    return Step(do=raw["do"], coal=raw.get("coal", 0), silver=raw.get("silver", 0),
                per=raw.get("per"), what=what, what_word=word, source=source,
                perform=raw.get("perform", False), mine=_kind(raw.get("mine"))[0],
                theirs=_kind(raw.get("theirs"))[0], draw=raw.get("draw", 0),
                which=raw.get("which", "choice"), count=raw.get("count", 1),
                who=raw.get("who", "every"))


def _check_step(loc: Locator, step: dict, where: str, interrupt: bool = False) -> None:
    do = step["do"]
    allowed = {"produce": {"coal", "silver", "per"}, "steal": {"what", "from", "perform"},
               "discard": {"what", "target"}, "swap": {"mine", "theirs"},
               "perform_action": {"what"}, "recruit": {"draw"}}[do]
    for key in step:
        if key != "do" and key not in allowed:
            loc.fail(f"{where}.{key}", f"does not apply to `do: {do}` (it takes: {', '.join(sorted(allowed))})")
    if do == "produce" and not (step.get("coal") or step.get("silver")):
        loc.fail(where, "`do: produce` needs a coal or silver amount above 0")
    if do == "steal":
        if "what" not in step:
            loc.fail(where, "`do: steal` needs `what` (card, hire, town, frontier, companion, item or cattle)")
        cattle = _kind(step["what"])[0] == KINDS["cattle"]
        if "cattle" in str(step["what"]) and not cattle:
            loc.fail(f"{where}.what", "cattle cannot be mixed with cards")
        if step.get("from", "herd" if cattle else "party") != ("herd" if cattle else "party"):
            loc.fail(f"{where}.from", "cattle are stolen from a herd, cards from a party")
        if cattle and step.get("perform"):
            loc.fail(f"{where}.perform", "cattle have no action to perform")
    if do == "discard":
        if step.get("target", "party") == "reserve":
            if "what" in step:
                loc.fail(f"{where}.what", "a reserve is discarded whole: drop `what`")
        elif "what" not in step or "cattle" in str(step["what"]):
            loc.fail(where, "`do: discard` from a party needs `what` naming kinds of card")
    if do == "swap":
        for side in ("mine", "theirs"):
            if side not in step or "cattle" in str(step[side]):
                loc.fail(where, f"`do: swap` needs `{side}` naming kinds of card")
    if do == "perform_action" and _kind(step.get("what", "hire"))[0] - HIRE_TYPES:
        loc.fail(f"{where}.what", "only Hires have actions to perform")
    if do == "recruit" and "draw" not in step:
        loc.fail(where, "`do: recruit` needs `draw` (how many cards)")
    if interrupt and do in ("recruit", "perform_action", "produce"):
        loc.fail(f"{where}.do", f"an interrupt's action aims at the interrupted player; `{do}` cannot")


def _check_card(loc: Locator, raw: dict, where: str) -> None:
    kind = raw["type"]
    if kind in HIRE_TYPES:
        for key in ("produce", "action"):
            if key not in raw:
                loc.fail(f"{where}.{key}", f"a {KIND_NAMES[kind]} needs `{key}`")
        for key in ("ongoing", "interrupt"):
            if key in raw:
                loc.fail(f"{where}.{key}", "Hires have actions; ongoing and interrupt are for Companions and Items")
    else:
        if "produce" in raw:
            loc.fail(f"{where}.produce", "only Hires produce Coal or Silver each turn")
        if kind == "trigger":
            for key in ("action", "ongoing", "interrupt"):
                if key in raw:
                    loc.fail(f"{where}.{key}", "a Calamity Trigger has no effect of its own")
        else:
            if "action" in raw:
                loc.fail(f"{where}.action", "Companions and Items are ongoing or interrupt, not actions")
            if ("ongoing" in raw) == ("interrupt" in raw):
                loc.fail(where, "a Companion or Item needs exactly one of `ongoing` or `interrupt`")
            interrupt = raw.get("interrupt", {})
            if interrupt and not (interrupt.get("cancel") or interrupt.get("action")):
                loc.fail(f"{where}.interrupt", "an interrupt must cancel or have an action")
            for i, step in enumerate(interrupt.get("action", ())):
                _check_step(loc, step, f"{where}.interrupt.action[{i}]", interrupt=True)
    for i, step in enumerate(raw.get("action", ())):
        _check_step(loc, step, f"{where}.action[{i}]")


def _check_calamity(loc: Locator, raw: dict, where: str) -> None:
    if not raw.get("steps") and not raw.get("ongoing"):
        loc.fail(where, "a Calamity needs `steps`, `ongoing` or both")
    for i, step in enumerate(raw.get("steps", ())):
        at = f"{where}.steps[{i}]"
        if step["do"] == "discard":
            if step.get("target", "party") == "reserve":
                if "what" in step or "which" in step:
                    loc.fail(at, "a reserve is discarded whole: drop `what` and `which`")
            elif "what" not in step or "cattle" in str(step["what"]):
                loc.fail(at, "`do: discard` needs `what` naming kinds of card")
            if "count" in step:
                loc.fail(f"{at}.count", "a calamity discards one card per step")
        else:
            for key in ("what", "which", "target"):
                if key in step:
                    loc.fail(f"{at}.{key}", "does not apply to `do: return_cattle`")
        if step.get("which") == "highest" and _kind(step.get("what"))[0] - HIRE_TYPES:
            loc.fail(f"{at}.which", "`highest` production only applies to Hires")


def _unique(loc: Locator, entries: list, section: str) -> None:
    seen = set()
    for i, raw in enumerate(entries):
        if raw["key"] in seen:
            loc.fail(f"{section}[{i}].key", f"key {raw['key']!r} is used twice")
        seen.add(raw["key"])


# The counts the rulebook fixes: the draw deck by type, the Calamity deck, the Yard.
DECK_COUNTS = {"town": 25, "frontier": 25, "companion": 8, "item": 6, "trigger": 2}
CALAMITY_COUNT = 10
CATTLE_COUNT, BLUE_RIBBONS = 50, 14


def _read(filename: str, schema, path: Path | None) -> tuple[dict, Locator]:
    """A Durango data file (the bundled one unless a test names another), checked."""
    return load_checked(path or resource_path("data", "durango", filename), schema)


def _count(loc: Locator, section: str, found: int, expected: int, what: str) -> None:
    if found != expected:
        loc.fail(section, f"the rulebook has {expected} {what}, this file has {found}")


def load_cards(path: Path | None = None) -> dict:
    raw, loc = _read("cards.yaml", CARDS_SCHEMA, path)
    _unique(loc, raw["cards"], "cards")
    cards = {}
    for i, entry in enumerate(raw["cards"]):
        _check_card(loc, entry, f"cards[{i}]")
        interrupt = entry.get("interrupt") or {}
        for cid in _ids(entry["key"], entry.get("copies", 1)):
            cards[cid] = Card(
                id=cid, key=entry["key"], name=entry["name"], type=entry["type"],
                produce=entry.get("produce", 0), text=entry["text"],
                action=tuple(_step(s) for s in entry.get("action", ())),
                ongoing=dict(entry.get("ongoing") or {}),
                interrupt=bool(interrupt), cancels=bool(interrupt.get("cancel")),
                interrupt_action=tuple(_step(s) for s in interrupt.get("action", ())),
                icon=entry.get("icon", ""))
    counts = Counter(card.type for card in cards.values())
    for kind, expected in DECK_COUNTS.items():
        _count(loc, "cards", counts[kind], expected, f"{KIND_NAMES.get(kind, 'Calamity Trigger')} cards")
    return cards


def load_calamities(path: Path | None = None) -> dict:
    raw, loc = _read("calamities.yaml", CALAMITIES_SCHEMA, path)
    _unique(loc, raw["calamities"], "calamities")
    out = {}
    for i, entry in enumerate(raw["calamities"]):
        _check_calamity(loc, entry, f"calamities[{i}]")
        for cid in _ids(entry["key"], entry.get("copies", 1)):
            out[cid] = Calamity(cid, entry["key"], entry["name"], entry["text"],
                                tuple(_step(s) for s in entry.get("steps", ())),
                                dict(entry.get("ongoing") or {}), entry.get("icon", ""))
    _count(loc, "calamities", len(out), CALAMITY_COUNT, "Calamity cards")
    return out


def load_cattle(path: Path | None = None) -> dict:
    raw, loc = _read("cattle.yaml", CATTLE_SCHEMA, path)
    _unique(loc, raw["cattle"], "cattle")
    out = {}
    for entry in raw["cattle"]:
        for cid in _ids(entry["key"], entry.get("copies", 1)):
            out[cid] = Cattle(cid, entry["key"], entry["breed"], entry.get("blue_ribbon", False),
                              entry.get("text", ""))
    _count(loc, "cattle", len(out), CATTLE_COUNT, "Cattle cards")
    _count(loc, "cattle", sum(c.blue_ribbon for c in out.values()), BLUE_RIBBONS, "Blue Ribbon Cattle")
    return out


@cache
def card_set() -> CardSet:
    return CardSet(load_cards(), load_calamities(), load_cattle())

