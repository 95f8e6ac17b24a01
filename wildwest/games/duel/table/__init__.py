"""The Duel table: both gunslingers' played rows, the pot, the hand to pick from.

Click a card in your hand to discard it or lay it face down; keys 1-9 do the same. Cards
the +1 rule bars are dimmed and say why on hover; hovering any card shows it large.

What a tutorial can point at (`locate`), besides every table's "log", "prompt" and
"button:<label>": "<card id>" (where a click chooses it), "hand:<card id>" (a card in your hand), "card:<card id>" (any card
face up on the table), "pot", "plate:you" and "plate:opponent" (the gold and rounds
panels), "row:you" and "row:opponent" (the duels' rows), "discards" (your discards),
"button:Continue" (the round summary's).
"""
from __future__ import annotations

import dataclasses

import pygame

from wildwest.core.words import sentence
from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw
from wildwest.ui.choices import HINT_RING, ChoiceBar, Choices
from wildwest.ui.steady import SteadyHand
from wildwest.ui.table import BOARD, Table, zoom_rect
from wildwest.ui.widgets import Button, clip, cover, draw_text, draw_tooltip, draw_wrapped, fitting, pressed

from ..cards import Card, card_set, duel
from ..rules import DUELS_PER_ROUND
from . import legend

HAND_CARD = (102, 143)
ROW_CARD = (84, 118)
BACK_CARD = (44, 60)
SMALL_CARD = (60, 84)
SLOT_X, SLOT_STEP = 200, 100
OPP_ROW_Y, MY_ROW_Y = 168, 332
OPP_PLATE = pygame.Rect(16, 54, 176, 136)     # room for a fifth line: a card's bonus a win
MY_PLATE = pygame.Rect(16, 340, 176, 136)
STRIP = pygame.Rect(200, 462, 596, 44)      # the prompt (and any buttons) above the hand
HAND_Y = 520
HAND_BAND = pygame.Rect(0, HAND_Y - 14, 952, 720 - HAND_Y + 14)   # the hand's row, a lifted card's top too
POT = pygame.Rect(56, 190, 88, 92)          # the pot's icon and its label
SUMMARY = pygame.Rect(196, 458, 560, 252)   # the round summary, over the bar and hand: the duels stay in view
SUMMARY_SECONDS = 4.0                       # how long it stays when only bots are playing
CENTRE_X = 476
COLOURS = {"pink": theme.PINK, "green": theme.GREEN_SEAT}
SEATS = {"pink": 0, "green": 1}
REVEAL_SECONDS = 1.1
FLIP_SHARE = 0.4        # the part of the reveal spent turning the cards over
OVER = "The game is over"       # not "the duel is over": a duel is one pair of cards


def record(card: Card) -> tuple[list[str], list[str]]:
    """What `card` beats and what it loses to among the other colour's cards, by label
    (value, or Dynamite), asked of the duel rule itself: an Old Timer's 3 gold off a 1 counts."""
    beats, loses = [], []
    for other in sorted(card_set().cards.values(), key=lambda c: 9 if c.value is None else c.value):
        if other.colour == card.colour:
            continue
        winner = duel(card, other)[0]
        label = "Dynamite" if other.value is None else str(other.value)
        for won, into in ((0, beats), (1, loses)):
            if winner == won and label not in into:
                into.append(label)
    return beats, loses


def _runs(labels: list[str]) -> str:
    """"1 5 6 7 8 Dynamite" as "1, 5-8, Dynamite": runs of three or more values joined by a
    dash, the parts by commas, so "1 6-8" never reads as "16-8" (an "and" would not fit)."""
    parts, run = [], []
    for label in labels + [""]:
        if label.isdigit() and (not run or int(label) == int(run[-1]) + 1):
            run.append(label)
            continue
        parts += [f"{run[0]}-{run[-1]}"] if len(run) >= 3 else run
        run = [label] if label.isdigit() else []
        if label and not label.isdigit():
            parts.append(label)
    return ", ".join(parts)


def face(card: Card) -> cardart.CardFace:
    """A card's face, drawn from its data: name, value, text, icon, and on the footer what
    it beats and loses to."""
    beats, loses = record(card)
    footer = "\n".join(line for line in (beats and "Beats " + _runs(beats), loses and "Loses to " + _runs(loses))
                        if line)
    colour_name = dict(card_set().colours)[card.colour]
    return cardart.CardFace(title=card.name, value="" if card.value is None else str(card.value),
                            kind=colour_name, text=card.text, accent=COLOURS[card.colour],
                            icon=card.icon, footer=footer, mark=SEATS[card.colour], art=card.key)


def card_ids() -> list[str]:
    """Every card, for the players' rules page."""
    return list(card_set().cards)


def card_face(card_id: str) -> cardart.CardFace:
    """A card's face by id: the players' rules page draws `![name](card:pink-6)` with it."""
    return face(card_set().cards[card_id])


class DuelTable(Table):
    def __init__(self, play) -> None:
        super().__init__(play)
        self.hover: str | None = None
        self.hover_rects: list[tuple[pygame.Rect, str]] = []
        self.mouse = (0, 0)
        self.choice_bar = ChoiceBar(STRIP, BOARD)
        self._prompt = None
        self.summary: dict | None = None        # the round just ended, until dismissed
        self.summary_button = Button(pygame.Rect(0, 0, 200, 46), "Continue", lambda: None, primary=True)
        self.summary_button.rect.midbottom = (SUMMARY.centerx, SUMMARY.bottom - 14)
        self.drawn = None           # the view drawn last, for `locate`
        self.steady = SteadyHand(HAND_BAND)     # the hand holds still under the pointer

    @property
    def bar(self) -> list[Button]:
        return self.choice_bar.buttons

    def me_and_opp(self, view) -> tuple[int, int]:
        me = view.player if view.player is not None else 1
        return me, 1 - me

    def status(self, view) -> str:
        if view.phase == "over":
            return OVER
        duel = min(view.duel + 1, view.duels_in_round)
        return f"Round {view.round + 1} of 3  ·  Duel {duel} of {view.duels_in_round}"

    # ---- input ------------------------------------------------------------------------
    def _choices(self, view, decision) -> list[tuple[pygame.Rect, str]]:
        if decision is None:
            return []
        if decision.options[0].kind == "take_back":
            return self._take_back_rects(view)
        return self._hand_rects(view)

    def handle(self, event, view, decision):
        if self.summary is not None:
            self._handle_summary(event)
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        self._sync(view, decision)
        option = self.choice_bar.handle(event)
        if option is not None or decision is None or event.type == pygame.MOUSEMOTION:
            return option
        legal = {o["card"]: o for o in decision.options if o.get("card") is not None}
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card_id in reversed(self._choices(view, decision)):
                if rect.collidepoint(event.pos):
                    if card_id in legal:
                        self.play.app.audio.play("card_slide")
                        return legal[card_id]
                    self.play.message = sentence(decision.reason(card_id) or "that card cannot be chosen now")
                    return None
        if pressed(event, *range(pygame.K_1, pygame.K_9 + 1)):
            choices = self._choices(view, decision)
            index = event.key - pygame.K_1
            if index < len(choices) and choices[index][1] in legal:
                return legal[choices[index][1]]
        return None

    def on_events(self, events) -> None:
        audio = self.play.app.audio
        for e in events:
            if e.kind == "reveal":
                self.flash("reveal", e.data, REVEAL_SECONDS)
                dynamite = any(card_set().cards[c].value is None for c in e.data["cards"])
                audio.play("dynamite" if dynamite else "gunshot")
            elif e.kind == "pot":
                self.flash("pot", e.data, 1.0)
                audio.play("coins")
            elif e.kind == "round_end":
                self.summary = {"text": e.text, "age": 0.0, **e.data}
                audio.play("coins")
            elif e.kind in ("commit", "commit_hidden", "discard", "discard_hidden"):
                audio.play("card_slide")
            elif e.kind in ("round_start",):
                audio.play("shuffle")
            elif e.kind == "take_back":
                audio.play("card_flip")

    # ---- the round summary ------------------------------------------------------------------
    def _handle_summary(self, event) -> None:
        """A click anywhere, Enter or Space puts the summary away."""
        self.summary_button.handle(event) if event.type == pygame.MOUSEMOTION else None
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
                pressed(event, pygame.K_RETURN, pygame.K_SPACE):
            self.summary = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.summary is not None:
            self.summary["age"] += dt
            if self.play.viewer is None and self.summary["age"] >= SUMMARY_SECONDS * self.play.app.settings.pace:
                self.summary = None          # nobody to click: the bots' table moves on by itself

    def holding(self) -> bool:
        return self.summary is not None

    def reset(self) -> None:
        super().reset()
        self.summary = None

    def _sync(self, view, decision) -> None:
        prompt = decision.prompt if decision else self._waiting_text(view)
        if (prompt, decision) != self._prompt:
            self._prompt = (prompt, decision)
            self.choice_bar.set(prompt, Choices(decision).loose, self.game.describe)
        self.choice_bar.hint = self.hint

    # ---- layout ---------------------------------------------------------------------------
    def _cards_of(self, view, seat: int) -> tuple[list[str], list[str], str | None]:
        """A seat's hand, discards and face-down card as far as the view names them: your
        own, or every seat's in a finished game's replay with all cards open."""
        if view.hands is not None:
            return view.hands[seat], view.discards[seat], view.face_down[seat]
        if seat == view.player:
            return view.hand, view.my_discards, view.my_committed
        return [], [], None

    def _hand_rects(self, view) -> list[tuple[pygame.Rect, str]]:
        hand = self._cards_of(view, self.me_and_opp(view)[0])[0]
        if not hand:
            return []
        step = min(HAND_CARD[0] + 10, (934 - HAND_CARD[0]) / max(1, len(hand) - 1))
        width = HAND_CARD[0] + step * (len(hand) - 1)
        left = CENTRE_X - width / 2
        fresh = [pygame.Rect(int(left + i * step), HAND_Y, *HAND_CARD) for i in range(len(hand))]
        return list(zip(self.steady.spots(hand, fresh, self.mouse), hand))

    def _take_back_rects(self, view) -> list[tuple[pygame.Rect, str]]:
        cards = view.my_discards or []
        left = CENTRE_X - (len(cards) * 120) // 2
        top = 336 - HAND_CARD[1] // 2
        return [(pygame.Rect(left + i * 120 + 5, top, *HAND_CARD), c) for i, c in enumerate(cards)]

    def _slot(self, index: int, row_y: int) -> pygame.Rect:
        return pygame.Rect(SLOT_X + index * SLOT_STEP, row_y, *ROW_CARD)

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, surface, view, decision) -> None:
        me, opp = self.me_and_opp(view)
        if self.summary is not None:
            view = self._ended_round(view)
        self.drawn = view
        self.hover_rects = []
        reveal = next((f for f in self.flashes if f.kind == "reveal"), None)
        self._draw_plate(surface, view, opp, OPP_PLATE)
        self._draw_plate(surface, view, me, MY_PLATE)
        self._draw_opponent_hand(surface, view, opp)
        self._draw_rows(surface, view, me, opp, reveal)
        self._draw_pot(surface, view)
        self._sync(view, decision)
        self.choice_bar.draw(surface)
        if decision is not None and decision.options[0].kind == "take_back":
            self._draw_hand(surface, view, None)
            self._draw_take_back(surface, view, decision)
        else:
            self._draw_hand(surface, view, decision)
        self._draw_my_discards(surface, view, me)
        self._draw_summary(surface, view, me, opp)

    def frame_key(self):
        return (self._hovered(), self.steady.holding(self.mouse), self.summary is None, self.summary_button.hover,
                self.choice_bar.hovered(), self.board_busy())

    def board_busy(self) -> bool:
        """Only the cards turning over change the board each frame; the gold won rises in
        `draw_moving`."""
        return any(f.kind == "reveal" and f.progress < FLIP_SHARE for f in self.flashes)

    def _hovered(self) -> tuple[pygame.Rect, str] | None:
        return next(((r, c) for r, c in reversed(self.hover_rects) if r.collidepoint(self.mouse)), None)

    def _waiting_text(self, view) -> str:
        if view.player is None:
            return "Watching the bots duel"
        if view.phase == "over":
            return OVER
        if view.my_committed:
            return "Your card is down. Waiting for your opponent..."
        return "Waiting for your opponent..."

    def _draw_plate(self, surface, view, seat: int, rect: pygame.Rect) -> None:
        """Name and who plays it; this round's gold (the coins) and any bonus a win now
        brings, rounds won of the two needed, and the game's total gold so far, each with
        its label. Lines are spaced by the fonts' own heights, which grow in small windows."""
        cardart.draw_panel(surface, rect, style="leather")
        title_h, line_h = font("title", 17).get_height(), font("italic", 14).get_height()
        bonus = view.win_bonus[seat]
        step = min(line_h + 2, (rect.height - 10 - title_h) // (4 if bonus else 3))
        y = rect.y + 4 + title_h // 2
        cardart.draw_seat_mark(surface, seat, pygame.Rect(rect.x + 9, y - 10, 20, 20))
        x, right = rect.x + 12, rect.right - 8
        draw_text(surface, fitting(self._who(view, seat), right - (rect.x + 34), role="title", size=17),
                  (rect.x + 34, y), role="title", size=17, colour=theme.CREAM, anchor="midleft")
        y += title_h // 2 + step // 2 + 2
        coins = cardart.draw_counter(surface, (x + 22, y), "icon_gold", str(view.gold[seat]), size=22)
        draw_text(surface, "this round", (coins.right + 6, y), role="italic", size=14, colour=theme.CREAM,
                  anchor="midleft")
        y += step
        if bonus:
            draw_text(surface, fitting([f"+{bonus} gold a duel won", f"+{bonus} a duel won"], right - x,
                                       role="italic", size=14), (x, y), role="italic", size=14,
                      colour=theme.GOLD, anchor="midleft")
            y += step
        label = draw_text(surface, "Rounds won", (x, y), role="italic", size=14, colour=theme.CREAM,
                          anchor="midleft")
        wins = view.round_winners.count(seat)
        for i in range(2):
            icon_centre = (label.right + 16 + i * 24, y)
            if i < wins:
                cardart.draw_icon(surface, "icon_star", icon_centre, 22)
            else:
                draw.circle(surface, theme.MUTED, icon_centre, 9, 2)
        y += step
        total = view.total_gold[seat] + (view.gold[seat] if view.phase != "over" else 0)   # banked at the end
        draw_text(surface, clip(f"Game gold so far: {total}", right - x, role="italic", size=14), (x, y),
                  role="italic", size=14, colour=theme.CREAM, anchor="midleft")

    def _who(self, view, seat: int) -> list[str]:
        """The seat's name and who plays it, then shorter forms for a narrow place."""
        name = self.game.seat_label(None, seat)
        kind = self.play.session.seats[seat]
        if kind != "human":
            return [f"{name} · {kind} bot", f"{name} · {kind}", name]
        return [self.named(view, seat)]

    def _draw_opponent_hand(self, surface, view, opp: int) -> None:
        """The opponent's hand and discards as backs (faces when all cards are open), each
        pile labelled under it, and the cards a take-back showed."""
        back = f"card_back_{card_set().colours[opp][0]}"
        top, label_y = 56, 56 + BACK_CARD[1] + 1        # labels hang under their piles
        n = view.hand_counts[opp]
        x = 210
        hand, discards, _ = self._cards_of(view, opp)
        for i in range(n):
            self._small(surface, back, hand, i, pygame.Rect(x + i * 26, top, *BACK_CARD))
        if n:
            draw_text(surface, f"hand {n}", (x, label_y), role="italic", size=14, colour=theme.CREAM,
                      anchor="topleft")
            x += (n - 1) * 26 + BACK_CARD[0] + 24
        d = view.discard_counts[opp]
        for i in range(d):
            self._small(surface, back, discards, i, pygame.Rect(x + i * 12, top, *BACK_CARD))
        if d:
            draw_text(surface, f"discards {d}", (x, label_y), role="italic", size=14, colour=theme.CREAM,
                      anchor="topleft")
            x += max((d - 1) * 12 + BACK_CARD[0], 70) + 24
        shown = view.shown[opp]
        if shown:
            for i, c in enumerate(shown):
                rect = pygame.Rect(x + i * (BACK_CARD[0] + 4), top, *BACK_CARD)
                cardart.draw_card(surface, face(card_set().cards[c]), rect)
                self.hover_rects.append((rect, c))
            draw_text(surface, "known in hand", (x, label_y), role="italic", size=14, colour=theme.CREAM,
                      anchor="topleft")

    def _small(self, surface, back: str, known: list[str], i: int, rect: pygame.Rect) -> None:
        """The i-th card of an opponent's pile: its face if the view names it, else a back."""
        if i < len(known):
            cardart.draw_card(surface, face(card_set().cards[known[i]]), rect)
            self.hover_rects.append((rect, known[i]))
        else:
            cardart.draw_back(surface, back, rect)

    def _draw_rows(self, surface, view, me: int, opp: int, reveal) -> None:
        slots = view.duels_in_round
        for i in range(slots):
            for row_y in (OPP_ROW_Y, MY_ROW_Y):
                slot = self._slot(i, row_y)
                draw.rect(surface, (0, 0, 0), slot, 2, border_radius=8)
            draw_text(surface, f"Duel {i + 1}", (self._slot(i, 0).centerx, OPP_ROW_Y - 1), role="slab",
                      size=13, colour=theme.CREAM, anchor="midbottom")
        flip = reveal.progress / FLIP_SHARE if reveal is not None and reveal.progress < FLIP_SHARE else None
        for seat, row_y in ((opp, OPP_ROW_Y), (me, MY_ROW_Y)):
            played = view.played[seat]
            for i, c in enumerate(played):
                rect = self._slot(i, row_y)
                last = i == len(played) - 1
                if flip is not None and last:
                    self._draw_flip(surface, rect, seat, c, flip)
                else:
                    cardart.draw_card(surface, face(card_set().cards[c]), rect)
                    self.hover_rects.append((rect, c))
            current = self._slot(len(played), row_y)
            if len(played) < slots:
                down = self._cards_of(view, seat)[2]
                if down:
                    cardart.draw_card(surface, face(card_set().cards[down]), current, dim=True)
                    self.hover_rects.append((current, down))
                    draw_text(surface, "face down", current.center, role="italic", size=15,
                              colour=theme.CREAM, anchor="center", shadow=True)
                elif view.committed[seat]:
                    cardart.draw_back(surface, f"card_back_{card_set().colours[seat][0]}", current)
        shown = view.outcomes[:-1] if flip is not None else view.outcomes
        for i, (winner, gold) in enumerate(shown):
            cx = self._slot(i, 0).centerx
            if winner is None:
                draw_text(surface, "tie", (cx, 310), role="italic", size=16, colour=theme.CREAM, anchor="center")
            else:
                y = 300 if winner == opp else 319
                cardart.draw_counter(surface, (cx - 12, y), "icon_gold", f"+{gold}", size=20)

    def _draw_flip(self, surface, rect: pygame.Rect, seat: int, card_id: str, t: float) -> None:
        """A card turning over: the back narrows to an edge, then the face widens."""
        if t < 0.5:
            image = cardart.render_back(f"card_back_{card_set().colours[seat][0]}", rect.size)
        else:
            image = cardart.render_card(face(card_set().cards[card_id]), rect.size)
        width = max(1, int(rect.width * abs(1 - 2 * t)))
        squeezed = pygame.transform.scale(image, (width, rect.height))
        surface.blit(squeezed, squeezed.get_rect(center=rect.center))

    def locate(self, thing: str) -> pygame.Rect | None:
        kind, _, name = thing.partition(":")
        view = self.drawn
        if view is None:
            return super().locate(thing)
        me, opp = self.me_and_opp(view)
        if kind == "hand":
            return next((r for r, c in self._hand_rects(view) if c == name), None)
        if thing in card_set().cards:           # a card by the name a click plays it by
            clickable = (self._take_back_rects(view) if view.phase == "take_back" else []) + self._hand_rects(view)
            return next((r for r, c in clickable if c == thing), None)
        if kind == "card":
            return next((r for r, c in reversed(self.hover_rects) if c == name), None)
        if kind in ("plate", "row") and name in ("you", "opponent"):
            if kind == "plate":
                return pygame.Rect(MY_PLATE if name == "you" else OPP_PLATE)
            row_y = MY_ROW_Y if name == "you" else OPP_ROW_Y
            return self._slot(0, row_y).union(self._slot(view.duels_in_round - 1, row_y))
        if thing == "pot":
            return pygame.Rect(POT)
        if thing == "button:Continue" and self.summary is not None:
            return pygame.Rect(self.summary_button.rect)
        discards = self._cards_of(view, me)[1]
        if thing == "discards" and discards:
            return pygame.Rect(806, MY_ROW_Y, 136, 18 + SMALL_CARD[1] + 24 * ((len(discards) - 1) // 2))
        return super().locate(thing)

    def _draw_pot(self, surface, view) -> None:
        cardart.draw_icon(surface, "icon_pot", (POT.centerx, POT.top + 32), 56)
        draw_text(surface, f"Pot: {view.pot}", (POT.centerx, 268), role="title", size=20, colour=theme.GOLD,
                  anchor="center", shadow=True)

    def _draw_hand(self, surface, view, decision) -> None:
        legal = {o["card"] for o in decision.options} if decision else set()
        rects = self._hand_rects(view)
        hovered = next((c for r, c in reversed(rects) if r.collidepoint(self.mouse)), None)
        for i, (rect, c) in enumerate(rects):
            playable = c in legal
            lift = -14 if (c == hovered and playable) else 0
            hinted = self.hint is not None and self.hint.get("card") == c
            cardart.draw_card(surface, face(card_set().cards[c]), rect.move(0, lift),
                              dim=decision is not None and not playable,
                              highlight=playable or hinted, selected=hinted, hover=c == hovered)
            if hinted:              # the same ring as every table's hint
                draw.rect(surface, HINT_RING, rect.move(0, lift).inflate(8, 8), 3, border_radius=10)
            if decision is not None and playable and len(rects) <= 9:
                draw_text(surface, str(i + 1), (rect.centerx, rect.bottom + lift + 3), role="slab", size=13,
                          colour=theme.CREAM, anchor="midtop")
            self.hover_rects.append((rect, c))

    def _draw_take_back(self, surface, view, decision) -> None:
        rects = self._take_back_rects(view)
        box = pygame.Rect(0, 0, max(300, len(rects) * 120 + 40), 240)
        box.center = (CENTRE_X, 320)
        cardart.draw_panel(surface, box, style="paper", title="Take back a discard")
        for rect, c in rects:
            cardart.draw_card(surface, face(card_set().cards[c]), rect, highlight=True,
                              hover=rect.collidepoint(self.mouse))
            self.hover_rects.append((rect, c))

    def _draw_my_discards(self, surface, view, me: int) -> None:
        discards = self._cards_of(view, me)[1]
        if not discards:
            return
        x = 806
        draw_text(surface, "Your discards" if me == view.player else "Discards", (x + 64, MY_ROW_Y + 16),
                  role="italic", size=15, colour=theme.CREAM, anchor="midbottom")
        for i, c in enumerate(discards):
            rect = pygame.Rect(x + (i % 2) * 68, MY_ROW_Y + 18 + (i // 2) * 24, *SMALL_CARD)
            cardart.draw_card(surface, face(card_set().cards[c]), rect, dim=True)
            self.hover_rects.append((rect, c))

    def draw_moving(self, surface, view, decision) -> None:
        """The gold a duel won rising over the board (under the round's summary)."""
        if self.summary is not None:
            return
        for f in self.flashes:
            if f.kind == "reveal" and f.data.get("winner") is not None and f.progress > FLIP_SHARE:
                rise = int(40 * f.progress)
                name = self.game.seat_label(None, f.data["winner"])
                draw_text(surface, f"{name} +{f.data['gold']} gold", (CENTRE_X, 300 - rise), role="title", size=30,
                          colour=theme.GOLD, anchor="center", shadow=True)

    def _ended_round(self, view):
        """The round the summary closes, its duels still on the table: once the next round
        is dealt the state has cleared them, so they are laid again from the round's reveals."""
        ended = self.summary["round"]
        if view.round == ended:             # the match is over: the duels still lie there
            return view
        duels: list = []
        for events in self.play.session.history:
            for e in events:
                if e.kind == "round_end" and e.data["round"] == ended:
                    gold, total = self.summary["gold"], self.summary["total_gold"]
                    return dataclasses.replace(
                        view, played=[[d["cards"][p] for d in duels] for p in (0, 1)],
                        outcomes=[(d["winner"], d["gold"]) for d in duels], duels_in_round=DUELS_PER_ROUND[ended],
                        committed=[False, False], my_committed=None, gold=gold,
                        total_gold=[t - g for t, g in zip(total, gold)])      # the plates add the round's gold
                if e.kind == "round_end":
                    duels = []
                elif e.kind == "reveal":
                    duels.append(e.data)
        return view

    def _draw_summary(self, surface, view, me: int, opp: int) -> None:
        """The round just ended: who took it, each side's duels won, gold, rounds and game
        gold, and what the ties left in the pot."""
        summary = self.summary
        if summary is None:
            return
        cover(SUMMARY)
        inner = cardart.draw_panel(surface, SUMMARY, style="paper", title=f"End of round {summary['round'] + 1}")
        used = draw_wrapped(surface, summary["text"], pygame.Rect(inner.x + 16, inner.y + 6, inner.width - 32, 52),
                            role="bold", size=19)
        # columns laid from the panel's right edge by their headings' measured widths, so
        # they never run into each other when a small window draws the type larger
        columns, right = [], inner.right - 12
        for heading in ("Game gold", "Rounds won", "Gold", "Duels won"):
            width = max(font("italic", 15).size(heading)[0], font("bold", 17).size("00")[0])
            columns.insert(0, (heading, round(right - width / 2) - SUMMARY.x))
            right -= width + 14
        y = inner.y + 8 + used
        for heading, x in columns:
            draw_text(surface, heading, (SUMMARY.x + x, y), role="italic", size=15, anchor="midtop")
        step = font("bold", 17).get_height() + 2
        for row, seat in enumerate((me, opp)):
            ry = y + font("italic", 15).get_height() + 2 + row * step
            cardart.draw_seat_mark(surface, seat, pygame.Rect(inner.x + 16, ry, 20, 20))
            who = fitting(self._who(view, seat), SUMMARY.x + columns[0][1] - 40 - (inner.x + 44), role="bold", size=17)
            draw_text(surface, who, (inner.x + 44, ry + 10), role="bold", size=17, anchor="midleft")
            values = (summary["duels"][seat], summary["gold"][seat], summary["rounds_won"][seat],
                      summary["total_gold"][seat])
            for (_, x), value in zip(columns, values):
                draw_text(surface, str(value), (SUMMARY.x + x, ry + 10), role="bold", size=17, anchor="center")
        ties = summary["ties"]
        note = f"{ties} duel{'s' if ties != 1 else ''} tied" if ties else "No duel tied"
        if summary["pot_lost"]:
            note += f"; {summary['pot_lost']} gold left in the pot is lost"
        draw_text(surface, note + ".", (inner.x + 16, ry + step), role="italic", size=15)
        self.summary_button.draw(surface)

    def legend(self) -> tuple:
        return legend.entries(face)

    def _zoom(self, rect, c: str):
        return face(card_set().cards[c]), zoom_rect(rect, avoid=(self.choice_bar.rect,))

    def zooms(self):
        return [] if self.summary is not None else [self._zoom(rect, c) for rect, c in self.hover_rects]

    def draw_overlay(self, surface, view, decision) -> None:
        """The hovered card, large, and why it cannot be played if it cannot."""
        hovered = self._hovered()
        if hovered is None or self.summary is not None:     # the summary waits for its click
            return
        card, zoom = self._zoom(*hovered)
        cardart.draw_card(surface, card, zoom)
        reason = decision.reason(hovered[1]) if decision else None
        if reason:
            draw_tooltip(surface, sentence(reason), (zoom.left, zoom.bottom - 40), width=300)


TABLE = DuelTable
