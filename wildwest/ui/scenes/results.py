"""The end of a game: who won, each seat's score broken down by where it came from (the
game's score_breakdown) with the rule that broke a tie, a picture of the final table (click
it to look at it full size), under it the review of the game (each seat's chance after every
move, the costliest choices a click away in the replay), play again or back to the menu."""
from __future__ import annotations

import random

import pygame

from .. import canvas, cardart, theme
from ..assets import font, scaled
from ..canvas import draw
from ..review import ReviewChart
from ..scene import DOUBLE_CLICK, Scene
from ..table import table_module
from ..widgets import Button, clip, dispatch, draw_text, draw_wrapped

PANEL = pygame.Rect(60, 20, 1160, 620)
SHEET_X, SHEET_W = 96, 756                     # the score sheet, under the summary; the notes follow it
THUMB = pygame.Rect(884, 0, 300, 212)          # the final table in miniature, beside the sheet
MARK_ROW = 26                                  # the sheet's first line: each column's seat marks
BOARD_AREA = pygame.Rect(0, 48, 952, 672)      # the part of a table scene the board fills
CHART_H = 170                                  # the review's least height under the sheet


class ResultsScene(Scene):
    click_guard = DOUBLE_CLICK     # a double-click's second on the last Continue would play again, the game's end unseen

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.result()
        self.breakdown = session.game.score_breakdown(session.state)
        self.sheet = ScoreSheet(session, self.breakdown, self.result.winners)
        humans = session.humans
        self.viewer = humans[0] if len(humans) == 1 else None     # hot-seat: everything open
        self.message = ""
        self.table = self._final_table()
        self.thumb = self._thumbnail()
        self.thumb_rect = pygame.Rect(0, 0, 0, 0)      # where draw puts it
        self.chart = ReviewChart(session.save, self.moment)
        self.buttons = [Button(pygame.Rect(250, 652, 240, 56), "Play again", self.again, primary=True,
                               hotkey=pygame.K_RETURN),
                        Button(pygame.Rect(520, 652, 240, 56), "Menu", self.menu, hotkey=pygame.K_ESCAPE),
                        Button(pygame.Rect(790, 652, 240, 56), "Replay", self.watch, hotkey=pygame.K_r,
                               tooltip="Step through this game move by move (R)")]

    def watch(self) -> None:
        self.app.push("replay", self.session.save)

    def moment(self, move: int, mark) -> None:
        """A mark clicked: the replay at that choice, the review beside it."""
        self.app.push("replay", self.session.save, at=move, review=True, mark=mark)

    def close(self) -> None:
        self.chart.close()

    def update(self, dt: float) -> None:
        self.chart.update()

    def wants_frames(self) -> bool:
        return self.chart.changed()

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
        if self.chart.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.thumb_rect.collidepoint(event.pos):
            self.watch()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        cardart.draw_panel(surface, PANEL, style="paper", title=self.session.game.title)
        draw_text(surface, self._headline(), (640, 72), role="title", size=40, anchor="center")
        summary = font("italic", 20).get_linesize()
        top = 98 + draw_wrapped(surface, self.result.summary, pygame.Rect(100, 98, 1080, 2 * summary),
                                role="italic", size=20)
        bottom = self.sheet.draw(surface, pygame.Rect(SHEET_X, top + 14, SHEET_W, 0))
        self._draw_final_table(surface, top + 22)
        deal, beside = self._deal_notes(0)
        # Under the sheet, beside the final table's column while they fit; else across the panel.
        room = PANEL.bottom - 22 - bottom
        width = SHEET_W if bottom + 10 < beside or self._notes_height(SHEET_W) <= room else PANEL.right - 36 - SHEET_X
        below = bottom + 10 + self._draw_notes(surface, pygame.Rect(SHEET_X, bottom + 10, width, room))
        chart = self._chart_rect(below + 8, beside, width)
        if chart is None and width <= SHEET_W:          # the column's notes give way to the review
            deal, beside = self._deal_notes(ReviewChart.least_height())
            chart = self._chart_rect(below + 8, beside, width)
        y = self.thumb_rect.bottom + 6
        for note in deal:
            y += draw_wrapped(surface, note, pygame.Rect(THUMB.left, y, THUMB.width, PANEL.bottom - 12 - y),
                              role="italic", size=15) + 14
        self.chart.draw(surface, chart)
        for button in self.buttons:
            button.draw(surface)
        self.chart.draw_overlay(surface)

    def _headline(self) -> str:
        """Who won, from the humans' side; a team's loss to the game (Result.together with
        no winners) is a loss, not a draw."""
        humans, winners = self.session.humans, self.result.winners
        if humans and any(h in winners for h in humans):
            return "Victory!" if len(humans) == 1 else "We have a winner!"
        if not winners and self.result.together:
            if not humans:
                return "Everyone lost"
            return "You lost together" if len(self.session.save.seats) > 1 else "Bit the dust"
        if not winners:
            return "A draw"
        return "Bit the dust" if len(humans) == 1 else "Game over"

    def _draw_notes(self, surface, rect: pygame.Rect) -> int:
        """Under the score sheet, in words: the rule that broke a tie, then how the game
        ended (a team game: the team's total against its target). Returns the height used."""
        top = rect.top
        for note in (self.breakdown.tie_rule, self.breakdown.ending):
            if note:
                used = draw_wrapped(surface, note, rect, role="italic", size=18) + 6
                rect = pygame.Rect(rect.left, rect.top + used, rect.width, rect.height - used)
        return rect.top - top

    def _notes_height(self, width: int) -> int:
        """The height `_draw_notes` takes at `width`."""
        f = font("italic", 18)
        return sum(len(cardart.wrap_text(note, f, width)) * (f.get_height() + 2) + 6
                   for note in (self.breakdown.tie_rule, self.breakdown.ending) if note)

    @staticmethod
    def _chart_rect(below: int, beside: int, width: int) -> pygame.Rect | None:
        """The review under the notes where the sheet leaves room enough, else in the final
        table's column under its notes; None when a sheet as long as the panel leaves no
        room (the replay shows it)."""
        room, least = PANEL.bottom - 16 - below, ReviewChart.least_height()
        if room >= max(CHART_H, least) or width > SHEET_W and room >= least:
            return pygame.Rect(SHEET_X, below, width, room)
        if width > SHEET_W or PANEL.bottom - 16 - beside < least:
            return None
        return pygame.Rect(THUMB.left, beside, THUMB.width, PANEL.bottom - 16 - beside)

    def _draw_final_table(self, surface, top: int) -> None:
        """Beside the sheet: the final table in miniature (its notes follow, _deal_notes)."""
        self.thumb_rect = self.thumb.get_rect(midtop=(THUMB.centerx, top))
        surface.blit(self.thumb, self.thumb_rect)
        draw.rect(surface, theme.INK, self.thumb_rect, 2)

    def _deal_notes(self, keep: int) -> tuple[list[str], int]:
        """The notes under the final table (how to see it, how to play this deal again) that
        fit whole and leave `keep` pixels above the panel's foot; and where they end."""
        f = font("italic", 15)
        y, notes = self.thumb_rect.bottom + 6, []
        for note in ("The final table: see it full size in the replay",
                     f"{self.session.game.title}, deal {self.session.save.seed}: type it on the New Game screen "
                     "to play the same deal"):
            height = len(cardart.wrap_text(note, f, THUMB.width)) * (f.get_height() + 2) + 14
            if y + height + keep > PANEL.bottom - 12:
                break
            notes.append(note)
            y += height
        return notes, y


class ScoreSheet:
    """The score breakdown as a score pad: a column per seat (a team that scores as one
    shares a column), a row per source in the game's reading order, then the totals; the
    winners' columns are starred and lit."""

    def __init__(self, session, breakdown, winners) -> None:
        self.session, self.breakdown, self.winners = session, breakdown, winners
        grouped = {seat for _, seats in breakdown.teams for seat in seats}
        columns = [(name, seats) for name, seats in breakdown.teams]
        columns += [(session.game.seat_label(session.state, seat), (seat,))
                    for seat in range(len(session.seats)) if seat not in grouped]
        self.columns = sorted(columns, key=lambda column: column[1][0])
        self.sources = list(dict.fromkeys(row.source for _, seats in self.columns
                                          for row in breakdown.seat_rows(seats[0])))

    def who(self, seats: tuple[int, ...]) -> str:
        """Who played a column: "you", "easy bot", or for a team "you and 2 bots"."""
        humans, kinds = self.session.humans, [self.session.seats[s] for s in seats]
        if len(seats) == 1:
            if kinds[0] == "human":
                return "you" if len(humans) == 1 else "human"
            return f"{kinds[0]} bot"
        people = sum(kind == "human" for kind in kinds)
        bots = len(kinds) - people
        parts = ["you" if people == 1 and len(humans) == 1 else plural(people, "player")] if people else []
        return " and ".join(parts + ([plural(bots, "bot")] if bots else []))

    def draw(self, surface, area: pygame.Rect) -> int:
        """Draw the sheet from `area`'s top left within its width; returns its bottom."""
        labels = self.breakdown.labels
        measure = font("bold", 18)
        label_w = min(area.width // 3, max(measure.size(text)[0] for text in self.sources + list(labels)) + 16)
        col_w = min(170, (area.width - label_w) // len(self.columns))
        xs = [area.left + label_w + col_w * i + col_w // 2 for i in range(len(self.columns))]
        row_h = max(font("body", 18).get_linesize(), font("slab", 20).get_linesize()) + 2
        y = self._heads(surface, area.top, xs, col_w, row_h * (len(self.sources) + len(labels)) + 14)
        right = area.left + label_w + col_w * len(xs)
        draw.line(surface, theme.INK, (area.left, y + 4), (right, y + 4), 1)
        y += 8
        widths = (area.left, label_w, col_w)
        for source in self.sources:
            self._row(surface, source, [self._cell(seats[0], source) for _, seats in self.columns],
                      y + row_h // 2, widths, xs, "body")
            y += row_h
        draw.line(surface, theme.INK, (area.left, y + 3), (right, y + 3), 2)
        y += 6
        totals = [self.breakdown.total(seats[0]) for _, seats in self.columns]
        said = [dict(self.breakdown.total_texts).get(seats[0]) for _, seats in self.columns]
        for i, label in enumerate(labels):
            cells = [words or number(total[i] if isinstance(total, tuple) else total)
                     for total, words in zip(totals, said)]
            self._row(surface, label, cells, y + row_h // 2, widths, xs, "bold")
            y += row_h
        return y

    def _heads(self, surface, top: int, xs: list[int], col_w: int, below: int) -> int:
        """Each column's head: the seat marks (the winner's star first), the name on up to
        two lines, who played it; a winner's column lit down to `below` under the heads.
        Returns the bottom of the heads."""
        measure = font("bold", 18)
        names = [cardart.wrap_text(name, measure, col_w - 8)[:2] for name, _ in self.columns]
        who_y = top + MARK_ROW + measure.get_linesize() * max(len(lines) for lines in names)
        bottom = who_y + font("italic", 15).get_linesize()
        for (_, seats), lines, x in zip(self.columns, names, xs):
            won = any(seat in self.winners for seat in seats)
            if won:
                canvas.veil(surface, (*theme.GOLD, 70), pygame.Rect(x - col_w // 2 + 2, top, col_w - 4,
                                                                    bottom + below - top))
            self._marks(surface, seats, won, x, top, col_w)
            y = top + MARK_ROW
            for line in lines:
                y = draw_text(surface, clip(line, col_w - 8, role="bold", size=18), (x, y), role="bold", size=18,
                              anchor="midtop").bottom
            draw_text(surface, clip(self.who(seats), col_w - 8, role="italic", size=15), (x, who_y),
                      role="italic", size=15, anchor="midtop")
        return bottom

    def _marks(self, surface, seats, won: bool, x: int, top: int, width: int) -> None:
        """The column's seat marks, centred on x, the winner's star before them."""
        size = min(MARK_ROW - 4, (width - 8) // (len(seats) + won))
        left = x - size * (len(seats) + won) // 2
        if won:
            cardart.draw_icon(surface, "icon_star", (left + size // 2, top + size // 2), size)
            left += size
        for i, seat in enumerate(seats):
            cardart.draw_seat_mark(surface, seat, pygame.Rect(left + size * i + 1, top + 1, size - 2, size - 2))

    def _cell(self, seat: int, source: str) -> str:
        row = next((row for row in self.breakdown.seat_rows(seat) if row.source == source), None)
        return "" if row is None else row.text or number(row.points)

    def _row(self, surface, label, cells, middle, widths, xs, role) -> None:
        """One line of the sheet: its label, then a cell per column, centred on `middle`."""
        left, label_w, col_w = widths
        draw_text(surface, clip(label, label_w - 8, role=role, size=18), (left, middle), role=role, size=18,
                  anchor="midleft")
        for cell, x in zip(cells, xs):
            if cell:
                draw_text(surface, clip(cell, col_w - 8, role="slab", size=20), (x, middle), role="slab", size=20,
                          anchor="center")


def number(points) -> str:
    """Points as the sheet writes them: 1,250; a tuple score's parts side by side."""
    return " · ".join(map(number, points)) if isinstance(points, tuple) else f"{points:,}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"
