"""The Durango table: every party face up around the table, the yard's cattle for sale,
the piles and the current calamity in the middle, your party and reserve at the bottom.

Cards and cattle you may choose glow; a card with several uses (party or reserve, Coal or
Silver) opens buttons for them. Hover any card to read it large.

What a tutorial can point at (`locate`), besides every table's "log", "prompt" and
"button:<label>": anything a click chooses, by its name (a card or cattle id, "seat:<n>");
"plate:<n>" (a seat's name plate, with its herd and reserve), "party:<n>" (an
opponent's party), "plate:you", "party:you", "reserve:you", "herd:you"; "deck", "yard"
(the cattle for sale), "draw" (the cards drawn this turn), "money" (this turn's Coal and
Silver), "discard" and "calamity".
"""
from __future__ import annotations

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw, veil
from wildwest.ui.choices import HINT_RING, ChoiceBar, Choices, thing_of
from wildwest.ui.flight import arc
from wildwest.ui.table import BOARD, Table, zoom_rect
from wildwest.ui.widgets import Button, clip, cover, draw_text, draw_wrapped, fitting

from ..cards import card_set
from . import legend

TYPE_LOOK = {   # type: (caption, accent, icon)
    "town": ("Town Hire", (64, 104, 170), "icon_silver"),
    "frontier": ("Frontier Hire", (150, 92, 48), "icon_pick"),
    "companion": ("Companion", (60, 132, 86), "icon_hat"),
    "item": ("Item", (116, 78, 150), "icon_wagon"),
    "trigger": ("Calamity Trigger", (170, 40, 36), "icon_calamity"),
}
CATTLE_ACCENT = (176, 128, 64)
CALAMITY_ACCENT = (120, 30, 30)
MY_CARD = (102, 143)
MID_CARD = (84, 118)
TOP = pygame.Rect(8, 54, 940, 180)         # the opponents' seats
PLATE_H = 58
MID_Y = 266                                # the middle row of cards, labels above it
STRIP = pygame.Rect(8, 390, 936, 114)      # the prompt and its buttons (grows up when crowded)
ME_Y = 512
RESERVE_X = 836
TARGET = (220, 60, 50)
FLIGHT_SECONDS = 0.7
# The top bar's words for each phase; "Ada (you)'s card acts" read badly, hence no possessive.
PHASE_WORDS = {"selection": "{} picks a card", "action": "{} performs the card's action", "buy": "{} buys cattle"}
FLYING = (70, 98)                          # a card in flight: one size, rendered once
DECK = pygame.Rect(16, MID_Y, *MID_CARD)
YARD = pygame.Rect(300, MID_Y, *MID_CARD)  # the top (first) cattle for sale
DRAWN = pygame.Rect(584, MID_Y, *MID_CARD)  # where a drawn card lands
LABEL_BAND = (20, 12, 6, 170)             # under a middle-row label: the felt darkened
MIN_OPP_CARD = 80                          # party cards narrower than the middle row's read as text rows


# What a card does, as a small second icon in its art: the first word of its action,
# interrupt or ongoing effect in the data vocabulary (docs/rules/durango.md).
VERB_ICONS = {"steal": "icon_bag", "discard": "icon_dynamite", "swap": "icon_horseshoe", "recruit": "icon_human",
              "perform_action": "icon_hourglass", "cancel": "icon_revolver", "interrupt": "icon_revolver",
              "protect": "icon_star", "party_limit": "icon_wagon", "calamity_immune": "icon_star",
              "produce_bonus": "icon_gold", "produce": "icon_gold", "no_produce": "icon_skull",
              "return_cattle": "icon_cattle"}


def verb(steps, ongoing: dict, interrupt: bool = False, cancels: bool = False, answer=()) -> str:
    """The icon of what a card does: cancelling, then its interrupt's or action's first
    step, then its ongoing effect."""
    words = (["cancel"] if cancels else []) + [step.do for step in answer] + [step.do for step in steps]
    words += list(ongoing) + (["interrupt"] if interrupt else [])
    return next((VERB_ICONS[w] for w in words if w in VERB_ICONS), "")


def face(card_id: str) -> cardart.CardFace:
    """Any Durango card's face from the data: hires, companions, items, cattle, calamities."""
    cs = card_set()
    if card_id in cs.cards:
        c = cs.cards[card_id]
        caption, accent, icon = TYPE_LOOK[c.type]
        resource = {"town": "icon_silver", "frontier": "icon_coal"}.get(c.type, "")
        footer = f"{c.produce} each turn" if resource and c.produce else ""     # the rulebook's words
        if c.interrupt:
            caption += " · Interrupt"
        elif c.ongoing:
            caption += " · Ongoing"
        doing = verb(c.action, c.ongoing, c.interrupt, c.cancels, c.interrupt_action)
        icon = c.icon or icon
        if resource and c.action and c.action[0].do == "produce" or doing == icon:
            doing = ""                    # the footer or the picture says it
        return cardart.CardFace(title=c.name, value=str(c.produce) if resource else "", kind=caption,
                                text=c.text, accent=accent, icon=icon, footer=footer,
                                footer_short=str(c.produce) if footer else "", footer_icon=resource, art=c.key, verb=doing)
    if card_id in cs.cattle:
        c = cs.cattle[card_id]
        return cardart.CardFace(title=c.breed, kind="Blue Ribbon Cattle" if c.blue_ribbon else "Cattle",
                                text=c.text, accent=CATTLE_ACCENT, icon="icon_cattle", art=c.key,
                                badge="icon_ribbon" if c.blue_ribbon else "", footer="5 Coal or 5 Silver")
    c = cs.calamities[card_id]
    return cardart.CardFace(title=c.name, kind="Calamity", text=c.text, accent=CALAMITY_ACCENT,
                            icon=c.icon or "icon_calamity", art=c.key, verb=verb(c.steps, c.ongoing))


card_face = face      # by id: the players' rules page draws `![name](card:<id>)` with it


def card_ids() -> list[str]:
    """The cards the players' page must show: every hire, companion, item and calamity,
    and the cattle once (every cattle card has the same face but its breed)."""
    cs = card_set()
    return list(cs.cards) + list(cs.calamities) + [next(iter(cs.cattle))]


class DurangoTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        self.mouse = (0, 0)
        self.things: list[tuple[pygame.Rect, str]] = []     # (rect, thing) hit areas, drawn order
        self.groups: list[tuple[pygame.Rect, tuple[str, ...]]] = []   # a herd: many things, one spot
        self.hover_cards: list[tuple[pygame.Rect, str]] = []
        self.choices = Choices(None)
        self.choice_bar = ChoiceBar(STRIP, BOARD)
        self._prompt = None
        self.plates: dict[int, pygame.Rect] = {}     # where each seat sits: flights start and end there
        self.places: dict[str, pygame.Rect] = {}     # what a tutorial can point at, as drawn (`locate`)

    def describe(self, option) -> str:
        """The current decision's words for an option, on its button and in a hint (Durango's
        `describe_for` reads the decision alone, no view)."""
        decision = self.choices.decision
        return self.game.describe_for(None, decision, option) if decision else self.game.describe(option)

    @property
    def bar(self) -> list[Button]:
        return self.choice_bar.buttons

    def status(self, view) -> str:
        if view.end:
            return "The drive is over"
        return f"Turn {view.turn + 1}  ·  " + PHASE_WORDS[view.phase].format(self.named(view, view.active))

    def seat_order(self, view) -> list[int]:
        me = view.player if view.player is not None else 0
        return [(me + i) % view.players for i in range(view.players)]

    # ---- input ------------------------------------------------------------------------------
    def _sync(self, view, decision) -> None:
        if self.choices.decision != decision:
            self.choices = Choices(decision)
        prompt = self._prompt_text(view, decision)
        key = (prompt, self.choices.decision, self.choices.selected)
        if key != self._prompt:
            self._prompt = key
            self.choice_bar.set(prompt, self.choices.buttons() if decision else [], self.describe)
        self.choice_bar.hint = self.hint

    def _prompt_text(self, view, decision) -> str:
        if decision is not None:
            owners = " or ".join(f"{self.game.seat_label(None, q)}'s" for q in range(len(view.herd))
                                 if q != view.player and self.choices.clickable(*view.herd[q]))
            return decision.prompt + (f" (click {owners} herd, at the top)" if owners else "")
        if view.player is None:
            return "Watching the bots drive cattle"
        if view.end:
            return "The drive is over"
        return self.waiting(view)

    def handle(self, event, view, decision):
        self._sync(view, decision)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        option = self.choice_bar.handle(event)
        if option is not None:
            return option
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and decision is not None:
            if self.choice_bar.rect.collidepoint(event.pos):
                return None
            spots = [(r, (t,)) for r, t in self.things] + self.groups
            for rect, things in reversed(spots):
                if rect.collidepoint(event.pos) and self.choices.clickable(*things):
                    option = self.choices.click(*things)
                    self._sync(view, decision)
                    return option
        return None

    def on_events(self, events) -> None:
        audio = self.play.app.audio
        sounds = {"buy": "cattle", "steal": "card_slide", "swap": "card_slide", "steal_cattle": "cattle",
                  "calamity": "dynamite", "draw": "card_flip", "add": "card_slide", "reshuffle": "shuffle",
                  "produce": "coins", "interrupt": "gunshot", "win": "win"}
        for e in events:
            if e.kind in sounds:
                audio.play(sounds[e.kind])
            if e.kind in ("calamity", "steal", "swap", "steal_cattle", "interrupt", "buy"):
                self.flash("banner", {"text": e.text}, 1.4)
        self._flights(events)

    def _flights(self, events) -> None:
        """What moves flies: a stolen or swapped card from seat to seat, a bought cattle from
        the yard to the herd, drawn cards from the deck (face up to the drawer only)."""
        faces = {e.data["player"] for e in events if e.kind == "draw" and e.data["cards"]}   # not triggers alone
        for e in events:
            d = e.data
            if e.kind in ("steal", "steal_cattle"):
                self._fly(d.get("card") or d.get("cattle"), ("seat", d["from"]), ("seat", d["player"]))
            elif e.kind == "swap":
                self._fly(d["took"], ("seat", d["from"]), ("seat", d["player"]))
                self._fly(d["gave"], ("seat", d["player"]), ("seat", d["from"]))
            elif e.kind == "buy":
                self._fly(d["cattle"], ("yard",), ("seat", d["player"]))
            elif e.kind == "draw":
                for i, card in enumerate(d["cards"]):
                    self._fly(card, ("deck",), ("drawn", i), delay=0.15 * i)
            elif e.kind == "draw_count" and d["player"] not in faces:
                for i in range(d["count"]):
                    self._fly(None, ("deck",), ("drawn", i), delay=0.15 * i)

    def _fly(self, card: str | None, start: tuple, end: tuple, delay: float = 0.0) -> None:
        """A card (None: its back) flying start -> end; `delay` seconds before it sets off."""
        self.flash("fly", {"card": card, "start": start, "end": end, "wait": delay}, FLIGHT_SECONDS + delay)

    def _spot(self, where: tuple) -> pygame.Rect | None:
        if where[0] == "seat":
            return self.plates.get(where[1])
        if where[0] == "drawn":
            return pygame.Rect(DRAWN.x + where[1] * 92, DRAWN.y, *MID_CARD)
        return pygame.Rect((DECK if where[0] == "deck" else YARD).topleft, MID_CARD)

    def draw_moving(self, surface, view, decision) -> None:
        """The cards in flight, over the board the play scene keeps."""
        for f in self.flashes:
            if f.kind != "fly":
                continue
            start, end = self._spot(f.data["start"]), self._spot(f.data["end"])
            wait = f.data["wait"] / max(1e-6, f.duration / self.play.app.settings.pace)
            t = min(1.0, max(0.0, (f.progress - wait) / max(1e-6, 1 - wait)))
            if start is None or end is None or t >= 1:
                continue
            rect = pygame.Rect((0, 0), FLYING)
            rect.center = arc(start.center, end.center, t)
            if f.data["card"] is None:
                cardart.draw_back(surface, "card_back_durango", rect)
            else:
                cardart.draw_card(surface, face(f.data["card"]), rect, hover=True)

    def reset(self) -> None:
        super().reset()
        self.choices = Choices(None)
        self._prompt = None

    # ---- drawing ----------------------------------------------------------------------------
    def frame_key(self):
        """What the mouse changes on the board: a card that may be chosen lifts under it
        (a zoom is an overlay)."""
        lifted = tuple(t for r, t in self.things if r.collidepoint(self.mouse) and self.choices.clickable(t))
        return (lifted, self.choices.selected, self.choice_bar.hovered(), self.hint,
                self.banners())

    def board_busy(self) -> bool:
        """Banners are in the frame key and cards fly in `draw_moving`: nothing else moves."""
        return False

    def _hovered(self):
        return next(((r, c) for r, c in reversed(self.hover_cards) if r.collidepoint(self.mouse)), None)

    def _card(self, surface, card_id: str, rect: pygame.Rect, thing: str | None = None, dim=False) -> None:
        thing = thing or card_id
        live = self.choices.clickable(thing)
        cardart.draw_card(surface, face(card_id), rect, dim=dim, highlight=live,
                          selected=thing in self.choices.selected,
                          hover=live and rect.collidepoint(self.mouse))
        self.things.append((rect, thing))
        self.hover_cards.append((rect, card_id))

    def locate(self, thing: str) -> pygame.Rect | None:
        found = next((pygame.Rect(r) for r, t in reversed(self.things) if t == thing), None)
        herd = next((pygame.Rect(r) for r, ts in self.groups if thing in ts), None)   # a cattle stolen
        return found or herd or self.places.get(thing) or super().locate(thing)

    def draw(self, surface, view, decision) -> None:
        self._sync(view, decision)
        self.things, self.hover_cards, self.groups, self.places = [], [], [], {}
        order = self.seat_order(view)
        others = order[1:]
        width = (TOP.width - 8 * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            self._draw_seat(surface, view, seat, pygame.Rect(TOP.x + i * (width + 8), TOP.y, width, TOP.height))
        self._draw_middle(surface, view)
        self._draw_me(surface, view, order[0])
        self._mark(surface, view, decision)
        self.choice_bar.draw(surface)
        for text in self.banners():
            box = pygame.Rect(0, 0, 620, 70)
            box.center = (476, 330)
            cover(box)
            cardart.draw_panel(surface, box, style="paper")
            draw_wrapped(surface, text, box.inflate(-28, -16), role="bold", size=18)

    def _mark(self, surface, view, decision) -> None:
        """Ring the hinted option's card and, in an interrupt window, the targeted card."""
        if self.hint is not None:
            thing = thing_of(self.hint)
            for rect, t in self.things:
                if t == thing:
                    draw.rect(surface, HINT_RING, rect.inflate(8, 8), 3, border_radius=10)
        if decision is not None and decision.interrupt:
            target = self.game.interrupt_target(view)
            for rect, t in self.things:
                if target is not None and t == target:
                    draw.rect(surface, TARGET, rect.inflate(8, 8), 4, border_radius=10)

    def _plate(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        """Name and who plays it; herd, ribbons and reserve on the line under it."""
        self.plates[seat] = rect
        self.places[f"plate:{seat}"] = pygame.Rect(rect)
        active = seat == view.active and not view.end
        cardart.draw_panel(surface, rect, style="leather")
        cardart.draw_seat_mark(surface, seat, pygame.Rect(rect.x + 7, rect.y + 6, 18, 18))
        who = self.play.session.seats[seat]
        label = self.game.seat_label(None, seat)
        names = [self.named(view, seat)] if who == "human" else [f"{label} · {who} bot", f"{label} · {who}", label]
        title_h = font("title", 15).get_height()       # lines measured: small windows draw type larger
        first = rect.y + 3 + title_h // 2
        party = ""
        if rect.width >= 220:
            party = f"party {len(view.party[seat])}/{view.limit[seat]}"
            draw_text(surface, party, (rect.right - 8, first), role="italic", size=14, colour=theme.CREAM,
                      anchor="midright")
        room = rect.right - 12 - (font("italic", 14).size(party)[0] if party else 0) - (rect.x + 30)
        draw_text(surface, fitting(names, room, role="title", size=15), (rect.x + 30, first), role="title", size=15,
                  colour=theme.GOLD if active else theme.CREAM, anchor="midleft")
        line = max(first + title_h // 2 + 13, rect.bottom - 16)
        herd = pygame.Rect(rect.x + 4, line - 12, 112, 24)
        cardart.draw_counter(surface, (rect.x + 30, line), "icon_cattle", str(len(view.herd[seat])), size=20)
        cardart.draw_counter(surface, (rect.x + 84, line), "icon_ribbon", str(view.blue[seat]), size=20)
        if self.choices.clickable(*view.herd[seat]):
            cardart.draw_glow(surface, herd)
        self.groups.append((herd, tuple(view.herd[seat])))
        if rect.width >= 220:               # the opponents' plates; yours shows the card itself
            filled, known = view.reserve_filled[seat], _reserve_of(view, seat)
            words = f"reserve: {card_set().cards[known].name}" if known else (
                "reserve: 1 card" if filled else "reserve: empty")
            words = clip(words, rect.right - 6 - (rect.x + 120), role="italic", size=14)
            spot = draw_text(surface, words, (rect.x + 120, line), role="italic", size=14, colour=theme.CREAM,
                             anchor="midleft")
            if filled:
                self.things.append((pygame.Rect(rect.x + 116, line - 12, 100, 24), f"seat:{seat}"))
            if known:                       # all cards open in a replay: hovering shows the card
                self.hover_cards.append((spot, known))
        if self.choices.clickable(f"seat:{seat}"):
            draw.rect(surface, theme.GOLD, rect, 3, border_radius=8)
            self.things.append((rect, f"seat:{seat}"))

    def _draw_seat(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        """An opponent: plate, then the party as cards when they read at this width, else
        as one row of text per card (name and what it produces or does)."""
        self._plate(surface, view, seat, pygame.Rect(rect.x, rect.y, rect.width, PLATE_H))
        party = view.party[seat]
        slots = max(self.game.limit(view, seat), len(party))
        area = pygame.Rect(rect.x, rect.y + PLATE_H + 4, rect.width, rect.height - PLATE_H - 4)
        self.places[f"party:{seat}"] = area
        cw = min(MID_CARD[0], (area.width - 4 * (slots - 1)) // slots)
        if cw >= MIN_OPP_CARD:
            ch = min(area.height, int(cw * 1.4))
            cw = int(ch / 1.4)
            for i in range(slots):
                slot = pygame.Rect(area.x + i * (cw + 4), area.y, cw, ch)
                if i < len(party):
                    self._card(surface, party[i], slot)
                else:
                    _slot_outline(surface, slot)
            return
        row_h = min(28, area.height // slots)
        for i in range(slots):
            row = pygame.Rect(area.x, area.y + i * row_h, area.width, row_h - 2)
            if i < len(party):
                self._row(surface, party[i], row)
            else:
                _slot_outline(surface, row)

    def _row(self, surface, card_id: str, row: pygame.Rect) -> None:
        """One party card as a line: its type's colour, its name, and what it gives."""
        card = card_set().cards[card_id]
        live = self.choices.clickable(card_id)
        draw.rect(surface, (34, 22, 14), row, border_radius=4)
        draw.rect(surface, TYPE_LOOK[card.type][1], pygame.Rect(row.x, row.y, 6, row.height),
                         border_radius=2)
        if live:
            draw.rect(surface, theme.GOLD, row, 2, border_radius=4)
        tag = _what_it_gives(card)
        if font("bold", 13).size(card.name)[0] + font("italic", 12).size(tag)[0] + 20 > row.width:
            tag = tag.partition(" · ")[0]       # the name whole before what its action does
        tag_w = font("italic", 12).size(tag)[0]
        name = clip(card.name, row.width - tag_w - 20, role="bold", size=13)
        draw_text(surface, name, (row.x + 9, row.centery), role="bold", size=13, colour=theme.CREAM,
                  anchor="midleft")
        draw_text(surface, tag, (row.right - 5, row.centery), role="italic", size=12, colour=theme.GOLD,
                  anchor="midright")
        self.things.append((row, card_id))
        self.hover_cards.append((row, card_id))

    def _draw_middle(self, surface, view) -> None:
        """The piles, the yard and the draw, then their labels over them: a card lifted by
        the mouse or chosen rises under its label, never over it."""
        y = MID_Y
        label = y - 4
        labels = [((x + MID_CARD[0] // 2, label), text, "midbottom", "slab", 13) for text, x in
                  ((f"Deck {view.deck_count}", 16), (f"Discard {len(view.discard)}", 108),
                   (f"Calamities {view.calamity_deck_count}", 200))]
        cardart.draw_back(surface, "card_back_durango", pygame.Rect(16, y, *MID_CARD))
        if view.discard_top:
            self._card(surface, view.discard_top, pygame.Rect(108, y, *MID_CARD), thing="discard")
        else:
            _slot_outline(surface, pygame.Rect(108, y, *MID_CARD))
        if view.calamity:
            self._card(surface, view.calamity, pygame.Rect(200, y, *MID_CARD), thing="calamity")
        else:
            cardart.draw_back(surface, "card_back_durango", pygame.Rect(200, y, *MID_CARD))
        hidden = view.yard_count - len(view.market)
        yard = f"The Yard: {len(view.market)} for sale" + (f", {hidden} below" if hidden > 0 else "")
        labels.append(((300, label), yard, "bottomleft", "bold", 15))
        for i, cattle in enumerate(view.market):
            self._card(surface, cattle, pygame.Rect(300 + i * 92, y, *MID_CARD))
        self.places["deck"] = pygame.Rect(16, y, *MID_CARD)
        self.places["yard"] = pygame.Rect(300, y, max(1, len(view.market)) * 92 - 8, MID_CARD[1])
        drawn = self._draw_draw(surface, view, pygame.Rect(584, y, 360, MID_CARD[1]))
        labels += [((584, label), drawn, "bottomleft", "bold", 15)] if drawn else []
        for pos, text, anchor, role, size in labels:
            _label(surface, text, pos, anchor, role, size)

    def _draw_draw(self, surface, view, rect: pygame.Rect) -> str:
        """The drawn cards (face up to the drawer only) and this turn's Coal and Silver in a
        column beside them; returns the cards' label ("" with none drawn)."""
        drawer = self.game.seat_label(None, view.active)
        mine = self.is_you(view, view.active)
        count = len(view.drawn) if view.drawn else view.drawn_count
        label = ""
        if count:
            label = ("Your draw: pick one" if view.drawn else "Your draw") if mine else f"{drawer}'s draw"
        if view.drawn:
            for i, card_id in enumerate(view.drawn):
                self._card(surface, card_id, pygame.Rect(rect.x + i * 92, rect.y, *MID_CARD))
        else:
            for i in range(view.drawn_count):
                cardart.draw_back(surface, "card_back_durango", pygame.Rect(rect.x + i * 92, rect.y, *MID_CARD))
        if count:
            self.places["draw"] = pygame.Rect(rect.x, rect.y, count * 92 - 8, rect.height)
        x = rect.right - 76
        self.places["money"] = pygame.Rect(x - 4, rect.y, 80, rect.height)
        whose = "Your turn" if mine else f"{drawer}'s turn"
        title = draw_text(surface, whose, (x, rect.y), role="italic", size=13, colour=theme.CREAM)
        # known from the selection on, not only at the buy; never kept past the turn
        words = "left to spend" if view.phase in ("buy", "over") else "to buy with"
        caption = draw_text(surface, words, (x, title.bottom), role="italic", size=13, colour=theme.CREAM)
        coal, silver = view.this_turn
        cardart.draw_counter(surface, (x + 26, caption.bottom + 16), "icon_coal", str(coal), size=24)
        cardart.draw_counter(surface, (x + 26, caption.bottom + 48), "icon_silver", str(silver), size=24)
        return label

    def _draw_me(self, surface, view, seat: int) -> None:
        self._plate(surface, view, seat, pygame.Rect(16, ME_Y, 172, PLATE_H))
        self.places["plate:you"] = pygame.Rect(16, ME_Y, 172, PLATE_H)
        self.places["herd:you"] = pygame.Rect(16, ME_Y + PLATE_H + 2, 172, 720 - 8 - (ME_Y + PLATE_H + 2))
        for i, cattle in enumerate(view.herd[seat]):
            centre = (34 + (i % 5) * 32, ME_Y + 76 + (i // 5) * 40)
            cardart.draw_icon(surface, "icon_cattle", centre, 30)
            if card_set().cattle[cattle].blue_ribbon:
                cardart.draw_icon(surface, "icon_ribbon", (centre[0] + 10, centre[1] + 10), 16)
            spot = pygame.Rect(centre[0] - 15, centre[1] - 15, 30, 30)
            if self.choices.clickable(cattle):
                draw.rect(surface, theme.GOLD, spot, 2, border_radius=6)
            self.hover_cards.append((spot, cattle))
            self.things.append((spot, cattle))
        party = view.party[seat]
        limit = self.game.limit(view, seat)
        slots = max(limit, len(party))
        step = min(MY_CARD[0] + 8, (RESERVE_X - 12 - 200) // slots)
        width = min(MY_CARD[0], step - 4)
        y = ME_Y + 8
        for i in range(slots):
            rect = pygame.Rect(200 + i * step, y, width, MY_CARD[1])
            if i < len(party):
                self._card(surface, party[i], rect)
            else:
                _slot_outline(surface, rect)
        caption = y + MY_CARD[1] + 4
        draw_text(surface, f"Your party: {len(party)} of {limit}", (200, caption), role="bold", size=15,
                  colour=theme.CREAM)
        self.places["party:you"] = pygame.Rect(200, y, slots * step - 8, MY_CARD[1])
        reserve = pygame.Rect(RESERVE_X, y, *MY_CARD)
        self.places["reserve:you"] = pygame.Rect(reserve)
        draw_text(surface, "Your reserve", (reserve.centerx, caption), role="bold", size=15, colour=theme.CREAM,
                  anchor="midtop")
        if _reserve_of(view, seat):
            self._card(surface, _reserve_of(view, seat), reserve)
        elif view.reserve_filled[seat]:
            cardart.draw_back(surface, "card_back_durango", reserve)
        else:
            _slot_outline(surface, reserve)

    def legend(self) -> tuple:
        return legend.entries(face, _slot_outline, TARGET)

    def draw_overlay(self, surface, view, decision) -> None:
        hovered = self._hovered()
        if hovered is None:
            return
        cardart.draw_card(surface, *self._zoom(*hovered))

    def _zoom(self, rect, card_id: str):
        return face(card_id), zoom_rect(rect, avoid=self._keep_clear(rect))

    def zooms(self):
        return [self._zoom(rect, card_id) for rect, card_id in self.hover_cards]

    def _keep_clear(self, hovered: pygame.Rect) -> tuple[pygame.Rect, ...]:
        """What a zoom must not hide: the bar, every player's plate and the other cards that
        can still be chosen."""
        live = [r for r, thing in self.things if r != hovered and self.choices.clickable(thing)]
        return (self.choice_bar.rect, *self.plates.values(), *live)


def _reserve_of(view, seat: int) -> str | None:
    """A seat's reserve card if the view names it: your own, or every seat's with all cards open."""
    if view.reserves is not None:
        return view.reserves[seat]
    return view.reserve if seat == view.player else None


def _label(surface, text: str, pos, anchor: str, role: str, size: int) -> None:
    """A middle-row label on a dark band, drawn after the cards so it stays readable
    over the top of one lifted into it."""
    band = font(role, size).size(text)
    rect = pygame.Rect((0, 0), band)
    setattr(rect, anchor, pos)
    veil(surface, LABEL_BAND, rect.inflate(8, 0))
    draw_text(surface, text, pos, role=role, size=size, colour=theme.CREAM, anchor=anchor)


def _slot_outline(surface, rect: pygame.Rect) -> None:
    """An empty place: a party slot still free, an empty reserve or discard."""
    draw.rect(surface, (20, 12, 6), rect, 2, border_radius=8)
    draw.rect(surface, (120, 96, 60), rect.inflate(-6, -6), 1, border_radius=6)


VERBS = {"steal": "steals", "swap": "swaps", "discard": "discards", "recruit": "draws",
         "perform_action": "copies"}


def _what_it_gives(card) -> str:
    """A party card in a few words from its data: what a hire produces and does, what an
    interrupt or an ongoing card does."""
    if card.type in ("town", "frontier"):
        made = f"{card.produce} {'Silver' if card.type == 'town' else 'Coal'}"
        verb = next((VERBS[s.do] for s in card.action if s.do in VERBS), "")
        return f"{made} · {verb}" if verb else made
    if card.interrupt:
        return "interrupt: cancels" if card.cancels else "interrupt"
    on = card.ongoing
    if on.get("party_limit"):
        return f"party +{on['party_limit']}"
    if on.get("protect"):
        return "guards " + " & ".join(on["protect"])
    if on.get("calamity_immune"):
        return "no calamities"
    if on.get("produce_bonus"):
        return " ".join(f"+{n} per {kind}" for kind, n in on["produce_bonus"].items())
    if on.get("produce"):
        return " ".join(f"+{n} {kind.title()}" for kind, n in on["produce"].items())
    return TYPE_LOOK[card.type][0].lower()


TABLE = DurangoTable


def pictures() -> frozenset[str]:
    """Every small picture a card carries: what it does, what it produces, the ribbon. The
    players' rules page explains each beside its picture."""
    return frozenset(VERB_ICONS.values()) | {"icon_coal", "icon_silver", "icon_ribbon"}


def icon_painter(name: str):
    """The rules page's `![..](icon:<name>)`: a card's small picture painted into a square."""
    if name not in pictures():
        return None
    return lambda surface, rect: cardart.draw_icon(surface, name, rect.center, min(rect.w, rect.h))
