"""Turn a Decision into things a table can click, and lay out its prompt and buttons.

Most options name one thing on the table (a card, a cattle, a seat). Clicking a thing
that only one option names plays it; a thing several options name (add to party or to
reserve, pay with Coal or Silver) opens buttons for just those options. Options that name
nothing (pass) are always buttons, and so is every option of an interrupt, so the choice
to interrupt sits beside Pass. Any Decision can therefore be answered, so a table never
needs per-card input code.

`ChoiceBar` is the one place buttons are laid out: any number of them with any label
length wrap into rows under the prompt, and the bar grows over the board (on its own
panel) rather than leave it or cover the prompt.
"""
from __future__ import annotations

import math

import pygame

from wildwest.core.engine import Decision, Option

from . import cardart, theme
from .assets import font
from .canvas import draw
from .widgets import Button, draw_text, draw_wrapped, pressed

THING_KEYS = ("card", "cattle")
MAP_KEYS = ("town", "leg", "region", "box")     # places on a map: they name the node's id


def thing_of(option: Option) -> str | None:
    """The name of what a click on the table plays: a card or cattle id, a map place as
    `<key>:<id>` (`town:Gallup`), a grid tile as `tile:x,y`, a seat as `seat:n`; None for
    an option that only a button can play."""
    for key in THING_KEYS:
        value = option.get(key)
        if value is not None:
            return str(value)
    for key in MAP_KEYS:
        value = option.get(key)
        if value is not None:
            return f"{key}:{value}"
    if option.get("x") is not None and option.get("y") is not None:
        return f"tile:{option['x']},{option['y']}"
    player = option.get("player")
    return f"seat:{player}" if player is not None else None


class Choices:
    def __init__(self, decision: Decision | None, thing=thing_of) -> None:
        self.decision = decision
        self.by_thing: dict[str, list[Option]] = {}
        self.loose: list[Option] = []
        for option in decision.options if decision else ():
            thing_name = thing(option)
            if thing_name is None or decision.interrupt:
                self.loose.append(option)
            if thing_name is not None:
                self.by_thing.setdefault(thing_name, []).append(option)
        self.selected: tuple[str, ...] = ()

    def clickable(self, *things: str) -> bool:
        return any(t in self.by_thing for t in things)

    def click(self, *things: str) -> Option | None:
        """The option a click on a thing (or a group of things, such as a whole herd) plays,
        or None: nothing to play, or a row of buttons opened for the choice."""
        options = [o for t in things for o in self.by_thing.get(t, [])]
        if len(options) == 1:
            self.selected = ()
            return options[0]
        self.selected = things if options and self.selected != things else ()
        return None

    def buttons(self) -> list[Option]:
        """The options to show as buttons now: the selected things', then the loose ones."""
        chosen = [o for t in self.selected for o in self.by_thing.get(t, [])]
        return chosen + [o for o in self.loose if o not in chosen]


PAD, GAP = 10, 6
BUTTON_H, LIST_H = 38, 30          # a button's height in rows, and in the crowded list
PROMPT_SIZE, LABEL_SIZE = 17, 15
PROMPT_MIN = 12                    # the smallest a prompt shrinks to where the bar may not grow
PROMPT_ROLE = "prompt"             # bold, its letters kept apart in a small window (assets.SPACED_ROLES)
MIN_BUTTON_W = 96
HINT_RING = (110, 220, 120)       # the hinted option, on a button or on the board


class ChoiceBar:
    """A Decision's prompt with its buttons under it, on a panel at the top of `strip` (its
    usual place). When they need more room than the strip the bar grows upwards inside
    `room` (the board), first in rows as wide as their labels, then as a list of equal columns
    whose labels shrink to fit; the prompt always stays on top and in view. With `fill` the
    bar is never shorter than the strip (a prompt alone stands in its middle), so no empty
    band opens between the bar and the panel under it."""

    def __init__(self, strip: pygame.Rect, room: pygame.Rect, fill: bool = False) -> None:
        self.strip, self.room, self.fill = pygame.Rect(strip), pygame.Rect(room), fill
        self.rect = pygame.Rect(self.strip)
        self.prompt = ""
        self.head, self.tail = "", ""       # the prompt's lines over the buttons, and one beside them
        self.buttons: list[Button] = []
        self.hint: Option | None = None
        self.size = PROMPT_SIZE             # the prompt's type: smaller only where the room is too low for it

    def set(self, prompt: str, options: list[Option], describe) -> None:
        """Lay out the prompt and one button per option (Pass is never the primary)."""
        self.prompt = self.head = prompt
        self.tail = ""
        inner_w = self.strip.width - 2 * PAD
        unique = {}
        for option in options:              # two Longhorns of one herd are one choice to a player
            unique.setdefault(describe(option), option)
        labels, options = list(unique), list(unique.values())
        f = font("title", LABEL_SIZE)
        widths = [max(MIN_BUTTON_W, min(inner_w, f.size(label)[0] + 34)) for label in labels]
        rows = _flow(widths, inner_w)
        self.size = self._fitting_size(prompt, inner_w, len(rows))
        prompt_h = self._prompt_height(prompt, inner_w)
        height = BUTTON_H
        need = prompt_h + len(rows) * (BUTTON_H + GAP)
        if need + 2 * PAD - GAP > self.strip.height and (split := self._beside(prompt, widths, rows, inner_w)):
            self.head, self.tail = split
            prompt_h = self._prompt_height(self.head, inner_w)
            need = prompt_h + BUTTON_H + GAP
        if need + 2 * PAD > self.room.height:       # too many: equal columns of a list
            height = LIST_H
            fit = max(1, (self.room.height - 2 * PAD - prompt_h) // (LIST_H + GAP))
            cols = math.ceil(len(options) / fit) if options else 1
            per = math.ceil(len(options) / cols) if options else 0
            col_w = (inner_w - GAP * (cols - 1)) // cols
            widths = [col_w] * len(options)
            rows = [list(range(i, min(i + cols, len(options)))) for i in range(0, len(options), cols)]
            need = prompt_h + per * (LIST_H + GAP)
        total = max(self.strip.height if self.fill else 44, need + 2 * PAD - (GAP if rows else 0))
        self.rect = pygame.Rect(self.strip.x, self.strip.top, self.strip.width, min(total, self.room.height))
        if self.rect.bottom > self.strip.bottom:    # grown up, or down where the room's top stops it, never out
            self.rect.bottom = self.strip.bottom
            self.rect.top = max(self.rect.top, self.room.top)
        self.buttons = []
        rows_h = len(rows) * (height + GAP) - GAP
        y = min(self.rect.top + PAD + prompt_h, self.rect.bottom - PAD - rows_h)  # a bar too tall keeps its buttons
        for row in rows:
            x = self.rect.left + PAD + (font(PROMPT_ROLE, self.size).size(self.tail)[0] + 2 * GAP if self.tail else 0)
            for i in row:
                rect = pygame.Rect(x, y, widths[i], height)
                self.buttons.append(Button(rect, labels[i], lambda o=options[i]: o,
                                           primary=options[i].kind != "pass"))
                x += widths[i] + GAP
            y += height + GAP

    def _fitting_size(self, prompt: str, width: int, rows: int) -> int:
        """The largest prompt type, down to PROMPT_MIN, whose lines and rows of buttons fit the
        room: where the bar may not grow (Wild Ride's room is its strip) a three-line prompt
        in a small window ran past the strip's foot."""
        buttons = rows * (BUTTON_H + GAP)
        for size in range(PROMPT_SIZE, PROMPT_MIN - 1, -1):
            self.size = size
            if self._prompt_height(prompt, width) + buttons + 2 * PAD <= self.room.height:
                break
        return self.size

    def _beside(self, prompt: str, widths: list[int], rows: list[list[int]], width: int) -> tuple[str, str] | None:
        """(the lines above, the last line) of a wrapped prompt whose one row of buttons fits
        after its last line, so the bar keeps to its strip (small windows measure text
        larger, and a bar grown upwards hides what is above it); None if it does not fit."""
        f = font(PROMPT_ROLE, self.size)
        lines = cardart.wrap_text(prompt, f, width)
        if len(rows) != 1 or len(lines) < 2 or "\n" in prompt:
            return None
        buttons = sum(widths) + GAP * (len(widths) - 1)
        if f.size(lines[-1])[0] + 2 * GAP + buttons > width:
            return None
        return " ".join(lines[:-1]), lines[-1]

    def _prompt_height(self, prompt: str, width: int) -> int:
        if not prompt:
            return 0
        f = font(PROMPT_ROLE, self.size)
        lines = len(cardart.wrap_text(prompt, f, width))
        return lines * (f.get_height() + 2) + 4

    def option_at(self, pos) -> Option | None:
        return next((b.action() for b in self.buttons if b.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> Option | None:
        """Hover feedback, and the option of the button a click released on."""
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.handle(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.option_at(event.pos)
        elif pressed(event, pygame.K_RETURN) and len(self.buttons) == 1:
            return self.buttons[0].action()
        return None

    def hovered(self) -> str | None:
        return next((b.label for b in self.buttons if b.hover), None)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.prompt and not self.buttons:
            return
        cardart.draw_panel(surface, self.rect, style="leather")
        text_w = self.rect.width - 2 * PAD
        prompt_h = self._prompt_height(self.head, text_w)
        top = self.rect.y + PAD if self.buttons else max(self.rect.y + PAD, self.rect.centery - prompt_h // 2)
        foot = min(b.rect.top for b in self.buttons) if self.buttons else self.rect.bottom - PAD
        draw_wrapped(surface, self.head, pygame.Rect(self.rect.x + PAD, top, text_w, min(prompt_h, foot - top)),
                     role=PROMPT_ROLE, size=self.size, colour=theme.CREAM)
        if self.tail:
            draw_text(surface, self.tail, (self.rect.x + PAD, self.buttons[0].rect.centery), role=PROMPT_ROLE,
                      size=self.size, colour=theme.CREAM, anchor="midleft")
        for button in self.buttons:
            button.draw(surface)
            if self.hint is not None and button.action() == self.hint:
                draw.rect(surface, HINT_RING, button.rect.inflate(6, 6), 3, border_radius=10)


def _flow(widths: list[int], width: int) -> list[list[int]]:
    """Indexes of the widths, greedily packed into rows no wider than width."""
    rows: list[list[int]] = []
    used = width + 1
    for i, w in enumerate(widths):
        if rows and used + GAP + w <= width:
            rows[-1].append(i)
            used += GAP + w
        else:
            rows.append([i])
            used = w
    return rows
