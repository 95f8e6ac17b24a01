"""The Wild Ride legend: the Roadmap's regions, flags, legs, icons, medals, mountains and
railroad, the Reward Chart's marks and the opponents' plates, each painted by the sheet's
own painters (mapdraw), and which of them lies under the mouse on the Roadmap."""
from __future__ import annotations

import math
from functools import cache

import pygame

from wildwest.ui import cardart
from wildwest.ui.canvas import draw
from wildwest.ui.legend import HINT, SEAT_MARK, Entry

from . import mapdraw
from .mapdraw import FADED, INK, KIND_FILL, RAIL, draw_cross, draw_glyph, draw_medal

SEAT = 2                # an opponent's mark, as the chart shows it
KIND_WORDS = {"town": "Towns are where you start. Its flag pays 1 point at the end.",
              "forest": "Its flag pays 2 points at the end.",
              "desert": "Deserts are big and pay the most: its flag pays 3 points at the end.",
              "lake": "Lakes are small and full of icons: its flag pays 1 point at the end."}
ICON_WORDS = {"nugget": ("Nugget icon", "Checking it lets you do a Nugget action: take 1 nugget, or pay "
                                        "nuggets to put down a card."),
              "card": ("Card icon", "Checking it lets you do a Card action: draw 3 cards, or discard 2 of "
                                    "one colour to put down any card."),
              "check": ("Check icon", "A pencil: checking it lets you check one more leg or railroad box. "
                                      "It is not a box already done (those are crossed in ink)."),
              "free": ("Free card icon", "A card with a red plus: put down a card from your hand for free, then "
                                         "do one of its actions."),
              "tipi": ("Tipi icon", "Check a box on your Tipi track of the Reward Chart."),
              "wanted": ("Wanted icon", "A revolver: check the next box of your Wanted track."),
              "discovery": ("Discovery icon", "A red pennant on a pole: discover a region (tick its flag).")}


def _centred(rect: pygame.Rect, side: int) -> pygame.Rect:
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    return box


def _region(kind: str, faded: bool = False):
    def paint(surface, rect) -> None:
        fill = KIND_FILL[kind]
        draw.rect(surface, mapdraw._faded(fill) if faded else fill, rect)
        draw.rect(surface, FADED, rect, 1)
    return paint


def _flag(start: bool, checked: bool):
    def paint(surface, rect) -> None:
        mapdraw._flag(surface, rect.center, 2.0, start, checked, 1 if start else 3, True)
    return paint


def _box(icon=None, checked=False, live=False):
    def paint(surface, rect) -> None:
        mapdraw._box(surface, _centred(rect, 22), icon, checked, live, 1.2)
    return paint


def _path(surface, rect) -> None:
    a, b = (rect.x + 4, rect.y + 10), (rect.right - 4, rect.bottom - 10)
    draw.line(surface, INK, a, b, 2)
    for p in (a, b):
        draw_cross(surface, pygame.Rect(p[0] - 6, p[1] - 6, 12, 12))


def _rail(surface, rect) -> None:
    draw.line(surface, RAIL, (rect.x, rect.centery), (rect.right, rect.centery), 4)
    mapdraw._box(surface, _centred(rect, 16), None, False, False, 1.0)


def _others(surface, rect) -> None:
    cell = _centred(rect, 26).move(0, -5)
    mapdraw._box_cell(surface, cell, None, False, False)
    size = cell.width // 2
    cardart.draw_seat_mark(surface, SEAT, pygame.Rect(cell.x - 2, cell.bottom - size // 2, size, size))


def _chosen(surface, rect) -> None:
    mark = pygame.Rect(rect.x + 8, rect.y + 8, 18, 18)
    cardart.draw_seat_mark(surface, SEAT, mark)
    draw_glyph(surface, "check", (mark.right + 2, mark.bottom - 2), 14)


def _counter(icon: str, value: str):
    def paint(surface, rect) -> None:
        cardart.draw_counter(surface, rect.center, icon, value, size=18)
    return paint


def _chip(chip):
    def paint(surface, rect) -> None:
        chip(surface, _centred(rect, 24).inflate(-4, 0), "purple", 2)
    return paint


def _caller(caller):
    def paint(surface, rect) -> None:
        caller(surface, pygame.Rect(rect.x - 2, rect.centery - 9, rect.width + 4, 18))
    return paint


@cache
def entries(chip, caller) -> tuple[Entry, ...]:
    """Every entry; `chip(surface, rect, suit, value)` and `caller(surface, rect)` are the
    table's painters of a play-area chip and the Caller token."""
    regions = tuple(Entry(f"{mapdraw.KIND_NAME[k]} region", f"A {k} region of the Roadmap. {KIND_WORDS[k]}",
                          _region(k)) for k in KIND_FILL)
    icons = tuple(Entry(name, text, _box(icon)) for icon, (name, text) in ICON_WORDS.items())
    return regions + (
        Entry("Undiscovered region", "A faded region: you have not ticked its flag yet, so you cannot check "
              "its legs.", _region("forest", faded=True)),
        Entry("Start flag", "A red flag: a start town's flag. Everyone ticks one to start.", _flag(True, False)),
        Entry("Flag, not ticked", "An empty blue pennant with the points it pays at the end: tick it to "
              "discover its region.", _flag(False, False)),
        Entry("Flag ticked", "A filled pennant: you ticked this flag, so its region is discovered.",
              _flag(False, True)),
        Entry("Medal", "A gold disc with its points: won by completing a region, ending a railroad branch or "
              "finishing a chart track first.", lambda s, r: draw_medal(s, r.center, 7, 13)),
        Entry("Leg", "A box of a region: check it when a path joins it to a leg or flag you checked.", _box()),
        Entry("Checked box", "Crossed in ink: a leg or box you have checked.", _box(checked=True)),
        Entry("Box you may check now", "A gold glow: click it to check it.", _box(live=True)),
        Entry("Path", "A line between legs and flags; it is drawn darker once you checked both ends.", _path),
        Entry("Mountain", "White peaks between two regions: they are not neighbours, no path crosses them.",
              lambda s, r: mapdraw._mountain(s, (r.centerx, r.centery + 2), 1.2)),
        Entry("Railroad", "The brown line along the bottom of the sheet: check its boxes from left to right; at "
              "a switch you choose a branch.", _rail),
    ) + icons + (
        Entry("Another player's check", "On the Reward Chart, another player's mark at the foot of a box: "
              "they have checked it.", _others),
        Entry("Card chip", "A coloured chip with a number after \"Play area:\" (an opponent's, or yours over "
              "your hand): a card in that play area, its colour and value. Point at it to see the card.",
              _chip(chip)),
        Entry("Caller", "The gold token by a name: this player calls for a card this turn.", _caller(caller)),
        Entry("Has chosen", "A tick by a player's mark on the turn panel: they have chosen their action "
              "(not which one).", _chosen),
        Entry("Nuggets", "The gold nugget with a number: how many nuggets that player has.",
              _counter("icon_gold", "3")),
        Entry("Medals won", "The star with a number: how many medals that player has written on their points "
              "track (the game ends at 7).", _counter("icon_star", "2")),
        HINT,
        SEAT_MARK,
    )


def map_symbol(roadmap, camera, marks, node: str | None, pos) -> str | None:
    """The legend name of what the Roadmap drew under `pos` (`node`, the place hit, if any):
    a flag, a leg or railroad box by its icon, a medal, a mountain, else the region."""
    if node in roadmap.regions:
        r = roadmap.regions[node]
        return "Start flag" if r.start else "Flag ticked" if node in marks.flags else "Flag, not ticked"
    if node in roadmap.legs or node in roadmap.railroad:
        place = roadmap.legs.get(node) or roadmap.railroad[node]
        done = marks.legs if node in roadmap.legs else marks.rail
        if node in done:
            return "Checked box"
        if getattr(place, "medal", None) is not None:
            return "Medal"
        return ICON_WORDS[place.icon][0] if place.icon else "Leg" if node in roadmap.legs else "Railroad"
    scale = camera.scale
    if any(math.dist(pos, camera.to_screen(r.medal_at)) <= 7 * scale for r in roadmap.regions.values()):
        return "Medal"
    for _a, _b, mx, my in roadmap.mountains:
        x, y = camera.to_screen((mx, my + mapdraw.MOUNTAIN_DROP))
        if abs(pos[0] - x) <= 18 * scale and y - 12 * scale <= pos[1] <= y + 6 * scale:
            return "Mountain"
    for r in roadmap.regions.values():
        x, y, w, h = r.area
        left, top = camera.to_screen((x, y))
        right, bottom = camera.to_screen((x + w, y + h))
        if left <= pos[0] < right and top <= pos[1] < bottom:
            return f"{mapdraw.KIND_NAME[r.kind]} region" if r.id in marks.flags or marks.seat is None \
                else "Undiscovered region"
    return None
