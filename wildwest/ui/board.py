"""One board widget for every map: nodes and edges (Desperados' cities and roads, Wild
Ride's legs and paths) or square tiles on a grid that grows (Deck Goes West).

The widget owns only the camera (pan and zoom) and hit-testing. What a node or tile
looks like is the game's: the table passes a drawing function. A click that was not a
drag returns the node's id, which the table hands to `Choices.click`, as it does for a
card; so a map needs no input code of its own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

DRAG_PIXELS = 6            # a press that moves less than this is a click, not a pan
PAN_STEP = 60              # screen pixels an arrow key moves the map
ZOOM_STEP = 1.15


@dataclass
class Camera:
    """World to screen: screen = rect.topleft + (world - origin) * scale."""

    rect: pygame.Rect
    origin: tuple[float, float] = (0.0, 0.0)
    scale: float = 1.0
    min_scale: float = 0.25
    max_scale: float = 4.0

    def to_screen(self, point: tuple[float, float]) -> tuple[int, int]:
        return (round(self.rect.x + (point[0] - self.origin[0]) * self.scale),
                round(self.rect.y + (point[1] - self.origin[1]) * self.scale))

    def to_world(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (self.origin[0] + (pos[0] - self.rect.x) / self.scale,
                self.origin[1] + (pos[1] - self.rect.y) / self.scale)

    def fit(self, bounds: tuple[float, float, float, float], margin: int = 24) -> None:
        """Show the whole of (left, top, right, bottom), centred, and allow no zooming out
        beyond that: a map smaller than its panel is never lost."""
        left, top, right, bottom = bounds
        width, height = max(right - left, 1e-6), max(bottom - top, 1e-6)
        self.scale = min((self.rect.width - 2 * margin) / width,
                         (self.rect.height - 2 * margin) / height)
        self.min_scale = self.scale
        self.max_scale = max(self.max_scale, self.scale * 3)
        self.origin = ((left + right) / 2 - self.rect.width / 2 / self.scale,
                       (top + bottom) / 2 - self.rect.height / 2 / self.scale)

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by screen pixels."""
        self.origin = (self.origin[0] - dx / self.scale, self.origin[1] - dy / self.scale)

    def zoom(self, factor: float, about: tuple[int, int]) -> None:
        """Zoom keeping the world point under `about` where it is on screen."""
        anchor = self.to_world(about)
        self.scale = min(self.max_scale, max(self.min_scale, self.scale * factor))
        self.origin = (anchor[0] - (about[0] - self.rect.x) / self.scale,
                       anchor[1] - (about[1] - self.rect.y) / self.scale)


@dataclass
class Board:
    """Nodes with world coordinates, edges between them, and an optional tile size for
    grid games (a node is then the tile's centre and its id the tile's key)."""

    rect: pygame.Rect
    nodes: dict[str, tuple[float, float]]
    edges: list[tuple[str, str]] = field(default_factory=list)
    tile: float = 0.0                      # > 0: nodes are square tiles of this world size
    radius: float = 14.0                   # screen pixels within which a node is hit
    margin: int = 24                       # screen pixels between the fitted board and its rect
    camera: Camera = field(init=False)
    _press: tuple[int, int] | None = field(default=None, init=False)
    _pointer: tuple[int, int] | None = field(default=None, init=False)
    _dragged: bool = field(default=False, init=False)

    def __post_init__(self) -> None:
        self.camera = Camera(pygame.Rect(self.rect))
        self.refit()

    # ---- geometry ------------------------------------------------------------------------
    def bounds(self) -> tuple[float, float, float, float]:
        xs = [p[0] for p in self.nodes.values()] or [0.0]
        ys = [p[1] for p in self.nodes.values()] or [0.0]
        half = self.tile / 2
        return min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half

    def refit(self) -> None:
        """Fit the whole board in the panel (after the board grows, say)."""
        self.camera.fit(self.bounds(), self.margin)

    def set_nodes(self, nodes: dict[str, tuple[float, float]], keep_view: bool = True) -> None:
        """New nodes (a grid that grew); the view stays where the player left it unless
        the board now extends past what zooming out can show."""
        self.nodes = dict(nodes)
        scale, origin = self.camera.scale, self.camera.origin
        self.refit()
        if keep_view and scale >= self.camera.min_scale:
            self.camera.scale, self.camera.origin = scale, origin

    def screen(self, node: str) -> tuple[int, int]:
        return self.camera.to_screen(self.nodes[node])

    def tile_rect(self, node: str) -> pygame.Rect:
        """The on-screen square of a grid tile."""
        size = max(1, round(self.tile * self.camera.scale))
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.screen(node)
        return rect

    def visible(self, node: str) -> bool:
        if self.tile:
            return self.tile_rect(node).colliderect(self.rect)
        return self.rect.collidepoint(self.screen(node))

    def hit(self, pos: tuple[int, int]) -> str | None:
        """The node under a screen position: the tile containing it, or the nearest node
        centre within `radius` pixels."""
        if not self.rect.collidepoint(pos):
            return None
        if self.tile:
            return next((n for n in self.nodes if self.tile_rect(n).collidepoint(pos)), None)
        best, best_d = None, self.radius
        for node in self.nodes:
            x, y = self.screen(node)
            d = math.hypot(x - pos[0], y - pos[1])
            if d <= best_d:
                best, best_d = node, d
        return best

    # ---- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> str | None:
        """Pan (drag, arrow keys), zoom (wheel, + and -); returns a node id on a click that
        did not drag, else None."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos          # a wheel event has no position of its own
        if event.type == pygame.MOUSEWHEEL:
            if self._pointer is not None and self.rect.collidepoint(self._pointer):
                self.camera.zoom(ZOOM_STEP ** event.y, self._pointer)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._press, self._dragged = event.pos, False
        elif event.type == pygame.MOUSEMOTION and self._press is not None and event.buttons[0]:
            if self._dragged or math.dist(event.pos, self._press) >= DRAG_PIXELS:
                self._dragged = True
                self.camera.pan(*event.rel)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            clicked = not self._dragged
            self._press = None
            if clicked:
                return self.hit(event.pos)
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0),
                     pygame.K_UP: (0, PAN_STEP), pygame.K_DOWN: (0, -PAN_STEP)}
            if event.key in moves:
                self.camera.pan(*moves[event.key])
            elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.camera.zoom(ZOOM_STEP, self.rect.center)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.camera.zoom(1 / ZOOM_STEP, self.rect.center)
        return None

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, draw_node, draw_edge=None) -> None:
        """Clip to the panel, draw every edge then every visible node with the game's own
        functions: draw_edge(surface, a_pos, b_pos, a, b), draw_node(surface, node, pos)
        (pos is the tile's Rect for grid boards, else the centre point)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        if draw_edge is not None:
            for a, b in self.edges:
                draw_edge(surface, self.screen(a), self.screen(b), a, b)
        for node in self.nodes:
            if self.visible(node):
                draw_node(surface, node, self.tile_rect(node) if self.tile else self.screen(node))
        surface.set_clip(clip)
