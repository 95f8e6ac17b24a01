"""The rules of each game, read from docs/rules/<game>.md and shown on a scrollable page."""
from __future__ import annotations

import re

import pygame

from wildwest.core.paths import resource_path
from wildwest.games import playable_names, get_game

from .. import cardart, theme
from ..app import Scene
from ..assets import font, scaled, text
from ..widgets import Button, dispatch, draw_text

PAGE = pygame.Rect(200, 70, 1040, 600)
STYLES = {"h1": ("title", 30), "h2": ("title", 24), "h3": ("bold", 21), "p": ("body", 19),
          "li": ("body", 19), "code": ("slab", 16)}


def markdown_lines(source: str, width: int) -> list[tuple[str, str]]:
    """(style, line) pairs: headings, bullets and paragraphs wrapped to `width` pixels.
    Only the plain Markdown the rules docs use; emphasis marks are dropped."""
    out: list[tuple[str, str]] = []
    for raw in source.splitlines():
        line = re.sub(r"[*_`]", "", raw.rstrip())
        if not line.strip():
            out.append(("p", ""))
            continue
        style, body, indent = "p", line.strip(), ""
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            style, body = f"h{min(level, 3)}", line.lstrip("#").strip()
        elif body.startswith(("- ", "* ")) or re.match(r"\d+\. ", body):
            style, indent = "li", "   "
            body = "•  " + body.split(" ", 1)[1] if body[0] in "-*" else body
        elif body.startswith("|"):
            style, body = "code", body
        role, size = STYLES[style]
        for i, wrapped in enumerate(cardart.wrap_text(body, font(role, size), width - 30) or [""]):
            out.append((style, (indent if i else "") + wrapped))
    return out


class RulesScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.buttons = [Button(pygame.Rect(30, 90 + i * 70, 150, 56), get_game(n).title,
                               lambda n=n: self.show(n)) for i, n in enumerate(playable_names())]
        self.buttons.append(Button(pygame.Rect(30, 630, 150, 56), "Back", app.pop, hotkey=pygame.K_ESCAPE))
        self.show(game or playable_names()[0])

    def show(self, name: str) -> None:
        self.name = name
        for b in self.buttons:
            b.primary = b.label == get_game(name).title
        path = resource_path("docs", "rules", f"{name}.md")
        try:
            source = path.read_text(encoding="utf-8")
        except OSError:
            source = f"# {get_game(name).title}\n\nThe rules file {path.name} is missing."
        self.lines = markdown_lines(source, PAGE.width - 40)
        self.scroll = 0

    def handle(self, event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 60
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll += 60 if event.key == pygame.K_DOWN else 400
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll -= 60 if event.key == pygame.K_UP else 400
        total = sum(font(*STYLES[s]).get_height() + 4 for s, _ in self.lines)
        self.scroll = max(0, min(self.scroll, total - PAGE.height + 60))

    def draw(self, surface) -> None:
        surface.blit(scaled("table_wood", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "Rules", (105, 40), role="title", size=36, colour=theme.GOLD, anchor="center",
                  shadow=True)
        cardart.draw_panel(surface, PAGE, style="paper")
        clip = surface.get_clip()
        surface.set_clip(PAGE.inflate(-20, -20))
        y = PAGE.top + 20 - self.scroll
        for style, line in self.lines:
            role, size = STYLES[style]
            h = font(role, size).get_height() + 4
            if PAGE.top - h < y < PAGE.bottom and line:
                surface.blit(text(role, size, line, theme.INK), (PAGE.left + 30, y))
            y += h
        surface.set_clip(clip)
        for button in self.buttons:
            button.draw(surface)
