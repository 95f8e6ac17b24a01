"""Every number reads as a number: the text faces set lining figures, as tall as capitals."""
from __future__ import annotations

import pygame
import pytest

from wildwest.core.paths import resource_path
from wildwest.ui import assets


@pytest.mark.parametrize("role", sorted(assets.FONT_FILES))
def test_digits_stand_as_tall_as_capitals(role):
    pygame.font.init()
    assets.font.cache_clear()
    font = assets.font(role, 60)
    cap_top, base = font.metrics("H")[0][3], font.metrics("H")[0][2]
    for digit, (_, _, bottom, top, _) in zip("0123456789", font.metrics("0123456789")):
        assert abs(top - cap_top) <= 0.12 * cap_top, (role, digit, top, cap_top)   # no short 0, 1, 2
        assert bottom >= base - 0.12 * cap_top, (role, digit, bottom)              # no descending 3-9


def test_old_style_would_fail():
    """The check bites: Vollkorn's own default digits are old-style."""
    pygame.font.init()
    font = pygame.font.Font(str(resource_path("fonts", "Vollkorn-Regular.ttf")), 60)
    cap_top = font.metrics("H")[0][3]
    assert any(abs(m[3] - cap_top) > 0.12 * cap_top for m in font.metrics("0123456789"))
