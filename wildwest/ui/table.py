"""What every game's table scene shares: the base class the play scene drives, and a
small animation clock so tables can show what just happened before bots move on."""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

import pygame

from wildwest.core.engine import Decision, Event, Option, names_and

from . import cardart
from .canvas import scale_of
from .choices import ChoiceBar, thing_of
from .legend import words
from .log import YOU


@dataclass
class Flash:
    """A timed effect: a table reads `progress` (0..1) while it lasts."""

    kind: str
    data: dict
    duration: float
    age: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.age / self.duration)


ZOOM_SIZE = (228, 320)        # fits between the board top and a table's choice bar
BOARD = pygame.Rect(0, 52, 952, 668)
LOG_RECT = pygame.Rect(964, 56, 304, 652)     # the log panel beside the board (play and replay)


def table_module(game_name: str):
    """The game's table module: its TABLE class and its `card_face` for the rules page."""
    return import_module(f"wildwest.games.{game_name}.table")


ZOOM_SHRINK = (1.0, 0.85, 0.7)   # how far a zoom shrinks, before it hides what it must not


def _zoom_places(anchor: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where a zoom of `size` may stand, best first: above the card, beside it (right, then
    left), below it, beside it level with its foot, then the board's corners."""
    places = []
    for place, at in (("midbottom", (anchor.centerx, anchor.top - 10)), ("midleft", (anchor.right + 10, anchor.centery)),
                      ("midright", (anchor.left - 10, anchor.centery)), ("midtop", (anchor.centerx, anchor.bottom + 10)),
                      ("bottomleft", (anchor.right + 10, anchor.bottom)),
                      ("bottomright", (anchor.left - 10, anchor.bottom))):
        zoom = pygame.Rect((0, 0), size)
        setattr(zoom, place, at)
        places.append(zoom.clamp(BOARD))
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        zoom = pygame.Rect((0, 0), size)
        setattr(zoom, corner, getattr(BOARD, corner))
        places.append(zoom)
    return places


def zoom_rect(anchor: pygame.Rect, avoid: tuple[pygame.Rect, ...] = (),
              size: tuple[int, int] = ZOOM_SIZE) -> pygame.Rect:
    """Where a hovered card is shown large without hiding it or any of `avoid` (the live
    buttons and the prompt; a table may add the cards still to choose and the players'
    plates): the first free place at full size, else at the largest smaller size that has
    one (down to 70 %), else at full size where it hides the least; always inside the board.
    `size`: a table whose cards say more than a line or two (Deck Goes West's jobs in
    sentences) shows them larger."""
    def hidden(zoom: pygame.Rect) -> int:
        clip = [zoom.clip(r) for r in avoid]
        return sum(c.width * c.height for c in clip)

    for k in ZOOM_SHRINK:
        shrunk = (round(size[0] * k), round(size[1] * k))
        free = [z for z in _zoom_places(anchor, shrunk) if not z.colliderect(anchor) and not hidden(z)]
        if free:
            return free[0]
    places = _zoom_places(anchor, size)
    clear = [z for z in places if not z.colliderect(anchor)]
    return min(clear or places, key=hidden)


class Table:
    """A game's board. The play scene owns the session; the table draws a view and turns
    clicks into Options, and never changes the game state itself."""

    area = pygame.Rect(0, 48, 952, 672)
    choice_bar: ChoiceBar | None = None     # every table's prompt and buttons (choices.ChoiceBar)

    def __init__(self, play) -> None:
        self.play = play
        self.game = play.session.game
        self.flashes: list[Flash] = []
        self.hint: Option | None = None

    # ---- driven by the play scene ------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, decision: Decision | None) -> None:
        raise NotImplementedError

    def is_you(self, view, seat: int | None) -> bool:
        """Whether `seat` is the person at the laptop: the seat shown, played by a human (in
        hot seat, whoever holds the laptop now; a bot's seat seen in a replay is not "you")."""
        return seat is not None and seat == view.player and self.play.session.is_human(seat)

    def named(self, view, seat: int) -> str:
        """A seat's name wherever the table says it: "Ada (you)" for the person at the laptop
        (`is_you`), the log's and the plates' one rule; else "Ada"."""
        label = self.game.seat_label(self.play.session.state, seat)
        return label + YOU if self.is_you(view, seat) else label

    def seat_words(self, seat: int) -> str:
        """A seat as the set-up named it, a bot with its level: "Player 2 (easy bot)"."""
        kind = self.play.session.seats[seat]
        label = self.game.seat_label(self.play.session.state, seat)
        return label + ("" if kind == "human" else f" ({kind} bot)")

    def waiting(self, view, what: str = "") -> str:
        """Who the table waits for and that they choose, in a sentence (a bare "Waiting for
        Player 2" did not say that a bot was thinking): "Player 2 (easy bot) is choosing..."."""
        seats = [p for p in self.play.session.pending() if p != view.player]
        if not seats:
            return ""
        kinds = {self.play.session.seats[p] for p in seats}
        if len(seats) > 1 and len(kinds) == 1 and kinds != {"human"}:      # "Audrey and Tom (easy bots)"
            who = f"{names_and(self.game.seat_label(self.play.session.state, p) for p in seats)} ({kinds.pop()} bots)"
        else:
            who = names_and(map(self.seat_words, seats))
        return f"{who} {'is' if len(seats) == 1 else 'are'} choosing{what}..."

    def thing(self, option: Option) -> str | None:
        """What on this table a click plays `option` by (`choices.thing_of` names cards,
        map places, tiles and seats); None: only a button plays it. A table whose options
        name their things otherwise overrides this, and passes it to `Choices`."""
        return thing_of(option)

    def describe(self, option: Option) -> str:
        """An option's words on its button and in a hint: the game's, unless the table can
        say more from what it shows (whose card, which character)."""
        return self.game.describe(option)

    def button_words(self, option: Option) -> str:
        """An option's words on its button, where a table says them shorter than in a hint
        (Deck Goes West's jobs); else `describe`'s."""
        return self.describe(option)

    def locate(self, thing: str) -> pygame.Rect | None:
        """Where `thing` is drawn now, for a tutorial's callout; None if it is not in view.
        Every table knows "log", "prompt" and "button:<label>" (a choice's button or the
        top bar's Menu, Undo, Hint); a game's table adds its own names (its docstring), and
        answers every name `thing(option)` gives with the place a click chooses it."""
        if thing == "log":
            return pygame.Rect(LOG_RECT)
        bar = self.choice_bar
        if thing == "prompt":
            return pygame.Rect(bar.rect) if bar is not None and bar.prompt else None
        if thing.startswith("button:"):
            label = thing.removeprefix("button:")
            buttons = (bar.buttons if bar is not None else []) + self.play.buttons
            return next((pygame.Rect(b.rect) for b in buttons if b.label == label), None)
        return None

    def beside(self, thing: str) -> list[pygame.Rect]:
        """What a callout pointing at `thing` must leave in view beside it (a town's name on
        a map, outside the ring round the town); a table with such things overrides this."""
        return []

    def chore(self, decision: Decision | None) -> Option | None:
        """The option the app may play for a human without asking (a move with no choice in
        it, for a game whose players expect that), when Settings.auto_chores is on; None asks."""
        return None

    def draw_moving(self, surface: pygame.Surface, view, decision: Decision | None) -> None:
        """What moves every frame of an animation (a card in flight), drawn over the board
        the play scene keeps, so a flight costs the card and not the whole table."""

    def board_busy(self) -> bool:
        """True while an animation changes the board from frame to frame, so the play scene
        redraws it each frame. A table whose `frame_key` names every change its animations
        make to the board (a banner's text, a step of a playback), and that draws what moves
        in `draw_moving`, says False: the board is then redrawn only when the key changes."""
        return self.busy()

    def banners(self) -> tuple[str, ...]:
        """The texts of the banners showing now, oldest first (for drawing and for a frame_key)."""
        return tuple(f.data["text"] for f in self.flashes if f.kind == "banner")

    def draw_overlay(self, surface: pygame.Surface, view, decision: Decision | None) -> None:
        """What follows the mouse every frame (a zoomed card, a tooltip) over the board."""

    def zooms(self) -> list[tuple[cardart.CardFace, pygame.Rect]]:
        """The zoom (face, rect) that each card drawn now would show under the mouse, for
        `warm`; a table that zooms its cards lists them."""
        return []

    def warm(self, surface: pygame.Surface) -> bool:
        """Render one of `zooms` ahead at the window's scale, on a frame with nothing else
        to do: the first time the mouse reaches a card then costs a blit, not a 10-60 ms
        render. True if one was rendered (one a frame keeps each idle frame short)."""
        k = scale_of(surface)
        return any(cardart.render_ahead(face, rect, k) for face, rect in self.zooms())

    def legend(self) -> tuple:
        """Every symbol, colour and marker this table draws, as `legend.Entry`s (name,
        sentence, painter): the "?" shows them, and a hovered symbol says the same words."""
        return ()

    def symbol_at(self, pos) -> str | None:
        """The name of the legend entry drawn under `pos` (for the hover tooltip), if any."""
        return None

    def legend_tip(self, pos) -> str | None:
        """The legend's words for the symbol under `pos`, for a table's tooltip."""
        return words(self.legend(), self.symbol_at(pos))

    def frame_key(self):
        """Anything besides the game state that changes the board's look (the hovered
        card, say): the play scene redraws the board when it changes."""
        return None

    def dismiss(self) -> bool:
        """Close a panel open over the table (Esc, before Esc opens the pause menu); True
        if there was one."""
        return False

    def handle(self, event: pygame.event.Event, view, decision: Decision | None) -> Option | None:
        """An Option when the event completes a choice, else None."""
        return None

    def on_events(self, events: list[Event]) -> None:
        """New events from a move: start animations and sounds."""

    def status(self, view) -> str:
        return ""

    def log_held(self) -> tuple:
        """Events the table is still playing back, which the log keeps until they are shown."""
        return ()

    def update(self, dt: float) -> None:
        for flash in self.flashes:
            flash.age += dt
        self.flashes = [f for f in self.flashes if f.age < f.duration]

    def busy(self) -> bool:
        """True while an animation the player should see is still running."""
        return any(f.age < f.duration for f in self.flashes)

    def holding(self) -> bool:
        """True while a panel waits for the player (Duel's round summary): bots, the
        results screen and a replay's autoplay wait, but nothing moves, so the app idles."""
        return False

    def flash(self, kind: str, data: dict, seconds: float) -> None:
        seconds *= self.play.app.settings.pace
        if seconds > 0:
            self.flashes.append(Flash(kind, data, seconds))

    def reset(self) -> None:
        """Forget animations and selections (after undo or a hand-over)."""
        self.flashes.clear()
        self.hint = None
