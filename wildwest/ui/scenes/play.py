"""The play scene: runs a Session at a game's table with bots, hints, undo and hot-seat.

Bots think on a worker thread so the window keeps drawing; a result is used only if the
game has not moved on meanwhile (the `generation` counter changes on every move or undo).
"""
from __future__ import annotations

import threading
import time

import pygame

from wildwest.core.engine import IllegalMove
from wildwest.core.saves import autosave_path, retire_autosave, unfinished
from wildwest.core.session import Session
from wildwest.core.words import bare

from .. import canvas, cardart, theme
from ..assets import font, scaled
from ..canvas import draw
from ..coach import Coach
from ..legend import is_legend_key
from ..log import LogPanel, log_rows
from ..scene import Scene
from ..table import LOG_RECT, table_module
from ..widgets import Button, dispatch, draw_text, draw_tooltip, draw_wrapped, fitting, pressed

BOT_PAUSE = 0.7     # seconds between bot moves at Normal speed
UNDONE = "Your last choice was taken back."     # a note, not an error: drawn in ink, not red
LEGEND_BUTTON = pygame.Rect(894, 6, 40, 36)   # the top bar's buttons end where they did before it
LOG_AREA = pygame.Rect(957, 49, 323, 671)   # the log panel and its shadow, on felt only (under the top bar)
MOVING_AREA = pygame.Rect(0, 50, 957, 670)  # what the top bar and the log leave: the table's moving layer
NOTES_H = 200       # the most room under the log for the last message and the hint


class Worker:
    """Runs one function on a daemon thread and keeps its answer (or its error)."""

    def __init__(self) -> None:
        self.tag = None
        self.answer = None
        self.error: Exception | None = None
        self.done = False
        self.thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        return self.thread is not None and not self.done

    def start(self, tag, fn, threaded: bool = True) -> None:
        self.tag, self.answer, self.error, self.done = tag, None, None, False

        def run() -> None:
            try:
                self.answer = fn()
            except Exception as err:  # a bot bug must not take the table down
                self.error = err
            self.done = True

        if threaded:
            self.thread = threading.Thread(target=run, daemon=True)
            self.thread.start()
        else:
            self.thread = threading.current_thread()
            run()

    def take(self):
        """The finished answer once, then idle again."""
        answer, tag = self.answer, self.tag
        self.thread, self.done, self.answer, self.tag = None, False, None, None
        return tag, answer


class PlayScene(Scene):
    def __init__(self, app, session: Session, lesson=None) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.lesson = lesson        # a tutorial in progress (core.tutorial.Lesson): it moves the opponents
        seed = session.save.seed
        self.bots = {p: self._bot(kind, seed + 31 * p)
                     for p, kind in enumerate(session.seats) if kind != "human" and lesson is None}
        self.worker = Worker()
        self.hinter = Worker()
        self.generation = 0
        self.next_bot_at = 0.0
        self.viewer = self._first_viewer()
        self.message = ""
        self.hint_text = ""
        self.hint_for = None
        self.finished_at: float | None = None
        self.table = table_module(self.game.name).TABLE(self)
        self.coach = Coach(self) if lesson is not None else None
        session.listeners.append(self._on_events)
        self.buttons = [
            Button(pygame.Rect(1166, 6, 104, 36), "Menu", self.pause, hotkey=pygame.K_ESCAPE),
            Button(pygame.Rect(1054, 6, 104, 36), "Undo", self.undo, tooltip="Take back your last choice (Ctrl+Z)"),
            Button(pygame.Rect(942, 6, 104, 36), "Hint", self.ask_hint, tooltip="The hard bot's advice (H)",
                   hotkey=pygame.K_h),
            Button(LEGEND_BUTTON, "?", self.open_legend, tooltip="What the symbols on this table mean (? or F1)"),
            Button(pygame.Rect(LOG_RECT.right - 96, LOG_RECT.top + 12, 84, 30), "All", self.open_log,
                   tooltip="The whole game's log (L)", hotkey=pygame.K_l),
        ]
        self.log = LogPanel(LOG_RECT.inflate(-24, -60).move(0, 20))
        self._chore_due: tuple | None = None     # (generation, player) of a chore seen, and when to play it
        self._chore_at = 0.0
        self._board = None      # the board drawn once per change, like the app's canvas
        self._board_key = None
        self._log_key = None    # the log's scroll as last drawn on the board

    # ---- construction ------------------------------------------------------------------
    def _bot(self, level: str, seed: int):
        """A seat's bot; an expert thinks as long as Settings say."""
        bot = self.game.make_bot(level, seed)
        if level == "expert":
            bot.seconds = self.app.settings.expert_seconds
        return bot

    @classmethod
    def start(cls, app, game_name: str, config: dict, seed: int, seats: list[str]) -> PlayScene:
        from wildwest.games import get_game
        session = Session.start(get_game(game_name), config, seed, seats, autosave=autosave_path())
        return cls(app, session)

    @classmethod
    def resume(cls, app, save) -> PlayScene:
        return cls(app, Session.resume(save, autosave=autosave_path()))

    @classmethod
    def tutorial(cls, app, lesson) -> PlayScene:
        """A guided game: the lesson (core.tutorial) says what the learner may play."""
        app.taught[lesson.tutorial.game] = lesson.session.game.taught_config(lesson.tutorial.config)
        return cls(app, lesson.session, lesson)

    # ---- whose eyes ------------------------------------------------------------------------
    def _first_viewer(self) -> int | None:
        humans = self.session.humans
        if not humans:
            return None
        pending = [p for p in self.session.pending() if p in humans]
        return pending[0] if pending else humans[0]

    @property
    def hotseat(self) -> bool:
        return len(self.session.humans) > 1

    def _next_viewer(self) -> None:
        """With two or more humans, hand the table to the next human who must choose,
        behind a pass-the-laptop screen so nobody sees another's hidden cards."""
        if not self.hotseat or self.session.result() is not None:
            return
        pending = [p for p in self.session.pending() if self.session.is_human(p)]
        if not pending or self.viewer in pending:
            return
        nxt = pending[0]
        game, state = self.session.game, self.session.state
        if self.viewer is not None and game.sees(state, self.viewer, nxt) and game.sees(state, nxt, self.viewer):
            self.table.reset()              # partners who see each other's cards: no screen
            self.take_seat(nxt)
            return
        back, self.viewer = self.viewer, None
        self.table.reset()
        self.app.push("handoff", self, nxt, back=back)

    def take_seat(self, player: int) -> None:
        self.viewer = player
        self.log.view.at_bottom = True      # a new reader starts at their latest line

    # ---- moves -------------------------------------------------------------------------------
    def play(self, player: int, option) -> bool:
        try:
            (self.lesson or self.session).play(player, option)
        except IllegalMove as err:
            self.message = str(err)
            return False
        return True

    def _on_events(self, events) -> None:
        self.generation += 1
        self.message = self.session.save_error
        if self._viewer_decision() != self.hint_for:
            self.hint_text, self.table.hint, self.hint_for = "", None, None
        self.table.on_events([e for e in events if e.visible_to(self.viewer)])

    def undo(self) -> None:
        if self.lesson is not None:
            self.message = "The tutorial does not take moves back: play on, it adapts."
            return
        if self.viewer is None or not self.session.undo(self.viewer):
            self.message = "Nothing to undo: something new was shown to you since your last choice, or another player moved."
            return
        while self._chore(self.viewer) is not None and self.session.undo(self.viewer):
            pass                            # a chore done for the player goes back with their choice
        self.generation += 1
        self.table.reset()
        self.hint_text, self.hint_for = "", None
        self.message = UNDONE

    def _viewer_decision(self):
        return self.session.pending().get(self.viewer) if self.viewer is not None else None

    def _table_decision(self):
        """The viewer's decision as the table offers it: in a tutorial, narrowed to the
        move the step asks for, the others dimmed with the reason."""
        decision = self._viewer_decision()
        if self.lesson is None or self.lesson.done:
            return decision
        return self.lesson.narrowed(decision, self.table.thing, self.table.describe)

    def _tutoring(self) -> bool:
        return self.lesson is not None and not self.lesson.done

    def play_on(self) -> None:
        """The tutorial is over: the same game goes on as a normal one, the opponents easy
        bots, autosaved for Continue like any game (the end panel says when that replaces
        an unfinished one). A tutorial game already over is kept (for "Watch last game")
        only if no unfinished game waits: it would be written over it just to be retired."""
        self.lesson.forget()
        self.lesson = self.coach = None
        seed = self.session.save.seed
        self.bots = {p: self._bot("easy", seed + 31 * p) for p, kind in enumerate(self.session.seats)
                     if kind != "human"}
        if self.session.result() is None or unfinished() is None:
            self.message = self.session.keep(autosave_path())

    def leave_lesson(self) -> None:
        """Back to the menu from a finished tutorial: nothing is left to resume."""
        self.lesson.forget()
        self.close()
        self.app.replace("menu")

    def ask_hint(self) -> None:
        """The hard bot's advice from this seat's view only; it stays while the seat's
        decision is the same (another seat moving does not spoil it)."""
        decision = self._viewer_decision()
        if decision is None or self.hinter.busy:
            return
        view = self.session.view(self.viewer)
        adviser = self.game.make_bot("hard", self.session.save.seed + len(self.session.save.moves))
        self.hint_text, self.hint_for = "Thinking about a hint...", decision
        self.hinter.start(decision, lambda: adviser.advise(view, decision), threaded=not self.app.headless)

    def open_log(self) -> None:
        self.app.push("log", self.session, self.viewer, self.table.log_held())

    def open_legend(self) -> None:
        self.app.push("legend", f"{self.game.title}: what the table shows", self.table.legend())

    def pause(self) -> None:
        self.app.push("pause", self)

    def wants_frames(self) -> bool:
        if self.table.holding():            # a panel waits for the player: nothing moves
            return self.table.busy() or self.hinter.busy
        if self._tutoring():
            return self.table.busy() or self.hinter.busy or self.lesson.auto_seat() is not None
        return (self.worker.busy or self.hinter.busy or self.table.busy() or self._results_due()
                or any(p in self.bots or self._chore(p) is not None for p in self.session.pending()))

    def _results_due(self) -> bool:
        """The game is over and its final board has been shown long enough: the pause before
        that idles at the low rate, the frame after it runs so the results get drawn."""
        return (self.finished_at is not None
                and time.monotonic() - self.finished_at >= 1.5 * self.app.settings.pace)

    def close(self) -> None:
        """Leaving the table: late bot answers are ignored (their generation is stale)."""
        self.generation += 1

    # ---- the frame -------------------------------------------------------------------------
    def handle(self, event) -> None:
        if pressed(event, pygame.K_z) and event.mod & pygame.KMOD_CTRL:       # held, it takes back one choice
            self.undo()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.table.dismiss():
            return
        if is_legend_key(event):
            self.open_legend()
            return
        if dispatch(self.buttons, event) or self.log.handle(event):
            return
        if self.coach is not None and self.coach.handle(event):
            return
        if self.viewer is None:
            return
        if self.session.result() is not None:
            if self.table.holding():        # the last round's summary waits for its click
                self.table.handle(event, self.session.view(self.viewer), None)
            return
        decision = self._table_decision()
        option = self.table.handle(event, self.session.view(self.viewer), decision)
        if option is not None and decision is not None:
            if self._tutoring() and not self.lesson.allows(option):
                self.message = self.lesson.reason(self.table.describe)
                return
            self.play(self.viewer, option)
            self._next_viewer()

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self._collect_hint()
        if self.lesson is not None:         # a tutorial: its own moves, or its end panel waiting
            if not self.lesson.done:
                self._run_lesson()
            return
        if self.session.result() is not None:
            self._finish()
            return
        self._skip_interrupts()
        self._do_chores()
        self._run_bots()

    def idle(self) -> None:
        """Render a card's zoom ahead while nothing moves (never during an animation)."""
        if not self.table.busy():
            self.table.warm(self.app.surface)

    def _collect_hint(self) -> None:
        if not self.hinter.done:
            return
        error = self.hinter.error
        asked_for, answer = self.hinter.take()
        if asked_for != self._viewer_decision():
            return
        if error is not None or answer is None:
            self.hint_text = "No hint this time."
            return
        option, chance = answer
        self.table.hint = option
        odds = f"  ·  about {chance:.0%} to win" if chance is not None else ""     # None: a plan, not a search;
        # a dot, not brackets: Duel's "Play the Last Call (7)" would read "(7) (about 52% to win)"
        self.hint_text = f"Hint: {bare(self.table.describe(option))}{odds}"     # a job's sentence, then the odds

    def _skip_interrupts(self) -> None:
        """Pass for a human with no interrupt to play, or who asked not to be prompted for
        interrupts (Settings). Every targeted seat is asked, so nobody learns from the
        question who holds an interrupt card."""
        for player, decision in self.session.pending().items():
            if not (self.session.is_human(player) and decision.interrupt):
                continue
            passing = next((o for o in decision.options if o.kind == "pass"), None)
            if passing is not None and (len(decision.options) == 1 or not self.app.settings.interrupt_prompts):
                self.play(player, passing)
                return

    def _chore(self, player):
        """The move the table would make for this human seat without asking, if any."""
        if player is None or not self.app.settings.auto_chores or not self.session.is_human(player):
            return None
        return self.table.chore(self.session.pending().get(player))

    def _do_chores(self) -> None:
        """Play a human's chore a beat after it appears (never in the frame that made it, so
        the click that led to it is one move and the player sees where it came from)."""
        for player in self.session.pending():
            option = self._chore(player)
            if option is None:
                continue
            due = (self.generation, player)
            if self._chore_due != due:
                self._chore_due = due
                self._chore_at = time.monotonic() + BOT_PAUSE * self.app.settings.pace / 2
            elif time.monotonic() >= self._chore_at and not self.table.busy():
                self.play(player, option)
                self._next_viewer()
            return

    def _run_lesson(self) -> None:
        """The tutorial's own moves (opponents, a pass with no choice), one a beat, after
        the table has shown the last."""
        now = time.monotonic()
        if now < self.next_bot_at or self.table.busy() or self.table.holding():
            return
        move = self.lesson.auto_move()
        if move is not None:
            self.play(*move)
            self.next_bot_at = now + BOT_PAUSE * self.app.settings.pace

    def _run_bots(self) -> None:
        now = time.monotonic()
        if self.worker.done:
            error = self.worker.error
            (gen, player, decision), option = self.worker.take()
            current = self.session.pending().get(player)
            if gen == self.generation and current == decision:
                if error is not None or option not in decision.options:
                    option = decision.options[0]
                self.play(player, option)
                self.next_bot_at = now + BOT_PAUSE * self.app.settings.pace
                self._next_viewer()
            return
        if self.worker.busy or now < self.next_bot_at or self.table.busy() or self.table.holding():
            return
        bots = [p for p in self.session.pending() if p in self.bots]
        if not bots:
            return
        player = bots[0]
        decision = self.session.pending()[player]
        view, bot = self.session.view(player), self.bots[player]
        self.worker.start((self.generation, player, decision), lambda: bot.choose(view, decision),
                          threaded=not self.app.headless)

    def _finish(self) -> None:
        now = time.monotonic()
        if self.finished_at is None:
            self.finished_at = now
            self.app.audio.play("win" if self.viewer in self.session.result().winners else "lose")
            if self.session.autosave is not None:      # this game's own save, not one it never wrote
                retire_autosave()
        waiting = self.table.busy() or self.table.holding()
        if self._results_due() and not waiting:
            self.app.replace("results", self.session)

    def draw(self, surface) -> None:
        """Redraw the board only when something on it changed (a move, a note, the hovered
        card, an animation drawn into it); otherwise reuse it and draw just what moves (a
        card in flight) and the overlays. A log scrolled redraws only the log's corner of
        the board: a whole Wild Ride table is 12 ms of CPU."""
        viewer = self.viewer
        view = self.session.view(viewer)
        decision = self._table_decision()
        key = (len(self.session.history), viewer, self.message, self.hint_text, self.table.frame_key(),
               self.table.busy(),      # the top bar's "Waiting for" waits for the animations
               self.lesson and self.lesson.index)      # a tutorial's step dims other options
        board = canvas.match(self._board, surface)
        if self.table.board_busy() or key != self._board_key or board is not self._board:
            self._board, self._board_key = board, key
            self._board.blit(scaled("felt", theme.LOGICAL_SIZE), (0, 0))
            self.table.draw(self._board, view, decision)
            self._draw_top_bar(self._board, view, decision)
            self._draw_log(self._board)
        elif self.log.view.key() != self._log_key:
            self._board.blit(scaled("felt", theme.LOGICAL_SIZE), LOG_AREA.topleft, LOG_AREA)
            self._draw_log(self._board)
        self._log_key = self.log.view.key()
        surface.blit(self._board, (0, 0))
        surface.set_clip(MOVING_AREA)       # under the top bar and the log, as if on the board
        self.table.draw_moving(surface, view, decision)
        surface.set_clip(None)
        for button in self.buttons:
            button.draw(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        self.table.draw_overlay(surface, view, decision)
        hovered = next((b for b in self.buttons if b.hover and b.tooltip), None)
        if hovered:
            draw_tooltip(surface, hovered.tooltip, hovered.rect.bottomleft)

    def _draw_top_bar(self, surface, view, decision) -> None:
        bar = pygame.Rect(0, 0, 1280, 48)
        surface.blit(scaled("table_wood", (1280, 48)), bar)
        draw.line(surface, theme.BRASS, bar.bottomleft, bar.bottomright, 2)
        title = draw_text(surface, self.game.title, (16, 24), role="title", size=26, colour=theme.GOLD,
                          anchor="midleft", shadow=True)
        status, tail, short = self.table.status(view), "", ""
        if self.table.holding():            # a panel waits: nobody moves until it is put away
            tail = short = "  ·  Press Continue"
        elif self.session.result() is None:
            waiting = self.table.waiting(view)
            if decision is not None:        # at a shared laptop, whose move it is by name
                short = "  ·  Your move"
                tail = short + (f", {self.game.seat_label(self.session.state, self.viewer)}" if self.hotseat else "")
            elif waiting and not self.table.busy() and not self._strip_says(waiting):     # said once
                tail, short = "  ·  " + waiting, "  ·  Waiting"     # nobody moves while the table plays back
        x = max(190, title.right + 24)
        room = LEGEND_BUTTON.left - 12 - x          # long names say less rather than run under "?"
        draw_text(surface, fitting([status + tail, status + short, status], room, role="bold", size=20), (x, 24),
                  role="bold", size=20, colour=theme.CREAM, anchor="midleft")

    def _strip_says(self, words: str) -> bool:
        """Whether the table's prompt, where the player looks for what to do, already says
        `words` ("... is choosing a character..." says "... is choosing..."): the top bar then
        leaves them out rather than say them twice."""
        bar = self.table.choice_bar
        return bar is not None and words.removesuffix("...") in bar.prompt

    def _draw_log(self, surface) -> None:
        """The log fills the panel above the notes (the last message, the hint); the player
        scrolls it by wheel, drag or its bar, and it follows new lines unless scrolled up."""
        cardart.draw_panel(surface, LOG_RECT, style="paper", title="Log")
        inner = LOG_RECT.inflate(-24, -60).move(0, 20)
        notes = [t for t in (self.message, self.hint_text) if t]
        f = font("italic", 16)
        needs = [len(cardart.wrap_text(n, f, inner.width)) * (f.get_height() + 2) + 4 for n in notes]
        below = min(NOTES_H, sum(needs) + 6) if notes else 0
        log_rect = pygame.Rect(inner.x, inner.y, inner.width, inner.height - below)
        if log_rect != self.log.rect:
            self.log.view.rect = log_rect
            self.log.view.set_content(self.log.view.content_h)
        self.log.highlight = len(self.session.history) - 1       # the last move's lines stand out
        held = self.table.log_held()
        self.log.set_rows((self.generation, self.viewer, len(held)),     # a move or an undo changes it
                          lambda: log_rows(self.session, self.viewer, held))
        self.log.draw(surface)
        y = log_rect.bottom + 6
        for note, need in zip(notes, needs):    # each takes what it needs, the last the rest
            room = inner.bottom - y if note is notes[-1] else need
            warn = note is self.message and note != UNDONE
            used = draw_wrapped(surface, note, pygame.Rect(inner.x, y, inner.width, room),
                                role="italic", size=16, colour=theme.RED if warn else theme.INK)
            y += used + 2
