"""The Deck Goes West table: the land map on the left (it grows west; drag, arrow keys,
wheel or +/- to look around), the score board, trade row and characters on the right,
the prompt and its buttons across the middle, and your character, hand, mission card and
piles at the bottom.

Whatever the decision lets you click glows: a card (its legal jobs ringed in gold on it),
your character, the mission card, a tile on the map (a step, a reveal, your tile's job or
its bandits), a trade-row card you can afford, another character to trade with. A thing
with several uses opens a button for each. Your draw pile (sorted, never its order), your
discard pile and all your cards open in a panel.

What a tutorial's callout may point at (`locate`), besides the shared "log", "prompt" and
"button:<label>": the panels "map", "score" (the score board), "trade" (the trade row),
"heroes" (the characters' rows), "hand" and "dice" (the last roll); "char" (your
character card), "mission" (the mission card), "pile:draw" and "pile:discard";
"hand:<card id>" (a card in your hand, where a click plays its ringed job),
"trade:<slot>" (a trade-row card, slots from 0), "hero:<n>" (a character's row),
"tile:x,y" (a map tile in view), "pawn" (the tile your meeple stands on) or "pawn:<n>";
and every name `thing` gives (a card id, a tile), where a click chooses it.
"""
from __future__ import annotations

import re
from functools import cache

import pygame

from wildwest.core import tutorial
from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw
from wildwest.ui.choices import HINT_RING, PAD, PROMPT_ROLE, PROMPT_SIZE, ChoiceBar, Choices, thing_of
from wildwest.ui.flight import arc
from wildwest.ui.steady import SteadyHand
from wildwest.ui.table import BOARD, YOU, ZOOM_SIZE, Table, zoom_rect
from wildwest.ui.widgets import Button, cover, draw_text, draw_tooltip, draw_wrapped, fitting, wrapped_size

from ..content import content
from ..naming import acting_hero, hero_names, job_of, jobs_of, option_words
from ..words import job_clause, listed, possessive
from . import jobart, legend
from .mapview import MapView
from .pilepanel import PilePanel
from .trackdraw import draw_dice, draw_track

MAP = pygame.Rect(8, 56, 512, 392)
DICE = pygame.Rect(MAP.x + 8, MAP.bottom - 50, MAP.width - 16, 42)     # the last roll, under the land
LAND = pygame.Rect(MAP.x, MAP.y, MAP.width, DICE.top + 6 - MAP.y)       # the map's tiles stay above the dice
SCORE = pygame.Rect(528, 56, 416, 86)
TRADE = pygame.Rect(528, 148, 416, 160)
HEROES = pygame.Rect(528, 314, 416, 134)
STRIP = pygame.Rect(8, 452, 936, 90)        # the prompt and its buttons (grows up when crowded)
ME_Y = 574
CARD = (96, 134)
HAND_X, HAND_RIGHT = 112, 622
HAND_BAND = pygame.Rect(HAND_X, ME_Y - 16, HAND_RIGHT - HAND_X, 720 - ME_Y + 16)   # a lifted card's top too
MISSION = pygame.Rect(630, ME_Y, *CARD)
DRAW_PILE = pygame.Rect(736, ME_Y, 70, 98)
DISCARD_PILE = pygame.Rect(816, ME_Y, 70, 98)
ALL_CARDS = pygame.Rect(736, 678, 208, 34)
ZOOM = (284, 398)            # a hovered card: its jobs in sentences, larger than the shared zoom
PLACING = (60, 84)          # the card a "draw or discard pile?" question is about
PICK = pygame.Rect(8, 56, 936, 392)         # choosing characters: over the map and the panels beside it
PICK_GAP = 10
TRADE_EMPTY = ("An empty slot: a bought card's place stays empty until night, when the row moves one "
               "space right and one new card comes in on the left.")
TRADE_NONE = "No cards left to buy in the trade row. Each night one new card comes in on the left."
PICK_CARD = 150             # the widest a candidate character's card is drawn
PICK_TALL = 1.6             # a candidate may be this tall for its width: the room goes to its portrait
PICK_JOBS_FROM = 0.5        # a candidate's job rows start lower than a hand card's, under its portrait
PICK_HOW = ("Click a character to play it. Your character decides the jobs on its card (the rows of "
            "pictures, yours to use once a day), your hand size, and the resources and cards you start "
            "with. Point at one to read its jobs and its start in words.")
BUTTON_TIPS = {"end_turn": "Your turn ends here: you play again when your turn comes round, until you pass.",
               "pass": "You take no more turns today. Night falls once everyone has passed."}
TEAM_END_TIP = "Your turn ends here, and you choose who takes the next turn (you may choose yourself again)."
TAUGHT_MARKS = ["The tutorial's character", "From the tutorial", "Tutorial"]   # the longest that fits
PICK_TAUGHT = "{} comes first: the tutorial's character.\n"     # true whether or not you took it
PICK_POINT = "Point at a character to read its jobs here."
PICK_FOOT = pygame.Rect(8, STRIP.bottom + 8, MISSION.x - 16, 712 - STRIP.bottom - 8)   # empty until the game starts
PICK_FOOT_TYPE = (17, 16, 15, 14, 13)
PEEK = pygame.Rect(420, 543, 200, 28)       # solo: the other character's cards
TRADE_CARD = (72, 101)
ROW_TYPE = (15, 13)         # a character row's name type, the largest whose line fits the row
JOBS_FROM = 0.34            # how far down a card of yours its job rows start
ROLL_SECONDS = 1.4
MOVE_SECONDS = 0.45
FLIP_SECONDS = 0.6
FLIGHT_SECONDS = 0.5
BUTTON_WORDS = ((", or press Done to take their hits", "done"), (", or press Done to fight", "done"),
                (", or press Done", "done"), (", or stop", "stop"))     # a prompt's words for a button, longest first
SOURCE_HEADS = {"card": "Play the {}", "char": "Use {}", "tile": "Use {}",
                "mission": "Use the mission card"}     # a job button's source, where no click picked it
SOUNDS = {"roll": "card_slide", "draw": "card_flip", "reveal": "card_flip", "buy": "coins", "gain": "coins",
          "attack": "gunshot", "bandit_attack": "gunshot", "shuffle": "shuffle", "land_reshuffle": "shuffle",
          "build": "dynamite", "death": "lose", "game_over": "win"}


def one_line(prompt: str, *hints: str) -> str:
    """The prompt with the longest hint that keeps it on one line: a wrapped prompt grows
    the bar up over the characters' rows (small windows measure text larger)."""
    f, width = font(PROMPT_ROLE, PROMPT_SIZE), STRIP.width - 2 * PAD
    return next((prompt + h for h in hints if f.size(prompt + h)[0] <= width), prompt)


def said_only(decision) -> str:
    """The prompt without its words for a button the decision does not offer: a tutorial
    narrows it to the move it asks for, and "or press Done" sent the learner looking."""
    kinds = {o.kind for o in decision.options}
    prompt = decision.prompt
    for words, kind in BUTTON_WORDS:
        if kind not in kinds:
            prompt = prompt.replace(words, "")
    return prompt


@cache
def taught_character(game) -> str:
    """The character the tutorial deals its learner (Derek Dogood): New Game's choice of
    characters shows it first, as the one the player already knows."""
    lesson = tutorial.load_tutorial(game)
    return game.new_game(lesson.config, lesson.seed).heroes[lesson.learner].char


def picking(view) -> int | None:
    """The difficulty of the characters being chosen at the start, else None."""
    top = view.tasks[-1] if view.tasks else ()
    return top[2] if top and top[0] == "character" else None


class DeckWestTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        self.mouse = (0, 0)
        self.things: list[tuple[pygame.Rect, str]] = []
        self.hover_cards: list[tuple[pygame.Rect, str]] = []
        self.job_rows: list[tuple[pygame.Rect, object]] = []    # a job ringed on a card plays it
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.choices = Choices(None)
        self.choice_bar = ChoiceBar(STRIP, BOARD)
        self._prompt = None
        self.map = MapView(LAND)
        self.piles = PilePanel()
        self.focus = None           # whose cards the bottom row shows (solo: two characters)
        self._view, self._hero = None, None     # the view last shown and whose jobs it offers
        self.peek = None            # (hero, decision): solo, looking at the other character's cards
        self.here = None            # the acting hero's tile, as a thing name
        self.row: list = []         # the trade row as last drawn
        self.hand: list = []        # the hand the bottom row shows
        self.steady = SteadyHand(HAND_BAND)     # the hand holds still under the pointer
        self.last_roll: dict | None = None
        self.spots: dict[tuple, pygame.Rect] = {}   # where flights start and land, as last drawn
        self.all_button = Button(ALL_CARDS, "All my cards", lambda: None)   # opened by _open_piles
        self.peek_button = Button(PEEK, "", self._peek)
        self.peek_to = None         # (hero, decision) the peek button shows

    @property
    def bar(self) -> list[Button]:
        return self.choice_bar.buttons

    def status(self, view) -> str:
        if view.end:
            return "The journey is over"
        night = "  ·  Night" if view.phase == "night" else ""      # "Day 1 · day" said nothing
        return f"Day {view.day}{night}  ·  Mission: {content().missions[view.mission].name}"

    def thing(self, option) -> str | None:
        """Jobs by their source (a card, `char`, the tile you stand on, `mission`), a
        purchase by the trade-row card, an attack by your tile, a trade by the character."""
        kind = option.kind
        if kind == "job":
            src = option["src"]
            return {"card": option.get("card"), "char": "char", "tile": self.here, "mission": "mission"}.get(src)
        if kind == "buy":
            slot = option["slot"]
            return self.row[slot] if slot < len(self.row) else None
        if kind == "attack":
            return self.here
        if kind == "trade":
            return f"hero:{option['hero']}"
        if kind == "character":
            return option["char"]
        if kind == "card" and option["card"] not in self.hand + self.row:
            return None             # a card not on the table (a Fight card dealt at set-up): a button
        return thing_of(option)

    def describe(self, option) -> str:
        """The option in the words of the view last shown (naming.py), for its hero."""
        return option_words(self.game, self._view, self._hero, option)

    def button_words(self, option) -> str:
        """What pressing a job's button does, as a sentence: its steps without the place they
        need (they hold, or the job would not be offered), naming the card, character or tile
        only when the click did not pick it ("Play the Whiskey: discard ..."). `describe`
        names the source first, for the hint and the tutorial."""
        if option.kind != "job" or self._view is None or self._hero is None:
            return self.describe(option)
        found = job_of(self.game, self._view, self._hero, option["src"], option["job"], option.get("card"))
        if found is None:
            return self.describe(option)
        name, job = found
        clause = job_clause(job, brief=True)
        if self.thing(option) in self.choices.selected:
            return clause[:1].upper() + clause[1:] + "."
        return SOURCE_HEADS[option["src"]].format(name) + f": {clause}."

    def locate(self, thing: str) -> pygame.Rect | None:
        """Where a tutorial's callout points (the names are in the module docstring)."""
        panels = {"map": MAP, "score": SCORE, "trade": TRADE, "heroes": HEROES, "pile:draw": DRAW_PILE,
                  "pile:discard": DISCARD_PILE, "hand": pygame.Rect(HAND_X, ME_Y, HAND_RIGHT - HAND_X, CARD[1])}
        kind, _, name = thing.partition(":")
        if thing in panels:
            return pygame.Rect(panels[thing])
        if thing == "dice":
            return pygame.Rect(DICE) if self.last_roll else None
        if kind == "hand":
            return self._spot(name) if name in self.hand else None
        if kind == "trade" and name.isdigit():
            return self._spot(self.row[int(name)]) if int(name) < len(self.row) and self.row[int(name)] else None
        if kind == "pawn" and self._view is not None:
            hero = int(name) if name.isdigit() else self.focus
            if hero is None or hero >= len(self._view.heroes):
                return None
            return self.locate("tile:{},{}".format(*self._view.heroes[hero]["pos"]))
        if kind == "tile" and self.map.board is not None and thing in self.map.board.nodes:
            rect = self.map.board.tile_rect(thing).clip(self.map.board.rect)
            return rect if rect.width >= 8 and rect.height >= 8 else None
        return self._spot(thing) or super().locate(thing)

    def _spot(self, thing: str) -> pygame.Rect | None:
        """Where a click on the table chooses `thing`, as last drawn (a card's title while
        one of its jobs is ringed)."""
        return next((pygame.Rect(rect) for rect, t in reversed(self.things) if t == thing), None)

    def chore(self, decision):
        """A decision with one answer and no one else to wait for is done for the player."""
        if decision is not None and len(decision.options) == 1 and not decision.interrupt:
            return decision.options[0]
        return None

    # ---- input ------------------------------------------------------------------------------
    def _sync(self, view, decision) -> None:
        mine = [h for h, x in enumerate(view.heroes) if view.player is not None and x["seat"] == view.player]
        acting = acting_hero(view, decision)
        if acting is not None:
            self.focus = self.peek[0] if self.peek and self.peek[1] == decision else acting
        elif view.player is None:              # watching: the hero whose turn it is
            top = view.tasks[-1] if view.tasks else ()
            turn = top[1] if len(top) > 1 and isinstance(top[1], int) else (self.focus or 0)
            self.focus = turn if turn < len(view.heroes) else None      # nobody yet while characters are chosen
        elif self.focus not in mine:
            self.focus = mine[0] if mine else None
        me = acting if acting is not None else self.focus
        self._view, self._hero = view, me
        pos = view.heroes[me]["pos"] if me is not None else None
        self.here = f"tile:{pos[0]},{pos[1]}" if pos is not None else None
        self.row = list(view.trade_row)
        self.hand = list(view.heroes[me].get("hand") or ()) if me is not None else []
        self.map.sync(view)
        if self.choices.decision != decision:
            self.choices = Choices(decision, thing=self.thing)
            self.map.show([t for t in self.choices.by_thing if t.startswith("tile:")])
        prompt = self._prompt_text(decision) if decision else self._waiting(view)
        key = (prompt, self.choices.decision, self.choices.selected)
        if key != self._prompt:
            self._prompt = key
            self.choice_bar.set(prompt, self.choices.buttons() if decision else [], self.button_words)
        self.choice_bar.hint = self.hint

    def _prompt_text(self, decision) -> str:
        """The engine's prompt, and where to click when cards or tiles answer it."""
        places = {t.split(":")[0] for t in self.choices.by_thing if not decision.interrupt}
        prompt = self._seatless(said_only(decision))
        if not places:
            return prompt
        words = {"tile": "a tile on the map", "hero": "a character to trade with", "char": "your character",
                 "mission": "the mission card"}
        if decision.options[0].kind == "character":     # the candidates are named by their characters' ids
            words = dict.fromkeys(places, "a character")
        named = sorted({words.get(p, "a card") for p in places}, key=lambda w: w != "a card")
        either = ", ".join(named[:-1]) + " or " + named[-1] if len(named) > 1 else named[0]
        return one_line(prompt, f"  ·  click what glows: {either}", "  ·  click what glows")

    def _seatless(self, prompt: str) -> str:
        """A set-up prompt without its "Player 1:" when one person plays: it can only be them
        (in hot seat it says whose turn the laptop is)."""
        seat, said, rest = prompt.partition(": ")
        if said and re.fullmatch(r"Player \d+", seat) and len(self.play.session.humans) < 2:
            return rest[:1].upper() + rest[1:]
        return prompt

    def _waiting(self, view) -> str:
        if view.player is None:
            return "Watching the journey west"
        if view.end:
            return "The journey is over"
        pending = self.play.session.pending()
        return self.waiting(view, " a character" if picking(view) is not None and pending else "")

    def handle(self, event, view, decision):
        self._sync(view, decision)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.piles.open:
            self.piles.handle(event)
            return None
        option = self.choice_bar.handle(event)
        if option is not None:
            return option
        if self.peek_to is not None and self.peek_button.handle(event):
            self._sync(view, decision)
            return None
        if self._open_piles(event, view):
            return None
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if up and self.choice_bar.rect.collidepoint(event.pos):
            return None
        picks = picking(view) is not None         # the candidates lie over the map
        node = None if picks else self.map.handle(event)
        if node is not None:
            return self._click((node,), decision, view)
        if up and decision is not None:
            row = next((o for r, o in reversed(self.job_rows) if r.collidepoint(event.pos)), None)
            if row is not None:
                return row
            for rect, thing in reversed(self.things):
                if rect.collidepoint(event.pos) and (picks or not MAP.collidepoint(event.pos)) \
                        and self.choices.clickable(thing):
                    return self._click((thing,), decision, view)
        if up and view.player is not None:
            self._switch_focus(event.pos, view, decision)
        return None

    def _click(self, things, decision, view):
        if decision is None or not self.choices.clickable(*things):
            return None
        option = self.choices.click(*things)
        self._sync(view, decision)
        return option

    def _open_piles(self, event, view) -> bool:
        """A click on your draw pile, discard pile or the All button opens that panel."""
        if self.focus is None or view.heroes[self.focus]["hand"] is None or \
                event.type not in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        self.all_button.handle(event)
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for rect, which in ((DRAW_PILE, "draw"), (DISCARD_PILE, "discard"), (ALL_CARDS, "all")):
            if rect.collidepoint(event.pos):
                self.piles.show(which, self.focus)
                return True
        return False

    def _switch_focus(self, pos, view, decision) -> None:
        """Solo: a click on your other character's row shows that character's cards, even
        while the other one must choose (until that choice is made)."""
        for rect, thing in self.things:
            if thing.startswith("hero:") and rect.collidepoint(pos):
                h = int(thing[5:])
                if view.heroes[h]["seat"] == view.player:
                    self.focus, self.peek = h, (h, decision)
                    self._sync(view, decision)

    def on_events(self, events) -> None:
        audio = self.play.app.audio
        for e in events:
            if e.kind in SOUNDS:
                audio.play(SOUNDS[e.kind])
            if e.kind == "bandit_attack":       # the day's last roll is not this fight's
                self.last_roll = None
            if e.kind == "roll":
                self.last_roll = {"faces": list(e.data["faces"]), "die": e.data["die"], "text": e.text}
                self.flash("roll", dict(self.last_roll), ROLL_SECONDS)
            elif e.kind == "move":
                self.flash("move", {k: e.data[k] for k in ("hero", "from", "to")}, MOVE_SECONDS)
            elif e.kind == "reveal":
                self.flash("reveal", {"pos": e.data["pos"]}, FLIP_SECONDS)
            elif e.kind in ("bandit_attack", "death", "clear", "land_reshuffle", "night"):
                self.flash("banner", {"text": e.text}, 1.4)
            elif e.kind == "draw" and e.data["hero"] == self.focus:      # your own cards, face up
                for i, card in enumerate(e.data["cards"]):
                    self._fly(card, ("draw",), ("card", card), delay=0.12 * i)
            elif e.kind == "buy":
                mine = e.data["hero"] == self.focus
                self._fly(e.data["card"], ("slot", e.data["slot"]), ("discard",) if mine else ("hero", e.data["hero"]))

    def _fly(self, card: str, start: tuple, end: tuple, delay: float = 0.0) -> None:
        """A card flying from one spot of the table to another, `delay` seconds late."""
        whole = FLIGHT_SECONDS + delay
        self.flash("fly", {"card": card, "start": start, "end": end, "wait": delay / whole}, whole)

    def _flying(self) -> set[str]:
        return {f.data["card"] for f in self.flashes if f.kind == "fly" and f.data["end"][0] == "card"}

    def draw_moving(self, surface, view, decision) -> None:
        """The cards in flight and the latest banner over the board the play scene keeps
        (the open piles panel, drawn with the board, lies over them instead)."""
        if not self.piles.open:
            self._draw_flights(surface)
            self._draw_banners(surface)

    def board_busy(self) -> bool:
        """A pawn walking and a tile turning change the map every frame; the dice, the cards
        still in flight to the hand and the banners are in the frame key or moving layer."""
        return any(f.kind in ("move", "reveal") for f in self.flashes) or (self.piles.open and self.busy())

    def _dice_key(self):
        """The dice as drawn: a new tumble 20 times over a roll, still once it settles."""
        rolling = next((f for f in reversed(self.flashes) if f.kind == "roll"), None)
        return None if rolling is None else min(int(rolling.progress * 20), 12)

    def _draw_flights(self, surface) -> None:
        for f in self.flashes:
            if f.kind != "fly":
                continue
            start, end = self.spots.get(f.data["start"]), self.spots.get(f.data["end"])
            t = (f.progress - f.data["wait"]) / (1 - f.data["wait"])
            if start is None or end is None or not 0 <= t < 1:
                continue
            rect = pygame.Rect((0, 0), TRADE_CARD)
            rect.center = arc(start.center, end.center, t)
            cardart.draw_card(surface, jobart.card_face(f.data["card"], words=False), rect, hover=True)

    def reset(self) -> None:
        super().reset()
        self.choices = Choices(None)
        self._prompt = None
        self.last_roll = None
        self.piles.close()

    # ---- drawing ----------------------------------------------------------------------------
    def frame_key(self):
        hovered = self._hovered()
        return (hovered[1] if hovered else None, self.choices.selected, self.choice_bar.hovered(), self.hint,
                self.map.key(), self.piles.key(), self.focus, self.all_button.hover,
                self._row_under_mouse(), self._dice_key(), tuple(sorted(self._flying())),
                DRAW_PILE.collidepoint(self.mouse), DISCARD_PILE.collidepoint(self.mouse),   # a pile lifts
                self.steady.holding(self.mouse))

    def _hovered(self):
        if self.piles.open:
            return self.piles.hovered(self.mouse)
        return next(((r, c) for r, c in reversed(self.hover_cards) if r.collidepoint(self.mouse)), None)

    def _row_under_mouse(self):
        return next((o for r, o in self.job_rows if r.collidepoint(self.mouse)), None)

    def draw(self, surface, view, decision) -> None:
        self._sync(view, decision)
        self.things, self.hover_cards, self.job_rows, self.tips = [], [], [], []
        self.spots = {("draw",): DRAW_PILE, ("discard",): DISCARD_PILE}
        if picking(view) is None:
            self._draw_map(surface, view)
            self._draw_score(surface, view)
            self._draw_trade(surface, view, decision)
            self._draw_heroes(surface, view)
        else:
            self._draw_pick(surface, view)
        self._draw_me(surface, view, decision)
        self._mark_hint(surface)
        cover(self.choice_bar.rect)             # a crowded bar grows up over the board
        self.choice_bar.draw(surface)
        tips = BUTTON_TIPS if view.mode == "versus" else {**BUTTON_TIPS, "end_turn": TEAM_END_TIP}
        self.tips += [(b.rect, tips[b.action().kind]) for b in self.choice_bar.buttons
                      if b.action().kind in tips]       # two ways to stop that a new player cannot tell apart
        self._draw_placing(surface, view, decision)
        if self.piles.open:
            self._draw_flights(surface)
            self._draw_banners(surface)
            self.piles.draw(surface, view, self.mouse)

    def _draw_map(self, surface, view) -> None:
        cardart.draw_panel(surface, MAP, style="leather")
        live = {n for n in self.map.board.nodes if self.choices.clickable(n)}
        moving = {f.data["hero"]: (f.data["from"], f.data["to"], f.progress) for f in self.flashes if f.kind == "move"}
        flipping = {tuple(f.data["pos"]): f.progress for f in self.flashes if f.kind == "reveal"}
        self.map.draw(surface, view, live, self.choices.selected, moving, flipping)
        for node in live:                       # a tile half in view is clicked on its visible part
            rect = self.map.board.tile_rect(node).clip(self.map.board.rect)
            if rect.width >= 8 and rect.height >= 8:
                self.things.append((rect, node))
        rolling = next((f for f in reversed(self.flashes) if f.kind == "roll"), None)
        shown = rolling.data if rolling else self.last_roll
        if shown:
            draw_dice(surface, shown, DICE, rolling.progress if rolling else 1.0)

    def _draw_pick(self, surface, view) -> None:
        """The characters to choose from, side by side as large cards under a title that says
        who has chosen whom, the tutorial's character first; the one pointed at is read in
        words in the band below the prompt, which holds nothing else until yours is chosen."""
        cardart.draw_panel(surface, PICK, style="paper")
        inner = PICK.inflate(-24, -16)
        title = draw_text(surface, "Choose your character", inner.topleft, role="bold", size=18)
        said = self._pick_line(view)
        if said:                            # who has chosen whom, and who chooses after you, beside the title
            draw_text(surface, fitting(said, inner.right - title.right - 24, role="italic", size=15),
                      (inner.right, title.centery), role="italic", size=15, anchor="midright")
        taught = taught_character(self.game)
        chars = sorted(self.game.candidates(picking(view), [h["char"] for h in view.heroes]), key=lambda c: c != taught)
        n = max(1, len(chars))
        lines = font("italic", 16).get_height() * 2 + 4
        room = pygame.Rect(inner.x, inner.bottom - lines, inner.width, lines)
        top = title.bottom + 6
        high = room.top - 8 - top - (font("bold", 15).get_height() + 8 + 2 * 22)    # a card's room, its lines below
        w = min(PICK_CARD, (inner.width - (n - 1) * PICK_GAP) // n, round(high / 1.4))
        h = min(round(w * PICK_TALL), high)
        x = inner.centerx - (n * w + (n - 1) * PICK_GAP) // 2
        hands = {content().characters[c].hand for c in chars}
        pointed = None
        for i, cid in enumerate(chars):
            rect = pygame.Rect(x + i * (w + PICK_GAP), top, w, h)
            self._candidate(surface, cid, rect, cid == taught, len(hands) > 1)
            pointed = cid if rect.collidepoint(self.mouse) else pointed
        ch = content().characters[pointed] if pointed else None
        draw_wrapped(surface, jobart.start_text(ch) if ch else PICK_HOW, room, role="italic", size=16)
        if self.focus is not None:          # yours is chosen: your character and hand stand there
            return
        foot = jobart.character_jobs(ch) if ch else PICK_POINT
        if taught in chars and not ch:
            foot = PICK_TAUGHT.format(content().characters[taught].name) + foot
        cardart.draw_panel(surface, PICK_FOOT, style="paper")
        words = PICK_FOOT.inflate(-20, -12)
        draw_wrapped(surface, foot, words, role="italic", size=wrapped_size(foot, words, PICK_FOOT_TYPE, role="italic"))

    def _pick_line(self, view) -> list[str]:
        """The line beside "Choose your character", longest first: who has chosen whom and,
        while you choose, who chooses after you. A seat yet to choose has no character, so it
        goes by its set-up name (a bot's said "Player 2 plays" before it had chosen)."""
        names = hero_names(view)
        chosen = ", ".join(("you play " if self.is_you(view, hv["seat"]) else f"Player {hv['seat'] + 1} plays ")
                           + names[h] for h, hv in enumerate(view.heroes))
        chosen, short = chosen[:1].upper() + chosen[1:], "Chosen: " + ", ".join(names) if names else ""
        later = self._choosing_after_you(view)
        verb = "chooses" if len(later) == 1 else "choose"
        after = [f"{listed([self.seat_words(p) for p in later])} {verb} after you",
                 f"{listed([f'Player {p + 1}' for p in later])} {verb} after you"] if later else []
        lines = [f"{said}; {a}" if said else a for said in (chosen, short) for a in after] + after + [chosen, short]
        return [line for line in dict.fromkeys(lines) if line]

    def _choosing_after_you(self, view) -> list[int]:
        """The seats still to choose a character after the viewer, who chooses now."""
        if view.player is None or view.player not in self.play.session.pending():
            return []
        tasks = [t for t in view.tasks if t[0] == "character"][:-1]       # the one on top is yours
        seats = [0 if view.mode == "solo" else t[1] for t in reversed(tasks)]
        return [p for p in dict.fromkeys(seats) if p != view.player]

    def _candidate(self, surface, cid: str, rect, taught: bool, hand: bool) -> None:
        """A character to choose: its card with its job rows (hover: the jobs in words), and
        under it whether the tutorial teaches with it (or its hand size, where hands differ) and
        its resources two by two."""
        self._card(surface, cid, rect, cid, {}, ("char", None), False, jobs_from=PICK_JOBS_FROM)
        ch = content().characters[cid]
        line = (TAUGHT_MARKS if taught
                else [f"Hand {ch.hand}"] if hand else [""])
        draw_text(surface, fitting(line, rect.w + PICK_GAP, role="bold", size=15), (rect.centerx, rect.bottom + 4),
                  role="bold", size=15, colour=theme.RED if taught else theme.INK, anchor="midtop")
        y = rect.bottom + 8 + font("bold", 15).get_height()
        for k, r in enumerate(("gold", "metal", "wood", "food")):
            jobart.draw_resource(surface, r, ch.resources[r], (rect.x + rect.w * (1 + 2 * (k % 2)) // 4 + 8,
                                                                y + (k // 2) * 22 + 11))

    def _draw_score(self, surface, view) -> None:
        cardart.draw_panel(surface, SCORE, style="paper")
        draw_track(surface, view, SCORE.inflate(-16, -10), hero_names(view))

    def _draw_trade(self, surface, view, decision) -> None:
        cardart.draw_panel(surface, TRADE, style="paper")
        draw_text(surface, f"Trade row  ·  {view.trade_deck_count} cards in the deck", (TRADE.x + 10, TRADE.y + 6),
                  role="bold", size=15)
        blocked = dict(decision.blocked) if decision else {}
        buying = decision is not None and any(o.kind == "buy" for o in decision.options)
        top = TRADE.y + 8 + font("bold", 15).get_height()
        step = (TRADE.width - 16 - TRADE_CARD[0]) // 4
        none_left = not any(view.trade_row)
        for slot, inst in enumerate(view.trade_row):
            rect = pygame.Rect(TRADE.x + 8 + slot * step, top, *TRADE_CARD)
            self.spots[("slot", slot)] = rect
            if inst is None:
                draw.rect(surface, (150, 130, 100), rect, 2, border_radius=8)
                if not none_left:
                    draw_text(surface, "empty", rect.center, role="italic", size=14, colour=theme.MUTED,
                              anchor="center")
                self.tips.append((rect, TRADE_EMPTY))
                continue
            live = self.choices.clickable(inst)
            cardart.draw_card(surface, jobart.card_face(inst, words=False), rect, highlight=live,
                              dim=buying and not live, hover=live and rect.collidepoint(self.mouse))
            self.things.append((rect, inst))
            self.hover_cards.append((rect, inst))
            if inst in blocked:
                self.tips.append((rect, f"Cannot buy: {blocked[inst].removeprefix('cannot pay: ')}"))
            costs = jobart.content().cards[jobart.card_of(inst)].cost
            room = pygame.Rect(rect.x - 2, rect.bottom + 3, step - 4, TRADE.bottom - 6 - rect.bottom - 3)
            h = min(18, room.height // max(1, len(costs)))
            for i, cost in enumerate(costs):
                jobart.draw_job(surface, cost, pygame.Rect(room.x, room.y + i * h, room.width, h - 1))
        if none_left:
            draw_wrapped(surface, TRADE_NONE, pygame.Rect(TRADE.x + 16, top + 24, TRADE.width - 32, 60),
                         role="bold", size=15)

    def _draw_heroes(self, surface, view) -> None:
        cardart.draw_panel(surface, HEROES, style="leather")
        names = hero_names(view)
        n = len(view.heroes)
        inner = self._heroes_room(n)
        row_h = inner.height // n
        size = next((s for s in ROW_TYPE if font("bold", s).get_height() <= row_h), ROW_TYPE[-1])   # five rows: smaller
        name_h = font("bold", size).get_height()
        two_lines = row_h >= name_h * 2 - 1     # three rows still get their card counts
        for h, hv in enumerate(view.heroes):
            row = pygame.Rect(inner.x, inner.y + h * row_h, inner.width, row_h)
            self.spots[("hero", h)] = row
            self._hero_row(surface, view, h, hv, names[h], row, two_lines, size)

    def _heroes_room(self, n: int) -> pygame.Rect:
        """The panel's room for `n` character rows: above the choice bar where it has grown
        up over the panel (a trade's two rows of buttons hid the partner's resources), if
        each row keeps a line of the smallest type; else the whole panel."""
        inner = HEROES.inflate(-12, -10)
        top = self.choice_bar.rect.top - 2
        if inner.y < top < inner.bottom and (top - inner.y) // n >= font("bold", ROW_TYPE[-1]).get_height():
            inner.height = top - inner.y
        return inner

    def _hero_row(self, surface, view, h, hv, name, row, two_lines, size) -> None:
        thing = f"hero:{h}"
        if self.choices.clickable(thing) or h == self.focus:
            draw.rect(surface, theme.GOLD, row, 2 if h == self.focus else 3, border_radius=6)
        self.things.append((row, thing))
        line = row.y + (font("bold", size).get_height() // 2 + 1 if two_lines else row.height // 2)
        cardart.draw_seat_mark(surface, h, pygame.Rect(row.x + 3, line - 8, 16, 16))
        tags = [t for t, on in (("dead", not hv["alive"]), ("passed", hv["passed"]), (legend.USED, hv["tapped"])) if on]
        you = YOU if self.is_you(view, hv["seat"]) else ""
        vp = view.vp[h] if view.mode == "versus" else None
        right = row.right - (52 if vp is not None else 4)
        label = fitting(self._name_labels(name, you, tags), (right if two_lines else row.x + 158) - row.x - 26,
                        role="bold", size=size)
        draw_text(surface, label, (row.x + 24, line), role="bold", size=size,
                  colour=theme.GOLD if hv["alive"] else theme.MUTED, anchor="midleft")
        if vp is not None:
            cardart.draw_counter(surface, (row.right - 26, line), "icon_star", str(vp), size=18)
        res_line = line + font("bold", size).get_height() + 1 if two_lines else line
        counts = (hv['hand_count'], hv['draw_count'], len(hv['discard']))
        cards = "{} in hand · {} to draw · {} discarded".format(*counts)
        self.tips.append((row, f"{name}: {cards}" + "".join(f" · {t}" for t in tags)))
        x = row.x + 40 if two_lines else row.x + 180
        for r in ("gold", "metal", "wood", "food"):
            spot = jobart.draw_resource(surface, r, hv["res"][r], (x, res_line))
            self.tips.append((spot, f"{name}: {hv['res'][r]} {r}"))
            x += 44 if two_lines else 42
        if two_lines:
            draw_text(surface, fitting([cards, "hand {} · draw {} · discard {}".format(*counts), "{}/{}/{}".format(*counts)],
                                       row.right - x - 4, role="italic", size=13),
                      (x, res_line), role="italic", size=13, colour=theme.CREAM, anchor="midleft")

    @staticmethod
    def _name_labels(name, you, tags) -> list[str]:
        """Longest first: a narrow row keeps the first name and the state that matters
        most (dead, passed, then used today) before it drops "(you)" or the state."""
        first = name.split()[0]
        labels = [f"{name}{you} · {' · '.join(tags)}"] if tags else []
        if tags:
            labels += [f"{n} · {tags[0]}" for n in (f"{name}{you}", f"{first}{you}", first)]
        return labels + [f"{name}{you}", f"{first}{you}", first]

    def _draw_me(self, surface, view, decision) -> None:
        h = self.focus
        if h is None:
            self._draw_mission(surface, view, decision)
            return
        hv = view.heroes[h]
        acting = acting_hero(view, decision)
        peeking = acting is not None and acting != h        # solo: the other character's cards, to look at
        legal = {(o["src"], o.get("card"), o["job"]): o for o in (decision.options if decision else ())
                 if o.kind == "job" and not peeking}
        jobs_open = bool(legal)
        char_rect = pygame.Rect(8, ME_Y, *CARD)
        self._card(surface, hv["char"], char_rect, "look" if peeking else "char", legal, ("char", None), jobs_open,
                   tapped=hv["tapped"])
        hand = hv["hand"]
        flying = self._flying()
        for i, rect in enumerate(self._hand_rects(hand, hv["hand_count"])):
            if hand is None:                    # another's hand, watched: backs only
                cardart.draw_back(surface, "card_back_green", rect)
            elif hand[i] in flying:             # drawn a moment ago: it is still on its way
                self.spots[("card", hand[i])] = rect
            else:
                self._card(surface, hand[i], rect, hand[i], legal, ("card", hand[i]), jobs_open)
        label = f"{possessive(hero_names(view)[h])} hand: {hv['hand_count']} of {content().characters[hv['char']].hand} cards"
        self._draw_peek(surface, view, decision)
        draw_text(surface, label, (HAND_X, STRIP.bottom + 2), role="bold", size=15, colour=theme.CREAM)
        self._draw_mission(surface, view, decision)
        self._draw_piles(surface, hv)

    def _hand_rects(self, hand: list | None, count: int) -> list[pygame.Rect]:
        step = min(CARD[0] + 6, (HAND_RIGHT - HAND_X) // max(1, count))
        width = min(CARD[0], step - 4)
        height = min(CARD[1], round(width * 1.4))
        rects = [pygame.Rect(HAND_X + i * step, ME_Y + CARD[1] - height, width, height) for i in range(count)]
        return rects if hand is None else self.steady.spots(hand, rects, self.mouse)

    def _draw_peek(self, surface, view, decision) -> None:
        """Solo: a button that shows your other character's cards, even while this one must
        choose (until that choice is made); it then leads back."""
        mine = [h for h, x in enumerate(view.heroes) if view.player is not None and x["seat"] == view.player]
        if len(mine) < 2:
            self.peek_to = None
            return
        other = next(h for h in mine if h != self.focus)
        name = hero_names(view)[other].split()[0]
        self.peek_to = (other, decision)
        self.peek_button.label = f"Back to {name}" if other == acting_hero(view, decision) else f"See {name}'s cards"
        self.peek_button.draw(surface)

    def _peek(self) -> None:
        self.focus, self.peek = self.peek_to[0], self.peek_to

    def _card(self, surface, card_id, rect, thing, legal, key, jobs_open, tapped=False, jobs_from=JOBS_FROM) -> None:
        """A card of yours: its face, its picture above its jobs as icon rows, the legal ones ringed."""
        live = self.choices.clickable(thing)
        face = jobart.card_face(card_id, words=False)
        drawn = cardart.draw_card(surface, face, rect, highlight=live, dim=tapped,
                                  selected=thing in self.choices.selected, hover=live and rect.collidepoint(self.mouse))
        jobs = jobs_of(card_id) if card_id in content().characters or "-" in card_id else ()
        if jobs:
            cardart.draw_strip_picture(surface, face, drawn, rect.y + rect.height * jobs_from)
        spot = self._job_rows(surface, jobs, rect, legal, key, jobs_open, jobs_from)
        if tapped:
            used = fitting([legend.USED, "used"], rect.width - 4, role="bold", size=16)
            draw_text(surface, used, (rect.centerx, rect.y + rect.height * JOBS_FROM / 2 + 6), role="bold", size=16,
                      colour=theme.CREAM, anchor="center")
        self.things.append((spot, thing))
        self.hover_cards.append((rect, card_id))

    def _job_rows(self, surface, jobs, rect, legal, key, jobs_open, jobs_from=JOBS_FROM) -> pygame.Rect:
        """Draw a card's job rows, ringing the legal ones (a click on one plays it). Returns
        where a click means the card itself: above the rows when any is ringed, else all of it."""
        top = rect.y + rect.height * jobs_from              # the title stays, the art gives way to the jobs
        box = pygame.Rect(rect.x + 4, top, rect.width - 8, rect.bottom - 5 - top)
        states, options = [], []
        for ji in range(len(jobs)):
            option = legal.get((key[0], key[1], ji))
            options.append(option)
            states.append("legal" if option else "blocked" if jobs_open else "")
        for row, option in zip(jobart.job_lines(surface, jobs, box, states), options):
            if option is not None:
                self.job_rows.append((row, option))
        return pygame.Rect(rect.x, rect.y, rect.width, top - rect.y) if any(options) else rect

    def _draw_mission(self, surface, view, decision) -> None:
        mission = content().missions[view.mission]
        live = self.choices.clickable("mission")
        cardart.draw_card(surface, jobart.mission_face(mission, words=False), MISSION, highlight=live,
                          selected="mission" in self.choices.selected, hover=live and MISSION.collidepoint(self.mouse))
        legal = {(o["src"], None, o["job"]): o for o in (decision.options if decision else ()) if o.kind == "job"}
        spot = self._job_rows(surface, mission.jobs, MISSION, legal, ("mission", None), bool(legal))
        self.things.append((spot, "mission"))
        self.hover_cards.append((MISSION, f"mission:{mission.id}"))

    def _draw_piles(self, surface, hv) -> None:
        for rect, label, count, top in ((DRAW_PILE, "Draw", hv["draw_count"], None),
                                        (DISCARD_PILE, "Discard", len(hv["discard"]),
                                         hv["discard"][-1] if hv["discard"] else None)):
            draw_text(surface, f"{label} {count}", (rect.centerx, STRIP.bottom + 2), role="bold", size=15,
                      colour=theme.CREAM, anchor="midtop")
            if top is not None:
                cardart.draw_card(surface, jobart.card_face(top, words=False), rect, hover=rect.collidepoint(self.mouse))
            elif count:
                cardart.draw_back(surface, "card_back_green", rect, highlight=rect.collidepoint(self.mouse))
            else:
                draw.rect(surface, (20, 12, 6), rect, 2, border_radius=8)
            if hv["hand"] is not None:
                self.tips.append((rect, f"Click to see your {label.lower()} pile"
                                        + (" (sorted: its order stays hidden)" if label == "Draw" else "")))
        if hv["hand"] is not None:
            self.all_button.draw(surface)

    def _draw_placing(self, surface, view, decision) -> None:
        """The card you must put on your draw or discard pile (bought or taken), shown
        beside the question so you need not remember what it is."""
        top = view.tasks[-1] if view.tasks else ()
        if decision is None or not top or top[0] != "place_card" or decision.options[0].kind != "place":
            return
        rect = pygame.Rect(0, 0, *PLACING)
        rect.bottomright = (self.choice_bar.rect.right - 8, self.choice_bar.rect.bottom - 3)
        cardart.draw_card(surface, jobart.card_face(top[2], words=False), rect, hover=rect.collidepoint(self.mouse))
        self.hover_cards.append((rect, top[2]))

    def _mark_hint(self, surface) -> None:
        if self.hint is None:
            return
        thing = self.thing(self.hint)
        for rect, t in self.things:
            if t == thing:
                draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3, border_radius=10)
        for rect, option in self.job_rows:          # and the very job the hint means
            if option == self.hint:
                draw.rect(surface, HINT_RING, rect.inflate(4, 4), 3, border_radius=5)

    def _draw_banners(self, surface) -> None:
        banner = next((f for f in reversed(self.flashes) if f.kind == "banner"), None)   # the latest
        if banner is not None:
            box = pygame.Rect(0, 0, MAP.width - 24, 64)
            box.center = MAP.center
            cover(box)
            cardart.draw_panel(surface, box, style="paper")
            draw_text(surface, fitting([banner.data["text"]], box.width - 28, role="bold", size=18), box.center,
                      role="bold", size=18, anchor="center")

    def legend(self) -> tuple:
        return legend.entries()

    def legend_tip(self, pos) -> str | None:
        """The legend's words, the wagon's said for this mission."""
        if self.symbol_at(pos) == "The wagon":
            return legend.wagon_words(content().missions[self._view.mission].rules)
        return super().legend_tip(pos)

    def symbol_at(self, pos) -> str | None:
        view = self._view
        if view is None or self.piles.open or picking(view) is not None:
            return None
        return legend.symbol_at(self.map, view, pos)

    def _zoom(self, rect, card_id: str, view):
        """The face of a hovered card and where its zoom stands."""
        if card_id.startswith("mission:"):
            face = jobart.mission_face(content().missions[card_id[8:]])
        else:
            face = jobart.card_face(card_id)
        big = ZOOM if picking(view) is None else ZOOM_SIZE     # the pick's foot line stays in view
        return face, zoom_rect(rect, avoid=(self.choice_bar.rect, MAP), size=big)     # the map stays in sight

    def zooms(self):
        if self._view is None:
            return []
        cards = self.piles.cards if self.piles.open else self.hover_cards
        return [self._zoom(rect, card_id, self._view) for rect, card_id in cards]

    def draw_overlay(self, surface, view, decision) -> None:
        hovered = self._hovered()
        if hovered is not None:
            rect, card_id = hovered
            face, zoom = self._zoom(rect, card_id, view)
            cardart.draw_card(surface, face, zoom)
            why = next((t for r, t in self.tips if r == rect), None)     # a trade card you cannot buy yet
            if why:
                draw_tooltip(surface, why, (zoom.x - 16, zoom.bottom - 16), width=zoom.width)
            return
        tip = next((t for r, t in reversed(self.tips) if r.collidepoint(self.mouse)), None)
        tip = tip or "\n".join(t for t in (self.legend_tip(self.mouse), self.map.tip(view, self.mouse)) if t)
        if tip and not self.piles.open:
            draw_tooltip(surface, tip, self.mouse)


card_face = jobart.card_face      # by id: the players' rules page draws `![name](card:<id>)` with it


def card_ids() -> list[str]:
    """Every card and every character (any may be chosen), which the players' page must name."""
    c = content()
    return list(c.cards) + list(c.characters)
TABLE = DeckWestTable
icon_painter = jobart.icon_painter    # the players' rules page draws `![name](icon:<picture>)` with it
