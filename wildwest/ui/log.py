"""The game log as a player reads it: grouped by turn under the seat's mark, scrollable.

Rows are built from `Session.log_lines(reader)`: an event of kind "turn" opens a group
under that seat's mark and name ("(you)" on the reader's own seat); a "round_start" or
"duel_start" opens a group headed by its own text; before the first of those, lines are
grouped by the seat that moved (a first turn, the first discards). The first row names
the deal (the seed), so a shared game can be dealt again. Every row is ink on paper (the
last move's on a lighter band), far above the 4.5:1 contrast a player needs
(tests/ui/test_log.py measures it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from . import cardart, theme
from .assets import font, text
from .canvas import draw
from .scroll import BAR, ScrollView
from .widgets import note

OPENERS = ("round_start", "duel_start")
# A phase that is no seat's (Deck Goes West's day and night): a heading of its own, and the
# rest of the move that began it goes under it, not under the mover: "You draw ..." had read
# as the move of Wayne, whose pass began the day. In a day the next move heads its lines
# again; a night's lines all go under it (each names its seat, and the bandits' moves had
# read as the last seat's to choose its Exhaustion card's pile).
SECTIONS = {"day": True, "night": False}        # kind: do the moves in it head their lines?
SECTION = object()
SIZE = 16
MARK = 14           # the seat mark's size in a row
INDENT = 20
YOU = " (you)"      # after the name of the person at the laptop's seat, wherever a seat is named


@dataclass(frozen=True)
class Row:
    kind: str                 # "head" or "line"
    text: str
    seat: int | None          # the seat whose mark leads the row (None: no mark)
    move: int = -1            # the move that wrote it (-1: the deal)


def deal_line(session) -> str:
    return f"{session.game.title}, deal {session.save.seed}"


def you(text_: str, label: str) -> str:
    """The reader's seat named in a line gets "(you)" the first time (not in "Pink's"); a
    group under the reader's own heading already says it."""
    return re.sub(rf"\b{re.escape(label)}\b(?!')", label + YOU, text_, count=1)


def log_rows(session, reader: int | None, held: tuple = ()) -> list[Row]:
    """The reader's log in groups, the deal first, less the events the table still `held`
    back (an examination it is playing back: the log must not tell it first)."""
    state, game = session.state, session.game
    person = reader is not None and session.is_human(reader)     # a bot's seat seen in a replay is not "you"
    label = game.seat_label(state, reader) if person else None
    rows = [Row("head", deal_line(session), None)]
    if game.goal(state):
        rows.append(Row("line", game.goal(state), None))
    owner, opened, section_move, quiet = None, False, None, False

    def head(seat: int, move: int) -> None:
        name = game.seat_label(state, seat)
        rows.append(Row("head", name + (YOU if person and seat == reader else ""), seat, move))

    held_ids = {id(e) for e in held}
    for line in session.log_lines(reader):
        if id(line.event) in held_ids:
            continue
        if line.kind == "turn" and line.seat is not None:
            owner, opened = line.seat, True
            head(owner, line.move)
            continue
        if line.kind in OPENERS or line.kind in SECTIONS:
            owner, opened = (None, True) if line.kind in OPENERS else (SECTION, opened)
            section_move, quiet = line.move, not SECTIONS.get(line.kind, True)
            rows.append(Row("head", line.text, None, line.move))
            continue
        if (not opened and line.mover >= 0 and line.mover != owner        # before a turn is named
                and not (owner is SECTION and (quiet or line.move == section_move))):
            owner = line.mover
            head(owner, line.move)
        body = you(line.text, label) if label and owner != reader else line.text
        rows.append(Row("line", body, line.seat if line.seat != owner else None, line.move))
    return rows


class LogPanel:
    """The rows of a log wrapped to a width and drawn in a scrolling rect."""

    def __init__(self, rect: pygame.Rect, size: int = SIZE) -> None:
        self.view = ScrollView(rect, stick=True)
        self.size = size
        self._key: object = object()      # nothing built yet
        self.lines: list[tuple] = []        # (role, text, mark, heading?, indent, move) per drawn line
        self.highlight = -2                 # the move whose lines stand out (the last one)
        self.drawn: list[tuple[pygame.Rect, tuple]] = []      # text rects and colours (tests)

    @property
    def rect(self) -> pygame.Rect:
        return self.view.rect

    @property
    def step(self) -> int:
        return font("body", self.size).get_height() + 2

    def set_rows(self, key, build) -> None:
        """Wrap the rows `build()` gives when `key` (anything that changes with them) or the
        window's scale changed."""
        key = (key, font("body", self.size))
        if key == self._key:
            return
        self._key = key
        rows = build()
        width = self.rect.width - BAR - 6
        lines = []
        for row in rows:
            role = "bold" if row.kind == "head" else "body"
            left = INDENT if (row.seat is not None or row.kind == "line") else 0
            wrapped = cardart.wrap_text(row.text, font(role, self.size), width - left)   # each measured once
            for i, part in enumerate(wrapped):
                lines.append((role, part, row.seat if i == 0 else None, row.kind == "head" and i == 0, left,
                              row.move))
        self.lines = lines
        self.view.set_content(len(lines) * self.step + 4)

    @property
    def latest(self) -> pygame.Rect | None:
        """A "Latest" tab over the bottom of a log scrolled up: one click back to the end."""
        if self.view.at_bottom:
            return None
        rect = pygame.Rect(0, 0, 96, 26)
        rect.bottomright = (self.rect.right - BAR - 6, self.rect.bottom - 4)
        return rect

    def handle(self, event) -> bool:
        latest = self.latest
        if latest is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and event.button == 1 and latest.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.view.scroll_to(self.view.max_offset)
            return True
        return self.view.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        rect, step = self.rect, self.step
        self.drawn = []
        clip = surface.get_clip()
        surface.set_clip(rect)
        first = max(0, self.view.offset // step - 1)
        for i in range(first, len(self.lines)):
            y = rect.top + i * step - self.view.offset
            if y > rect.bottom:
                break
            role, part, seat, head, left, move = self.lines[i]
            if move == self.highlight and not head:
                draw.rect(surface, theme.CREAM, (rect.x, y, rect.width - BAR - 6, step))
            if head and i and y - 3 > rect.top:
                draw.line(surface, theme.MUTED, (rect.x, y - 2), (rect.right - BAR - 6, y - 2))
            if seat is not None:
                cardart.draw_seat_mark(surface, seat, pygame.Rect(rect.x + 1, y + (step - MARK) // 2, MARK, MARK))
            img = text(role, self.size, part, theme.INK)
            surface.blit(img, (rect.x + left, y))
            at = pygame.Rect((rect.x + left, y), img.get_size())
            self.drawn.append((at, theme.INK))
            if rect.contains(at):           # the layout test's eyes; a row half scrolled out is clipped
                note(at, part)
        surface.set_clip(clip)
        self.view.draw_bar(surface)
        latest = self.latest
        if latest is not None:
            draw.rect(surface, theme.INK, latest, border_radius=6)
            label = text("bold", 15, "Latest", theme.CREAM)
            at = label.get_rect(midleft=(latest.x + 12, latest.centery))
            surface.blit(label, at)
            x, y = at.right + 14, latest.centery
            draw.polygon(surface, theme.CREAM, [(x - 6, y - 3), (x + 6, y - 3), (x, y + 4)])

    def key(self) -> tuple:
        return (self._key, self.view.key(), self.highlight)
