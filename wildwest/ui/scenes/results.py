"""The end of a game: who won, the scores under their headings, a picture of the final
table (click it to look at it full size), play again or back to the menu."""
from __future__ import annotations

import random

import pygame

from .. import canvas, cardart, theme
from ..scene import Scene
from ..table import table_module
from ..assets import scaled
from ..widgets import Button, dispatch, draw_text, draw_wrapped
from ..canvas import draw

PANEL = pygame.Rect(120, 70, 1040, 510)
THUMB = pygame.Rect(790, 250, 340, 240)        # the final table in miniature
BOARD_AREA = pygame.Rect(0, 48, 952, 672)      # the part of a table scene the board fills


class ResultsScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.result()
        humans = session.humans
        self.viewer = humans[0] if len(humans) == 1 else None     # hot-seat: everything open
        self.message = ""
        self.table = self._final_table()
        self.thumb = self._thumbnail()
        self.buttons = [Button(pygame.Rect(250, 600, 240, 60), "Play again", self.again, primary=True,
                               hotkey=pygame.K_RETURN),
                        Button(pygame.Rect(520, 600, 240, 60), "Menu", self.menu, hotkey=pygame.K_ESCAPE),
                        Button(pygame.Rect(790, 600, 240, 60), "Replay", self.watch, hotkey=pygame.K_r,
                               tooltip="Step through this game move by move (R)")]

    def watch(self) -> None:
        self.app.push("replay", self.session.save)

    def again(self) -> None:
        save = self.session.save
        seed = random.SystemRandom().randrange(2**31)
        self.app.replace("play", save.game, save.config, seed, list(save.seats))

    def menu(self) -> None:
        self.app.replace("menu")

    def _final_table(self):
        return table_module(self.session.game.name).TABLE(self)

    def _thumbnail(self) -> pygame.Surface:
        """The final board drawn once by the game's own table, shrunk to THUMB."""
        board = canvas.match(None, self.app.surface)      # drawn at the window's resolution
        board.blit(scaled("felt", theme.LOGICAL_SIZE), (0, 0))
        self.table.draw(board, self.session.view(self.viewer), None)
        k = canvas.scale_of(board)
        area = board.subsurface(BOARD_AREA)
        scale = min(THUMB.width / area.get_width(), THUMB.height / area.get_height())
        size = (round(area.get_width() * scale * k), round(area.get_height() * scale * k))
        thumb = pygame.transform.smoothscale(area, size)
        return thumb if k == 1 else canvas.Crisp(thumb, k)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and THUMB.collidepoint(event.pos):
            self.watch()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        cardart.draw_panel(surface, PANEL, style="paper", title=self.session.game.title)
        humans = self.session.humans
        winners = self.result.winners
        if humans and any(h in winners for h in humans):
            headline = "Victory!" if len(humans) == 1 else "We have a winner!"
        elif humans and len(humans) == 1:
            headline = "Bit the dust"
        else:
            headline = "Game over"
        draw_text(surface, headline, (640, 140), role="title", size=52, anchor="center")
        draw_wrapped(surface, self.result.summary, pygame.Rect(170, 182, 940, 56), role="italic", size=22)
        self._draw_scores(surface)
        thumb = self.thumb.get_rect(midtop=THUMB.midtop)
        surface.blit(self.thumb, thumb)
        draw.rect(surface, theme.INK, thumb, 2)
        draw_text(surface, "The final table: see it full size in the replay", (thumb.centerx, thumb.bottom + 6),
                  role="italic", size=15, anchor="midtop")
        draw_text(surface, f"{self.session.game.title}, deal {self.session.save.seed}: type it on the New Game "
                  "screen to play the same deal", (640, 548), role="italic", size=18, anchor="center")
        for button in self.buttons:
            button.draw(surface)

    def _draw_scores(self, surface) -> None:
        """One row per seat under headings: winner's star, mark, name and who played it,
        then each number in the column its heading names."""
        game, state = self.session.game, self.session.state
        labels = tuple(getattr(self.table, "score_labels", ()))
        columns = [560 + 130 * i for i in range(max(1, len(labels)))]
        top = 262
        draw_text(surface, "Player", (204, top), role="italic", size=18, anchor="midleft")
        for label, x in zip(labels or ("Score",), columns):
            draw_text(surface, label, (x, top), role="italic", size=18, anchor="center")
        for i, score in enumerate(self.result.scores):
            y = top + 36 + i * 40
            kind = self.session.seats[i]
            who = ("you" if len(self.session.humans) == 1 else "human") if kind == "human" else f"{kind} bot"
            if i in self.result.winners:
                cardart.draw_icon(surface, "icon_star", (152, y), 24)
            cardart.draw_seat_mark(surface, i, pygame.Rect(170, y - 12, 24, 24))
            draw_text(surface, f"{game.seat_label(state, i)} · {who}", (204, y), role="bold", size=22,
                      anchor="midleft")
            values = score if isinstance(score, (tuple, list)) else (score,)
            for value, x in zip(values, columns):
                draw_text(surface, str(value), (x, y), role="slab", size=22, anchor="center")
