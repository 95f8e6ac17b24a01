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
                       shadow: bool = True) -> pygame.Surface:
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
    return pygame.transform.smoothscale(canvas, (ICON, ICON))


def rounded_mask(size, radius) -> pygame.Surface:
    m = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255), m.get_rect(), border_radius=radius)
    return m


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
    for i in range(11):
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


# --------------------------------------------------------------------------- registry

BUILDERS = {
    "table_wood": make_table_wood,
    "felt": make_felt,
    "paper": make_paper,
    "leather": make_leather,
    "menu_bg": make_menu_bg,
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
