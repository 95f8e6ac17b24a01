"""Deck Goes West's cards as pictures drawn from the data: a job as a row of step icons
(pay, gain, roll, draw, discard, scrap, move, climb, sail, reveal, build, attack, defend...),
as the printed cards show them, and every card's face for the table and the rules page.

A job row is rendered once per size at the window's resolution, like a card face: its
small numbers belong to the picture, as a card's type does.
"""
from __future__ import annotations

from functools import cache, lru_cache

import pygame

from wildwest.core.words import the_cards_counted
from wildwest.ui import assets, cardart, theme
from wildwest.ui.canvas import Crisp, draw, scale_of

from ..content import DANGER_CLASSES, card_of, content
from ..words import job_words, possessive
from . import mapdraw

RES_ICONS = {"gold": "icon_gold", "metal": "icon_silver", "food": "food", "wood": "wood", "any": "icon_bag",
             "vp": "icon_star"}
VERB_ICONS = {"move": "icon_horseshoe", "climb": "icon_pick", "ride": "icon_locomotive", "attack": "icon_revolver",
              "take": "icon_skull", "feed": "icon_pot"}
CLASS_LOOK = {   # card class: (caption, accent, art icon)
    "move": ("Move", (60, 112, 170), "icon_horseshoe"),
    "gather": ("Gather", (70, 130, 70), "icon_basket"),
    "fight": ("Fight", (150, 60, 40), "icon_revolver"),
    "health": ("Health", (170, 110, 50), "icon_pot"),
    "trade": ("Trade", (120, 80, 150), "icon_bag"),
    "make": ("Make", (110, 96, 80), "icon_wagon"),
    "pain": ("Pain", (160, 30, 40), "icon_skull"),
    "exhaustion": ("Exhaustion", (90, 70, 100), "icon_hourglass"),
}
CHARACTER_ACCENT = (176, 128, 64)
MISSION_ACCENT = (120, 40, 30)
LOG = (120, 78, 40)
ROW_INK = (40, 26, 14)


def _amount(amount, sign: str = "") -> str:
    if amount is None:
        return ""
    body = (f"{amount.per_x if amount.per_x != 1 else ''}x" if amount.per_x else str(amount.n))
    return sign + body


def step_parts(step) -> tuple[str, str, bool]:
    """(picture, label, rolled) for one step: a sprite name or a drawn glyph, the number."""
    v, what, amt = step.verb, step.what, step.amount
    dice = bool(amt and amt.dice)
    if v == "place":
        return f"place:{what}", "?", False
    if v in ("pay", "gain"):
        picture = RES_ICONS.get(what, "wood")
        return picture, _amount(amt, "-" if v == "pay" else "+"), dice
    if v == "draw":
        return "card", _amount(amt, "+"), dice
    if v in ("discard", "scrap"):
        kind = "danger" if what in ("danger",) + DANGER_CLASSES else "card"
        picture = ("scrap_" if v == "scrap" else "discard_") + kind
        return picture, "this" if what == "this" else _amount(amt, "-"), False
    if v == "build":
        return what, "", False
    if v in VERB_ICONS:
        return VERB_ICONS[v], _amount(amt), dice
    return {"sail": "boat", "reveal": "eye", "defend": "shield"}.get(v, "card"), _amount(amt), dice


# ---- glyphs drawn where no sprite fits (physical pixels on a plain surface) ----------------
def _card_glyph(surf, r: pygame.Rect, colour, cross: bool, arrow: bool) -> None:
    body = pygame.Rect(0, 0, r.w * 0.62, r.h * 0.86)
    body.center = r.center
    draw.rect(surf, colour, body, border_radius=max(1, r.w // 10))
    draw.rect(surf, ROW_INK, body, max(1, r.w // 14), border_radius=max(1, r.w // 10))
    w = max(2, r.w // 8)
    if cross:
        draw.line(surf, theme.RED, body.topleft, body.bottomright, w)
        draw.line(surf, theme.RED, body.topright, body.bottomleft, w)
    if arrow:
        cx, y = body.centerx, body.centery
        draw.polygon(surf, ROW_INK, [(cx - r.w * 0.2, y - r.h * 0.05), (cx + r.w * 0.2, y - r.h * 0.05), (cx, y + r.h * 0.25)])


def _glyph(surf, name: str, r: pygame.Rect) -> None:
    s = r.w
    if name.startswith("place:"):
        surf.blit(mapdraw.swatch(name[6:], s), r)
    elif name == "food":
        draw.circle(surf, (196, 48, 40), (r.centerx, r.y + s * 0.58), s * 0.36)
        draw.circle(surf, (236, 120, 100), (r.centerx - s * 0.13, r.y + s * 0.48), s * 0.09)
        draw.line(surf, LOG, (r.centerx, r.y + s * 0.24), (r.centerx + s * 0.06, r.y + s * 0.06), max(1, s // 10))
        draw.ellipse(surf, (70, 130, 60), pygame.Rect(r.centerx + s * 0.06, r.y + s * 0.06, s * 0.26, s * 0.14))
    elif name == "wood":                      # three logs seen end-on
        for cx, cy in ((0.3, 0.68), (0.7, 0.68), (0.5, 0.34)):
            centre = (r.x + s * cx, r.y + s * cy)
            draw.circle(surf, LOG, centre, s * 0.22)
            draw.circle(surf, (222, 184, 128), centre, s * 0.13)
            draw.circle(surf, LOG, centre, s * 0.05)
    elif name in ("card", "discard_card", "scrap_card", "discard_danger", "scrap_danger"):
        colour = (196, 80, 70) if name.endswith("danger") else theme.CREAM
        _card_glyph(surf, r, colour, name.startswith("scrap"), name.startswith("discard"))
    elif name == "boat":
        draw.polygon(surf, LOG, [(r.x + s * 0.08, r.y + s * 0.66), (r.right - s * 0.08, r.y + s * 0.66),
                                 (r.right - s * 0.24, r.bottom - s * 0.1), (r.x + s * 0.24, r.bottom - s * 0.1)])
        draw.polygon(surf, theme.CREAM, [(r.centerx, r.y + s * 0.06), (r.centerx, r.y + s * 0.6),
                                         (r.right - s * 0.14, r.y + s * 0.6)])
        draw.line(surf, ROW_INK, (r.centerx, r.y + s * 0.06), (r.centerx, r.y + s * 0.66), max(1, s // 14))
    elif name == "eye":
        draw.ellipse(surf, theme.CREAM, r.inflate(-s * 0.08, -s * 0.4))
        draw.ellipse(surf, ROW_INK, r.inflate(-s * 0.08, -s * 0.4), max(1, s // 12))
        draw.circle(surf, (60, 110, 160), r.center, s * 0.16)
    elif name == "shield":
        draw.polygon(surf, (90, 110, 140), [(r.x + s * 0.18, r.y + s * 0.12), (r.right - s * 0.18, r.y + s * 0.12),
                                            (r.right - s * 0.18, r.y + s * 0.5), (r.centerx, r.bottom - s * 0.06),
                                            (r.x + s * 0.18, r.y + s * 0.5)])
    elif name == "die":
        _die_glyph(surf, r.inflate(-s * 0.2, -s * 0.2))
    elif name in ("rail", "bridge"):
        if name == "bridge":
            draw.rect(surf, mapdraw.RIVER, r.inflate(0, -s * 0.3))
        rail_pair(surf, r, horizontal=True)
    else:
        image = assets.resized(name, (s, s))
        surf.blit(image, r)


def rail_pair(surf, r: pygame.Rect, horizontal: bool = True) -> None:
    """Railway track across `r`: sleepers and two iron rails (on a tile or in a job)."""
    s = min(r.w, r.h)
    for i in range(5):
        t = (i + 0.5) / 5
        if horizontal:
            x = r.x + r.w * t
            draw.line(surf, (110, 70, 36), (x, r.centery - s * 0.24), (x, r.centery + s * 0.24), max(2, s // 10))
        else:
            y = r.y + r.h * t
            draw.line(surf, (110, 70, 36), (r.centerx - s * 0.24, y), (r.centerx + s * 0.24, y), max(2, s // 10))
    for off in (-0.14, 0.14):
        if horizontal:
            draw.line(surf, (60, 60, 66), (r.x, r.centery + s * off), (r.right, r.centery + s * off), max(1, s // 16))
        else:
            draw.line(surf, (60, 60, 66), (r.centerx + s * off, r.y), (r.centerx + s * off, r.bottom), max(1, s // 16))


def _die_glyph(surf, r: pygame.Rect) -> None:
    draw.rect(surf, theme.CREAM, r, border_radius=max(1, r.w // 5))
    draw.rect(surf, ROW_INK, r, max(1, r.w // 8), border_radius=max(1, r.w // 5))
    for dx, dy in ((0.3, 0.3), (0.7, 0.7), (0.5, 0.5)):
        draw.circle(surf, ROW_INK, (r.x + r.w * dx, r.y + r.h * dy), max(1, r.w // 9))


# ---- a job as a row -----------------------------------------------------------------------
def _measure(job, h: int) -> list:
    f = assets.raw_font("title", max(7, round(h * 0.7)))
    pieces = []
    for step in job.steps:
        picture, label, dice = step_parts(step)
        text = f.render(label, True, ROW_INK) if label else None
        w = h + (text.get_width() + 1 if text else 0) + (round(h * 0.62) if dice else 0)
        pieces.append((picture, text, dice, w))
    return pieces


def _fit(job, height: int, max_width: int, lines: int) -> tuple[int, list]:
    """The largest step size at which the job fits `lines` lines, and its lines of pieces."""
    h = (height - 2 * (lines - 1)) // lines
    while True:
        pieces = _measure(job, h)
        per = -(-len(pieces) // lines)
        chunks = [pieces[i:i + per] for i in range(0, len(pieces), per)]
        gap = max(5, h // 2)
        width = max(sum(p[3] for p in c) + gap * (len(c) - 1) for c in chunks)
        if width <= max_width or h <= 6:
            return h, chunks
        h -= 1


@lru_cache(maxsize=1024)
def job_image(job, height: int, max_width: int, lines: int = 1) -> pygame.Surface:
    """One job's steps left to right with small arrows between them, `height` pixels
    tall: smaller, or on up to `lines` lines, when one line would be wider than `max_width`."""
    h, chunks = max((_fit(job, height, max_width, n) for n in range(1, lines + 1)), key=lambda f: f[0])
    gap = max(5, h // 2)
    width = max(sum(p[3] for p in c) + gap * (len(c) - 1) for c in chunks)
    surf = pygame.Surface((max(1, min(width, max_width)), height), pygame.SRCALPHA)
    top = (height - len(chunks) * h - 2 * (len(chunks) - 1)) // 2
    for chunk in chunks:
        x = 0
        for i, (picture, text, dice, w) in enumerate(chunk):
            _glyph(surf, picture, pygame.Rect(x, top, h, h))
            at = x + h
            if text is not None:
                surf.blit(text, text.get_rect(midleft=(at + 1, top + h // 2)))
                at += text.get_width() + 1
            if dice:
                d = round(h * 0.56)
                _die_glyph(surf, pygame.Rect(at + 1, top + (h - d) // 2, d, d))
            x += w
            if i < len(chunk) - 1:
                mid = top + h / 2
                draw.polygon(surf, (120, 90, 60), [(x + gap * 0.25, mid - h * 0.16), (x + gap * 0.75, mid),
                                                    (x + gap * 0.25, mid + h * 0.16)])
                x += gap
        top += h + 2
    return surf


def draw_job(surface: pygame.Surface, job, rect: pygame.Rect, align: str = "midleft", lines: int = 1) -> pygame.Rect:
    """Blit a job row into `rect` (logical), crisp at the surface's scale; returns where."""
    k = scale_of(surface)
    image = job_image(job, max(6, round(rect.h * k)), max(6, round(rect.w * k)), lines)
    if k != 1:
        image = Crisp(image, k)
    spot = image.get_rect(**{align: getattr(rect, align)})
    surface.blit(image, spot)
    return spot


def job_lines(surface, jobs, rect: pygame.Rect, states=()) -> list[pygame.Rect]:
    """Jobs as rows filling `rect` top-down on a paper strip; `states` gives each row's
    look: "legal" (gold ring), "blocked" (faded) or "" (plain). Returns the row rects."""
    rows = []
    n = max(1, len(jobs))
    row_h = min(rect.h // n, 30 if n > 1 else rect.h)
    rect = pygame.Rect(rect.x, rect.bottom - row_h * n, rect.w, row_h * n)
    draw.rect(surface, (242, 230, 200), rect, border_radius=4)
    for i, job in enumerate(jobs):
        row = pygame.Rect(rect.x + 2, rect.y + i * row_h + 1, rect.w - 4, row_h - 2)
        state = states[i] if i < len(states) else ""
        if state == "legal":
            draw.rect(surface, (252, 226, 140), row, border_radius=3)
        draw_job(surface, job, row.inflate(-4, -2), lines=1 if row_h < 24 else 2)   # whichever draws larger
        if state == "legal":
            draw.rect(surface, theme.GOLD, row, 2, border_radius=3)
        elif state == "blocked":
            draw.rect(surface, (190, 180, 160), row, 1, border_radius=3)
        rows.append(row)
    return rows


# ---- card faces -----------------------------------------------------------------------------
def _jobs_text(jobs) -> str:
    """Each job a sentence on its own line, a bullet before each when there are several."""
    mark = "\u2022 " if len(jobs) > 1 else ""
    return "\n".join(mark + job_words(j) for j in jobs)


def start_text(ch) -> str:
    """The back of a character's card in words: its resources and its starting deck."""
    c = content()
    res = ", ".join(f"{n} {r}" for r, n in ch.resources.items())
    deck = the_cards_counted(c.cards[cid].name for cid, n in ch.deck.items() for _ in range(n))
    return f"{ch.name} starts with {res} and {sum(ch.deck.values())} cards: {deck}."


def character_jobs(ch) -> str:
    """A character card's jobs in words, under a line that says when they may be used."""
    return f"{possessive(ch.name)} jobs, each once a day:\n{_jobs_text(ch.jobs)}"


def card_face(card_id: str, words: bool = True) -> cardart.CardFace:
    """Any Deck Goes West card's face by card id or physical card (`boots-s3`), or a
    character by id; `words=False` leaves the text box empty for job rows drawn on it."""
    c = content()
    if card_id in c.characters:
        ch = c.characters[card_id]
        return cardart.CardFace(title=ch.name, kind=f"Character · hand {ch.hand}", accent=CHARACTER_ACCENT,
                                icon=ch.icon or "icon_hat", art=ch.id, text=_jobs_text(ch.jobs) if words else "")
    card = c.cards[card_of(card_id) if card_id not in c.cards else card_id]
    caption, accent, icon = CLASS_LOOK[card.cls]
    said = [job_words(j) for j in card.cost]
    price = [("To buy it: " if i == 0 else "Or: ") + w[0].lower() + w[1:] for i, w in enumerate(said)]
    return cardart.CardFace(title=card.name, kind=caption, accent=accent, icon=card.icon or icon, art=card.id,
                            text="\n".join([_jobs_text(card.jobs)] + price) if words else "")


def mission_face(mission, words: bool = True) -> cardart.CardFace:
    return cardart.CardFace(title=mission.name, kind=f"Mission · {mission.mode}", accent=MISSION_ACCENT,
                            icon=mission.icon or "icon_star", art=mission.id, text=_jobs_text(mission.jobs) if words else "")


@lru_cache(maxsize=256)
def _glyph_image(name: str, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    _glyph(surf, name, surf.get_rect())
    return surf


def draw_glyph(surface, name: str, centre, size: int) -> pygame.Rect:
    """A step picture (sprite or drawn glyph) of `size` logical pixels centred on centre."""
    k = scale_of(surface)
    image = _glyph_image(name, max(4, round(size * k)))
    image = Crisp(image, k) if k != 1 else image
    return surface.blit(image, image.get_rect(center=centre))


@cache
def pictures() -> frozenset[str]:
    """Every step picture the jobs use, and the die rolled steps show: what the rules page
    explains, each beside its picture."""
    used = {step_parts(step)[0] for _, job in content().every_job() for step in job.steps}
    return frozenset(used | {"die"})


def icon_painter(name: str):
    """The rules page's `![..](icon:<name>)`: a step picture painted into a square."""
    if name not in pictures():
        return None
    return lambda surface, rect: draw_glyph(surface, name, rect.center, min(rect.w, rect.h))


def draw_resource(surface, resource: str, amount: int, centre, size: int = 16) -> pygame.Rect:
    """A resource's picture with its amount beside it, as a counter."""
    icon = draw_glyph(surface, RES_ICONS[resource], (centre[0] - size // 2, centre[1]), size)
    number = cardart.draw_counter(surface, (icon.right + 2 + size // 3, centre[1]), "", str(amount), size=size)
    return icon.union(number)
