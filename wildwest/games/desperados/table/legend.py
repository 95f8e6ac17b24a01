"""The Desperados legend: every mark of the map and of the seats' rows, painted by the
map's own painters (mapdraw), and which of them lies under the mouse on the map."""
from __future__ import annotations

import math
from functools import cache

import pygame

from wildwest.ui import theme
from wildwest.ui.canvas import draw
from wildwest.ui.legend import HINT, SEAT_MARK, Entry

from ..board import board
from .mapdraw import (
    NODE_R,
    ROAD,
    draw_lit,
    draw_pick,
    draw_piece,
    draw_poker,
    draw_route,
    draw_shade,
    draw_target,
    draw_town,
    draw_trail,
    poker_rect,
    route_of,
    target_of,
)

SEAT = 1                 # the seat whose colour the legend shows a desperado's marks in
PARTNER = 2


def _ends(rect: pygame.Rect) -> tuple:
    return (rect.x + 4, rect.centery), (rect.right - 4, rect.centery)


def _square(rect: pygame.Rect, side: int) -> pygame.Rect:
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def _road(surface, rect) -> None:
    a, b = _ends(rect)
    draw.line(surface, ROAD, a, b, 3)
    draw_town(surface, a, False)
    draw_town(surface, b, False)


def _route(coach: int):
    def paint(surface, rect) -> None:
        a, b = _ends(rect)
        draw.line(surface, ROAD, a, b, 3)
        draw_route(surface, coach, a, b)
    return paint


def _piece(kind: str, side: int, data=None, moving: bool = False):
    def paint(surface, rect) -> None:
        draw_piece(surface, kind, _square(rect, side), data, moving)
    return paint


def _on_town(under=None, over=None):
    """A symbol drawn round or by a town (`under` it or `over` it), as on the map."""
    def paint(surface, rect) -> None:
        at = (rect.centerx - 2, rect.centery + 3)
        for mark in (under, draw_town, over):
            if mark is draw_town:
                draw_town(surface, at, False)
            elif mark is not None:
                mark(surface, at)
    return paint


def _both_shades(surface, at) -> None:
    draw_shade(surface, SEAT, at, 0)
    draw_shade(surface, PARTNER, at, 1)


def _trail(mine: bool):
    def paint(surface, rect) -> None:
        a, b = _ends(rect)
        draw_trail(surface, SEAT if mine else PARTNER, [a, rect.center, b], mine)
    return paint


def _pick(surface, rect) -> None:
    end = (rect.right - 14, rect.centery)
    draw_pick(surface, (rect.x - 6, rect.centery), end)
    draw_town(surface, end, False)


def _slot(slot, frame, card: bool = True):
    def paint(surface, rect) -> None:
        shown = next(iter(board().cities)) if card else None
        slot(surface, pygame.Rect(rect.x + 1, rect.centery - 9, rect.width - 2, 18), shown, frame)
    return paint


@cache
def entries(slot) -> tuple[Entry, ...]:
    """Every entry; `slot` is the table's painter of a card slot in a seat's row."""
    return (
        Entry("Town", "A town of the map. Lay its movement card to ride there.",
              lambda s, r: draw_town(s, r.center, False)),
        Entry("Bank town", "A town with a bank (brass square). The line under its name says what is in the "
              "bank: \"bank ?\" while its tile is face down, its value once you know it.",
              lambda s, r: draw_town(s, r.center, True)),
        Entry("Robbed bank", "A grey square: this bank has no tile left to rob (\"bank empty\").",
              lambda s, r: draw_town(s, r.center, True, full=False)),
        Entry("Poker tile", "The small red card by a town: a poker game the gang can cheat at. It is gone once "
              "the gang wins it.", _on_town(over=draw_poker)),
        Entry("Road", "A brown line joins two towns a rider can reach from one another in one move.", _road),
        Entry("Brown coach's route", "The solid brown line beside the roads: where the brown coach rolls this turn.",
              _route(0)),
        Entry("Blue coach's route", "The dashed blue line beside the roads: where the blue coach rolls this turn. "
              "It runs a turn behind the brown one.", _route(1)),
        Entry("Brown coach", "The brown stage coach. The gang can rob it where it stands.", _piece("coach", 24, 0)),
        Entry("Blue coach", "The blue stage coach. It starts rolling in turn 2.", _piece("coach", 24, 1)),
        Entry("Sheriff", "A gold tin star: a sheriff. A robbery, poker game or bank hold-up in his town "
              "needs more desperadoes there than sheriffs.", _piece("sheriff", 18)),
        Entry("Sheriff moving now", "The red ring marks the sheriff the marshal moves now.",
              _piece("sheriff", 18, moving=True)),
        Entry("Marshal", "The star on a red disc: the marshal's pawn. A desperado who ends a move in "
              "his town is arrested.", _piece("marshal", 24)),
        Entry("Desperado", "A desperado's pawn, in his seat's shape and colour, below the town where he "
              "started the turn.", _piece("desperado", 20, SEAT)),
        Entry("Disc", "A small dot in a desperado's colour beside a town: he put his disc on the coach or "
              "poker game there. By a player's name: his disc is out this turn.", _piece("disc", 12, SEAT)),
        Entry("Your trail", "The dotted line in your colour from your pawn through every card you have laid "
              "this turn.", _trail(True)),
        Entry("A partner's trail", "The thinner dotted line in a partner's colour: the cards he has laid this "
              "turn (desperadoes see each other's trails).", _trail(False)),
        Entry("Lit town", "A gold glow: a town you may click now (to lay its card, place a piece or move a "
              "sheriff).", _on_town(under=draw_lit)),
        Entry("Your pick", "The red arrow and ring: the card you picked. It is laid only when you press its "
              "button under the map.", _pick),
        Entry("Where they may be", "The marshal's aid: a ring in each desperado's colour round every town he "
              "could be in, given the roads and every card shown.",
              _on_town(over=_both_shades)),
        Entry("The gang's target", "The red cross-hair (desperadoes only): the latest town marked as the gang's "
              "target. Click any town to mark it.", _on_town(over=draw_target)),
        Entry("Face-down card", "A dark slot in a player's row: a card laid this turn that you may not see.",
              _slot(slot, None, card=False)),
        Entry("Card you may see", "A paper slot: a laid card you may see (your own, or a partner's).",
              _slot(slot, None)),
        Entry("Card shown as proof", "A red frame: this card was shown to everyone, as proof of where that "
              "player is.", _slot(slot, theme.RED)),
        Entry("Card laid this move", "A gold frame: the card laid in the move being played.", _slot(slot, theme.GOLD)),
        HINT,
        SEAT_MARK,
    )


def _near_segment(pos, a, b, reach: float) -> bool:
    (px, py), (ax, ay), (bx, by) = pos, a, b
    length = max(1e-6, math.dist(a, b) ** 2)
    t = max(0.0, min(1.0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length))
    return math.dist(pos, (ax + t * (bx - ax), ay + t * (by - ay))) <= reach


def symbol_at(painter, pos) -> str | None:
    """The legend name of what the map drew under `pos`, the top layer first: pieces, poker
    tiles, the target, the pick, towns and the rings round them, then routes, trails, roads."""
    if painter.drawn is None or not painter.widget.rect.collidepoint(pos):
        return None
    view, legal, pick, shade, paths = painter.drawn
    for kind, rect, data in reversed(painter.piece_spots(view)):
        if rect.inflate(4, 4).collidepoint(pos):
            return _piece_name(view, kind, data)
    cities = board().cities
    if any(poker_rect(painter.at(t)).inflate(4, 4).collidepoint(pos) for t in view.poker_towns):
        return "Poker tile"
    for town, city in cities.items():
        far = math.dist(pos, painter.at(town))
        if far <= NODE_R + 3:
            return "Town" if not city.bank else "Bank town" if town in view.bank_towns else "Robbed bank"
        if town == pick and far <= NODE_R + 14:
            return "Your pick"
        if view.marks and town == target_of(view) and far <= NODE_R + 17:
            return "The gang's target"
        if any(town in towns for towns in shade.values()) and far <= NODE_R + 4 + 3 * len(shade):
            return "Where they may be"
        if town in legal and far <= NODE_R + 9:
            return "Lit town"
    for c, name in enumerate(("Brown coach's route", "Blue coach's route")):
        route = [painter.at(t) for t in route_of(view, c)]
        if any(_near_segment(pos, a, b, 6) for a, b in zip(route, route[1:])):
            return name
    for seat, towns in paths.items():
        trail = [painter.at(view.pawn[seat])] + [painter.at(t) for t in towns]
        if any(_near_segment(pos, a, b, 5) for a, b in zip(trail, trail[1:])):
            return "Your trail" if seat == view.player else "A partner's trail"
    if any(_near_segment(pos, painter.at(a), painter.at(b), 3) for a, b in board().roads):
        return "Road"
    return None


def town_at(painter, pos, reach: int = 9) -> str | None:
    """The town whose node (or the lit ring round it, within `reach`) lies under `pos`."""
    return next((t for t in board().cities if math.dist(pos, painter.at(t)) <= NODE_R + reach), None)


def _piece_name(view, kind: str, data) -> str:
    if kind == "coach":
        return ("Brown coach", "Blue coach")[data]
    if kind == "sheriff":
        return "Sheriff moving now" if view.phase == "sheriffs" and data == view.sheriff else "Sheriff"
    return {"marshal": "Marshal", "desperado": "Desperado", "disc": "Disc"}[kind]
