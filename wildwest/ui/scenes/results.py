"""The end of a game: who won, the scores, play again or back to the menu."""
from __future__ import annotations

import random

import pygame

from .. import cardart, theme
from ..app import Scene
from ..assets import scaled
from ..widgets import Button, dispatch, draw_text, draw_wrapped


class ResultsScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.result()
        self.buttons = [Button(pygame.Rect(250, 600, 240, 60), "Play again", self.again, primary=True,
                               hotkey=pygame.K_RETURN),
                        Button(pygame.Rect(520, 600, 240, 60), "Menu", self.menu, hotkey=pygame.K_ESCAPE),
                        Button(pygame.Rect(790, 600, 240, 60), "Replay", self.watch, hotkey=pygame.K_r,
                               tooltip="Step through this game move by move (R)")]

    def watch(self) -> None:
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, self.session.save))

    def again(self) -> None:
        from .play import PlayScene
        save = self.session.save
        seed = random.SystemRandom().randrange(2**31)
        self.app.replace(PlayScene.start(self.app, save.game, save.config, seed, list(save.seats)))

    def menu(self) -> None:
        from .menu import MenuScene
        self.app.replace(MenuScene(self.app))

    def handle(self, event) -> None:
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        panel = pygame.Rect(240, 80, 800, 490)
        cardart.draw_panel(surface, panel, style="paper", title=self.session.game.title)
        humans = self.session.humans
        winners = self.result.winners
        if humans and any(h in winners for h in humans):
            headline = "Victory!" if len(humans) == 1 else "We have a winner!"
        elif humans and len(humans) == 1:
            headline = "Bit the dust"
        else:
            headline = "Game over"
        draw_text(surface, headline, (640, 160), role="title", size=56, anchor="center")
        draw_wrapped(surface, self.result.summary, pygame.Rect(300, 210, 680, 60), role="italic", size=24)
        game, state = self.session.game, self.session.state
        for i, score in enumerate(self.result.scores):
            y = 300 + i * 46
            name = game.seat_label(state, i)
            seat = self.session.seats[i]
            who = "human" if seat == "human" else f"bot ({seat})"
            cardart.draw_seat_mark(surface, i, pygame.Rect(318, y + 2, 24, 24))
            draw_text(surface, f"{name}  ({who})", (350, y), role="bold", size=24)
            shown = score if isinstance(score, (int, float, str)) else self._score_text(score)
            draw_text(surface, str(shown), (960, y), role="slab", size=24, anchor="topright")
            if i in winners:
                cardart.draw_icon(surface, "icon_star", (300, y + 14), 26)
        draw_text(surface, f"{game.title}, deal {self.session.save.seed}: type it on the New Game screen "
                  "to play the same deal", (640, 548), role="italic", size=18, anchor="center")
        for button in self.buttons:
            button.draw(surface)

    def _score_text(self, score) -> str:
        labels = getattr(self.session.game, "score_labels", ())
        if labels and len(labels) == len(score):
            return ",  ".join(f"{v} {label}" for v, label in zip(score, labels))
        return " / ".join(map(str, score))
