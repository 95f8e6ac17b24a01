"""A table's legend: every symbol, colour and marker it draws, each painted by the table's
own painter beside its name and one sentence, so what the legend shows is what the board
shows. A table only lists its entries (`Table.legend()`) and names the symbol under the
mouse (`Table.symbol_at`); here they are laid out in columns (`draw_entries`), the legend
scene (scenes/legend.py) shows them behind the "?", and a hovered symbol's tooltip says
the same words (`words`)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from . import cardart, theme
from .assets import font
from .canvas import draw
from .choices import HINT_RING
from .widgets import draw_text, draw_wrapped

SWATCH = 44           # the square each symbol is painted into, in logical pixels
NAME = ("bold", 16)
TEXT = ("body", 15)
GAP = 14              # between a symbol and its words, and between entries


@dataclass(frozen=True)
class Entry:
    """One line of a legend: `paint(surface, rect)` draws the symbol into rect."""

    name: str
    text: str
    paint: Callable[[pygame.Surface, pygame.Rect], None]


def _hint(surface, rect: pygame.Rect) -> None:
    draw.rect(surface, HINT_RING, rect.inflate(-6, -6), 3, border_radius=8)


def _seat(surface, rect: pygame.Rect) -> None:
    cardart.draw_seat_mark(surface, 0, rect.inflate(-12, -12))


# What every table draws the same way.
HINT = Entry("Hint", "A green ring marks what the Hint button (H) advises.", _hint)
SEAT_MARK = Entry("Player's mark", "Each player has a shape in a colour of their own, shown by their name and on "
                  "everything of theirs.", _seat)


def is_legend_key(event) -> bool:
    """The keys that open (and close) a legend: "?" (however the layout types it) and F1."""
    return event.type == pygame.KEYDOWN and (event.key in (pygame.K_F1, pygame.K_QUESTION)
                                             or getattr(event, "unicode", "") == "?")


def words(entries: Sequence[Entry], name: str | None) -> str | None:
    """The legend's words for the entry called `name` (a hovered symbol's tooltip)."""
    entry = next((e for e in entries if e.name == name), None)
    return f"{entry.name}: {entry.text}" if entry is not None else None


def paint(surface: pygame.Surface, entry: Entry, rect: pygame.Rect) -> None:
    """The entry's symbol on a paper square, clipped to it (a road or route painted
    across the square must not run into its neighbours)."""
    cardart.draw_panel(surface, rect.inflate(6, 6), style="paper")
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    entry.paint(surface, rect)
    surface.set_clip(clip)


def _lines(entry: Entry, width: int) -> int:
    """How tall an entry's words are at `width`: its name, then its sentence wrapped."""
    f = font(*TEXT)
    wrapped = len(cardart.wrap_text(entry.text, f, width)) * (f.get_height() + 2)
    return font(*NAME).get_height() + 2 + wrapped


def row_height(entry: Entry, width: int) -> int:
    return max(SWATCH, _lines(entry, width - SWATCH - GAP)) + GAP


def columns(width: int) -> int:
    """Two columns where each keeps a readable measure, else one."""
    return 2 if width >= 700 else 1


def content_height(entries: Sequence[Entry], width: int) -> int:
    """The height of the entries laid out in columns at `width` (row by row: an entry's
    row is as tall as the tallest of the entries beside it)."""
    n = columns(width)
    col_w = (width - GAP * (n - 1)) // n
    return sum(max(row_height(e, col_w) for e in entries[i:i + n]) for i in range(0, len(entries), n))


def draw_entries(surface: pygame.Surface, entries: Sequence[Entry], rect: pygame.Rect) -> None:
    """The entries in columns from the top of rect down (the legend scene draws them once
    on a page as tall as `content_height` and scrolls that)."""
    n = columns(rect.width)
    col_w = (rect.width - GAP * (n - 1)) // n
    y = rect.y
    for i in range(0, len(entries), n):
        row = entries[i:i + n]
        h = max(row_height(e, col_w) for e in row)
        for j, entry in enumerate(row):
            _entry(surface, entry, pygame.Rect(rect.x + j * (col_w + GAP), y, col_w, h - GAP))
        y += h


def _entry(surface, entry: Entry, rect: pygame.Rect) -> None:
    paint(surface, entry, pygame.Rect(rect.x + 3, rect.y + 3, SWATCH - 6, SWATCH - 6))
    x = rect.x + SWATCH + GAP
    name = draw_text(surface, entry.name, (x, rect.y), role=NAME[0], size=NAME[1], colour=theme.INK)
    draw_wrapped(surface, entry.text, pygame.Rect(x, name.bottom + 2, rect.right - x, rect.bottom - name.bottom),
                 role=TEXT[0], size=TEXT[1], colour=theme.INK)
