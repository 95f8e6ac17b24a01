"""Sharp drawing at any window size, with layouts written once in logical 1280x720 pixels.

The app draws every scene on a Canvas: a surface with the window's own resolution (the
logical size times `scale`, the largest that fits the window) that is addressed in logical
pixels. Its blit, fill and clip take logical coordinates, `pygame.draw` is taught to scale
them too, and text, textures and cards are rendered at the physical size (assets and
cardart ask `scale_of`), so nothing is ever stretched after drawing: text is as sharp at
1920x1080 as at 1280x720. A plain surface blitted onto a Canvas is scaled on the way (an
animation frame, a shade), which is correct if a little soft. At scale 1 a Canvas is an
ordinary surface. Decision and alternatives: docs/architecture.md, "Window scaling".
"""
from __future__ import annotations

import math
from functools import lru_cache
from types import SimpleNamespace

import pygame

from . import theme


def px(value: float, scale: float) -> int:
    return round(value * scale)


def to_physical(rect, scale: float) -> pygame.Rect:
    """A logical rect in physical pixels; edges are scaled, so neighbours still touch."""
    r = pygame.Rect(rect)
    if scale == 1:
        return r
    left, top = round(r.left * scale), round(r.top * scale)
    return pygame.Rect(left, top, round(r.right * scale) - left, round(r.bottom * scale) - top)


def to_logical(rect, scale: float) -> pygame.Rect:
    r = pygame.Rect(rect)
    if scale == 1:
        return r
    left, top = math.floor(r.left / scale), math.floor(r.top / scale)
    return pygame.Rect(left, top, math.ceil(r.right / scale) - left, math.ceil(r.bottom / scale) - top)


def scale_of(surface) -> float:
    """Physical pixels per logical pixel of a surface: a Canvas's or a Crisp image's scale, else 1."""
    return getattr(surface, "scale", 1)


class _Logical:
    """Sizes in logical pixels. Copies and subsurfaces pygame makes of a subclass skip
    __init__, so the defaults here keep them whole (a scale-1 view of their pixels)."""

    scale = 1
    logical_size: tuple | None = None

    def get_size(self):
        return self.logical_size or pygame.Surface.get_size(self)

    def get_width(self):
        return self.get_size()[0]

    def get_height(self):
        return self.get_size()[1]

    def get_rect(self, **where):
        rect = pygame.Rect((0, 0), self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def copy(self):
        twin = pygame.Surface.copy(self)
        twin.scale, twin.logical_size = self.scale, self.logical_size
        return twin


class Crisp(_Logical, pygame.Surface):
    """An image rendered at a physical resolution that reports its logical size, so layout
    code measures it as if it were drawn at 1280x720 while a Canvas blits it unscaled."""

    def __init__(self, image: pygame.Surface, scale: float) -> None:
        alpha = image.get_flags() & pygame.SRCALPHA
        super().__init__(image.get_size(), alpha)
        if alpha:
            self.fill((0, 0, 0, 0))
            pygame.Surface.blit(self, image, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        else:
            pygame.Surface.blit(self, image, (0, 0))
        self.scale = scale
        self.logical_size = (max(1, math.ceil(image.get_width() / scale)), max(1, math.ceil(image.get_height() / scale)))


class Canvas(_Logical, pygame.Surface):
    """The window's pixels, addressed in logical pixels (see the module docstring)."""

    def __init__(self, scale: float, size=theme.LOGICAL_SIZE, alpha: bool = False) -> None:
        physical = (max(1, px(size[0], scale)), max(1, px(size[1], scale)))
        display = pygame.display.get_surface()
        if alpha:                           # a clear page to draw once and blit over a panel
            super().__init__(physical, pygame.SRCALPHA)
        elif display is not None:
            super().__init__(physical, 0, display)
        else:
            super().__init__(physical)
        self.scale = scale
        self.logical_size = tuple(size)

    _clip: pygame.Rect | None = None

    def subsurface(self, *rect):
        """A Canvas over part of this one (sharing its pixels), in logical pixels."""
        area = pygame.Rect(*rect)
        sub = pygame.Surface.subsurface(self, to_physical(area, self.scale))
        sub.scale, sub.logical_size = self.scale, area.size
        return sub

    # drawing takes logical coordinates
    def blit(self, source, dest, area=None, special_flags=0):
        k = self.scale
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        if k == 1 and scale_of(source) == 1:
            return pygame.Surface.blit(self, source, (x, y), area, special_flags)
        at = (px(x, k), px(y, k))
        if scale_of(source) == k:
            area = None if area is None else to_physical(area, k)
            drawn = pygame.Surface.blit(self, source, at, area, special_flags)
        else:
            part = source if area is None else source.subsurface(pygame.Rect(area).clip(source.get_rect()))
            w, h = part.get_size()
            size = (max(1, px(w, k)), max(1, px(h, k)))
            if size != (w, h):
                smooth = part.get_bitsize() >= 24
                part = (pygame.transform.smoothscale if smooth else pygame.transform.scale)(part, size)
            drawn = pygame.Surface.blit(self, part, at, None, special_flags)
        return to_logical(drawn, k)

    def blits(self, blit_sequence, doreturn=True):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        rect = None if rect is None else to_physical(rect, self.scale)
        return to_logical(pygame.Surface.fill(self, color, rect, special_flags), self.scale)

    def set_clip(self, rect=None):
        self._clip = None if rect is None else pygame.Rect(rect)
        pygame.Surface.set_clip(self, None if rect is None else to_physical(rect, self.scale))

    def get_clip(self):
        raw = pygame.Surface.get_clip(self)
        if self._clip is not None and to_physical(self._clip, self.scale) == raw:
            return pygame.Rect(self._clip)
        return to_logical(raw, self.scale)


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], rgba: tuple) -> pygame.Surface:
    veil_ = pygame.Surface(size, pygame.SRCALPHA)
    veil_.fill(rgba)
    return veil_.convert_alpha() if pygame.display.get_surface() is not None else veil_


def veil(surface: pygame.Surface, rgba: tuple, rect=None) -> None:
    """Lay a translucent colour over `surface` (or `rect` of it), e.g. the shade behind a
    dialog, at the surface's own resolution (a plain logical-size shade would be rescaled
    on every frame)."""
    area = to_physical(surface.get_rect() if rect is None else rect, scale_of(surface))
    pygame.Surface.blit(surface, _veil(area.size, tuple(rgba)), area)


def clear_caches() -> None:
    _veil.cache_clear()


def match(board: pygame.Surface | None, surface: pygame.Surface) -> pygame.Surface:
    """A surface like `surface` (same scale and logical size) to cache drawing in: `board`
    itself if it still fits, else a new one (after the window was resized)."""
    k = scale_of(surface)
    if board is not None and scale_of(board) == k and board.get_size() == surface.get_size():
        return board
    if k == 1 and not isinstance(surface, Canvas):
        return pygame.Surface(surface.get_size()).convert()
    return Canvas(k, surface.get_size())


class Kept:
    """A part of a surface kept as pixels once drawn, and put back while its key stays the
    same: a costly drawing that most frames do not change (a Roadmap sheet) is then one
    blit. The key must name everything the part shows, what was drawn under it included."""

    def __init__(self) -> None:
        self.key = None
        self.pixels: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, rect, key, paint) -> None:
        """`paint()` draws the part inside `rect` (logical) when `key` changed; else the
        pixels kept are put back."""
        area = to_physical(rect, scale_of(surface)).clip(pygame.Surface.get_rect(surface))
        key = (key, area, scale_of(surface))
        if key == self.key:
            pygame.Surface.blit(surface, self.pixels, area)
            return
        paint()
        self.pixels = pygame.Surface.copy(pygame.Surface.subsurface(surface, area))
        self.key = key


# ---- pygame.draw in logical coordinates -------------------------------------------------
# Scenes and tables draw rings, lines and dots with `canvas.draw` (the names and arguments
# of pygame.draw): on a Canvas its points, rects, radii and widths are scaled, so every
# scene (and every future game) writes logical pixels; any other surface goes straight
# through. pygame.draw itself is left alone, so a reader sees which call scales.

def _point(p, k):
    return (p[0] * k, p[1] * k)


def _width(w, k):
    return 0 if w <= 0 else max(1, round(w * k))


def _scaled(name: str, convert):
    original = getattr(pygame.draw, name)

    def scaled(surface, color, *args, **kwargs):
        if not isinstance(surface, Canvas) or surface.scale == 1:
            return original(surface, color, *args, **kwargs)
        k = surface.scale
        args, kwargs = convert(k, list(args), dict(kwargs))
        return to_logical(original(surface, color, *args, **kwargs), k)

    scaled.__doc__ = original.__doc__
    scaled.__name__ = name
    return scaled


def _arg(args, kwargs, index, key, change):
    if len(args) > index:
        args[index] = change(args[index])
    elif key in kwargs:
        kwargs[key] = change(kwargs[key])


def _rect_shape(k, args, kwargs):      # rect, ellipse, arc: (rect, [width|angles...], ...)
    _arg(args, kwargs, 0, "rect", lambda r: to_physical(r, k))
    return args, kwargs


def _rect(k, args, kwargs):
    _rect_shape(k, args, kwargs)
    _arg(args, kwargs, 1, "width", lambda w: _width(w, k))
    for key in list(kwargs):
        if "radius" in key:
            kwargs[key] = kwargs[key] if kwargs[key] < 0 else round(kwargs[key] * k)
    if len(args) > 2:
        args[2:] = [r if r < 0 else round(r * k) for r in args[2:]]
    return args, kwargs


def _ellipse(k, args, kwargs):
    _rect_shape(k, args, kwargs)
    _arg(args, kwargs, 1, "width", lambda w: _width(w, k))
    return args, kwargs


def _arc(k, args, kwargs):
    _rect_shape(k, args, kwargs)
    _arg(args, kwargs, 3, "width", lambda w: _width(w, k))
    return args, kwargs


def _line(k, args, kwargs):            # line, aaline: (start, end, width|blend)
    _arg(args, kwargs, 0, "start_pos", lambda p: _point(p, k))
    _arg(args, kwargs, 1, "end_pos", lambda p: _point(p, k))
    _arg(args, kwargs, 2, "width", lambda w: _width(w, k))
    return args, kwargs


def _lines(k, args, kwargs):           # lines, aalines: (closed, points, width|blend)
    _arg(args, kwargs, 1, "points", lambda ps: [_point(p, k) for p in ps])
    _arg(args, kwargs, 2, "width", lambda w: _width(w, k))
    return args, kwargs


def _polygon(k, args, kwargs):
    _arg(args, kwargs, 0, "points", lambda ps: [_point(p, k) for p in ps])
    _arg(args, kwargs, 1, "width", lambda w: _width(w, k))
    return args, kwargs


def _circle(k, args, kwargs):
    _arg(args, kwargs, 0, "center", lambda p: _point(p, k))
    _arg(args, kwargs, 1, "radius", lambda r: r * k)
    _arg(args, kwargs, 2, "width", lambda w: _width(w, k))
    return args, kwargs


draw = SimpleNamespace(**{name: _scaled(name, convert) for name, convert in (
    ("rect", _rect), ("ellipse", _ellipse), ("arc", _arc), ("line", _line), ("aaline", _line),
    ("lines", _lines), ("aalines", _lines), ("polygon", _polygon), ("circle", _circle))})
