"""How to play each game: the players' page docs/players/<game>.md, rendered as Markdown
with its tables, emphasis, lists and card pictures, a scrollbar and a contents list.

The developers' page (docs/rules/<game>.md) is the fallback for a game that has no
players' page yet, so a new game is never without rules in the app."""
from __future__ import annotations

import pygame

from wildwest.core.paths import resource_path
from wildwest.games import get_game, playable_names

from .. import cardart, theme
from ..assets import font, scaled, text_px
from ..canvas import draw
from ..markdown import Page, parse
from ..scene import Scene
from ..scroll import BAR, ScrollView
from ..table import table_module
from ..widgets import Button, dispatch, draw_text

PAGE = pygame.Rect(290, 16, 970, 690)
TEXT = PAGE.inflate(-56, -40)
SIDE_X, SIDE_W = 20, 250
CONTENTS_SIZE = 17


def page_source(name: str) -> str:
    for folder in ("players", "rules"):
        try:
            return resource_path("docs", folder, f"{name}.md").read_text(encoding="utf-8")
        except OSError:
            continue
    return f"# {get_game(name).title}\n\nThe rules page of this game is missing."


def card_faces(name: str):
    """The game's card faces by id for `![..](card:id)` pictures (None for an unknown id)."""
    try:
        lookup = table_module(name).card_face
    except (ImportError, AttributeError):
        return None

    def face(card_id: str):
        try:
            return lookup(card_id)
        except KeyError:
            return None
    return face


def icon_painters(name: str):
    """The game's painter of `![..](icon:name)` pictures, or None for a game without icons."""
    try:
        return table_module(name).icon_painter
    except (ImportError, AttributeError):
        return None


def fitted(title: str, role: str, width: int) -> str:
    """A contents entry on one line: cut at a word with "..." when it is too long."""
    f = font(role, CONTENTS_SIZE)
    words = title.split()
    while len(words) > 1 and f.size(" ".join(words))[0] > width:
        words.pop()
        while len(words) > 1 and f.size(" ".join(words) + "...")[0] > width:
            words.pop()
        return " ".join(words).rstrip(",:;(") + "..."
    return " ".join(words)


class RulesScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.games = [Button(pygame.Rect(SIDE_X, 20 + i * 58, SIDE_W, 50), get_game(n).title,
                             lambda n=n: self.show(n)) for i, n in enumerate(playable_names())]
        self.back = Button(pygame.Rect(SIDE_X, 650, SIDE_W, 52), "Back", app.pop, hotkey=pygame.K_ESCAPE)
        self.view = ScrollView(TEXT)
        self.contents: list[tuple[pygame.Rect, str, int]] = []
        self.hover = (0, 0)
        self.show(game or playable_names()[0])

    def show(self, name: str) -> None:
        self.name = name
        for b in self.games:
            b.primary = b.label == get_game(name).title
        self._lay_out(0)

    def _lay_out(self, at: float) -> None:
        """Measure the page in this window's type (small windows draw small type larger),
        again after a resize, and scroll to `at` (a fraction of the page)."""
        name = self.name
        self.page = Page(parse(page_source(name)), TEXT.width - BAR - 12, card_faces(name), icon_painters(name))
        self.view.set_content(self.page.height + 20)
        self.view.scroll_to(round(at * self.view.content_h))
        self._layout_contents()
        self._scale = text_px(100)

    def _layout_contents(self) -> None:
        """The page's sections (and their subsections, when there is room) as a clickable
        list under the game buttons."""
        top = self.games[-1].rect.bottom + 44
        step = font("body", CONTENTS_SIZE).get_height() + 4
        room = (self.back.rect.top - 10 - top) // step
        heads = [a for a in self.page.anchors if a[1] in (2, 3)]
        if len(heads) > room:
            heads = [a for a in heads if a[1] == 2][:room]
        self.contents = [(pygame.Rect(SIDE_X + 16 * (level - 2), top + i * step, SIDE_W - 16 * (level - 2), step),
                          title, y) for i, (title, level, y) in enumerate(heads)]

    def jump(self, y: int) -> None:
        self.view.scroll_to(y - 6)

    def handle(self, event) -> None:
        if dispatch(self.games + [self.back], event) or self.view.handle(event) or self.view.handle_keys(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, _, y in self.contents:
                if rect.collidepoint(event.pos):
                    self.jump(y)
                    return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos

    def draw(self, surface) -> None:
        if text_px(100) != self._scale:      # the window was resized: keep the reader's place
            self._lay_out(self.view.offset / max(1, self.view.content_h))
        surface.blit(scaled("table_wood", theme.LOGICAL_SIZE), (0, 0))
        cardart.draw_panel(surface, PAGE, style="paper")
        self.page.draw(surface, (TEXT.x, TEXT.y - self.view.offset), TEXT)
        self.view.draw_bar(surface)
        for button in self.games + [self.back]:
            button.draw(surface)
        if self.contents:
            top = self.contents[0][0].top
            draw_text(surface, "Contents", (SIDE_X + 4, top - 8), role="title", size=20, colour=theme.GOLD,
                      anchor="bottomleft", shadow=True)
            current = max((i for i, (_, _, y) in enumerate(self.contents) if y - 8 <= self.view.offset),
                          default=0)
            for i, (rect, title, _) in enumerate(self.contents):
                live = rect.collidepoint(self.hover) or i == current
                if live:
                    draw.rect(surface, theme.DUSK, rect, border_radius=4)
                role = "bold" if live else "body"
                label = fitted(title, role, rect.width - 16)
                draw_text(surface, label, (rect.x + 8, rect.centery), role=role, size=CONTENTS_SIZE,
                          colour=theme.GOLD if live else theme.CREAM, anchor="midleft")
