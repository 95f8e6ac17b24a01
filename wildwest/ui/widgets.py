"""Small widgets shared by every scene: buttons, text, tooltips."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from . import cardart, theme
from .assets import font, text as text_surface


def draw_text(surface: pygame.Surface, content: str, pos: tuple[int, int], *, role: str = "body",
              size: int = 20, colour=theme.INK, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Blit one line of text; `anchor` is any pygame.Rect position name."""
    rendered = text_surface(role, size, content, colour)
    rect = rendered.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(text_surface(role, size, content, theme.SHADOW), rect.move(2, 2))
    surface.blit(rendered, rect)
    return rect


def draw_wrapped(surface: pygame.Surface, content: str, rect: pygame.Rect, *, role: str = "body",
                 size: int = 18, colour=theme.INK, spacing: int = 2) -> int:
    """Wrap text into rect (clipped); returns the height used."""
    f = font(role, size)
    y = rect.top
    for paragraph in content.split("\n"):
        for line in cardart.wrap_text(paragraph, f, rect.width) or [""]:
            if y + f.get_height() > rect.bottom:
                return y - rect.top
            surface.blit(text_surface(role, size, line, colour), (rect.left, y))
            y += f.get_height() + spacing
    return y - rect.top


def draw_tooltip(surface: pygame.Surface, content: str, pos: tuple[int, int], width: int = 320) -> None:
    f = font("body", 17)
    lines = [l for p in content.split("\n") for l in (cardart.wrap_text(p, f, width - 20) or [""])]
    h = len(lines) * (f.get_height() + 1) + 16
    w = min(width, max(f.size(l)[0] for l in lines) + 24)
    box = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    box.clamp_ip(surface.get_rect())
    cardart.draw_panel(surface, box, style="paper")
    for i, line in enumerate(lines):
        surface.blit(text_surface("body", 17, line, theme.INK), (box.x + 12, box.y + 8 + i * (f.get_height() + 1)))


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
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey and self.enabled:
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        state = "disabled" if not self.enabled else "pressed" if self.pressed else "hover" if self.hover else "normal"
        cardart.draw_button_face(surface, self.rect, self.label, state=state, primary=self.primary)


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
