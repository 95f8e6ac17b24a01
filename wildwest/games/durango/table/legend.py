"""The Durango legend: the kinds of card by their colours, the counters, backs, empty
places and rings the table draws, each painted by the table's own painters."""
from __future__ import annotations

from functools import cache

import pygame

from wildwest.ui import cardart
from wildwest.ui.canvas import draw
from wildwest.ui.legend import HINT, SEAT_MARK, Entry

from ..cards import card_set

KINDS = (   # (a card of the kind, its name, what it is)
    ("banker-1", "Town Hire", "A blue card: a hire of the town. It produces Silver (its number) each turn and "
                              "may have an action."),
    ("coal-miner-1", "Frontier Hire", "A brown card: a hire of the frontier. It produces Coal (its number) each "
                                      "turn and may have an action."),
    ("sheriff-1", "Companion", "A green card: a companion. Some work all the time (Ongoing); some wait in your "
                               "reserve to interrupt."),
    ("scattergun-1", "Item", "A purple card: an item, Ongoing or an Interrupt like a companion."),
    ("trigger-1", "Calamity Trigger", "A red card hidden in the deck: drawing it reveals the top Calamity."),
    ("drought-1", "Calamity", "A dark red card that every player suffers when it is revealed."),
    ("longhorn-1", "Cattle", "Cattle for sale in the yard: 5 Coal or 5 Silver each. 10 cattle win."),
)


def _card(face, card_id: str, highlight: bool = False):
    """The card as a thumbnail: its colour, frame and picture, not a lone letter."""
    def paint(surface, rect) -> None:
        card = pygame.Rect(0, 0, round(rect.height * 0.72), rect.height)
        card.center = rect.center
        cardart.draw_thumbnail(surface, face(card_id), card, highlight=highlight)
    return paint


def _counter(icon: str, value: str):
    def paint(surface, rect) -> None:
        cardart.draw_counter(surface, rect.center, icon, value, size=18)
    return paint


def _herd(surface, rect) -> None:
    cardart.draw_icon(surface, "icon_cattle", (rect.centerx - 3, rect.centery - 3), 28)
    cardart.draw_icon(surface, "icon_ribbon", (rect.centerx + 7, rect.centery + 7), 14)


def _back(surface, rect) -> None:
    card = pygame.Rect(0, 0, round(rect.height * 0.72), rect.height)
    card.center = rect.center
    cardart.draw_back(surface, "card_back_durango", card)


def _targeted(face, target):
    def paint(surface, rect) -> None:
        _card(face, "banker-1")(surface, rect)
        draw.rect(surface, target, rect.inflate(-4, 0), 3, border_radius=8)
    return paint


@cache
def entries(face, outline, target) -> tuple[Entry, ...]:
    """Every entry, painted with the table's `face` (a card's face by id), `outline`
    (surface, rect: an empty place) and `target` (the colour of the ring round the card an
    interrupt answers)."""
    kinds = tuple(Entry(name, text, _card(face, card_id)) for card_id, name, text in KINDS)
    return kinds + (
        Entry("Blue Ribbon cattle", "Cattle with a blue ribbon: 5 Blue Ribbon cattle win.",
              _card(face, next(k for k, c in card_set().cattle.items() if c.blue_ribbon))),
        Entry("Herd", "A player's cattle; the ribbon marks a Blue Ribbon one. On a player's plate the numbers "
              "count their cattle and Blue Ribbons.", _herd),
        Entry("Coal", "The Coal produced this turn, to buy cattle with.", _counter("icon_coal", "3")),
        Entry("Silver", "The Silver produced this turn, to buy cattle with.", _counter("icon_silver", "2")),
        Entry("Face-down card", "A card back: the deck, the Calamity pile, or a reserve card you may not see.",
              _back),
        Entry("Empty place", "A dark outline: a free place in a party, or an empty reserve or discard pile.",
              lambda s, r: outline(s, r.inflate(-8, 0))),
        Entry("Card you may choose", "A gold glow round a card: click it.", _card(face, "banker-1", highlight=True)),
        Entry("Targeted card", "A red ring: the card an action is aimed at, which your interrupt may answer.",
              _targeted(face, target)),
        HINT,
        SEAT_MARK,
    )
