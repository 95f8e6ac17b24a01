"""Fonts, images and sounds, loaded once from the bundled folders.

A missing or unreadable file never stops the app: fonts fall back to pygame's own,
images to a plain tinted block, sounds to silence, each reported once on stderr.
"""
from __future__ import annotations

import math
import sys
from functools import cache, lru_cache

import pygame

from wildwest.core.paths import resource_path

from .canvas import Crisp

FONT_FILES = {
    "title": "RobotoSlab-Bold.otf",
    "slab": "RobotoSlab-Regular.otf",
    "body": "VollkornLining-Regular.ttf",     # Vollkorn with lining figures (tools/make_fonts.py)
    "bold": "VollkornLining-Bold.ttf",
    "prompt": "VollkornLining-Bold.ttf",      # bold, set glyph by glyph when scaled (SPACED_ROLES)
    "italic": "VollkornLining-Italic.ttf",
}

_warned: set[str] = set()


def warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        print(f"wildwest: {message}", file=sys.stderr)


MIN_TEXT_PX = 16
"""Text of this logical size or more is never drawn under this many physical pixels: in a
window smaller than the logical one, small type grows (its layout measures it so)."""

_scale = 1.0

SPACED_ROLES = {"prompt"}
"""Roles set glyph by glyph on whole-pixel advances in a scaled window: SDL_ttf's own pen
packs Vollkorn Bold so tight at 14-16 px that "click" reads "dick". Only the prompt, which
wraps to its width: elsewhere bold keeps SDL_ttf's narrower lines that layouts are made for."""


def set_scale(scale: float) -> None:
    """Physical pixels per logical pixel of the window (canvas.Canvas): text and images the
    scenes draw are rendered at that resolution from now on."""
    global _scale
    if scale != _scale:
        _scale = scale
        for cached in (font, text, scaled):
            cached.cache_clear()


def text_px(size: int) -> int:
    """The physical pixel size logical text of `size` is rendered at in this window."""
    return max(1, round(size * _scale), min(size, MIN_TEXT_PX))


@cache
def raw_font(role: str, size: int) -> pygame.font.Font:
    """A font by role (title, slab, body, bold, italic) at a size in pixels of whatever it
    draws on (card faces are drawn this way, at their own resolution)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = resource_path("fonts", FONT_FILES.get(role, FONT_FILES["body"]))
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, FileNotFoundError):
        warn_once(f"font {path.name} missing; using the default font")
        return pygame.font.Font(None, int(size * 1.3))


def _pens(f: pygame.font.Font, content: str) -> list[int]:
    """Where each glyph of a line starts when advances are whole pixels (SPACED_ROLES)."""
    pens, x = [], 0
    for char, metric in zip(content, f.metrics(content)):
        pens.append(x)
        x += metric[4] if metric else f.size(char)[0]
    return pens


def spaced_size(f: pygame.font.Font, content: str) -> tuple[int, int]:
    """The size spaced_render draws `content` at."""
    if not content:
        return f.size(content)
    return _pens(f, content)[-1] + f.size(content[-1])[0], f.get_height()


def spaced_render(f: pygame.font.Font, content: str, colour) -> pygame.Surface:
    """A line set glyph by glyph, so no two letters melt into one at small sizes."""
    if not content:
        return f.render(content, True, colour)
    line = pygame.Surface(spaced_size(f, content), pygame.SRCALPHA)
    for x, char in zip(_pens(f, content), content):
        line.blit(f.render(char, True, colour), (x, 0))
    return line


class LogicalFont:
    """A font measured in logical pixels: the physical font `text` draws with, its sizes
    divided by the scale, so a layout measures exactly what will be drawn."""

    def __init__(self, role: str, size: int) -> None:
        self.role, self.size_px, self.physical = role, size, raw_font(role, text_px(size))

    def _logical(self, value: int) -> int:
        return math.ceil(value / _scale)

    def size(self, content: str) -> tuple[int, int]:
        spaced = self.role in SPACED_ROLES
        w, h = spaced_size(self.physical, content) if spaced else self.physical.size(content)
        return self._logical(w), self._logical(h)

    def get_height(self) -> int:
        return self._logical(self.physical.get_height())

    def get_linesize(self) -> int:
        return self._logical(self.physical.get_linesize())

    def get_ascent(self) -> int:
        return self._logical(self.physical.get_ascent())

    def render(self, content: str, antialias: bool, colour, background=None) -> pygame.Surface:
        if self.role in SPACED_ROLES and background is None:
            return Crisp(spaced_render(self.physical, content, colour), _scale)
        return Crisp(self.physical.render(content, antialias, colour, background), _scale)


@cache
def font(role: str, size: int):
    """The font to measure (and render) logical text of `size` with: raw_font itself at
    scale 1, else a LogicalFont over what `text` really draws (see MIN_TEXT_PX)."""
    return raw_font(role, size) if _scale == 1 else LogicalFont(role, size)


@cache
def _decoded(name: str) -> pygame.Surface:
    """sprites/<name>.png as decoded, kept for the life of the process: decoding is the dear
    part of loading, and a decoded surface outlives pygame.quit(), so a new window (each UI
    test opens one) need not read the files again."""
    path = resource_path("sprites", f"{name}.png")
    try:
        return pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError, OSError):
        warn_once(f"image {path.name} missing; drawing a plain block")
        surface = pygame.Surface((64, 64), pygame.SRCALPHA)
        surface.fill((120, 80, 50, 255))
        return surface


@cache
def image(name: str) -> pygame.Surface:
    """sprites/<name>.png, converted for fast blits once a display exists."""
    surface = _decoded(name)
    if pygame.display.get_surface() is None:
        return surface.copy()
    opaque = not surface.get_flags() & pygame.SRCALPHA
    return surface.convert() if opaque else surface.convert_alpha()


@lru_cache(maxsize=512)
def resized(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A sprite at size in pixels of whatever it draws on."""
    return pygame.transform.smoothscale(image(name), size)


@lru_cache(maxsize=64)
def scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A sprite covering `size` logical pixels, resampled once at the window's resolution."""
    if _scale == 1:
        return resized(name, size)
    return Crisp(resized(name, (max(1, round(size[0] * _scale)), max(1, round(size[1] * _scale)))), _scale)


@lru_cache(maxsize=4096)
def raw_text(role: str, size: int, content: str, colour: tuple) -> pygame.Surface:
    """A line of text at `size` pixels of whatever it draws on, cached."""
    return raw_font(role, size).render(content, True, colour)


@lru_cache(maxsize=4096)
def text(role: str, size: int, content: str, colour: tuple) -> pygame.Surface:
    """A line of logical text, rendered at the window's resolution (canvas.Crisp) and
    cached: tables redraw the same labels every frame."""
    if _scale == 1:
        return raw_text(role, size, content, colour)
    if role in SPACED_ROLES:
        return Crisp(spaced_render(raw_font(role, text_px(size)), content, colour), _scale)
    return Crisp(raw_text(role, text_px(size), content, colour), _scale)


def reset() -> None:
    """Forget every font, converted image and text, and the window's scale (see
    app.forget_surfaces): until a window says otherwise, logical pixels are physical.
    Decoded sprites stay (_decoded)."""
    global _scale
    _scale = 1.0
    for cached in (raw_font, font, image, resized, scaled, raw_text, text):
        cached.cache_clear()
