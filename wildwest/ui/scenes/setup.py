"""New game: choose the game, the players at each seat and the game's options."""
from __future__ import annotations

import random

import pygame

from wildwest.core.saves import SEAT_KINDS
from wildwest.games import playable_names, get_game

from .. import cardart, theme
from ..app import Scene
from ..assets import scaled
from ..widgets import Button, dispatch, draw_text, draw_tooltip, draw_wrapped

SEAT_LABELS = {"human": "Human", "random": "Bot: random", "easy": "Bot: easy", "hard": "Bot: hard"}


class SetupScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.game_name = game or playable_names()[0]
        self.players = 0
        self.seats: list[str] = []
        self.options: dict = {}
        self._choose(self.game_name)

    def _choose(self, name: str) -> None:
        game = get_game(name)
        self.game_name = name
        self.players = max(game.min_players, min(game.max_players, self.players or game.min_players))
        self.options = {c.key: c.default for c in game.options}
        self._fit_seats()

    def _fit_seats(self) -> None:
        seats = self.seats[: self.players]
        while len(seats) < self.players:
            seats.append("human" if not seats else "easy")
        self.seats = seats
        self._layout()

    def _layout(self) -> None:
        game = get_game(self.game_name)
        self.buttons: list[Button] = []
        for i, name in enumerate(playable_names()):
            rect = pygame.Rect(60, 150 + i * 86, 360, 72)
            b = Button(rect, get_game(name).title, lambda n=name: self._choose(n),
                       primary=(name == self.game_name), tooltip=get_game(name).blurb)
            self.buttons.append(b)
        x, y = 500, 190
        if game.max_players > game.min_players:
            self.buttons.append(Button(pygame.Rect(x + 250, y, 48, 44), "-", lambda: self._players(-1),
                                       enabled=self.players > game.min_players))
            self.buttons.append(Button(pygame.Rect(x + 370, y, 48, 44), "+", lambda: self._players(1),
                                       enabled=self.players < game.max_players))
        names = game.seat_names(game.configure({**self.options, "players": self.players}))
        self.seat_rows = []
        for i in range(self.players):
            row_y = y + 64 + i * 56
            self.seat_rows.append((names[i], row_y))
            self.buttons.append(Button(pygame.Rect(x + 250, row_y - 4, 260, 46), SEAT_LABELS[self.seats[i]],
                                       lambda i=i: self._cycle_seat(i), tooltip="Click to change who sits here"))
        self.option_rows = []
        oy = y + 84 + self.players * 56
        for j, choice in enumerate(game.options):
            row_y = oy + j * 56
            self.option_rows.append((choice.label, row_y))
            self.buttons.append(Button(pygame.Rect(x + 250, row_y - 4, 460, 46),
                                       choice.label_of(self.options[choice.key]),
                                       lambda c=choice: self._cycle_option(c)))
        self.buttons.append(Button(pygame.Rect(980, 630, 240, 60), "Start", self.start, primary=True,
                                   hotkey=pygame.K_RETURN))
        self.buttons.append(Button(pygame.Rect(700, 630, 240, 60), "Back", self.app.pop))

    def _players(self, delta: int) -> None:
        self.players += delta
        self._fit_seats()

    def _cycle_seat(self, i: int) -> None:
        kinds = list(SEAT_KINDS)
        self.seats[i] = kinds[(kinds.index(self.seats[i]) + 1) % len(kinds)]
        self._layout()

    def _cycle_option(self, choice) -> None:
        values = list(choice.values)
        self.options[choice.key] = values[(values.index(self.options[choice.key]) + 1) % len(values)]
        self._layout()

    def start(self) -> None:
        from .play import PlayScene
        config = {**self.options, "players": self.players}
        seed = random.SystemRandom().randrange(2**31)
        self.app.replace(PlayScene.start(self.app, self.game_name, config, seed, list(self.seats)))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "New Game", (640, 70), role="title", size=54, colour=theme.GOLD,
                  anchor="center", shadow=True)
        game = get_game(self.game_name)
        panel = pygame.Rect(470, 130, 770, 480)
        cardart.draw_panel(surface, panel, style="paper", title=game.title)
        x = 500
        draw_wrapped(surface, game.blurb, pygame.Rect(x, 150, 710, 40), role="italic", size=19)
        draw_text(surface, "Players", (x, 200), role="bold", size=22)
        if game.max_players > game.min_players:
            draw_text(surface, str(self.players), (x + 334, 212), role="title", size=26, anchor="center")
        else:
            draw_text(surface, f"{self.players}", (x + 250, 200), role="title", size=24)
        for name, y in self.seat_rows:
            draw_text(surface, name, (x, y + 6), role="bold", size=22)
        for label, y in self.option_rows:
            draw_text(surface, label, (x, y + 6), role="bold", size=22)
        for button in self.buttons:
            button.draw(surface)
        hovered = next((b for b in self.buttons if b.hover and b.tooltip), None)
        if hovered:
            draw_tooltip(surface, hovered.tooltip, hovered.rect.midright)
