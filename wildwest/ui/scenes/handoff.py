"""Pass the laptop: a screen that hides the table between two human players."""
from __future__ import annotations

import pygame

from .. import cardart, theme
from ..app import Scene
from ..assets import scaled
from ..widgets import Button, draw_text


class HandoffScene(Scene):
    def __init__(self, app, play, player: int) -> None:
        super().__init__(app)
        self.play, self.player = play, player
        self.name = play.game.seat_label(play.session.state, player)
        self.button = Button(pygame.Rect(490, 430, 300, 64), f"I am {self.name}", self.ready,
                             primary=True, hotkey=pygame.K_RETURN)

    def ready(self) -> None:
        self.play.take_seat(self.player)
        self.app.pop()

    def handle(self, event) -> None:
        self.button.handle(event)

    def draw(self, surface) -> None:
        surface.blit(scaled("table_wood", theme.LOGICAL_SIZE), (0, 0))
        panel = pygame.Rect(340, 200, 600, 330)
        cardart.draw_panel(surface, panel, style="paper")
        draw_text(surface, "Pass the laptop", (640, 260), role="title", size=48, anchor="center")
        draw_text(surface, f"to {self.name}.", (640, 320), role="bold", size=30, anchor="center")
        draw_text(surface, "Everyone else, look away from the cards.", (640, 370), role="italic",
                  size=22, anchor="center")
        self.button.draw(surface)
