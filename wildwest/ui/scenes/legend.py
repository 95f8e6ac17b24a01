"""The legend over a table: every symbol the table draws, painted by the table itself,
with its name and meaning (ui/legend.py lays them out). Esc, "?", F1, the Close button or
a click outside the panel put it away; the wheel, a drag or the keys scroll a long one."""
from __future__ import annotations

import pygame

from .. import canvas, cardart, theme
from ..assets import font
from ..canvas import Canvas, scale_of
from ..legend import TEXT, Entry, content_height, draw_entries, is_legend_key
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
        self._key = None
        self._page: Canvas | None = None

    def _text_rect(self) -> pygame.Rect:
        """The entries' room: the viewport less its scrollbar."""
        return self.view.rect.inflate(-(BAR + 8), 0).move(-(BAR + 8) // 2, 0)

    def page(self, scale: float) -> Canvas:
        """Every entry drawn once on a clear page at this scale (again when the window's
        scale or type size changes): a frame then only blits the part in view."""
        key = (scale, font(*TEXT).get_height())
        if key != self._key:
            width = self._text_rect().width
            height = content_height(self.entries, width)
            self.view.set_content(height)
            self._page = Canvas(scale, (width, max(1, height)), alpha=True)
            draw_entries(self._page, self.entries, self._page.get_rect())
            self._key = key
        return self._page

    def handle(self, event) -> None:
        if is_legend_key(event):
            self.app.pop()
            return
        if dispatch([self.close_button], event) or self.view.handle(event) or self.view.handle_keys(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not PANEL.collidepoint(event.pos):
            self.app.pop()

    def draw(self, surface) -> None:
        cover(surface.get_rect())
        page = self.page(scale_of(surface))
        canvas.veil(surface, (0, 0, 0, 140))
        cardart.draw_panel(surface, PANEL, style="paper")
        draw_text(surface, self.title, (PANEL.x + 24, PANEL.y + 30), role="title", size=24, colour=theme.INK,
                  anchor="midleft")
        self.close_button.draw(surface)
        view = self.view.rect
        surface.blit(page, view.topleft, pygame.Rect(0, self.view.offset, page.get_width(), view.height))
        self.view.draw_bar(surface)
