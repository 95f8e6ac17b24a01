"""Deck Goes West's land tiles as pictures: terrain painted from the tile's kind (plains,
forest, mountains, water, river, village, bandit camp), its red stars, and the back of a
face-down tile (only its star). Each picture is rendered once per size at the window's
own resolution (a Crisp image), so a scrolled or zoomed map stays sharp and cheap.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from wildwest.ui import assets, theme
from wildwest.ui.canvas import Crisp, draw

GRASS = (192, 172, 96)
PALETTE = {    # kind: (ground, detail)
    "prairie": (GRASS, (150, 128, 60)),
    "prairie_river": (GRASS, (150, 128, 60)),
    "forest": ((92, 124, 66), (38, 74, 40)),
    "forest_river": ((92, 124, 66), (38, 74, 40)),
    "mountain": ((164, 140, 112), (104, 88, 74)),
    "water": ((58, 106, 156), (128, 170, 206)),
    "village": ((184, 164, 104), (150, 58, 40)),
    "camp": ((150, 118, 80), (90, 60, 36)),
}
RIVER = (76, 136, 196)
BACK = (86, 56, 34)
STAR = (196, 40, 36)
PLACE_KINDS = {"river": "prairie_river"}    # a job's place condition shown as a tile swatch


def star(surf, centre, r: float, colour) -> None:
    cx, cy = centre
    points = [(cx + math.sin(i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45),
               cy - math.cos(i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45)) for i in range(10)]
    draw.polygon(surf, colour, points)
    draw.polygon(surf, (40, 16, 12), points, max(1, round(r / 6)))


def _star_number(surf, centre, r: float, number: int) -> None:
    """A red star with its number, as printed on a tile."""
    star(surf, centre, r, STAR)
    label = assets.raw_font("title", max(8, round(r * 0.95))).render(str(number), True, theme.CREAM)
    surf.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1] + r * 0.08))))


def _trees(surf, s: int, rng: random.Random, colour) -> None:
    for _ in range(7):
        x, y, h = rng.uniform(0.12, 0.88) * s, rng.uniform(0.25, 0.9) * s, rng.uniform(0.16, 0.26) * s
        draw.polygon(surf, colour, [(x, y - h), (x + h * 0.45, y), (x - h * 0.45, y)])
        draw.line(surf, (70, 46, 26), (x, y), (x, y + h * 0.18), max(1, s // 40))


def _peaks(surf, s: int, colour) -> None:
    for x, w, h in ((0.32, 0.5, 0.55), (0.66, 0.46, 0.45)):
        base = 0.82 * s
        top = (x * s, base - h * s)
        draw.polygon(surf, colour, [top, ((x + w / 2) * s, base), ((x - w / 2) * s, base)])
        draw.polygon(surf, (236, 232, 224), [top, ((x + w / 8) * s, top[1] + h * s / 4),
                                             ((x - w / 8) * s, top[1] + h * s / 4)])


def _waves(surf, s: int, colour) -> None:
    for row in range(4):
        y = (0.22 + row * 0.2) * s
        for k in range(3):
            x = (0.12 + k * 0.3 + (row % 2) * 0.12) * s
            draw.arc(surf, colour, pygame.Rect(x, y, s * 0.16, s * 0.1), 0.3, 2.8, max(1, s // 40))


def _grass(surf, s: int, rng: random.Random, colour) -> None:
    for _ in range(12):
        x, y = rng.uniform(0.1, 0.9) * s, rng.uniform(0.2, 0.92) * s
        draw.line(surf, colour, (x, y), (x - s * 0.02, y - s * 0.06), max(1, s // 60))
        draw.line(surf, colour, (x, y), (x + s * 0.02, y - s * 0.06), max(1, s // 60))


def _river(surf, s: int) -> None:
    points = [(0, 0.35 * s), (0.3 * s, 0.5 * s), (0.6 * s, 0.38 * s), (s, 0.6 * s)]
    draw.lines(surf, RIVER, False, points, max(3, s // 9))


def _houses(surf, s: int, roof) -> None:
    for x, y, w in ((0.22, 0.5, 0.22), (0.55, 0.38, 0.26), (0.6, 0.7, 0.2)):
        body = pygame.Rect(x * s, y * s, w * s, w * s * 0.7)
        draw.rect(surf, (236, 222, 190), body)
        draw.rect(surf, (60, 40, 24), body, max(1, s // 60))
        draw.polygon(surf, roof, [(body.x - 2, body.y), (body.centerx, body.y - w * s * 0.45), (body.right + 2, body.y)])


def _camp(surf, s: int) -> None:
    draw.polygon(surf, (214, 196, 150), [(0.2 * s, 0.72 * s), (0.4 * s, 0.3 * s), (0.6 * s, 0.72 * s)])
    draw.polygon(surf, (90, 60, 36), [(0.36 * s, 0.72 * s), (0.4 * s, 0.5 * s), (0.44 * s, 0.72 * s)])
    fire = (0.72 * s, 0.7 * s)
    for r, colour in ((0.1, (220, 90, 30)), (0.06, (250, 200, 60))):
        draw.polygon(surf, colour, [(fire[0], fire[1] - r * 2.2 * s), (fire[0] + r * s, fire[1]), (fire[0] - r * s, fire[1])])


def paint_terrain(surf: pygame.Surface, kind: str, size: int, seed: int = 0) -> None:
    """The picture of a tile kind on a `size`-pixel square surface (no stars, no frame)."""
    ground, detail = PALETTE[kind]
    surf.fill(ground)
    rng = random.Random(f"{kind}{seed}")
    if kind.startswith("prairie") or kind == "village":
        _grass(surf, size, rng, detail if kind != "village" else PALETTE["prairie"][1])
    if kind.endswith("river"):
        _river(surf, size)
    if kind.startswith("forest"):
        _trees(surf, size, rng, detail)
    elif kind == "mountain":
        _peaks(surf, size, detail)
    elif kind == "water":
        _waves(surf, size, detail)
    elif kind == "village":
        _houses(surf, size, detail)
    elif kind == "camp":
        _camp(surf, size)


@lru_cache(maxsize=512)
def _face(kind: str, stars: tuple, seed: int, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size))
    paint_terrain(surf, kind, size, seed)
    r = max(4, size * 0.11)
    for i, number in enumerate(stars):
        _star_number(surf, (size - r * 1.3 - i * r * 2.3, r * 1.3), r, number)
    draw.rect(surf, (40, 26, 14), surf.get_rect(), max(1, size // 40))
    return surf


@lru_cache(maxsize=256)
def _back(number: int, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size))
    surf.fill(BACK)
    inset = max(2, size // 12)
    draw.rect(surf, (124, 86, 52), surf.get_rect().inflate(-inset, -inset), max(1, size // 30), border_radius=size // 10)
    _star_number(surf, (size / 2, size / 2), size * 0.2, number)
    draw.rect(surf, (30, 18, 10), surf.get_rect(), max(1, size // 40))
    return surf


def _crisp(image: pygame.Surface, scale: float) -> pygame.Surface:
    return image if scale == 1 else Crisp(image, scale)


def tile_face(tile, rect: pygame.Rect, scale: float) -> pygame.Surface:
    """A face-up tile (content.Tile) for `rect`, rendered at the window's resolution."""
    seed = int("".join(ch for ch in tile.id if ch.isdigit()) or 0)
    return _crisp(_face(tile.kind, tuple(tile.front), seed, max(4, round(rect.width * scale))), scale)


def kind_face(kind: str, rect: pygame.Rect, scale: float, stars: tuple = ()) -> pygame.Surface:
    """A face-up tile of a kind, with these red stars (the legend's sample of a tile)."""
    return _crisp(_face(kind, stars, 0, max(4, round(rect.width * scale))), scale)


def tile_back(star: int, rect: pygame.Rect, scale: float) -> pygame.Surface:
    """A face-down tile: only the star on its back shows."""
    return _crisp(_back(star, max(4, round(rect.width * scale))), scale)


@lru_cache(maxsize=128)
def _swatch(kind: str, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size))
    paint_terrain(surf, kind, size)
    draw.rect(surf, (40, 26, 14), surf.get_rect(), max(1, size // 12))
    return surf


def swatch(place: str, size: int) -> pygame.Surface:
    """A small terrain square for a job's place condition (`@Forest?`), in physical pixels."""
    return _swatch(PLACE_KINDS.get(place, place), size)
