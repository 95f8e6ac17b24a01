"""A scrollable viewport: wheel, drag, a scrollbar, keys, and sticking to the bottom.

The log, the full-game log and the rules page scroll the same way, so the behaviour (and
its tests) live here once; each owner draws its own content at `offset`.
"""
from __future__ import annotations

import pygame

from . import theme
from .canvas import draw

BAR = 12            # scrollbar width in logical pixels
WHEEL_STEP = 48


class ScrollView:
    """Vertical scrolling of `content_h` pixels of content inside `rect`.

    `stick` keeps the view at the bottom as content grows (a log), unless the player
    scrolled up; scrolling back to the bottom sticks again."""

    def __init__(self, rect: pygame.Rect, stick: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.content_h = 0
        self.offset = 0
        self.stick = stick
        self.at_bottom = True
        self._drag: tuple[str, int, int] | None = None     # (what, start y, start offset)
        self._moved = False
        self.pointer: tuple[int, int] | None = None     # logical: a wheel event has no position

    # ---- geometry -------------------------------------------------------------------
    @property
    def max_offset(self) -> int:
        return max(0, self.content_h - self.rect.height)

    @property
    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - BAR, self.rect.top, BAR, self.rect.height)

    @property
    def thumb(self) -> pygame.Rect | None:
        if self.content_h <= self.rect.height:
            return None
        track = self.track
        h = max(28, track.height * self.rect.height // self.content_h)
        y = track.top + (track.height - h) * self.offset // max(1, self.max_offset)
        return pygame.Rect(track.x, y, BAR, h)

    def set_content(self, height: int) -> None:
        """New content height; a stuck view follows the bottom."""
        self.content_h = height
        if self.stick and self.at_bottom:
            self.offset = self.max_offset
        self.scroll_to(self.offset)

    def scroll_to(self, offset: float) -> None:
        self.offset = int(max(0, min(offset, self.max_offset)))
        self.at_bottom = self.offset >= self.max_offset

    def scroll_by(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    # ---- input ------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True if the event scrolled this view (so nothing under it should take it)."""
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pos
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is not None and self.rect.collidepoint(self.pointer):
                self.scroll_by(-event.y * WHEEL_STEP)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(pos):
            thumb = self.thumb
            if thumb is not None and thumb.collidepoint(pos):
                self._drag = ("thumb", pos[1], self.offset)
            elif thumb is not None and self.track.collidepoint(pos):
                self.scroll_by(self.rect.height * (1 if pos[1] > thumb.centery else -1))
            else:
                self._drag = ("content", pos[1], self.offset)
                self._moved = False
                return False            # a click on content may still be a click
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            what, y0, start = self._drag
            dy = pos[1] - y0
            if what == "thumb":
                track_free = self.track.height - (self.thumb.height if self.thumb else 0)
                self.scroll_to(start + dy * self.max_offset / max(1, track_free))
            elif self._moved or abs(dy) > 4:
                self._moved = True
                self.scroll_to(start - dy)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            moved = self._drag[0] == "thumb" or self._moved
            self._drag = None
            return moved
        return False

    def handle_keys(self, event) -> bool:
        """Arrow keys, Page Up/Down, Home and End (for a view that has the keyboard)."""
        if event.type != pygame.KEYDOWN:
            return False
        page = self.rect.height - 40
        moves = {pygame.K_UP: -WHEEL_STEP, pygame.K_DOWN: WHEEL_STEP, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
        if event.key in moves:
            self.scroll_by(moves[event.key])
        elif event.key == pygame.K_HOME:
            self.scroll_to(0)
        elif event.key == pygame.K_END:
            self.scroll_to(self.max_offset)
        else:
            return False
        return True

    # ---- drawing ---------------------------------------------------------------------------
    def draw_bar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb
        if thumb is None:
            return
        draw.rect(surface, theme.MUTED, self.track, border_radius=BAR // 2)
        draw.rect(surface, theme.INK, thumb, border_radius=BAR // 2)

    def key(self) -> tuple:
        return (self.offset, self.content_h)
