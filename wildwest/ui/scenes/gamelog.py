"""The whole game's log on one full-screen page, as the reader may see it (L or "All").

The game waits underneath while it is open (only the top scene updates)."""
from __future__ import annotations

import pygame

from .. import cardart, theme
from ..assets import scaled
from ..log import LogPanel, deal_line, log_rows
from ..scene import Scene
from ..widgets import Button, dispatch, draw_text

PAGE = pygame.Rect(120, 70, 1040, 560)


class LogScene(Scene):
    def __init__(self, app, session, reader: int | None, held: tuple = ()) -> None:
        """`held`: the events the table has not shown yet (its `log_held()`); the game waits
        underneath, so they stay held while this page is open."""
        super().__init__(app)
        self.session = session
        self.panel = LogPanel(PAGE.inflate(-48, -40), size=19)
        self.panel.set_rows(None, lambda: log_rows(session, reader, held))
        self.title = deal_line(session)
        self.buttons = [Button(pygame.Rect(1000, 648, 160, 52), "Back", app.pop, hotkey=pygame.K_ESCAPE,
                               tooltip="Back to the table (L)")]

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.app.pop()
            return
        if dispatch(self.buttons, event):
            return
        self.panel.handle(event) or self.panel.view.handle_keys(event)

    def draw(self, surface) -> None:
        surface.blit(scaled("table_wood", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "Game log", (640, 34), role="title", size=34, colour=theme.GOLD, anchor="center",
                  shadow=True)
        cardart.draw_panel(surface, PAGE, style="paper")
        self.panel.draw(surface)
        draw_text(surface, "Wheel, drag or the bar to scroll; Home and End jump.  " + self.title,
                  (120, 674), role="italic", size=18, colour=theme.CREAM, anchor="midleft")
        for button in self.buttons:
            button.draw(surface)
