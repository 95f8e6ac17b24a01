"""The Durango table: every party face up around the table, the yard's cattle for sale,
the piles and the current calamity in the middle, your party and reserve at the bottom.

Cards and cattle you may choose glow; a card with several uses (party or reserve, Coal or
Silver) opens buttons for them. Hover any card to read it large.
"""
from __future__ import annotations

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.choices import Choices
from wildwest.ui.table import Table, zoom_rect
from wildwest.ui.widgets import Button, draw_text, draw_wrapped

from .cards import card_set

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
BAR_Y = 436
TOP = pygame.Rect(8, 54, 940, 184)


def face(card_id: str) -> cardart.CardFace:
    """Any Durango card's face from the data: hires, companions, items, cattle, calamities."""
    cs = card_set()
    if card_id in cs.cards:
        c = cs.cards[card_id]
        caption, accent, icon = TYPE_LOOK[c.type]
        resource = {"town": "icon_silver", "frontier": "icon_coal"}.get(c.type, "")
        footer = f"Produces {c.produce}" if resource and c.produce else ""
        if c.interrupt:
            caption += " · Interrupt"
        elif c.ongoing:
            caption += " · Ongoing"
        return cardart.CardFace(title=c.name, value=str(c.produce) if resource else "", kind=caption,
                                text=c.text, accent=accent, icon=icon, footer=footer,
                                footer_icon=resource)
    if card_id in cs.cattle:
        c = cs.cattle[card_id]
        return cardart.CardFace(title=c.breed, kind="Blue Ribbon Cattle" if c.blue_ribbon else "Cattle",
                                text=c.text, accent=CATTLE_ACCENT, icon="icon_cattle",
                                badge="icon_ribbon" if c.blue_ribbon else "", footer="5 Coal or 5 Silver")
    c = cs.calamities[card_id]
    return cardart.CardFace(title=c.name, kind="Calamity", text=c.text, accent=CALAMITY_ACCENT,
                            icon="icon_calamity")


class DurangoTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        self.mouse = (0, 0)
        self.things: list[tuple[pygame.Rect, str]] = []     # (rect, thing) hit areas, drawn order
        self.groups: list[tuple[pygame.Rect, tuple[str, ...]]] = []   # a herd: many things, one spot
        self.hover_cards: list[tuple[pygame.Rect, str]] = []
        self.choices = Choices(None)
        self.bar: list[Button] = []

    def status(self, view) -> str:
        if view.end:
            return "The drive is over"
        name = self.game.seat_label(None, view.active)
        return f"Turn {view.turn + 1}  ·  {name}'s {view.phase} phase"

    def seat_order(self, view) -> list[int]:
        me = view.player if view.player is not None else 0
        return [(me + i) % view.players for i in range(view.players)]

    # ---- input ------------------------------------------------------------------------------
    def _sync(self, decision) -> None:
        if self.choices.decision != decision:
            self.choices = Choices(decision)
            self._layout_bar()

    def _layout_bar(self) -> None:
        self.bar = []
        x = 936
        for option in reversed(self.choices.buttons()):
            label = self.game.describe(option)
            width = min(420, max(110, 16 + len(label) * 9))
            x -= width + 8
            self.bar.append(Button(pygame.Rect(x, BAR_Y, width, 40), label, lambda o=option: o,
                                   primary=option.kind != "pass"))

    def handle(self, event, view, decision):
        self._sync(decision)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for button in self.bar:
            if event.type == pygame.MOUSEMOTION:
                button.handle(event)
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and button.rect.collidepoint(event.pos):
                return button.action()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and decision is not None:
            spots = [(r, (t,)) for r, t in self.things] + self.groups
            for rect, things in reversed(spots):
                if rect.collidepoint(event.pos) and self.choices.clickable(*things):
                    option = self.choices.click(*things)
                    self._layout_bar()
                    return option
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and len(self.bar) == 1:
            return self.bar[0].action()
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

    def reset(self) -> None:
        super().reset()
        self.choices = Choices(None)
        self.bar = []

    # ---- drawing ----------------------------------------------------------------------------
    def frame_key(self):
        hovered = self._hovered()
        return (hovered[1] if hovered else None, self.choices.selected,
                next((b.label for b in self.bar if b.hover), None))

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

    def draw(self, surface, view, decision) -> None:
        self._sync(decision)
        self.things, self.hover_cards, self.groups = [], [], []
        order = self.seat_order(view)
        others = order[1:]
        width = (TOP.width - 8 * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            self._draw_seat(surface, view, seat, pygame.Rect(TOP.x + i * (width + 8), TOP.y, width, TOP.height))
        self._draw_middle(surface, view)
        self._draw_bar(surface, view, decision)
        self._draw_me(surface, view, order[0])
        for f in self.flashes:
            box = pygame.Rect(0, 0, 620, 70)
            box.center = (476, 330)
            cardart.draw_panel(surface, box, style="paper")
            draw_wrapped(surface, f.data["text"], box.inflate(-28, -16), role="bold", size=18)

    def _plate(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        """Name, whose turn, herd and ribbons, reserve."""
        active = seat == view.active and not view.end
        cardart.draw_panel(surface, rect, style="leather")
        cardart.draw_seat_mark(surface, seat, pygame.Rect(rect.x + 7, rect.y + 7, 18, 18))
        who = self.play.session.seats[seat]
        name = self.game.seat_label(None, seat) + ("" if who == "human" else f" ({who} bot)")
        draw_text(surface, name, (rect.x + 30, rect.y + 16), role="title", size=17,
                  colour=theme.GOLD if active else theme.CREAM, anchor="midleft")
        herd = pygame.Rect(rect.x + 6, rect.y + 30, 130, 28)
        cardart.draw_counter(surface, (rect.x + 24, rect.y + 44), "icon_cattle", str(len(view.herd[seat])), size=24)
        cardart.draw_counter(surface, (rect.x + 84, rect.y + 44), "icon_ribbon", str(view.blue[seat]), size=24)
        if self.choices.clickable(*view.herd[seat]):
            pygame.draw.rect(surface, theme.GOLD, herd, 2, border_radius=6)
        self.groups.append((herd, tuple(view.herd[seat])))
        if view.reserve_filled[seat]:
            draw_text(surface, "reserve", (rect.right - 50, rect.y + 44), role="italic", size=14,
                      colour=theme.CREAM, anchor="center")
            self.things.append((pygame.Rect(rect.right - 80, rect.y + 30, 60, 28), f"seat:{seat}"))
        if self.choices.clickable(f"seat:{seat}"):
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=8)
            self.things.append((rect, f"seat:{seat}"))

    def _draw_seat(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        self._plate(surface, view, seat, pygame.Rect(rect.x, rect.y, rect.width, 62))
        party = view.party[seat]
        slots = max(4, len(party))
        cw = min(int((rect.height - 68) / 1.4), (rect.width - 4 * (slots - 1)) // slots)
        ch = int(cw * 1.4)
        for i, card_id in enumerate(party):
            self._card(surface, card_id, pygame.Rect(rect.x + i * (cw + 4), rect.y + 68, cw, ch))

    def _draw_middle(self, surface, view) -> None:
        y = 246
        cardart.draw_back(surface, "card_back_durango", pygame.Rect(16, y, *MID_CARD))
        draw_text(surface, f"Deck {view.deck_count}", (58, y + 128), role="slab", size=14,
                  colour=theme.CREAM, anchor="center")
        if view.discard_top:
            self._card(surface, view.discard_top, pygame.Rect(108, y, *MID_CARD), thing="discard")
        draw_text(surface, f"Discard {len(view.discard)}", (150, y + 128), role="slab", size=14,
                  colour=theme.CREAM, anchor="center")
        if view.calamity:
            self._card(surface, view.calamity, pygame.Rect(200, y, *MID_CARD), thing="calamity")
        else:
            cardart.draw_back(surface, "card_back_durango", pygame.Rect(200, y, *MID_CARD))
        draw_text(surface, f"Calamities {view.calamity_deck_count}", (242, y + 128), role="slab", size=14,
                  colour=theme.CREAM, anchor="center")
        draw_text(surface, f"The Yard ({view.yard_count})", (330, y - 2), role="bold", size=16,
                  colour=theme.CREAM, anchor="bottomleft")
        for i, cattle in enumerate(view.market):
            self._card(surface, cattle, pygame.Rect(320 + i * 92, y, *MID_CARD))
        self._draw_draw(surface, view, pygame.Rect(610, y - 6, 330, 150))

    def _draw_draw(self, surface, view, rect: pygame.Rect) -> None:
        """The three drawn cards (face up to the drawer only) and this turn's Coal and Silver."""
        drawer = self.game.seat_label(None, view.active)
        cardart.draw_counter(surface, (rect.x + 18, rect.bottom - 4), "icon_coal", str(view.coal), size=24)
        cardart.draw_counter(surface, (rect.x + 88, rect.bottom - 4), "icon_silver", str(view.silver), size=24)
        draw_text(surface, f"{drawer}'s Coal and Silver this turn", (rect.x + 150, rect.bottom - 4),
                  role="italic", size=13, colour=theme.CREAM, anchor="midleft")
        if view.drawn:
            for i, card_id in enumerate(view.drawn):
                self._card(surface, card_id, pygame.Rect(rect.x + i * 92, rect.y + 6, *MID_CARD))
        else:
            for i in range(view.drawn_count):
                cardart.draw_back(surface, "card_back_durango", pygame.Rect(rect.x + i * 92, rect.y + 6, *MID_CARD))

    def _draw_bar(self, surface, view, decision) -> None:
        if decision is not None:
            prompt = decision.prompt
        elif view.player is None:
            prompt = "Watching the bots drive cattle"
        else:
            prompt = f"Waiting for {', '.join(self.game.seat_label(None, p) for p in self.play.session.pending())}..."
        limit = 930 - sum(b.rect.width + 8 for b in self.bar)
        draw_wrapped(surface, prompt, pygame.Rect(16, BAR_Y - 6, max(200, limit - 16), 52), role="bold",
                     size=17, colour=theme.CREAM)
        for button in self.bar:
            button.draw(surface)

    def _draw_me(self, surface, view, seat: int) -> None:
        self._plate(surface, view, seat, pygame.Rect(16, 488, 170, 62))
        for i, cattle in enumerate(view.herd[seat]):
            centre = (34 + (i % 5) * 32, 574 + (i // 5) * 40)
            cardart.draw_icon(surface, "icon_cattle", centre, 30)
            if card_set().cattle[cattle].blue_ribbon:
                cardart.draw_icon(surface, "icon_ribbon", (centre[0] + 10, centre[1] + 10), 16)
            spot = pygame.Rect(centre[0] - 15, centre[1] - 15, 30, 30)
            if self.choices.clickable(cattle):
                pygame.draw.rect(surface, theme.GOLD, spot, 2, border_radius=6)
            self.hover_cards.append((spot, cattle))
            self.things.append((spot, cattle))
        party = view.party[seat]
        for i, card_id in enumerate(party):
            self._card(surface, card_id, pygame.Rect(200 + i * (MY_CARD[0] + 8), 500, *MY_CARD))
        rx = 820
        draw_text(surface, "Reserve", (rx + MY_CARD[0] // 2, 492), role="bold", size=15, colour=theme.CREAM,
                  anchor="midbottom")
        if view.reserve:
            self._card(surface, view.reserve, pygame.Rect(rx, 500, *MY_CARD))
        elif view.reserve_filled[seat]:
            cardart.draw_back(surface, "card_back_durango", pygame.Rect(rx, 500, *MY_CARD))
        else:
            pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(rx, 500, *MY_CARD), 2, border_radius=8)

    def draw_overlay(self, surface, view, decision) -> None:
        hovered = self._hovered()
        if hovered is None:
            return
        rect, card_id = hovered
        zoom = zoom_rect(rect)
        cardart.draw_card(surface, face(card_id), zoom)


TABLE = DurangoTable
