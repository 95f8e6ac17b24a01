"""The replay viewer: step or scrub through a saved game move by move, from any seat.

A save is its seed and moves, so the position after move k is the deal with the first k
moves applied. The game's own table draws it with no decision, so nothing on the board
can be chosen: the viewer reads states and never plays a move. Opened at a review's mark
(a costly choice), the position before that move is shown from the chooser's seat with
its decision on the table, as it was offered, and the mark's words in the review panel;
the table still only draws it, clicks choose nothing. Positions are rebuilt from a
snapshot every CHECKPOINT moves, so a jump across a long game stays quick.
"""
from __future__ import annotations

import pygame

from wildwest.core.review import Mark
from wildwest.core.saves import SaveData, replay
from wildwest.core.session import Session

from .. import cardart, theme
from ..assets import font, scaled
from ..canvas import draw
from ..log import LogPanel, deal_line, log_rows
from ..review import ReviewChart
from ..scene import Scene
from ..table import LOG_RECT, table_module
from ..widgets import Button, clip, dispatch, draw_text, draw_wrapped, pressed, wrapped_size

CHECKPOINT = 25
OPEN = "open"       # the viewer choice showing every hidden card (a finished game only)
AUTO_STEP = 0.9     # seconds between moves when playing on by itself (times the pace)
PANEL = pygame.Rect(LOG_RECT.x, LOG_RECT.y, LOG_RECT.width, 470)
SLIDER = pygame.Rect(LOG_RECT.x + 16, PANEL.bottom + 40, LOG_RECT.width - 32, 16)
CHART = pygame.Rect(PANEL.x + 14, PANEL.y + 40, PANEL.width - 28, 170)     # the review, in the log's place
ROW_LINES = 2          # a mark listed under the chart, unless it is the one shown (then in full)
SHOWN_SIZES = (16, 15, 14, 13, 12)     # the mark shown in full: smaller type before its words are cut


class ReplayScene(Scene):
    watching = True

    def __init__(self, app, save: SaveData, seat: int | None = -1, at: int | None = None,
                 review: bool = False, mark: Mark | None = None) -> None:
        """Seen from `seat` (None: the table's view, OPEN: all cards open); by default the
        first human's seat. Shows the position after `at` moves (default: the end), and
        the review of a finished game in the log's place if `review`; a review's `mark`:
        its choice, from its seat (`at` is then its move)."""
        super().__init__(app)
        if mark is not None:
            seat, at = mark.seat, mark.move
        if seat == -1:
            seat = next((i for i, kind in enumerate(save.seats) if kind == "human"), None)
        self.game, final, self._events = replay(save)     # SaveError for a save that does not replay
        self.source = save
        self.total = len(save.moves)
        finished = self.game.result(final) is not None      # a game still in play keeps its secrets
        self.seats = list(range(len(save.seats))) + [None] + ([OPEN] if finished else [])
        self.viewer = seat
        self.message = ""           # a table writes here (the host it expects: session, viewer, message, app)
        self._snapshots = {0: self.game.new_game(save.config, save.seed)}
        self.session = Session(self.game, save, final, [])   # replaced at once by goto()
        self.table = table_module(self.game.name).TABLE(self)
        self.log = LogPanel(PANEL.inflate(-24, -60).move(0, 20))
        self._dragging = False
        self.playing = False
        self._clock = 0.0
        self.chart = ReviewChart(save, self.show, scrub=True) if finished else None
        self.reviewing = review and finished
        self.mark_rows: list = []           # (rect, mark) of the marks listed under the chart
        self.moment: Mark | None = None     # the mark whose choice is shown
        self._build_buttons()
        self.show(self.total if at is None else at, mark)

    # ---- positions ----------------------------------------------------------------------------
    def _state_at(self, k: int):
        """The state after the first k moves, from the nearest snapshot at or before k."""
        base = max(i for i in self._snapshots if i <= k)
        state = self.game.clone(self._snapshots[base])
        for index in range(base, k):
            player, option = self.source.moves[index]
            self.game.apply(state, player, option)
            if (index + 1) % CHECKPOINT == 0 and index + 1 not in self._snapshots:
                self._snapshots[index + 1] = self.game.clone(state)
        return state

    def show(self, k: int, mark: Mark | None = None) -> None:
        """The position after k moves; at a mark, its choice from the seat that made it."""
        if mark is not None and mark.seat != self.viewer:
            self.viewer = mark.seat
            self._label_seat()
            self.table.reset()
        self.goto(k)
        self.moment = mark

    def decision(self):
        """The decision the table shows: a mark's, while its position and seat are shown."""
        mark = self.moment
        if mark is None or self.at != mark.move or self.viewer != mark.seat:
            return None
        return self.session.pending().get(mark.seat)

    def goto(self, k: int, animate: bool = False) -> None:
        """Show the position after k moves; one step forward plays the move's animations."""
        k = max(0, min(self.total, k))
        self.moment = None
        forward = animate and k == getattr(self, "at", -1) + 1
        prefix = SaveData(self.source.game, self.source.config, self.source.seed, self.source.seats,
                          list(self.source.moves[:k]))
        self.at = k
        self.session = Session(self.game, prefix, self._state_at(k), self._events[:k])
        self.table.reset()
        if forward:
            self.table.on_events([e for e in self._events[k - 1] if e.visible_to(self._reader())])

    def view(self):
        """What the table draws: a seat's view, the table's, or every card open."""
        if self.viewer == OPEN:
            return self.game.open_view(self.session.state)
        return self.session.view(self.viewer)

    def _reader(self) -> int | None:
        """Whose log and events: the open view reads the table's (public) log."""
        return None if self.viewer == OPEN else self.viewer

    def _build_buttons(self) -> None:
        y = SLIDER.bottom + 22
        w = (LOG_RECT.width - 32 - 4 * 8) // 5
        steps = [("|<", lambda: self.goto(0), "The deal (Home)"),
                 ("<", lambda: self.goto(self.at - 1), "One move back (Left)"),
                 ("Play", self.toggle_play, "Play the moves on by themselves, or stop (Space)"),
                 (">", lambda: self.goto(self.at + 1, animate=True), "One move on (Right)"),
                 (">|", lambda: self.goto(self.total), "The end (End)")]
        self.buttons = [Button(pygame.Rect(LOG_RECT.x + 16 + i * (w + 8), y, w, 44), label, action, tooltip=tip)
                        for i, (label, action, tip) in enumerate(steps)]
        self.seat_button = Button(pygame.Rect(LOG_RECT.x + 16, y + 56, LOG_RECT.width - 32, 44), "",
                                  self.next_seat, tooltip="Whose cards you see (S)", hotkey=pygame.K_s)
        self.buttons += [self.seat_button,
                         Button(pygame.Rect(1150, 6, 120, 36), "Back", self.app.pop, hotkey=pygame.K_ESCAPE)]
        if self.chart is not None:
            self.review_button = Button(pygame.Rect(1020, 6, 120, 36), "", self.toggle_review, hotkey=pygame.K_v,
                                        tooltip="Each seat's chance to win after every move, or the log (V)")
            self.buttons.append(self.review_button)
            self.review_button.label = "Log" if self.reviewing else "Review"
        self._label_seat()

    def toggle_review(self) -> None:
        """The log's panel shows the review, or the log again."""
        self.reviewing = not self.reviewing
        self.review_button.label = "Log" if self.reviewing else "Review"

    def close(self) -> None:
        if self.chart is not None:
            self.chart.close()

    def toggle_play(self) -> None:
        """Play on from here (from the deal if at the end), one move every AUTO_STEP."""
        self.playing = not self.playing
        if self.playing and self.at >= self.total:
            self.goto(0)
        self._clock = 0.0
        self.buttons[2].label = "Stop" if self.playing else "Play"

    def next_seat(self) -> None:
        self.viewer = self.seats[(self.seats.index(self.viewer) + 1) % len(self.seats)]
        self._label_seat()
        self.table.reset()

    def _label_seat(self) -> None:
        if self.viewer is None:
            self.seat_button.label = "Seen by: the table"
        elif self.viewer == OPEN:
            self.seat_button.label = "All cards open"
        else:
            self.seat_button.label = "Seen by: " + self.game.seat_label(self.session.state, self.viewer)

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}
            if event.key in keys:
                self.goto(self.at + keys[event.key], animate=keys[event.key] == 1)
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.goto(0 if event.key == pygame.K_HOME else self.total)
                return
            if pressed(event, pygame.K_SPACE):        # a held Space no longer flickers play and pause
                self.toggle_play()
                return
        if dispatch(self.buttons, event) or self._review_handle(event) or self.log.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and SLIDER.inflate(0, 20).collidepoint(event.pos):
            self._dragging = True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._dragging = False
        if self._dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            frac = (event.pos[0] - SLIDER.x) / SLIDER.width
            self.goto(round(max(0.0, min(1.0, frac)) * self.total))
            return
        if event.type == pygame.MOUSEMOTION:        # hovering zooms a card; choosing is off
            self.table.handle(event, self.view(), self.decision())

    def _review_handle(self, event) -> bool:
        """The review's clicks while it is shown: the chart, and the marks listed under it."""
        if not self.reviewing:
            return False
        if self.chart.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, mark in self.mark_rows:
                if rect.collidepoint(event.pos):
                    self.show(mark.move, mark)
                    return True
        return False

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.reviewing:
            self.chart.update()
        if not self.playing:
            return
        self._clock += dt
        waiting = self.table.busy() or self.table.holding()
        if self._clock >= max(0.3, AUTO_STEP * self.app.settings.pace) and not waiting:
            self._clock = 0.0
            self.goto(self.at + 1, animate=True)
            if self.at >= self.total:
                self.toggle_play()

    def wants_frames(self) -> bool:
        """Full speed while moves play or animate; the review, only when its work moved on."""
        return self.playing or self.table.busy() or (self.reviewing and self.chart.changed())

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        view, decision = self.view(), self.decision()
        surface.blit(scaled("felt", theme.LOGICAL_SIZE), (0, 0))
        self.table.draw(surface, view, decision)
        self.table.draw_moving(surface, view, decision)
        bar = pygame.Rect(0, 0, 1280, 48)
        surface.blit(scaled("table_wood", (1280, 48)), bar)
        draw.line(surface, theme.BRASS, bar.bottomleft, bar.bottomright, 2)
        draw_text(surface, "Replay", (16, 24), role="title", size=26, colour=theme.GOLD, anchor="midleft",
                  shadow=True)
        status = f"{deal_line(self.session)}  ·  " + \
            (f"before move {self.at + 1} of {self.total}" if decision else f"move {self.at} of {self.total}")
        extra = self.table.status(view)
        draw_text(surface, status + (f"  ·  {extra}" if extra else ""), (150, 24), role="bold", size=20,
                  colour=theme.CREAM, anchor="midleft")
        if self.reviewing:
            self._draw_review(surface)
        else:
            cardart.draw_panel(surface, PANEL, style="paper", title="Log")
            self.log.highlight = self.at - 1          # the lines of the move just shown stand out
            held = self.table.log_held()
            self.log.set_rows((self.at, self.viewer, len(held)), lambda: log_rows(self.session, self._reader(), held))
            self.log.draw(surface)
        controls = pygame.Rect(LOG_RECT.x, PANEL.bottom + 14, LOG_RECT.width, LOG_RECT.bottom - PANEL.bottom - 14)
        cardart.draw_panel(surface, controls, style="leather")
        self._draw_slider(surface)
        for button in self.buttons:
            button.draw(surface)
        self.table.draw_overlay(surface, view, decision)
        if self.reviewing:
            self.chart.draw_overlay(surface)

    def _draw_review(self, surface) -> None:
        """In the log's place: the chart, the move shown on it, then each mark in words (a
        click on one shows that choice); the mark shown, in full and framed."""
        cardart.draw_panel(surface, PANEL, style="paper", title="Review")
        self.chart.draw(surface, CHART, at=self.at)
        self.mark_rows = []
        area = pygame.Rect(CHART.x, CHART.bottom + 12, CHART.width, PANEL.bottom - 4 - CHART.bottom - 12)
        shown = self.moment if self.decision() else None
        rows = []
        for number, mark in enumerate(self.chart.marks, 1):
            text = f"{number}. {mark.text if mark == shown else mark.short}"
            size = wrapped_size(text, area, SHOWN_SIZES) if mark == shown else SHOWN_SIZES[0]
            measure = font("body", size)
            lines = cardart.wrap_text(text, measure, area.width)
            if mark != shown and len(lines) > ROW_LINES:        # the rest of its words on a click
                lines = lines[:ROW_LINES - 1] + [clip(" ".join(lines[ROW_LINES - 1:]), area.width, size=size)]
            rows.append((mark, lines, size, len(lines) * (measure.get_height() + 2)))
        kept = sum(height + 8 for mark, _, _, height in rows if mark == shown)    # the one shown always has room
        y = area.top
        for mark, lines, size, height in rows:
            if mark != shown and y + height + 8 + kept > area.bottom + 8:
                continue                # on the chart only, its words on hover
            kept -= height + 8 if mark == shown else 0
            rect = pygame.Rect(area.x, y, area.width, min(height, area.bottom - y))
            if mark == shown:
                draw.rect(surface, theme.GOLD, rect.inflate(8, 6), 2, border_radius=4)
            draw_wrapped(surface, "\n".join(lines), rect, role="body", size=size)
            self.mark_rows.append((rect, mark))
            y += height + 8

    def _draw_slider(self, surface) -> None:
        draw.rect(surface, theme.PAPER, SLIDER, border_radius=8)
        done = SLIDER.copy()
        done.width = round(SLIDER.width * self.at / max(1, self.total))
        draw.rect(surface, theme.GOLD, done, border_radius=8)
        knob = (SLIDER.x + done.width, SLIDER.centery)
        draw.circle(surface, theme.INK, knob, 12)
        draw.circle(surface, theme.CREAM, knob, 8)
