"""Learn to play: the games that have a guided first game (data/<game>/tutorial.yaml, and
tutorial-<part>.yaml for a further part), each started afresh or resumed where it was left."""
from __future__ import annotations

import pygame

from wildwest.core import tutorial
from wildwest.core.data import DataError
from wildwest.games import get_game, playable_names

from .. import cardart, theme
from ..assets import scaled
from ..coach import open_tutorial
from ..scene import Scene
from ..widgets import Button, dispatch, draw_message, draw_text, draw_tooltip

ROW_W, ROW_H, ROW_STEP = 600, 52, 62     # the largest rows; closer when many must fit the panel
AGAIN_W = 164                            # "Start over", beside a lesson that can be resumed
PANEL = pygame.Rect(300, 180, 680, 420)


class LearnScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.buttons: list[Button] = []
        self.count = 0
        y = PANEL.y + 40
        listed = [(game, part) for game in playable_names() for part in tutorial.parts(game)]
        step = min(ROW_STEP, (PANEL.bottom - 16 - y) // max(1, len(listed)))
        high = min(ROW_H, step - 8)
        for name, part in listed:
            try:
                lesson = tutorial.load_tutorial(get_game(name), part=part)
            except DataError as err:
                self.message = f"The {name} tutorial cannot be used: {err}"
                continue
            resumable = tutorial.can_resume(name, part)
            label = f"{'Resume: ' if resumable else ''}{lesson.title} ({lesson.minutes} minutes)"
            width = ROW_W - (AGAIN_W + 16 if resumable else 0)
            self.buttons.append(Button(pygame.Rect(PANEL.x + 40, y, width, high), label,
                                       lambda n=name, p=part: self._open(n, part=p), primary=True,
                                       tooltip="A real game on a fixed deal, one rule at a time"))
            if resumable:
                self.buttons.append(Button(pygame.Rect(PANEL.x + 40 + width + 16, y, AGAIN_W, high), "Start over",
                                           lambda n=name, p=part: self._open(n, afresh=True, part=p)))
            self.count += 1
            y += step
        self.buttons.append(Button(pygame.Rect(1000, 630, 240, 60), "Back", app.pop, hotkey=pygame.K_ESCAPE))

    def _open(self, name: str, afresh: bool = False, part: str = "") -> None:
        self.message = open_tutorial(self.app, name, afresh, part)

    def handle(self, event) -> None:
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "Learn to play", (640, 110), role="title", size=60, colour=theme.GOLD,
                  anchor="center", shadow=True)
        inner = cardart.draw_panel(surface, PANEL, style="paper", title="A guided first game")
        if not self.count:
            draw_text(surface, "No game has a tutorial yet.", inner.center, role="italic", size=20, anchor="center")
        for button in self.buttons:
            button.draw(surface)
        hovered = next((b for b in self.buttons if b.hover and b.tooltip), None)
        if hovered:
            draw_tooltip(surface, hovered.tooltip, (hovered.rect.x - 16, hovered.rect.bottom - 12))
        if self.message:
            draw_message(surface, self.message, pygame.Rect(190, 630, 780, 76))
