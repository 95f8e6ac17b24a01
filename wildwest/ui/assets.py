"""Fonts, images and sounds, loaded once from the bundled folders.

A missing or unreadable file never stops the app: fonts fall back to pygame's own,
images to a plain tinted block, sounds to silence, each reported once on stderr.
"""
from __future__ import annotations

import sys
from functools import lru_cache

import pygame

from wildwest.core.paths import resource_path

FONT_FILES = {
    "title": "RobotoSlab-Bold.otf",
    "slab": "RobotoSlab-Regular.otf",
    "body": "VollkornLining-Regular.ttf",     # Vollkorn with lining figures (tools/make_fonts.py)
    "bold": "VollkornLining-Bold.ttf",
    "italic": "VollkornLining-Italic.ttf",
}

_warned: set[str] = set()


def warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        print(f"wildwest: {message}", file=sys.stderr)


@lru_cache(maxsize=None)
def font(role: str, size: int) -> pygame.font.Font:
    """A font by role (title, slab, body, bold, italic) at a logical pixel size."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", FONT_FILES.get(role, FONT_FILES["body"]))
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, FileNotFoundError):
        warn_once(f"font {path.name} missing; using the default font")
        return pygame.font.Font(None, int(size * 1.3))


@lru_cache(maxsize=None)
def image(name: str) -> pygame.Surface:
    """sprites/<name>.png, converted for fast blits once a display exists."""
    path = resource_path("sprites", f"{name}.png")
    try:
        surface = pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError, OSError):
        warn_once(f"image {path.name} missing; drawing a plain block")
        surface = pygame.Surface((64, 64), pygame.SRCALPHA)
        surface.fill((120, 80, 50, 255))
    if pygame.display.get_surface() is not None:
        opaque = not surface.get_flags() & pygame.SRCALPHA
        surface = surface.convert() if opaque else surface.convert_alpha()
    return surface


@lru_cache(maxsize=512)
def scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(image(name), size)


@lru_cache(maxsize=4096)
def text(role: str, size: int, content: str, colour: tuple) -> pygame.Surface:
    """A rendered line of text, cached: tables redraw the same labels every frame."""
    return font(role, size).render(content, True, colour)


def reset() -> None:
    """Forget every loaded font, image and text (see app.forget_surfaces)."""
    for cached in (font, image, scaled, text):
        cached.cache_clear()
