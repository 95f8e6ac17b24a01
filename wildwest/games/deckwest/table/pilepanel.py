"""The panel that shows your cards: the draw pile (sorted, as the view gives it: its order
stays hidden), the discard pile, or every card you own, grouped with a count per card."""
from __future__ import annotations

from collections import Counter

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import veil
from wildwest.ui.widgets import cover, draw_text, pressed

from ..content import card_of
from . import jobart

PANEL = pygame.Rect(40, 64, 872, 600)
SMALL = (70, 98)
TITLES = {"draw": "Your draw pile, sorted (its order stays hidden)", "discard": "Your discard pile",
          "all": "All your cards"}


def grouped(cards: list[str]) -> list[tuple[str, int]]:
    """One entry per card (the first copy's id) with how many copies, sorted by name."""
    counts = Counter(card_of(c) for c in cards)
    first = {}
    for c in cards:
        first.setdefault(card_of(c), c)
    return sorted(((first[k], n) for k, n in counts.items()), key=lambda e: jobart.card_face(e[0]).title)


class PilePanel:
    def __init__(self) -> None:
        self.which: str | None = None
        self.hero: int | None = None
        self.cards: list[tuple[pygame.Rect, str]] = []

    @property
    def open(self) -> bool:
        return self.which is not None

    def show(self, which: str, hero: int) -> None:
        self.which, self.hero = which, hero

    def close(self) -> None:
        self.which = None

    def key(self):
        return (self.which, self.hero)

    def handle(self, event) -> None:
        """Any click (or Enter) puts the panel away."""
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
                pressed(event, pygame.K_RETURN):
            self.close()

    def sections(self, view) -> list[tuple[str, list[str]]]:
        hv = view.heroes[self.hero]
        hand, draw_pile, discard = hv["hand"] or [], hv["draw"] or [], hv["discard"]
        if self.which == "draw":
            return [("", draw_pile)]
        if self.which == "discard":
            return [("", discard)]
        return [("In hand", hand), ("Draw pile", draw_pile), ("Discard pile", discard)]

    def hovered(self, mouse):
        return next(((r, c) for r, c in self.cards if r.collidepoint(mouse)), None)

    def draw(self, surface, view, mouse) -> None:
        veil(surface, (0, 0, 0, 120))
        cover(PANEL)
        inner = cardart.draw_panel(surface, PANEL, style="paper", title=TITLES[self.which])
        self.cards = []
        y = inner.y + 8
        label_h = font("bold", 15).get_height()
        per_row = (inner.width - 16) // (SMALL[0] + 10)
        for title, cards in self.sections(view):
            if title:
                draw_text(surface, f"{title} ({len(cards)})", (inner.x + 8, y), role="bold", size=15)
                y += label_h + 2
            entries = grouped(cards)
            if not entries:
                draw_text(surface, "empty", (inner.x + 8, y), role="italic", size=15)
                y += label_h + 6
            for i, (card, n) in enumerate(entries):
                col, row = i % per_row, i // per_row
                rect = pygame.Rect(inner.x + 8 + col * (SMALL[0] + 10), y + row * (SMALL[1] + label_h + 6), *SMALL)
                cardart.draw_card(surface, jobart.card_face(card, words=False), rect, hover=rect.collidepoint(mouse))
                draw_text(surface, f"×{n}", (rect.centerx, rect.bottom + 1), role="bold", size=15, anchor="midtop")
                self.cards.append((rect, card))
            rows = (len(entries) + per_row - 1) // per_row
            y += rows * (SMALL[1] + label_h + 6) + 4
        draw_text(surface, "Click anywhere to close", (inner.centerx, inner.bottom - 4),
                  role="italic", size=15, colour=theme.INK, anchor="midbottom")
