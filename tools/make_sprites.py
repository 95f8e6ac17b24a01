"""Draw every sprite in sprites/ with pygame alone, deterministically (fixed seeds).

    .venv/bin/python tools/make_sprites.py            # write all sprites
    .venv/bin/python tools/make_sprites.py icon_star  # only the named ones

Textures (table_wood, felt, paper, leather, menu_bg), card backs and transparent icons.
Icons are painted at 4x and shrunk with smoothscale, which gives clean anti-aliasing,
then given a dark outline and a soft shadow so they read on any background at 24 px.
"""
from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "sprites"

ICON = 96          # icon side in the PNG
SS = 4             # supersampling factor for icons and backs
S = ICON * SS      # working canvas side for icons

Colour = tuple


# --------------------------------------------------------------------------- helpers

def clamp(v: float, lo: int = 0, hi: int = 255) -> int:
    return max(lo, min(hi, int(round(v))))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(clamp(x + (y - x) * t) for x, y in zip(a, b))


def shade(c: Colour, f: float) -> Colour:
    """f > 0 lightens towards white, f < 0 darkens towards black."""
    return mix(c, (255, 255, 255), f) if f >= 0 else mix(c, (0, 0, 0), -f)


def gradient(size, stops, vertical=True) -> pygame.Surface:
    """An opaque linear gradient through (t, colour) stops."""
    w, h = size
    surf = pygame.Surface(size)
    n = h if vertical else w
    for i in range(n):
        t = i / max(1, n - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                c = mix(c0, c1, (t - t0) / max(1e-9, t1 - t0))
                break
        else:
            c = stops[-1][1]
        if vertical:
            pygame.draw.line(surf, c, (0, i), (w, i))
        else:
            pygame.draw.line(surf, c, (i, 0), (i, h))
    return surf


def radial(size, centre, radius, inner: Colour, outer: Colour, power=1.0, steps=48) -> pygame.Surface:
    """An opaque radial gradient (painted small, smoothed up)."""
    w, h = size
    k = 4
    small = pygame.Surface((max(2, w // k), max(2, h // k)))
    small.fill(outer)
    cx, cy = centre[0] / k, centre[1] / k
    r = radius / k
    for i in range(steps, 0, -1):
        t = i / steps
        pygame.draw.circle(small, mix(inner, outer, t ** power), (cx, cy), max(1, r * t))
    return pygame.transform.smoothscale(small, size)


def value_noise(size, cells, rng: random.Random, lo=0, hi=255, wrap=False) -> pygame.Surface:
    """Smooth grey noise: a small random grid smoothed up to size. cells = (cols, rows).
    wrap=True makes it tile seamlessly (the grid is repeated 3x3 and the middle kept)."""
    cw, ch = max(2, cells[0]), max(2, cells[1])
    small = pygame.Surface((cw, ch))
    for y in range(ch):
        for x in range(cw):
            g = rng.randint(lo, hi)
            small.set_at((x, y), (g, g, g))
    w, h = size
    if wrap:  # interpolate by hand: smoothscale is not exactly periodic
        grid = [[small.get_at((x, y))[0] for x in range(cw)] for y in range(ch)]
        vals = []
        for y in range(h):
            fy = y * ch / h
            j0 = int(fy)
            ty = fy - j0
            ty = ty * ty * (3 - 2 * ty)
            r0, r1 = grid[j0 % ch], grid[(j0 + 1) % ch]
            for x in range(w):
                fx = x * cw / w
                i0 = int(fx)
                tx = fx - i0
                tx = tx * tx * (3 - 2 * tx)
                i1 = (i0 + 1) % cw
                i0 %= cw
                a = r0[i0] + (r0[i1] - r0[i0]) * tx
                b = r1[i0] + (r1[i1] - r1[i0]) * tx
                vals.append(a + (b - a) * ty)
        return grey_from(vals, size, lambda v: v)
    return _upscale(small, size)


def _upscale(cur: pygame.Surface, size) -> pygame.Surface:
    # a few doublings avoid the blocky look of one big smoothscale
    w, h = size
    while cur.get_width() * 2 < w and cur.get_height() * 2 < h:
        cur = pygame.transform.smoothscale(cur, (cur.get_width() * 2, cur.get_height() * 2))
    return pygame.transform.smoothscale(cur, size)


def worley(size, cell: int, rng: random.Random) -> tuple[list[float], list[float]]:
    """Tileable cellular noise: per pixel F1 (distance to the nearest feature point) and
    F2 - F1 (small along the borders between cells), both in pixels."""
    w, h = size
    gx, gy = max(1, round(w / cell)), max(1, round(h / cell))
    cw, ch = w / gx, h / gy
    pts = [[(i * cw + rng.uniform(0, cw), j * ch + rng.uniform(0, ch)) for j in range(gy)]
           for i in range(gx)]
    f1s, edges = [], []
    for y in range(h):
        cj = int(y / ch)
        for x in range(w):
            ci = int(x / cw)
            d1 = d2 = 1e9
            for di in (-1, 0, 1):
                ii = (ci + di) % gx
                ox = w if ci + di >= gx else -w if ci + di < 0 else 0
                col = pts[ii]
                for dj in (-1, 0, 1):
                    jj = (cj + dj) % gy
                    oy = h if cj + dj >= gy else -h if cj + dj < 0 else 0
                    px, py = col[jj]
                    d = (px + ox - x) ** 2 + (py + oy - y) ** 2
                    if d < d1:
                        d1, d2 = d, d1
                    elif d < d2:
                        d2 = d
            d1, d2 = math.sqrt(d1), math.sqrt(d2)
            f1s.append(d1)
            edges.append(d2 - d1)
    return f1s, edges


def grey_from(values: list[float], size, fn) -> pygame.Surface:
    w, h = size
    grey = bytes(clamp(fn(v)) for v in values)
    rgb = bytearray(w * h * 3)
    rgb[0::3] = grey
    rgb[1::3] = grey
    rgb[2::3] = grey
    return pygame.image.frombuffer(bytes(rgb), size, "RGB").copy()


def grain_noise(size, rng: random.Random, lo: int, hi: int) -> pygame.Surface:
    """Per-pixel grey noise in [lo, hi], fast (bytes, not set_at)."""
    w, h = size
    span = hi - lo + 1
    raw = rng.randbytes(w * h)
    table = bytes(lo + (v * span >> 8) for v in range(256))
    grey = raw.translate(table)
    rgb = bytearray(w * h * 3)
    rgb[0::3] = grey
    rgb[1::3] = grey
    rgb[2::3] = grey
    return pygame.image.frombuffer(bytes(rgb), size, "RGB").copy()


def overlay(base: pygame.Surface, grey: pygame.Surface, strength: float) -> None:
    """Lighten where grey > 128 and darken where grey < 128 (approximate overlay)."""
    w, h = base.get_size()
    hi = grey.copy()
    hi.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)  # max(g-128, 0)
    lo = pygame.Surface((w, h))
    lo.fill((128, 128, 128))
    lo.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_SUB)      # max(128-g, 0)
    f = clamp(255 * strength * 2)
    hi.fill((f, f, f), special_flags=pygame.BLEND_RGB_MULT)
    lo.fill((f, f, f), special_flags=pygame.BLEND_RGB_MULT)
    base.blit(hi, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    base.blit(lo, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def multiply(base: pygame.Surface, other: pygame.Surface) -> None:
    base.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def vignette(size, strength=0.55, power=2.2, centre=None, radius=None) -> pygame.Surface:
    """A grey multiply layer: white in the middle, darker to the corners."""
    w, h = size
    centre = centre or (w / 2, h / 2)
    radius = radius or math.hypot(w / 2, h / 2)
    dark = clamp(255 * (1 - strength))
    v = radial(size, centre, radius, (255, 255, 255), (dark, dark, dark), power=power)
    return v


def shaped(size, draw, fill: pygame.Surface) -> pygame.Surface:
    """An SRCALPHA surface: `draw(mask_surface)` paints white where the shape is, `fill`
    (an opaque surface of the same size, e.g. a gradient) supplies the colours."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    draw(mask)
    out = fill.convert_alpha() if pygame.display.get_surface() else fill.copy().convert_alpha()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def poly_grad(surf, points, top: Colour, bottom: Colour, vertical=True) -> None:
    """Fill a polygon with a linear gradient across its bounding box."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)), int(min(ys))
    w, h = int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2
    g = gradient((w, h), [(0, top), (1, bottom)], vertical)
    local = [(x - x0, y - y0) for x, y in points]
    piece = shaped((w, h), lambda m: pygame.draw.polygon(m, (255, 255, 255), local), g)
    surf.blit(piece, (x0, y0))


def circle_grad(surf, centre, r, top: Colour, bottom: Colour, light=(0.35, 0.3)) -> None:
    """A shaded disc: radial highlight offset towards the upper left."""
    d = int(r * 2) + 2
    cx, cy = d / 2, d / 2
    g = radial((d, d), (cx - r * light[0], cy - r * light[1]), r * 1.6, top, bottom, power=1.1)
    piece = shaped((d, d), lambda m: pygame.draw.circle(m, (255, 255, 255), (cx, cy), r), g)
    surf.blit(piece, (centre[0] - d / 2, centre[1] - d / 2))


def ellipse_grad(surf, rect, top: Colour, bottom: Colour) -> None:
    rect = pygame.Rect(rect)
    g = radial(rect.size, (rect.w * 0.35, rect.h * 0.3), max(rect.size) * 0.9, top, bottom)
    piece = shaped(rect.size, lambda m: pygame.draw.ellipse(m, (255, 255, 255), m.get_rect()), g)
    surf.blit(piece, rect.topleft)


def thick_poly(surf, colour, points, width, closed=True) -> None:
    """A polyline with round joins (pygame's wide lines leave gaps at corners)."""
    pts = list(points) + ([points[0]] if closed else [])
    for a, b in zip(pts, pts[1:]):
        pygame.draw.line(surf, colour, a, b, width)
    for p in points:
        pygame.draw.circle(surf, colour, p, width / 2)


def outline_and_shadow(big: pygame.Surface, outline: Colour = (28, 18, 12), width: int = 7,
                       shadow: bool = True, size: int = ICON) -> pygame.Surface:
    """Shrink a 4x icon to ICON px, with a dark outline round its silhouette and a soft
    drop shadow, both drawn at 4x so they stay smooth."""
    mask = pygame.mask.from_surface(big, 40)
    sil = mask.to_surface(setcolor=(*outline, 255), unsetcolor=(0, 0, 0, 0))
    canvas = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    if shadow:
        sh = mask.to_surface(setcolor=(0, 0, 0, 120), unsetcolor=(0, 0, 0, 0))
        small = pygame.transform.smoothscale(sh, (S // 4, S // 4))
        small = pygame.transform.gaussian_blur(small, 2)
        sh = pygame.transform.smoothscale(small, big.get_size())
        canvas.blit(sh, (width * 0.5, width * 1.2))
    for i in range(16):
        a = 2 * math.pi * i / 16
        canvas.blit(sil, (round(math.cos(a) * width), round(math.sin(a) * width)))
    canvas.blit(big, (0, 0))
    return pygame.transform.smoothscale(canvas, (size, size))


def save(surface: pygame.Surface, name: str) -> None:
    OUT.mkdir(exist_ok=True)
    pygame.image.save(surface, str(OUT / f"{name}.png"))
    print(f"  {name}.png {surface.get_width()}x{surface.get_height()} "
          f"{(OUT / f'{name}.png').stat().st_size // 1024} KB")


# --------------------------------------------------------------------------- textures

def make_table_wood() -> pygame.Surface:
    rng = random.Random(1881)
    W, H = 1280, 720
    out = pygame.Surface((W, H))
    rows = 6
    ph = H // rows
    palette = [(98, 58, 30), (88, 50, 26), (104, 64, 34), (82, 46, 24), (100, 60, 28)]
    for r in range(rows):
        y0 = r * ph
        # staggered butt joints: each row has one joint, never near the last one
        joint = rng.randint(260, W - 260)
        starts = [-rng.randint(0, 200), joint, W + 1]
        for bi in range(len(starts) - 1):
            x0, x1 = starts[bi], starts[bi + 1]
            bw = x1 - x0
            base = shade(rng.choice(palette), rng.uniform(-0.12, 0.06))
            board = pygame.Surface((bw, ph))
            board.fill(base)
            # long soft streaks plus fine fibres
            overlay(board, value_noise((bw, ph), (max(2, bw // 160), 5), rng, 80, 176), 0.35)
            overlay(board, value_noise((bw, ph), (max(2, bw // 30), ph // 3), rng, 90, 166), 0.2)
            overlay(board, value_noise((bw, ph), (max(2, bw // 14), ph), rng, 70, 186), 0.14)
            # drawn grain lines that swell around a knot
            knot = (rng.uniform(0.15, 0.85) * bw, rng.uniform(0.3, 0.7) * ph) if rng.random() < 0.7 else None
            grain = pygame.Surface((bw, ph), pygame.SRCALPHA)
            for _ in range(46):
                gy = rng.uniform(-4, ph + 4)
                amp = rng.uniform(0.5, 3)
                freq = rng.uniform(0.003, 0.01)
                ph0 = rng.uniform(0, 6.28)
                dark = rng.random() < 0.75
                col = (25, 12, 4, rng.randint(25, 80)) if dark else (200, 140, 90, rng.randint(14, 34))
                pts = []
                for x in range(0, bw + 8, 8):
                    y = gy + amp * math.sin(x * freq + ph0)
                    if knot:
                        dx, dy = x - knot[0], y - knot[1]
                        d = math.hypot(dx * 0.35, dy)
                        if d < 40:
                            push = (40 - d) * 0.6
                            y += push if dy >= 0 else -push
                    pts.append((x, y))
                pygame.draw.aalines(grain, col, False, pts)
            board.blit(grain, (0, 0))
            if knot:
                kx, ky = knot
                for i in range(7, 0, -1):
                    rw, rh = 8 + i * 6, 4 + i * 2.2
                    c = (40, 20, 8, 24 + i * 4) if i % 2 else (150, 95, 55, 26)
                    s = pygame.Surface((rw * 2 + 2, rh * 2 + 2), pygame.SRCALPHA)
                    pygame.draw.ellipse(s, c, s.get_rect(), 2)
                    board.blit(s, (kx - rw, ky - rh))
                s = pygame.Surface((18, 10), pygame.SRCALPHA)
                pygame.draw.ellipse(s, (45, 22, 8, 140), s.get_rect())
                pygame.draw.ellipse(s, (25, 10, 4, 120), s.get_rect().inflate(-8, -4))
                board.blit(s, (kx - 9, ky - 5))
            # bevels: light top edge, dark bottom edge, dark ends
            pygame.draw.line(board, shade(base, 0.22), (0, 0), (bw, 0), 2)
            pygame.draw.line(board, shade(base, -0.45), (0, ph - 3), (bw, ph - 3), 2)
            pygame.draw.line(board, (18, 9, 4), (0, ph - 1), (bw, ph - 1), 2)
            pygame.draw.line(board, (18, 9, 4), (0, 0), (0, ph), 3)
            pygame.draw.line(board, shade(base, 0.15), (3, 0), (3, ph), 1)
            # nails near the ends
            for nx in (14, bw - 16):
                for ny in (ph * 0.3, ph * 0.7):
                    pygame.draw.circle(board, (30, 22, 18), (nx, ny), 4)
                    pygame.draw.circle(board, (110, 100, 90), (nx - 1, ny - 1), 2)
            out.blit(board, (x0, y0))
    multiply(out, vignette((W, H), 0.35))
    return out


def make_felt(base=(24, 82, 48), seed=7) -> pygame.Surface:
    rng = random.Random(seed)
    W, H = 1280, 720
    out = pygame.Surface((W, H))
    out.fill(base)
    overlay(out, value_noise((W, H), (8, 5), rng, 105, 150), 0.4)
    # fine nap, only in the dominant channel: the same look as grey noise at half the PNG size
    nap = value_noise((W, H), (W // 2, H // 2), rng, 112, 144)
    keep = tuple(255 if c == max(base) else 0 for c in base)
    nap.fill(keep, special_flags=pygame.BLEND_RGB_MULT)
    nap.fill(tuple(128 - c // 2 for c in keep), special_flags=pygame.BLEND_RGB_ADD)
    overlay(out, nap, 0.5)
    multiply(out, vignette((W, H), 0.62, power=2.0))
    return out


def make_paper() -> pygame.Surface:
    rng = random.Random(1876)
    W = H = 512
    out = pygame.Surface((W, H))
    out.fill((240, 224, 186))
    overlay(out, value_noise((W, H), (4, 4), rng, 90, 166), 0.4)
    overlay(out, value_noise((W, H), (18, 18), rng, 110, 146), 0.25)
    overlay(out, grain_noise((W, H), rng, 121, 135), 0.6)
    # blotches and foxing in warm browns
    stains = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(18):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        r = rng.uniform(4, 30)
        for i in range(5):
            rr = r * (1 - i * 0.16)
            pygame.draw.circle(stains, (160, 100, 40, rng.randint(5, 11)),
                               (x + rng.uniform(-3, 3), y + rng.uniform(-3, 3)), rr)
        if rng.random() < 0.3:  # a tide-mark ring
            pygame.draw.circle(stains, (150, 95, 40, 18), (x, y), r, 2)
    for _ in range(40):  # foxing specks
        pygame.draw.circle(stains, (150, 90, 40, rng.randint(20, 50)),
                           (rng.uniform(0, W), rng.uniform(0, H)), rng.uniform(0.8, 2.2))
    out.blit(stains, (0, 0))
    # fibres
    fib = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(220):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(3, 10)
        c = (130, 95, 50, rng.randint(16, 34)) if rng.random() < 0.6 else (255, 250, 230, 40)
        pygame.draw.aaline(fib, c, (x, y), (x + math.cos(a) * ln, y + math.sin(a) * ln))
    out.blit(fib, (0, 0))
    # edges age to a warm tan rather than grey
    out.blit(radial((W, H), (W / 2, H / 2), W * 0.75, (255, 255, 255), (214, 170, 110), power=2.6),
             (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return out


def make_leather(base=(120, 68, 34), seed=1865) -> pygame.Surface:
    """Pebbled cowhide that tiles seamlessly (panels repeat it)."""
    rng = random.Random(seed)
    W = H = 256
    out = pygame.Surface((W, H))
    out.fill(base)
    overlay(out, value_noise((W, H), (4, 4), rng, 100, 156, wrap=True), 0.3)
    overlay(out, value_noise((W, H), (16, 16), rng, 104, 152, wrap=True), 0.25)
    f1, edge = worley((W, H), 7, rng)
    # raised pebbles: lighter in their middles, soft darker creases along the cell borders
    overlay(out, grey_from(f1, (W, H), lambda d: 146 - d * 5), 0.3)
    overlay(out, grey_from(edge, (W, H), lambda e: 128 - max(0.0, 1.3 - e) * 30), 0.3)
    overlay(out, value_noise((W, H), (W // 2, H // 2), rng, 116, 140, wrap=True), 0.5)
    return out


# --------------------------------------------------------------------------- menu background

def make_menu_bg() -> pygame.Surface:
    rng = random.Random(1849)
    W, H = 1280, 720
    horizon = 470
    sky = gradient((W, H), [
        (0.0, (28, 22, 58)), (0.28, (74, 42, 92)), (0.5, (170, 70, 82)),
        (0.62, (232, 122, 70)), (0.66, (250, 170, 90)), (1.0, (250, 190, 110))])
    out = sky
    # stars in the high sky
    stars = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(110):
        x, y = rng.uniform(0, W), rng.uniform(0, 190) ** 1.0
        a = int(200 * (1 - y / 220))
        r = rng.choice((0.8, 1.0, 1.2, 1.6))
        pygame.draw.circle(stars, (255, 240, 220, max(20, a)), (x, y), r)
    out.blit(stars, (0, 0))
    # sun glow and disc, low on the horizon
    sun = (840, horizon - 40)
    glow = radial((W, H), sun, 520, (120, 70, 30), (0, 0, 0), power=0.55)
    out.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    disc = pygame.Surface((200, 200), pygame.SRCALPHA)
    circle_grad(disc, (100, 100), 62, (255, 246, 200), (252, 170, 80), light=(0.0, 0.4))
    out.blit(disc, (sun[0] - 100, sun[1] - 100))
    # thin cloud streaks across the sun
    clouds = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(9):
        cy = rng.uniform(250, horizon - 30)
        cx = rng.uniform(-100, W)
        ln = rng.uniform(180, 520)
        th = rng.uniform(3, 9)
        col = (120, 50, 80, 110) if cy < 360 else (200, 90, 80, 120)
        pygame.draw.ellipse(clouds, col, (cx, cy, ln, th))
        pygame.draw.ellipse(clouds, (255, 190, 140, 70), (cx + ln * 0.1, cy - 1, ln * 0.7, th * 0.4))
    out.blit(clouds, (0, 0))

    def ridge(y_base, heights, col_top, col_bot, seed, flat=False):
        r2 = random.Random(seed)
        pts = [(0, H)]
        x = -20
        while x < W + 40:
            pts.append((x, y_base - r2.uniform(*heights)))
            x += r2.uniform(30, 90)
        pts.append((W, H))
        poly_grad(out, pts, col_top, col_bot)

    def mesa(x, width, height, base_y, top: Colour, bottom: Colour, seed, lit=None):
        r2 = random.Random(seed)
        top_w = width * r2.uniform(0.45, 0.7)
        off = r2.uniform(-0.1, 0.1) * width
        cx = x + width / 2 + off
        ty = base_y - height
        pts = [(x, base_y)]
        # stepped left flank
        steps = 3
        for i in range(1, steps + 1):
            t = i / steps
            px = x + (cx - top_w / 2 - x) * t
            py = base_y - height * (t ** 0.8)
            pts.append((px - r2.uniform(0, 6), py + r2.uniform(4, 10)))
            pts.append((px, py))
        # cap rock with small notches
        n = 6
        for i in range(n + 1):
            px = cx - top_w / 2 + top_w * i / n
            pts.append((px, ty + r2.uniform(-2, 3)))
        for i in range(steps, 0, -1):
            t = i / steps
            px = x + width - (x + width - (cx + top_w / 2)) * t
            py = base_y - height * (t ** 0.8)
            pts.append((px, py))
            pts.append((px + r2.uniform(0, 6), py + r2.uniform(4, 10)))
        pts.append((x + width, base_y))
        x0, y0 = int(min(p[0] for p in pts)), int(ty - 4)
        w, h = int(max(p[0] for p in pts)) - x0 + 2, int(base_y - y0 + 2)
        fill = gradient((w, h), [(0, top), (1, bottom)])
        strata = pygame.Surface((w, h), pygame.SRCALPHA)
        k = 1.0 if lit else 0.45
        yy = r2.uniform(8, 16)
        while yy < h:  # sandstone bands
            th = r2.uniform(2, 7)
            pygame.draw.rect(strata, (*shade(top, -0.35), int(r2.randint(25, 55) * k)), (0, yy, w, th))
            yy += th + r2.uniform(8, 26)
        for _ in range(int(w / 22)):  # erosion gullies, tapering downhill
            gx = r2.uniform(0, w)
            gy = r2.uniform(h * 0.05, h * 0.5)
            ln = r2.uniform(h * 0.2, h * 0.6)
            pygame.draw.polygon(strata, (*shade(top, -0.45), int(r2.randint(25, 50) * k)),
                                [(gx - 1, gy), (gx + 1, gy), (gx + r2.uniform(2, 5), gy + ln),
                                 (gx - r2.uniform(2, 5), gy + ln)])
        if lit:  # the face towards the sun is warmer
            sx = 1 if sun[0] > x + width / 2 else -1
            side = gradient((w, h), [(0, (0, 0, 0)), (1, (70, 30, 10))], vertical=False)
            if sx < 0:
                side = pygame.transform.flip(side, True, False)
            fill.blit(side, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        fill.blit(strata, (0, 0))
        local = [(px - x0, py - y0) for px, py in pts]
        piece = shaped((w, h), lambda m: pygame.draw.polygon(m, (255, 255, 255), local), fill)
        out.blit(piece, (x0, y0))
        if lit:  # sunlit rim along the cap rock
            n_cap = len(pts) // 2
            pygame.draw.lines(out, lit, False, pts[n_cap - 4:n_cap + 5], 2)

    # far mesas, hazy purple
    mesa(40, 360, 120, horizon + 6, (150, 80, 110), (190, 110, 110), 3)
    mesa(330, 180, 70, horizon + 6, (160, 86, 112), (196, 118, 112), 5)
    mesa(1010, 300, 150, horizon + 6, (140, 72, 104), (186, 104, 108), 8)
    ridge(horizon + 12, (0, 14), (170, 92, 100), (150, 80, 90), 11)
    # a distant town on the flat, under the sun
    town = pygame.Surface((W, H), pygame.SRCALPHA)
    tc = (96, 46, 70)
    tx = 560
    for _ in range(11):
        bw = rng.randint(14, 28)
        bh = rng.randint(10, 26)
        pygame.draw.rect(town, tc, (tx, horizon + 6 - bh, bw, bh + 4))
        if rng.random() < 0.5:  # false front
            pygame.draw.rect(town, tc, (tx + 2, horizon + 6 - bh - 5, bw - 4, 6))
        tx += bw + rng.randint(0, 6)
    # church steeple and water tower
    pygame.draw.polygon(town, tc, [(tx + 6, horizon + 8), (tx + 6, horizon - 22), (tx + 12, horizon - 40),
                                   (tx + 18, horizon - 22), (tx + 18, horizon + 8)])
    pygame.draw.rect(town, tc, (500, horizon - 26, 22, 14), border_radius=3)
    for lx in (502, 519):
        pygame.draw.line(town, tc, (lx, horizon - 12), (lx + (lx - 511) * 0.3, horizon + 8), 2)
    # windmill
    wx, wy = 470, horizon - 30
    pygame.draw.line(town, tc, (wx - 6, horizon + 8), (wx, wy), 2)
    pygame.draw.line(town, tc, (wx + 6, horizon + 8), (wx, wy), 2)
    for k in range(8):
        a = k * math.pi / 4 + 0.2
        pygame.draw.line(town, tc, (wx, wy), (wx + math.cos(a) * 11, wy + math.sin(a) * 11), 2)
    out.blit(town, (0, 0))
    # desert floor
    floor = [(0, horizon + 8), (W, horizon + 8), (W, H), (0, H)]
    poly_grad(out, floor, (150, 78, 70), (64, 30, 34))
    # sun reflection / dust glow on the floor
    dust = pygame.Surface((W // 4, H // 4))
    pygame.draw.ellipse(dust, (70, 40, 22), ((sun[0] - 380) / 4, (horizon - 10) / 4, 190, 22))
    pygame.draw.ellipse(dust, (60, 40, 24), ((sun[0] - 160) / 4, (horizon - 4) / 4, 80, 8))
    dust = pygame.transform.smoothscale(pygame.transform.gaussian_blur(dust, 5), (W, H))
    out.blit(dust, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mesa(-60, 420, 210, horizon + 60, (92, 40, 58), (120, 56, 60), 21, lit=(230, 120, 80))
    mesa(940, 420, 120, horizon + 60, (86, 38, 56), (116, 52, 58), 23, lit=(230, 120, 80))
    # foreground dunes
    ridge(H - 120, (0, 40), (58, 26, 32), (30, 14, 20), 31)
    ridge(H - 40, (0, 36), (36, 16, 22), (18, 8, 12), 33)
    # saguaro cacti silhouettes
    sil = (20, 9, 14)

    def saguaro(x, base, height, arms, seed):
        r2 = random.Random(seed)
        tw = height * 0.11
        layer = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.rect(layer, sil, (x - tw / 2, base - height, tw, height + 10), border_radius=int(tw / 2))
        for side in arms:
            ay = base - height * r2.uniform(0.35, 0.6)
            ax = x + side * (tw * 0.5 + height * r2.uniform(0.12, 0.18))
            top = ay - height * r2.uniform(0.22, 0.35)
            aw = tw * 0.8
            pygame.draw.rect(layer, sil, (min(x, ax) - aw / 2 * (side < 0), ay - aw / 2,
                                          abs(ax - x) + aw / 2, aw), border_radius=int(aw / 2))
            pygame.draw.rect(layer, sil, (ax - aw / 2, top, aw, ay - top + aw / 2), border_radius=int(aw / 2))
        out.blit(layer, (0, 0))

    saguaro(150, H - 60, 230, (-1, 1), 41)
    saguaro(1150, H - 40, 280, (1, -1), 43)
    saguaro(1010, H - 90, 120, (-1,), 45)
    saguaro(330, H - 100, 80, (1,), 47)
    # prickly scrub along the front
    scrub = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(26):
        bx = rng.uniform(0, W)
        by = H - rng.uniform(0, 50)
        for _ in range(9):
            a = rng.uniform(-2.6, -0.5)
            ln = rng.uniform(10, 26)
            pygame.draw.line(scrub, sil, (bx, by), (bx + math.cos(a) * ln, by + math.sin(a) * ln), 2)
    out.blit(scrub, (0, 0))
    # birds
    for _ in range(4):
        bx, by = rng.uniform(380, 980), rng.uniform(170, 300)
        s = rng.uniform(5, 9)
        pygame.draw.aalines(out, (50, 26, 40), False,
                            [(bx - s, by - s * 0.4), (bx - s * 0.4, by - s * 0.5), (bx, by),
                             (bx + s * 0.4, by - s * 0.5), (bx + s, by - s * 0.4)])
    multiply(out, vignette((W, H), 0.45, power=2.6))
    return out


# --------------------------------------------------------------------------- icons
# Icons are designed on a 96-unit grid (P and R scale it to the 4x canvas), lit from the
# upper left, and finished by outline_and_shadow.

K = SS
GOLD = ((255, 238, 160), (238, 180, 54), (150, 94, 18))
SILVER = ((252, 253, 255), (198, 206, 218), (104, 112, 130))
STEEL = ((214, 220, 230), (126, 134, 148), (50, 54, 64))
BRASS = ((252, 224, 150), (204, 152, 62), (116, 76, 24))
WOOD = ((196, 128, 70), (140, 82, 40), (80, 44, 20))
INK = (28, 18, 12)


def P(*xy) -> list:
    return [(x * K, y * K) for x, y in xy]


def R(v: float) -> float:
    return v * K


def new_canvas() -> pygame.Surface:
    return pygame.Surface((S, S), pygame.SRCALPHA)


def star_points(cx, cy, n, ro, ri, rot=-90.0) -> list:
    pts = []
    for i in range(n * 2):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    return pts


def bezier(p0, p1, p2, p3, n=24) -> list:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def shine(c: pygame.Surface, points, alpha=90) -> None:
    layer = pygame.Surface(c.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (255, 255, 255, alpha), points)
    c.blit(layer, (0, 0))


def cylinder_fill(size, base: Colour, vertical_axis=True) -> pygame.Surface:
    """Shading across a cylinder: dark edge, bright highlight left of centre, dark edge."""
    stops = [(0, shade(base, -0.55)), (0.28, shade(base, 0.35)), (0.45, shade(base, 0.1)),
             (0.8, shade(base, -0.25)), (1, shade(base, -0.6))]
    return gradient(size, stops, vertical=not vertical_axis)


def coin_face(c, cx, cy, r, metal=GOLD, emblem="star") -> None:
    light, mid, dark = metal
    circle_grad(c, (cx, cy), r, shade(light, 0.1), dark)
    circle_grad(c, (cx, cy), r * 0.82, mix(mid, dark, 0.55), light, light=(-0.35, -0.35))
    circle_grad(c, (cx, cy), r * 0.74, light, mid)
    for i in range(36):  # reeded rim
        a = 2 * math.pi * i / 36
        pygame.draw.circle(c, (*dark, 150), (cx + math.cos(a) * r * 0.91, cy + math.sin(a) * r * 0.91),
                           r * 0.035)
    if emblem == "star":
        pts = star_points(cx, cy, 5, r * 0.5, r * 0.21)
        poly_grad(c, [(x + r * 0.04, y + r * 0.05) for x, y in pts], dark, dark)
        poly_grad(c, pts, shade(light, 0.3), mid)
    shine(c, [(cx - r * 0.75, cy - r * 0.2), (cx - r * 0.2, cy - r * 0.75),
              (cx - r * 0.05, cy - r * 0.62), (cx - r * 0.62, cy - r * 0.05)], 70)


def icon_gold() -> pygame.Surface:
    c = new_canvas()
    coin_face(c, R(48), R(48), R(42))
    return c


COIN_W, COIN_T = R(34), R(6)


def coin_stack(c, cx, base_y, n, w=COIN_W, t=COIN_T, metal=GOLD) -> None:
    light, mid, dark = metal
    h = w * 0.38
    for i in range(n):
        y = base_y - i * t
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (cx, y)
        side = cylinder_fill((int(w), int(t + h / 2)), mid)
        body = shaped(side.get_size(), lambda m: (
            pygame.draw.rect(m, (255, 255, 255), (0, 0, w, t)),
            pygame.draw.ellipse(m, (255, 255, 255), (0, t - h / 2, w, h))), side)
        c.blit(body, (cx - w / 2, y - t))
        pygame.draw.line(c, (*dark, 140), (cx - w / 2 + R(1), y - t * 0.45), (cx + w / 2 - R(1), y - t * 0.45),
                         int(R(0.6)))
    top = pygame.Rect(0, 0, w, h)
    top.center = (cx, base_y - n * t)
    ellipse_grad(c, top, shade(light, 0.15), mid)
    inner = top.inflate(-w * 0.2, -h * 0.2)
    pygame.draw.ellipse(c, (*dark, 120), inner, int(R(1)))


def icon_pot() -> pygame.Surface:
    c = new_canvas()
    coin_stack(c, R(48), R(70), 8)
    coin_stack(c, R(26), R(82), 5)
    coin_stack(c, R(70), R(84), 4)
    coin_face(c, R(46), R(74), R(17))
    return c


def icon_dynamite() -> pygame.Surface:
    c = new_canvas()
    red = (206, 40, 34)
    for dx, ang in ((-17, 8), (17, -8), (0, 0)):
        w, h = int(R(19)), int(R(58))
        stick = shaped((w, h), lambda m: pygame.draw.rect(m, (255, 255, 255), m.get_rect(),
                                                          border_radius=int(R(4))), cylinder_fill((w, h), red))
        cap = pygame.Rect(0, 0, w, R(7))
        pygame.draw.ellipse(stick, (236, 214, 170), cap)
        pygame.draw.ellipse(stick, (150, 110, 70), cap, int(R(1)))
        pygame.draw.line(stick, (120, 20, 16), (0, h * 0.18), (w, h * 0.18), int(R(1)))
        rot = pygame.transform.rotate(stick, ang)
        c.blit(rot, rot.get_rect(center=(R(48 + dx), R(58))))
    # strap
    band = [(R(20), R(62)), (R(76), R(62)), (R(76), R(71)), (R(20), R(71))]
    poly_grad(c, band, (150, 100, 60), (80, 50, 26))
    pygame.draw.line(c, (200, 150, 100), (R(21), R(63)), (R(75), R(63)), int(R(1)))
    # fuse and spark
    fuse = bezier((R(48), R(30)), (R(48), R(16)), (R(62), R(22)), (R(70), R(12)))
    thick_poly(c, (60, 50, 40), fuse, int(R(3.2)), closed=False)
    thick_poly(c, (130, 110, 80), [(x - R(0.6), y - R(0.6)) for x, y in fuse], int(R(1.2)), closed=False)
    sx, sy = R(72), R(11)
    glow = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.polygon(glow, (255, 140, 20, 230), star_points(sx, sy, 8, R(12), R(4.5), rot=10))
    pygame.draw.polygon(glow, (255, 230, 80, 255), star_points(sx, sy, 8, R(8), R(3), rot=-12))
    pygame.draw.circle(glow, (255, 255, 230, 255), (sx, sy), R(3))
    c.blit(glow, (0, 0))
    return c


def icon_revolver() -> pygame.Surface:
    c = new_canvas()
    light, mid, dark = STEEL
    # barrel and ejector housing
    poly_grad(c, P((44, 31), (91, 31), (91, 39), (44, 39)), light, dark)
    poly_grad(c, P((46, 39), (80, 39), (80, 44), (46, 44)), mid, dark)
    pygame.draw.circle(c, dark, (R(80), R(41.5)), R(2.5))
    poly_grad(c, P((84, 31), (88, 31), (87, 26), (85, 26)), light, mid)   # front sight
    pygame.draw.line(c, (*shade(light, 0.4),), (R(46), R(32.5)), (R(90), R(32.5)), int(R(1)))
    # frame, hammer, trigger guard
    poly_grad(c, P((24, 28), (48, 28), (48, 46), (44, 52), (30, 52), (24, 44)), mid, dark)
    poly_grad(c, P((26, 31), (15, 20), (19, 17), (31, 28)), light, dark)
    pygame.draw.arc(c, dark, pygame.Rect(R(32), R(44), R(18), R(18)), math.pi, 2 * math.pi, int(R(3)))
    thick_poly(c, mid, [(R(42), R(50)), (R(41), R(55)), (R(38), R(58))], int(R(2.5)), closed=False)
    # cylinder with flutes
    cyl = pygame.Rect(R(27), R(26), R(22), R(22))
    body = shaped(cyl.size, lambda m: pygame.draw.rect(m, (255, 255, 255), m.get_rect(),
                                                       border_radius=int(R(5))),
                  gradient(cyl.size, [(0, light), (0.5, mid), (1, dark)]))
    c.blit(body, cyl.topleft)
    for fy in (32, 41):
        pygame.draw.line(c, (*dark,), (R(30), R(fy)), (R(46), R(fy)), int(R(2)))
        pygame.draw.line(c, light, (R(30), R(fy + 1.4)), (R(46), R(fy + 1.4)), int(R(0.8)))
    # grip
    grip = P((25, 44), (42, 48), (40, 56), (33, 72), (29, 84), (13, 84), (12, 74), (18, 58))
    poly_grad(c, grip, WOOD[0], WOOD[2], vertical=False)
    for i in range(5):  # checkering
        y = 58 + i * 5
        pygame.draw.line(c, (*WOOD[2],), (R(18 - i * 0.8), R(y)), (R(34 - i * 1.6), R(y + 3)), int(R(1)))
    pygame.draw.circle(c, BRASS[1], (R(27), R(62)), R(2.2))
    pygame.draw.circle(c, BRASS[0], (R(26.5), R(61.5)), R(1))
    shine(c, P((46, 31.5), (90, 31.5), (90, 33.5), (46, 33.5)), 80)
    return c


def icon_star() -> pygame.Surface:
    c = new_canvas()
    light, mid, dark = GOLD
    cx = cy = R(48)
    outer = star_points(cx, cy, 6, R(38), R(20))
    poly_grad(c, outer, light, dark)
    for i in range(6):  # ball tips
        a = math.radians(-90 + i * 60)
        circle_grad(c, (cx + math.cos(a) * R(39), cy + math.sin(a) * R(39)), R(6.5), shade(light, 0.3), dark)
    face = star_points(cx, cy, 6, R(32), R(17))
    poly_grad(c, face, shade(light, 0.25), mid)
    # facets: darker on the lower-right half of each point
    fac = pygame.Surface((S, S), pygame.SRCALPHA)
    for i in range(6):
        tip = face[i * 2]
        nxt = face[(i * 2 + 1) % 12]
        pygame.draw.polygon(fac, (*dark, 70), [(cx, cy), tip, nxt])
    c.blit(fac, (0, 0))
    circle_grad(c, (cx, cy), R(13.5), dark, mid, light=(-0.3, -0.3))
    circle_grad(c, (cx, cy), R(11.5), shade(light, 0.2), mid)
    inner = star_points(cx, cy, 5, R(8), R(3.4))
    poly_grad(c, inner, dark, dark)
    return c


def icon_horseshoe() -> pygame.Surface:
    c = new_canvas()
    light, mid, dark = STEEL
    cx, cy = R(48), R(44)
    ro, ri = R(38), R(22)
    a0, a1 = math.radians(-25), math.radians(205)   # open at the top
    n = 40
    outer = [(cx + math.cos(a0 + (a1 - a0) * i / n) * ro, cy + math.sin(a0 + (a1 - a0) * i / n) * ro * 1.08)
             for i in range(n + 1)]
    inner = [(cx + math.cos(a1 - (a1 - a0) * i / n) * ri, cy + math.sin(a1 - (a1 - a0) * i / n) * ri * 1.1)
             for i in range(n + 1)]
    shape = outer + inner
    poly_grad(c, shape, (170, 176, 188), (70, 74, 86))
    # heels
    for a in (a0, a1):
        x1, y1 = cx + math.cos(a) * ri, cy + math.sin(a) * ri * 1.1
        x2, y2 = cx + math.cos(a) * ro, cy + math.sin(a) * ro * 1.08
        pygame.draw.line(c, dark, (x1, y1), (x2, y2), int(R(3)))
    # fuller groove with nail holes
    rm = (ro + ri) / 2
    groove = [(cx + math.cos(a0 + 0.12 + (a1 - a0 - 0.24) * i / n) * rm,
               cy + math.sin(a0 + 0.12 + (a1 - a0 - 0.24) * i / n) * rm * 1.09) for i in range(n + 1)]
    pygame.draw.lines(c, (60, 64, 74), False, groove, int(R(2.2)))
    for k in range(8):
        t = (k + 0.5) / 8
        if 0.42 < t < 0.58:
            continue
        a = a0 + 0.2 + (a1 - a0 - 0.4) * t
        x, y = cx + math.cos(a) * rm, cy + math.sin(a) * rm * 1.09
        pygame.draw.rect(c, (20, 20, 26), pygame.Rect(0, 0, R(3.4), R(3.4)).move(x - R(1.7), y - R(1.7)))
    shine(c, [(cx + math.cos(a) * (ro - R(3)), cy + math.sin(a) * (ro - R(3)) * 1.08)
              for a in [math.radians(d) for d in range(200, 150, -5)]]
          + [(cx + math.cos(a) * (ro - R(7)), cy + math.sin(a) * (ro - R(7)) * 1.08)
             for a in [math.radians(d) for d in range(150, 205, 5)]], 110)
    return c


def icon_skull() -> pygame.Surface:
    c = new_canvas()
    bone_l, bone_d = (250, 244, 226), (176, 160, 130)
    # jaw first, cranium over it
    poly_grad(c, P((31, 58), (65, 58), (63, 78), (56, 84), (40, 84), (33, 78)), bone_l, bone_d)
    ellipse_grad(c, pygame.Rect(R(18), R(10), R(60), R(58)), bone_l, bone_d)
    poly_grad(c, P((22, 50), (74, 50), (68, 64), (28, 64)), mix(bone_l, bone_d, 0.3), bone_d)
    dark = (40, 24, 20)
    for ex in (35, 61):  # eye sockets
        pygame.draw.ellipse(c, dark, pygame.Rect(R(ex - 9.5), R(37), R(19), R(17)))
        pygame.draw.ellipse(c, (90, 60, 50), pygame.Rect(R(ex - 6), R(40), R(8), R(6)))
    pygame.draw.polygon(c, dark, P((48, 55), (44, 64), (48, 66), (52, 64)))  # nose
    for i in range(6):  # teeth
        x = 36 + i * 4.8
        pygame.draw.rect(c, (240, 234, 214), pygame.Rect(R(x), R(66), R(4), R(10)), border_radius=int(R(1)))
        pygame.draw.rect(c, (120, 100, 80), pygame.Rect(R(x), R(66), R(4), R(10)), int(R(0.8)),
                         border_radius=int(R(1)))
    pygame.draw.line(c, (120, 100, 80), (R(35), R(71)), (R(63), R(71)), int(R(1)))
    # a crack
    pygame.draw.lines(c, (130, 110, 90), False, P((60, 14), (57, 20), (61, 25), (58, 31)), int(R(1.2)))
    shine(c, P((28, 22), (42, 14), (46, 17), (32, 27)), 90)
    return c


def icon_hourglass() -> pygame.Surface:
    c = new_canvas()
    glass = P((30, 20), (66, 20), (64, 36), (52, 47), (52, 49), (64, 60), (66, 76), (30, 76), (32, 60),
              (44, 49), (44, 47), (32, 36))
    g = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.polygon(g, (214, 236, 246, 215), glass)
    c.blit(g, (0, 0))
    sand_l, sand_d = (250, 210, 120), (200, 140, 50)
    poly_grad(c, P((38, 38), (58, 38), (52, 46), (44, 46)), sand_l, sand_d)          # top: draining
    poly_grad(c, P((31, 75), (34, 62), (48, 56), (62, 62), (65, 75)), sand_l, sand_d)  # bottom heap
    pygame.draw.line(c, sand_d, (R(48), R(46)), (R(48), R(57)), int(R(1.6)))
    pygame.draw.lines(c, (230, 245, 255), True, glass, int(R(1.2)))
    shine(c, P((33, 23), (37, 23), (35, 34), (33, 34)), 150)
    shine(c, P((33, 64), (36, 62), (35, 73), (33, 73)), 120)
    for y0 in (10, 76):  # caps
        poly_grad(c, P((18, y0), (78, y0), (78, y0 + 10), (18, y0 + 10)), WOOD[0], WOOD[2])
        pygame.draw.line(c, shade(WOOD[0], 0.3), (R(19), R(y0 + 1.5)), (R(77), R(y0 + 1.5)), int(R(1)))
    for x0 in (21, 71):  # posts
        poly_grad(c, P((x0, 20), (x0 + 4, 20), (x0 + 4, 76), (x0, 76)), WOOD[1], WOOD[2], vertical=False)
    return c


def icon_coal() -> pygame.Surface:
    c = new_canvas()
    rng = random.Random(404)
    lumps = [(30, 64, 20), (64, 66, 21), (47, 40, 22)]
    for lx, ly, r in lumps:
        n = 8
        pts = []
        for i in range(n):
            a = 2 * math.pi * i / n + rng.uniform(-0.2, 0.2)
            rr = r * rng.uniform(0.78, 1.08)
            pts.append((R(lx + math.cos(a) * rr), R(ly + math.sin(a) * rr * 0.85)))
        poly_grad(c, pts, (70, 72, 82), (14, 14, 18))
        ctr = (R(lx - r * 0.15), R(ly - r * 0.2))
        for i in range(n):  # facets: lit towards the upper left
            a, b = pts[i], pts[(i + 1) % n]
            mid_a = math.atan2((a[1] + b[1]) / 2 - ctr[1], (a[0] + b[0]) / 2 - ctr[0])
            lit = max(0.0, -math.cos(mid_a + math.radians(45)))
            col = mix((22, 22, 28), (120, 126, 146), lit)
            pygame.draw.polygon(c, col, [ctr, a, b])
            pygame.draw.line(c, (10, 10, 14), ctr, a, int(R(0.7)))
        for _ in range(3):
            gx, gy = ctr[0] + rng.uniform(-R(8), R(4)), ctr[1] + rng.uniform(-R(8), R(2))
            pygame.draw.circle(c, (220, 230, 255), (gx, gy), R(1.1))
    return c


def ingot(c, x, y, w, h, metal=SILVER) -> None:
    light, mid, dark = metal
    d = h * 0.55      # depth of the top face
    inset = w * 0.12
    top = [(x + inset, y), (x + w - inset, y), (x + w - inset * 0.4, y + d), (x + inset * 0.4, y + d)]
    front = [(x + inset * 0.4, y + d), (x + w - inset * 0.4, y + d), (x + w, y + h + d), (x, y + h + d)]
    poly_grad(c, front, mid, dark)
    poly_grad(c, top, shade(light, 0.2), mid)
    pygame.draw.line(c, shade(light, 0.3), top[3], top[2], int(R(1)))
    shine(c, [(x + inset * 1.5, y + R(1)), (x + inset * 1.5 + w * 0.25, y + R(1)),
              (x + inset * 1.5 + w * 0.2, y + d - R(1)), (x + inset * 1.5 - w * 0.05, y + d - R(1))], 120)


def icon_silver() -> pygame.Surface:
    c = new_canvas()
    ingot(c, R(8), R(54), R(42), R(16))
    ingot(c, R(46), R(54), R(42), R(16))
    ingot(c, R(27), R(30), R(42), R(16))
    # a stamped mark on the top bar
    pygame.draw.rect(c, (120, 128, 146), pygame.Rect(R(40), R(50), R(16), R(6)), int(R(1)))
    return c


def icon_cattle() -> pygame.Surface:
    c = new_canvas()
    horn_l, horn_d = (250, 240, 210), (150, 120, 80)
    for side in (-1, 1):  # long horns sweeping out and up
        base = (48 + side * 14, 30)
        pts_top = bezier(base, (48 + side * 30, 18), (48 + side * 40, 26), (48 + side * 46, 8), 18)
        pts_bot = bezier((48 + side * 46, 8), (48 + side * 36, 34), (48 + side * 28, 30), (48 + side * 12, 40), 18)
        poly = [(R(x), R(y)) for x, y in pts_top + pts_bot]
        poly_grad(c, poly, horn_l, horn_d)
        tip = [(R(x), R(y)) for x, y in pts_top[-5:] + pts_bot[:5]]
        pygame.draw.polygon(c, (70, 54, 40), tip)
        # ears under the horns
        ear = P((48 + side * 16, 40), (48 + side * 32, 42), (48 + side * 30, 50), (48 + side * 18, 48))
        poly_grad(c, ear, (170, 100, 50), (100, 54, 24))
        pygame.draw.polygon(c, (220, 150, 130), P((48 + side * 20, 43), (48 + side * 29, 44),
                                                  (48 + side * 27, 48), (48 + side * 20, 47)))
    head = P((32, 30), (64, 30), (66, 44), (60, 66), (58, 80), (38, 80), (36, 66), (30, 44))
    poly_grad(c, head, (178, 104, 52), (96, 50, 22))
    # white blaze
    pygame.draw.polygon(c, (246, 238, 220), P((42, 32), (54, 32), (52, 44), (50, 60), (46, 60), (44, 44)))
    # tuft of hair between the horns
    pygame.draw.polygon(c, (120, 64, 28), P((38, 30), (44, 24), (48, 30), (52, 24), (58, 30)))
    # muzzle
    ellipse_grad(c, pygame.Rect(R(36), R(66), R(24), R(18)), (236, 190, 170), (170, 120, 100))
    for nx in (43, 53):
        pygame.draw.ellipse(c, (60, 30, 24), pygame.Rect(R(nx - 2.4), R(73), R(4.8), R(5.4)))
    for ex in (37, 59):  # eyes
        pygame.draw.ellipse(c, (24, 14, 10), pygame.Rect(R(ex - 3.4), R(46), R(6.8), R(6)))
        pygame.draw.circle(c, (255, 255, 255), (R(ex - 1.2), R(47.8)), R(1.2))
    return c


def icon_ribbon() -> pygame.Surface:
    c = new_canvas()
    blue_l, blue, blue_d = (110, 170, 255), (36, 86, 200), (16, 36, 110)
    for side in (-1, 1):  # tails with a V notch
        tx = 48 + side * 10
        tail = P((tx - 8, 50), (tx + 8, 50), (tx + 8 + side * 10, 90), (tx + side * 10, 84),
                 (tx - 8 + side * 10, 92))
        poly_grad(c, tail, blue, blue_d)
        pygame.draw.line(c, blue_l, (R(tx - 3), R(52)), (R(tx - 3 + side * 10), R(86)), int(R(1.5)))
    cx, cy = R(48), R(40)
    pleats = star_points(cx, cy, 22, R(36), R(31))
    poly_grad(c, pleats, blue_l, blue_d)
    ring = pygame.Surface((S, S), pygame.SRCALPHA)
    for i in range(0, 44, 2):  # pleat creases
        pygame.draw.line(ring, (*blue_d, 110), (cx, cy), pleats[i], int(R(0.8)))
    c.blit(ring, (0, 0))
    inner = star_points(cx, cy, 18, R(27), R(23), rot=-80)
    poly_grad(c, inner, (180, 210, 255), blue)
    coin_face(c, cx, cy, R(17), GOLD, emblem="star")
    return c


def icon_hat() -> pygame.Surface:
    c = new_canvas()
    felt_l, felt_d = (200, 140, 80), (96, 58, 28)
    # brim: curls up at both sides, dips in the middle
    top_edge = bezier((4, 46), (24, 62), (72, 62), (92, 46), 30)
    bot_edge = bezier((92, 46), (84, 74), (12, 74), (4, 46), 30)
    brim = [(R(x), R(y)) for x, y in top_edge + bot_edge]
    poly_grad(c, brim, felt_l, felt_d)
    under = [(R(x), R(y)) for x, y in bezier((10, 56), (26, 70), (70, 70), (86, 56), 20)]
    pygame.draw.lines(c, shade(felt_d, -0.2), False, under, int(R(1.4)))
    # crown with a pinched top
    crown = P((24, 56), (26, 30), (30, 18), (40, 14), (48, 20), (56, 14), (66, 18), (70, 30), (72, 56))
    crown_pts = [(R(x), R(y)) for x, y in
                 bezier((24, 58), (22, 40), (26, 16), (40, 14), 12)
                 + bezier((40, 14), (44, 16), (46, 20), (48, 20), 6)
                 + bezier((48, 20), (50, 20), (52, 16), (56, 14), 6)
                 + bezier((56, 14), (70, 16), (74, 40), (72, 58), 12)
                 + bezier((72, 58), (60, 62), (36, 62), (24, 58), 12)]
    del crown
    poly_grad(c, crown_pts, shade(felt_l, 0.1), felt_d)
    # crease down the middle of the crown
    pygame.draw.lines(c, shade(felt_d, -0.1), False, P((48, 21), (47, 30), (48, 40)), int(R(1.5)))
    # band
    band = [(R(x), R(y)) for x, y in bezier((24, 48), (36, 53), (60, 53), (72, 48), 16)
            + bezier((72, 55), (60, 61), (36, 61), (24, 55), 16)]
    poly_grad(c, band, (90, 40, 30), (40, 16, 12))
    pygame.draw.circle(c, BRASS[1], (R(33), R(55)), R(2.6))
    pygame.draw.circle(c, BRASS[0], (R(32.4), R(54.4)), R(1.1))
    shine(c, P((30, 26), (36, 18), (39, 19), (33, 30)), 60)
    return c


def icon_bot() -> pygame.Surface:
    c = new_canvas()
    light, mid, dark = BRASS
    # antenna
    pygame.draw.line(c, dark, (R(48), R(26)), (R(48), R(12)), int(R(3)))
    circle_grad(c, (R(48), R(11)), R(5.5), (255, 150, 130), (170, 30, 20))
    # ears
    for x in (12, 76):
        poly_grad(c, P((x, 44), (x + 8, 44), (x + 8, 64), (x, 64)), light, dark)
    head = pygame.Rect(R(18), R(24), R(60), R(56))
    body = shaped(head.size, lambda m: pygame.draw.rect(m, (255, 255, 255), m.get_rect(),
                                                        border_radius=int(R(12))),
                  gradient(head.size, [(0, shade(light, 0.2)), (0.5, mid), (1, dark)]))
    c.blit(body, head.topleft)
    face = head.inflate(-R(10), -R(10))
    pygame.draw.rect(c, (*shade(dark, -0.2),), face, int(R(1.2)), border_radius=int(R(8)))
    for ex in (36, 60):  # glowing eyes
        pygame.draw.circle(c, (30, 24, 20), (R(ex), R(44)), R(8))
        circle_grad(c, (R(ex), R(44)), R(5.6), (200, 250, 255), (30, 150, 210))
        pygame.draw.circle(c, (255, 255, 255), (R(ex - 2), R(42)), R(1.6))
    grill = pygame.Rect(R(34), R(60), R(28), R(10))
    pygame.draw.rect(c, (40, 30, 20), grill, border_radius=int(R(2)))
    for i in range(1, 5):
        x = grill.x + grill.w * i / 5
        pygame.draw.line(c, mid, (x, grill.y + R(1.5)), (x, grill.bottom - R(1.5)), int(R(1.2)))
    for bx, by in ((24, 30), (72, 30), (24, 74), (72, 74)):  # rivets
        pygame.draw.circle(c, dark, (R(bx), R(by)), R(1.8))
        pygame.draw.circle(c, light, (R(bx - 0.5), R(by - 0.5)), R(0.9))
    return c


def icon_human() -> pygame.Surface:
    c = new_canvas()
    # shoulders and shirt
    shoulders = [(R(x), R(y)) for x, y in bezier((10, 92), (12, 64), (30, 62), (48, 62), 16)
                 + bezier((48, 62), (66, 62), (84, 64), (86, 92), 16)]
    poly_grad(c, shoulders, (150, 84, 50), (80, 40, 24))
    # vest edges
    pygame.draw.line(c, (60, 30, 18), (R(38), R(66)), (R(42), R(92)), int(R(2.4)))
    pygame.draw.line(c, (60, 30, 18), (R(58), R(66)), (R(54), R(92)), int(R(2.4)))
    # neck and bandana
    poly_grad(c, P((42, 50), (54, 50), (55, 64), (41, 64)), (230, 170, 130), (180, 120, 90))
    poly_grad(c, P((36, 60), (60, 60), (48, 78)), (220, 60, 50), (140, 24, 20))
    # head
    ellipse_grad(c, pygame.Rect(R(34), R(26), R(28), R(32)), (246, 196, 156), (196, 134, 96))
    for ex in (43, 53):
        pygame.draw.circle(c, (40, 24, 16), (R(ex), R(41)), R(1.8))
    pygame.draw.arc(c, (120, 60, 40), pygame.Rect(R(42), R(44), R(12), R(7)), math.pi * 1.15, math.pi * 1.85,
                    int(R(1.2)))
    # hat
    brim = [(R(x), R(y)) for x, y in bezier((18, 30), (32, 38), (64, 38), (78, 30), 16)
            + bezier((78, 30), (70, 42), (26, 42), (18, 30), 16)]
    poly_grad(c, brim, (150, 100, 56), (80, 48, 22))
    crown = [(R(x), R(y)) for x, y in bezier((32, 34), (30, 20), (36, 10), (44, 10), 10)
             + [(48, 14)] + bezier((52, 10), (60, 10), (66, 20), (64, 34), 10)]
    poly_grad(c, crown, (180, 124, 70), (100, 60, 28))
    pygame.draw.line(c, (60, 30, 18), (R(33), R(30)), (R(63), R(30)), int(R(2.4)))
    return c


def icon_calamity() -> pygame.Surface:
    c = new_canvas()
    # lightning bolt behind the cloud's lower edge
    bolt = P((50, 38), (64, 38), (54, 58), (66, 58), (38, 94), (46, 66), (34, 66))
    poly_grad(c, bolt, (255, 250, 190), (250, 180, 30))
    pygame.draw.lines(c, (255, 255, 240), False, P((52, 40), (44, 64)), int(R(1.2)))
    # storm cloud: a cluster of shaded puffs
    puffs = [(26, 40, 15), (44, 30, 19), (64, 34, 16), (76, 44, 12), (16, 48, 10), (48, 46, 15)]
    for x, y, r in puffs:
        circle_grad(c, (R(x), R(y)), R(r), (150, 156, 176), (54, 58, 76))
    poly_grad(c, P((14, 48), (84, 48), (80, 58), (18, 58)), (90, 94, 112), (50, 54, 70))
    for x, y, r in puffs[:4]:
        shine(c, [(R(x - r * 0.6), R(y - r * 0.4)), (R(x - r * 0.1), R(y - r * 0.85)),
                  (R(x + r * 0.1), R(y - r * 0.7)), (R(x - r * 0.45), R(y - r * 0.2))], 60)
    # rain streaks
    for x in (22, 30, 72, 80):
        pygame.draw.line(c, (150, 180, 230), (R(x), R(62)), (R(x - 4), R(74)), int(R(1.8)))
    return c


def wheel(c, cx, cy, r) -> None:
    pygame.draw.circle(c, (40, 26, 16), (cx, cy), r)
    pygame.draw.circle(c, (0, 0, 0, 0), (cx, cy), r - R(3.5))
    pygame.draw.circle(c, (150, 96, 50), (cx, cy), r - R(1.3), int(R(2.2)))
    for i in range(10):
        a = 2 * math.pi * i / 10
        pygame.draw.line(c, (120, 74, 36), (cx, cy), (cx + math.cos(a) * (r - R(2)), cy + math.sin(a) * (r - R(2))),
                         int(R(2)))
    circle_grad(c, (cx, cy), R(3.6), BRASS[0], BRASS[2])


def icon_wagon() -> pygame.Surface:
    c = new_canvas()
    # tongue
    pygame.draw.line(c, WOOD[2], (R(80), R(64)), (R(95), R(70)), int(R(3)))
    # canvas bonnet with hoops
    bonnet = [(R(x), R(y)) for x, y in bezier((14, 56), (6, 20), (20, 16), (30, 18), 12)
              + bezier((30, 18), (44, 14), (56, 14), (68, 18), 12)
              + bezier((68, 18), (80, 16), (90, 20), (82, 56), 12)]
    poly_grad(c, bonnet, (252, 246, 226), (190, 172, 132))
    for x0, x1 in ((28, 26), (48, 48), (68, 70)):
        pygame.draw.line(c, (170, 150, 110), (R(x0), R(18)), (R(x1), R(55)), int(R(1.6)))
    pygame.draw.ellipse(c, (60, 40, 26), pygame.Rect(R(8), R(30), R(9), R(20)))  # rear opening
    # box
    poly_grad(c, P((10, 54), (86, 54), (82, 70), (14, 70)), WOOD[0], WOOD[2])
    for y in (59, 64):
        pygame.draw.line(c, WOOD[2], (R(12), R(y)), (R(84), R(y)), int(R(0.9)))
    wheel(c, R(28), R(74), R(16))
    wheel(c, R(70), R(77), R(13))
    return c


def icon_pick() -> pygame.Surface:
    """Drawn upright, then tilted."""
    c = new_canvas()
    handle = P((44, 26), (52, 26), (53, 92), (43, 92))
    poly_grad(c, handle, WOOD[0], WOOD[2], vertical=False)
    pygame.draw.line(c, shade(WOOD[0], 0.3), (R(46), R(30)), (R(46), R(90)), int(R(1)))
    pygame.draw.line(c, WOOD[2], (R(44), R(84)), (R(53), R(84)), int(R(1.2)))
    light, mid, dark = STEEL
    top, bot = [], []
    n = 28
    for i in range(n + 1):
        t = -1 + 2 * i / n
        x = 48 + t * 44
        y = 26 + abs(t) ** 1.7 * 16           # the points curve down
        th = 7.5 * (1 - abs(t) ** 2.4) + 0.5
        top.append((R(x), R(y - th * 0.55)))
        bot.append((R(x), R(y + th * 0.45)))
    poly_grad(c, top + bot[::-1], light, dark)
    pygame.draw.lines(c, shade(light, 0.4), False, top[4:-4], int(R(1)))
    # socket collar round the handle
    poly_grad(c, P((41, 20), (55, 20), (56, 34), (40, 34)), light, dark, vertical=False)
    pygame.draw.line(c, dark, (R(40), R(27)), (R(56), R(27)), int(R(1)))
    rot = pygame.transform.rotozoom(c, -38, 0.86)
    out = new_canvas()
    out.blit(rot, rot.get_rect(center=(S / 2, S / 2 + R(2))))
    return out


def icon_bag() -> pygame.Surface:
    c = new_canvas()
    burlap_l, burlap_d = (228, 190, 126), (140, 96, 50)
    body = [(R(x), R(y)) for x, y in bezier((40, 36), (8, 50), (8, 92), (48, 90), 18)
            + bezier((48, 90), (88, 92), (88, 50), (56, 36), 18)]
    poly_grad(c, body, burlap_l, burlap_d)
    # weave texture
    tex = pygame.Surface((S, S), pygame.SRCALPHA)
    for y in range(40, 90, 3):
        pygame.draw.line(tex, (*burlap_d, 50), (R(14), R(y)), (R(82), R(y)), int(R(0.6)))
    for x in range(16, 82, 3):
        pygame.draw.line(tex, (*burlap_l, 40), (R(x), R(40)), (R(x), R(90)), int(R(0.6)))
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), body)
    tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.blit(tex, (0, 0))
    # gathered neck and frill
    frill = P((36, 14), (42, 20), (48, 12), (54, 20), (60, 14), (58, 30), (38, 30))
    poly_grad(c, frill, burlap_l, burlap_d)
    poly_grad(c, P((38, 28), (58, 28), (56, 38), (40, 38)), burlap_d, shade(burlap_d, -0.3))
    # rope tie
    pygame.draw.line(c, (110, 70, 30), (R(36), R(33)), (R(60), R(33)), int(R(4)))
    pygame.draw.line(c, (190, 140, 80), (R(37), R(32)), (R(59), R(32)), int(R(1.2)))
    thick_poly(c, (110, 70, 30), P((58, 33), (66, 42), (64, 50)), int(R(3)), closed=False)
    # dollar sign
    f = pygame.font.Font(str(ROOT / "fonts" / "RobotoSlab-Bold.otf"), int(R(34)))
    sign = f.render("$", True, (90, 50, 20))
    c.blit(sign, sign.get_rect(center=(R(48), R(64))))
    shine(c, P((22, 56), (28, 46), (31, 48), (26, 62)), 60)
    return c


# ---- pictures of single cards (Durango's hires, Deck Goes West's tools) -------------------
def _lumps(c, spots, seed: int, dark=(14, 14, 18), light=(90, 92, 104)) -> None:
    """Small irregular lumps (coal, nuggets) at (x, y, r) in icon units."""
    rng = random.Random(seed)
    for lx, ly, r in spots:
        pts = [(R(lx + math.cos(a) * r * rng.uniform(0.75, 1.1)), R(ly + math.sin(a) * r * 0.85))
               for a in (2 * math.pi * i / 7 + rng.uniform(-0.2, 0.2) for i in range(7))]
        poly_grad(c, pts, light, dark)


def icon_keg() -> pygame.Surface:
    """The Powder Man: a keg of black powder, its fuse lit."""
    c = new_canvas()
    body = [(R(x), R(y)) for x, y in bezier((26, 30), (18, 50), (18, 72), (26, 90), 16)
            + bezier((70, 90), (78, 72), (78, 50), (70, 30), 16)]
    poly_grad(c, body, WOOD[0], WOOD[2], vertical=False)
    for y in (38, 82):
        pygame.draw.line(c, STEEL[2], (R(22), R(y)), (R(74), R(y)), int(R(4)))
    pygame.draw.rect(c, (30, 26, 24), pygame.Rect(R(21), R(52), R(54), R(16)))
    pygame.draw.rect(c, (236, 220, 180), pygame.Rect(R(33), R(55), R(30), R(10)))
    pygame.draw.ellipse(c, shade(WOOD[0], 0.2), pygame.Rect(R(26), R(24), R(44), R(12)))
    thick_poly(c, (60, 48, 40), [(R(48), R(28)), (R(54), R(16)), (R(64), R(10))], int(R(3)), closed=False)
    poly_grad(c, [(R(x), R(y)) for x, y in star_points(66, 8, 6, 8, 3.5)], (255, 240, 140), (240, 110, 30))
    return c


def icon_lasso() -> pygame.Surface:
    """The Horse Thief: a coiled lasso."""
    c = new_canvas()
    rope, dark = (222, 184, 112), (120, 84, 40)
    for i, (w, h) in enumerate(((70, 50), (60, 42), (50, 34))):
        rect = pygame.Rect(0, 0, R(w), R(h))
        rect.center = (R(46), R(54 + i * 2))
        pygame.draw.ellipse(c, dark, rect.inflate(R(2), R(2)), int(R(6)))
        pygame.draw.ellipse(c, rope, rect, int(R(4)))
    thick_poly(c, dark, [(R(70), R(66)), (R(80), R(80)), (R(90), R(90))], int(R(6)), closed=False)
    thick_poly(c, rope, [(R(70), R(66)), (R(80), R(80)), (R(90), R(90))], int(R(4)), closed=False)
    pygame.draw.circle(c, dark, (R(70), R(70)), R(6))
    return c


def icon_pan() -> pygame.Surface:
    """The Prospector: a gold pan, nuggets in its bottom."""
    c = new_canvas()
    ellipse_grad(c, pygame.Rect(R(8), R(36), R(80), R(44)), STEEL[0], STEEL[2])
    ellipse_grad(c, pygame.Rect(R(20), R(44), R(56), R(28)), (120, 104, 80), (60, 50, 36))
    _lumps(c, [(40, 58, 6), (54, 60, 5), (47, 52, 4)], 11, dark=GOLD[2], light=GOLD[0])
    return c


def icon_minecart() -> pygame.Surface:
    """The Coal Miner: a mine cart heaped with coal."""
    c = new_canvas()
    _lumps(c, [(32, 40, 12), (50, 36, 13), (66, 40, 11)], 7, light=(110, 112, 126))
    poly_grad(c, P((12, 44), (84, 44), (76, 78), (20, 78)), (170, 110, 60), (90, 50, 24))
    for x in (22, 48, 74):
        pygame.draw.line(c, STEEL[2], (R(x), R(46)), (R(x - 2 if x > 48 else x + 2), R(76)), int(R(3)))
    for x in (30, 66):
        circle_grad(c, (R(x), R(82)), R(9), STEEL[0], STEEL[2])
        pygame.draw.circle(c, STEEL[2], (R(x), R(82)), R(3))
    return c


def icon_mug() -> pygame.Surface:
    """The Saloon Keeper: a mug of beer, foaming over."""
    c = new_canvas()
    pygame.draw.circle(c, (200, 150, 60), (R(70), R(58)), R(14), int(R(5)))
    poly_grad(c, P((22, 30), (70, 30), (68, 88), (24, 88)), (250, 196, 70), (170, 100, 20), vertical=False)
    for x in (34, 46, 58):
        pygame.draw.line(c, (255, 236, 170), (R(x), R(40)), (R(x), R(82)), int(R(2)))
    for x, y, r in ((28, 28, 10), (42, 24, 12), (56, 26, 11), (66, 30, 8)):
        circle_grad(c, (R(x), R(y)), R(r), (255, 255, 255), (220, 214, 200))
    return c


def icon_safe() -> pygame.Surface:
    """The Banker: a strongbox with its dial and handle."""
    c = new_canvas()
    poly_grad(c, P((14, 18), (82, 18), (82, 84), (14, 84)), (86, 110, 96), (30, 44, 38))
    pygame.draw.rect(c, (20, 28, 24), pygame.Rect(R(20), R(24), R(56), R(54)), int(R(2)))
    circle_grad(c, (R(44), R(51)), R(15), BRASS[0], BRASS[2])
    for i in range(12):
        a = 2 * math.pi * i / 12
        pygame.draw.line(c, BRASS[2], (R(44 + math.cos(a) * 10), R(51 + math.sin(a) * 10)),
                         (R(44 + math.cos(a) * 14), R(51 + math.sin(a) * 14)), int(R(1)))
    pygame.draw.line(c, BRASS[2], (R(44), R(51)), (R(44), R(41)), int(R(2)))
    poly_grad(c, P((66, 38), (72, 38), (72, 64), (66, 64)), BRASS[0], BRASS[2])
    for x in (20, 70):
        pygame.draw.rect(c, (20, 28, 24), pygame.Rect(R(x), R(84), R(8), R(6)))
    return c


def icon_scales() -> pygame.Surface:
    """The Assayer: a brass balance."""
    c = new_canvas()
    light, mid, dark = BRASS
    poly_grad(c, P((45, 20), (51, 20), (52, 80), (44, 80)), light, dark, vertical=False)
    poly_grad(c, P((28, 80), (68, 80), (72, 88), (24, 88)), light, dark)
    thick_poly(c, mid, [(R(14), R(28)), (R(82), R(28))], int(R(4)), closed=False)
    circle_grad(c, (R(48), R(22)), R(5), light, dark)
    for x in (18, 78):
        pygame.draw.line(c, dark, (R(x), R(28)), (R(x - 10), R(58)), int(R(1.5)))
        pygame.draw.line(c, dark, (R(x), R(28)), (R(x + 10), R(58)), int(R(1.5)))
        poly_grad(c, [(R(x - 14), R(58)), (R(x + 14), R(58))] + [(R(x + 14 * math.cos(a)), R(58 + 8 * math.sin(a)))
                                                               for a in (i * math.pi / 10 for i in range(11))],
                  light, dark)
    _lumps(c, [(18, 54, 4)], 3, dark=GOLD[2], light=GOLD[0])
    return c


def icon_anvil() -> pygame.Surface:
    """The Blacksmith: an anvil and its hammer."""
    c = new_canvas()
    body = P((8, 40), (70, 40), (86, 46), (70, 56), (60, 58), (56, 70), (66, 84), (28, 84), (38, 70), (34, 58), (24, 54))
    poly_grad(c, body, (120, 124, 134), (30, 32, 40))
    pygame.draw.line(c, (190, 196, 210), (R(10), R(41)), (R(70), R(41)), int(R(2)))
    hammer = P((52, 10), (60, 18), (42, 36), (36, 30))
    poly_grad(c, hammer, WOOD[0], WOOD[2])
    poly_grad(c, P((56, 4), (74, 22), (66, 30), (48, 12)), STEEL[0], STEEL[2])
    return c


def icon_rod() -> pygame.Surface:
    """A fishing rod bent over a fish on the line."""
    c = new_canvas()
    tip = bezier((12, 88), (30, 40), (56, 14), (86, 16), 20)
    thick_poly(c, WOOD[2], [(R(x), R(y)) for x, y in tip], int(R(4)), closed=False)
    thick_poly(c, WOOD[0], [(R(x), R(y)) for x, y in tip[:8]], int(R(6)), closed=False)
    circle_grad(c, (R(24), R(70)), R(6), STEEL[0], STEEL[2])
    pygame.draw.line(c, (236, 236, 236), (R(86), R(16)), (R(80), R(60)), int(R(1)))
    fish = [(R(80 + 14 * math.cos(a)), R(70 + 7 * math.sin(a))) for a in (i * math.pi / 8 for i in range(16))]
    poly_grad(c, fish, (150, 190, 210), (50, 90, 120))
    poly_grad(c, P((90, 70), (98, 62), (98, 78)), (150, 190, 210), (50, 90, 120))
    pygame.draw.circle(c, INK, (R(74), R(68)), R(1.6))
    return c


def icon_saw() -> pygame.Surface:
    """A hand saw: a toothed steel blade and its wooden grip."""
    c = new_canvas()
    blade = P((30, 30), (90, 66), (84, 78), (26, 50))
    poly_grad(c, blade, STEEL[0], STEEL[2])
    teeth = []
    for i in range(12):
        t = i / 12
        x, y = 26 + t * 58, 50 + t * 28
        teeth += [(R(x), R(y)), (R(x + 2.4), R(y + 5)), (R(x + 4.8), R(y + 2.4))]
    pygame.draw.polygon(c, STEEL[2], teeth + [(R(90), R(66)), (R(30), R(30))])
    poly_grad(c, blade, STEEL[0], STEEL[1])
    grip = P((8, 22), (34, 20), (38, 50), (18, 56), (6, 40))
    poly_grad(c, grip, WOOD[0], WOOD[2])
    pygame.draw.ellipse(c, (0, 0, 0, 0), pygame.Rect(R(14), R(30), R(14), R(12)))
    return c


def icon_basket() -> pygame.Surface:
    """Gathering: a woven basket with a handle."""
    c = new_canvas()
    pygame.draw.arc(c, WOOD[1], pygame.Rect(R(20), R(14), R(56), R(60)), 0.15, math.pi - 0.15, int(R(5)))
    body = [(R(x), R(y)) for x, y in ((10, 44), (86, 44), (76, 86), (20, 86))]
    poly_grad(c, body, (226, 184, 110), (140, 92, 40))
    for y in range(50, 86, 8):
        pygame.draw.line(c, (120, 80, 36), (R(14), R(y)), (R(82), R(y)), int(R(1.5)))
    for x in range(22, 80, 10):
        pygame.draw.line(c, (120, 80, 36), (R(x), R(46)), (R(x + (48 - x) * 0.1), R(84)), int(R(1.2)))
    pygame.draw.line(c, (250, 220, 160), (R(10), R(44)), (R(86), R(44)), int(R(3)))
    return c


ICONS = {
    "icon_gold": icon_gold, "icon_pot": icon_pot, "icon_dynamite": icon_dynamite,
    "icon_revolver": icon_revolver, "icon_star": icon_star, "icon_horseshoe": icon_horseshoe,
    "icon_skull": icon_skull, "icon_hourglass": icon_hourglass, "icon_coal": icon_coal,
    "icon_silver": icon_silver, "icon_cattle": icon_cattle, "icon_ribbon": icon_ribbon,
    "icon_hat": icon_hat, "icon_bot": icon_bot, "icon_human": icon_human,
    "icon_calamity": icon_calamity, "icon_wagon": icon_wagon, "icon_pick": icon_pick,
    "icon_bag": icon_bag, "icon_keg": icon_keg, "icon_lasso": icon_lasso, "icon_pan": icon_pan,
    "icon_minecart": icon_minecart, "icon_mug": icon_mug, "icon_safe": icon_safe, "icon_scales": icon_scales,
    "icon_anvil": icon_anvil, "icon_rod": icon_rod, "icon_saw": icon_saw, "icon_basket": icon_basket,
}


def make_icon(name: str) -> pygame.Surface:
    return outline_and_shadow(ICONS[name]())


# --------------------------------------------------------------------------- card backs

BACKS = {
    # name: (dark, mid, light, emblem icon, caption)
    "card_back_pink": ((92, 16, 50), (168, 38, 94), (232, 110, 160), "icon_star", ""),
    "card_back_green": ((12, 58, 36), (30, 118, 70), (110, 196, 136), "icon_horseshoe", ""),
    "card_back_durango": ((66, 34, 14), (136, 74, 32), (214, 156, 84), "icon_cattle", "DURANGO"),
}
BACK_SIZE = (200, 280)


def make_card_back(name: str) -> pygame.Surface:
    dark, mid, light, emblem, caption = BACKS[name]
    k = 2
    W, H = BACK_SIZE[0] * k, BACK_SIZE[1] * k
    c = pygame.Surface((W, H), pygame.SRCALPHA)
    radius = 14 * k
    cream, ink, gold = (242, 230, 200), (34, 20, 12), GOLD
    # cream border round a coloured panel
    paper = pygame.transform.smoothscale(make_paper_cached(), (W, H))
    c.blit(shaped((W, H), lambda m: pygame.draw.rect(m, (255, 255, 255), m.get_rect(), border_radius=radius),
                  paper), (0, 0))
    pygame.draw.rect(c, ink, c.get_rect(), 2 * k, border_radius=radius)
    panel = c.get_rect().inflate(-20 * k, -20 * k)
    fill = radial(panel.size, (panel.w / 2, panel.h / 2), panel.h * 0.62, shade(mid, 0.12), dark, power=1.4)
    pattern = pygame.Surface(panel.size, pygame.SRCALPHA)
    step = 14 * k
    for i in range(-panel.h, panel.w + panel.h, step):   # diamond lattice
        pygame.draw.line(pattern, (*light, 46), (i, 0), (i + panel.h, panel.h), k)
        pygame.draw.line(pattern, (*light, 46), (i, 0), (i - panel.h, panel.h), k)
    for y in range(0, panel.h + step, step):
        for x in range(0, panel.w + step, step):
            ox = step / 2 if (y // step) % 2 else 0
            pygame.draw.circle(pattern, (*light, 60), (x + ox - step / 2 + step / 2, y), 1.4 * k)
    cx, cy = panel.w / 2, panel.h / 2
    rays = pygame.Surface(panel.size, pygame.SRCALPHA)
    for i in range(0, 32, 2):  # sunburst behind the medallion
        a0, a1 = 2 * math.pi * i / 32, 2 * math.pi * (i + 1) / 32
        ln = panel.h
        pygame.draw.polygon(rays, (*light, 34), [(cx, cy), (cx + math.cos(a0) * ln, cy + math.sin(a0) * ln),
                                                 (cx + math.cos(a1) * ln, cy + math.sin(a1) * ln)])
    fill.blit(pattern, (0, 0))
    fill.blit(rays, (0, 0))
    c.blit(shaped(panel.size, lambda m: pygame.draw.rect(m, (255, 255, 255), m.get_rect(),
                                                         border_radius=8 * k), fill), panel.topleft)
    pygame.draw.rect(c, ink, panel, 2 * k, border_radius=8 * k)
    inner = panel.inflate(-12 * k, -12 * k)
    pygame.draw.rect(c, gold[1], inner, 2 * k, border_radius=5 * k)
    pygame.draw.rect(c, (*gold[0],), inner.inflate(-5 * k, -5 * k), k, border_radius=4 * k)
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):  # corner studs
        pts = star_points(corner[0], corner[1], 4, 9 * k, 3 * k, rot=-90)
        pygame.draw.polygon(c, ink, [(x + k, y + k) for x, y in pts])
        poly_grad(c, pts, gold[0], gold[2])
    for y in (inner.top + 26 * k, inner.bottom - 26 * k):  # small stars above and below
        for dx in (-22, 0, 22):
            r = 7 if dx == 0 else 5
            pts = star_points(panel.centerx + dx * k, y, 5, r * k, r * 0.42 * k)
            poly_grad(c, pts, gold[0], gold[2])
    # medallion with a rope ring
    mx, my = panel.centerx, panel.centery - (8 * k if caption else 0)
    circle_grad(c, (mx, my), 50 * k, gold[0], gold[2])
    circle_grad(c, (mx, my), 44 * k, dark, shade(mid, 0.1), light=(-0.3, -0.3))
    for i in range(40):
        a = 2 * math.pi * i / 40
        seg = pygame.Surface((7 * k, 3 * k), pygame.SRCALPHA)
        pygame.draw.ellipse(seg, (236, 206, 150), seg.get_rect())
        pygame.draw.ellipse(seg, (120, 80, 40), seg.get_rect(), 1)
        seg = pygame.transform.rotate(seg, -math.degrees(a) + 50)
        c.blit(seg, seg.get_rect(center=(mx + math.cos(a) * 47 * k, my + math.sin(a) * 47 * k)))
    art = outline_and_shadow(ICONS[emblem](), size=int(70 * k))
    c.blit(art, art.get_rect(center=(mx, my)))
    if caption:
        f = pygame.font.Font(str(ROOT / "fonts" / "RobotoSlab-Bold.otf"), 15 * k)
        label = f.render(caption, True, cream)
        bw, bh = label.get_width() + 30 * k, 22 * k
        by = my + 52 * k
        ribbon = [(mx - bw / 2, by), (mx + bw / 2, by), (mx + bw / 2 - 6 * k, by + bh / 2), (mx + bw / 2, by + bh),
                  (mx - bw / 2, by + bh), (mx - bw / 2 + 6 * k, by + bh / 2)]
        pygame.draw.polygon(c, ink, [(x + k, y + 2 * k) for x, y in ribbon])
        poly_grad(c, ribbon, shade(mid, -0.1), shade(dark, -0.3))
        pygame.draw.polygon(c, gold[1], ribbon, k)
        c.blit(f.render(caption, True, ink), label.get_rect(center=(mx + k, by + bh / 2 + k)))
        c.blit(label, label.get_rect(center=(mx, by + bh / 2)))
    return pygame.transform.smoothscale(c, BACK_SIZE)


_paper_cache: list = []


def make_paper_cached() -> pygame.Surface:
    if not _paper_cache:
        _paper_cache.append(make_paper())
    return _paper_cache[0]


# --------------------------------------------------------------------------- registry

BUILDERS = {
    "table_wood": make_table_wood,
    "felt": make_felt,
    "paper": make_paper,
    "leather": make_leather,
    "menu_bg": make_menu_bg,
    **{name: (lambda n=name: make_icon(n)) for name in ICONS},
    **{name: (lambda n=name: make_card_back(n)) for name in BACKS},
}


def main(names: list[str]) -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))
    chosen = names or list(BUILDERS)
    for name in chosen:
        if name not in BUILDERS:
            raise SystemExit(f"unknown sprite {name!r}; known: {', '.join(BUILDERS)}")
        save(BUILDERS[name](), name)
    total = sum(p.stat().st_size for p in OUT.glob("*.png"))
    print(f"sprites/ total {total / 1024:.0f} KB")


if __name__ == "__main__":
    main(sys.argv[1:])
