"""The Duel legend: the two colours of card, their backs, the looks a card takes in your
hand and the rows, and the gold, rounds and pot, painted by the table's own painters."""
from __future__ import annotations

from functools import cache

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.canvas import draw
from wildwest.ui.legend import HINT, SEAT_MARK, Entry

from ..cards import card_set


def _fit(rect: pygame.Rect) -> pygame.Rect:
    card = pygame.Rect(0, 0, round(rect.height * 0.72), rect.height)
    card.center = rect.center
    return card


def _card(face, card_id: str, **look):
    def paint(surface, rect) -> None:
        cardart.draw_card(surface, face(card_set().cards[card_id]), _fit(rect), **look)
    return paint


def _back(colour: str):
    def paint(surface, rect) -> None:
        cardart.draw_back(surface, f"card_back_{colour}", _fit(rect))
    return paint


def _counter(icon: str, value: str):
    def paint(surface, rect) -> None:
        cardart.draw_counter(surface, rect.center, icon, value, size=18)
    return paint


@cache
def entries(face) -> tuple[Entry, ...]:
    """Every entry; `face(card)` is the table's painter of a card's face."""
    return (
        Entry("Pink card", "A card of the Pink deck: its number in the corner; the footer says what it beats.",
              _card(face, "pink-6")),
        Entry("Green card", "A card of the Green deck. Only the 7 and the 8 differ from Pink's.", _card(face, "green-6")),
        Entry("Pink card back", "A Pink card face down: in Pink's hand, discards, or laid for the next duel.",
              _back("pink")),
        Entry("Green card back", "A Green card face down.", _back("green")),
        Entry("Card you may play", "A gold glow: click the card (or press its number) to lay or discard it.",
              _card(face, "pink-3", highlight=True)),
        Entry("Card you may not play", "A dimmed card in your hand: a rule bars it now (point at it to see why).",
              _card(face, "pink-4", dim=True)),
        Entry("Gold this round", "The coin with a number on a plate: the gold that player won in this round.",
              _counter("icon_gold", "5")),
        Entry("Gold of a duel", "The coin with +N above a duel: who won it (nearer their row) and how much.",
              _counter("icon_gold", "+3")),
        Entry("Round won", "A star on a plate: a round won. Two win the game.",
              lambda s, r: cardart.draw_icon(s, "icon_star", r.center, 22)),
        Entry("Round to win", "An empty ring beside a star: a round still to win.",
              lambda s, r: draw.circle(s, theme.MUTED, r.center, 9, 2)),
        Entry("The pot", "The gold of tied duels waits in the pot until someone is first to play a 6 this round.",
              lambda s, r: cardart.draw_icon(s, "icon_pot", r.center, 34)),
        HINT,
        SEAT_MARK,
    )
