"""The Wild Ride table: your Roadmap large on the left from the top down to the prompt bar
(drag to pan, wheel or +/- to zoom), the opponents one above the other on the right (click
a small sheet to open it full size over the table; a click or Esc closes it), the Reward
Chart under them and this turn's call beside the bar, your hand and play area at the bottom.

What a click would check glows gold; hovering anything that cannot be checked says why
(the engine's blocked reasons). The Call is a dialogue: click an opponent's plate, then a
colour and a value. The action everyone chooses at once is picked on the turn panel and
confirmed on the bar, and may be taken back until every player has chosen.

What a tutorial's callout may point at (`locate`): "map", "turn", "chart", "hand", "area"
(your play area), "plates" (the opponents), "call" (the open call dialogue), "call:<card
id>" (that card's button in it; with no dialogue open, the plate of a player who may be
asked for it), "seat:<n>" (a player's plate), "region:<id>" (its flag), "leg:<id>", "box:<id>" (a railroad box),
"sheet:<region id>" (a whole region of your Roadmap), "chart:<row>" (town, forest,
desert, lake, tipi, wanted or points), "hand:<card id>" or "hand:<index>" (a card in your
hand), "<card id>" (a card a click gives or puts down now) and "action:<name>" (an action's
plaque on the turn panel), besides every table's own.
"""
from __future__ import annotations

import pygame

from wildwest.core.engine import Option
from wildwest.core.words import sentence
from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.board import Board
from wildwest.ui.canvas import Kept, draw, scale_of
from wildwest.ui.choices import HINT_RING, ChoiceBar, Choices, thing_of
from wildwest.ui.flight import arc
from wildwest.ui.steady import SteadyHand
from wildwest.ui.table import BOARD, Table, zoom_rect
from wildwest.ui.widgets import Button, cover, draw_text, draw_tooltip, draw_wrapped, fitting, note

from ..content import content
from ..rules import ACTION_TEXT, ICON_TEXT, NAMES, PAIRS
from . import legend, mapdraw

MAP = pygame.Rect(8, 64, 462, 402)         # the shown Roadmap: the whole left, plates to the bar
TOP = pygame.Rect(478, 56, 466, 178)       # the opponents' plates, one above the other
CHART = pygame.Rect(478, 251, 466, 233)    # the Reward Chart
STRIP = pygame.Rect(8, 470, 462, 118)      # the prompt and its buttons: two lines and a row fit
TURN = pygame.Rect(478, 490, 466, 98)      # this turn: the Caller, the card, the actions
ROOM = STRIP                               # a crowded bar shrinks into its strip, never over the Roadmap
ME_Y = 592      # the hand's row takes the screen's foot: a card as tall as at 1280 fits under its caption at 1024
HAND = pygame.Rect(184, ME_Y, 760, 124)   # the whole row: 12 cards side by side, every name whole
HAND_BAND = pygame.Rect(HAND.x, HAND.y - 16, HAND.width, HAND.height + 16)   # a lifted card's top too
AREA = pygame.Rect(620, ME_Y, 324, 20)     # your play area: chips on the hand's label line, like an opponent's
ASK = pygame.Rect(96, 176, 760, 330)       # the call dialogue
SHEET = pygame.Rect(126, 66, 700, 648)     # an opponent's sheet opened full size over the table
DIALOGUE_LABEL = 160                       # its colour column: a swatch, "Purple · Card"
CARD_RATIO = 1.4
CARD_GAP = 6                               # between cards side by side
COLOUR_BAND_MIN = 8                        # the least height of the colour band at a small card's foot
COLOUR_BAND_FROM = 84                      # the least card height with one: on a plate's it covered the value
HAND_CARD_W = 70                           # a hand card's width at 1280x720: a smaller window's grow to it at most
FLIGHT_SECONDS = 0.8
CONFIRM = ("Confirm the action on the button, or pick the other one on the turn panel; you may take it back "
           "until everyone has chosen.")    # the button names the action: the longest one's prompt ran off the strip
TAKE_BACK = Option("takeback")             # the bar's button that undoes a confirmed choice
SUIT_COLOUR = {"red": (176, 52, 40), "green": (56, 128, 72), "grey": (118, 118, 118),
               "purple": (114, 68, 142), "blue": (50, 96, 172), "orange": (214, 118, 36)}
FAMILY_NAME = {"nugget": "Nugget", "card": "Card", "check": "Check"}
SHORT_ACTION = {"swap": ("discard 2 of one colour, put down a card", "discard 2 of one colour: put down 1",
                         "discard 2 of a colour, put down 1", "discard 2, put down a card"),
                "buy": ("pay nuggets, put down a card", "pay to put down a card")}   # on a plaque too narrow
VALUE_ICON = {1: "icon_pick", 2: "icon_wagon", 3: "icon_human"}
FAMILY_TEXT = {"nugget": "Take 1 nugget, or pay nuggets (the card's value) to put down a card.",
               "card": "Draw 3 cards, or discard 2 cards of one colour to put down any card.",
               "check": "Check a leg of your Roadmap, or the next box of your railroad."}


def face(card_id: str) -> cardart.CardFace:
    """A card's face from the data: its thing's name, colour and family, and its two actions."""
    k = content().cards[card_id]
    thing = k.name.partition("(")[2].rstrip(")").removeprefix("the ")
    thing = thing.split("'s ")[-1]
    return cardart.CardFace(title=thing[0].upper() + thing[1:], value=str(k.value),
                            kind=f"{k.suit.title()} · {FAMILY_NAME[k.family]}", text=FAMILY_TEXT[k.family],
                            accent=SUIT_COLOUR[k.suit], icon=k.icon or VALUE_ICON[k.value], art=card_id)


card_face = face      # by id: the players' rules page draws `![name](card:<id>)` with it


def card_ids() -> list[str]:
    """Every card of the deck once: the players' page must show them all."""
    return list(content().cards)


class WildRideTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        c = content()
        self.roadmap, self.chart = c.roadmap, c.chart
        self.mouse = (0, 0)
        self.things: list[tuple[pygame.Rect, str]] = []    # every click spot, map nodes first
        self.spots: list[tuple[pygame.Rect, str]] = []     # the spots off the map
        self.map_spots: list[tuple[pygame.Rect, str]] = []
        self.hover_cards: list[tuple[pygame.Rect, str]] = []
        self.lifts: list[tuple[pygame.Rect, str]] = []     # the cards that lift under the mouse
        self.tips: list[tuple[pygame.Rect, str]] = []      # why a thing cannot be chosen
        self.cells: list[Button] = []                      # the call dialogue's cards
        self.plates: dict[int, pygame.Rect] = {}
        self.thumbs: list[tuple[pygame.Rect, int]] = []
        self.hand_spots: list[tuple[pygame.Rect, str]] = []    # your hand's cards as drawn
        self.steady = SteadyHand(HAND_BAND)     # your hand holds still under the pointer
        self.plaques: dict[str, pygame.Rect] = {}               # the turn panel's actions
        self.call_cells: dict[str, pygame.Rect] = {}            # the call dialogue's cards
        self.chart_rows = CHART                                 # where the chart's rows start
        self.board = Board(MAP.inflate(-12, -30).move(0, 8), mapdraw.nodes(self.roadmap), radius=12)
        self.board.camera.fit((0, 0, *self.roadmap.size), margin=4)
        self.choices = Choices(None)
        self.choice_bar = ChoiceBar(STRIP, ROOM, fill=True)
        self.shown: int | None = None       # whose sheet is open full size over the table
        self.picked: Option | None = None   # the action picked, waiting for its confirmation
        self.together = False               # the decision is the everyone-at-once action
        self._prompt = None
        self.marks = mapdraw.Marks(None)    # the large sheet's marks as last drawn: what a hover names
        self.kept: dict = {}                # each Roadmap drawn (yours, each opponent's) as its pixels

    @property
    def bar(self) -> list[Button]:
        return self.choice_bar.buttons + self.cells

    def status(self, view) -> str:
        if view.end:
            return "The ride is over"
        if any(not flags for flags in view.flags):
            return "Setting out: everyone ticks a start flag"
        return f"Turn {view.turn + 1}  ·  {NAMES[view.caller]} calls"

    def thing(self, option: Option) -> str | None:
        """A call is the card asked for in the dialogue (opened by clicking the opponent,
        `seat:<n>`); the action everyone picks at once is a plaque on the turn panel,
        confirmed on the bar."""
        if option.kind == "call":
            return f"call:{option['card']}"
        if option.kind == "act" and self.together:
            return f"action:{option['action']}"
        return thing_of(option)

    # ---- input ------------------------------------------------------------------------------
    def _sync(self, view, decision) -> None:
        together = decision is not None and bool(view.tasks) and view.tasks[-1][0] == "act"
        if self.choices.decision != decision or together != self.together:
            self.together = together
            self.choices = Choices(decision, thing=self.thing)
            self.picked = None
            self._show_live()
            callees = {o["player"] for o in decision.options if o.kind == "call"} if decision else set()
            if len(callees) == 1:                   # one opponent: the dialogue opens at once
                self.choices.selected = (f"seat:{callees.pop()}",)
        prompt, options = self._prompt_and_buttons(view, decision)
        key = (prompt, tuple(options), self.choices.decision)
        if key != self._prompt:
            self._prompt = key
            self.choice_bar.set(prompt, options, self._describe)
        self.choice_bar.hint = self.hint

    def _show_live(self) -> None:
        """A new decision about places of the sheet that the zoomed view hides: show the
        whole sheet again, so what glows is in sight."""
        live = [t.partition(":")[2] for t in self.choices.by_thing if t.partition(":")[2] in self.board.nodes]
        if live and not any(self.board.visible(n) for n in live):
            self.board.camera.fit((0, 0, *self.roadmap.size), margin=4)

    def _describe(self, option: Option) -> str:
        return "Take back my choice" if option == TAKE_BACK else self.game.describe(option)

    def _callable(self, seat: int) -> bool:
        """Whether a click on this opponent's plate opens the call dialogue for them."""
        decision = self.choices.decision
        return decision is not None and any(o.kind == "call" and o["player"] == seat for o in decision.options)

    def asking(self) -> int | None:
        """The opponent the call dialogue is open for."""
        selected = self.choices.selected
        if len(selected) == 1 and selected[0].startswith("seat:"):
            return int(selected[0][5:])
        return None

    def _prompt_and_buttons(self, view, decision) -> tuple[str, list[Option]]:
        if decision is None:
            return self._waiting_text(view), self._take_back(view)
        if self.together:
            if self.picked is None:
                return decision.prompt + " Pick one on the turn panel.", []
            return CONFIRM, [self.picked]
        if any(o.kind == "call" for o in decision.options):
            q = self.asking()
            if q is None:
                return "Your call: click the opponent you ask for a card.", []
            return f"Ask {NAMES[q]} for a card: pick its colour and value.", []
        return decision.prompt, self.choices.buttons()

    def _waiting_text(self, view) -> str:
        if view.player is None:
            return "Watching the bots ride"
        if view.end:
            return "The ride is over"
        if view.chosen:
            return f"You chose to {ACTION_TEXT[view.chosen]}. {self.waiting(view) or 'Waiting for the others...'}"
        return self.waiting(view)

    def _take_back(self, view) -> list[Option]:
        """While the others still choose, a confirmed choice can be taken back (the session
        allows it until a move reveals something or another human moves); never in a replay."""
        can = view.chosen and view.player is not None and not self.play.watching \
            and self.play.session.undo_point(view.player) is not None
        return [TAKE_BACK] if can else []

    def dismiss(self) -> bool:
        """Esc closes an opponent's open sheet."""
        opened, self.shown = self.shown is not None, None
        return opened

    def handle(self, event, view, decision):
        self._sync(view, decision)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.shown is not None:              # the open sheet takes every click: any closes it
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.shown = None
            return None
        if self.asking() is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            cell = next((b for b in self.cells if b.rect.collidepoint(event.pos)), None)
            if cell is not None:
                return cell.action() if cell.enabled else None
            if ASK.collidepoint(event.pos):
                return None
        option = self.choice_bar.handle(event)
        if option == TAKE_BACK:
            self.play.undo()
            return None
        if option is not None:
            return option
        on_bar = hasattr(event, "pos") and self.choice_bar.rect.collidepoint(event.pos)
        node = self.board.handle(event) if self.asking() is None and not on_bar else None
        if node is not None:
            return self._click(mapdraw.node_thing(self.roadmap, node), view, decision)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.choice_bar.rect.collidepoint(event.pos):
                return None
            thumb = next((seat for rect, seat in self.thumbs if rect.collidepoint(event.pos)), None)
            if thumb is not None:
                self.shown = thumb
                return None
            for rect, thing in reversed(self.spots):
                if rect.collidepoint(event.pos) and (self.choices.clickable(thing) or thing.startswith("seat:")):
                    return self._click(thing, view, decision)
        return None

    def _click(self, thing: str, view, decision) -> Option | None:
        if thing.startswith("seat:"):
            self.choices.selected = (thing,)    # the dialogue for that seat opens, or stays open
            return None
        option = self.choices.click(thing) if self.choices.clickable(thing) else None
        if option is not None and thing.startswith("action:"):     # confirmed on the bar
            self.picked, option = (None if option == self.picked else option), None   # a second click lets it go
        self._sync(view, decision)
        return option

    def on_events(self, events) -> None:
        audio = self.play.app.audio
        sounds = {"give": "card_slide", "draw": "card_flip", "nugget": "coins", "medal": "win",
                  "shuffle": "shuffle", "put": "card_slide", "reveal": "click"}
        for e in events:
            if e.kind in sounds:
                audio.play(sounds[e.kind])
            if e.kind in ("call", "reveal", "medal", "suit") or (e.kind == "skip" and e.data.get("player") == self.play.viewer):
                self.flash("banner", {"text": e.text}, 1.3)
            if e.kind == "give":
                self.flash("fly", {"card": e.data["card"], "from": e.data["from"], "to": e.data["to"]}, FLIGHT_SECONDS)

    def locate(self, thing: str) -> pygame.Rect | None:
        """Where a tutorial's callout points (the names are in the module docstring)."""
        panels = {"map": MAP, "turn": TURN, "chart": CHART, "hand": HAND, "area": AREA, "plates": TOP}
        kind, _, name = thing.partition(":")
        if thing in panels:
            return pygame.Rect(panels[thing])
        if thing == "call":
            return pygame.Rect(ASK) if self.asking() is not None else None
        if kind in ("region", "leg", "box") and name in self.board.nodes:
            return self._node_rect(name)
        if kind == "sheet" and name in self.roadmap.regions:
            return self._region_rect(name)
        if kind == "chart":
            keys = [key.removeprefix("area:") for key, *_ in mapdraw.chart_rows(self.chart)]
            if name not in keys:
                return None
            row_h = mapdraw.chart_row_height(self.chart_rows)
            return pygame.Rect(self.chart_rows.x, self.chart_rows.y + keys.index(name) * row_h,
                               self.chart_rows.width, row_h)
        if kind == "seat" and name.isdigit():
            return self.plates.get(int(name))
        if kind == "hand":
            spots = [rect for rect, cid in self.hand_spots if cid == name]
            if name.isdigit() and int(name) < len(self.hand_spots):
                spots = [self.hand_spots[int(name)][0]]
            return pygame.Rect(spots[0]) if spots else None
        if kind == "action":
            return self.plaques.get(name)
        if kind == "call":      # the card in the open dialogue, else the plate that opens one
            options = self.choices.decision.options if self.choices.decision else ()
            asked = sorted(o["player"] for o in options if o.kind == "call" and o["card"] == name)
            return self.call_cells.get(name) or (self.plates.get(asked[0]) if asked else None)
        spot = next((pygame.Rect(rect) for rect, t in reversed(self.spots) if t == thing), None)
        return spot or super().locate(thing)      # a card a click gives or puts down, by its id

    def _node_rect(self, node: str) -> pygame.Rect | None:
        """A flag, leg or railroad box of the Roadmap shown large, if it is in view."""
        if self.shown is not None or not self.board.visible(node):
            return None
        spot = pygame.Rect(0, 0, 26, 26)
        spot.center = self.board.screen(node)
        return spot

    def _region_rect(self, region: str) -> pygame.Rect | None:
        """A whole region of the Roadmap shown large, cut to the part in view."""
        x, y, w, h = self.roadmap.regions[region].area
        cam = self.board.camera
        (left, top), (right, bottom) = cam.to_screen((x, y)), cam.to_screen((x + w, y + h))
        rect = pygame.Rect(left, top, right - left, bottom - top).clip(self.board.rect)
        return rect if rect.width and rect.height and self.shown is None else None

    def reset(self) -> None:
        super().reset()
        self.choices = Choices(None)
        self.picked = None
        self._prompt = None

    # ---- drawing ----------------------------------------------------------------------------
    def frame_key(self):
        """What the mouse changes on the board: a card that may be chosen lifts under it, a
        cell of the call dialogue lights (a zoom and a tooltip are overlays)."""
        lifted = tuple(cid for rect, cid in self.lifts if rect.collidepoint(self.mouse))
        cell = next((b.label for b in self.cells if b.rect.collidepoint(self.mouse)), None)
        camera = (self.board.camera.scale, self.board.camera.origin)
        return (lifted, cell, camera, self.shown, self.picked, self.steady.holding(self.mouse),
                self.choices.selected, self.choice_bar.hovered(), self.hint, self.banners())

    def board_busy(self) -> bool:
        """A banner is in the frame key and a card flies in `draw_moving`: the sheets are
        not redrawn for them (three Roadmaps and the chart are 14 ms of CPU)."""
        return False

    def _hovered(self):
        return next(((r, c) for r, c in reversed(self.hover_cards) if r.collidepoint(self.mouse)), None)

    def draw(self, surface, view, decision) -> None:
        self._sync(view, decision)
        self.spots, self.map_spots, self.hover_cards, self.tips, self.cells, self.thumbs = [], [], [], [], [], []
        self.lifts = []
        self.plaques, self.call_cells = {}, {}
        me = view.player if view.player is not None else 0
        if self.shown is not None and self.shown >= view.players:
            self.shown = None
        others = [(me + i) % view.players for i in range(1, view.players)]
        height = (TOP.height - 4 * (len(others) - 1)) // len(others)     # one opponent: a large sheet
        for i, seat in enumerate(others):
            self._opponent(surface, view, seat, pygame.Rect(TOP.x, TOP.y + i * (height + 4), TOP.width, height))
        self._map(surface, view, decision, me)
        self._chart(surface, view, me)
        self._turn(surface, view, decision)
        self._me(surface, view, me)
        self.choice_bar.draw(surface)
        if self.asking() is not None:
            self._dialogue(surface, view, decision, self.asking())
        self._mark_hint(surface)
        self._banners(surface)
        if self.shown is not None:
            self._open_sheet(surface, view, self.shown)
        self.things = self.map_spots + self.spots     # the board itself takes the map's clicks

    # the opponents
    def _opponent(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        self.plates[seat] = rect
        cardart.draw_panel(surface, rect, style="leather")
        roomy = rect.height >= 70            # two lines under the name, else one beside the counters
        thumb = pygame.Rect(rect.x + 6, rect.y + 5, round((rect.height - 10) * 1.05), rect.height - 10)
        self._thumb(surface, view, seat, thumb)
        x = thumb.right + 8
        self._name(surface, view, seat, (x, rect.y + (16 if roomy else 13)), rect.right - 8 - x)
        line = rect.y + (40 if roomy else 36)
        hand = draw_text(surface, f"{view.hand_counts[seat]} in hand", (x, line), role="italic", size=14,
                         colour=theme.CREAM, anchor="midleft")
        cardart.draw_counter(surface, (hand.right + 26, line), "icon_gold", str(view.nuggets[seat]), size=20)
        cardart.draw_counter(surface, (hand.right + 70, line), "icon_star", str(len(view.points[seat])), size=20)
        tall = rect.height >= 120            # the one opponent of a 2-player game: its cards, not chips
        if tall:
            foot = rect.bottom - 6 - font("italic", 14).get_height()      # the line under the cards
            area = view.areas[seat]
            self._row(surface, "Play area", area, len(area), pygame.Rect(x, line + 14, rect.right - 8 - x,
                                                                       foot - 2 - line - 14), choosable=False)
            draw_text(surface, fitting(["Click their sheet to see it full size.", "Click the sheet to enlarge."],
                                       rect.right - 8 - x, role="italic", size=14),
                      (x, foot), role="italic", size=14, colour=theme.CREAM)
        else:
            self._chips(surface, view.areas[seat], pygame.Rect(x, rect.bottom - 26, rect.right - 8 - x, 20) if roomy
                        else pygame.Rect(hand.right + 96, line - 9, rect.right - 8 - hand.right - 96, 18))
        if self._callable(seat):
            draw.rect(surface, theme.GOLD, rect, 3, border_radius=8)
            self.spots.append((rect, f"seat:{seat}"))
        reason = self.choices.decision.reason(f"player:{seat}") if self.choices.decision else None
        if reason:
            self.tips.append((rect, reason))

    def _name(self, surface, view, seat: int, at, room: int) -> None:
        """Seat mark, name and who plays it; the Caller token after it."""
        cardart.draw_seat_mark(surface, seat, pygame.Rect(at[0], at[1] - 8, 16, 16))
        who = self.play.session.seats[seat]
        names = [NAMES[seat]] if who == "human" else [f"{NAMES[seat]} · {who} bot", NAMES[seat]]
        if self.is_you(view, seat):
            names = [self.named(view, seat), NAMES[seat]]
        caller = seat == view.caller and not view.end
        room -= 24 + (62 if caller else 0)
        label = draw_text(surface, fitting(names, room, role="title", size=15), (at[0] + 22, at[1]), role="title",
                          size=15, colour=theme.GOLD if caller else theme.CREAM, anchor="midleft")
        if caller:
            draw_caller(surface, pygame.Rect(label.right + 6, at[1] - 9, 56, 18))

    def _chips(self, surface, cards: list[str], rect: pygame.Rect) -> None:
        """A play area as small colour chips with the value, after its label: every card
        readable on hover."""
        words = ["Play area:", "Played:"] if cards else ["Play area: empty", "Played: none"]
        label = draw_text(surface, fitting(words, rect.width // 2, role="italic", size=13), (rect.x, rect.centery),
                          role="italic", size=13, colour=theme.CREAM, anchor="midleft")
        step = min(24, (rect.right - label.right - 6) // max(1, len(cards)))
        for i, cid in enumerate(cards):
            chip = pygame.Rect(label.right + 6 + i * step, rect.y, step - 2, rect.height)
            k = content().cards[cid]
            draw_chip(surface, chip, k.suit, k.value)
            self.hover_cards.append((chip, cid))

    def _thumb(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        """An opponent's sheet in small: click it to see it large in place of yours. Kept
        as pixels until its marks change: the sheets are most of a frame's drawing."""
        size = self.roadmap.size
        scale = min(rect.width / size[0], rect.height / size[1])

        def at(p):
            return (round(rect.x + p[0] * scale), round(rect.y + p[1] * scale))

        def paint():
            draw.rect(surface, theme.PAPER, rect)
            mapdraw.draw_roadmap(surface, self.roadmap, at, scale, marks, label=False)
            draw.rect(surface, theme.INK, rect, 2)
        marks = mapdraw.Marks.of(view, seat)
        self.kept.setdefault(seat, Kept()).draw(surface, rect, marks, paint)
        self.thumbs.append((rect, seat))
        self.tips.append((rect, f"{NAMES[seat]}'s Roadmap: click to see it full size."))

    def _open_sheet(self, surface, view, seat: int) -> None:
        """An opponent's sheet full size over the table, until a click or Esc closes it."""
        cover(SHEET)
        inner = cardart.draw_panel(surface, SHEET, style="paper", title=f"{NAMES[seat]}'s Roadmap")
        foot = font("italic", 14).get_height() + 4
        area = inner.inflate(-8, -foot - 8).move(0, -foot // 2)
        size = self.roadmap.size
        scale = min(area.width / size[0], area.height / size[1])
        left = area.x + (area.width - size[0] * scale) / 2

        def at(p):
            return (round(left + p[0] * scale), round(area.y + p[1] * scale))
        mapdraw.draw_roadmap(surface, self.roadmap, at, scale, mapdraw.Marks.of(view, seat))
        draw_text(surface, "Click anywhere or press Esc to close it.", (inner.centerx, inner.bottom - 2),
                  role="italic", size=14, colour=theme.INK, anchor="midbottom")

    # the Roadmap
    def _map(self, surface, view, decision, me: int) -> None:
        title = "Your Roadmap" if view.player is not None else f"{NAMES[me]}'s Roadmap"
        inner = cardart.draw_panel(surface, MAP, style="paper", title=title)
        live = {t.split(":", 1)[1] for t in self.choices.by_thing if t.split(":")[0] in ("leg", "region", "box")}
        live &= set(self.board.nodes)
        cam = self.board.camera
        self.marks = mapdraw.Marks.of(view, me, live)

        def paint():
            clip = surface.get_clip()
            surface.set_clip(self.board.rect)
            mapdraw.draw_roadmap(surface, self.roadmap, cam.to_screen, cam.scale, self.marks)
            surface.set_clip(clip)
        self.kept.setdefault("map", Kept()).draw(surface, self.board.rect, (self.marks, cam.scale, cam.origin), paint)
        for node in self.board.nodes:
            if self.board.visible(node):
                x, y = self.board.screen(node)
                self.map_spots.append((pygame.Rect(x - 6, y - 6, 12, 12), mapdraw.node_thing(self.roadmap, node)))
        foot = pygame.Rect(inner.x, inner.bottom - 20, inner.width, 20)
        note_text = self._map_note(decision)
        if note_text:       # whole, or short with the whole on hover (a small window's type is larger)
            text = fitting([note_text, "No leg can be checked now."], foot.width - 12, role="italic", size=13)
            band = pygame.Rect(foot.x, foot.y, font("italic", 13).size(text)[0] + 12, foot.height)
            if text != note_text:
                self.tips.append((band, note_text))
            draw.rect(surface, theme.PAPER, band, border_radius=4)
            draw.rect(surface, theme.RED, band, 1, border_radius=4)
            draw_text(surface, text, (band.x + 6, band.centery), role="italic", size=13, colour=theme.RED,
                      anchor="midleft")

    def _map_note(self, decision) -> str:
        """When nothing on the map can be checked, say so (the other action remains)."""
        why = decision.reason("leg") if decision is not None else None
        return f"No leg can be checked: {why}." if why else ""

    # the chart and the turn
    def _chart(self, surface, view, me: int) -> None:
        inner = cardart.draw_panel(surface, CHART, style="paper", title="Reward Chart")
        seat = view.player if view.player is not None else None
        live = {t for t in self.choices.by_thing if t.startswith("box:") and t[4:].isdigit()}
        rows = self.chart_rows = inner.inflate(-4, 0)
        for rect, thing in mapdraw.draw_chart(surface, rows, self.chart, view, seat if seat is not None else me,
                                              live, row_h=mapdraw.chart_row_height(rows)):
            self.spots.append((rect, thing))

    def _turn(self, surface, view, decision) -> None:
        inner = cardart.draw_panel(surface, TURN, style="leather")
        caller = NAMES[view.caller]
        top = view.tasks[-1] if view.tasks else ("",)
        if top[0] == "answer":            # the asked card, while the opponent answers
            card = pygame.Rect(inner.x + 4, inner.y + 2, round((inner.height - 4) / CARD_RATIO), inner.height - 4)
            cardart.draw_card(surface, face(top[2]), card)
            self.hover_cards.append((card, top[2]))
            asks = fitting([f"{caller} asks {NAMES[top[1]]} for this card.", f"{caller} asks {NAMES[top[1]]}."],
                           inner.right - 14 - card.right, role="bold", size=16)
            draw_text(surface, asks, (card.right + 10, inner.y + 12), role="bold", size=16, colour=theme.CREAM,
                      anchor="midleft")
            return
        if view.given is None:
            starting = any(not flags for flags in view.flags)
            words = "Everyone ticks a red start flag." if starting else f"{caller} is calling for a card."
            draw_text(surface, words, (inner.x + 6, inner.y + 12), role="bold",
                      size=16, colour=theme.CREAM, anchor="midleft")
            draw_text(surface, f"Deck {view.deck_count}  ·  Discard {len(view.discard)}",
                      (inner.x + 6, inner.y + 38), role="italic", size=14, colour=theme.CREAM, anchor="midleft")
            return
        card = pygame.Rect(inner.x + 4, inner.y + 2, round((inner.height - 4) / CARD_RATIO), inner.height - 4)
        self._card(surface, view.given, card, choosable=False)
        x = card.right + 10
        title = fitting([f"{caller} got this card: everyone acts on it", f"{caller} got this card: all act on it",
                         f"{caller} got this card"], inner.right - 4 - x, role="bold", size=14)
        family = content().cards[view.given].family
        plaque_w = min(250, inner.right - x - 130)         # the choosers' column keeps 4 marks
        plaque_h = min(30, (inner.height - 26) // 2)
        for i, action in enumerate(PAIRS[family]):
            self._plaque(surface, view, decision, action,
                         pygame.Rect(x, inner.y + 20 + i * (plaque_h + 4), plaque_w, plaque_h))
        # the title after the plaques: a picked plaque's glow spreads over the line above it
        draw_text(surface, title, (x, inner.y + 8), role="bold", size=14, colour=theme.CREAM, anchor="midleft")
        column = pygame.Rect(x + plaque_w + 8, inner.y + 20, inner.right - x - plaque_w - 8, 70)
        if view.has_chosen:
            self._choosers(surface, view, column)
        elif (actions := self.revealed()) is not None:
            self._who_chose(surface, view, PAIRS[family], actions, column)

    def revealed(self) -> list[str] | None:
        """Each seat's action once this turn's choices are shown: the last reveal in the
        game's history since the turn began. Read from the history, not from the events as
        they play, so a replay that jumps to a move shows the choices as the live table did."""
        for events in reversed(self.play.session.history):
            for e in reversed(events):
                if e.kind == "turn":
                    return None
                if e.kind == "reveal":
                    return e.data["actions"]
        return None

    def _plaque(self, surface, view, decision, action: str, rect: pygame.Rect) -> None:
        """One action of the card: live (gold), picked, chosen (after confirming) or blocked."""
        thing = f"action:{action}"
        live = self.choices.clickable(thing)
        picked = self.picked is not None and self.picked["action"] == action
        chosen = view.chosen == action
        fill = (250, 232, 176) if picked or chosen else theme.PAPER if live else (150, 134, 110)
        draw.rect(surface, fill, rect, border_radius=6)
        room = rect.width - 12                  # for the words
        if picked or chosen:
            room -= self._mark_yours(surface, view, rect)
        else:
            draw.rect(surface, theme.GOLD if live else theme.INK, rect, 3 if live else 1, border_radius=6)
        words = [text[0].upper() + text[1:] for text in (ACTION_TEXT[action], *SHORT_ACTION.get(action, ()))]
        label = fitting(words, room, role="bold", size=13)
        draw_text(surface, label, (rect.x + 8, rect.centery), role="bold", size=13, colour=theme.INK, anchor="midleft")
        if live:
            self.spots.append((rect, thing))
        self.plaques[action] = pygame.Rect(rect)
        reason = decision.reason(action) if decision is not None else None
        if reason:
            self.tips.append((rect, f"You cannot: {reason}."))
        elif label != words[0]:                 # a narrow plaque's shorter words: the whole sentence on hover
            self.tips.append((rect, words[0] + "."))

    @staticmethod
    def _mark_yours(surface, view, plaque: pygame.Rect) -> int:
        """Your pick, as a picked card is marked (its pale glow and dark outline) in the red
        ink of a pick (Desperados' ring), with your seat's mark at its right end, where the
        revealed choices put each seat's; returns the width the mark takes from the words."""
        cardart.draw_glow(surface, plaque, selected=True)
        draw.rect(surface, theme.RED, plaque, 3, border_radius=6)
        mark = pygame.Rect(0, 0, plaque.height - 10, plaque.height - 10)
        mark.midright = (plaque.right - 6, plaque.centery)
        cardart.draw_seat_mark(surface, view.player, mark)
        return mark.width + 6

    def _choosers(self, surface, view, rect: pygame.Rect) -> None:
        """Who has chosen (never what) while the choice is secret: each seat's mark, ticked
        once it has chosen."""
        title = draw_text(surface, "Chosen:", (rect.x, rect.y), role="italic", size=12, colour=theme.CREAM)
        for p in range(view.players):
            mark = pygame.Rect(rect.x + p * 30, title.bottom + 6, 18, 18)
            cardart.draw_seat_mark(surface, p, mark)
            if view.has_chosen[p]:
                mapdraw.draw_glyph(surface, "check", (mark.right + 2, mark.bottom - 2), 14)

    def _who_chose(self, surface, view, pair, actions: list[str], rect: pygame.Rect) -> None:
        """Once the choices are revealed, who took which action: the seats' marks beside
        each action's plaque (a seat that could do neither has none)."""
        for i, action in enumerate(pair):
            seats = [p for p, a in enumerate(actions) if a == action]
            for n, p in enumerate(seats):
                mark = pygame.Rect(rect.x + n * 24, rect.y + 6 + i * 34, 18, 18)
                cardart.draw_seat_mark(surface, p, mark)
                self.tips.append((mark, f"{NAMES[p]} chose to {ACTION_TEXT[action]}."))

    # you
    def _me(self, surface, view, me: int) -> None:
        plate = pygame.Rect(8, ME_Y, 168, HAND.height)
        self.plates[me] = plate
        cardart.draw_panel(surface, plate, style="leather")
        self._name(surface, view, me, (plate.x + 10, plate.y + 18), plate.width - 14)
        cardart.draw_counter(surface, (plate.x + 34, plate.y + 50), "icon_gold", str(view.nuggets[me]), size=24)
        cardart.draw_counter(surface, (plate.x + 100, plate.y + 50), "icon_star", str(len(view.points[me])), size=24)
        score = self.game.score(view, me)
        draw_text(surface, f"{score} point{'s' * (score != 1)} so far", (plate.x + 10, plate.y + 80), role="italic", size=14,
                  colour=theme.CREAM, anchor="midleft")
        hand = view.hand if view.player is not None else None
        label = f"Your hand ({len(hand)})" if hand is not None else f"{NAMES[me]}'s hand ({view.hand_counts[me]})"
        caption = draw_text(surface, label, HAND.topleft, role="bold", size=14, colour=theme.CREAM)
        count = view.hand_counts[me]
        self._cards(surface, hand, count, _hand_card(surface, caption, count), HAND.right, steady=True)
        self.hand_spots = [(rect, cid) for rect, cid in self.hover_cards if HAND.contains(rect)]
        self._chips(surface, view.areas[me], AREA)

    def _row(self, surface, label: str, cards, count: int, rect: pygame.Rect, choosable: bool = True) -> None:
        """A row of cards; only the hand's are ever chosen (the play area may hold a copy of a
        card in hand, which must not glow or answer a click)."""
        top = draw_text(surface, label, (rect.x, rect.y), role="bold", size=14, colour=theme.CREAM).bottom + 2
        h = rect.bottom - top
        self._cards(surface, cards, count, pygame.Rect(rect.x, top, round(h / CARD_RATIO), h), rect.right, choosable)

    def _cards(self, surface, cards, count: int, first: pygame.Rect, right: int, choosable: bool = True,
               steady: bool = False) -> None:
        """`count` cards from `first` rightwards, overlapping only where they must to end by `right`;
        `steady`: your hand, whose cards hold their places while the pointer rests on it."""
        w = first.width
        step = min(w + CARD_GAP, (right - first.x - w) // max(1, count - 1)) if count > 1 else w
        spots = [first.move(i * step, 0) for i in range(count)]
        if steady and cards is not None:
            spots = self.steady.spots(cards, spots, self.mouse)
        for i, spot in enumerate(spots):
            if cards is None:
                cardart.draw_back(surface, "card_back_durango", spot)
            else:
                clip = min(w + CARD_GAP, spots[i + 1].x - spot.x) if i < count - 1 else w     # the part in view
                self._card(surface, cards[i], spot, clip=clip, choosable=choosable)

    def _card(self, surface, cid: str, rect: pygame.Rect, clip: int | None = None, choosable: bool = True) -> None:
        decision = self.choices.decision if choosable else None
        live = choosable and self.choices.clickable(cid)
        about_cards = decision is not None and decision.options[0].kind in ("put", "give")
        reason = decision.reason(cid) if about_cards else None      # a call's reasons are the dialogue's
        dim = bool(reason) and not live
        drawn = cardart.draw_card(surface, face(cid), rect, highlight=live, dim=dim,
                                  hover=live and rect.collidepoint(self.mouse))
        if drawn.height >= COLOUR_BAND_FROM:      # a plate's tiny card is mostly its coloured header
            draw_colour_band(surface, drawn, content().cards[cid].suit, dim)
        visible = pygame.Rect(rect.x, rect.y, clip or rect.width, rect.height)
        if live:
            self.spots.append((visible, cid))
            self.lifts.append((rect, cid))
        if reason and not live:
            self.tips.append((visible, f"You cannot choose it: {reason}."))
        self.hover_cards.append((visible, cid))

    # the call dialogue
    def _dialogue(self, surface, view, decision, seat: int) -> None:
        """Ask an opponent for a colour and a value: a row per colour, a card per value."""
        cover(ASK)
        inner = cardart.draw_panel(surface, ASK, style="paper", title=f"Ask {NAMES[seat]} for a card")
        used = draw_wrapped(surface, f"{NAMES[seat]} holds {view.hand_counts[seat]} cards and gives the one you "
                                     "name, else one of its colour or value, else you draw one at random.",
                            pygame.Rect(inner.x + 6, inner.y + 2, inner.width - 12, 60), role="italic", size=13)
        options = {o["card"]: o for o in decision.options if o.kind == "call" and o["player"] == seat}
        cards = content().cards
        suits = list(dict.fromkeys(k.suit for k in cards.values()))
        row_h = (inner.height - used - 6) // len(suits)
        cell_w = (inner.width - DIALOGUE_LABEL - 16) // 3
        for r, suit in enumerate(suits):
            y = inner.y + used + 4 + r * row_h
            swatch = pygame.Rect(inner.x + 6, y + 3, 18, row_h - 6)
            draw.rect(surface, SUIT_COLOUR[suit], swatch, border_radius=4)
            family = FAMILY_NAME[cards[f"{suit}-1"].family]
            draw_text(surface, f"{suit.title()} · {family}", (swatch.right + 6, y + row_h // 2), role="bold",
                      size=14, colour=theme.INK, anchor="midleft")
            for v in (1, 2, 3):
                cid = f"{suit}-{v}"
                cell = pygame.Rect(inner.x + DIALOGUE_LABEL + (v - 1) * (cell_w + 4), y + 2, cell_w, row_h - 4)
                self._cell(surface, cid, options.get(cid), decision, cell)

    def _cell(self, surface, cid: str, option: Option | None, decision, cell: pygame.Rect) -> None:
        name = face(cid).title
        self.call_cells[cid] = pygame.Rect(cell)
        state = "disabled" if option is None else "hover" if cell.collidepoint(self.mouse) else "normal"
        short = fitting([f"{cid[-1]} · {name}", cid[-1]], cell.width - 20, role="title", size=15)
        cardart.draw_button_face(surface, cell, short, state=state)
        note(cell, short, box="button")
        if option is None:
            reason = decision.reason(f"call:{cid}") or decision.reason(cid)     # the tutorial's, or the rules'
            self.tips.append((cell, sentence(reason or "you cannot ask for it")))
            return
        self.cells.append(Button(cell, self.game.describe(option), lambda o=option: o))

    # hints, banners, flights, tooltips
    def _mark_hint(self, surface) -> None:
        if self.hint is None:
            return
        thing = self.thing(self.hint)
        if self.hint.kind == "call" and self.asking() != self.hint["player"]:
            thing = f"seat:{self.hint['player']}"      # first open the dialogue for that opponent
        cell = self.call_cells.get(thing.removeprefix("call:"))
        for rect in [r for r, t in self.spots if t == thing] + ([cell] if cell else []):
            draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3, border_radius=8)

    def _banners(self, surface) -> None:
        for text in self.banners():
            lines = len(cardart.wrap_text(text, font("bold", 17), 592))
            box = pygame.Rect(0, 0, 620, lines * (font("bold", 17).get_height() + 2) + 20)
            box.center = (BOARD.centerx, MAP.centery)
            cover(box)
            cardart.draw_panel(surface, box, style="paper")
            draw_wrapped(surface, text, box.inflate(-28, -16), role="bold", size=17)

    def draw_moving(self, surface, view, decision) -> None:
        """A given card flies from the giver's plate to the Caller's, in an arc (under an
        opened sheet, which hides it)."""
        if self.shown is not None:
            return
        for f in self.flashes:
            start, end = self.plates.get(f.data.get("from")), self.plates.get(f.data.get("to"))
            if f.kind != "fly" or start is None or end is None or f.progress >= 1:
                continue
            rect = pygame.Rect(0, 0, 64, 90)
            rect.center = arc(start.center, end.center, f.progress, lift=80)
            cardart.draw_card(surface, face(f.data["card"]), rect, hover=True)

    def draw_overlay(self, surface, view, decision) -> None:
        if self.shown is not None:
            return
        tip = next((text for rect, text in reversed(self.tips) if rect.collidepoint(self.mouse)), None)
        tip = tip or self._node_tip(decision)
        if tip:
            draw_tooltip(surface, tip, self.mouse)
            return
        hovered = self._hovered()
        if hovered is not None:
            cardart.draw_card(surface, *self._zoom(*hovered))

    def _zoom(self, rect, cid: str):
        return face(cid), zoom_rect(rect, avoid=(self.choice_bar.rect,))

    def zooms(self):
        return [] if self.shown is not None else [self._zoom(rect, cid) for rect, cid in self.hover_cards]

    def legend(self) -> tuple:
        return legend.entries(draw_chip, draw_caller)

    def symbol_at(self, pos) -> str | None:
        if self.asking() is not None or not self.board.rect.collidepoint(pos):
            return None
        return legend.map_symbol(self.roadmap, self.board.camera, self.marks, self.board.hit(pos), pos)

    def _node_tip(self, decision) -> str | None:
        """What a hovered mark of the sheet means (the legend's words), which place it is,
        and why it cannot be checked now."""
        if self.asking() is not None or self.shown is not None:    # the dialogue or a sheet covers it
            return None
        named = self.legend_tip(self.mouse)
        node = self.board.hit(self.mouse) if named else None
        if node is None:
            return named
        return named + "\n" + self._place_tip(node, decision)

    def _place_tip(self, node: str, decision) -> str:
        """Which place of the sheet `node` is, and whether it can be checked now."""
        if node in self.roadmap.legs:
            what = self.game.leg_words(node)
            what = what[0].upper() + what[1:]
        elif node in self.roadmap.regions:
            r = self.roadmap.regions[node]
            points = f"{r.flag_points} point{'s' * (r.flag_points != 1)}"
            what = f"The flag of {r.name} ({r.kind}, {points} at the end; medal {r.medal})"
        else:
            what = self.game.box_words(node)
            what = what[0].upper() + what[1:]
        if decision is None:
            return what
        thing = mapdraw.node_thing(self.roadmap, node)
        if self.choices.clickable(thing):
            return what + ". Click to choose it."
        reason = decision.reason(node)
        return f"{what}. Not now: {reason}." if reason else what


def _hand_card(surface, caption: pygame.Rect, count: int) -> pygame.Rect:
    """Where the hand's first card goes, and its size: under the caption across the row, or
    beside it at the row's full height (left of your play area's chips) where that makes
    the cards larger; never larger than at 1280x720 (at 1024x576 four cards were drawn as
    small as twelve, their names hard to read)."""
    cap = round(HAND_CARD_W / scale_of(surface))
    under = pygame.Rect(HAND.x, caption.bottom + 2, HAND.width, HAND.bottom - caption.bottom - 2)
    beside = pygame.Rect(caption.right + 10, HAND.y, AREA.left - caption.right - 18, HAND.height)
    under_w = min(cap, int(under.height / CARD_RATIO))
    beside_w = min(cap, int(beside.height / CARD_RATIO), (beside.width - CARD_GAP * (count - 1)) // max(1, count))
    room, w = (beside, beside_w) if beside_w > under_w else (under, under_w)
    return pygame.Rect(room.x, room.y, w, round(w * CARD_RATIO))


def draw_colour_band(surface, card: pygame.Rect, suit: str, dim: bool = False) -> None:
    """A band of the card's colour across its foot: on a small card the colour showed only as
    the header's tint, and orange read as red (the band shows on the strip an overlapped
    card leaves in view)."""
    band = pygame.Rect(card.x + 3, card.bottom - 3 - max(COLOUR_BAND_MIN, card.height // 5), card.width - 6, 0)
    band.height = card.bottom - 3 - band.y
    colour = SUIT_COLOUR[suit] if not dim else tuple((c + 128) // 3 for c in SUIT_COLOUR[suit])
    draw.rect(surface, colour, band, border_radius=3)
    draw.rect(surface, theme.INK, band, 1, border_radius=3)


def draw_chip(surface, chip: pygame.Rect, suit: str, value: int) -> None:
    """A card in a play area, small: its colour and value."""
    draw.rect(surface, SUIT_COLOUR[suit], chip, border_radius=4)
    draw.rect(surface, theme.CREAM, chip, 1, border_radius=4)
    draw_text(surface, str(value), chip.center, role="bold", size=13, colour=theme.WHITE, anchor="center")


def draw_caller(surface, token: pygame.Rect) -> None:
    """The Caller's token beside a name."""
    draw.rect(surface, theme.GOLD, token, border_radius=9)
    draw.rect(surface, theme.INK, token, 1, border_radius=9)
    draw_text(surface, "Caller", token.center, role="bold", size=12, colour=theme.INK, anchor="center")


TABLE = WildRideTable


def icon_painter(name: str):
    """The rules page's `![..](icon:<name>)`: a sheet icon painted into a square."""
    if name not in ICON_TEXT:
        return None
    return lambda surface, rect: mapdraw.draw_glyph(surface, name, rect.center, min(rect.w, rect.h))
