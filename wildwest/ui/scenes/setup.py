"""New game: choose the game, the players at each seat, the game's options and the deal.

The deal number is the game's seed: every shuffle and draw follows from it, so two
players who type the same number (and the same game, seats and options) get the same deal."""
from __future__ import annotations

import itertools
import random

import pygame

from wildwest.core.levels import level_lines, level_notes, notes_heading
from wildwest.core.saves import SEAT_KINDS, unfinished
from wildwest.core.tutorial import has_tutorial
from wildwest.games import get_game, playable_names

from .. import cardart, theme
from ..assets import font, scaled
from ..canvas import draw
from ..coach import open_tutorial
from ..scene import Scene
from ..widgets import Button, clip, dispatch, draw_message, draw_text, draw_tooltip, draw_wrapped

SEAT_LABELS = {"human": "Human", "random": "Bot: random", "easy": "Bot: easy", "hard": "Bot: hard",
               "expert": "Bot: expert"}
SEED_DIGITS = 9
SEED_FIELD = pygame.Rect(60, 634, 250, 56)
ROWS_Y = 212        # the players row, under two lines of the game's blurb
ROW_STEP = 52       # a seat's or an option's row, closer when many must fit the panel
ROW_H = 46          # a seat's or an option's button
TIGHT_STEP = 40     # closer than this, the seats go in two columns (Deck Goes West: 5 seats, 5 options)
SEAT_COLUMN = 370   # the second column's offset, and the two-column seat buttons' offset and width
SEAT_NAME_W, SEAT_BUTTON_W = 150, 200
PANEL = pygame.Rect(470, 130, 770, 480)
MESSAGE = pygame.Rect(PANEL.x + 8, PANEL.y + 16, PANEL.width - 16, ROWS_Y - PANEL.y - 16)   # over the blurb, not the choices
NOTE_SIZE = 17      # a bot seat's record beside it
TOOLTIP_W = 460     # wide enough for a bot level's line from the ladder


def new_seed() -> int:
    return random.SystemRandom().randrange(10 ** SEED_DIGITS)


class SetupScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.warned = False         # Start named the unfinished game it replaces
        self.game_name = game or next(reversed(app.taught), None) or playable_names()[0]
        self.players = 0
        self.seats: list[str] = []
        self.options: dict = {}
        self.seed_text = str(new_seed())
        self.typing = False
        self.message = ""
        self._choose(self.game_name)

    def _choose(self, name: str) -> None:
        game = get_game(name)
        self.game_name = name
        self.levels = level_lines(name)      # what each bot level does and its record, for the seats' tooltip
        self.notes = level_notes(name)       # its record in a few words, beside each bot's seat
        taught = self.app.taught.get(name, {})      # after a tutorial: the game it taught
        self.players = max(game.min_players, min(game.max_players, taught.get("players")
                                                 or self.players or game.min_players))
        self.options = {c.key: taught.get(c.key, c.default) for c in game.options}
        self._fit_seats()

    def _fit_seats(self) -> None:
        seats = self.seats[: self.players]
        while len(seats) < self.players:
            seats.append("human" if not seats else "easy")
        self.seats = seats
        self._settle_options()
        self._layout()

    def _settle_options(self, keep: tuple = ()) -> bool:
        """Make the options a config the game accepts, changing as few as possible: when the
        player count or one option rules out the others (Deck Goes West: solo is for 1 player,
        a mission belongs to its mode), those go back to what the game picks for them. False
        when no config keeps `keep` (the options are then left as they were)."""
        game = get_game(self.game_name)
        others = [c.key for c in game.options if c.key not in keep]
        for n in range(len(others) + 1):
            for dropped in itertools.combinations(others, n):
                config = {k: v for k, v in self.options.items() if k not in dropped}
                try:
                    config = game.configure({**config, "players": self.players})
                except ValueError:
                    continue
                self.options = {c.key: config[c.key] for c in game.options}
                return True
        return False

    def _layout(self) -> None:
        game = get_game(self.game_name)
        self.buttons: list[Button] = []
        for i, name in enumerate(playable_names()):
            rect = pygame.Rect(60, 150 + i * 86, 360, 72)
            b = Button(rect, get_game(name).title, lambda n=name: self._choose(n),
                       primary=(name == self.game_name), tooltip=get_game(name).blurb)
            self.buttons.append(b)
        x, y = 500, ROWS_Y
        if game.max_players > game.min_players:
            self.buttons.append(Button(pygame.Rect(x + 250, y, 48, 44), "-", lambda: self._players(-1),
                                       enabled=self.players > game.min_players))
            self.buttons.append(Button(pygame.Rect(x + 370, y, 48, 44), "+", lambda: self._players(1),
                                       enabled=self.players < game.max_players))
        names = game.seat_names(game.configure({**self.options, "players": self.players}))
        room = PANEL.bottom - 8 - (y + 64) - 20 - ROW_H + 4      # first row's top to the last row's
        per_column = self.players
        step = min(ROW_STEP, room // max(1, per_column + len(game.options) - 1))    # 6 seats and an option fit
        if step < TIGHT_STEP:                                    # many seats and options: seats in two columns
            per_column = (self.players + 1) // 2
            step = min(ROW_STEP, room // max(1, per_column + len(game.options) - 1))
        height = min(ROW_H, step - 4)
        button_x, button_w = (250, 260) if per_column == self.players else (SEAT_NAME_W, SEAT_BUTTON_W)
        self.seat_rows, self.seat_buttons = [], []
        for i in range(self.players):
            column, row = divmod(i, per_column)
            row_x, row_y = x + column * SEAT_COLUMN, y + 64 + row * step
            self.seat_rows.append((names[i], row_x, row_y, button_x - 34))
            self.seat_buttons.append(Button(pygame.Rect(row_x + button_x, row_y - 4, button_w, height),
                                            SEAT_LABELS[self.seats[i]], lambda i=i: self._cycle_seat(i),
                                            tooltip="\n".join(["Click to change who sits here.", *self.levels])))
        self.buttons += self.seat_buttons
        self.noted = per_column == self.players and game.seats_compete({**self.options, "players": self.players})
        self.option_rows = []
        oy = y + 84 + per_column * step
        for j, choice in enumerate(game.options):
            row_y = oy + j * step
            self.option_rows.append((choice.label, row_y))
            self.buttons.append(Button(pygame.Rect(x + 250, row_y - 4, 460, height),
                                       choice.label_of(self.options[choice.key]),
                                       lambda c=choice: self._cycle_option(c), tooltip=choice.help))
        self.buttons.append(Button(pygame.Rect(SEED_FIELD.right + 14, SEED_FIELD.y, 110, SEED_FIELD.height),
                                   "New", self.reroll, tooltip="Deal a new random number"))
        self.buttons.append(Button(pygame.Rect(980, 630, 240, 60), "Start", self.start, primary=True,
                                   hotkey=pygame.K_RETURN))
        self.buttons.append(Button(pygame.Rect(700, 630, 240, 60), "Back", self.app.pop))
        if has_tutorial(self.game_name):
            self.buttons.append(Button(pygame.Rect(450, 630, 236, 60), "Learn to play", self.learn,
                                       tooltip=f"A guided first game of {game.title}, one rule at a time"))

    def learn(self) -> None:
        self.message = open_tutorial(self.app, self.game_name)

    def _players(self, delta: int) -> None:
        self.players += delta
        self._fit_seats()

    def _cycle_seat(self, i: int) -> None:
        kinds = list(SEAT_KINDS)
        self.seats[i] = kinds[(kinds.index(self.seats[i]) + 1) % len(kinds)]
        self._layout()

    def _cycle_option(self, choice) -> None:
        """The next value the game accepts with this many players and the options above it
        (those below adapt to it): a score board offered is always one of the mission's,
        and clicking it never changes the mission."""
        values = list(choice.values)
        was = dict(self.options)
        at = values.index(self.options[choice.key])
        keys = [c.key for c in get_game(self.game_name).options]
        for k in range(1, len(values)):
            self.options = {**was, choice.key: values[(at + k) % len(values)]}
            if self._settle_options(keep=tuple(keys[: keys.index(choice.key) + 1])):
                break
        else:
            self.options = was
        self._layout()

    def reroll(self) -> None:
        self.seed_text, self.typing = str(new_seed()), False

    @property
    def seed(self) -> int:
        """The typed deal number; an empty field deals at random."""
        return int(self.seed_text) if self.seed_text else new_seed()

    def _type(self, event) -> bool:
        """Digits, Backspace and Delete edit the deal number while its field has focus."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.typing = SEED_FIELD.collidepoint(event.pos)
            return self.typing
        if not self.typing or event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
        elif event.key == pygame.K_DELETE:
            self.seed_text = ""
        elif event.unicode.isdigit() and event.unicode.isascii() and len(self.seed_text) < SEED_DIGITS:
            self.seed_text = (self.seed_text + event.unicode).lstrip("0") or "0"
        elif event.key in (pygame.K_TAB, pygame.K_ESCAPE):
            self.typing = False
        else:
            return event.key != pygame.K_RETURN
        return True

    def start(self) -> None:
        waiting = None if self.warned else unfinished()     # one save: Start asks before it replaces it
        if waiting is not None:
            self.message = (f"Starting replaces your unfinished game of {get_game(waiting.game).title}, which "
                            "Continue would pick up. Press Start again to begin, or Back to keep it.")
            self.warned = True
            return
        config = {**self.options, "players": self.players}
        self.app.replace("play", self.game_name, config, self.seed, list(self.seats))

    def handle(self, event) -> None:
        if self._type(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "New Game", (640, 70), role="title", size=54, colour=theme.GOLD,
                  anchor="center", shadow=True)
        game = get_game(self.game_name)
        cardart.draw_panel(surface, PANEL, style="paper", title=game.title)
        x = 500
        draw_wrapped(surface, game.blurb, pygame.Rect(x, 148, 710, ROWS_Y - 150), role="italic", size=18)
        draw_text(surface, "Players", (x, ROWS_Y + 10), role="bold", size=22)
        if game.max_players > game.min_players:
            draw_text(surface, str(self.players), (x + 334, ROWS_Y + 22), role="title", size=26, anchor="center")
        else:
            draw_text(surface, f"{self.players}", (x + 250, ROWS_Y + 10), role="title", size=24)
        for seat, (name, row_x, y, width) in enumerate(self.seat_rows):      # each seat's mark, as at the table
            cardart.draw_seat_mark(surface, seat, pygame.Rect(row_x, y + 9, 22, 22))
            draw_text(surface, clip(name, width, role="bold", size=22), (row_x + 30, y + 6), role="bold", size=22)
        for label, y in self.option_rows:
            draw_text(surface, label, (x, y + 6), role="bold", size=22)
        notes = self.seat_notes()
        for note, at in notes:
            draw_text(surface, note, at, role="italic", size=NOTE_SIZE, colour=theme.INK, anchor="midleft")
        for heading, at in self.notes_head(notes):
            draw_text(surface, heading, at, role="bold", size=NOTE_SIZE, colour=theme.INK, anchor="midleft")
        self._draw_seed(surface)
        for button in self.buttons:
            button.draw(surface)
        hovered = next((b for b in self.buttons if b.hover and b.tooltip), None)
        if hovered:
            below = (hovered.rect.x - 16, hovered.rect.bottom - 12)    # under the button, off the panel
            draw_tooltip(surface, hovered.tooltip, below, width=max(hovered.rect.width, TOOLTIP_W))
        if self.message:
            draw_message(surface, self.message, MESSAGE)

    def seat_notes(self) -> list[tuple[str, tuple[int, int]]]:
        """Each bot seat's record and where it starts, beside its button: with one column of
        seats, where the seats play against one another, and only where it fits whole."""
        notes = []
        for seat, button in enumerate(self.seat_buttons if self.noted else ()):
            note = self.notes.get(self.seats[seat])
            if note and font("italic", NOTE_SIZE).size(note)[0] <= PANEL.right - 20 - (button.rect.right + 16):
                notes.append((note, (button.rect.right + 16, button.rect.centery)))
        return notes

    def notes_head(self, notes: list) -> list[tuple[str, tuple[int, int]]]:
        """Over the notes' column, at the players row, how the ladder played them (none
        without notes)."""
        return [(notes_heading(self.game_name), (notes[0][1][0], ROWS_Y + 22))] if notes else []

    def _draw_seed(self, surface) -> None:
        draw_text(surface, "Deal number (type one to share a deal)", (SEED_FIELD.x, SEED_FIELD.y - 8),
                  role="bold", size=18, colour=theme.CREAM, anchor="bottomleft", shadow=True)
        cardart.draw_panel(surface, SEED_FIELD, style="paper")
        shown = self.seed_text + ("|" if self.typing else "") if self.seed_text or self.typing else "random"
        draw_text(surface, shown, (SEED_FIELD.x + 16, SEED_FIELD.centery), role="slab", size=24,
                  colour=theme.INK, anchor="midleft")
        if self.typing:
            draw.rect(surface, theme.GOLD, SEED_FIELD.inflate(6, 6), 3, border_radius=6)
