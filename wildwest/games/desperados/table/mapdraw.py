"""The Desperados map: towns at their projected longitude and latitude, roads, the coaches'
routes, tiles, pieces, paths and the marshal's shading, drawn in layers on the shared
Board widget's camera. Everything here reads a view and the table's choices; nothing
here decides what may be played.

Town names are placed greedily (right, left, above, below...) so that no two labels and
no label and town meet at any window size: the fonts of small windows are larger.
"""
from __future__ import annotations

import math

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.board import Board
from wildwest.ui.canvas import draw
from wildwest.ui.widgets import draw_text

from ..board import SALOON, board

ROAD = (92, 64, 38)
ROUTE = {"brown": (150, 86, 36), "blue": (52, 96, 178)}
COACH_KINDS = ("brown", "blue")
TALL = ("coach", "sheriff", "marshal")      # pieces the names keep clear of
LEGAL = (250, 214, 96)
PICK = (200, 40, 30)
MARK = (178, 30, 30)
TOWN = (58, 38, 22)
NODE_R = 7
NAME = ("bold", 13)
TILE = ("italic", 12)
HALO = (226, 206, 164)     # the map's paper, under a name


def projected() -> dict[str, tuple[float, float]]:
    """World points: longitude shrunk by the cosine of the board's middle latitude, north up."""
    b = board()
    mid = math.radians(sum(c.lat for c in b.cities.values()) / len(b.cities))
    return {c.id: (c.lon * math.cos(mid), -c.lat) for c in b.cities.values()}


def make_board(rect: pygame.Rect) -> Board:
    return Board(rect, projected(), list(board().roads), radius=16)


def route_of(view, coach: int) -> tuple[str, ...]:
    """This turn's route of the brown (0) or blue (1) coach; the blue one starts in turn 2."""
    schedules = board().schedules
    if coach == 0:
        return schedules[view.order[view.turn]].brown
    return schedules[view.order[view.turn - 1]].blue if view.turn else ()


def destination(view, player: int, card: str) -> str:
    """The town a card leads `player` to from where its laid cards lead."""
    if card != SALOON:
        return card
    path = view.paths.get(player) or []
    return path[-1] if path else view.pawn[player]


def _dashed(surface, colour, a, b, width: int, dash: int = 7, gap: int = 6) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        end = min(length, t + dash)
        draw.line(surface, colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * end, a[1] + uy * end), width)
        t += dash + gap


def _star(surface, centre, radius: float, colour) -> None:
    """A five-pointed tin star with an ink rim: the law's pieces."""
    x, y = centre
    points = [(x + math.sin(math.pi * k / 5) * (radius if k % 2 == 0 else radius * 0.45),
               y - math.cos(math.pi * k / 5) * (radius if k % 2 == 0 else radius * 0.45)) for k in range(10)]
    draw.polygon(surface, colour, points)
    draw.polygon(surface, theme.INK, points, 1)


def _disc(centre, radius: int) -> pygame.Rect:
    """The square a round piece of `radius` fills at `centre`."""
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def _offset(a, b, shift: float):
    """The segment a-b moved sideways by `shift` pixels: two routes on one road stay apart."""
    length = max(1e-6, math.dist(a, b))
    nx, ny = -(b[1] - a[1]) / length * shift, (b[0] - a[0]) / length * shift
    return (a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny)


# ---- one symbol each: the map draws them, and so does the legend ---------------------------
def draw_route(surface, coach: int, a, b) -> None:
    """One stretch of a coach's route beside the road: brown solid, blue dashed."""
    p, q = _offset(a, b, 4 if coach == 0 else -4)
    if coach == 0:
        draw.line(surface, ROUTE[COACH_KINDS[coach]], p, q, 4)
    else:
        _dashed(surface, ROUTE[COACH_KINDS[coach]], p, q, 4, dash=10, gap=5)


def draw_trail(surface, seat: int, points: list, mine: bool) -> None:
    """A seat's laid cards as a dotted trail in its colour, a dot on each town reached."""
    colour = theme.seat_colour(seat)
    for a, b in zip(points, points[1:]):
        _dashed(surface, theme.INK, a, b, 7 if mine else 5, dash=4, gap=5)
        _dashed(surface, colour, a, b, 4 if mine else 2, dash=4, gap=5)
    for p in points[1:]:
        draw.circle(surface, colour, p, 6 if mine else 4)
        draw.circle(surface, theme.INK, p, 6 if mine else 4, 1)


def draw_pick(surface, start, end) -> None:
    """The selected, unconfirmed card: a red dashed arrow and a red ring."""
    _dashed(surface, PICK, start, end, 4, dash=10, gap=5)
    draw.circle(surface, PICK, end, NODE_R + 11, 3)


def draw_lit(surface, at) -> None:
    """A town a click may choose now: a gold glow wider than a bank square."""
    draw.circle(surface, LEGAL, at, NODE_R + 9)


def draw_shade(surface, seat: int, at, k: int = 0) -> None:
    """The marshal's aid: a ring in a desperado's colour (the k-th desperado's a little wider)."""
    draw.circle(surface, theme.seat_colour(seat), at, NODE_R + 4 + 3 * k, 3)


def draw_town(surface, at, bank: bool, full: bool = True) -> None:
    """A town: a cream circle; a bank town a brass square (grey once robbed out)."""
    if bank:
        box = pygame.Rect(0, 0, 2 * NODE_R + 4, 2 * NODE_R + 4)
        box.center = at
        draw.rect(surface, theme.BRASS if full else theme.MUTED, box, border_radius=3)
        draw.rect(surface, TOWN, box, 2, border_radius=3)
    else:
        draw.circle(surface, theme.CREAM, at, NODE_R)
        draw.circle(surface, TOWN, at, NODE_R, 2)


def poker_rect(at) -> pygame.Rect:
    return pygame.Rect(at[0] + NODE_R - 1, at[1] - NODE_R - 9, 9, 12)


def draw_poker(surface, at) -> None:
    """A face-down poker tile by a town: a small red card."""
    card = poker_rect(at)
    draw.rect(surface, (150, 36, 40), card, border_radius=2)
    draw.rect(surface, theme.CREAM, card, 1, border_radius=2)


def target_of(view) -> str:
    """The gang's target: the latest town marked."""
    return max(view.marks.values(), key=lambda m: (m[1], m[2]))[0]


def draw_target(surface, at) -> None:
    """The gang's target: a red cross-hair round the town."""
    x, y = at
    draw.circle(surface, MARK, (x, y), NODE_R + 12, 2)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        draw.line(surface, MARK, (x + dx * (NODE_R + 6), y + dy * (NODE_R + 6)),
                  (x + dx * (NODE_R + 16), y + dy * (NODE_R + 16)), 2)


def draw_piece(surface, kind: str, rect: pygame.Rect, data, moving: bool = False) -> None:
    """A piece in its square: a coach (data: 0 brown, 1 blue), a sheriff (`moving`: the one
    the marshal moves now, ringed red), the marshal, a desperado or a disc (data: the seat)."""
    r = rect.width // 2
    if kind == "coach":
        draw.circle(surface, ROUTE[COACH_KINDS[data]], rect.center, r)
        draw.circle(surface, theme.CREAM, rect.center, r, 2)
        cardart.draw_icon(surface, "icon_wagon", rect.center, 16)
    elif kind == "sheriff":
        if moving:
            draw.circle(surface, PICK, rect.center, r + 5, 3)
        _star(surface, rect.center, r, theme.GOLD)
    elif kind == "marshal":
        draw.circle(surface, theme.RED, rect.center, r)
        _star(surface, rect.center, 10, theme.GOLD)
    elif kind == "desperado":
        cardart.draw_seat_mark(surface, data, rect)
    else:
        draw.circle(surface, theme.seat_colour(data), rect.center, r)
        draw.circle(surface, theme.INK, rect.center, r, 1)


class MapPainter:
    """Draws one frame of the map from a view; `legal` are towns lit for the next click,
    `pick` the town the selected card leads to, `shade` seat -> possible towns."""

    def __init__(self, widget: Board) -> None:
        self.widget = widget
        self.drawn = None       # (view, legal, pick, shade, paths) of the last frame: what a hover names
        self.names: dict[str, pygame.Rect] = {}     # each town's name as last drawn

    def at(self, town: str) -> tuple[int, int]:
        return self.widget.screen(town)

    def draw(self, surface, view, *, legal=(), pick=None, shade=None, paths=None, avoid=()) -> None:
        rect = self.widget.rect
        self.drawn = (view, set(legal), pick, shade or {}, paths or {})
        cardart.draw_panel(surface, rect.inflate(8, 8), style="paper")
        clip = surface.get_clip()
        surface.set_clip(rect)
        self._roads(surface)
        self._routes(surface, view)
        for seat, towns in (paths or {}).items():
            self._path(surface, view, seat, towns, mine=seat == view.player)
        labels = self._layout(view, avoid)
        for spot, _lines in labels:       # paper under each name: no road or route crosses it
            draw.rect(surface, HALO, spot.inflate(4, 0), border_radius=4)
        for town in legal:
            draw_lit(surface, self.at(town))
        if pick is not None:
            self._pick(surface, view, pick)
        self._shading(surface, shade or {})
        self._towns(surface, view)
        self._labels(surface, labels)
        self._marks(surface, view)
        self._pieces(surface, view)
        surface.set_clip(clip)

    # ---- layers ---------------------------------------------------------------------------
    def _roads(self, surface) -> None:
        for a, b in board().roads:
            draw.line(surface, ROAD, self.at(a), self.at(b), 3)

    def _routes(self, surface, view) -> None:
        """This turn's coach routes, brown solid and blue dashed, beside the roads."""
        for c in range(len(COACH_KINDS)):
            route = route_of(view, c)
            for a, b in zip(route, route[1:]):
                draw_route(surface, c, self.at(a), self.at(b))

    def _path(self, surface, view, seat: int, towns: list, mine: bool) -> None:
        """A seat's laid cards as a dotted trail from its pawn (the pawn stays put)."""
        draw_trail(surface, seat, [self.at(view.pawn[seat])] + [self.at(t) for t in towns], mine)

    def _pick(self, surface, view, town: str) -> None:
        """The selected, unconfirmed card: a red arrow from where the path ends."""
        draw_pick(surface, self.at(destination(view, view.player, SALOON)), self.at(town))

    def _shading(self, surface, shade: dict) -> None:
        """The marshal's aid: a ring in each desperado's colour on every town it may be in."""
        for k, (seat, towns) in enumerate(sorted(shade.items())):
            for town in towns:
                draw_shade(surface, seat, self.at(town), k)

    def _towns(self, surface, view) -> None:
        for town, city in board().cities.items():
            draw_town(surface, self.at(town), city.bank, town in view.bank_towns)
            if town in view.poker_towns:
                draw_poker(surface, self.at(town))

    def _marks(self, surface, view) -> None:
        """The gang's target (desperadoes' eyes only): the latest mark, a red cross-hair."""
        if not view.marks:
            return
        draw_target(surface, self.at(target_of(view)))

    def piece_spots(self, view) -> list:
        """(kind, rect, data) of every piece: coaches upper left, the law above, desperadoes
        below, discs lower right. The names keep clear of the TALL ones (the small pawns and
        discs below a town would push a name next to another town)."""
        out = []
        for c, town in enumerate(view.coach):
            if town is not None:
                x, y = self.at(town)
                out.append(("coach", _disc((x - 18 - 6 * c, y - 12 + 8 * c), 11), c))
        law: dict = {}
        for k, town in enumerate(view.sheriffs):
            if town is not None:
                i = law[town] = law.get(town, -1) + 1
                x, y = self.at(town)
                out.append(("sheriff", _disc((x + 15 + 9 * i, y - 13), 8), k))
        if view.pawn[view.marshal] is not None:
            x, y = self.at(view.pawn[view.marshal])
            out.append(("marshal", _disc((x, y - 22), 12), None))
        here: dict = {}
        for p in range(view.players):
            town = view.pawn[p]
            if p != view.marshal and town is not None:
                i = here[town] = here.get(town, -1) + 1
                x, y = self.at(town)
                out.append(("desperado", pygame.Rect(x - 9 + 16 * i, y + 9, 18, 18), p))
        for _act, town, _move, seats, _need in view.activities:
            x, y = self.at(town)
            out += [("disc", _disc((x + 14 + 6 * i, y + 10), 5), p) for i, p in enumerate(seats)]
        return out

    def _pieces(self, surface, view) -> None:
        for kind, rect, data in self.piece_spots(view):
            moving = kind == "sheriff" and view.phase == "sheriffs" and data == view.sheriff
            draw_piece(surface, kind, rect, data, moving)

    # ---- names --------------------------------------------------------------------------------
    def _layout(self, view, avoid) -> list:
        """Where each visible town's name (and its bank tile under it) goes: a spot that
        meets no other name, town or `avoid` rect."""
        rect = self.widget.rect
        taken = [pygame.Rect(r) for r in avoid] + [r for kind, r, _ in self.piece_spots(view) if kind in TALL]
        for town in board().cities:
            x, y = self.at(town)
            taken.append(pygame.Rect(x - NODE_R, y - NODE_R, 2 * NODE_R, 2 * NODE_R))
        out, self.names = [], {}
        for town, city in board().cities.items():
            lines = [(city.name, NAME)]
            if city.bank:
                lines.append((self._bank_words(view, town), TILE))
            size = (max(font(*f).size(t)[0] for t, f in lines), sum(font(*f).get_height() for _, f in lines))
            spot = self._place(self.at(town), size, taken, rect)
            if spot is not None:
                taken.append(spot.inflate(4, 0))
                out.append((spot, lines))
                self.names[town] = spot
        return out

    @staticmethod
    def _labels(surface, labels) -> None:
        for spot, lines in labels:
            y = spot.y
            for text, (role, px) in lines:
                colour = theme.INK if (role, px) == NAME else (120, 70, 10)
                draw_text(surface, text, (spot.x, y), role=role, size=px, colour=colour)
                y += font(role, px).get_height()

    @staticmethod
    def _bank_words(view, town: str) -> str:
        if town not in view.bank_towns:
            return "bank empty"
        value = view.bank_values.get(town)
        return f"bank ${value:,}" if value is not None else "bank ?"

    @staticmethod
    def _place(at, size, taken, inside: pygame.Rect) -> pygame.Rect | None:
        """The first free spot round a town: right, left, below, above, then the corners;
        then the same a little farther out, so a crowded town keeps its name."""
        w, h = size
        x, y = at
        spots = []
        for gap in (NODE_R + 4, NODE_R + 14):
            spots += [(x + gap, y - h // 2), (x - gap - w, y - h // 2), (x - w // 2, y + gap + 8),
                      (x - w // 2, y - gap - h - 10), (x + gap, y + 4), (x - gap - w, y + 4),
                      (x + gap, y - h - 4), (x - gap - w, y - h - 4)]
        free = [pygame.Rect(sx, sy, w, h) for sx, sy in spots]
        free = [r for r in free if inside.contains(r)]
        return next((r for r in free if r.collidelist(taken) < 0), None)
