"""Pass the laptop: a screen that hides the table between two human players. The player
who just chose may still take it back here (a simultaneous choice is open until everyone
has chosen), before the laptop changes hands."""
from __future__ import annotations

import pygame

from .. import cardart, theme
from ..assets import scaled
from ..scene import DOUBLE_CLICK, Scene
from ..widgets import Button, draw_text


class HandoffScene(Scene):
    click_guard = DOUBLE_CLICK     # a double-click's second would open the next player's hand to the one who chose

    def __init__(self, app, play, player: int, back: int | None = None) -> None:
        super().__init__(app)
        self.play, self.player = play, player
        self.name = play.game.seat_label(play.session.state, player)
        self.button = Button(pygame.Rect(490, 430, 300, 64), f"I am {self.name}", self.ready,
                             primary=True, hotkey=pygame.K_RETURN)
        self.buttons = [self.button]
        if back is not None and back != player and play.session.undo_point(back) is not None:
            self.back = back
            self.button.rect = pygame.Rect(650, 430, 270, 64)
            label = f"{play.game.seat_label(play.session.state, back)}: take back"
            self.buttons.append(Button(pygame.Rect(360, 430, 270, 64), label, self.take_back))

    def ready(self) -> None:
        self.play.take_seat(self.player)
        self.app.pop()

    def take_back(self) -> None:
        """The player who just chose takes it back and keeps the laptop."""
        self.play.take_seat(self.back)
        self.play.undo()
        self.app.pop()

    def handle(self, event) -> None:
        for button in self.buttons:
            button.handle(event)

    def draw(self, surface) -> None:
        surface.blit(scaled("table_wood", theme.LOGICAL_SIZE), (0, 0))
        panel = pygame.Rect(340, 200, 600, 330)
        cardart.draw_panel(surface, panel, style="paper")
        draw_text(surface, "Pass the laptop", (640, 260), role="title", size=48, anchor="center")
        draw_text(surface, f"to {self.name}.", (640, 320), role="bold", size=30, anchor="center")
        draw_text(surface, "Everyone else, look away from the cards.", (640, 370), role="italic",
                  size=22, anchor="center")
        for button in self.buttons:
            button.draw(surface)
