"""The pause menu over the table: resume, rules, save and quit, concede."""
from __future__ import annotations

import pygame

from wildwest.core.saves import retire_autosave

from .. import canvas, cardart, theme
from ..app import Scene
from ..widgets import button_column, cover, dispatch, draw_text


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        self.buttons = button_column([("Resume", app.pop), ("Rules", self.rules),
                                      ("Settings", self.settings),
                                      ("Save and quit to menu", self.save_and_quit),
                                      ("Concede", self.concede)], 640, 220)

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app, self.play.game.name))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def save_and_quit(self) -> None:
        """Every move is already autosaved; leaving keeps the save for Continue."""
        from .menu import MenuScene
        self.play.close()
        self.app.replace(MenuScene(self.app, "Game saved. Continue picks it up where you left it."))

    def concede(self) -> None:
        from .menu import MenuScene
        self.play.close()
        retire_autosave()
        self.app.replace(MenuScene(self.app, "You conceded the game."))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        cover(surface.get_rect())
        canvas.veil(surface, (0, 0, 0, 150))
        cardart.draw_panel(surface, pygame.Rect(420, 120, 440, 500), style="leather")
        draw_text(surface, "Paused", (640, 170), role="title", size=44, colour=theme.GOLD,
                  anchor="center", shadow=True)
        for button in self.buttons:
            button.draw(surface)
