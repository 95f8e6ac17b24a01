"""The land map on the table: a ui.board.Board of square tiles named `tile:x,y` (the
names Choices gives step, reveal and enter options), grown as tiles appear without moving
the player's view, and drawn with the tiles' pictures, railways, bandits, the wagon and
every character's meeple (its seat mark)."""
from __future__ import annotations

import math

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.board import Board
from wildwest.ui.canvas import Crisp, draw, scale_of

from ..content import content
from ..words import job_words
from . import jobart, mapdraw

TILE = 100                      # a tile's size in world units
MEEPLE = 24                     # a meeple's least size in pixels, however small the tiles
WAGON = "icon_wagon"            # the settlers' wagon on the map; no job's icon may look like it


def node(pos) -> str:
    return f"tile:{pos[0]},{pos[1]}"


def nodes_of(view) -> dict:
    return {node(p): (p[0] * TILE, p[1] * TILE) for p in list(view.tiles) + list(view.backs)}


def meeple_size(tile: int) -> int:
    """A meeple a third of its tile, never under MEEPLE pixels: a player finds their own at a glance."""
    return max(MEEPLE, round(tile * 0.34))


class MapView:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.board: Board | None = None
        self._placed = None                   # the camera as sync or show last left it

    def sync(self, view) -> None:
        """Follow the map as it grows or shrinks: zoomed out to the whole of it unless the
        player moved the camera, which then stays where they left it."""
        nodes = nodes_of(view)
        if self.board is None:
            self.board = Board(self.rect.inflate(-12, -12), nodes, tile=TILE, margin=2)    # the map fills its panel
            self._placed = self.key()
        elif set(nodes) != set(self.board.nodes):
            shrank = bool(set(self.board.nodes) - set(nodes))
            panned = self.key() != self._placed
            self.board.set_nodes(nodes, keep_view=True)
            if not panned:                    # the whole land in view: new land comes at the edges
                self.board.refit()
                self._placed = self.key()
            elif shrank:                      # no empty band in view while land is cut on the other side
                cam = self.board.camera
                cam.origin = tuple(self._clamped(cam.origin[i], i) for i in (0, 1))

    def show(self, names) -> None:
        """Bring these tiles into view if any is outside it (a new decision offers them):
        centred on them, zoomed out only as far as they need."""
        board = self.board
        rects = [board.tile_rect(n) for n in names if n in board.nodes]
        if not rects or all(board.rect.contains(r) for r in rects):
            return
        xs = [board.nodes[n][0] for n in names if n in board.nodes]
        ys = [board.nodes[n][1] for n in names if n in board.nodes]
        cam = board.camera
        span = (max(xs) - min(xs) + TILE * 1.5, max(ys) - min(ys) + TILE * 1.5)
        cam.scale = max(cam.min_scale, min(cam.scale, board.rect.width / span[0], board.rect.height / span[1]))
        centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        cam.origin = tuple(self._clamped(centre[i] - board.rect.size[i] / 2 / cam.scale, i) for i in (0, 1))
        self._placed = self.key()

    def _clamped(self, origin: float, axis: int) -> float:
        """An origin that shows as much of the map as the view holds: the map centred when
        it is smaller than the view, else no empty band on one side while the other is cut."""
        bounds = self.board.bounds()
        low, high = bounds[axis], bounds[axis + 2]
        seen = self.board.rect.size[axis] / self.board.camera.scale
        if high - low <= seen:
            return (low + high - seen) / 2
        return min(max(origin, low), high - seen)

    def key(self):
        cam = self.board.camera if self.board else None
        return (cam.origin, cam.scale) if cam else None

    def handle(self, event) -> str | None:
        """A tile's name on a click that was not a drag; pans and zooms otherwise."""
        if self.board is None:
            return None
        return self.board.handle(event)

    def draw(self, surface, view, live: set, selected, moving=None, flipping=None) -> None:
        """The tiles; `moving` {hero: (from, to, t)} slides meeples, `flipping` {pos: t} turns
        tiles over (t from 0 to 1)."""
        self._view, self._live, self._selected = view, live, selected
        self._moving, self._flipping = moving or {}, flipping or {}
        self.board.draw(surface, self._draw_tile)
        clip = surface.get_clip()
        surface.set_clip(self.board.rect)
        size = meeple_size(round(TILE * self.board.camera.scale))
        for h, (frm, to, t) in self._moving.items():
            a, b = self.board.camera.to_screen(self._world(frm)), self.board.camera.to_screen(self._world(to))
            ease = t * t * (3 - 2 * t)
            centre = (a[0] + (b[0] - a[0]) * ease, a[1] + (b[1] - a[1]) * ease)
            self._meeple(surface, h, centre, size, True)
        surface.set_clip(clip)

    @staticmethod
    def _world(pos) -> tuple:
        return (pos[0] * TILE, pos[1] * TILE)

    def _draw_tile(self, surface, name: str, rect: pygame.Rect) -> None:
        view = self._view
        x, y = (int(v) for v in name[5:].split(","))
        pos = (x, y)
        k = scale_of(surface)
        t = self._flipping.get(pos)
        if pos in view.tiles and (t is None or t >= 0.5):
            image = mapdraw.tile_face(content().tiles[view.tiles[pos]], rect, k)
        else:
            image = mapdraw.tile_back(view.backs.get(pos, 0), rect, k)
        if t is not None:                         # turning over: narrow, then wide again
            wide = max(1, round(rect.width * abs(1 - 2 * t)))
            spot = pygame.Rect(0, 0, wide, rect.height)
            spot.center = rect.center
            draw.rect(surface, (30, 18, 10), rect)
            narrow = pygame.transform.smoothscale(image, (max(1, round(wide * k)), pygame.Surface.get_height(image)))
            surface.blit(Crisp(narrow, k) if k != 1 else narrow, spot)
            return
        surface.blit(image, rect)
        inside = self.board.rect.contains(rect)
        if pos in view.rails:
            jobart.rail_pair(surface, rect.inflate(-rect.w // 8, -rect.h // 2))
        if pos in view.fed:
            jobart.draw_glyph(surface, "food", (rect.x + rect.w // 5, rect.y + rect.h // 5), max(8, rect.w // 5))
        if view.wagon is not None and tuple(view.wagon) == pos:
            cardart.draw_icon(surface, WAGON, (rect.centerx, rect.y + rect.h * 0.3), max(10, rect.w // 3))
        self._meeples(surface, view, pos, rect)
        count = view.bandits.get(pos, 0)
        if count:
            self._bandits(surface, rect, count, inside)
        if name in self._live:
            self.draw_live(surface, rect, name in self._selected)

    @staticmethod
    def draw_live(surface, rect, selected: bool = False) -> None:
        """A tile the decision offers: a bright double ring (wider once selected)."""
        width = 4 if selected else 3
        draw.rect(surface, theme.GOLD, rect.inflate(-2, -2), width, border_radius=4)
        draw.rect(surface, theme.CREAM, rect.inflate(-2 - 2 * width, -2 - 2 * width), 1, border_radius=3)

    def _meeples(self, surface, view, pos, rect) -> None:
        """Every meeple on the tile, a Double Trouble character's second one too."""
        size = meeple_size(rect.w)
        for i, (h, standing) in enumerate(self._here(view, pos)):
            self._meeple(surface, h, self.meeple_spot(rect, i), size, standing)

    def _here(self, view, pos) -> list:
        """(hero, standing) of every meeple on the tile at pos, not sliding."""
        here = [(h, hv["standing"]) for h, hv in enumerate(view.heroes)
                if tuple(hv["pos"]) == pos and hv["alive"] and h not in self._moving]
        return here + [(h, hv.get("spare_standing", True)) for h, hv in enumerate(view.heroes)
                       if hv.get("spare") is not None and tuple(hv["spare"]) == pos and hv["alive"]]

    def part_at(self, view, at) -> tuple[str, object] | None:
        """What of a tile lies under the screen point `at`, the top layer first: ("bandits",),
        ("meeple", standing), ("wagon",), ("fed",), ("rail",), ("star",) on a face-up tile's
        stars, else ("kind", kind) or ("back",)."""
        name = self.board.hit(at) if self.board is not None else None
        if name is None:
            return None
        x, y = (int(v) for v in name[5:].split(","))
        pos, rect = (x, y), self.board.tile_rect(name)
        centre, size = self.bandit_spot(rect)
        if view.bandits.get(pos) and math.dist(at, centre) <= size * 0.7:
            return ("bandits", None)
        for i, (_h, standing) in enumerate(self._here(view, pos)):
            if math.dist(at, self.meeple_spot(rect, i)) <= meeple_size(rect.w) * 0.62:
                return ("meeple", standing)
        top = pygame.Rect(rect.x, rect.y, rect.w, rect.h * 0.45)
        if view.wagon is not None and tuple(view.wagon) == pos and top.inflate(-rect.w // 3, 0).collidepoint(at):
            return ("wagon", None)
        if pos in view.fed and math.dist(at, (rect.x + rect.w // 5, rect.y + rect.h // 5)) <= rect.w // 8:
            return ("fed", None)
        if pos not in view.tiles:
            return ("back", None)
        tile = content().tiles[view.tiles[pos]]
        if tile.front and at[0] > rect.right - rect.w * 0.11 * 2.6 * len(tile.front) and at[1] < rect.y + rect.h * 0.26:
            return ("star", None)
        if pos in view.rails and rect.inflate(-rect.w // 8, -rect.h // 2).collidepoint(at):
            return ("rail", None)
        return ("kind", tile.kind)

    @staticmethod
    def meeple_spot(rect, i: int) -> tuple:
        """The centre of a tile's i-th meeple: three to a row, touching on small tiles, so
        five players stand in two rows."""
        size = meeple_size(rect.w)
        step = min(size + 2, (rect.w - size - 4) / 2)
        return (rect.x + 2 + size / 2 + step * (i % 3), rect.bottom - 2 - size / 2 - (size * 0.8) * (i // 3))

    @staticmethod
    def _meeple(surface, h: int, centre, size: int, standing: bool) -> None:
        """A character's marker: their seat's mark on a dark base, tipped onto its side once
        lying down (the tile's job is used)."""
        spot = pygame.Rect(0, 0, size, size if standing else size * 11 // 20)
        spot.center = (round(centre[0]), round(centre[1]))
        if standing:
            draw.circle(surface, (20, 12, 6), spot.center, size * 0.62)
        else:
            draw.ellipse(surface, (20, 12, 6), spot.inflate(size // 4, size // 4))
        cardart.draw_seat_mark(surface, h, spot, lying=not standing)

    @staticmethod
    def bandit_spot(rect) -> tuple:
        """The centre and size of a tile's bandit group."""
        size = max(12, rect.w // 4)
        return (rect.right - size * 0.75, rect.bottom - size * 0.75), size

    @staticmethod
    def _bandits(surface, rect, count: int, inside: bool) -> None:
        centre, size = MapView.bandit_spot(rect)
        draw.circle(surface, (24, 16, 12), centre, size * 0.7)
        draw.circle(surface, theme.RED, centre, size * 0.7, max(2, size // 8))
        cardart.draw_icon(surface, "icon_skull", (centre[0], centre[1]), round(size * 0.9))
        if inside:
            cardart.draw_counter(surface, (centre[0] - size * 1.05, centre[1]), "", str(count), size=max(14, size))

    def tip(self, view, pos) -> str:
        """What a hovered tile is, for the tooltip: its kind, stars, bandits, railway, who is there."""
        if self.board is None or not self.board.rect.collidepoint(pos):
            return ""
        name = self.board.hit(pos)
        if name is None:
            return ""
        x, y = (int(v) for v in name[5:].split(","))
        p = (x, y)
        if p in view.tiles:
            tile = content().tiles[view.tiles[p]]
            kind = tile.kind.replace("_", " and ")
            words = tile.name if kind in tile.name.lower() else f"{tile.name}: {kind}"     # not "Village 6: village"
            if tile.front:
                words += f", red star{'s' if len(tile.front) > 1 else ''} {', '.join(map(str, tile.front))}"
            if tile.job:
                job = job_words(tile.job)
                words += f"\nIts job: {job[:1].lower()}{job[1:]}"
        else:     # the legend's line above already says "Face-down land" when the pointer is on the back itself
            star = f"red star {view.backs[p]} on its back"
            words = star.capitalize() if self.part_at(view, pos) == ("back", None) else f"Face-down land, {star}"
        if view.bandits.get(p):
            words += f"\n{view.bandits[p]} bandit{'s' if view.bandits[p] > 1 else ''}"
        if p in view.rails:
            words += "\nRailway"
        return words
