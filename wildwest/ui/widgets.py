"""Small widgets shared by every scene: buttons, text, tooltips.

Every line of text drawn through here can be recorded (`recording`), so a test can check
that no label leaves its panel or lands on another one.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from . import cardart, theme
from .assets import font
from .assets import text as text_surface


@dataclass
class Drawn:
    """What a frame drew, in logical pixels: text lines, and the boxes text must not
    straddle (panels, cards, buttons); `cover` hides what lies under a modal."""

    texts: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    boxes: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)      # wrapped text that did not fit its rect

    def cover(self, rect: pygame.Rect) -> None:
        self.texts = [(r, t) for r, t in self.texts if not r.colliderect(rect)]
        self.boxes = [(r, k) for r, k in self.boxes if not r.colliderect(rect)]


_drawn: Drawn | None = None


@contextmanager
def recording() -> Iterator[Drawn]:
    """Record every label and box drawn inside the block (the layout test's eyes)."""
    global _drawn
    _drawn = Drawn()
    try:
        yield _drawn
    finally:
        _drawn = None


def note(rect: pygame.Rect, what: str, box: str = "") -> None:
    """Record drawn text (box="") or a box of the given kind, when recording."""
    if _drawn is not None:
        (_drawn.boxes if box else _drawn.texts).append((pygame.Rect(rect), box or what))


def cover(rect: pygame.Rect) -> None:
    """A modal panel is about to hide what lies under rect."""
    if _drawn is not None:
        _drawn.cover(pygame.Rect(rect))


def draw_text(surface: pygame.Surface, content: str, pos: tuple[int, int], *, role: str = "body",
              size: int = 20, colour=theme.INK, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Blit one line of text; `anchor` is any pygame.Rect position name."""
    rendered = text_surface(role, size, content, colour)
    rect = rendered.get_rect(**{anchor: pos})
    note(rect, content)
    if shadow:
        surface.blit(text_surface(role, size, content, theme.SHADOW), rect.move(2, 2))
    surface.blit(rendered, rect)
    return rect


def clip(content: str, width: int, *, role: str = "body", size: int = 20) -> str:
    """content, cut with an ellipsis if it is wider than width at that font."""
    f = font(role, size)
    if f.size(content)[0] <= width:
        return content
    while content and f.size(content + "…")[0] > width:
        content = content[:-1]
    return content.rstrip() + "…"


def fitting(options: list[str], width: int, *, role: str = "body", size: int = 20) -> str:
    """The first of `options` (longest first: "Cass · easy bot", "Cass · easy", "Cass") that
    fits width whole, else the last cut: a name loses words before it loses letters."""
    f = font(role, size)
    return next((o for o in options if f.size(o)[0] <= width), None) or clip(options[-1], width, role=role, size=size)


def draw_wrapped(surface: pygame.Surface, content: str, rect: pygame.Rect, *, role: str = "body",
                 size: int = 18, colour=theme.INK, spacing: int = 2) -> int:
    """Wrap text into rect (clipped); returns the height used."""
    f = font(role, size)
    y = rect.top
    for paragraph in content.split("\n"):
        for line in cardart.wrap_text(paragraph, f, rect.width) or [""]:
            if y + f.get_height() > rect.bottom:
                if _drawn is not None:
                    _drawn.cut.append(content)
                return y - rect.top
            surface.blit(text_surface(role, size, line, colour), (rect.left, y))
            note(pygame.Rect(rect.left, y, f.size(line)[0], f.get_height()), line)
            y += f.get_height() + spacing
    return y - rect.top


def wrapped_size(content: str, rect: pygame.Rect, sizes: tuple[int, ...], *, role: str = "body") -> int:
    """The largest of `sizes` at which `draw_wrapped` shows all of `content` in rect, else the
    smallest: a text whose length varies keeps its room without being cut."""
    for size in sizes:
        f = font(role, size)
        lines = sum(len(cardart.wrap_text(p, f, rect.width)) or 1 for p in content.split("\n"))
        if lines * (f.get_height() + 2) - 2 <= rect.height:
            return size
    return sizes[-1]


def draw_message(surface: pygame.Surface, content: str, rect: pygame.Rect, news: bool = False) -> None:
    """Something the player must read on a paper panel that grows upwards from rect's
    bottom edge to fit it (a long folder name, or the larger type of a small window, takes
    more lines): red for a problem (why a game cannot be saved), ink for news ("Game saved")."""
    f = font("body", 17)
    lines = sum(len(cardart.wrap_text(p, f, rect.width - 24) or [""]) for p in content.split("\n"))
    height = min(rect.bottom, max(rect.height, lines * (f.get_height() + 2) + 12))
    box = pygame.Rect(rect.x, rect.bottom - height, rect.width, height)
    cardart.draw_panel(surface, box, style="paper")
    draw_wrapped(surface, content, box.inflate(-24, -12), size=17, colour=theme.INK if news else theme.RED)


def draw_tooltip(surface: pygame.Surface, content: str, pos: tuple[int, int], width: int = 320) -> None:
    f = font("body", 17)
    lines = [line for p in content.split("\n") for line in (cardart.wrap_text(p, f, width - 20) or [""])]
    h = len(lines) * (f.get_height() + 1) + 16
    w = min(width, max(f.size(line)[0] for line in lines) + 24)
    box = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    box.clamp_ip(surface.get_rect())
    cover(box)
    cardart.draw_panel(surface, box, style="paper")
    for i, line in enumerate(lines):
        at = (box.x + 12, box.y + 8 + i * (f.get_height() + 1))
        surface.blit(text_surface("body", 17, line, theme.INK), at)
        note(pygame.Rect(at, f.size(line)), line)


def pressed(event: pygame.event.Event, *keys: int) -> bool:
    """A key of `keys` (any key, given none) pressed, not a held key's repeat
    (`App._meant_here` marks those): a choice is made once per press."""
    return event.type == pygame.KEYDOWN and (not keys or event.key in keys) and not getattr(event, "repeat", False)


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    enabled: bool = True
    primary: bool = False
    tooltip: str = ""
    hotkey: int | None = None
    hover: bool = field(default=False, init=False)
    pressed: bool = field(default=False, init=False)

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was this button's (and its action ran)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.action()
                return True
        elif self.hotkey is not None and pressed(event, self.hotkey) and self.enabled:
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        state = "disabled" if not self.enabled else "pressed" if self.pressed else "hover" if self.hover else "normal"
        cardart.draw_button_face(surface, self.rect, self.label, state=state, primary=self.primary)
        note(self.rect, self.label, box="button")


def dispatch(buttons: list[Button], event: pygame.event.Event) -> bool:
    """Offer an event to each button in turn; True once one took it."""
    return any(button.handle(event) for button in list(buttons))


def button_column(labels_actions, center_x: int, top: int, width: int = 320, height: int = 54,
                  gap: int = 14) -> list[Button]:
    """Buttons stacked in a centred column, as on the menu and pause screens."""
    buttons = []
    for i, (label, action) in enumerate(labels_actions):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (center_x, top + i * (height + gap))
        buttons.append(Button(rect, label, action, primary=(i == 0)))
    return buttons
