"""Duel card data: loading data/duel/cards.yaml and the duel outcome rule.

The card effects are a small vocabulary (see docs/rules/duel.md); this module knows what
each word means for a single duel, and rules.py knows when they fire.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from wildwest.core.data import load_checked
from wildwest.core.paths import resource_path

EFFECTS_SCHEMA = {"map": {
    "take_pot": "bool",
    "end_round_from_duel": {"int": [1, 6]},
    "win_bonus_after": {"int": [1, 5]},
    "versus": {"map": {"value": {"int": [1, 8]}, "gold": {"int": [0, 10]}},
               "required": ["value", "gold"]},
    "take_back": {"int": [1, 2]},
    "extra_discards_next_round": {"int": [1, 2]},
    "beats": {"list": {"int": [1, 8]}},
    "win_gold": {"int": [1, 10]},
    "win_bonus": {"int": [1, 5]},
    "loss_cap": {"int": [0, 5]},
}}

SCHEMA = {"map": {
    "colours": {"list": {"map": {"key": "str", "name": "str"}, "required": ["key", "name"]},
                "min": 2, "max": 2},
    "decks": {"dict_of": {"map": {"label": "str", "extras": "bool", "help": "str"}, "required": ["label", "extras"]}},
    "cards": {"list": {"map": {
        "key": "str", "value": {"nullable": {"int": [1, 8]}}, "name": "str", "text": "str", "icon": "str",
        "colours": {"list": "str"}, "extra": "bool", "effects": EFFECTS_SCHEMA,
    }, "required": ["key", "value", "name"]}, "min": 1},
}, "required": ["colours", "decks", "cards"]}


@dataclass(frozen=True)
class Card:
    id: str
    colour: str
    key: str
    value: int | None
    name: str
    text: str
    extra: bool
    icon: str
    effects: dict = field(hash=False, compare=False)

    @property
    def called(self) -> str:
        """The card inside a sentence: "the Drifter (2)", not "2 Drifter" (read as two)."""
        return f"the {self.name}" if self.value is None else f"the {self.name} ({self.value})"

    def beats_list(self, values=range(1, 9)) -> list[int]:
        """The plain values this card beats (for the card face)."""
        versus = self.effects.get("versus", {}).get("value")   # the Old Timer beats a 1
        return [v for v in values if v == versus or outcome_values(self, v) == 1]


@dataclass(frozen=True)
class CardSet:
    colours: tuple[tuple[str, str], ...]
    decks: dict
    cards: dict  # id -> Card

    def deck(self, colour: str, deck: str) -> list[str]:
        extras = self.decks[deck]["extras"]
        return [c.id for c in self.cards.values() if c.colour == colour and (extras or not c.extra)]


# What the rulebook fixes: each colour's own deck is 1-8 and Dynamite, and a round deals 9.
CLASSIC_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, None)
DEFAULT_DECK, HAND = "classic", 9


@cache
def card_set() -> CardSet:
    return load_card_set()


def load_card_set(path=None) -> CardSet:
    """Read and check data/duel/cards.yaml (or `path`): beyond the schema, colour keys and
    card ids are unique, every colour a card names is listed, the classic deck of each
    colour is exactly 1-8 and Dynamite, and every deck deals a full hand."""
    raw, loc = load_checked(path or resource_path("data", "duel", "cards.yaml"), SCHEMA)
    colours = tuple((c["key"], c["name"]) for c in raw["colours"])
    keys = [key for key, _ in colours]
    for i, key in enumerate(keys):
        if key in keys[:i]:
            loc.fail(f"colours[{i}].key", f"colour {key!r} is listed twice")
    if DEFAULT_DECK not in raw["decks"]:
        loc.fail("decks", f"the {DEFAULT_DECK!r} deck (the game's default) is missing")
    cards = {}
    for i, entry in enumerate(raw["cards"]):
        for j, colour in enumerate(entry.get("colours", ())):
            if colour not in keys:
                loc.fail(f"cards[{i}].colours[{j}]", f"colour {colour!r} is not one of the listed "
                         f"colours ({', '.join(keys)})")
        for colour in entry.get("colours", keys):
            card = Card(f"{colour}-{entry['key']}", colour, entry["key"], entry["value"],
                        entry["name"], entry.get("text", ""), entry.get("extra", False),
                        entry.get("icon", ""), entry.get("effects", {}))
            if card.id in cards:
                loc.fail(f"cards[{i}].key", f"card {card.id!r} is defined twice")
            cards[card.id] = card
    loaded = CardSet(colours, raw["decks"], cards)
    for colour in keys:
        classic = sorted(cards[c].value or 9 for c in loaded.deck(colour, DEFAULT_DECK))
        if classic != sorted(v or 9 for v in CLASSIC_VALUES):
            loc.fail("cards", f"the {colour} classic deck must be 1-8 and Dynamite, one each "
                     f"(the rulebook's nine cards); it has {len(classic)} cards")
        for deck in raw["decks"]:
            if len(loaded.deck(colour, deck)) < HAND:
                loc.fail(f"decks.{deck}", f"the {colour} {deck} deck has fewer than the {HAND} cards a round deals")
    return loaded


def outcome_values(card: Card, other_value: int | None, other_card: Card | None = None) -> int:
    """+1 if `card` beats the other, -1 if it loses, 0 for a tie (the base rule only)."""
    other_effects = other_card.effects if other_card else {}
    if card.value is None and other_value is None:
        return 0
    if card.value is None:
        return 1 if other_value in card.effects.get("beats", ()) else -1
    if other_value is None:
        return -1 if card.value in other_effects.get("beats", (1, 2, 3, 4)) else 1
    diff = card.value - other_value
    if diff == 0:
        return 0
    high_wins = abs(diff) <= 3
    return 1 if (diff > 0) == high_wins else -1


def duel(a: Card, b: Card) -> tuple[int | None, int]:
    """Who wins a duel between a (seat 0) and b (seat 1), and the gold it pays.

    Returns (0, gold), (1, gold) or (None, 0) for a tie.
    """
    cards = (a, b)
    for me, other in ((0, 1), (1, 0)):
        versus = cards[me].effects.get("versus")
        if versus and cards[other].value == versus["value"]:
            return me, versus["gold"]
    beat = outcome_values(a, b.value, b)
    if beat == 0:
        return None, 0
    winner = 0 if beat > 0 else 1
    win_card, lose_card = cards[winner], cards[1 - winner]
    if win_card.value is None or lose_card.value is None:
        dynamite = win_card if win_card.value is None else lose_card
        gold = dynamite.effects.get("win_gold", 3)
    else:
        gold = abs(a.value - b.value)
    gold += win_card.effects.get("win_bonus", 0)
    if "loss_cap" in lose_card.effects:
        gold = min(gold, lose_card.effects["loss_cap"])
    return winner, gold
