"""The review chart: each seat's chance to win after every move of a finished game, as
core/review.py computes it on a daemon thread, with a progress bar while it works, and
the reviewed seat's costliest choices numbered on its line, each a click away from that
moment. The results screen and the replay viewer share one review of the same game
(`Background`); the last of them to leave cancels it, so a player can leave at any time."""
from __future__ import annotations

import json
import threading
from collections.abc import Callable

import pygame

from wildwest.core.review import Mark, Review, percent, trend
from wildwest.core.saves import SaveData, SaveError

from . import cardart, theme
from .assets import font
from .canvas import draw
from .widgets import clip, draw_text, draw_tooltip, fitting

# Each seat's chance comes from its own view, so the lines need not add up to 100 %: the
# title says so, in fewer words where the chart is narrow (the replay's side panel).
TITLES = ["Chance to win, move by move, as each player saw it", "Chance to win, as each saw it"]
PLOT_MIN = 80           # the least height of the plot itself: its 0/50/100% labels stay apart


class Background:
    """One game's review running on a daemon thread, shared by the scenes showing it."""

    def __init__(self, key: str, save: SaveData) -> None:
        self.key, self.save = key, save
        self.review: Review | None = None
        self.error = ""
        self.users = 0
        self.thread: threading.Thread | None = None
        self.cancelled = False

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()

    def _run(self) -> None:
        try:
            review = Review(self.save)      # the plan replays the game: on this thread too
            self.review = review
            if self.cancelled:
                review.cancel()
            review.run()
        except SaveError as err:
            self.error = str(err)
        except Exception as err:  # noqa: BLE001 - a search bug must not take the screen down
            self.error = f"The review stopped: {type(err).__name__}: {err}"

    @property
    def finished(self) -> bool:
        return self.review is not None and self.review.finished

    @property
    def progress(self) -> float:
        review = self.review
        return review.done / review.total if review is not None and review.total else 0.0

    def wait(self, timeout: float | None = None) -> None:
        """Until the review is done (tests)."""
        self.start()
        self.thread.join(timeout)

    def release(self) -> None:
        """One scene fewer shows it; the last one out stops the work, unless it is done:
        a finished review stays for the next screen of the same game."""
        self.users -= 1
        if self.users <= 0 and not self.finished:
            self.cancelled = True
            if self.review is not None:
                self.review.cancel()
            if _LIVE.get(self.key) is self:
                del _LIVE[self.key]


_LIVE: dict[str, Background] = {}      # reviews in progress or done, by the save's text


def shared(save: SaveData) -> Background:
    """The review of this game that a scene already started, or a new one."""
    key = json.dumps(save.to_json(), sort_keys=True)
    work = _LIVE.get(key)
    if work is None or work.cancelled:
        work = _LIVE[key] = Background(key, save)
    work.users += 1
    return work


class ReviewChart:
    """Draws one game's review in a rect and turns a click on a mark (or, with `scrub`, on
    the chart) into `pick(move, mark)`: the position before that move, and the mark clicked
    (None for the chart)."""

    def __init__(self, save: SaveData, pick: Callable[[int, Mark | None], None], scrub: bool = False) -> None:
        self.work = shared(save)
        self.pick, self.scrub = pick, scrub
        self.total = len(save.moves)
        self.plot = pygame.Rect(0, 0, 0, 0)
        self.spots: list[tuple[pygame.Rect, Mark]] = []     # each mark's number on the chart
        self.hover: Mark | None = None
        self.closed = False
        self._drawn = None          # the work's `stamp` when last drawn

    # ---- the work ------------------------------------------------------------------------------
    def update(self) -> None:
        """Starts the review the first time the scene runs (not when it is only drawn)."""
        self.work.start()

    @property
    def busy(self) -> bool:
        return not self.work.finished and not self.work.error and not self.work.cancelled

    @property
    def stamp(self) -> tuple:
        """What the chart shows of the work: its bar in steps of 1 %, done, failed."""
        return round(self.work.progress, 2), self.work.finished, self.work.error

    def changed(self) -> bool:
        """The work moved on since the chart was drawn: a scene asks for a frame only then,
        leaving the CPU to the work."""
        return self.stamp != self._drawn

    @property
    def marks(self) -> list[Mark]:
        return self.work.review.marks if self.work.finished else []

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.work.release()

    # ---- input ---------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True if the event was the chart's."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((mark for spot, mark in self.spots if spot.collidepoint(event.pos)), None)
            return False
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for spot, mark in self.spots:
            if spot.collidepoint(event.pos):
                self.pick(mark.move, mark)
                return True
        if self.scrub and self.plot.collidepoint(event.pos) and self.plot.width:
            self.pick(round((event.pos[0] - self.plot.left) / self.plot.width * self.total), None)
            return True
        return False

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface, rect: pygame.Rect | None, at: int | None = None) -> None:
        """The title, the chart (or the progress bar under it while the work goes on) and,
        in the replay, the move shown (`at`); nothing where `rect` is None (no room)."""
        self._drawn = self.stamp
        if rect is None:
            self.spots, self.plot = [], pygame.Rect(0, 0, 0, 0)
            return
        title, half, status_h = self._bands()
        draw_text(surface, fitting(TITLES, rect.width, role="bold", size=17), (rect.x, rect.y),
                  role="bold", size=17)
        axis = font("body", 15)
        label_w = axis.size("100%")[0] + 6                  # the rules' labels
        self.plot = pygame.Rect(rect.x + label_w, rect.y + title + half, rect.width - label_w - 14,
                                rect.height - title - 2 * half - status_h)
        self._grid(surface, axis)
        review = self.work.review
        series = review.series if review is not None else []
        for seat in range(len(self.work.save.seats)):
            self._line(surface, seat, [point[seat] for point in series], self.work.finished)
        if at is not None:
            x = self._x(at)
            draw.line(surface, theme.INK, (x, self.plot.top), (x, self.plot.bottom), 2)
        self._marks(surface)
        self._status(surface, pygame.Rect(rect.x, rect.bottom - status_h, rect.width, status_h))

    @staticmethod
    def _bands() -> tuple[int, int, int]:
        """The heights round the plot: the title, half a label above and below, the status line."""
        axis = font("body", 15)
        return font("bold", 17).get_linesize(), axis.get_linesize() // 2 + 2, axis.get_linesize() + 4

    @classmethod
    def least_height(cls) -> int:
        """The least height to draw the review in at this window's type size."""
        title, half, status_h = cls._bands()
        return title + 2 * half + status_h + PLOT_MIN

    def draw_overlay(self, surface) -> None:
        """The hovered mark's sentence, over everything."""
        if self.hover is not None:
            draw_tooltip(surface, self.hover.text, self._hover_pos())

    def _hover_pos(self) -> tuple[int, int]:
        spot = next(spot for spot, mark in self.spots if mark is self.hover)
        return spot.left - 200, spot.top - 130

    def _x(self, k: int) -> int:
        return self.plot.left + round(self.plot.width * k / max(1, self.total))

    def _y(self, chance: float) -> int:
        return self.plot.bottom - round(self.plot.height * chance)

    def _grid(self, surface, axis) -> None:
        draw.rect(surface, theme.PAPER, self.plot)
        for chance in (0.0, 0.5, 1.0):
            y = self._y(chance)
            draw.line(surface, theme.BRASS if chance == 0.5 else theme.INK, (self.plot.left, y),
                      (self.plot.right, y), 1)
            draw_text(surface, percent(chance), (self.plot.left - 6, y), role="body", size=15, anchor="midright")

    def _line(self, surface, seat: int, chances: list[float], finished: bool) -> None:
        """A seat's line in its colour: the trend of its last few estimates, drawn over
        its estimates themselves as faint dots; its mark at the last point drawn."""
        if not chances:
            return
        colour = theme.seat_colour(seat)
        faint = pygame.Color(colour).lerp(theme.PAPER, 0.6)
        for k, chance in enumerate(chances):
            if k == 0 or chance != chances[k - 1]:
                draw.circle(surface, faint, (self._x(k), self._y(chance)), 2)
        points = [(self._x(k), self._y(c)) for k, c in enumerate(trend(chances, finished))]
        if len(points) > 1:
            draw.lines(surface, colour, False, points, 3)
        end = points[-1]
        cardart.draw_seat_mark(surface, seat, pygame.Rect(end[0] - 6, end[1] - 6, 12, 12))

    def _marks(self, surface) -> None:
        """Each mark numbered just after the costly move at the chance it left, costliest
        first; a mark that would cover another moves to the nearest free place beside it."""
        self.spots = []
        size = font("bold", 15).get_height() + 2
        for number, mark in enumerate(self.marks, 1):
            spot = self._free_spot((self._x(mark.move + 1), self._y(mark.after)), size)
            draw.circle(surface, theme.INK if mark is not self.hover else theme.RED, spot.center, size // 2)
            draw.circle(surface, theme.GOLD, spot.center, size // 2 - 2)
            draw_text(surface, str(number), spot.center, role="bold", size=15, anchor="center")
            self.spots.append((spot, mark))

    def _free_spot(self, centre: tuple[int, int], size: int) -> pygame.Rect:
        """A size x size spot at `centre`, or the nearest one beside it that covers no mark
        placed before, within the chart."""
        taken = [spot.inflate(2, 2) for spot, _ in self.spots]
        places = sorted(((dx, dy) for dx in range(-4, 5) for dy in range(-2, 3)), key=lambda d: abs(d[0]) + abs(d[1]))
        for dx, dy in places:
            spot = pygame.Rect(0, 0, size, size)
            spot.center = (centre[0] + dx * size, centre[1] + dy * size)
            spot.clamp_ip(self.plot.inflate(size // 2, size // 2))
            if spot.collidelist(taken) < 0:
                return spot
        return spot

    def _status(self, surface, rect: pygame.Rect) -> None:
        """Under the chart: the progress bar while it is worked out, else how to use it."""
        work = self.work
        if work.error:
            draw_text(surface, clip("No review: " + work.error, rect.width, role="italic", size=15), rect.topleft,
                      role="italic", size=15)
            return
        if not work.finished:
            bar = pygame.Rect(rect.x, rect.y + 3, rect.width // 2, rect.height - 6)
            draw.rect(surface, theme.PAPER, bar, border_radius=6)
            done = bar.copy()
            done.width = round(bar.width * work.progress)
            draw.rect(surface, theme.GOLD, done, border_radius=6)
            draw.rect(surface, theme.INK, bar, 1, border_radius=6)
            draw_text(surface, f"Reviewing: {percent(work.progress)}", (bar.right + 8, rect.centery),
                      role="italic", size=15, anchor="midleft")
            return
        text = "Numbers: costly choices. Click one to see it" if self.marks else \
            "The search found no clearly costly choice"
        draw_text(surface, clip(text, rect.width, role="italic", size=15), rect.topleft, role="italic", size=15)
