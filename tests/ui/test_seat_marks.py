"""Colour-blind play: seats stay apart under simulated colour-vision deficiency, by colour
distance and by shape."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from wildwest.ui import cardart, theme

# Machado, Oliveira and Fernandes (2009), severity 1.0, applied to linear RGB.
SIMULATIONS = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
MIN_DELTA_E = 20        # CIE76; about 2.3 is a just-noticeable difference


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb_linear) -> tuple[float, float, float]:
    r, g, b = rgb_linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def _seen(colour, matrix) -> tuple[float, float, float]:
    lin = [_linear(c) for c in colour]
    return _lab([min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix])


@pytest.mark.parametrize("kind", sorted(SIMULATIONS))
def test_seat_colours_stay_apart(kind):
    matrix = SIMULATIONS[kind]
    for a, b in itertools.combinations(range(len(theme.SEAT_COLOURS)), 2):
        gap = math.dist(_seen(theme.seat_colour(a), matrix), _seen(theme.seat_colour(b), matrix))
        assert gap >= MIN_DELTA_E, (kind, a, b, round(gap, 1))


def test_simulation_would_catch_the_old_pink_and_green():
    """The pair the issue reported grey-on-grey: the measure must fail it."""
    matrix = SIMULATIONS["deuteranopia"]
    assert math.dist(_seen((196, 64, 118), matrix), _seen((60, 140, 90), matrix)) < MIN_DELTA_E


def test_every_seat_has_its_own_shape():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    assert len(set(theme.SEAT_MARKS)) == len(theme.SEAT_MARKS) == len(theme.SEAT_COLOURS)
    silhouettes = []
    for seat in range(len(theme.SEAT_MARKS)):
        mark = cardart.seat_mark_surface(seat, 32)
        mask = pygame.mask.from_surface(mark, 127)
        silhouettes.append(mask)
        assert 0.2 < mask.count() / (32 * 32) < 0.9
    for a, b in itertools.combinations(silhouettes, 2):
        overlap = a.overlap_area(b, (0, 0))
        differ = a.count() + b.count() - 2 * overlap
        assert differ > 0.08 * 32 * 32      # shapes differ in outline, not only in colour
    screen = pygame.Surface((100, 40))
    drawn = cardart.draw_seat_mark(screen, 3, pygame.Rect(10, 5, 40, 30))
    assert drawn.size == (30, 30) and drawn.center == (30, 20)


def test_every_seat_of_every_game_has_its_own_mark():
    """Desperados seats six: a sixth seat must not wear the first seat's mark."""
    from wildwest.games import game_class, game_names
    most = max(game_class(name).max_players for name in game_names())
    assert len(theme.SEAT_MARKS) >= most
    assert len({(theme.seat_mark(s), theme.seat_colour(s)) for s in range(most)}) == most
