"""The Desperados table: the map of the Southwest on the left, the gang's booty, the
coaches and every seat's face-down cards on the right, the prompt and your hand below.

Laying a card has a confirm step (the rules let a player change a card until the move is
complete): a click on a card in the hand, or on the town it leads to, only picks it; the
pick is drawn on the map as a red arrow and the bar offers its buttons (each labelled with
the option it plays), which commit it. Picking another card replaces the pick. When a card
is shown as proof during the move (its slot face up with a red frame, a banner on the map),
a seat whose card is down is asked again: Keep, or pick and confirm another card.

What a tutorial's callout may point at (`locate`): "map", "booty" (the booty against the
gang's target, in words over the tally's bar: an arrow to the whole tally struck through
the coaches' words under it), "coaches",
"seats", "seat:<n>" (a seat's row of cards), "hand", "card:<id>" or "<id>" (a movement
card in the hand, "saloon" included), "town:<id>", "marshal", "sheriff:<n>" (from 1), "coach:brown",
"coach:blue", "aid" (the marshal's where-they-may-be button) and "panel" (the turn revealed,
while it is held), besides every table's own.
"""
from __future__ import annotations

import dataclasses

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw
from wildwest.ui.choices import HINT_RING, ChoiceBar, Choices
from wildwest.ui.table import BOARD, Table
from wildwest.ui.widgets import Button, clip, cover, draw_text, draw_tooltip, draw_wrapped, fitting

from ..board import MOVES, SALOON, board
from ..rules import ACT_WORDS, KEEP
from ..tracking import possible_towns, proven_now
from . import legend
from .mapdraw import MapPainter, destination, make_board, route_of

MAP = pygame.Rect(12, 60, 548, 416)
TALLY = pygame.Rect(572, 56, 372, 42)
COACHES = pygame.Rect(572, 104, 372, 66)
SEATS = pygame.Rect(572, 176, 372, 304)     # wide enough for five towns' names whole in a row at 1024x576
STRIP = pygame.Rect(8, 486, 936, 86)
HAND = pygame.Rect(8, 578, 936, 138)
HAND_COLS = 7
CHIP_H = 30
SLOT_H = 18
SLOT_TYPE = 12              # a laid card's town name in a seat's row
SLOT_GAP = 4
FACE_SIZES = (SLOT_TYPE, 11, 10)     # a town's name in a seat's slot: smaller type before it is shortened
STEP_SECONDS = 1.3           # one card of the examination
SOUNDS = {"reveal": "card_flip", "arrest": "gunshot", "robbed": "coins", "hold_up": "coins",
          "foiled": "click", "hold_up_fails": "click"}
EXAM_KINDS = tuple(SOUNDS)
EXAM_RING = 24                # the ring round the town of an arrest or robbery
REVEAL = pygame.Rect(8, 486, 936, 230)   # the turn revealed, over the bar and the hand until put away
REVEAL_SIZES = (16, 15, 14, 13)   # its words' type, largest first: smaller before the panel grows over the seats
REVEAL_SECONDS = 4.0          # how long it stays when only bots are playing
TOWN_WORDS = {"Town": "a town", "Bank town": "a bank town", "Robbed bank": "a bank town robbed empty"}
TOLD = ("arrest", "robbed", "hold_up", "hold_up_fails", "foiled")   # what the turn revealed tells


def card_face(card_id: str) -> cardart.CardFace:
    """A movement card: a town of the map, or the Saloon (stay where you are)."""
    b = board()
    if card_id == SALOON:
        return cardart.CardFace(title="Saloon", kind="Movement card", icon="icon_pot", accent=(120, 70, 30),
                                text="Stay where you are. Once a turn.", art="saloon")
    city = b.cities[card_id]
    roads = ", ".join(b.name(n) for n in b.nbrs[card_id])
    return cardart.CardFace(title=city.name, kind="Bank town" if city.bank else "Movement card",
                            icon="icon_horseshoe", accent=(150, 86, 36), text=f"Roads to {roads}.",
                            art=card_id)


def card_ids() -> tuple[str, ...]:
    """Every movement card, for the players' rules page."""
    return board().cards


class DesperadosTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        self.map = make_board(MAP)
        self.painter = MapPainter(self.map)
        self.things: list[tuple[pygame.Rect, str]] = []
        self.choices = Choices(None, thing=self.thing)
        self.choice_bar = ChoiceBar(STRIP, BOARD, fill=True)
        self._prompt = None
        self.shading = True
        self.shade_button = Button(pygame.Rect(MAP.right - 168, MAP.y + 6, 162, 30), "Hide where they may be",
                                   self._toggle_shading)
        self.mouse = (0, 0)
        self._step = -1                # the examination step whose sound was played
        self._last_view = None         # the view last drawn outside an examination
        self._before = None            # the view of the turn the examination plays back
        self._exam_events: list = []   # the move's events the examination plays back
        self._drawn = None             # the view last drawn, for `locate`
        self.money = pygame.Rect(TALLY)  # the booty's words, as last drawn (`locate`)
        self.revealed: dict | None = None   # the turn just examined, held until put away
        self.continue_button = Button(pygame.Rect(0, 0, 200, 46), "Continue", lambda: None, primary=True)
        self.continue_button.rect.bottomright = (REVEAL.right - 16, REVEAL.bottom - 14)

    @property
    def bar(self) -> list[Button]:
        return self.choice_bar.buttons

    def status(self, view) -> str:
        if self._exam_step() is not None and self._before is not None:
            return f"Turn {self._before.turn + 1}: the cards turned"
        if view.phase == "over":
            return "Game over"
        if view.phase == "setup":
            return "Set-up"
        return f"Move {view.move}/{MOVES}"      # short: the top bar also lists who is awaited

    # ---- what a click plays ------------------------------------------------------------------
    def _is_cards(self, decision) -> bool:
        return decision is not None and any(o.kind == "play" for o in decision.options)

    def _sync(self, view, decision) -> None:
        if self.choices.decision != decision:
            self.choices = Choices(decision, thing=self.thing)
        prompt = self._prompt_text(view, decision)
        key = (prompt, self.choices.decision, self.choices.selected)
        if key != self._prompt:
            self._prompt = key
            live = decision is not None and self._exam_step() is None
            self.choice_bar.set(prompt, self.choices.buttons() if live else [], self.game.describe)
        self.choice_bar.hint = self.hint

    def _prompt_text(self, view, decision) -> str:
        if self._exam_step() is not None:
            return "The examination: the cards are turned move by move. Click to skip."
        if decision is None:
            if view.player is None:
                return "Watching the marshal hunt the gang"
            if view.phase == "over":
                return "The game is over"
            return self.waiting(view)
        if not self._is_cards(decision):
            return decision.prompt + ": click a lit town."
        card = self._picked_card()
        if card is None and KEEP in decision.options:
            laid = view.laying[view.player][0]
            return (f"Move {view.move}: {self._shown_words(view)} Keep "
                    f"{'the Saloon' if laid == SALOON else board().name(laid)}, or pick another card.")
        if card is None:            # marking a target: the legend and the tutorial's tip say it once
            return decision.prompt + ". Pick a lit card or town."
        where = "the Saloon (stay)" if card == SALOON else board().name(card)
        return f"Your pick: {where}, drawn in red on the map. Confirm it below, or pick another card."

    def _shown_words(self, view) -> str:
        """The proofs of this move as a sentence, short enough to keep the bar on one line
        over the map: "Gregor's card shows Tombstone, Patrick's Salem."."""
        seen = [(self.game.seat_label(self.play.session.state, p), board().name(town))
                for p, town in proven_now(view).items()]
        if not seen:
            return "A card was shown."
        (first, town), *more = seen
        return f"{first}'s card shows {town}" + "".join(f", {who}'s {at}" for who, at in more) + "."

    def _picked_card(self) -> str | None:
        return next((t for t in self.choices.selected if not t.startswith("town:")), None)

    def _click(self, view, decision, things: tuple) -> object:
        """A card decision only selects (the bar's buttons confirm); any other plays at once."""
        things = tuple(t for t in things if t is not None)
        if not self._is_cards(decision):
            return self.choices.click(*things)
        self.choices.selected = things if self.choices.clickable(*things) else ()
        self._sync(view, decision)
        return None

    def _town_things(self, view, decision, town: str) -> tuple:
        """A town on the map names its card (the Saloon where the path ends) and its mark."""
        if not self._is_cards(decision):
            return (f"town:{town}",)
        here = destination(view, view.player, SALOON)
        card = town if self.choices.clickable(town) else SALOON if town == here else None
        return (card, f"town:{town}")

    def _toggle_shading(self) -> None:
        self.shading = not self.shading
        self.shade_button.label = "Hide where they may be" if self.shading else "Show where they may be"

    def handle(self, event, view, decision):
        if self._exam_step() is not None:       # a click or key skips the playback, then puts the turn away
            self.continue_button.handle(event) if event.type == pygame.MOUSEMOTION else None
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                if not self._playing_exam():
                    self.revealed = None
                self.flashes = [f for f in self.flashes if f.kind != "exam"]
            return None
        self._sync(view, decision)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self._marshal_eyes(view) and self.shade_button.handle(event):
            return None
        option = self.choice_bar.handle(event)
        if option is not None:
            self.choices.selected = ()
            return option
        pos = getattr(event, "pos", None)
        if pos is not None and self.choice_bar.rect.collidepoint(pos) and event.type != pygame.MOUSEMOTION:
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and decision is not None:
            for rect, thing in reversed(self.things):
                if rect.collidepoint(pos) and not thing.startswith("town:"):
                    return self._click(view, decision, (thing,))
        town = self.map.handle(event)
        if town is not None and decision is not None:
            return self._click(view, decision, self._town_things(view, decision, town))
        return None

    def describe(self, option) -> str:
        """In the words of the view drawn (a sheriff left where he is "stays in" his town)."""
        view = self._drawn
        return super().describe(option) if view is None else self.game.describe_for(view, None, option)

    def locate(self, thing: str) -> pygame.Rect | None:
        """Where a tutorial's callout points (the names are in the module docstring)."""
        panels = {"map": MAP, "booty": self.money, "coaches": COACHES, "seats": SEATS, "hand": HAND}
        kind, _, name = thing.partition(":")
        view = self._drawn
        if thing in panels:
            return pygame.Rect(panels[thing])
        if kind == "town" and name in board().cities:
            spot = pygame.Rect(0, 0, 28, 28)
            spot.center = self.map.screen(name)
            return spot if MAP.contains(spot) else None
        if kind == "card":
            return self._drawn_thing(name)
        if kind == "seat" and name.isdigit() and view is not None and int(name) < view.players:
            return _seat_rect(int(name), view.players)
        if thing == "button:Continue" and self.revealed is not None:
            return pygame.Rect(self.continue_button.rect)
        if thing == "panel":
            return pygame.Rect(self.revealed.get("box", REVEAL)) if self.revealed is not None and not self._playing_exam() \
                else None
        if thing == "aid":
            return pygame.Rect(self.shade_button.rect) if view is not None and self._marshal_eyes(view) else None
        if view is not None and kind in ("marshal", "sheriff", "coach"):
            return self._piece(view, kind, name)
        return self._drawn_thing(thing) or super().locate(thing)

    def beside(self, thing: str) -> list[pygame.Rect]:
        """A town's name: the callout of a step that points at the town keeps off it (its
        arrow's head hid the E of "El Paso")."""
        kind, _, name = thing.partition(":")
        named = self.painter.names.get(name) if kind == "town" else None
        return [pygame.Rect(named)] if named is not None else []

    def _drawn_thing(self, thing: str) -> pygame.Rect | None:
        """Where a click chooses `thing` (a card's id, as `thing(option)` names it)."""
        return next((pygame.Rect(rect) for rect, t in self.things if t == thing), None)

    def _piece(self, view, kind: str, name: str) -> pygame.Rect | None:
        """A piece on the map: the marshal, sheriff n (from 1) or the brown or blue coach."""
        which = {"": None, "brown": 0, "blue": 1}.get(name, int(name) - 1 if name.isdigit() else -1)
        return next((pygame.Rect(rect) for k, rect, data in self.painter.piece_spots(view)
                     if k == kind and data == which and MAP.contains(rect)), None)

    def reset(self) -> None:
        super().reset()
        self.revealed = None
        self.choices = Choices(None, thing=self.thing)
        self._prompt = None
        self._last_view = self._before = None

    # ---- events: sounds and the examination played card by card ----------------------------------
    def on_events(self, events) -> None:
        audio = self.play.app.audio
        steps = [dict(kind=e.kind, text=e.text, towns=e.data.get("towns"), cards=e.data.get("cards"),
                      value=e.data.get("value", 0), poker=e.data.get("town") if e.data.get("act") == "poker" else None,
                      at=e.data.get("town"), index=i)
                 for i, e in enumerate(events) if e.kind in EXAM_KINDS]
        if steps:
            self._step = -1
            self._before = self._last_view
            self._exam_events = events
            self.flash("exam", {"steps": steps}, STEP_SECONDS * len(steps))
            told = [e.text for e in events if e.kind in TOLD or e.kind == "turn_end"]
            turn = next((e.data["turn"] + 1 for e in events if e.kind == "turn_end"), None)
            self.revealed = {"turn": turn, "steps": steps, "text": "\n".join(told), "age": 0.0}
        for e in events:
            if e.kind in ("lay", "place", "sheriff"):
                audio.play("card_slide")
            elif e.kind in ("disc", "spy") and not e.shadows(self.play.viewer):    # once: its own line, or the table's
                audio.play("coins" if e.kind == "disc" else "card_flip")
                self.flash("banner", {"text": e.text}, 1.4)
            elif e.kind == "change_hidden" and not e.shadows(self.play.viewer):
                audio.play("card_slide")
                self.flash("banner", {"text": e.text}, 1.4)

    def _exam_step(self) -> tuple[int, list] | None:
        """The examination's step shown now; its last while the turn revealed is held."""
        exam = next((f for f in self.flashes if f.kind == "exam"), None)
        if exam is None:
            return (len(self.revealed["steps"]) - 1, self.revealed["steps"]) if self.revealed else None
        steps = exam.data["steps"]
        return min(len(steps) - 1, int(exam.progress * len(steps))), steps

    def log_held(self) -> tuple:
        """While the examination plays back, the log waits for each card to be turned."""
        step = self._exam_step() if self._playing_exam() else None
        if step is None:
            return ()
        at, steps = step
        cut = steps[at + 1]["index"] if at + 1 < len(steps) else steps[at]["index"] + 1
        return tuple(self._exam_events[cut:])

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.revealed is not None and not self._playing_exam():
            self.revealed["age"] += dt
            if self.play.viewer is None and self.revealed["age"] >= REVEAL_SECONDS * self.play.app.settings.pace:
                self.revealed = None        # nobody to click: the bots' table moves on by itself
        step = self._exam_step()
        if step is not None and step[0] != self._step:
            self._step = step[0]
            self.play.app.audio.play(SOUNDS[step[1][step[0]]["kind"]])

    def _playing_exam(self) -> bool:
        return any(f.kind == "exam" for f in self.flashes)

    def holding(self) -> bool:
        return self.revealed is not None

    def _exam_view(self, view):
        """The table as the examination stands: the state has already moved on to the next
        turn, so the turn examined (its coaches, routes, booty, tiles) is drawn from the
        view before it, with the pawns, booty and poker tiles of the steps shown so far."""
        step = self._exam_step()
        if step is None:
            return view
        before = self._before or view
        done = step[1][:step[0] + 1]
        pawns = list(before.pawn)
        towns = next((s["towns"] for s in reversed(done) if s["towns"]), None)
        for p, town in (towns or {}).items():
            pawns[int(p)] = town
        taken = {s["poker"] for s in done if s["kind"] == "robbed"}
        return dataclasses.replace(before, pawn=pawns, phase="exam", booty=before.booty + sum(
            s["value"] for s in done if s["kind"] in ("robbed", "hold_up")),
            poker_towns=[t for t in before.poker_towns if t not in taken])

    def _exam_cards(self) -> dict | None:
        """Seat -> the cards turned so far while the examination plays (the state has already
        moved on to the next turn, so the slots show these instead)."""
        step = self._exam_step()
        if step is None:
            return None
        out: dict = {}
        for s in step[1][:step[0] + 1]:
            for p, card in (s["cards"] or {}).items():
                out.setdefault(int(p), []).append(card)
        return out

    # ---- drawing ----------------------------------------------------------------------------------
    def legend(self) -> tuple:
        return legend.entries(draw_slot)

    def symbol_at(self, pos) -> str | None:
        """A mark of the map, unless the marshal's button or a crowded bar lies over it."""
        drawn = self.painter.drawn
        button = drawn is not None and self._marshal_eyes(drawn[0]) and self.shade_button.rect.collidepoint(pos)
        if button or self.choice_bar.rect.collidepoint(pos):
            return None
        return legend.symbol_at(self.painter, pos)

    def legend_tip(self, pos) -> str | None:
        """The legend's words for a mark of the map, but a town is named, with its roads; and
        a town the player may click has no tip, as the pointer rests on it after each click."""
        symbol, town = self.symbol_at(pos), legend.town_at(self.painter, pos)
        lit = self.painter.drawn[1] if self.painter.drawn is not None else ()
        if town is not None and town in lit and symbol in (*TOWN_WORDS, "Lit town"):
            return None
        if town is None or symbol not in TOWN_WORDS:
            return super().legend_tip(pos)
        b = board()
        roads = sorted(b.name(n) for n in b.nbrs[town])
        return f"{b.name(town)}: {TOWN_WORDS[symbol]}, one road from {', '.join(roads[:-1])} and {roads[-1]}."

    def draw_overlay(self, surface, view, decision) -> None:
        """A hovered mark of the map says what it is, in the legend's words."""
        tip = self.legend_tip(self.mouse) if self._exam_step() is None else None
        if tip:
            draw_tooltip(surface, tip, self.mouse)

    def frame_key(self):
        cam = self.map.camera
        return (self.choices.selected, self.shading, cam.origin, cam.scale, self.choice_bar.hovered(),
                self.hint, self.shade_button.hover, self._exam_step() and self._exam_step()[0], self.banners())

    def board_busy(self) -> bool:
        """The examination's step and the banners are in the frame key, and nothing else
        moves: the map is redrawn once a step, not every frame."""
        return False

    def _marshal_eyes(self, view) -> bool:
        return view.player is not None and view.player == view.marshal

    def legal_towns(self, view, decision) -> set[str]:
        """The towns a click may choose now: where each playable card leads, or any town
        offered to place a piece or move a sheriff."""
        if decision is None:
            return set()
        if self._is_cards(decision):
            return {destination(view, view.player, o["card"]) for o in decision.options if o.kind == "play"}
        return {o["town"] for o in decision.options if o.get("town") is not None}

    def shaded(self, view) -> dict:
        """The marshal's aid, from his own view only: each desperado's possible towns."""
        if not (self._marshal_eyes(view) and self.shading and view.phase in ("sheriffs", "cards")):
            return {}
        return possible_towns(board(), view)

    def paths(self, view) -> dict:
        """The trails this seat may see: its own, and a desperado's partners' too (none while
        the examination moves the pawns along them)."""
        out = {}
        if view.phase == "exam":
            return out
        for p, towns in view.paths.items():
            towns = list(towns)
            if p in view.laying:
                towns.append(destination(view, p, view.laying[p][0]))
            if view.pawn[p] is not None:
                out[p] = towns
        return out

    def draw(self, surface, view, decision) -> None:
        self._sync(view, decision)
        self.things = []
        if self._exam_step() is None:
            self._last_view = view
        else:                           # the turn examined, nothing to click until it ends
            view, decision = self._exam_view(view), None
        self._drawn = view
        card = self._picked_card()
        pick = destination(view, view.player, card) if card is not None and view.player is not None else None
        avoid = (self.shade_button.rect,) if self._marshal_eyes(view) else ()
        self.painter.draw(surface, view, legal=self.legal_towns(view, decision), pick=pick,
                          shade=self.shaded(view), paths=self.paths(view), avoid=avoid)
        if self._marshal_eyes(view):
            self.shade_button.draw(surface)
        self._ring_exam_town(surface)
        for town in board().cities:
            x, y = self.map.screen(town)
            if MAP.collidepoint(x, y):
                self.things.append((pygame.Rect(x - 10, y - 10, 20, 20), f"town:{town}"))
        self._draw_tally(surface, view)
        self._draw_coaches(surface, view)
        self._draw_seats(surface, view)
        self._draw_hand(surface, view, decision)
        self._draw_hint(surface)
        if self.choice_bar.rect.bottom > STRIP.top and self.choice_bar.rect.top < STRIP.top:
            cover(self.choice_bar.rect)          # a crowded bar has grown over the map
        self.choice_bar.draw(surface)
        self._draw_banner(surface)
        self._draw_revealed(surface)

    def _draw_hint(self, surface) -> None:
        """Ring what the Hint button advises: a card in the hand or a town on the map."""
        thing = self.thing(self.hint) if self.hint is not None else None
        for rect, t in self.things:
            if thing is not None and t == thing:
                draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3, border_radius=8)

    def _ring_exam_town(self, surface) -> None:
        """Where the examination's step happens: an arrest in red, a robbery or hold-up in gold."""
        step = self._exam_step()
        town = step[1][step[0]]["at"] if step is not None else None
        if town is not None:
            colour = theme.RED if step[1][step[0]]["kind"] == "arrest" else theme.GOLD
            draw.circle(surface, colour, self.map.screen(town), EXAM_RING, 4)

    def _draw_tally(self, surface, view) -> None:
        """Turn and move, the booty against the target in words, and under them a thin
        gold bar (the words never sit on the bar's fill)."""
        cardart.draw_panel(surface, TALLY, style="leather")
        words = "Set-up" if view.phase == "setup" else "Game over" if view.phase == "over" else \
            f"Turn {view.turn + 1} · move {view.move}"
        at = draw_text(surface, words, (TALLY.x + 10, TALLY.y + 3), role="title", size=15, colour=theme.GOLD)
        money = fitting([f"${view.booty:,} of ${view.target:,}", f"${view.booty:,}/${view.target:,}",
                         f"${view.booty // 1000}k/${view.target // 1000}k"],
                        TALLY.right - 10 - (at.right + 10), role="bold", size=14)
        self.money = draw_text(surface, money, (TALLY.right - 10, at.centery), role="bold", size=14,
                               colour=theme.CREAM, anchor="midright")
        bar = pygame.Rect(TALLY.x + 10, TALLY.bottom - 12, TALLY.width - 20, 7)
        draw.rect(surface, (40, 24, 14), bar, border_radius=3)
        share = min(1.0, view.booty / max(1, view.target))
        if share > 0:
            draw.rect(surface, theme.GOLD, pygame.Rect(bar.x, bar.y, max(6, int(bar.width * share)), bar.height),
                      border_radius=3)
        draw.rect(surface, theme.BRASS, bar, 1, border_radius=3)

    def _draw_coaches(self, surface, view) -> None:
        """Each coach's route this turn, in its colour (the blue one rolls a turn behind)."""
        cardart.draw_panel(surface, COACHES, style="paper")
        b = board()
        y = COACHES.y + 6
        for c, kind in enumerate(("brown", "blue")):
            route = route_of(view, c)
            colour = (150, 86, 36) if c == 0 else (52, 96, 178)
            draw.rect(surface, colour, pygame.Rect(COACHES.x + 10, y + 4, 14, 14), border_radius=3)
            words = [f"{kind.title()} coach: {b.name(route[0])} to {b.name(route[-1])}",
                     f"{kind.title()}: {b.name(route[0])}-{b.name(route[-1])}"] if route else \
                ["Blue coach: rolls from turn 2", "Blue: from turn 2"]
            width = COACHES.right - 10 - (COACHES.x + 30)
            draw_text(surface, fitting(words, width, role="body", size=14), (COACHES.x + 30, y), role="body",
                      size=14, colour=theme.INK)
            y += max(26, font("body", 14).get_height() + 2)

    def _draw_seats(self, surface, view) -> None:
        """One row per seat: name, what it is doing, and its five card slots this turn."""
        cardart.draw_panel(surface, SEATS, style="leather")
        for p in range(view.players):
            self._seat_row(surface, view, p, _seat_rect(p, view.players))

    def _seat_row(self, surface, view, p: int, row: pygame.Rect) -> None:
        """Mark, name, disc and status on one line; under it the five slots, as wide as the row."""
        cardart.draw_seat_mark(surface, p, pygame.Rect(row.x, row.y + 3, 16, 16))
        name = self.game.seat_label(self.play.session.state, p)
        who = self.play.session.seats[p]
        top = row.y + font("bold", 14).get_height() + 3
        caption = self._proof_words(view, p)
        caption_h = 3 + font("italic", 13).get_height() if caption else 0
        width = (row.width - SLOT_GAP * (MOVES - 1)) // MOVES
        f = font("body", SLOT_TYPE)
        narrow = max(f.size(board().name(c))[0] for c in board().cards) > width - 4    # larger type, small window
        two_lines = 2 * f.get_height() if narrow else SLOT_H       # "Silver / City" where the row has room
        slot_h = max(SLOT_H, min(two_lines, row.bottom - top - caption_h))
        captioned = top + slot_h + caption_h <= row.bottom    # room under the slots
        disc_w = 22 if view.disc[p] else 0
        name_w = row.width - 22 - 8 - disc_w - font("bold", 14).size(name)[0]     # the room beside the name
        status = fitting([self._seat_status(view, p, captioned), self._seat_status(view, p, captioned, short=True)],
                         name_w, role="italic", size=13)
        status_w = font("italic", 13).size(status)[0]
        room = row.right - status_w - 8 - disc_w - (row.x + 22)
        names = ([self.named(view, p)] if self.is_you(view, p) else []) + \
                ([f"{name} · {who} bot"] if who != "human" else []) + [name]
        at = draw_text(surface, fitting(names, room, role="bold", size=14), (row.x + 22, row.y + 1), role="bold",
                       size=14, colour=theme.GOLD if p == view.marshal else theme.CREAM)
        if view.disc[p]:
            draw.circle(surface, theme.seat_colour(p), (at.right + 12, at.centery), 7)
            draw.circle(surface, theme.CREAM, (at.right + 12, at.centery), 7, 2)
        if status:
            draw_text(surface, status, (row.right, row.y + 2), role="italic", size=13, colour=theme.CREAM,
                      anchor="topright")
        if top + slot_h > row.bottom:
            return
        if caption and captioned:
            draw_text(surface, fitting([caption, "Face up: shown as proof."], row.width, role="italic", size=13),
                      (row.x, top + slot_h + 3), role="italic", size=13, colour=theme.CREAM)
        known = view.cards.get(p, [])
        turned = self._exam_cards()
        for i in range(MOVES):
            rect = pygame.Rect(row.x + i * (width + SLOT_GAP), top, width, slot_h)
            if turned is None:
                self._slot(surface, view, p, i, known, rect)
            elif i < len(turned.get(p, ())):
                _face(surface, turned[p][i], rect)
            else:
                draw.rect(surface, (120, 96, 60), rect, 1, border_radius=3)

    def _proof_words(self, view, p: int) -> str | None:
        """Why a desperado's cards lie face up (red frame): the proof of a disc, or of spying."""
        if not view.shown[p]:
            return None
        b = board()
        discs = [f"a disc on {ACT_WORDS[act]} in {b.name(town)}" for act, town, _move, seats, _need
                 in view.activities if p in seats]
        return f"Face up as proof: {discs[0] if discs else 'spying on a bank'}."

    def _seat_status(self, view, p: int, captioned: bool, short: bool = False) -> str:
        """What the seat is doing, a proof with no room for its caption, and the cards its
        arrests cost it (said in full, unless the row is too narrow for that beside the name)."""
        lost = len(view.lost[p])
        parts = []
        if view.phase == "cards":
            parts.append("may change" if view.reopened[p] else "card down" if view.committed[p] else "laying")
        if view.shown[p] and not captioned:
            parts.append("face up: proof")         # no room for the caption under the cards
        cards = f"{lost} card{'s' * (lost > 1)}"
        if lost:
            parts.append(f"{cards} lost" if short else f"{cards} lost to {'arrests' if lost > 1 else 'an arrest'}")
        return " · ".join(parts)

    def _slot(self, surface, view, p: int, i: int, known: list, rect: pygame.Rect) -> None:
        """A laid card: its name if this seat may see it (red frame: shown to all), a back if
        not; the card being laid this move has a gold frame; an empty slot is an outline."""
        shown = view.shown[p].get(i)
        card = shown if shown is not None else known[i] if i < len(known) else None
        laying = i == view.laid[p] and view.committed[p]
        if card is None and laying and p in view.laying:
            card = view.laying[p][0]
        if i >= view.laid[p] and not laying:
            draw.rect(surface, (120, 96, 60), rect, 1, border_radius=3)
            return
        draw_slot(surface, rect, card, theme.RED if shown is not None else theme.GOLD if laying else None)

    def _draw_hand(self, surface, view, decision) -> None:
        """Your deck as chips: lit if playable now, red if picked, dark if laid or lost."""
        cardart.draw_panel(surface, HAND, style="leather")
        if view.player is None:
            draw_text(surface, "Every movement card is face down: watch the examination after move 5.",
                      (HAND.x + 14, HAND.y + 12), role="italic", size=15, colour=theme.CREAM)
            return
        head = "Your movement cards: lit ones can be laid now" if self._is_cards(decision) else \
            "Your movement cards"
        draw_text(surface, clip(head, HAND.width - 28, role="bold", size=14), (HAND.x + 14, HAND.y + 6),
                  role="bold", size=14, colour=theme.CREAM)
        top = HAND.y + 8 + font("bold", 14).get_height()
        gap = 6
        chip_h = min(CHIP_H, (HAND.bottom - 6 - top - 2 * 4) // 3)
        width = (HAND.width - 28 - gap * (HAND_COLS - 1)) // HAND_COLS
        laid = set(view.cards.get(view.player, [])) | ({view.laying[view.player][0]}
                                                        if view.player in view.laying else set())
        for i, card in enumerate(sorted(board().cards, key=_deck_order)):
            rect = pygame.Rect(HAND.x + 14 + (i % HAND_COLS) * (width + gap), top + (i // HAND_COLS) * (chip_h + 4),
                               width, chip_h)
            self._chip(surface, view, card, rect, laid)

    def _chip(self, surface, view, card: str, rect: pygame.Rect, laid: set) -> None:
        name = board().name(card)
        live = self.choices.clickable(card)     # the card laid this move, if it may take a disc now
        if card in view.lost[view.player] or card in laid and not live:
            draw.rect(surface, (44, 28, 18), rect, border_radius=5)
            note = "lost" if card in view.lost[view.player] else "laid"
            text = fitting([f"{name} ({note})", name], rect.width - 8, role="italic", size=13)
            draw_text(surface, text, rect.center, role="italic", size=13, colour=theme.MUTED, anchor="center")
            return
        cardart.draw_panel(surface, rect, style="paper")
        draw_text(surface, clip(name, rect.width - 8, role="bold", size=14), rect.center, role="bold", size=14,
                  colour=theme.INK, anchor="center")
        if card == self._picked_card():
            draw.rect(surface, theme.RED, rect.inflate(4, 4), 4, border_radius=7)
        elif live:
            draw.rect(surface, theme.GOLD, rect.inflate(2, 2), 3, border_radius=6)
        self.things.append((rect, card))

    def _draw_banner(self, surface) -> None:
        """The examination card by card (and a disc placed) as a paper banner on the map."""
        step = self._exam_step() if self._playing_exam() else None
        text = step[1][step[0]]["text"] if step else next(iter(self.banners()), None)
        if text is None:
            return
        if step:
            text += "  (Click to skip.)"
        f = font("bold", 15)
        lines = len(cardart.wrap_text(text, f, MAP.width - 64))
        height = lines * (f.get_height() + 2) + 16         # as tall as its words: the map stays in view
        box = pygame.Rect(MAP.x + 20, MAP.bottom - 12 - height, MAP.width - 40, height)
        cover(box)
        cardart.draw_panel(surface, box, style="paper")
        draw_wrapped(surface, text, box.inflate(-24, -14), role="bold", size=15)

    def _draw_revealed(self, surface) -> None:
        """The turn just examined, held over the bar and the hand: every seat's cards stay
        turned over on the right, the map shows where they went, and this says what came of it."""
        if self.revealed is None or self._playing_exam():
            return
        turn = self.revealed["turn"]
        title = f"Turn {turn} revealed: every card is turned over on the right" if turn else "The cards revealed"
        box, size = self._reveal_fit(surface, title)
        self.revealed["box"] = box              # where a tutorial's "panel" is, grown or not
        cover(box)
        inner = cardart.draw_panel(surface, box, style="paper", title=title)
        draw_wrapped(surface, self.revealed["text"], self._reveal_words(inner), role="body", size=size)
        self.continue_button.draw(surface)

    def _reveal_fit(self, surface, title: str) -> tuple[pygame.Rect, int]:
        """The panel and type size that fit the turn's words (a small window draws larger
        type, a turn of several arrests takes more lines): smaller type first, and only then
        the panel grown upwards, over the map and the seats the words speak of."""
        words = self._reveal_words(cardart.panel_content(surface, REVEAL, style="paper", title=title))
        for size in REVEAL_SIZES:
            f = font("body", size)
            lines = sum(len(cardart.wrap_text(p, f, words.width) or [""]) for p in self.revealed["text"].split("\n"))
            need = lines * (f.get_height() + 2)
            if need <= words.height:
                return REVEAL, size
        grow = min(REVEAL.top - MAP.top, need - words.height)
        return pygame.Rect(REVEAL.x, REVEAL.y - grow, REVEAL.width, REVEAL.height + grow), REVEAL_SIZES[-1]

    def _reveal_words(self, inner: pygame.Rect) -> pygame.Rect:
        """Where the turn's words go: the panel's inside, left of the Continue button."""
        return pygame.Rect(inner.x + 16, inner.y + 4, self.continue_button.rect.left - inner.x - 32, inner.height - 8)


def _seat_rect(p: int, players: int) -> pygame.Rect:
    """Seat p's row in the seats panel: its name and its five card slots."""
    row_h = (SEATS.height - 12) // players
    return pygame.Rect(SEATS.x + 8, SEATS.y + 6 + p * row_h, SEATS.width - 16, row_h)


def draw_slot(surface, rect: pygame.Rect, card: str | None, frame=None) -> None:
    """A laid card in a seat's row: its town on paper, or its back (None); `frame` red for
    a card shown to everyone, gold for the card laid in this move."""
    if card is None:
        draw.rect(surface, (96, 52, 28), rect, border_radius=3)
        draw.rect(surface, (200, 150, 90), rect.inflate(-6, -6), 1, border_radius=2)
    else:
        _face(surface, card, rect)
    if frame:
        draw.rect(surface, frame, rect.inflate(2, 2), 2, border_radius=3)


def _face(surface, card: str, rect: pygame.Rect) -> None:
    """A small face-up movement card in a seat's row: its town's name on paper, on two
    lines where the slot is narrow and tall enough ("Silver / City"), else in smaller type,
    and only then shortened with a full stop ("Tombst.") rather than cut."""
    draw.rect(surface, theme.PAPER, rect, border_radius=3)
    name = board().name(card)
    f = font("body", SLOT_TYPE)
    lines = name.split(" ", 1)
    if f.size(name)[0] > rect.width - 4 and len(lines) == 2 and rect.height >= 2 * f.get_height() \
            and max(f.size(line)[0] for line in lines) <= rect.width - 4:
        for line, anchor in zip(lines, ("midbottom", "midtop")):
            draw_text(surface, line, rect.center, role="body", size=SLOT_TYPE, colour=theme.INK, anchor=anchor)
        return
    size = next((s for s in FACE_SIZES if font("body", s).size(name)[0] <= rect.width - 4), FACE_SIZES[-1])
    text = fitting([name] + [name[:k].rstrip() + "." for k in range(len(name) - 1, 2, -1)], rect.width - 4,
                   role="body", size=size)
    draw_text(surface, text, rect.center, role="body", size=size, colour=theme.INK, anchor="center")


def _deck_order(card: str) -> tuple:
    """The Saloon first, then the towns by name: a player looks a card up by its town."""
    return (card != SALOON, board().name(card))


TABLE = DesperadosTable
