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


# ---- every card its own picture: Deck Goes West's tools, Durango's hires and calamities,
# Wild Ride's things, and a portrait for each character (issue 18 §2) ------------------------
LEATHER = ((190, 120, 64), (130, 74, 36), (70, 38, 18))
CLOTH = ((236, 226, 200), (196, 180, 146), (130, 112, 84))
RED = ((240, 96, 80), (196, 44, 34), (110, 20, 16))


def _fill(c, pts, metal, vertical=True) -> None:
    """A polygon on the 96 grid shaded light to dark in one of the three-tone palettes."""
    poly_grad(c, P(*pts), metal[0], metal[2], vertical)


def _stroke(c, colour, pts, width) -> None:
    thick_poly(c, colour, P(*pts), int(R(width)), closed=False)


def _tilted(c: pygame.Surface, angle: float, zoom: float = 1.0) -> pygame.Surface:
    """A picture drawn upright, turned and centred (tools read best on the diagonal)."""
    rot = pygame.transform.rotozoom(c, angle, zoom)
    out = new_canvas()
    out.blit(rot, rot.get_rect(center=(S / 2, S / 2)))
    return out


def _handle(c, x0, y0, x1, y1, width=7) -> None:
    """A wooden shaft from (x0, y0) to (x1, y1) on the 96 grid, with a lit edge."""
    _stroke(c, WOOD[2], [(x0, y0), (x1, y1)], width)
    _stroke(c, WOOD[0], [(x0 - 0.8, y0 - 0.8), (x1 - 0.8, y1 - 0.8)], width * 0.45)


def icon_knife() -> pygame.Surface:
    """Knife: a plain kitchen knife, its edge curving up to the point."""
    c = new_canvas()
    edge = bezier((54, 58), (54, 27), (52, 12), (43, 6), 14)
    _fill(c, [(43, 58)] + edge[::-1], STEEL, vertical=False)
    _stroke(c, shade(STEEL[0], 0.4), [(44.5, 12), (44.5, 56)], 1.2)
    _fill(c, [(40, 58), (58, 58), (58, 62), (40, 62)], BRASS)
    _fill(c, [(43, 62), (54, 62), (55, 92), (42, 92)], WOOD, vertical=False)
    for y in (70, 82):
        pygame.draw.circle(c, BRASS[1], (R(48.5), R(y)), R(1.8))
    return _tilted(c, -35)


def icon_bowie() -> pygame.Surface:
    """Hunting Knife: a broad Bowie knife with a clipped point and a guard."""
    c = new_canvas()
    _fill(c, [(40, 8), (46, 4), (58, 14), (58, 56), (40, 56)], STEEL, vertical=False)
    _stroke(c, STEEL[2], [(44, 14), (44, 52)], 1.5)
    _fill(c, [(32, 56), (66, 56), (66, 62), (32, 62)], BRASS)
    _fill(c, [(41, 62), (57, 62), (59, 92), (39, 92)], LEATHER, vertical=False)
    for y in (68, 74, 80, 86):
        _stroke(c, LEATHER[2], [(40, y), (58, y)], 1)
    return _tilted(c, -35)


def icon_dagger() -> pygame.Surface:
    """Dagger: a double-edged blade, a cross guard and a pommel."""
    c = new_canvas()
    _fill(c, [(48, 4), (56, 20), (55, 60), (41, 60), (40, 20)], STEEL, vertical=False)
    _stroke(c, STEEL[2], [(48, 10), (48, 58)], 1.2)
    _fill(c, [(28, 60), (68, 60), (66, 67), (30, 67)], BRASS)
    _fill(c, [(43, 67), (53, 67), (53, 86), (43, 86)], ((120, 60, 40), (80, 30, 20), (40, 14, 8)), vertical=False)
    circle_grad(c, (R(48), R(89)), R(6), BRASS[0], BRASS[2])
    return _tilted(c, 35)


def icon_axe() -> pygame.Surface:
    """Axe: a felling axe, its steel head wedged on a long haft."""
    c = new_canvas()
    _handle(c, 44, 92, 44, 12, 8)
    head = [(38, 10), (50, 10), (58, 14)] + [(x, y) for x, y in bezier((58, 14), (78, 6), (84, 20), (86, 26), 8)] + \
        [(x, y) for x, y in bezier((86, 26), (88, 36), (84, 46), (80, 52), 8)] + [(60, 34), (50, 36), (38, 36)]
    _fill(c, head, STEEL, vertical=False)
    _stroke(c, shade(STEEL[0], 0.4), [(84, 28), (80, 48)], 1.5)
    return _tilted(c, 20)


def icon_crosscut() -> pygame.Surface:
    """Two Man Saw: a long crosscut blade with an upright handle at each end."""
    c = new_canvas()
    top = 40
    teeth = [(R(12 + i * 3), R(62 + (i % 2) * 6)) for i in range(25)]
    edge = [(R(x), R(y)) for x, y in bezier((12, top), (30, top - 2), (66, top - 2), (84, top), 10)]
    poly_grad(c, edge + teeth[::-1], STEEL[0], STEEL[2])
    for x in (8, 88):
        _fill(c, [(x - 4, 22), (x + 4, 22), (x + 4, 72), (x - 4, 72)], WOOD, vertical=False)
        circle_grad(c, (R(x), R(22)), R(4.5), WOOD[0], WOOD[2])
    return c


def icon_drill() -> pygame.Surface:
    """Drill: a carpenter's brace, its crank and the bit."""
    c = new_canvas()
    circle_grad(c, (R(48), R(12)), R(9), WOOD[0], WOOD[2])
    _stroke(c, STEEL[2], [(48, 20), (48, 30), (30, 42), (30, 56), (48, 68), (48, 78)], 5)
    _stroke(c, STEEL[0], [(47, 21), (47, 30), (29, 42), (29, 56), (47, 68)], 1.6)
    _fill(c, [(24, 40), (36, 40), (36, 58), (24, 58)], WOOD, vertical=False)
    _fill(c, [(46, 76), (50, 76), (49, 94), (47, 94)], STEEL, vertical=False)
    for y in (80, 85, 90):
        _stroke(c, STEEL[2], [(45, y), (51, y + 2)], 1.2)
    return _tilted(c, -25)


def icon_net() -> pygame.Surface:
    """Net: a hand net, its hoop and the mesh bag hanging below."""
    c = new_canvas()
    _handle(c, 10, 90, 34, 52, 6)
    rim = pygame.Rect(R(30), R(12), R(56), R(40))
    bag = [(R(x), R(y)) for x, y in bezier((32, 34), (34, 70), (70, 96), (84, 34), 20)]
    pygame.draw.polygon(c, (*CLOTH[1], 110), bag)
    for i in range(7):
        x = 34 + i * 8
        _stroke(c, CLOTH[2], [(x, 34), (44 + i * 3.4, 80)], 1.2)
    for y in (46, 58, 70):
        half = 26 - (y - 40) * 0.45
        _stroke(c, CLOTH[2], [(58 - half, y), (58 + half, y)], 1.2)
    pygame.draw.ellipse(c, WOOD[2], rim, int(R(4)))
    pygame.draw.ellipse(c, WOOD[0], rim.inflate(-R(2), -R(2)), int(R(1.4)))
    return c


def icon_sluice() -> pygame.Surface:
    """Big Pan: a sluice box, water running down its riffles over gold."""
    c = new_canvas()
    _fill(c, [(6, 30), (90, 62), (90, 78), (6, 46)], WOOD)
    _fill(c, [(6, 30), (90, 62), (90, 66), (6, 34)], ((170, 210, 240), (90, 150, 210), (40, 90, 150)))
    for i in range(6):
        x = 14 + i * 13
        y = 33 + (x - 6) * 32 / 84
        _stroke(c, WOOD[2], [(x, y), (x, y + 14)], 2)
    _lumps(c, [(30, 44, 3.5), (56, 54, 3), (74, 60, 3.5)], 5, dark=GOLD[2], light=GOLD[0])
    for x in (16, 80):
        _stroke(c, WOOD[2], [(x, 40 + (x - 6) * 0.38), (x, 90)], 4)
    return c


def icon_boot() -> pygame.Surface:
    """Boots: a tall cowboy boot with a heel and a spur."""
    c = new_canvas()
    shape = [(30, 6), (58, 6), (60, 56), (86, 68), (90, 80), (88, 84), (44, 84), (42, 90), (30, 90), (30, 60)]
    _fill(c, shape, LEATHER, vertical=False)
    _fill(c, [(30, 6), (58, 6), (58, 14), (30, 14)], (LEATHER[0], LEATHER[1], shade(LEATHER[2], 0.2)))
    _stroke(c, LEATHER[2], [(36, 24), (44, 36), (52, 24)], 1.5)
    _stroke(c, STEEL[1], [(30, 80), (16, 80)], 2.5)
    pygame.draw.polygon(c, STEEL[0], star_points(R(12), R(80), 6, R(6), R(2.5)))
    return c


def icon_climbing_boot() -> pygame.Surface:
    """Climbing Boots: a laced mountain boot with spikes under its sole."""
    c = new_canvas()
    shape = [(26, 22), (56, 22), (58, 52), (84, 60), (88, 74), (26, 74)]
    _fill(c, shape, ((150, 120, 90), (100, 76, 52), (50, 36, 24)), vertical=False)
    _fill(c, [(22, 74), (90, 74), (90, 80), (22, 80)], ((80, 70, 60), (50, 44, 40), (20, 18, 16)))
    for i in range(6):
        x = 28 + i * 11
        pygame.draw.polygon(c, STEEL[1], P((x, 80), (x + 6, 80), (x + 3, 90)))
    for y in (30, 38, 46):
        _stroke(c, (230, 60, 40), [(40, y), (52, y + 4)], 1.6)
        _stroke(c, (230, 60, 40), [(52, y), (40, y + 4)], 1.6)
    _fill(c, [(22, 14), (58, 14), (58, 22), (22, 22)], RED)
    return c


def _animal_head(c, coat, ears: float, mane=None, blaze=False) -> None:
    """A horse-like head in profile facing left: long ears (ears > 1) make a donkey or mule."""
    dark = shade(coat, -0.5)
    head = [(R(x), R(y)) for x, y in bezier((58, 20), (40, 22), (16, 50), (12, 70), 10)
            + bezier((12, 70), (10, 80), (24, 84), (32, 78), 6)
            + bezier((32, 78), (48, 70), (54, 66), (62, 70), 6)
            + [(74, 94), (92, 94)] + bezier((92, 94), (90, 60), (84, 30), (58, 20), 10)]
    poly_grad(c, head, shade(coat, 0.3), dark, vertical=False)
    for dx in (0, 8):
        tip = (60 + dx - ears * 4, 18 - ears * 14)
        pygame.draw.polygon(c, dark, P((56 + dx, 26), tip, (66 + dx, 24)))
    if mane:
        for i in range(6):
            y = 22 + i * 12
            pygame.draw.polygon(c, mane, P((70 + i * 3.5, y), (86 + i * 1.6, y + 2), (76 + i * 3, y + 14)))
    if blaze:
        _fill(c, [(36, 36), (42, 34), (24, 70), (18, 70)], CLOTH)
    pygame.draw.circle(c, INK, (R(44), R(42)), R(3.2))
    pygame.draw.circle(c, (255, 255, 255), (R(43), R(41)), R(1))
    pygame.draw.circle(c, INK, (R(18), R(72)), R(2.2))


def icon_horse() -> pygame.Surface:
    """Stallion, Wrangler, Horse: a bay horse's head, black mane and a white blaze."""
    c = new_canvas()
    _animal_head(c, (150, 84, 40), 1.0, mane=(40, 24, 16), blaze=True)
    return c


def icon_mule() -> pygame.Surface:
    """Mule Skinner, Roaming Trader, the mule: a brown mule's long-eared head and its bridle."""
    c = new_canvas()
    _animal_head(c, (128, 100, 78), 2.0)
    _stroke(c, RED[1], [(30, 52), (58, 46), (66, 62)], 2.6)
    circle_grad(c, (R(58), R(48)), R(3), BRASS[0], BRASS[2])
    return c


def icon_donkey() -> pygame.Surface:
    """The donkey: a grey donkey's head, pale muzzle, long ears and a short dark mane."""
    c = new_canvas()
    _animal_head(c, (150, 150, 156), 2.0, mane=(70, 66, 66))
    ellipse_grad(c, pygame.Rect(R(10), R(62), R(24), R(20)), (240, 236, 226), (180, 176, 166))
    pygame.draw.circle(c, INK, (R(18), R(72)), R(2.2))
    return c


def icon_canoe() -> pygame.Surface:
    """Canoe: a birch-bark canoe on the water and its paddle."""
    c = new_canvas()
    hull = [(R(x), R(y)) for x, y in bezier((4, 44), (20, 74), (76, 74), (92, 44), 20)]
    hull += [(R(x), R(y)) for x, y in bezier((92, 44), (70, 56), (26, 56), (4, 44), 20)]
    poly_grad(c, hull, (230, 214, 176), (130, 100, 60))
    _stroke(c, WOOD[2], [(8, 46), (30, 54), (66, 54), (88, 46)], 2)
    for x in (26, 48, 70):
        _stroke(c, WOOD[2], [(x, 56), (x, 68)], 1.4)
    _handle(c, 58, 14, 38, 70, 4)
    _fill(c, [(34, 64), (42, 66), (38, 86), (30, 84)], WOOD, vertical=False)
    for y, w in ((80, 40), (86, 30)):
        _stroke(c, (120, 180, 230), [(48 - w, y), (48 + w, y)], 2)
    return c


def icon_sailboat() -> pygame.Surface:
    """Sailboat: a small boat under a white sail and a pennant."""
    c = new_canvas()
    _stroke(c, WOOD[2], [(48, 8), (48, 70)], 3)
    _fill(c, [(50, 12), (84, 64), (50, 64)], CLOTH, vertical=False)
    _fill(c, [(46, 20), (46, 64), (18, 64)], CLOTH, vertical=False)
    pygame.draw.polygon(c, RED[1], P((48, 6), (62, 10), (48, 14)))
    _fill(c, [(10, 66), (88, 66), (76, 82), (20, 82)], WOOD)
    for y, w in ((86, 40), (92, 28)):
        _stroke(c, (120, 180, 230), [(48 - w, y), (48 + w, y)], 2)
    return c


def icon_spyglass() -> pygame.Surface:
    """Telescope, Scout: a brass spyglass drawn out to its three lengths."""
    c = new_canvas()
    for x0, x1, h, metal in ((8, 36, 10, BRASS), (34, 60, 13, BRASS), (58, 88, 17, LEATHER)):
        _fill(c, [(x0, 48 - h), (x1, 48 - h), (x1, 48 + h), (x0, 48 + h)], metal)
        _stroke(c, BRASS[2], [(x1, 48 - h), (x1, 48 + h)], 2)
    pygame.draw.ellipse(c, (120, 170, 210), pygame.Rect(R(85), R(32), R(6), R(32)))
    return _tilted(c, 30)


def icon_binoculars() -> pygame.Surface:
    """Binoculars: two barrels joined at a hinge, their lenses towards us."""
    c = new_canvas()
    for x in (26, 70):
        _fill(c, [(x - 16, 30), (x + 16, 30), (x + 18, 76), (x - 18, 76)], ((90, 90, 96), (50, 50, 56), (20, 20, 24)),
              vertical=False)
        circle_grad(c, (R(x), R(76)), R(17), STEEL[0], STEEL[2])
        circle_grad(c, (R(x), R(76)), R(12), (150, 200, 240), (30, 60, 110))
        pygame.draw.circle(c, (255, 255, 255), (R(x - 4), R(72)), R(3))
        _fill(c, [(x - 12, 22), (x + 12, 22), (x + 14, 32), (x - 14, 32)], BRASS)
    _fill(c, [(40, 40), (56, 40), (56, 56), (40, 56)], BRASS)
    return c


def _bottle(c, glass: tuple, label: tuple, flask: bool) -> None:
    """A bottle: square-shouldered (whiskey) or a round flask (a tonic)."""
    _fill(c, [(42, 6), (54, 6), (54, 30), (42, 30)], (glass[0], glass[1], glass[2]), vertical=False)
    _fill(c, [(40, 2), (56, 2), (56, 9), (40, 9)], WOOD)
    if flask:
        circle_grad(c, (R(48), R(62)), R(30), glass[0], glass[2])
        _fill(c, [(30, 54), (66, 54), (66, 72), (30, 72)], label)
    else:
        _fill(c, [(42, 28), (54, 28), (72, 42), (72, 92), (24, 92), (24, 42)], glass, vertical=False)
        _fill(c, [(26, 52), (70, 52), (70, 76), (26, 76)], label)
    shine(c, P((30, 46), (34, 44), (34, 84), (30, 86)), 80)


def icon_whiskey() -> pygame.Surface:
    """Whiskey, the bottle: an amber bottle with a cream label and a cork."""
    c = new_canvas()
    _bottle(c, ((240, 170, 80), (180, 100, 30), (90, 44, 10)), CLOTH, flask=False)
    f = pygame.font.Font(str(ROOT / "fonts" / "RobotoSlab-Bold.otf"), int(R(14)))
    mark = f.render("XXX", True, (110, 40, 20))
    c.blit(mark, mark.get_rect(center=(R(48), R(64))))
    return c


def icon_elixir() -> pygame.Surface:
    """Elixir: a round blue tonic flask with a red label."""
    c = new_canvas()
    _bottle(c, ((150, 210, 250), (60, 120, 200), (20, 50, 110)), RED, flask=True)
    pygame.draw.polygon(c, GOLD[0], star_points(R(48), R(63), 5, R(7), R(3)))
    return c


def _hammer(c, head_w: float, head_h: float, handle: float, metal) -> None:
    """An upright hammer: a shaft of `handle` units under a head_w x head_h head."""
    top = 92 - handle
    _handle(c, 48, 92, 48, top + head_h / 2, 7)
    x0, y0 = 48 - head_w / 2, top
    _fill(c, [(x0, y0), (x0 + head_w, y0), (x0 + head_w, y0 + head_h), (x0, y0 + head_h)], metal)
    _stroke(c, shade(metal[0], 0.3), [(x0 + 2, y0 + 2), (x0 + head_w - 2, y0 + 2)], 1.4)


def icon_mallet() -> pygame.Surface:
    """Mallet: a wooden mallet, its round head banded at both ends."""
    c = new_canvas()
    _hammer(c, 40, 24, 70, WOOD)
    for x in (30, 64):
        _stroke(c, STEEL[2], [(x, 22), (x, 46)], 2.5)
    return _tilted(c, -30)


def icon_hammer() -> pygame.Surface:
    """Lump Hammer: a short handle under a heavy square steel head."""
    c = new_canvas()
    _hammer(c, 34, 22, 60, STEEL)
    return _tilted(c, -30)


def icon_sledge() -> pygame.Surface:
    """Sledgehammer: a long shaft and a big steel head."""
    c = new_canvas()
    _hammer(c, 50, 26, 88, ((190, 196, 206), (96, 100, 112), (36, 38, 46)))
    return _tilted(c, -40, 0.92)


def icon_dice() -> pygame.Surface:
    """Gambler: a pair of dice, one tumbling."""
    c = new_canvas()
    for cx, cy, ang, pips in ((34, 56, 0, (1, 3, 5)), (64, 40, 20, (0, 2, 6, 8))):
        die = pygame.Surface((R(34), R(34)), pygame.SRCALPHA)
        pygame.draw.rect(die, CLOTH[2], die.get_rect(), border_radius=int(R(6)))
        pygame.draw.rect(die, (250, 246, 236), die.get_rect().inflate(-R(3), -R(3)), border_radius=int(R(5)))
        for p in pips:
            pygame.draw.circle(die, RED[2] if len(pips) == 3 else INK, (R(8 + (p % 3) * 9), R(8 + (p // 3) * 9)), R(3))
        rot = pygame.transform.rotate(die, ang)
        c.blit(rot, rot.get_rect(center=(R(cx), R(cy))))
    return c


def _pistol(c, barrel: float, bore: float, grip) -> None:
    """A side-on pistol facing right: barrel of `barrel` units, a curved grip."""
    _fill(c, [(24, 34 - bore), (24 + barrel, 34 - bore), (24 + barrel, 34 + bore), (24, 34 + bore)], STEEL)
    _fill(c, [(14, 28), (34, 28), (36, 48), (14, 48)], STEEL)
    grip_pts = [(R(x), R(y)) for x, y in bezier((14, 44), (4, 58), (6, 78), (12, 84), 8)
                + [(26, 84)] + bezier((26, 84), (22, 70), (26, 56), (32, 46), 8)]
    poly_grad(c, grip_pts, grip[0], grip[2], vertical=False)
    pygame.draw.arc(c, STEEL[2], pygame.Rect(R(26), R(42), R(14), R(16)), math.pi, 2 * math.pi, int(R(2)))
    _stroke(c, STEEL[2], [(16, 26), (12, 20)], 3)


def icon_derringer() -> pygame.Surface:
    """Derringer: a stubby pocket pistol with a pearl grip."""
    c = new_canvas()
    _pistol(c, 34, 7, ((250, 246, 236), (210, 200, 180), (150, 136, 110)))
    _stroke(c, STEEL[2], [(26, 34), (58, 34)], 1.2)
    out = new_canvas()
    out.blit(c, (R(14), R(4)))
    return out


def _long_gun(c, barrels: int, scope: bool) -> None:
    """A long gun lying across: a wooden stock, one or two barrels, a scope if any."""
    for i in range(barrels):
        y = 36 + i * 6
        _fill(c, [(36, y), (94, y), (94, y + 5), (36, y + 5)], STEEL)
    _fill(c, [(2, 50), (20, 42), (44, 40), (44, 50), (30, 54), (8, 66), (2, 64)], WOOD)
    _fill(c, [(32, 40), (48, 40), (48, 52), (32, 52)], STEEL)
    pygame.draw.arc(c, STEEL[2], pygame.Rect(R(34), R(46), R(12), R(14)), math.pi, 2 * math.pi, int(R(2)))
    if scope:
        _fill(c, [(44, 26), (72, 26), (72, 33), (44, 33)], ((90, 90, 96), (50, 50, 56), (20, 20, 24)))
        _stroke(c, INK, [(52, 33), (52, 37)], 2)


def icon_rifle() -> pygame.Surface:
    """Rifle: a long rifle with a scope."""
    c = new_canvas()
    _long_gun(c, 1, scope=True)
    return _tilted(c, 20)


def icon_shotgun() -> pygame.Surface:
    """Scattergun: a double-barrelled shotgun."""
    c = new_canvas()
    _long_gun(c, 2, scope=False)
    return _tilted(c, -20)


def icon_bow() -> pygame.Surface:
    """Bow: a curved bow, its string and an arrow nocked."""
    c = new_canvas()
    limb = [(R(x), R(y)) for x, y in bezier((30, 6), (70, 20), (70, 76), (30, 90), 24)]
    thick_poly(c, WOOD[2], limb, int(R(6)), closed=False)
    thick_poly(c, WOOD[0], [(x - R(1), y) for x, y in limb], int(R(2)), closed=False)
    _stroke(c, CLOTH[0], [(30, 6), (30, 90)], 1.2)
    _stroke(c, WOOD[1], [(26, 48), (88, 48)], 2.5)
    pygame.draw.polygon(c, STEEL[1], P((86, 42), (96, 48), (86, 54)))
    for dy in (-5, 5):
        pygame.draw.polygon(c, RED[1], P((20, 48), (30, 48), (26, 48 + dy)))
    return _tilted(c, 35)


def icon_crossbow() -> pygame.Surface:
    """Crossbow: a stock with a bow across its front and a bolt."""
    c = new_canvas()
    _fill(c, [(44, 20), (54, 20), (56, 92), (42, 92)], WOOD, vertical=False)
    limb = [(R(x), R(y)) for x, y in bezier((8, 42), (30, 18), (66, 18), (88, 42), 20)]
    thick_poly(c, STEEL[2], limb, int(R(5)), closed=False)
    _stroke(c, CLOTH[0], [(8, 42), (49, 56), (88, 42)], 1.2)
    _stroke(c, STEEL[1], [(49, 56), (49, 8)], 2.5)
    pygame.draw.polygon(c, STEEL[0], P((44, 12), (49, 2), (54, 12)))
    return _tilted(c, -30, 0.95)


def icon_canteen() -> pygame.Surface:
    """Thirst: a canteen in its cloth cover, its cap hanging open and dry."""
    c = new_canvas()
    _stroke(c, LEATHER[1], [(16, 40), (16, 10), (80, 10), (80, 40)], 3)
    circle_grad(c, (R(48), R(58)), R(34), (160, 170, 140), (70, 80, 60))
    pygame.draw.circle(c, (50, 60, 44), (R(48), R(58)), R(30), int(R(1.4)))
    _fill(c, [(42, 18), (54, 18), (54, 28), (42, 28)], STEEL)
    _stroke(c, STEEL[2], [(54, 22), (64, 28)], 1.4)
    circle_grad(c, (R(68), R(30)), R(5), STEEL[0], STEEL[2])
    return c


def icon_plate() -> pygame.Surface:
    """Hunger: an empty tin plate, a fork and a spoon either side."""
    c = new_canvas()
    circle_grad(c, (R(48), R(50)), R(30), STEEL[0], STEEL[2])
    circle_grad(c, (R(48), R(50)), R(20), STEEL[1], STEEL[0], light=(-0.3, -0.3))
    _stroke(c, STEEL[2], [(8, 26), (8, 84)], 3)
    for x in (4, 8, 12):
        _stroke(c, STEEL[2], [(x, 12), (x, 28)], 1.8)
    _stroke(c, STEEL[2], [(88, 30), (88, 84)], 3)
    ellipse_grad(c, pygame.Rect(R(82), R(10), R(12), R(20)), STEEL[0], STEEL[2])
    return c


def icon_outhouse() -> pygame.Surface:
    """Dysentery: the outhouse, a moon cut in its door."""
    c = new_canvas()
    _fill(c, [(20, 28), (76, 28), (76, 92), (20, 92)], WOOD, vertical=False)
    _fill(c, [(12, 30), (48, 6), (84, 30)], ((120, 80, 50), (90, 56, 30), (50, 30, 14)))
    for x in (34, 48, 62):
        _stroke(c, WOOD[2], [(x, 30), (x, 90)], 1.2)
    pygame.draw.circle(c, (30, 20, 12), (R(48), R(44)), R(7))
    pygame.draw.circle(c, WOOD[1], (R(51), R(42)), R(6))
    circle_grad(c, (R(60), R(64)), R(2.5), BRASS[0], BRASS[2])
    return c


def icon_plaster() -> pygame.Surface:
    """Owie: two sticking plasters crossed."""
    c = new_canvas()
    for ang in (35, -35):
        strip = pygame.Surface((R(80), R(22)), pygame.SRCALPHA)
        pygame.draw.rect(strip, (210, 160, 120), strip.get_rect(), border_radius=int(R(10)))
        pygame.draw.rect(strip, (236, 196, 160), strip.get_rect().inflate(-R(3), -R(3)), border_radius=int(R(9)))
        pygame.draw.rect(strip, (250, 240, 226), pygame.Rect(R(28), R(4), R(24), R(14)), border_radius=int(R(3)))
        rot = pygame.transform.rotate(strip, ang)
        c.blit(rot, rot.get_rect(center=(R(48), R(48))))
    return c


def icon_crutch() -> pygame.Surface:
    """Leg Wound: a wooden crutch."""
    c = new_canvas()
    _stroke(c, WOOD[2], [(38, 16), (46, 62), (48, 92)], 5)
    _stroke(c, WOOD[2], [(58, 16), (50, 62)], 5)
    _stroke(c, WOOD[0], [(37, 17), (45, 62), (47, 90)], 1.6)
    _fill(c, [(28, 8), (68, 8), (66, 18), (30, 18)], CLOTH)
    _fill(c, [(38, 48), (56, 48), (56, 54), (38, 54)], LEATHER)
    _fill(c, [(42, 88), (54, 88), (54, 94), (42, 94)], ((60, 50, 40), (40, 34, 28), (20, 16, 12)))
    return _tilted(c, -15)


def icon_bandage() -> pygame.Surface:
    """Arm Wound: a bandage roll unwinding, a red stain on the cloth."""
    c = new_canvas()
    _fill(c, [(40, 52), (90, 70), (86, 86), (36, 68)], CLOTH)
    ellipse_grad(c, pygame.Rect(R(62), R(66), R(14), R(10)), RED[0], RED[2])
    circle_grad(c, (R(34), R(46)), R(26), CLOTH[0], CLOTH[2])
    for r in (18, 10):
        pygame.draw.circle(c, CLOTH[2], (R(34), R(46)), R(r), int(R(1.2)))
    pygame.draw.circle(c, (120, 100, 80), (R(34), R(46)), R(4))
    return c


def icon_quill() -> pygame.Surface:
    """Crooked Lawyer: a sealed contract and a quill."""
    c = new_canvas()
    _fill(c, [(14, 10), (70, 10), (70, 88), (14, 88)], CLOTH, vertical=False)
    for y in range(22, 66, 8):
        _stroke(c, CLOTH[2], [(22, y), (62, y)], 1.2)
    circle_grad(c, (R(54), R(76)), R(9), RED[0], RED[2])
    feather = [(R(x), R(y)) for x, y in bezier((40, 86), (54, 50), (80, 20), (92, 4), 12)
               + bezier((92, 4), (90, 30), (70, 60), (40, 86), 12)]
    poly_grad(c, feather, (255, 255, 255), (170, 170, 180))
    _stroke(c, (90, 90, 100), [(40, 86), (88, 10)], 1.2)
    return c


def _suit(surf, suit: str, cx: float, cy: float, r: float) -> None:
    """A card suit drawn as shapes: heart, diamond or spade."""
    colour = INK if suit == "spade" else RED[1]
    if suit == "diamond":
        pygame.draw.polygon(surf, colour, [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)])
        return
    flip = -1 if suit == "spade" else 1
    for dx in (-0.5, 0.5):
        pygame.draw.circle(surf, colour, (cx + dx * r, cy - flip * r * 0.3), r * 0.55)
    pygame.draw.polygon(surf, colour, [(cx - r, cy - flip * r * 0.15), (cx + r, cy - flip * r * 0.15), (cx, cy + flip * r)])
    if suit == "spade":
        pygame.draw.polygon(surf, colour, [(cx, cy), (cx + r * 0.4, cy + r), (cx - r * 0.4, cy + r)])


def icon_cards() -> pygame.Surface:
    """Faro Dealer: a fan of playing cards, a spade on top."""
    c = new_canvas()
    for ang, suit in ((30, "heart"), (10, "diamond"), (-12, "spade")):
        card = pygame.Surface((R(40), R(58)), pygame.SRCALPHA)
        pygame.draw.rect(card, INK, card.get_rect(), border_radius=int(R(4)))
        pygame.draw.rect(card, (250, 246, 236), card.get_rect().inflate(-R(2.4), -R(2.4)), border_radius=int(R(4)))
        _suit(card, suit, R(20), R(29), R(11))
        rot = pygame.transform.rotate(card, ang)
        c.blit(rot, rot.get_rect(center=(R(48 - ang * 0.5), R(50))))
    return c


def icon_crate() -> pygame.Surface:
    """General Store Clerk: a stencilled goods crate with a flour sack on it."""
    c = new_canvas()
    _fill(c, [(10, 44), (70, 44), (70, 92), (10, 92)], WOOD)
    for y in (56, 68, 80):
        _stroke(c, WOOD[2], [(10, y), (70, y)], 1.2)
    _stroke(c, WOOD[2], [(12, 46), (68, 90)], 3)
    sack = [(R(x), R(y)) for x, y in bezier((50, 90), (40, 60), (56, 30), (66, 22), 10)
            + [(80, 22)] + bezier((80, 22), (92, 40), (96, 70), (90, 90), 10)]
    poly_grad(c, sack, CLOTH[0], CLOTH[2])
    _stroke(c, LEATHER[1], [(64, 28), (82, 28)], 2.5)
    return c


def icon_bullets() -> pygame.Surface:
    """Gunsmith: a row of cartridges and a screwdriver."""
    c = new_canvas()
    for i, x in enumerate((22, 40, 58, 76)):
        y0 = 30 + (i % 2) * 6
        _fill(c, [(x - 6, y0 + 18), (x + 6, y0 + 18), (x + 6, y0 + 54), (x - 6, y0 + 54)], BRASS, vertical=False)
        pts = [(R(x - 6), R(y0 + 18))] + [(R(x + 5.6 * math.cos(a)), R(y0 + 12 - 10 * math.sin(a)))
                                         for a in (math.pi * i / 10 for i in range(11))][::-1] + [(R(x + 6), R(y0 + 18))]
        poly_grad(c, pts, (220, 150, 110), (120, 60, 30), vertical=False)
        _fill(c, [(x - 7, y0 + 52), (x + 7, y0 + 52), (x + 7, y0 + 56), (x - 7, y0 + 56)], BRASS)
    return c


def icon_saddle() -> pygame.Surface:
    """Livery Keeper: a Western saddle with its horn and stirrup."""
    c = new_canvas()
    seat = [(R(x), R(y)) for x, y in bezier((6, 30), (30, 56), (60, 56), (80, 22), 14)
            + [(86, 20), (88, 34)] + bezier((88, 34), (80, 70), (30, 76), (12, 50), 14)]
    poly_grad(c, seat, LEATHER[0], LEATHER[2])
    _fill(c, [(72, 10), (82, 10), (82, 28), (72, 28)], LEATHER)
    circle_grad(c, (R(77), R(10)), R(6), LEATHER[0], LEATHER[2])
    _fill(c, [(34, 56), (56, 56), (58, 86), (32, 86)], ((170, 100, 50), (120, 66, 30), (60, 30, 12)))
    _stroke(c, STEEL[1], [(36, 78), (36, 92), (54, 92), (54, 78)], 2.6)
    for x, y in ((24, 48), (66, 44)):
        circle_grad(c, (R(x), R(y)), R(3.5), SILVER[0], SILVER[2])
    return c


def icon_tophat() -> pygame.Surface:
    """Mayor: a silk top hat and a red sash."""
    c = new_canvas()
    _fill(c, [(28, 8), (68, 8), (66, 64), (30, 64)], ((90, 90, 100), (36, 36, 44), (10, 10, 14)), vertical=False)
    _fill(c, [(29, 50), (67, 50), (67, 60), (29, 60)], RED)
    ellipse_grad(c, pygame.Rect(R(6), R(58), R(84), R(16)), (80, 80, 90), (10, 10, 14))
    shine(c, P((34, 12), (40, 12), (38, 48), (34, 48)), 70)
    pygame.draw.polygon(c, GOLD[1], star_points(R(48), R(84), 5, R(10), R(4.2)))
    return c


def icon_camera() -> pygame.Surface:
    """Photographer: a bellows camera on its tripod, the flash pan raised."""
    c = new_canvas()
    for x in (30, 48, 66):
        _stroke(c, WOOD[2], [(48, 56), (x, 94)], 3)
    _fill(c, [(18, 26), (46, 26), (46, 60), (18, 60)], WOOD)
    bellows = P((46, 30), (68, 34), (68, 52), (46, 56))
    poly_grad(c, bellows, (70, 60, 56), (20, 16, 14))
    for x in (52, 58, 64):
        _stroke(c, (100, 90, 84), [(x, 33), (x, 53)], 1)
    circle_grad(c, (R(74), R(43)), R(9), BRASS[0], BRASS[2])
    circle_grad(c, (R(74), R(43)), R(5), (120, 160, 200), (20, 40, 70))
    _stroke(c, STEEL[2], [(24, 26), (24, 10)], 2)
    _fill(c, [(14, 6), (34, 6), (34, 12), (14, 12)], STEEL)
    pygame.draw.polygon(c, (255, 250, 200), star_points(R(24), R(4), 6, R(8), R(3)))
    return c


def icon_stagecoach() -> pygame.Surface:
    """Stagecoach Agent, the diligence: a red coach on big wheels, luggage on its roof."""
    c = new_canvas()
    body = [(R(x), R(y)) for x, y in bezier((16, 24), (10, 44), (12, 62), (22, 70), 8)
            + [(76, 70)] + bezier((76, 70), (86, 62), (88, 44), (82, 24), 8)]
    poly_grad(c, body, RED[0], RED[2])
    _fill(c, [(12, 18), (86, 18), (82, 26), (16, 26)], GOLD)
    _fill(c, [(26, 8), (54, 8), (54, 18), (26, 18)], LEATHER)
    _fill(c, [(56, 10), (72, 10), (72, 18), (56, 18)], WOOD)
    pygame.draw.rect(c, (40, 30, 24), pygame.Rect(R(34), R(32), R(28), R(20)), border_radius=int(R(3)))
    pygame.draw.rect(c, (160, 200, 230), pygame.Rect(R(36), R(34), R(24), R(16)), border_radius=int(R(2)))
    wheel(c, R(24), R(76), R(15))
    wheel(c, R(74), R(78), R(13))
    return c


def icon_telegraph() -> pygame.Surface:
    """Telegraph Operator: a telegraph key tapping out sparks."""
    c = new_canvas()
    _fill(c, [(10, 70), (86, 70), (86, 86), (10, 86)], WOOD)
    _fill(c, [(20, 54), (76, 46), (78, 52), (22, 60)], BRASS)
    circle_grad(c, (R(78), R(46)), R(8), (60, 60, 64), (10, 10, 12))
    _fill(c, [(30, 60), (38, 60), (38, 70), (30, 70)], BRASS)
    _fill(c, [(60, 54), (66, 54), (66, 70), (60, 70)], STEEL)
    for x0, y0, x1, y1 in ((70, 30, 74, 20), (80, 32, 88, 24), (62, 32, 58, 22)):
        _stroke(c, (255, 220, 90), [(x0, y0), (x1, y1)], 2.4)
    _stroke(c, (40, 40, 40), [(10, 78), (2, 60), (14, 40)], 1.6)
    return c


def icon_coffin() -> pygame.Surface:
    """Undertaker: a pine coffin with its brass handles."""
    c = new_canvas()
    _fill(c, [(36, 4), (60, 4), (72, 28), (62, 92), (34, 92), (24, 28)], WOOD, vertical=False)
    _stroke(c, WOOD[2], [(40, 10), (56, 10), (66, 28), (58, 86), (38, 86), (30, 28), (40, 10)], 1.4)
    _stroke(c, BRASS[1], [(48, 36), (48, 64)], 3)
    _stroke(c, BRASS[1], [(40, 44), (56, 44)], 3)
    return c


def icon_wanted() -> pygame.Surface:
    """Cattle Rustler: a wanted poster, a cow's head on it."""
    c = new_canvas()
    _fill(c, [(14, 4), (82, 4), (84, 92), (12, 92)], ((250, 230, 180), (220, 190, 130), (160, 120, 70)), vertical=False)
    f = pygame.font.Font(str(ROOT / "fonts" / "RobotoSlab-Bold.otf"), int(R(15)))
    label = f.render("WANTED", True, (90, 30, 20))
    c.blit(label, label.get_rect(center=(R(48), R(16))))
    cow = pygame.transform.smoothscale(ICONS["icon_cattle"](), (int(R(52)), int(R(52))))
    c.blit(cow, (R(22), R(26)))
    _stroke(c, (90, 30, 20), [(24, 84), (72, 84)], 2)
    return c


def icon_shovel() -> pygame.Surface:
    """Locomotive Fireman: a coal shovel, a lump on its blade."""
    c = new_canvas()
    _handle(c, 48, 6, 48, 56, 6)
    _fill(c, [(38, 2), (58, 2), (58, 10), (38, 10)], WOOD)
    _fill(c, [(32, 54), (64, 54), (62, 86), (48, 94), (34, 86)], STEEL, vertical=False)
    _lumps(c, [(44, 70, 7), (54, 76, 6)], 9, light=(110, 112, 126))
    return _tilted(c, -35)


def icon_lantern() -> pygame.Surface:
    """Night Herder: a lit lantern and the moon."""
    c = new_canvas()
    pygame.draw.circle(c, (250, 240, 190), (R(80), R(18)), R(12))
    pygame.draw.circle(c, (0, 0, 0, 0), (R(86), R(14)), R(11))
    _stroke(c, STEEL[2], [(34, 20), (40, 8), (56, 8), (62, 20)], 2.4)
    _fill(c, [(30, 20), (66, 20), (62, 30), (34, 30)], STEEL)
    _fill(c, [(34, 30), (62, 30), (64, 78), (32, 78)], ((255, 246, 190), (250, 190, 70), (200, 110, 30)), vertical=False)
    ellipse_grad(c, pygame.Rect(R(40), R(42), R(16), R(26)), (255, 255, 230), (255, 200, 80))
    for x in (34, 62):
        _stroke(c, STEEL[2], [(x, 30), (x, 78)], 2)
    _fill(c, [(26, 78), (70, 78), (70, 88), (26, 88)], STEEL)
    return c


def icon_tracks() -> pygame.Surface:
    """Tracker: hoofprints leading away over the dirt."""
    c = new_canvas()
    ellipse_grad(c, pygame.Rect(R(4), R(60), R(88), R(30)), (200, 160, 110), (130, 90, 50))
    for x, y, s in ((20, 76, 1.0), (40, 56, 0.9), (56, 38, 0.8), (74, 20, 0.7)):
        rect = pygame.Rect(0, 0, R(16 * s), R(18 * s))
        rect.center = (R(x), R(y))
        pygame.draw.arc(c, (60, 36, 20), rect, -0.6, math.pi + 0.6, int(R(4 * s)))
        pygame.draw.line(c, (60, 36, 20), (rect.centerx, rect.top + R(4 * s)), (rect.centerx, rect.bottom - R(2)),
                         int(R(1.6 * s)))
    return c


def icon_spur() -> pygame.Surface:
    """Trail Boss: a silver spur, its rowel spinning."""
    c = new_canvas()
    pygame.draw.arc(c, SILVER[2], pygame.Rect(R(8), R(20), R(56), R(56)), -math.pi / 2, math.pi / 2 + 0.3, int(R(7)))
    pygame.draw.arc(c, SILVER[0], pygame.Rect(R(9), R(21), R(54), R(54)), -math.pi / 2, math.pi / 2 + 0.3, int(R(2)))
    _stroke(c, SILVER[2], [(36, 48), (70, 48)], 5)
    pygame.draw.polygon(c, SILVER[2], star_points(R(76), R(48), 8, R(17), R(5), rot=10))
    pygame.draw.polygon(c, SILVER[0], star_points(R(76), R(48), 8, R(14), R(4), rot=10))
    circle_grad(c, (R(76), R(48)), R(4), BRASS[0], BRASS[2])
    _fill(c, [(16, 76), (30, 76), (30, 88), (16, 88)], LEATHER)
    return c


def icon_coffeepot() -> pygame.Surface:
    """Trail Cook: an enamel coffee pot, steaming."""
    c = new_canvas()
    _fill(c, [(30, 30), (62, 30), (72, 90), (20, 90)], ((120, 170, 220), (50, 100, 170), (20, 40, 90)), vertical=False)
    _fill(c, [(62, 54), (84, 30), (88, 34), (68, 66)], ((120, 170, 220), (50, 100, 170), (20, 40, 90)))
    ellipse_grad(c, pygame.Rect(R(28), R(22), R(36), R(12)), STEEL[0], STEEL[2])
    circle_grad(c, (R(46), R(20)), R(4), STEEL[0], STEEL[2])
    pygame.draw.arc(c, STEEL[2], pygame.Rect(R(6), R(40), R(26), R(34)), math.pi / 2, math.pi * 1.5, int(R(4)))
    for i, x in enumerate((80, 88)):
        wisp = [(R(x + 4 * math.sin(t * 1.3 + i)), R(26 - t * 4)) for t in range(6)]
        pygame.draw.lines(c, (240, 240, 240), False, wisp, int(R(2)))
    for x in (36, 46):
        pygame.draw.circle(c, (230, 240, 255), (R(x), R(60)), R(2.5))
    return c


def icon_lariat() -> pygame.Surface:
    """Trick Roper: a red show rope spun into a big loop, a star at its heart (the lasso of
    the Horse Thief is a plain coil, so the two read apart)."""
    c = new_canvas()
    rope, dark = RED[0], RED[2]
    rect = pygame.Rect(R(8), R(8), R(80), R(62))
    pygame.draw.ellipse(c, dark, rect, int(R(7)))
    pygame.draw.ellipse(c, rope, rect.inflate(-R(1.5), -R(1.5)), int(R(4)))
    for a in range(0, 360, 30):       # the show rope's white twist
        x, y = 48 + 39 * math.cos(math.radians(a)), 39 + 30 * math.sin(math.radians(a))
        pygame.draw.circle(c, (255, 240, 230), (R(x), R(y)), R(1.6))
    wave = [(48 + 6 * math.sin(t / 3), 68 + t * 2) for t in range(14)]
    _stroke(c, dark, wave, 6)
    _stroke(c, rope, wave, 3.4)
    pygame.draw.polygon(c, GOLD[1], star_points(R(48), R(39), 5, R(14), R(6)))
    return c


def icon_saddlebags() -> pygame.Surface:
    """Saddlebags: two leather bags hung either side of a strap."""
    c = new_canvas()
    _stroke(c, LEATHER[2], [(20, 34), (48, 20), (76, 34)], 6)
    for x in (20, 76):
        _fill(c, [(x - 16, 34), (x + 16, 34), (x + 18, 86), (x - 18, 86)], LEATHER, vertical=False)
        _fill(c, [(x - 16, 34), (x + 16, 34), (x + 12, 56), (x - 12, 56)], (LEATHER[0], LEATHER[2], LEATHER[2]))
        _fill(c, [(x - 3, 50), (x + 3, 50), (x + 3, 60), (x - 3, 60)], BRASS)
    return c


def icon_brand() -> pygame.Surface:
    """Branding Iron: a glowing iron, its mark a ranch's letters."""
    c = new_canvas()
    _stroke(c, STEEL[2], [(16, 90), (58, 36)], 5)
    _fill(c, [(8, 82), (22, 92), (18, 96), (4, 88)], WOOD)
    _stroke(c, (255, 140, 40), [(50, 30), (58, 38), (84, 16)], 5)
    _stroke(c, (255, 230, 120), [(62, 10), (84, 16), (90, 40)], 5)
    for spark in ((70, 30), (60, 40)):
        pygame.draw.circle(c, (255, 180, 80, 140), P(spark)[0], R(3))
    return c


def _banned(c: pygame.Surface, name: str) -> pygame.Surface:
    """An existing picture under a red 'no' sign: that thing is not produced."""
    art = pygame.transform.smoothscale(ICONS[name](), (int(R(70)), int(R(70))))
    c.blit(art, art.get_rect(center=(R(48), R(48))))
    pygame.draw.circle(c, RED[2], (R(48), R(48)), R(42), int(R(8)))
    pygame.draw.circle(c, RED[1], (R(48), R(48)), R(41), int(R(5)))
    _stroke(c, RED[1], [(20, 20), (76, 76)], 6)
    return c


def icon_sun() -> pygame.Surface:
    """Drought: a blazing sun over cracked, dry earth."""
    c = new_canvas()
    pygame.draw.polygon(c, (250, 170, 40), star_points(R(48), R(36), 12, R(34), R(20)))
    circle_grad(c, (R(48), R(36)), R(20), (255, 246, 170), (240, 150, 30))
    _fill(c, [(4, 66), (92, 66), (92, 94), (4, 94)], ((220, 170, 110), (180, 126, 70), (120, 80, 40)))
    for pts in (((10, 72), (22, 80), (18, 90)), ((40, 68), (46, 78), (60, 82), (64, 92)), ((76, 70), (70, 80), (84, 88))):
        _stroke(c, (90, 56, 26), list(pts), 1.8)
    return c


def icon_no_silver() -> pygame.Surface:
    """Bank Panic: no Silver, the silver bar under a red 'no' sign."""
    return _banned(new_canvas(), "icon_silver")


def icon_cave_in() -> pygame.Surface:
    """Mine Cave-In: a timbered mine mouth, rocks tumbling across it."""
    c = new_canvas()
    _fill(c, [(8, 92), (8, 40), (30, 14), (66, 14), (88, 40), (88, 92)], ((150, 120, 100), (100, 80, 66), (50, 40, 32)))
    _fill(c, [(26, 92), (26, 40), (70, 40), (70, 92)], ((30, 24, 20), (14, 12, 10), (0, 0, 0)))
    _fill(c, [(20, 32), (76, 32), (76, 42), (20, 42)], WOOD)
    for x in (22, 70):
        _fill(c, [(x - 4, 40), (x + 4, 40), (x + 4, 92), (x - 4, 92)], WOOD, vertical=False)
    _lumps(c, [(36, 80, 9), (56, 84, 8), (46, 66, 8), (62, 60, 6)], 13, dark=(60, 50, 42), light=(170, 150, 130))
    return c


def icon_thermometer() -> pygame.Surface:
    """Texas Fever: a fevered thermometer, the mercury at the top."""
    c = new_canvas()
    _fill(c, [(40, 6), (56, 6), (56, 72), (40, 72)], ((250, 250, 255), (210, 220, 230), (140, 150, 170)), vertical=False)
    circle_grad(c, (R(48), R(80)), R(14), RED[0], RED[2])
    _fill(c, [(45, 14), (51, 14), (51, 74), (45, 74)], RED, vertical=False)
    for y in range(16, 70, 8):
        _stroke(c, (80, 80, 90), [(56, y), (62, y)], 1.2)
    for x, y in ((20, 20), (76, 26), (18, 52)):
        ellipse_grad(c, pygame.Rect(R(x), R(y), R(6), R(10)), (200, 230, 255), (80, 140, 210))
    return c


def icon_fire() -> pygame.Surface:
    """Prairie Fire: flames leaping from the grass."""
    c = new_canvas()
    for x, h, w in ((28, 60, 26), (62, 56, 24), (46, 80, 30)):
        flame = [(R(x - w / 2), R(90))] + [(R(px), R(py)) for px, py in bezier(
            (x - w / 2, 90), (x - w, 90 - h * 0.5), (x - 2, 90 - h * 0.6), (x + 4, 90 - h), 10)] + \
            [(R(px), R(py)) for px, py in bezier((x + 4, 90 - h), (x + w, 90 - h * 0.5), (x + w * 0.8, 80), (x + w / 2, 90), 10)]
        poly_grad(c, flame, (255, 230, 90), (220, 60, 20))
    for x in range(8, 92, 6):
        _stroke(c, (110, 130, 50), [(x, 94), (x + 3, 84)], 2)
    return c


def icon_tornado() -> pygame.Surface:
    """Dust Storm: a twisting funnel of dust."""
    c = new_canvas()
    for i in range(7):
        y = 14 + i * 11
        w = 40 - i * 5
        cx = 48 + math.sin(i * 0.9) * 6
        rect = pygame.Rect(0, 0, R(w * 2), R(12))
        rect.center = (R(cx), R(y))
        ellipse_grad(c, rect, (230, 200, 150), (150, 110, 60))
        pygame.draw.arc(c, (110, 76, 40), rect, math.pi, 2 * math.pi, int(R(1.4)))
    for x, y in ((14, 40), (84, 56), (20, 74)):
        pygame.draw.circle(c, (200, 170, 120), (R(x), R(y)), R(3))
    return c


def icon_snowflake() -> pygame.Surface:
    """Hard Winter: a snowflake."""
    c = new_canvas()
    for k in range(6):
        a = math.pi * k / 3
        ends = [(48 + math.cos(a) * r, 48 + math.sin(a) * r) for r in (0, 40)]
        _stroke(c, (200, 230, 255), ends, 5)
        for r in (18, 30):
            bx, by = 48 + math.cos(a) * r, 48 + math.sin(a) * r
            for s in (-1, 1):
                _stroke(c, (200, 230, 255), [(bx, by), (bx + math.cos(a + s * 0.8) * 10, by + math.sin(a + s * 0.8) * 10)], 3.5)
    circle_grad(c, (R(48), R(48)), R(7), (255, 255, 255), (150, 200, 240))
    return c


def icon_strike() -> pygame.Surface:
    """Labor Strike: a picket sign held high, 'STRIKE' on it."""
    c = new_canvas()
    _handle(c, 48, 94, 48, 44, 6)
    _fill(c, [(8, 10), (88, 10), (88, 50), (8, 50)], CLOTH)
    f = pygame.font.Font(str(ROOT / "fonts" / "RobotoSlab-Bold.otf"), int(R(19)))
    label = f.render("STRIKE", True, RED[2])
    c.blit(label, label.get_rect(center=(R(48), R(30))))
    return c


def icon_stampede() -> pygame.Surface:
    """Stampede: cattle charging out of a cloud of dust."""
    c = new_canvas()
    for x, y, r in ((20, 70, 18), (76, 70, 18), (48, 76, 20)):
        circle_grad(c, (R(x), R(y)), R(r), (230, 200, 150), (160, 120, 70))
    cow = ICONS["icon_cattle"]()
    for dx, dy, k in ((-18, -8, 0.6), (18, -6, 0.6), (0, 4, 0.72)):
        art = pygame.transform.smoothscale(cow, (int(S * k), int(S * k)))
        c.blit(art, art.get_rect(center=(R(48 + dx), R(48 + dy))))
    return c


def icon_bandana() -> pygame.Surface:
    """Outlaw Raid: an outlaw's face, a red bandana over his mouth."""
    c = new_canvas()
    ellipse_grad(c, pygame.Rect(R(26), R(24), R(44), R(54)), (246, 196, 156), (196, 134, 96))
    for ex in (40, 56):
        pygame.draw.ellipse(c, INK, pygame.Rect(R(ex - 4), R(42), R(8), R(5)))
    _stroke(c, (60, 30, 18), [(34, 38), (44, 40)], 2.2)
    _stroke(c, (60, 30, 18), [(52, 40), (62, 38)], 2.2)
    poly_grad(c, P((22, 52), (74, 52), (70, 70), (48, 92), (26, 70)), RED[0], RED[2])
    for x, y in ((36, 62), (58, 62), (48, 76)):
        pygame.draw.circle(c, (250, 230, 220), (R(x), R(y)), R(2))
    brim = [(R(x), R(y)) for x, y in bezier((10, 30), (30, 40), (66, 40), (86, 30), 16)
            + bezier((86, 30), (70, 44), (26, 44), (10, 30), 16)]
    poly_grad(c, brim, (70, 60, 56), (20, 16, 14))
    poly_grad(c, [(R(x), R(y)) for x, y in bezier((28, 34), (26, 8), (70, 8), (68, 34), 14)], (90, 80, 76), (20, 16, 14))
    return c


def icon_key() -> pygame.Surface:
    """The safe key: a big brass key with a notched bit."""
    c = new_canvas()
    pygame.draw.circle(c, BRASS[2], (R(26), R(30)), R(20))
    circle_grad(c, (R(26), R(30)), R(18), BRASS[0], BRASS[2])
    pygame.draw.circle(c, (0, 0, 0, 0), (R(26), R(30)), R(8))
    _fill(c, [(40, 38), (88, 74), (84, 80), (36, 44)], BRASS)
    _fill(c, [(70, 66), (80, 72), (70, 88), (62, 82)], BRASS)
    _fill(c, [(58, 56), (66, 62), (58, 74), (52, 70)], BRASS)
    return c


def icon_pitchfork() -> pygame.Surface:
    """The fork: a hay fork, three long tines."""
    c = new_canvas()
    _handle(c, 48, 94, 48, 40, 6)
    _fill(c, [(30, 36), (66, 36), (66, 44), (30, 44)], STEEL)
    for x in (32, 48, 64):
        _stroke(c, STEEL[1], [(x, 40), (x, 8)], 3.5)
        pygame.draw.polygon(c, STEEL[1], P((x - 2, 10), (x, 2), (x + 2, 10)))
    return _tilted(c, -25)


def icon_beartrap() -> pygame.Surface:
    """The bear trap: steel jaws sprung open, teeth up, and its chain."""
    c = new_canvas()
    for top in (True, False):
        y = 40 if top else 56
        jaw = [(R(x), R(y)) for x, y in bezier((8, y), (20, y + (-26 if top else 26)), (76, y + (-26 if top else 26)),
                                                 (88, y), 16)]
        thick_poly(c, STEEL[2], jaw, int(R(6)), closed=False)
        thick_poly(c, STEEL[0], jaw, int(R(2)), closed=False)
        for i in range(2, 15, 2):
            x, yy = jaw[i]
            dy = R(9) if top else -R(9)
            pygame.draw.polygon(c, STEEL[1], [(x - R(3), yy), (x + R(3), yy), (x, yy + dy)])
    ellipse_grad(c, pygame.Rect(R(34), R(42), R(28), R(12)), BRASS[0], BRASS[2])
    for i in range(4):
        pygame.draw.ellipse(c, STEEL[2], pygame.Rect(R(60 + i * 8), R(70 + i * 5), R(10), R(6)), int(R(2)))
    return c


# ---- Deck Goes West's missions ---------------------------------------------------------------
def icon_compass() -> pygame.Surface:
    """Discovery: a brass compass, its needle pointing west."""
    c = new_canvas()
    circle_grad(c, (R(48), R(50)), R(40), BRASS[0], BRASS[2])
    circle_grad(c, (R(48), R(50)), R(33), (250, 244, 226), (200, 186, 150))
    for k in range(8):
        a = math.pi * k / 4
        r0 = 26 if k % 2 else 22
        _stroke(c, (120, 100, 70), [(48 + math.cos(a) * r0, 50 + math.sin(a) * r0),
                                    (48 + math.cos(a) * 31, 50 + math.sin(a) * 31)], 1.4)
    pygame.draw.polygon(c, RED[1], P((18, 50), (48, 44), (48, 56)))
    pygame.draw.polygon(c, STEEL[2], P((78, 50), (48, 44), (48, 56)))
    circle_grad(c, (R(48), R(50)), R(4), BRASS[0], BRASS[2])
    circle_grad(c, (R(48), R(8)), R(6), BRASS[0], BRASS[2])
    return c


def icon_flag() -> pygame.Surface:
    """The Race: a chequered flag waving."""
    c = new_canvas()
    _handle(c, 16, 94, 16, 6, 5)
    cloth = pygame.Surface((R(64), R(44)), pygame.SRCALPHA)
    step = R(8)
    for i in range(8):
        for j in range(6):
            colour = (250, 250, 246) if (i + j) % 2 else (30, 30, 34)
            pygame.draw.rect(cloth, colour, pygame.Rect(i * step, j * step, step + 1, step + 1))
    for x in range(int(R(64))):       # a wave: shift each column of cloth down a little
        dy = math.sin(x / R(64) * math.pi * 2) * R(4)
        c.blit(cloth, (R(18) + x, R(10) + dy), pygame.Rect(x, 0, 1, R(44)))
    return c


def icon_rails() -> pygame.Surface:
    """Builders: a stretch of railroad running into the distance."""
    c = new_canvas()
    for i in range(7):
        y = 90 - i * 12 + i * i * 0.4
        half = 40 - i * 4.6
        _fill(c, [(48 - half - 6, y - 4), (48 + half + 6, y - 4), (48 + half + 6, y + 2), (48 - half - 6, y + 2)], WOOD)
    for side in (-1, 1):
        _stroke(c, STEEL[2], [(48 + side * 32, 92), (48 + side * 8, 8)], 4)
        _stroke(c, STEEL[0], [(48 + side * 32 - 1, 91), (48 + side * 8 - 1, 9)], 1.4)
    return c


def icon_tortoise() -> pygame.Surface:
    """Speed of the Slowest: a tortoise plodding on."""
    c = new_canvas()
    green = ((150, 190, 100), (90, 130, 60), (40, 70, 30))
    for x in (26, 40, 60, 72):
        _fill(c, [(x - 5, 64), (x + 5, 64), (x + 5, 80), (x - 5, 80)], green, vertical=False)
    ellipse_grad(c, pygame.Rect(R(70), R(42), R(22), R(18)), green[0], green[2])
    pygame.draw.circle(c, INK, (R(84), R(48)), R(2))
    shell = [(R(x), R(y)) for x, y in bezier((14, 68), (16, 20), (80, 20), (82, 68), 24)]
    poly_grad(c, shell, (200, 160, 90), (100, 66, 30))
    for pts in (((30, 40), (48, 34), (66, 40)), ((24, 56), (38, 50), (58, 50), (72, 56)), ((38, 50), (48, 34), (58, 50))):
        _stroke(c, (80, 50, 20), list(pts), 1.6)
    return c


def icon_bridge() -> pygame.Surface:
    """Building Together: a wooden trestle bridge over a river."""
    c = new_canvas()
    _fill(c, [(4, 70), (92, 70), (92, 92), (4, 92)], ((120, 180, 230), (60, 120, 190), (30, 70, 130)))
    _fill(c, [(4, 30), (92, 30), (92, 38), (4, 38)], WOOD)
    for x in (14, 38, 62, 86):
        _stroke(c, WOOD[2], [(x - 6, 38), (x + 6, 80)], 3)
        _stroke(c, WOOD[2], [(x + 6, 38), (x - 6, 80)], 3)
        _stroke(c, WOOD[1], [(x, 38), (x, 82)], 4)
    _stroke(c, STEEL[1], [(4, 28), (92, 28)], 2)
    return c


def icon_feast() -> pygame.Surface:
    """The Feast: a roast on a platter."""
    c = new_canvas()
    ellipse_grad(c, pygame.Rect(R(4), R(56), R(88), R(30)), STEEL[0], STEEL[2])
    ellipse_grad(c, pygame.Rect(R(16), R(28), R(64), R(44)), (220, 140, 60), (130, 60, 20))
    shine(c, P((28, 40), (40, 32), (44, 34), (32, 46)), 80)
    for x in (22, 74):
        _stroke(c, (250, 246, 236), [(x, 50), (x + (-10 if x < 48 else 10), 40)], 4)
        pygame.draw.circle(c, (250, 246, 236), (R(x + (-10 if x < 48 else 10)), R(40)), R(4))
    for x, y in ((14, 70), (82, 70)):
        circle_grad(c, (R(x), R(y)), R(6), (130, 190, 80), (50, 110, 30))
    return c


def icon_chest() -> pygame.Surface:
    """Precious Cargo: a banded strongbox, gold glinting from under its lid."""
    c = new_canvas()
    _fill(c, [(10, 46), (86, 46), (86, 88), (10, 88)], WOOD)
    lid = [(R(x), R(y)) for x, y in bezier((10, 46), (10, 20), (86, 20), (86, 46), 16)]
    poly_grad(c, lid, shade(WOOD[0], 0.1), WOOD[2])
    _lumps(c, [(30, 46, 5), (44, 44, 6), (60, 46, 5)], 21, dark=GOLD[2], light=GOLD[0])
    for x in (22, 74):
        _stroke(c, STEEL[2], [(x, 26), (x, 88)], 4)
    _fill(c, [(42, 52), (54, 52), (54, 66), (42, 66)], BRASS)
    pygame.draw.circle(c, INK, (R(48), R(58)), R(2))
    return c


def icon_signpost() -> pygame.Surface:
    """There and Back Again: a signpost pointing west and back east."""
    c = new_canvas()
    _handle(c, 48, 94, 48, 8, 6)
    for y, points_left in ((20, True), (46, False)):
        tip, back = (10, 86) if points_left else (86, 10)
        _fill(c, [(back, y), (tip + (8 if points_left else -8), y), (tip, y + 8), (tip + (8 if points_left else -8), y + 16),
                  (back, y + 16)], ((240, 220, 170), (200, 160, 100), (120, 86, 40)))
    return c


def icon_map() -> pygame.Surface:
    """New World: an unrolled map, a dotted trail to a cross."""
    c = new_canvas()
    _fill(c, [(10, 16), (86, 16), (86, 80), (10, 80)], ((250, 232, 190), (226, 200, 150), (170, 130, 80)), vertical=False)
    for x in (10, 86):
        ellipse_grad(c, pygame.Rect(R(x - 6), R(12), R(12), R(72)), (240, 220, 176), (150, 110, 60))
    trail = bezier((22, 70), (30, 30), (60, 70), (70, 32), 10)
    for x, y in trail[::2]:
        pygame.draw.circle(c, (140, 60, 40), (R(x), R(y)), R(1.8))
    _stroke(c, RED[1], [(64, 24), (76, 36)], 3)
    _stroke(c, RED[1], [(76, 24), (64, 36)], 3)
    _fill(c, [(22, 54), (34, 40), (44, 54)], ((160, 140, 120), (110, 96, 80), (60, 50, 40)))
    return c


def icon_pawns() -> pygame.Surface:
    """Double Trouble: two pawns of one player's colour, side by side."""
    c = new_canvas()
    for x, y, k in ((34, 30, 1.0), (62, 38, 0.9)):
        body = [(R(x + dx * k), R(y + dy * k)) for dx, dy in
                ((-6, 14), (-22, 28), (-16, 30), (-20, 56), (20, 56), (16, 30), (22, 28), (6, 14))]
        poly_grad(c, body, RED[0], RED[2])
        circle_grad(c, (R(x), R(y + 4 * k)), R(12 * k), RED[0], RED[2])
    return c


def icon_locomotive() -> pygame.Surface:
    """Railway Man: a steam locomotive with a cow catcher, smoke from its stack."""
    c = new_canvas()
    _fill(c, [(54, 30), (86, 30), (86, 72), (54, 72)], RED)
    _fill(c, [(50, 26), (90, 26), (90, 32), (50, 32)], ((70, 70, 76), (40, 40, 46), (10, 10, 14)))
    pygame.draw.rect(c, (160, 200, 230), pygame.Rect(R(62), R(38), R(16), R(12)))
    body = pygame.Rect(R(12), R(44), R(46), R(26))
    poly_grad(c, [body.topleft, body.topright, body.bottomright, body.bottomleft], (90, 90, 100), (20, 20, 26))
    _fill(c, [(20, 20), (32, 20), (30, 44), (22, 44)], ((90, 90, 100), (40, 40, 46), (10, 10, 14)), vertical=False)
    _fill(c, [(16, 14), (36, 14), (32, 22), (20, 22)], ((90, 90, 100), (40, 40, 46), (10, 10, 14)))
    pygame.draw.polygon(c, (150, 150, 160), P((12, 70), (2, 84), (14, 84)))
    for x, y, r in ((30, 8, 6), (42, 4, 5), (52, 4, 4)):
        circle_grad(c, (R(x), R(y)), R(r), (240, 240, 240), (170, 170, 180))
    for x, r in ((26, 10), (48, 10), (74, 12)):
        wheel(c, R(x), R(82), R(r))
    return c


# ---- portraits: one character per card, drawn from a few traits -------------------------------
SKINS = {"light": ((250, 214, 180), (204, 150, 110)), "tan": ((232, 180, 130), (176, 120, 80)),
         "brown": ((190, 130, 90), (126, 80, 50)), "dark": ((150, 100, 70), (90, 56, 36))}


def portrait(hat: str, hat_colour, skin: str, hair, beard: str, shirt, scarf=None) -> pygame.Surface:
    """A head and shoulders: hat shape and colour, skin, hair (long hair for `beard` ==
    'long'), a beard or moustache, a shirt and an optional neckerchief."""
    c = new_canvas()
    light, dark = SKINS[skin]
    shoulders = [(R(x), R(y)) for x, y in bezier((8, 96), (10, 66), (30, 64), (48, 64), 16)
                 + bezier((48, 64), (66, 64), (86, 66), (88, 96), 16)]
    poly_grad(c, shoulders, shade(shirt, 0.25), shade(shirt, -0.45))
    if beard == "long":      # long hair falls behind the shoulders
        poly_grad(c, P((28, 30), (68, 30), (74, 78), (22, 78)), shade(hair, 0.2), shade(hair, -0.4))
    poly_grad(c, P((41, 52), (55, 52), (56, 66), (40, 66)), light, dark)
    if scarf:
        poly_grad(c, P((34, 62), (62, 62), (48, 80)), shade(scarf, 0.2), shade(scarf, -0.4))
    ellipse_grad(c, pygame.Rect(R(32), R(24), R(32), R(36)), light, dark)
    if hat in ("none", "bonnet", "flat") or beard == "long":
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((32, 40), (28, 14), (68, 14), (64, 40), 12)
                      + bezier((64, 40), (60, 28), (40, 26), (32, 40), 8)], shade(hair, 0.25), shade(hair, -0.3))
    for ex in (42, 54):
        pygame.draw.circle(c, INK, (R(ex), R(41)), R(1.9))
    if beard in ("full", "moustache"):
        if beard == "full":
            poly_grad(c, [(R(x), R(y)) for x, y in bezier((33, 44), (34, 66), (62, 66), (63, 44), 14)
                          + [(56, 48), (40, 48)]], shade(hair, 0.2), shade(hair, -0.4))
        _stroke(c, shade(hair, -0.3), [(40, 50), (48, 48), (56, 50)], 3)
    else:
        pygame.draw.arc(c, (150, 70, 50), pygame.Rect(R(42), R(45), R(12), R(7)), math.pi * 1.15, math.pi * 1.85,
                        int(R(1.4)))
    _hat(c, hat, hat_colour)
    return c


def _hat(c, hat: str, colour) -> None:
    """A hat on the portrait's head: cowboy, bowler, top, bonnet, fur, flat (a cap), or none."""
    hi, lo = shade(colour, 0.3), shade(colour, -0.45)
    if hat == "cowboy":
        brim = [(R(x), R(y)) for x, y in bezier((14, 30), (30, 40), (66, 40), (82, 30), 16)
                + bezier((82, 30), (70, 44), (26, 44), (14, 30), 16)]
        poly_grad(c, brim, hi, lo)
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((32, 35), (30, 8), (46, 10), (48, 14), 10)
                      + bezier((48, 14), (50, 10), (66, 8), (64, 35), 10)], hi, lo)
        _stroke(c, shade(colour, -0.6), [(33, 31), (63, 31)], 2.4)
    elif hat == "bowler":
        ellipse_grad(c, pygame.Rect(R(22), R(28), R(52), R(10)), hi, lo)
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((32, 33), (30, 8), (66, 8), (64, 33), 14)], hi, lo)
    elif hat == "top":
        ellipse_grad(c, pygame.Rect(R(22), R(28), R(52), R(10)), hi, lo)
        poly_grad(c, P((34, 4), (62, 4), (61, 32), (35, 32)), hi, lo, vertical=False)
        _stroke(c, shade(colour, -0.7), [(35, 26), (61, 26)], 3)
    elif hat == "bonnet":
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((26, 52), (16, 6), (80, 6), (70, 52), 16)
                      + bezier((70, 52), (70, 30), (26, 30), (26, 52), 12)], hi, lo)
        _stroke(c, shade(colour, -0.3), [(36, 56), (48, 62), (60, 56)], 2)
    elif hat == "fur":
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((30, 34), (28, 6), (68, 6), (66, 34), 14)], hi, lo)
        for x in range(32, 66, 5):
            _stroke(c, lo, [(x, 12), (x + 1, 32)], 1.2)
        thick_poly(c, lo, P((64, 30), (74, 40), (78, 56)), int(R(5)), closed=False)
    elif hat == "flat":
        poly_grad(c, P((28, 30), (70, 24), (72, 32), (26, 36)), hi, lo)
        poly_grad(c, [(R(x), R(y)) for x, y in bezier((30, 32), (30, 16), (64, 12), (68, 28), 12)], hi, lo)


PORTRAITS = {
    # Deck Goes West's characters
    "portrait_jake_wilder": ("cowboy", (150, 100, 56), "tan", (90, 60, 30), "moustache", (150, 84, 50), (210, 50, 40)),
    "portrait_casey_rocks": ("flat", (90, 90, 100), "light", (200, 120, 50), "none", (90, 110, 150), None),
    "portrait_sam_boater": ("none", (0, 0, 0), "brown", (40, 30, 24), "full", (60, 100, 140), (230, 230, 230)),
    "portrait_elisa_watton": ("bonnet", (120, 160, 210), "light", (220, 180, 90), "long", (110, 130, 190), None),
    "portrait_blaze_decker": ("cowboy", (40, 36, 34), "light", (30, 24, 20), "none", (130, 30, 30), (30, 30, 30)),
    "portrait_wayne_johns": ("cowboy", (220, 200, 160), "tan", (120, 80, 40), "none", (90, 70, 50), (60, 120, 170)),
    "portrait_derek_dogood": ("bowler", (60, 50, 40), "dark", (20, 16, 14), "moustache", (70, 70, 80), (200, 170, 60)),
    "portrait_clayton_connel": ("top", (40, 40, 46), "light", (150, 150, 150), "full", (50, 50, 56), None),
    "portrait_dorothea_duke": ("none", (0, 0, 0), "dark", (30, 20, 16), "long", (170, 60, 110), (240, 220, 120)),
    "portrait_driftina_wood": ("cowboy", (110, 150, 90), "tan", (140, 70, 30), "long", (80, 120, 70), (230, 200, 110)),
    "portrait_jeb_steal": ("fur", (140, 100, 60), "light", (110, 70, 30), "full", (120, 90, 60), None),
    "portrait_alys_bear": ("fur", (90, 70, 50), "brown", (40, 28, 20), "long", (150, 110, 70), (190, 60, 40)),
    "portrait_carla_dirk": ("flat", (170, 60, 50), "tan", (50, 30, 20), "long", (200, 190, 160), None),
    "portrait_bryant_carrot": ("none", (0, 0, 0), "light", (230, 120, 40), "moustache", (100, 140, 80), (240, 240, 230)),
    "portrait_wash_cardman": ("bowler", (110, 40, 40), "brown", (50, 40, 30), "none", (230, 220, 200), (60, 40, 90)),
    # Wild Ride's characters
    "portrait_gold_digger": ("flat", (120, 90, 60), "tan", (110, 80, 50), "full", (170, 80, 50), None),
    "portrait_banker": ("top", (30, 30, 36), "light", (120, 120, 120), "moustache", (60, 60, 70), (200, 170, 60)),
    "portrait_cowgirl": ("cowboy", (190, 60, 60), "light", (240, 200, 110), "long", (90, 120, 170), (250, 250, 250)),
    "portrait_barman": ("none", (0, 0, 0), "brown", (30, 24, 20), "moustache", (240, 236, 226), (40, 40, 40)),
    "portrait_pioneer": ("bonnet", (220, 210, 180), "tan", (130, 80, 40), "long", (140, 90, 130), None),
    "portrait_trapper": ("fur", (170, 130, 80), "light", (90, 60, 30), "full", (100, 80, 50), None),
}


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
    **{f"icon_{name}": globals()[f"icon_{name}"] for name in (
        "knife", "bowie", "dagger", "axe", "crosscut", "drill", "net", "sluice", "boot", "climbing_boot", "horse",
        "mule", "donkey", "canoe", "sailboat", "spyglass", "binoculars", "whiskey", "elixir", "mallet", "hammer",
        "sledge", "dice", "derringer", "rifle", "shotgun", "bow", "crossbow", "canteen", "plate", "outhouse",
        "plaster", "crutch", "bandage", "quill", "cards", "crate", "bullets", "saddle", "tophat", "camera",
        "stagecoach", "telegraph", "coffin", "wanted", "shovel", "lantern", "tracks", "spur", "coffeepot", "lariat",
        "saddlebags", "brand", "sun", "no_silver", "cave_in", "thermometer", "fire", "tornado", "snowflake", "strike",
        "stampede", "bandana", "key", "pitchfork", "beartrap", "compass", "flag", "rails", "tortoise", "bridge",
        "feast", "chest", "signpost", "map", "pawns", "locomotive")},
    **{name: (lambda traits=traits: portrait(*traits)) for name, traits in PORTRAITS.items()},
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
