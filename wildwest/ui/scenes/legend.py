"""The legend over a table: every symbol the table draws, painted by the table itself,
with its name and meaning (ui/legend.py lays them out). Esc, "?", F1, the Close button or
a click outside the panel put it away; the wheel, a drag or the keys scroll a long one."""
from __future__ import annotations

import pygame

from .. import canvas, cardart, theme
from ..assets import font
from ..legend import Entry, content_height, draw_entries, is_legend_key
from ..scene import Scene
from ..scroll import BAR, ScrollView
from ..widgets import Button, cover, dispatch, draw_text

PANEL = pygame.Rect(60, 28, 1160, 664)
TITLE_H = 46


class LegendScene(Scene):
    overlay = True

    def __init__(self, app, title: str, entries: tuple[Entry, ...]) -> None:
        super().__init__(app)
        self.title = title
        self.entries = tuple(entries)
        inner = PANEL.inflate(-40, -24)
        self.view = ScrollView(pygame.Rect(inner.x, inner.y + TITLE_H, inner.width, inner.height - TITLE_H))
        self.close_button = Button(pygame.Rect(PANEL.right - 130, PANEL.y + 14, 110, 34), "Close", app.pop,
                                   hotkey=pygame.K_ESCAPE)
        self._measured = None

    def _text_rect(self) -> pygame.Rect:
        """The entries' room: the viewport less its scrollbar."""
        return self.view.rect.inflate(-(BAR + 8), 0).move(-(BAR + 8) // 2, 0)

    def _measure(self) -> None:
        """Lay out again when the type changes size (a smaller window draws it larger)."""
        key = font("body", 15).get_height()
        if key != self._measured:
            self._measured = key
            self.view.set_content(content_height(self.entries, self._text_rect().width))

    def handle(self, event) -> None:
        if is_legend_key(event):
            self.app.pop()
            return
        if dispatch([self.close_button], event) or self.view.handle(event) or self.view.handle_keys(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not PANEL.collidepoint(event.pos):
            self.app.pop()

    def draw(self, surface) -> None:
        self._measure()
        cover(surface.get_rect())
        canvas.veil(surface, (0, 0, 0, 140))
        cardart.draw_panel(surface, PANEL, style="paper")
        draw_text(surface, self.title, (PANEL.x + 24, PANEL.y + 30), role="title", size=24, colour=theme.INK,
                  anchor="midleft")
        self.close_button.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        draw_entries(surface, self.entries, self._text_rect(), self.view.offset)
        surface.set_clip(clip)
        self.view.draw_bar(surface)
