"""The tutorial's overlay at the table (issue 18 §1): a callout with the step's words, an
arrow and a ring on the thing it names (`Table.locate`), a Next button on steps that wait
for no move, and at the end "Play on from here" or "Back to the menu".

The callout shows only while the table is still (no animation, no panel waiting for a
click, no opponent about to move), so the words are read beside what they speak of. It
is placed beside its target and never over it.
"""
from __future__ import annotations

import math

import pygame

from wildwest.core import tutorial
from wildwest.core.data import DataError
from wildwest.games import get_game

from . import cardart, theme
from .assets import font
from .canvas import draw
from .widgets import Button, cover, dispatch, draw_text, draw_wrapped

WIDTH = 360
PAD = 14
GAP = 30                # between the callout and its target: room for the arrow
TEXT_SIZE = 17
ROOM = pygame.Rect(8, 56, 1264, 656)        # under the top bar
RING = (255, 214, 90)
END = pygame.Rect(0, 0, 520, 230)


def place(size: tuple[int, int], target: pygame.Rect | None, avoid: list[pygame.Rect],
          room: pygame.Rect = ROOM) -> pygame.Rect:
    """Where a callout of `size` goes: beside `target` (above, below, left or right of it,
    slid along that side or further out), never over it, covering as little of `avoid` as
    it can, then as near the target as it can; with no target, at the top of the board."""
    box = pygame.Rect((0, 0), size)
    if target is None:
        box.midtop = (room.x + 476, room.y + 8)
        return box.clamp(room)
    ring = target.inflate(12, 12)
    candidates = []
    for slide in range(-size[0] // 2, size[0] // 2 + 1, 60):
        for out in range(0, 241, 60):
            for anchor, at in (("midbottom", (target.centerx + slide, target.top - GAP - out)),
                               ("midtop", (target.centerx + slide, target.bottom + GAP + out)),
                               ("midright", (target.left - GAP - out, target.centery + slide // 2)),
                               ("midleft", (target.right + GAP + out, target.centery + slide // 2))):
                spot = pygame.Rect(box)
                setattr(spot, anchor, at)
                spot = spot.clamp(room)
                if not spot.colliderect(ring):
                    hidden = sum(spot.clip(r).width * spot.clip(r).height for r in avoid)
                    far = math.dist(spot.center, target.center)
                    candidates.append((hidden, far, spot.topleft))
    if candidates:
        return pygame.Rect(min(candidates)[2], size)
    corners = []                        # a target too big to stand beside: the freest corner
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        spot = pygame.Rect(box)
        setattr(spot, corner, getattr(room, corner))
        corners.append(spot)
    return min(corners, key=lambda s: s.clip(target).width * s.clip(target).height)


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


class Coach:
    """What the play scene draws and asks while a lesson (core.tutorial.Lesson) runs."""

    def __init__(self, play) -> None:
        self.play = play
        self.next_button = Button(pygame.Rect(0, 0, 110, 38), "Next", self.next, primary=True,
                                  hotkey=pygame.K_RETURN)
        self.end_buttons: list[Button] = []
        self.box: pygame.Rect | None = None
        self.target: pygame.Rect | None = None

    @property
    def lesson(self):
        return self.play.lesson

    def still(self) -> bool:
        """Is the table at rest, so a step's words can be read beside what they name?"""
        table = self.play.table
        return not (table.busy() or table.holding() or self.lesson.auto_seat() is not None)

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
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.box.collidepoint(event.pos)

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
        heading = f"{self.lesson.tutorial.title}  ·  {self.lesson.index + 1} of {len(self.lesson.tutorial.steps)}"
        f = font("body", TEXT_SIZE)
        text_h = len(cardart.wrap_text(step.text, f, WIDTH - 2 * PAD)) * (f.get_height() + 2)
        head_h = font("italic", 15).get_height() + 4
        foot_h = self.next_button.rect.height + 8
        avoid = self._choices(table) + [b.rect for b in self.play.buttons] + (
            [table.choice_bar.rect] if table.choice_bar is not None else [])
        self.box = place((WIDTH, PAD + head_h + text_h + foot_h + PAD), self.target, avoid)
        if self.target is not None:
            self._draw_pointer(surface, self.box, self.target)
        cover(self.box)
        cardart.draw_panel(surface, self.box, style="paper")
        inner = self.box.inflate(-2 * PAD, -2 * PAD)
        draw_text(surface, heading, inner.topleft, role="italic", size=15, colour=theme.MUTED)
        draw_wrapped(surface, step.text, pygame.Rect(inner.x, inner.y + head_h, inner.width, text_h),
                     role="body", size=TEXT_SIZE)
        if step.waits:
            ask = "Your move: any you like." if self.lesson.expected() is None else "Your move."
            draw_text(surface, ask, (inner.x, inner.bottom - foot_h // 2), role="bold", size=16,
                      colour=theme.RED, anchor="midleft")
        else:
            self.next_button.rect.bottomright = inner.bottomright
            self.next_button.draw(surface)

    def _choices(self, table) -> list[pygame.Rect]:
        """Where the learner's options are clicked: a callout would rather not hide them."""
        decision = self.play.session.pending().get(self.lesson.learner)
        names = {table.thing(o) for o in decision.options} - {None} if decision is not None else set()
        return [r for r in map(table.locate, names) if r is not None]

    def _draw_pointer(self, surface, box: pygame.Rect, target: pygame.Rect) -> None:
        """A ring round the target and an arrow from the callout to it."""
        draw.rect(surface, theme.SHADOW, target.inflate(12, 12), 6, border_radius=12)
        draw.rect(surface, RING, target.inflate(10, 10), 4, border_radius=12)
        start, end = arrow_points(box, target.inflate(14, 14))
        draw.line(surface, RING, start, end, 5)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [end] + [(end[0] - 16 * math.cos(angle + s), end[1] - 16 * math.sin(angle + s)) for s in (0.5, -0.5)]
        draw.polygon(surface, RING, head)

    # ---- the end ----------------------------------------------------------------------------
    def _end_box(self) -> pygame.Rect:
        box = pygame.Rect(END)
        box.center = (476, 380)
        return box

    def _end_layout(self) -> None:
        box = self._end_box()
        over = self.play.session.result() is not None
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
                 "The rules page (Menu, then Rules) has the rest.")
        draw_wrapped(surface, words, pygame.Rect(inner.x + 16, inner.y + 8, inner.width - 32, 110),
                     role="body", size=18)
        for button in self.end_buttons:
            button.draw(surface)
