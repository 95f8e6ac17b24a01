"""The tutorial's overlay at the table (issue 18 §1): a callout with the step's words, an
arrow and a ring on the thing it names (`Table.locate`), a Next button on steps that wait
for no move, and at the end "Play on from here" or "Back to the menu".

The callout shows only while the table is still (no animation, no panel waiting for a
click unless the step points at that "panel", no opponent about to move), so the words are
read beside what they speak of. It
is placed beside its target and never over it, nor over what the learner must see or
click: the things the step names in `keep`, the learner's choices and the choice bar.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from wildwest.core import tutorial
from wildwest.core.data import DataError
from wildwest.core.saves import unfinished
from wildwest.games import get_game

from . import cardart, theme
from .assets import font
from .canvas import draw
from .widgets import Button, cover, dispatch, draw_text, draw_wrapped, fitting, pressed

WIDTHS = (360, 296)     # the callout's width, and a narrower one that fits beside the log
PAD = 14
GAP = 30                # between the callout and its target: room for the arrow
TEXT_SIZES = (17, 16, 15)   # the words' type, smaller only where the larger must hide a button
ROOM = pygame.Rect(8, 56, 1264, 656)        # under the top bar
RING = (255, 214, 90)
END = pygame.Rect(0, 0, 520, 230)
REPLACES_ROOM = 60      # the end's two more lines when playing on replaces a saved game (1024x576 types larger)


def covered(spot: pygame.Rect, rects) -> int:
    """How many pixels of `rects` a callout at `spot` hides."""
    return sum(spot.clip(r).width * spot.clip(r).height for r in rects)


def place(size: tuple[int, int], target: pygame.Rect | None, keep: list[pygame.Rect],
          avoid: list[pygame.Rect] = (), room: pygame.Rect = ROOM) -> pygame.Rect:
    """Where a callout of `size` goes: beside `target` (above, below, left or right of it,
    slid along that side or further out), never over it, hiding as little of `keep` (what
    the learner must see or click) as it can, then of `avoid`, then as near the target as
    it can; with no target, the same from the top of the board. When every spot beside the
    target hides some of `keep` or of `avoid` (beside the log at 1024x576 every one hid its
    "All"), any free spot of the board will do (a longer arrow)."""
    def rects(rs) -> tuple:
        return tuple(tuple(r) for r in rs)
    return pygame.Rect(_place(tuple(size), tuple(target) if target is not None else None,
                              rects(keep), rects(avoid), tuple(room)))


@lru_cache(maxsize=64)
def _place(size, target, keep, avoid, room) -> tuple:
    """`place` on plain tuples, cached: the coach asks every frame and the answer only
    changes with the table."""
    room = pygame.Rect(room)
    target = pygame.Rect(target) if target is not None else pygame.Rect(room.x + 476, room.y - GAP, 0, 0)
    ring = target.inflate(12, 12)

    def score(spot: pygame.Rect) -> tuple:
        return covered(spot, keep), covered(spot, avoid), math.dist(spot.center, target.center), tuple(spot)

    def beside():
        for slide in range(-size[0] // 2, size[0] // 2 + 1, 60):
            for out in range(0, 241, 60):
                for anchor, at in (("midbottom", (target.centerx + slide, target.top - GAP - out)),
                                   ("midtop", (target.centerx + slide, target.bottom + GAP + out)),
                                   ("midright", (target.left - GAP - out, target.centery + slide // 2)),
                                   ("midleft", (target.right + GAP + out, target.centery + slide // 2))):
                    spot = pygame.Rect((0, 0), size)
                    setattr(spot, anchor, at)
                    yield spot.clamp(room)

    def anywhere():                     # a grid over the board, its right and bottom edges too
        for x in [*range(room.left, room.right - size[0], 24), room.right - size[0]]:
            for y in [*range(room.top, room.bottom - size[1], 24), room.bottom - size[1]]:
                yield pygame.Rect((x, y), size)

    candidates: list = []
    for spots in (beside, anywhere):
        candidates += [score(spot) for spot in spots() if not spot.colliderect(ring)]
        if candidates and min(candidates)[:2] == (0, 0):
            return min(candidates)[-1]
    if candidates:
        return min(candidates)[-1]
    corners = []                        # a target too big to stand beside: the freest corner
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        spot = pygame.Rect((0, 0), size)
        setattr(spot, corner, getattr(room, corner))
        corners.append(spot)
    return tuple(min(corners, key=lambda s: covered(s, [target])))


def aimed_at(box: pygame.Rect, target: pygame.Rect, bar: pygame.Rect | None) -> pygame.Rect:
    """What the arrow runs to: the target, or for a button of the prompt bar the bar's edge
    above (or below) it, so the arrow never runs through the prompt's words (it ran through
    "choose" in Wild Ride's tutorial); the ring marks the button."""
    ring = target.inflate(14, 14)
    if bar is None or not bar.contains(target) or bar.colliderect(box):
        return ring
    return pygame.Rect(ring.x, bar.y, ring.width, bar.height).inflate(0, 14)


def arrow_points(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """From the callout's edge nearest the target to the target's nearest edge."""
    tx = min(max(box.centerx, target.left), target.right)
    ty = min(max(box.centery, target.top), target.bottom)
    sx = min(max(tx, box.left), box.right)
    sy = min(max(ty, box.top), box.bottom)
    return (sx, sy), (tx, ty)


def open_tutorial(app, game_name: str, afresh: bool = False, part: str = "") -> str:
    """Start (or resume) a game's tutorial (part) at its table; the problem in words, or ""."""
    try:
        lesson_of = tutorial.start if afresh else tutorial.resume
        app.replace("tutorial", lesson_of(tutorial.load_tutorial(get_game(game_name), part=part)))
    except DataError as err:
        return f"This tutorial cannot be used: {err}"
    return ""


def heading_of(title: str, count: str, width: int) -> str:
    """A callout's heading: the tutorial and the step, the title without its "Learn" where
    the whole does not fit (a narrow callout at 1024 kept only "13 of 13")."""
    short = title.removeprefix("Learn ")
    return fitting([f"{title}  ·  {count}", f"{short[:1].upper()}{short[1:]}  ·  {count}", title, count],
                   width, role="italic", size=15)


class Coach:
    """What the play scene draws and asks while a lesson (core.tutorial.Lesson) runs."""

    def __init__(self, play) -> None:
        self.play = play
        self.next_button = Button(pygame.Rect(0, 0, 110, 38), "Next", self.next, primary=True,
                                  hotkey=pygame.K_RETURN)
        self.end_buttons: list[Button] = []
        self.replaces = ""          # the end's words when playing on writes over an unfinished game
        self.box: pygame.Rect | None = None
        self.target: pygame.Rect | None = None

    @property
    def lesson(self):
        return self.play.lesson

    def still(self) -> bool:
        """Is the table at rest, so a step's words can be read beside what they name? A
        panel held for a click hides the callout, unless the step points at it ("panel")."""
        table = self.play.table
        if table.busy():
            return False
        if table.holding():                 # the opponents wait for it too
            return self.lesson.step.point == "panel" and table.locate("panel") is not None
        return self.lesson.auto_seat() is None

    def next(self) -> None:
        self.lesson.next()
        if self.lesson.done:
            self._end_layout()

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True if the event was the overlay's (a click on the callout never reaches the
        table under it)."""
        if self.lesson.done:
            if not self.end_buttons:
                self._end_layout()
            dispatch(self.end_buttons, event)
            return True
        if not self.still() or self.box is None:
            return False
        if not self.lesson.step.waits and dispatch([self.next_button], event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.box.collidepoint(event.pos):
            return True
        if self.play.table.holding() and (event.type == pygame.MOUSEBUTTONUP or pressed(event)):
            self.next()     # the click that puts away the panel this step speaks of (its Continue) reads it too
        return False

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.lesson.done:
            self._draw_end(surface)
            return
        if not self.still():
            self.box = None
            return
        step, table = self.lesson.step, self.play.table
        self.target = table.locate(step.point) if step.point else None
        count = f"{self.lesson.index + 1} of {len(self.lesson.tutorial.steps)}"
        keep = [r for r in map(table.locate, step.keep) if r is not None] + self._choices(table) + (
            [table.choice_bar.rect] if table.choice_bar is not None else []) + (
            table.beside(step.point) if step.point else [])
        avoid = [b.rect for b in self.play.buttons]
        self.box, size = self._layout(step.text, keep, avoid)
        head_h, foot_h = self._head_foot()
        text_h = self.box.height - 2 * PAD - head_h - foot_h
        if self.target is not None:
            self._draw_pointer(surface, self.box, self.target)
        cover(self.box)
        cardart.draw_panel(surface, self.box, style="paper")
        inner = self.box.inflate(-2 * PAD, -2 * PAD)
        heading = heading_of(self.lesson.tutorial.title, count, inner.width)
        draw_text(surface, heading, inner.topleft, role="italic", size=15, colour=theme.MUTED)
        draw_wrapped(surface, step.text, pygame.Rect(inner.x, inner.y + head_h, inner.width, text_h),
                     role="body", size=size)
        if step.waits:
            ask = "Your move: any you like." if self.lesson.expected() is None else "Your move."
            draw_text(surface, ask, (inner.x, inner.bottom - foot_h // 2), role="bold", size=16,
                      colour=theme.RED, anchor="midleft")
        else:
            self.next_button.rect.bottomright = inner.bottomright
            self.next_button.draw(surface)

    def _layout(self, text: str, keep: list, avoid: list) -> tuple[pygame.Rect, int]:
        """The callout's box and type: the usual width, else a narrower, taller one where the
        usual must hide something the learner needs (`keep`), then smaller type where both
        would hide a button (`avoid`: the co-op tutorial's last words, beside the log at
        1024x576, hid its "All"); else the first that hides the least."""
        tried = []
        for size in TEXT_SIZES:
            for width in WIDTHS:
                box = place((width, self._height(text, width, size)), self.target, keep, avoid)
                hides = covered(box, keep), covered(box, avoid)
                if hides == (0, 0):
                    return box, size
                tried.append((hides, len(tried), box, size))
        return min(tried)[2:]

    def _head_foot(self) -> tuple[int, int]:
        """The heights of the callout's heading line and of its foot (Next, or "Your move")."""
        return font("italic", 15).get_height() + 4, self.next_button.rect.height + 8

    def _height(self, text: str, width: int, size: int) -> int:
        """How tall a callout of `width` is with `text` wrapped in it at `size`."""
        f = font("body", size)
        text_h = len(cardart.wrap_text(text, f, width - 2 * PAD)) * (f.get_height() + 2)
        return 2 * PAD + sum(self._head_foot()) + text_h

    def _choices(self, table) -> list[pygame.Rect]:
        """Where the learner's options are clicked: a callout would rather not hide them."""
        decision = self.play.session.pending().get(self.lesson.learner)
        names = {table.thing(o) for o in decision.options} - {None} if decision is not None else set()
        return [r for r in map(table.locate, names) if r is not None]

    def arrow(self, box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
        """From the callout to its target, ending at the edge of what the table keeps in view
        beside it (a town's name: the arrow's head hid the E of "El Paso")."""
        table = self.play.table
        bar = table.choice_bar
        named = target.unionall(table.beside(self.lesson.step.point or ""))
        return arrow_points(box, aimed_at(box, named, bar.rect if bar is not None else None))

    def _draw_pointer(self, surface, box: pygame.Rect, target: pygame.Rect) -> None:
        """A ring round the target and an arrow from the callout to it, under the target's title
        and under what the table keeps in view beside it (the ring hid the E of "El Paso")."""
        kept = [(r, surface.subsurface(r).copy()) for r in self.play.table.beside(self.lesson.step.point or "")
                if surface.get_rect().contains(r)]
        draw.rect(surface, theme.SHADOW, target.inflate(12, 12), 6, border_radius=12)
        draw.rect(surface, RING, target.inflate(10, 10), 4, border_radius=12)
        start, end = self.arrow(box, target)
        draw.line(surface, RING, start, end, 5)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [end] + [(end[0] - 16 * math.cos(angle + s), end[1] - 16 * math.sin(angle + s)) for s in (0.5, -0.5)]
        draw.polygon(surface, RING, head)
        cardart.redraw_title(surface, target)
        for rect, pixels in kept:
            surface.blit(pixels, rect)

    # ---- the end ----------------------------------------------------------------------------
    def _room(self) -> int:
        return REPLACES_ROOM if self.replaces else 0

    def _end_box(self) -> pygame.Rect:
        box = pygame.Rect(END)
        box.height += self._room()
        box.center = (476, 380)
        return box

    def _end_layout(self) -> None:
        over = self.play.session.result() is not None
        waiting = None if over else unfinished()
        self.replaces = f" Playing on replaces your unfinished game of {get_game(waiting.game).title}." if waiting else ""
        box = self._end_box()
        first = ("See the results", self.play.play_on) if over else ("Play on from here", self.play.play_on)
        self.end_buttons = []
        for i, (label, action) in enumerate((first, ("Back to the menu", self.play.leave_lesson))):
            rect = pygame.Rect(0, 0, 220, 50)
            rect.bottomleft = (box.x + 30 + i * 240, box.bottom - 24)
            self.end_buttons.append(Button(rect, label, action, primary=i == 0))

    def _draw_end(self, surface) -> None:
        if not self.end_buttons:
            self._end_layout()
        box = self._end_box()
        cover(box)
        inner = cardart.draw_panel(surface, box, style="paper", title="Tutorial complete")
        opponents = "the easy bot" if len(self.play.session.seats) == 2 else "the easy bots"
        then = ("See how the game ended" if self.play.session.result() is not None
                else f"Play on from here against {opponents}")
        words = (f"You know the rules a first game needs. {then}, or go back to the menu. "
                 f"The rules page (Menu, then Rules) has the rest.{self.replaces}")
        draw_wrapped(surface, words, pygame.Rect(inner.x + 16, inner.y + 8, inner.width - 32, 110 + self._room()),
                     role="body", size=18)
        for button in self.end_buttons:
            button.draw(surface)
