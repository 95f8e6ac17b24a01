"""Card faces, card backs, panels, buttons, icons and counters, drawn the Western way.

A pure drawing module: pygame and the bundled sprites/fonts only, nothing from the games.
Everything expensive is rendered once and cached by its arguments, so a table can call
these every frame:

    face = CardFace("Bounty Hunter", value="6", kind="Pink", text="...", icon="icon_revolver")
    draw_card(screen, face, pygame.Rect(100, 500, 110, 154), highlight=True)

Surfaces returned by render_card / render_back are shared cache entries: blit them, never
draw on them. Sizes the layout was tuned for: 80x112 (played rows: title, value and art,
no rules text), 110x154 (hand: rules text at 13 px where it fits), 240x336 (hover zoom).
"""
from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from wildwest.core.paths import resource_path
from wildwest.ui import assets, theme
from wildwest.ui.canvas import draw, scale_of, to_logical, to_physical

INK = (46, 30, 18)            # body text, outlines
CREAM = (250, 240, 214)
GOLD = (232, 184, 70)
GOLD_LIGHT = (255, 234, 150)
GOLD_DARK = (140, 92, 24)

HAND = (110, 154)
PLAYED = (80, 112)
ZOOM = (240, 336)


@dataclass(frozen=True)
class CardFace:
    title: str                       # e.g. "Bounty Hunter"
    value: str = ""                  # big corner number/symbol, e.g. "6"
    kind: str = ""                   # small caption under the title, e.g. "Town Hire" or "Pink"
    text: str = ""                   # rules text, wrapped; the font shrinks rather than overflow
    accent: tuple = (190, 60, 110)   # frame colour
    icon: str = ""                   # sprite drawn as the card's art, e.g. "icon_dynamite"
    footer: str = ""                 # e.g. "Beats 2 3 4 · 8" or a production "2"
    footer_icon: str = ""            # e.g. "icon_silver"
    footer_short: str = ""           # what a plaque too small for `footer` says instead ("2" by
                                     # its icon); empty: the small card leaves the text to its zoom
    badge: str = ""                  # optional top-right marker, e.g. "icon_ribbon"
    mark: int = -1                   # the owning seat: its shape and colour take the badge's corner
    art: str = ""                    # the card's own scene behind the icon, seeded by this key
    verb: str = ""                   # a small second icon in the art: what the card does

    def __post_init__(self) -> None:
        # a list accent would make the face unhashable (and uncacheable)
        object.__setattr__(self, "accent", tuple(int(c) for c in self.accent[:3]))


# --------------------------------------------------------------------------- small helpers

def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def _mix(a, b, t: float) -> tuple:
    return tuple(_clamp(x + (y - x) * t) for x, y in zip(a, b))


def _shade(c, f: float) -> tuple:
    return _mix(c, (255, 255, 255), f) if f >= 0 else _mix(c, (0, 0, 0), -f)


def _luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _text_on(c) -> tuple:
    """Cream on dark colours, ink on light ones."""
    return CREAM if _luma(c) < 150 else INK


def _key(size) -> tuple[int, int]:
    return max(1, int(size[0])), max(1, int(size[1]))


_put = pygame.Surface.blit
"""Blit in physical pixels: the public draw_* functions take logical rects, render at the
target's own resolution (canvas.scale_of) and place the result pixel for pixel."""


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits once a display exists (tests run without one)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@lru_cache(maxsize=256)
def _gradient_cached(size: tuple[int, int], top: tuple, bottom: tuple, vertical: bool) -> pygame.Surface:
    w, h = size
    n = h if vertical else w
    strip = pygame.Surface((1, n) if vertical else (n, 1), pygame.SRCALPHA)
    (r0, g0, b0), (r1, g1, b1) = top[:3], bottom[:3]
    for i in range(n):
        t = i / max(1, n - 1)
        c = (round(r0 + (r1 - r0) * t), round(g0 + (g1 - g0) * t), round(b0 + (b1 - b0) * t), 255)
        strip.set_at((0, i) if vertical else (i, 0), c)
    return pygame.transform.scale(strip, (w, h))


def _gradient(size, top, bottom, vertical: bool = True) -> pygame.Surface:
    """An opaque linear gradient (a fresh copy: callers draw on it)."""
    return _gradient_cached(_key(size), tuple(top), tuple(bottom), bool(vertical)).copy()


@lru_cache(maxsize=64)
def _corner(radius: int) -> pygame.Surface:
    """A 2r x 2r anti-aliased white disc (drawn at 4x), quartered for rounded corners."""
    big = pygame.Surface((radius * 8, radius * 8), pygame.SRCALPHA)
    draw.circle(big, (255, 255, 255, 255), (radius * 4, radius * 4), radius * 4)
    small = pygame.transform.smoothscale(big, (radius * 2, radius * 2))
    small.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small


@lru_cache(maxsize=128)
def _round_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White inside a rounded rectangle, transparent outside, with anti-aliased corners."""
    w, h = size
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 255))
    r = max(0, min(int(radius), w // 2, h // 2))
    if r < 1:
        return mask
    disc = _corner(r)
    for (x, y), (sx, sy) in (((0, 0), (0, 0)), ((w - r, 0), (r, 0)), ((0, h - r), (0, r)), ((w - r, h - r), (r, r))):
        mask.fill((0, 0, 0, 0), (x, y, r, r))
        mask.blit(disc, (x, y), (sx, sy, r, r))
    return mask


def _masked(fill: pygame.Surface, radius: int) -> pygame.Surface:
    """fill clipped to a rounded rectangle of its own size, with soft edges."""
    if fill.get_flags() & pygame.SRCALPHA:
        out = fill.copy()
    else:
        out = pygame.Surface(fill.get_size(), pygame.SRCALPHA)
        out.blit(fill, (0, 0))
    out.blit(_round_mask(_key(out.get_size()), int(radius)), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


@cache
def _has_sprite(name: str) -> bool:
    return bool(name) and resource_path("sprites", f"{name}.png").exists()


@lru_cache(maxsize=64)
def _texture(name: str, size: tuple[int, int], tile: bool = False) -> pygame.Surface:
    """A texture sprite covering size: tiled (leather) or cropped-and-scaled (paper, wood)."""
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    if not _has_sprite(name):
        out.fill({"paper": (236, 220, 182), "leather": (116, 66, 34)}.get(name, (96, 58, 30)))
        return out
    img = assets.image(name)
    iw, ih = img.get_size()
    if tile:
        for y in range(0, h, ih):
            for x in range(0, w, iw):
                out.blit(img, (x, y))
        return out
    # keep the grain scale: crop a region of the same aspect, only enlarge when needed
    scale = max(w / iw, h / ih, 0.5)
    cw, ch = min(iw, round(w / scale)), min(ih, round(h / scale))
    region = img.subsurface(((iw - cw) // 2, (ih - ch) // 2, cw, ch))
    out.blit(pygame.transform.smoothscale(region, (w, h)), (0, 0))
    return out


def _render_text(role: str, size: int, content: str, colour) -> pygame.Surface:
    return assets.raw_text(role, int(size), content, tuple(colour))


@lru_cache(maxsize=512)
def _outlined(role: str, size: int, content: str, colour: tuple, outline: tuple, width: int = 1) -> pygame.Surface:
    """Text with a dark rim, readable on felt, wood or a busy card frame."""
    fg = _render_text(role, size, content, colour)
    rim = _render_text(role, size, content, outline)
    out = pygame.Surface((fg.get_width() + 2 * width, fg.get_height() + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx or dy:
                out.blit(rim, (width + dx, width + dy))
    out.blit(fg, (width, width))
    return out


def _embossed(role: str, size: int, content: str, colour, light=None, dark=None) -> pygame.Surface:
    """Text with a one-pixel shadow below (dark) and an optional highlight above."""
    fg = _render_text(role, size, content, colour)
    out = pygame.Surface((fg.get_width() + 1, fg.get_height() + 2), pygame.SRCALPHA)
    if light:
        out.blit(_render_text(role, size, content, light), (0, 0))
    if dark:
        out.blit(_render_text(role, size, content, dark), (1, 2))
    out.blit(fg, (0, 1))
    return out


# --------------------------------------------------------------------------- text layout

def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to width pixels; honours newlines; splits words wider than a line."""
    return list(_wrapped(str(text), font, max(1, int(width))))


@lru_cache(maxsize=16384)
def _wrapped(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    """Each text wrapped once per font and width: every frame lays out the same prompts,
    notes, tooltips and log lines again. A font is a key by itself: a resized window
    gives new fonts (assets.set_scale), so text is measured anew and fits."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        cur = ""
        for word in words:
            trial = f"{cur} {word}" if cur else word
            if font.size(trial)[0] <= width:
                cur = trial
                continue
            if cur:
                lines.append(cur)
            # a single word wider than the line is broken by characters
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut] + "-")[0] > width:
                    cut -= 1
                lines.append(word[:cut] + "-")
                word = word[cut:]
            cur = word
        lines.append(cur)
    return lines


def _two_lines(title: str, width: int, size: int) -> tuple[int, list[str], float]:
    """A long card name on two lines split between words (where the longer line is
    shortest), smaller and then condensed rather than broken inside a word ("Saloo / n")."""
    def wide(lines, z: int) -> int:
        return max(assets.raw_font("title", z).size(line)[0] for line in lines)

    words = title.split()
    lines = min(([" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))),
                key=lambda pair: wide(pair, size))
    size = next((z for z in range(size, 7, -1) if wide(lines, z) * 0.86 <= width), 8)
    return size, lines, min(1.0, width / wide(lines, size))


def _line_step(size: int) -> int:
    return max(size + 1, round(size * 1.1))


def _block_height(size: int, n_lines: int) -> int:
    return _line_step(size) * (n_lines - 1) + size + max(2, size // 5)


def _fits(text: str, role: str, width: int, height: int, size: int) -> bool:
    return _block_height(size, len(wrap_text(text, assets.raw_font(role, size), width))) <= height


def _fit_lines(text: str, role: str, width: int, height: int, max_size: int, min_size: int):
    """The largest font size in [min_size, max_size] whose wrapped text fits the box.
    Returns (size, lines, block_height); at min_size the lines are cut with an ellipsis."""
    for size in range(max_size, min_size - 1, -1):
        font = assets.raw_font(role, size)
        lines = wrap_text(text, font, width)
        h = _block_height(size, len(lines))
        if h <= height:
            return size, lines, h
    size = min_size
    font = assets.raw_font(role, size)
    lines = wrap_text(text, font, width)
    fit = max(1, (height - size) // _line_step(size) + 1)
    if len(lines) > fit:
        lines = lines[:fit]
        last = lines[-1]
        while last and font.size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return size, lines, _block_height(size, len(lines))


def _fit_single(text: str, role: str, width: int, max_size: int, min_size: int) -> tuple[int, str]:
    """The largest size at which text fits on one line, else min_size and an ellipsis."""
    for size in range(max_size, min_size - 1, -1):
        if assets.raw_font(role, size).size(text)[0] <= width:
            return size, text
    font = assets.raw_font(role, min_size)
    cut = text
    while cut and font.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return min_size, cut.rstrip() + "…"


# --------------------------------------------------------------------------- icons

@lru_cache(maxsize=256)
def _icon(name: str, size: int) -> pygame.Surface | None:
    if size <= 0:
        return None
    if not _has_sprite(name):
        if name:
            assets.warn_once(f"icon {name}.png missing; drawing nothing")
        return None
    return assets.resized(name, (size, size))


def draw_icon(surface: pygame.Surface, name: str, center, size: int) -> pygame.Rect:
    """A sprite scaled (cached) and centred on center. Unknown names draw nothing."""
    k = scale_of(surface)
    size = round(size * k)
    img = _icon(name, int(size))
    rect = pygame.Rect(0, 0, int(size), int(size))
    rect.center = (round(center[0] * k), round(center[1] * k))
    if img is not None:
        _put(surface, img, rect)
    return to_logical(rect, k)


@lru_cache(maxsize=256)
def _counter_label(value: str, size: int) -> pygame.Surface:
    return _outlined("title", size, value, CREAM, (24, 14, 8), max(1, size // 14))


def draw_counter(surface: pygame.Surface, center, icon: str, value: str, *, size: int = 28) -> pygame.Rect:
    """An icon with a number beside it (gold, coal, ribbons...), centred on center as a group.
    The number is cream with a dark rim so it reads on felt, wood or paper."""
    k = scale_of(surface)
    size = round(size * k)
    center = (center[0] * k, center[1] * k)
    label = _counter_label(str(value), max(10, round(size * 0.78)))
    gap = max(2, size // 8)
    has_icon = _icon(icon, size) is not None
    w = (size + gap if has_icon else 0) + label.get_width()
    h = max(size, label.get_height())
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(center[0]), round(center[1]))
    x = rect.left
    if has_icon:
        _put(surface, _icon(icon, size), _icon(icon, size).get_rect(center=(round(x + size / 2), rect.centery)))
        x += size + gap
    _put(surface, label, label.get_rect(midleft=(x, rect.centery + 1)))
    return to_logical(rect, k)


# --------------------------------------------------------------------------- seat marks

def _mark_points(shape: str, c: float, r: float) -> list[tuple[float, float]] | None:
    """The outline of a seat's shape around (c, c) with radius r; None for the circle."""
    if shape == "diamond":
        return [(c, c - r), (c + r * 0.8, c), (c, c + r), (c - r * 0.8, c)]
    if shape == "square":
        k = r * 0.8
        return [(c - k, c - k), (c + k, c - k), (c + k, c + k), (c - k, c + k)]
    if shape == "triangle":
        return [(c, c - r), (c + r * 0.95, c + r * 0.72), (c - r * 0.95, c + r * 0.72)]
    if shape == "star":
        return [(c + math.sin(i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45),
                 c - math.cos(i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45) + r * 0.08) for i in range(10)]
    if shape == "cross":
        a, b = r * 0.9, r * 0.34
        return [(c - b, c - a), (c + b, c - a), (c + b, c - b), (c + a, c - b), (c + a, c + b), (c + b, c + b),
                (c + b, c + a), (c - b, c + a), (c - b, c + b), (c - a, c + b), (c - a, c - b), (c - b, c - b)]
    return None


@lru_cache(maxsize=64)
def seat_mark_surface(seat: int, size: int) -> pygame.Surface:
    """A seat's shape in its colour with a dark rim and a light inner edge, drawn at 4x and
    shrunk so small marks stay smooth."""
    big = max(4, int(size)) * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c, r = big / 2, big / 2 - big * 0.06
    colour = theme.seat_colour(seat)
    points = _mark_points(theme.seat_mark(seat), c, r)
    for fill, shrink in ((INK, 0), (_shade(colour, 0.45), big * 0.09), (colour, big * 0.14)):
        if points is None:
            draw.circle(surf, fill, (c, c), r * 0.92 - shrink)
        else:
            k = 1 - shrink / r
            draw.polygon(surf, fill, [(c + (x - c) * k, c + (y - c) * k) for x, y in points])
    return _finish(pygame.transform.smoothscale(surf, (max(4, int(size)),) * 2))


def draw_seat_mark(surface: pygame.Surface, seat: int, rect, lying: bool = False) -> pygame.Rect:
    """Seat `seat`'s mark (its shape in its colour) centred in rect, as large as fits: call
    it wherever a seat's colour is shown, so colour-blind players can tell seats apart.
    `lying` tips it over onto its side, filling rect's width (a marker laid down)."""
    k = scale_of(surface)
    rect = to_physical(rect, k)
    size = max(4, min(rect.w, rect.h))
    mark = seat_mark_surface(seat, size)
    if lying:
        size = max(4, rect.w)
        mark = pygame.transform.smoothscale(pygame.transform.rotate(seat_mark_surface(seat, size), 90),
                                            (size, max(4, min(rect.h, size * 11 // 20))))
    drawn = mark.get_rect(center=rect.center)
    _put(surface, mark, drawn)
    return to_logical(drawn, k)


# --------------------------------------------------------------------------- card faces

def _scale(size) -> float:
    return min(size[0] / HAND[0], size[1] / HAND[1])


def _ribbon(surf, rect: pygame.Rect, colour, tail: int) -> None:
    """A title banner: a band with folded, notched tails behind both ends."""
    dark = _shade(colour, -0.45)
    back = _shade(colour, -0.25)
    h = rect.h
    notch = max(2, h // 3)
    for side in (-1, 1):
        x_in = rect.left + tail if side < 0 else rect.right - tail
        x_out = rect.left - tail if side < 0 else rect.right + tail
        y0, y1 = rect.top + h * 0.28, rect.bottom + h * 0.28
        tail_pts = [(x_in, y0), (x_out, y0), (x_out - side * notch, (y0 + y1) / 2), (x_out, y1), (x_in, y1)]
        draw.polygon(surf, back, tail_pts)
        draw.polygon(surf, dark, tail_pts, 1)
        fold = [(x_in, rect.bottom), (x_in + side * tail * 0, y1), (x_in - side * min(tail, h // 3), rect.bottom)]
        draw.polygon(surf, dark, fold)
    band = _gradient(rect.size, _shade(colour, 0.18), _shade(colour, -0.2))
    surf.blit(band, rect.topleft)
    draw.line(surf, _shade(colour, 0.45), (rect.left, rect.top + 1), (rect.right - 1, rect.top + 1))
    draw.rect(surf, dark, rect, 1)


def _medallion(surf, center, diameter: int, value: str, accent) -> None:
    r = diameter / 2
    cx, cy = center
    draw.circle(surf, (0, 0, 0, 90), (cx + 1, cy + max(1, r * 0.12)), r)
    ring = _gradient((diameter, diameter), GOLD_LIGHT, GOLD_DARK)
    disc = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    draw.circle(disc, (255, 255, 255), (r, r), r)
    ring.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(ring, (cx - r, cy - r))
    inner = max(2, round(r * 0.84))
    face = _gradient((inner * 2, inner * 2), _mix(CREAM, (255, 255, 255), 0.4), _mix(CREAM, accent, 0.25))
    disc = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    draw.circle(disc, (255, 255, 255), (inner, inner), inner)
    face.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (cx - inner, cy - inner))
    draw.circle(surf, GOLD_DARK, (cx, cy), inner, 1)
    if value:
        colour = _shade(accent, -0.5)
        room = inner * 2 - max(2, inner // 3)
        size, shown = _fit_single(value, "title", room, round(inner * 1.75), 8)
        img = _render_text("title", size, shown, colour)
        box = img.get_bounding_rect()
        surf.blit(img, (cx - box.centerx, cy - box.centery), )


@dataclass
class _Layout:
    compact: bool
    frame: int
    body: pygame.Rect
    pad: int
    title_size: int
    title_lines: list
    title_squeeze: float
    banner: pygame.Rect
    medallion: int              # diameter, 0 without a value
    medallion_center: tuple
    badge: int                  # icon size, 0 without a badge
    kind_size: int
    kind_center: tuple
    kind_text: str              # the caption as it fits: all of it, or its first part
    kind_dashes: bool           # the dashes either side, when there is room
    art: pygame.Rect
    icon_size: int
    text_size: int
    text_width: int
    text_lines: list
    text_top: int
    footer: pygame.Rect | None
    footer_size: int
    footer_text: str            # face.footer with a line too long for the plaque wrapped at a word


def _layout(face: CardFace, size: tuple[int, int]) -> _Layout:
    """Where everything goes. Top to bottom: title banner, caption, art window (the value
    medallion and the badge sit on its upper corners), rules text, footer plaque. When room
    is short the art shrinks first, then the caption goes, then the text font shrinks."""
    w, h = size
    s = _scale(size)
    compact = w < 100 or h < 140
    frame = max(3, round(w * 0.045))
    body = pygame.Rect(frame, frame, w - 2 * frame, h - 2 * frame)
    pad = max(2, round(3 * s))
    # title banner across the top, full width
    title_max = max(11, round(14 * s ** 0.85))
    title_min = max(10, round(title_max * 0.8))
    title_w = body.w - 2 * pad
    tsize, shown = _fit_single(face.title, "title", title_w, title_max, title_min)
    lines = [shown]
    squeeze = 1.0
    natural = assets.raw_font("title", title_min).size(face.title)[0]
    if shown != face.title and natural * 0.86 <= title_w:  # a little too wide: condense it
        tsize, lines, squeeze = title_min, [face.title], title_w / natural
    elif shown != face.title and " " not in face.title:  # one long word: smaller, then condensed
        tsize = next((z for z in range(title_min, 7, -1)
                      if assets.raw_font("title", z).size(face.title)[0] * 0.86 <= title_w), 8)
        squeeze = min(1.0, title_w / assets.raw_font("title", tsize).size(face.title)[0])
        lines = [face.title]
    elif shown != face.title:  # too long even small: two lines
        tsize, lines, squeeze = _two_lines(face.title, title_w, title_min)
    banner_h = round(tsize * 1.4) + _line_step(tsize) * (len(lines) - 1)
    banner = pygame.Rect(body.left, body.top + pad, body.w, banner_h)
    y = banner.bottom + pad

    medallion = (max(24, round(28 * s)) if not compact else max(22, round(30 * s))) if face.value else 0
    badge = (max(14, round(20 * s)) if face.mark >= 0 or face.badge and _has_sprite(face.badge) else 0)
    medallion_center = (body.left + medallion / 2 - frame * 0.35, banner.bottom + medallion / 2 - max(1, pad))

    kind_size = max(9, round(9.5 * s ** 0.8)) if face.kind and not compact else 0
    # footer plaque at the bottom
    footer = None
    footer_size = max(10, round(11 * s ** 0.8))
    bottom = body.bottom - pad
    footer_text = _footer_text(face, body.w - 2 * pad, footer_size, s)
    if footer_text or face.footer_icon:
        fh = round(footer_size * 1.62) + _line_step(footer_size) * footer_text.count("\n")
        footer = pygame.Rect(body.left + pad, bottom - fh, body.w - 2 * pad, fh)
        bottom = footer.top - pad

    art_min = max(16, round(18 * s))
    text_w = body.w - 2 * pad
    text_max = max(13, round(13 * s ** 0.6))
    text_min = 9 if w < 200 else 12
    text_size, text_lines, text_h = 0, [], 0
    show_text = bool(face.text) and not compact

    def room(with_kind: bool) -> int:
        return bottom - y - (kind_size + pad if with_kind else 0)

    use_kind = kind_size > 0
    if show_text:
        # keep the body text large: the art is already at its least, so drop the caption
        # before shrinking the font
        if use_kind and s < 1.6 and not _fits(face.text, "body", text_w, room(True) - art_min - pad, text_max):
            use_kind = False
        avail = room(use_kind) - art_min - pad
        text_size, text_lines, text_h = _fit_lines(face.text, "body", text_w, avail, text_max, text_min)
    kind_center, kind_text, kind_dashes = (0, 0), face.kind.upper(), False
    fits = []
    if use_kind:
        # between the medallion and the badge: the whole caption if it fits (a little
        # smaller if need be), else its first part ("COMPANION" of "COMPANION · INTERRUPT"),
        # with dashes when there is room; no caption rather than one under the badge
        clear = max(4, round(5 * s))
        lo = medallion_center[0] + medallion / 2 + clear if medallion else body.left + pad
        hi = body.right - (badge + clear if badge else pad)
        dashes = 2 * max(6, round(12 * s))
        whole, first = face.kind.upper(), face.kind.split(" · ")[0].upper()
        fits = [(size, text, dash) for text, give in ((whole, 2), (first, 4)) for dash in (dashes, 0)
                for size in range(kind_size, max(7, kind_size - give) - 1, -1)
                if assets.raw_font("slab", size).size(text)[0] + dash <= hi - lo]
    if fits:
        kind_size, kind_text, dash = fits[0]
        kind_dashes = dash > 0
        cap_w = assets.raw_font("slab", kind_size).size(kind_text)[0] + dash
        cx = min(max(w / 2, lo + cap_w / 2), hi - cap_w / 2)
        kind_center = (cx, y + kind_size / 2 + 1)
        y += kind_size + pad
    else:
        kind_size = 0
    space = bottom - y
    art_h = space - (text_h + pad if text_lines else 0)
    if text_lines:
        art_h = max(min(art_min, space), min(art_h, round(h * 0.5)))
    art = pygame.Rect(body.left + pad, y, body.w - 2 * pad, max(0, art_h))
    # the art may tuck under the medallion's and badge's corners, as icons are roundish
    side = max(medallion, badge)
    icon_size = int(max(0, min(art.h * 0.86, art.w * 0.86, art.w - side * 0.9, 118)))
    # centre the text in what is left below the art
    rest_top = art.bottom + pad
    text_top = rest_top + max(0, (bottom - rest_top - text_h) // 2)
    return _Layout(compact, frame, body, pad, tsize, lines, squeeze, banner, medallion, medallion_center, badge,
                   kind_size, kind_center, kind_text, kind_dashes, art, icon_size, text_size, text_w, text_lines, text_top,
                   footer, footer_size, footer_text)


# Skies for card scenes: (zenith, horizon, sun) at dawn, noon, dusk, under a storm, by night.
SKIES = (((236, 150, 140), (252, 216, 160), (255, 244, 210)), ((110, 160, 214), (214, 228, 236), (255, 250, 220)),
         ((120, 60, 96), (240, 146, 70), (255, 210, 120)), ((92, 98, 112), (176, 168, 150), (230, 226, 210)),
         ((28, 30, 64), (84, 70, 110), (240, 236, 214)))


def _sunburst(bg: pygame.Surface, accent) -> None:
    """The plain art background: soft radial light and rays in the card's colour."""
    w, h = bg.get_size()
    centre_col = _mix(CREAM, accent, 0.12)
    edge_col = _mix(_shade(accent, -0.2), CREAM, 0.25)
    bg.fill(edge_col)
    cx, cy = w / 2, h * 0.55
    reach = math.hypot(w, h) * 0.62
    steps = 14
    for i in range(steps, 0, -1):  # soft radial light
        t = i / steps
        draw.ellipse(bg, _mix(centre_col, edge_col, t ** 1.3),
                            pygame.Rect(cx - reach * t, cy - reach * t * 0.75, reach * 2 * t, reach * 1.5 * t))
    rays = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(0, 24, 2):  # sunburst
        a0, a1 = 2 * math.pi * i / 24, 2 * math.pi * (i + 1) / 24
        rays_pts = [(cx, cy), (cx + math.cos(a0) * reach, cy + math.sin(a0) * reach),
                    (cx + math.cos(a1) * reach, cy + math.sin(a1) * reach)]
        draw.polygon(rays, (255, 250, 235, 46), rays_pts)
    bg.blit(rays, (0, 0))


def _saguaro(surf, x: float, ground: float, height: float, colour) -> None:
    trunk = max(2, height * 0.16)
    draw.rect(surf, colour, (x - trunk / 2, ground - height, trunk, height), border_radius=int(trunk / 2))
    for side, up in ((-1, 0.55), (1, 0.7)):
        arm_x = x + side * trunk * 1.4
        draw.rect(surf, colour, (min(x, arm_x) - trunk / 4, ground - height * up * 0.62, abs(arm_x - x) + trunk / 2,
                                        trunk * 0.8))
        draw.rect(surf, colour, (arm_x - trunk / 2.4, ground - height * up, trunk * 0.8, height * up * 0.4),
                         border_radius=int(trunk / 2.4))


@lru_cache(maxsize=256)
def _scene(size: tuple[int, int], key: str, accent: tuple) -> pygame.Surface:
    """A card's own little landscape, the same every run for the same key: a sky at some
    hour, a sun or moon, a far range of mesas, and near ground with cacti, a town's false
    fronts or a mine's headframe, washed lightly with the card's colour."""
    w, h = size
    rng = random.Random(zlib.crc32(key.encode()))
    zenith, horizon, sun = SKIES[rng.randrange(len(SKIES))]
    tint = rng.uniform(-0.12, 0.12)
    zenith, horizon = _shade(zenith, tint), _shade(horizon, tint)
    surf = _gradient(size, zenith, horizon)
    sky_h = h * rng.uniform(0.55, 0.7)
    r = max(2, min(w, h) * rng.uniform(0.09, 0.15))
    centre = (w * rng.uniform(0.12, 0.88), sky_h * rng.uniform(0.25, 0.6))
    draw.circle(surf, _mix(sun, horizon, 0.35), centre, r * 1.35)
    draw.circle(surf, sun, centre, r)
    far = _mix(horizon, (70, 40, 50), 0.45)
    points, x = [(0, h)], 0.0
    while x < w:                                     # mesas: flat tops, steep sides
        top = sky_h - h * rng.uniform(0.05, 0.3)
        span = w * rng.uniform(0.15, 0.4)
        slope = span * 0.15
        points += [(x, sky_h), (x + slope, top), (x + span - slope, top), (x + span, sky_h)]
        x += span + w * rng.uniform(0.0, 0.15)
    draw.polygon(surf, far, points + [(w, sky_h), (w, h)])
    near = _mix(_mix(horizon, (120, 80, 40), 0.55), (40, 24, 14), 0.35)
    ground = [(0, h)] + [(w * i / 8, sky_h + h * 0.06 + math.sin(i * rng.uniform(0.6, 1.4) + rng.random()) * h * 0.04)
                         for i in range(9)] + [(w, h)]
    draw.polygon(surf, near, ground)
    dark = _shade(near, -0.35)
    base = sky_h + h * 0.08
    kind = rng.randrange(3)
    if kind == 0:                                    # saguaros
        for _ in range(rng.randint(1, 3)):
            _saguaro(surf, w * rng.choice((rng.uniform(0.04, 0.22), rng.uniform(0.78, 0.96))), base + h * 0.04,
                     h * rng.uniform(0.18, 0.32), dark)
    elif kind == 1:                                  # a town's false fronts
        x = w * rng.uniform(0.0, 0.1)
        for _ in range(rng.randint(3, 5)):
            bw, bh = w * rng.uniform(0.08, 0.14), h * rng.uniform(0.1, 0.22)
            if not w * 0.3 < x + bw / 2 < w * 0.7:    # leave the middle to the figure
                draw.rect(surf, dark, (x, base - bh, bw, bh + h * 0.05))
                draw.rect(surf, _shade(dark, 0.25), (x + bw * 0.3, base - bh * 0.6, bw * 0.35, bh * 0.3))
            x += bw + w * rng.uniform(0.01, 0.05)
    else:                                            # a mine's headframe on a hill
        hx = w * rng.choice((0.16, 0.84))
        fh = h * rng.uniform(0.2, 0.3)
        lw = max(1, round(w / 60))
        draw.line(surf, dark, (hx - fh * 0.3, base), (hx, base - fh), lw)
        draw.line(surf, dark, (hx + fh * 0.3, base), (hx, base - fh), lw)
        draw.line(surf, dark, (hx - fh * 0.15, base - fh * 0.5), (hx + fh * 0.15, base - fh * 0.5), lw)
        draw.circle(surf, dark, (hx, base - fh), max(2, fh * 0.12), lw)
    wash = pygame.Surface(size, pygame.SRCALPHA)
    wash.fill((*accent, 40))
    surf.blit(wash, (0, 0))
    return surf


def _art_window(surf, rect: pygame.Rect, face: CardFace, s: float, icon_size: int) -> None:
    if rect.h < 6 or rect.w < 6:
        return
    accent = face.accent
    radius = max(2, round(4 * s))
    bg = pygame.Surface(rect.size, pygame.SRCALPHA)
    if face.art:
        bg.blit(_scene(rect.size, face.art, accent), (0, 0))
    else:
        _sunburst(bg, accent)
    cx = rect.w / 2
    if face.icon and not _has_sprite(face.icon):
        assets.warn_once(f"icon {face.icon}.png missing; card art left empty")
    # ground shadow under the art
    if face.icon and icon_size > 4 and _has_sprite(face.icon):
        sh = pygame.Surface((icon_size, max(2, icon_size // 5)), pygame.SRCALPHA)
        draw.ellipse(sh, (60, 30, 10, 50), sh.get_rect())
        drop = min(rect.h - icon_size, icon_size * 0.12) / 2 if face.value or face.badge else 0
        bg.blit(sh, sh.get_rect(center=(cx, rect.h / 2 + drop + icon_size * 0.42)))
        draw_icon(bg, face.icon, (rect.w / 2, rect.h / 2 + drop), icon_size)
    verb = round(min(rect.h * 0.42, icon_size * 0.5))
    if face.verb and verb >= 10 and _has_sprite(face.verb):       # what the card does, lower right
        centre = (rect.w - verb * 0.62, rect.h - verb * 0.62)
        draw.circle(bg, (*CREAM, 225), centre, verb * 0.58)
        draw.circle(bg, _shade(accent, -0.4), centre, verb * 0.58, max(1, verb // 14))
        draw_icon(bg, face.verb, centre, round(verb * 0.8))
    bg = _masked(bg, radius)
    surf.blit(bg, rect.topleft)
    draw.rect(surf, _shade(accent, -0.55), rect, 1, border_radius=radius)
    draw.rect(surf, (*GOLD, 200), rect.inflate(-2, -2), 1, border_radius=max(1, radius - 1))


def _footer_text(face: CardFace, width: int, size: int, s: float) -> str:
    """face.footer with each line too wide for the plaque even at its smallest size wrapped
    at its words ("Beats 4-6" over "TNT"); a footer that cannot be laid out whole gives way
    to face.footer_short, so no line is ever cut with an ellipsis."""
    icon = round(round(size * 1.62) * 1.2) if face.footer_icon and _has_sprite(face.footer_icon) else 0
    room = width - icon - (max(2, round(3 * s)) if icon else 0) - 6
    font = assets.raw_font("title", max(8, size - 3))
    lines, given = [], face.footer.split("\n")
    for i, line in enumerate(given):
        parts, cur = [], ""
        for word in line.split(" "):
            if cur and font.size(f"{cur} {word}")[0] > room:
                parts.append(cur)
                cur = word
            else:
                cur = f"{cur} {word}" if cur else word
        parts.append(cur)
        # a word wider than the plaque, or more than the 3 lines a plaque holds: the short form
        if any(font.size(x)[0] > room for x in parts) or len(lines) + len(parts) + len(given) - i - 1 > 3:
            return face.footer_short
        lines += parts
    return "\n".join(lines)


def _footer(surf, rect: pygame.Rect, face: CardFace, text: str, size: int, s: float) -> None:
    """The plaque at the bottom: an icon and a line or two (newlines in `text`, the laid out
    footer), each line fitted to the width at one size so they read as a pair."""
    accent = face.accent
    plaque = _gradient(rect.size, _mix(CREAM, accent, 0.16), _mix(CREAM, accent, 0.34))
    plaque = _masked(plaque, max(2, min(rect.h, round(size * 1.62)) // 3))
    surf.blit(plaque, rect.topleft)
    draw.rect(surf, _mix(accent, INK, 0.45), rect, 1, border_radius=max(2, min(rect.h, round(size * 1.62)) // 3))
    lines = [line for line in text.split("\n") if line]
    icon_h = rect.h if len(lines) < 2 else round(size * 1.62)
    icon_size = round(icon_h * 1.2) if face.footer_icon and _has_sprite(face.footer_icon) else 0
    gap = max(2, round(3 * s)) if icon_size and lines else 0
    room = rect.w - icon_size - gap - 6
    fsize = min((_fit_single(line, "title", room, size, max(8, size - 3))[0] for line in lines), default=size)
    labels = [_render_text("title", fsize, _fit_single(line, "title", room, fsize, fsize)[1], INK) for line in lines]
    widest = max((label.get_bounding_rect().w for label in labels), default=0)
    x = rect.centerx - (icon_size + gap + widest) / 2
    if icon_size:
        draw_icon(surf, face.footer_icon, (x + icon_size / 2, rect.centery), icon_size)
        x += icon_size + gap
    step = _line_step(fsize)
    for i, label in enumerate(labels):
        box = label.get_bounding_rect()
        cy = rect.centery + (i - (len(labels) - 1) / 2) * step
        lx = x + (widest - box.w) / 2 if len(labels) > 1 else x
        surf.blit(label, (lx - box.x, cy - box.centery))


def _tiny_card(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    """Below 36x48 there is no room for a layout: a framed block with the value."""
    w, h = size
    radius = max(1, min(w, h) // 6)
    surf = _masked(_gradient(size, _shade(face.accent, 0.18), _shade(face.accent, -0.32)), radius)
    inner = surf.get_rect().inflate(-max(2, w // 6), -max(2, h // 8))
    if inner.w > 0 and inner.h > 0:
        draw.rect(surf, CREAM, inner, border_radius=max(1, radius - 1))
        label = face.value or face.title[:1]
        if label and inner.h >= 8:
            size_px, shown = _fit_single(label, "title", inner.w, max(8, inner.h * 2 // 3), 8)
            img = _render_text("title", size_px, shown, _shade(face.accent, -0.5))
            surf.blit(img, img.get_rect(center=inner.center))
    return surf


@lru_cache(maxsize=384)
def _render_card(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    if w < 36 or h < 48:
        return _finish(_tiny_card(face, size))
    s = _scale(size)
    L = _layout(face, size)
    accent = face.accent
    radius = max(4, round(w * 0.07))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    # frame: the accent colour, lit from above, with a bevel
    frame = _gradient((w, h), _shade(accent, 0.18), _shade(accent, -0.32))
    surf.blit(_masked(frame, radius), (0, 0))
    draw.rect(surf, _shade(accent, -0.6), surf.get_rect(), 1, border_radius=radius)
    draw.rect(surf, (*_shade(accent, 0.4), 160), surf.get_rect().inflate(-2, -2), 1,
                     border_radius=max(1, radius - 1))
    # parchment body with an inked inner border and a gold line
    inner_r = max(2, radius - L.frame // 2)
    body = _masked(_texture("paper", L.body.size), inner_r)
    surf.blit(body, L.body.topleft)
    draw.rect(surf, (*GOLD, 220), L.body.inflate(2, 2), 1, border_radius=inner_r + 1)
    draw.rect(surf, _shade(accent, -0.55), L.body, 1, border_radius=inner_r)
    # art, with the value medallion and the badge on its upper corners
    _art_window(surf, L.art, face, s, L.icon_size)
    if L.badge:
        corner = (L.art.right - L.badge * 0.4, L.banner.bottom + L.badge * 0.5)
        if face.mark >= 0:
            surf.blit(seat_mark_surface(face.mark, L.badge), seat_mark_surface(face.mark, L.badge).get_rect(
                center=(round(corner[0]), round(corner[1]))))
        else:
            draw_icon(surf, face.badge, corner, L.badge)
    # title banner
    _ribbon(surf, L.banner, _shade(accent, -0.12), max(2, L.frame))
    colour = _text_on(_shade(accent, -0.12))
    dark = _shade(accent, -0.7) if colour == CREAM else _shade(accent, 0.6)
    line_h = _line_step(L.title_size)
    block = line_h * (len(L.title_lines) - 1)
    for i, line in enumerate(L.title_lines):
        img = _embossed("title", L.title_size, line, colour, dark=dark)
        if L.title_squeeze < 1:
            img = pygame.transform.smoothscale(img, (round(img.get_width() * L.title_squeeze), img.get_height()))
        box = img.get_bounding_rect()
        cy = L.banner.centery - block / 2 + i * line_h
        surf.blit(img, (round(w / 2 - box.w / 2 - box.x), round(cy - box.h / 2 - box.y)))
    if L.medallion:
        _medallion(surf, L.medallion_center, L.medallion, face.value, accent)
    # caption
    if L.kind_size:
        cap = _render_text("slab", L.kind_size, L.kind_text, _mix(accent, INK, 0.55))
        box = cap.get_bounding_rect()
        cx, cy = L.kind_center
        surf.blit(cap, (round(cx - box.w / 2 - box.x), round(cy - box.h / 2 - box.y)))
        half = box.w / 2 + max(3, round(4 * s))
        dash = max(4, round(8 * s))
        for sx in (-1, 1) if L.kind_dashes else ():
            x0 = cx + sx * half
            draw.line(surf, _mix(accent, INK, 0.2), (x0, cy), (x0 + sx * dash, cy), 1)
    # rules text
    if L.text_lines:
        step = _line_step(L.text_size)
        for i, line in enumerate(L.text_lines):
            if not line:
                continue
            img = _render_text("body", L.text_size, line, INK)
            surf.blit(img, (round(w / 2 - img.get_width() / 2), L.text_top + i * step - round(L.text_size * 0.12)))
    if L.footer:
        _footer(surf, L.footer, face, L.footer_text, L.footer_size, s)
    return _finish(surf)


def render_card(face: CardFace, size) -> pygame.Surface:
    """The face at size (w, h): SRCALPHA, rounded corners, no shadow margin. Cached and
    shared: blit it, do not draw on it."""
    return _render_card(face, _key(size))


def render_ahead(face: CardFace, rect, scale: float) -> bool:
    """Render the face and shadow draw_card shows at logical `rect` in a window of `scale`
    before they are first drawn (a hover zoom, rendered on an idle frame), so the frame
    that shows them costs a blit and not a 10-60 ms render; True if they were not yet."""
    def misses() -> int:
        return _render_card.cache_info().misses + _shadow.cache_info().misses
    before, rect = misses(), to_physical(rect, scale)
    _render_card(face, _key(rect.size))
    _card_shadow(rect, 0)
    return misses() != before


@lru_cache(maxsize=256)
def _dimmed(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    base = _render_card(face, size)
    grey = pygame.transform.grayscale(base)
    out = base.copy()
    grey.set_alpha(175)
    out.blit(grey, (0, 0))
    out.fill((150, 145, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(out)


# --------------------------------------------------------------------------- backs

def _fallback_back(name: str, size: tuple[int, int]) -> pygame.Surface:
    accent = (40, 110, 70) if "green" in name else (120, 70, 30) if "durango" in name else (170, 40, 96)
    w, h = size
    radius = max(4, round(w * 0.07))
    surf = _masked(_gradient(size, _shade(accent, 0.15), _shade(accent, -0.35)), radius)
    draw.rect(surf, CREAM, surf.get_rect().inflate(-max(4, w // 12), -max(4, w // 12)), 2,
                     border_radius=max(2, radius - 2))
    return surf


@lru_cache(maxsize=64)
def _render_back(name: str, size: tuple[int, int]) -> pygame.Surface:
    if not _has_sprite(name):
        assets.warn_once(f"card back {name}.png missing; drawing a plain back")
        return _finish(_fallback_back(name, size))
    img = assets.image(name)
    if img.get_size() != size:
        img = pygame.transform.smoothscale(img, size)
    return _finish(img.copy())


def render_back(name: str, size) -> pygame.Surface:
    """A card back sprite (card_back_pink, card_back_green, card_back_durango) at size."""
    return _render_back(name, _key(size))


# --------------------------------------------------------------------------- shadows and glows

@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], blur: int, alpha: int) -> pygame.Surface:
    w, h = size
    m = blur * 2
    radius = max(4, round(w * 0.07))
    return _finish(_soft((w + 2 * m, h + 2 * m), blur, lambda surf, k: draw.rect(
        surf, (0, 0, 0, alpha), _at((m, m, w, h), k), border_radius=max(1, round(radius * k)))))


def _at(rect, k: float) -> tuple[int, ...]:
    """A rect's numbers at scale k."""
    return tuple(round(v * k) for v in rect)


def _soft(size: tuple[int, int], blur: int, paint) -> pygame.Surface:
    """A shape of `size` blurred by `blur`, which `paint(surface, k)` draws at scale k. A blur
    costs by pixels times radius, so a soft shape is painted and blurred at half size and
    scaled up, an eighth of the work (a table's first frame spent 100 ms and more blurring its
    panels' shadows), and a soft edge loses nothing by it; a sharper one is blurred whole."""
    k = 0.5 if blur >= 4 else 1
    small = pygame.Surface((max(1, round(size[0] * k)), max(1, round(size[1] * k))), pygame.SRCALPHA)
    paint(small, k)
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(1, round(blur * k)))
    return small if k == 1 else pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=64)
def _glow(size: tuple[int, int], colour: tuple, spread: int, line: int) -> pygame.Surface:
    w, h = size
    m = spread * 2
    radius = max(4, round(w * 0.07))
    glow = (m - spread // 2, m - spread // 2, w + spread, h + spread)
    surf = _soft((w + 2 * m, h + 2 * m), max(1, spread // 2), lambda surf, k: draw.rect(
        surf, (*colour, 230), _at(glow, k), border_radius=round((radius + spread // 2) * k)))
    hole = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    draw.rect(hole, (0, 0, 0, 255), (m + 1, m + 1, w - 2, h - 2), border_radius=radius)
    surf.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    if line:
        draw.rect(surf, (*_shade(colour, 0.35), 255), (m - line, m - line, w + 2 * line, h + 2 * line),
                         line + 1, border_radius=radius + line)
    return _finish(surf)


def _lift(rect: pygame.Rect, *, selected: bool, hover: bool) -> int:
    if selected:
        return max(4, round(rect.h * 0.09))
    if hover:
        return max(2, round(rect.h * 0.035))
    return 0


def _card_shadow(rect: pygame.Rect, lift: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The soft shadow under a card at physical `rect` lifted by `lift`, and its topleft."""
    blur = max(2, rect.w // 24) + lift // 2
    m = blur * 2
    return _shadow(_key(rect.size), blur, 120 if lift else 100), (rect.x - m + 1 + lift // 3, rect.y - m + 3 + lift)


def _blit_with_shadow(surface, img: pygame.Surface, rect: pygame.Rect, lift: int) -> None:
    _put(surface, *_card_shadow(rect, lift))
    _put(surface, img, rect.move(0, -lift))


def draw_card(surface: pygame.Surface, face: CardFace, rect, *, dim: bool = False, highlight: bool = False,
              selected: bool = False, hover: bool = False) -> pygame.Rect:
    """Blit the face at rect with a soft shadow. dim greys and darkens it (unplayable),
    highlight adds a glowing gold outline (playable), selected raises it with a thick
    outline, hover lifts it a little. Returns the rect actually covered by the card."""
    k = scale_of(surface)
    rect = to_physical(rect, k)
    size = _key(rect.size)
    lift = _lift(rect, selected=selected, hover=hover)
    img = _dimmed(face, size) if dim else _render_card(face, size)
    drawn = rect.move(0, -lift)
    _blit_with_shadow(surface, img, rect, lift)
    if highlight or selected:
        _put_glow(surface, drawn, selected)
    return to_logical(drawn, k)


def draw_strip_picture(surface: pygame.Surface, face: CardFace, drawn, bottom: float) -> None:
    """The card's picture drawn again, small, in what its title, caption and `bottom` leave of its
    art window: Deck Goes West's job rows cover the middle of the art, and with it the picture,
    so a hand card showed only a strip of sky (and a large card's picture sat on its caption)."""
    k = scale_of(surface)
    layout = _layout(face, _key(to_physical(drawn, k).size))
    top = drawn.y + layout.art.top / k
    size = int(bottom - top) - 2
    if face.icon and size >= 10 and _has_sprite(face.icon):
        draw_icon(surface, face.icon, (drawn.centerx, (top + bottom) / 2), size)


THUMB_SOURCE = (72, 100)     # a thumbnail is the card drawn at this size, then shrunk


@lru_cache(maxsize=64)
def _thumbnail(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    return _finish(pygame.transform.smoothscale(_render_card(face, THUMB_SOURCE), size))


def draw_thumbnail(surface: pygame.Surface, face: CardFace, rect, *, highlight: bool = False) -> pygame.Rect:
    """A card too small for its layout (a legend's swatch) as the whole card shrunk, its
    frame and picture, where draw_card would make it a block with a lone letter."""
    k = scale_of(surface)
    rect = to_physical(rect, k)
    _blit_with_shadow(surface, _thumbnail(face, _key(rect.size)), rect, 0)
    if highlight:
        _put_glow(surface, rect)
    return to_logical(rect, k)


def draw_back(surface: pygame.Surface, name: str, rect, *, highlight: bool = False) -> pygame.Rect:
    """A card back at rect with a soft shadow, optionally glowing."""
    k = scale_of(surface)
    rect = to_physical(rect, k)
    size = _key(rect.size)
    _blit_with_shadow(surface, _render_back(name, size), rect, 0)
    if highlight:
        _put_glow(surface, rect)
    return to_logical(rect, k)


def draw_glow(surface: pygame.Surface, rect, selected: bool = False) -> None:
    """The glow of a choosable card around anything else a click chooses (a herd on a plate);
    `selected`, a picked card's pale glow and dark outline (a picked action's plaque)."""
    _put_glow(surface, to_physical(rect, scale_of(surface)), selected)


def _put_glow(surface: pygame.Surface, rect: pygame.Rect, selected: bool = False) -> None:
    spread = max(4, rect.w // 14)
    colour = (255, 246, 200) if selected else (255, 196, 60)
    glow = _glow(_key(rect.size), colour, spread, 2 if selected else 1)
    _put(surface, glow, (rect.x - spread * 2, rect.y - spread * 2))


# --------------------------------------------------------------------------- panels

PANEL_STYLES = ("paper", "leather", "wood")
_TITLES: dict[tuple, tuple] = {}     # a titled panel's logical rect -> its plaque and where it was put


@lru_cache(maxsize=64)
def _panel(size: tuple[int, int], style: str) -> pygame.Surface:
    w, h = size
    if style == "leather":
        radius = min(12, h // 4)
        surf = _masked(_texture("leather", size, tile=True), radius)
        shade_in = pygame.Surface(size, pygame.SRCALPHA)
        for i in range(6):  # soft inner shadow at the edges
            draw.rect(shade_in, (0, 0, 0, 40 - i * 6), shade_in.get_rect().inflate(-2 * i, -2 * i), 1,
                             border_radius=max(1, radius - i))
        surf.blit(shade_in, (0, 0))
        draw.rect(surf, (36, 18, 8), surf.get_rect(), 2, border_radius=radius)
        # stitching
        inset = 6
        stitch = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        _dashed_rect(surf, stitch, (226, 196, 140), 6, 4)
    elif style == "wood":
        radius = min(8, h // 4)
        surf = _masked(_texture("table_wood", size), radius)
        border = max(6, min(12, min(w, h) // 10))
        frame = pygame.Surface(size, pygame.SRCALPHA)
        draw.rect(frame, (0, 0, 0, 70), frame.get_rect(), border, border_radius=radius)
        surf.blit(frame, (0, 0))
        draw.rect(surf, (20, 10, 4), surf.get_rect(), 2, border_radius=radius)
        draw.line(surf, (170, 120, 80), (radius, 2), (w - radius, 2))
        inner = surf.get_rect().inflate(-2 * border, -2 * border)
        draw.rect(surf, (24, 12, 6), inner, 1, border_radius=max(1, radius - 4))
        draw.line(surf, (150, 100, 60), inner.bottomleft, inner.bottomright)
        for cx, cy in ((border / 2, border / 2), (w - border / 2, border / 2), (border / 2, h - border / 2),
                       (w - border / 2, h - border / 2)):  # brass studs
            r = max(2, border / 3)
            draw.circle(surf, (40, 24, 8), (cx + 0.5, cy + 1), r)
            draw.circle(surf, GOLD, (cx, cy), r)
            draw.circle(surf, GOLD_LIGHT, (cx - r * 0.3, cy - r * 0.3), max(1, r * 0.4))
    else:
        radius = min(6, h // 4)
        surf = _masked(_texture("paper", size), radius)
        burn = pygame.Surface(size, pygame.SRCALPHA)
        for i in range(8):  # darker, aged edges
            draw.rect(burn, (110, 60, 20, 34 - i * 4), burn.get_rect().inflate(-2 * i, -2 * i), 1,
                             border_radius=max(1, radius - i))
        surf.blit(burn, (0, 0))
        draw.rect(surf, (92, 58, 30), surf.get_rect(), 2, border_radius=radius)
        draw.rect(surf, (170, 120, 70), surf.get_rect().inflate(-8, -8), 1, border_radius=max(1, radius - 3))
    return _finish(surf)


def _dashed_rect(surf, rect: pygame.Rect, colour, dash: int, gap: int) -> None:
    shadow = _shade(colour, -0.7)
    edges = [((rect.left, rect.top), (rect.right, rect.top)), ((rect.right, rect.top), (rect.right, rect.bottom)),
             ((rect.right, rect.bottom), (rect.left, rect.bottom)), ((rect.left, rect.bottom), (rect.left, rect.top))]
    for (x0, y0), (x1, y1) in edges:
        length = math.hypot(x1 - x0, y1 - y0)
        if length <= 0:
            continue
        dx, dy = (x1 - x0) / length, (y1 - y0) / length
        t = 0.0
        while t < length:
            e = min(length, t + dash)
            a = (x0 + dx * t, y0 + dy * t)
            b = (x0 + dx * e, y0 + dy * e)
            draw.line(surf, shadow, (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1), 2)
            draw.line(surf, colour, a, b, 1)
            t += dash + gap


@lru_cache(maxsize=64)
def _plaque(title: str, size: int) -> pygame.Surface:
    label = _embossed("title", size, title, INK, dark=(255, 240, 190))
    box = label.get_bounding_rect()
    w, h = box.w + size * 2, round(size * 1.75)
    surf = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
    draw.rect(surf, (0, 0, 0, 110), (1, 3, w, h), border_radius=h // 3)
    body = _masked(_gradient((w, h), GOLD_LIGHT, GOLD_DARK), h // 3)
    surf.blit(body, (0, 0))
    draw.rect(surf, (70, 44, 10), (0, 0, w, h), 1, border_radius=h // 3)
    draw.rect(surf, (255, 240, 190), (2, 2, w - 4, h - 4), 1, border_radius=max(1, h // 3 - 2))
    for sx in (size * 0.55, w - size * 0.55):  # screws
        draw.circle(surf, (90, 60, 20), (sx, h / 2), max(1.5, size * 0.14))
    surf.blit(label, (w / 2 - box.w / 2 - box.x, h / 2 - box.h / 2 - box.y - 1))
    return _finish(surf)


def draw_panel(surface: pygame.Surface, rect, *, style: str = "paper", title: str = "") -> pygame.Rect:
    """A framed panel (paper, leather or wood) with an optional brass title plaque sitting
    on its top edge. Returns the inner content rect (inside the border, below the plaque)."""
    logical = pygame.Rect(rect)
    k = scale_of(surface)
    rect = to_physical(logical, k)
    if style not in PANEL_STYLES:
        style = "paper"
    size = _key(rect.size)
    sh = _shadow(size, 4, 110)
    _put(surface, sh, (rect.x - 8 + 1, rect.y - 8 + 4))
    _put(surface, _panel(size, style), rect)
    content, plaque = _panel_parts(logical, k, style, title)
    if plaque is not None:
        _put(surface, *plaque)
        _TITLES[tuple(logical)] = plaque
    else:
        _TITLES.pop(tuple(logical), None)
    return content


def redraw_title(surface: pygame.Surface, rect) -> None:
    """The title plaque of the panel last drawn at `rect`, drawn again over what has been
    drawn on its top edge since (a tutorial's ring round the panel passes under its title)."""
    titled = _TITLES.get(tuple(pygame.Rect(rect)))
    if titled is not None:
        _put(surface, *titled)


def panel_content(surface: pygame.Surface, rect, *, style: str = "paper", title: str = "") -> pygame.Rect:
    """The inner rect draw_panel would return, drawing nothing: to size a panel to its words."""
    return _panel_parts(pygame.Rect(rect), scale_of(surface), style, title)[0]


def _panel_parts(logical: pygame.Rect, k: float, style: str, title: str) -> tuple:
    """A panel's inner rect (logical), and its plaque and where it goes (physical), if titled."""
    rect = to_physical(logical, k)
    border = {"paper": 8, "leather": 10,
              "wood": max(6, min(12, min(logical.w, logical.h) // 10)) + 2}.get(style, 8)
    content = logical.inflate(-2 * border, -2 * border)
    if not title:
        return content, None
    psize = max(12, min(22, logical.h // 10, round(logical.w / max(6, len(title) + 4) * 1.1)))
    plaque = _plaque(title, round(psize * k))
    room = max(1, rect.w - 8)       # a panel squeezed narrower than its plaque (a tiny window)
    if plaque.get_width() > room:
        plaque = pygame.transform.smoothscale(
            plaque, _key((room, round(plaque.get_height() * room / plaque.get_width()))))
    prect = plaque.get_rect(midtop=(rect.centerx, rect.top - plaque.get_height() // 2 + 2))
    content.top = max(content.top, to_logical(prect, k).bottom + 2)
    content.height = max(0, logical.bottom - border - content.top)
    return content, (plaque, prect)


# --------------------------------------------------------------------------- buttons

BUTTON_STATES = ("normal", "hover", "pressed", "disabled")


@lru_cache(maxsize=256)
def _button(size: tuple[int, int], label: str, state: str, primary: bool, scale: float = 1) -> pygame.Surface:
    w, h = size
    radius = max(4, min(12, h // 3))
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    pressed = state == "pressed"
    disabled = state == "disabled"
    drop = 1 if pressed else 3
    draw.rect(surf, (0, 0, 0, 120), (0, drop + 1, w, h), border_radius=radius)
    top = 1 if pressed else 0
    if primary:
        hi, lo = (255, 226, 140), (176, 118, 34)
        text_col, text_shadow = (52, 30, 8), (255, 240, 196)
    else:
        hi, lo = (150, 92, 50), (84, 46, 22)
        text_col, text_shadow = CREAM, (30, 14, 4)
    if state == "hover":
        hi, lo = _shade(hi, 0.18), _shade(lo, 0.15)
    elif pressed:
        hi, lo = _shade(lo, 0.05), _shade(hi, -0.1)
    elif disabled:
        grey = (128, 118, 106)
        hi, lo = _mix(hi, grey, 0.75), _mix(lo, grey, 0.75)
        text_col, text_shadow = (196, 188, 174), (70, 64, 58)
    face = _gradient((w, h), hi, lo)
    if not primary:
        grain = _texture("leather", (w, h), tile=True).copy()
        grain.set_alpha(70 if not disabled else 30)
        face.blit(grain, (0, 0))
    face = _masked(face, radius)
    surf.blit(face, (0, top))
    edge = (44, 24, 8) if not disabled else (80, 74, 66)
    draw.rect(surf, edge, (0, top, w, h), 1 if w < 60 else 2, border_radius=radius)
    if not pressed:  # bevel highlight
        draw.line(surf, _shade(hi, 0.35), (radius, top + 2), (w - radius, top + 2))
    if not primary and not disabled and h >= 26:
        _dashed_rect(surf, pygame.Rect(4, top + 4, w - 9, h - 9), (214, 178, 120), 4, 3)
    if label:
        top_size = max(round(12 * scale), min(round(26 * scale), round(h * 0.46)))
        tsize, shown = _fit_single(label, "title", w - round(16 * scale), top_size, max(10, round(10 * scale)))
        img = _embossed("title", tsize, shown, text_col, dark=text_shadow if not primary else None,
                        light=text_shadow if primary else None)
        box = img.get_bounding_rect()
        surf.blit(img, (round(w / 2 - box.w / 2 - box.x), round(top + h / 2 - box.h / 2 - box.y)))
    return _finish(surf)


def draw_button_face(surface: pygame.Surface, rect, label: str, *, state: str = "normal",
                     primary: bool = False) -> None:
    """A Western button in rect: stitched leather, or brass when primary. States: normal,
    hover (brighter), pressed (sunk by a pixel), disabled (faded grey)."""
    k = scale_of(surface)
    rect = to_physical(rect, k)
    if state not in BUTTON_STATES:
        state = "normal"
    _put(surface, _button(_key(rect.size), str(label), state, bool(primary), k), rect.topleft)


def clear_caches() -> None:
    """Forget every cached surface (after a display mode change, or to free memory)."""
    for fn in (_render_card, _dimmed, _thumbnail, _render_back, _shadow, _glow, _panel, _plaque, _button, _icon,
               _counter_label, _outlined, seat_mark_surface, _texture, _round_mask, _gradient_cached, _corner, _scene):
        fn.cache_clear()
