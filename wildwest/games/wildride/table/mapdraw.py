"""The Roadmap sheet and the Reward Chart as ink on paper: the table draws them, and so does
tools/wildride_sheet.py for the picture in docs/rules/wildride.md (one drawing, not two).

Everything here draws one seat's marks (`Marks`) through a world->screen function, so the
same code draws the large zoomable sheet, an opponent's thumbnail and the docs picture.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw
from wildwest.ui.widgets import draw_text

from ..rules import KIND_NAME

KIND_FILL = {"town": (226, 204, 162), "forest": (168, 190, 128), "desert": (234, 200, 132),
             "lake": (160, 194, 210)}
INK = theme.INK
FADED = (120, 100, 80)
START_RED = (186, 44, 36)
FLAG_BLUE = (52, 84, 150)
RAIL = (96, 62, 34)
LIVE = (255, 190, 40)
LEG = 18.0           # a leg box's side, in sheet units: legs stand at least 25 apart
BOX = 15.0           # a railroad box's side, in sheet units
MOUNTAIN_DROP = 6     # mountains stand this far below their border (sheet units), so the
                      # name at the foot of the region above hides only their tips


@dataclass(frozen=True)
class Marks:
    """One seat's writing on the sheet: checked flags (region ids), legs and railroad boxes."""

    seat: int | None
    flags: frozenset = frozenset()
    legs: frozenset = frozenset()
    rail: frozenset = frozenset()
    live: frozenset = field(default_factory=frozenset)   # node ids a click would check now

    @classmethod
    def of(cls, view, seat: int | None, live=frozenset()) -> Marks:
        if seat is None:
            return cls(None, live=frozenset(live))
        return cls(seat, frozenset(view.flags[seat]), frozenset(view.legs[seat]),
                   frozenset(view.rail[seat]), frozenset(live))


def nodes(roadmap) -> dict[str, tuple[float, float]]:
    """Every clickable place of the sheet by id: flags (region ids), legs, railroad boxes."""
    out = {rid: r.flag for rid, r in roadmap.regions.items()}
    out.update({lid: (leg.x, leg.y) for lid, leg in roadmap.legs.items()})
    out.update({bid: (b.x, b.y) for bid, b in roadmap.railroad.items()})
    return out


def node_thing(roadmap, node: str) -> str:
    """What a click on a node names for `Choices`: region:, leg: or box:."""
    if node in roadmap.regions:
        return f"region:{node}"
    return f"leg:{node}" if node in roadmap.legs else f"box:{node}"


# ---- small pictures ------------------------------------------------------------------------
def draw_glyph(surface, icon: str | None, centre, size: float) -> None:
    """An icon of the sheet and the chart, in ink: Nugget, Card, Check, free card, Wanted,
    Tipi, discovery."""
    if not icon or size < 4:
        return
    x, y = centre
    s = size / 2
    w = max(1, round(size / 9))
    if icon == "nugget":
        cardart.draw_icon(surface, "icon_gold", centre, round(size))
    elif icon in ("card", "free"):
        for dx in ((-s * 0.25, s * 0.2) if icon == "card" else (0,)):
            card = pygame.Rect(0, 0, round(size * 0.5), round(size * 0.72))
            card.center = (round(x + dx), round(y))
            draw.rect(surface, theme.CREAM, card, border_radius=2)
            draw.rect(surface, INK, card, w, border_radius=2)
        if icon == "free":
            draw.line(surface, theme.RED, (x - s * 0.15, y), (x + s * 0.15, y), w)
            draw.line(surface, theme.RED, (x, y - s * 0.15), (x, y + s * 0.15), w)
    elif icon == "check":
        _pencil(surface, centre, s, w)
    elif icon == "wanted":
        cardart.draw_icon(surface, "icon_revolver", centre, round(size))
    elif icon == "tipi":
        draw.polygon(surface, (200, 160, 110), [(x, y - s * 0.8), (x - s * 0.7, y + s * 0.7), (x + s * 0.7, y + s * 0.7)])
        draw.polygon(surface, INK, [(x, y - s * 0.8), (x - s * 0.7, y + s * 0.7), (x + s * 0.7, y + s * 0.7)], w)
        draw.line(surface, INK, (x, y + s * 0.7), (x, y + s * 0.1), w)
    elif icon == "discovery":
        draw.line(surface, INK, (x - s * 0.5, y + s * 0.8), (x - s * 0.5, y - s * 0.8), w)
        draw.polygon(surface, START_RED, [(x - s * 0.5, y - s * 0.8), (x + s * 0.7, y - s * 0.4), (x - s * 0.5, y)])


def _pencil(surface, centre, s: float, w: int) -> None:
    """The Check icon: a pencil, point down-left (a tick in a box would read as a box done)."""
    x, y = centre
    ux, uy, hw = 0.7071, -0.7071, s * 0.32                 # along the pencil, and its half width

    def at(t, side):
        return (x - 0.75 * s + ux * t * s + uy * side * hw, y + 0.75 * s + uy * t * s - ux * side * hw)
    body = [at(0.5, 1), at(1.8, 1), at(1.8, -1), at(0.5, -1)]
    draw.polygon(surface, (226, 170, 52), body)
    draw.polygon(surface, (214, 120, 120), [at(1.55, 1), at(2.1, 1), at(2.1, -1), at(1.55, -1)])
    draw.polygon(surface, (238, 214, 170), [at(0, 0), at(0.5, 1), at(0.5, -1)])
    draw.polygon(surface, INK, [at(0, 0), at(0.5, 1), at(2.1, 1), at(2.1, -1), at(0.5, -1)], w)


def draw_cross(surface, rect: pygame.Rect, colour=INK) -> None:
    """A box ticked in pen: an X across it."""
    w = max(2, rect.width // 6)
    r = rect.inflate(-rect.width // 5, -rect.height // 5)
    draw.line(surface, colour, r.topleft, r.bottomright, w)
    draw.line(surface, colour, r.bottomleft, r.topright, w)


def draw_medal(surface, centre, value: int, radius: int, label: bool = True) -> None:
    draw.circle(surface, theme.GOLD, centre, radius)
    draw.circle(surface, INK, centre, radius, max(1, radius // 6))
    if label and radius >= 7:
        draw_text(surface, str(value), centre, role="title", size=max(10, round(radius * 1.25)), colour=INK,
                  anchor="center")


def _flag(surface, centre, scale: float, start: bool, checked: bool, points: int, label: bool) -> None:
    x, y = centre
    h = 9 * scale
    pole = max(1, round(scale * 1.2))
    colour = START_RED if start else FLAG_BLUE
    draw.line(surface, INK, (x - 3 * scale, y + h), (x - 3 * scale, y - h), pole)
    pennant = [(x - 3 * scale, y - h), (x + 8 * scale, y - h * 0.5), (x - 3 * scale, y)]
    draw.polygon(surface, colour if checked else theme.CREAM, pennant)
    draw.polygon(surface, colour, pennant, max(1, round(scale)))
    if checked:                      # crossed in pen at its foot, as a checked box is
        foot = pygame.Rect(0, 0, round(9 * scale), round(9 * scale))
        foot.center = (round(x + 3 * scale), round(y + h * 0.55))
        draw_cross(surface, foot)
    if label and scale >= 0.8:
        at, size, _rect = _flag_label(centre, scale, points)
        draw_text(surface, str(points), at, role="bold", size=size, colour=theme.CREAM if checked else colour,
                  anchor="center")


def _flag_label(centre, scale: float, points: int) -> tuple[tuple[float, float], int, pygame.Rect]:
    """Where a flag's points are written on its pennant, their type size, and the rect they take."""
    at, size = (centre[0] + 2 * scale, centre[1] - 9 * scale * 0.52), 11 if scale < 1.5 else 14
    rect = pygame.Rect((0, 0), font("bold", size).size(str(points)))
    rect.center = (round(at[0]), round(at[1]))
    return at, size, rect


# ---- the Roadmap ---------------------------------------------------------------------------
def draw_roadmap(surface, roadmap, at, scale: float, marks: Marks, label: bool = True) -> None:
    """The whole sheet through `at` (sheet -> screen point) at `scale` screen pixels per sheet
    unit: regions by kind with medal, paths, mountains, names, flags, legs with their
    icons, the railroad; `marks` crosses what that seat checked and rings what is live.
    The order matters: a name stands over the mountain's peaks and paths, and every flag,
    leg and box stands over the names, so nothing a player may check is ever hidden."""
    def box(x, y, side):
        r = pygame.Rect(0, 0, max(3, round(side * scale)), max(3, round(side * scale)))
        r.center = at((x, y))
        return r

    for r in roadmap.regions.values():
        x, y, w, h = r.area
        left, top = at((x, y))
        right, bottom = at((x + w, y + h))
        area = pygame.Rect(left, top, right - left, bottom - top)
        fill = KIND_FILL[r.kind] if r.id in marks.flags or marks.seat is None else _faded(KIND_FILL[r.kind])
        draw.rect(surface, fill, area)
        draw.rect(surface, FADED, area, max(1, round(scale * 0.6)))
        draw_medal(surface, at(r.medal_at), r.medal, round(6.5 * scale), label)
    done = marks.legs | marks.flags
    # sorted: the links are sets, whose order (and so which road a crossing shows) follows the hash seed
    for a, b in sorted((a, b) for a, linked in roadmap.links.items() for b in linked if a < b):
        ink = a in done and b in done
        draw.line(surface, INK if ink else FADED, at(_node(roadmap, a)), at(_node(roadmap, b)),
                  max(1, round(scale * (1.6 if ink else 0.8))))
    for _a, _b, mx, my in roadmap.mountains:
        _mountain(surface, at((mx, my + MOUNTAIN_DROP)), scale)
    if label and scale >= 0.8:
        taken = [box(leg.x, leg.y, LEG) for leg in roadmap.legs.values()]
        taken += [box(*r.flag, 20) for r in roadmap.regions.values()] + [box(*r.medal_at, 14)
                                                                       for r in roadmap.regions.values()]
        taken += [_flag_label(at(r.flag), scale, r.flag_points)[2] for r in roadmap.regions.values()]
        for r in roadmap.regions.values():
            _region_name(surface, r, at, scale, taken)
    for r in roadmap.regions.values():
        if r.id in marks.live:
            draw.circle(surface, LIVE, at(r.flag), round(12 * scale), max(2, round(scale * 2)))
        _flag(surface, at(r.flag), scale, r.start, r.id in marks.flags, r.flag_points, label)
    for leg in roadmap.legs.values():
        rect = box(leg.x, leg.y, LEG)
        _box(surface, rect, leg.icon, leg.id in marks.legs, leg.id in marks.live, scale)
    _railroad(surface, roadmap, at, scale, marks, box, label)


def _region_name(surface, region, at, scale: float, taken: list[pygame.Rect]) -> None:
    """The name on a strip of paper over the paths it crosses: at the region's foot, or in
    a corner where a leg, flag or medal would stand on it ("Bone F|ats")."""
    band, size, lines = name_band(region, at, 12 if scale < 1.5 else 15, taken)
    draw.rect(surface, (246, 238, 216), band, border_radius=3)
    step = band.height // len(lines)
    for i, line in enumerate(lines):
        draw_text(surface, line, (band.centerx, band.top + (i + 1) * step + 1), role="italic", size=size,
                  colour=INK, anchor="midbottom")


def name_band(region, at, size: int, taken: list[pygame.Rect]) -> tuple[pygame.Rect, int, tuple[str, ...]]:
    """Where a region's name stands, its type size and its lines: the place where legs, flags
    and medals hide least of its letters (none, mostly), then of its paper, trying its foot
    first and then up the region (middle, left, right on each line), at `size` and then 2
    points smaller; where that hides letters (a window smaller than 1280x720 draws the type
    larger beside the legs: "Cen|ral Desert"), also 4 points smaller and on two lines."""
    x, y, w, h = region.area
    left, top = at((x, y))
    right, bottom = at((x + w, y + h))
    area = pygame.Rect(left, top, right - left, bottom - top)
    taken = [r for r in taken if r.colliderect(area)]
    first, _, rest = region.name.rpartition(" ")
    layouts = [((region.name,), size), ((region.name,), size - 2)]
    best = min(_name_places(area, layouts, taken))
    if best[0][0]:
        more = [((region.name,), size - 4)] + [((first, rest), p) for p in (size, size - 2, size - 4) if first]
        best = min(best, *_name_places(area, layouts + more, taken, fine=True))
    _hidden, _order, band, points, lines = best
    return band, points, lines


def _name_places(area: pygame.Rect, layouts, taken: list[pygame.Rect], fine: bool = False):
    """Each place a name of `layouts` (its lines, its size) may stand in `area`, with what
    `taken` hides of its letters and its paper, in the order they are preferred; `fine`
    tries more of them, down to the region's very foot."""
    order = 0
    for lines, points in layouts:
        f = font("italic", points)
        room = pygame.Rect(0, 0, max(f.size(t)[0] for t in lines), len(lines) * f.get_height()).inflate(6, -2)
        slack = max(0, area.width - 4 - room.width)
        xs = [area.left + 2 + slack * share // 4 for share in (2, 0, 4)]     # middle, left, right
        foot, step = area.bottom - 2, f.get_height() // 2
        if fine:                            # and hard beside each leg, flag and medal, down to the foot
            xs += [x for r in taken for x in (r.right - 3, r.left + 3 - room.width)
                   if area.left <= x <= area.right - room.width]
            foot, step = area.bottom - 1, f.get_height() // 3
        for line in range(foot, area.top + room.height, -step):
            for x in xs:
                band = pygame.Rect(room)
                band.bottomleft = (x, line)
                letters = pygame.Rect(band.x + 3, band.y + f.get_height() // 6, band.width - 6,
                                      band.height - f.get_height() // 6)     # the ink, not the space above it
                order += 1
                yield (covered(letters, taken), covered(band, taken)), order, band, points, lines


def covered(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How much of `rect` the `rects` cover (the letters first, then the paper round them)."""
    return sum(c.width * c.height for c in map(rect.clip, rects))


def _faded(colour) -> tuple:
    return tuple(round(c * 0.55 + 236 * 0.45) for c in colour)


def _node(roadmap, node: str) -> tuple:
    return roadmap.regions[node].flag if node in roadmap.regions else (roadmap.legs[node].x, roadmap.legs[node].y)


def _mountain(surface, centre, scale: float) -> None:
    x, y = centre
    for dx, size in ((-7, 8), (6, 10), (0, 12)):
        peak = [(x + (dx - size) * scale, y + 6 * scale), (x + dx * scale, y - size * scale),
                (x + (dx + size) * scale, y + 6 * scale)]
        draw.polygon(surface, (236, 236, 230), peak)
        draw.polygon(surface, (90, 80, 70), peak, max(1, round(scale)))


def _box(surface, rect: pygame.Rect, icon, checked: bool, live: bool, scale: float) -> None:
    if live:
        draw.circle(surface, (255, 226, 130), rect.center, round(rect.width * 0.85))
        draw.circle(surface, LIVE, rect.center, round(rect.width * 0.85), max(2, round(2 * scale)))
    draw.rect(surface, (252, 248, 236), rect)
    draw.rect(surface, INK, rect, max(1, round(scale * 0.8)))
    draw_glyph(surface, icon, rect.center, rect.width * 0.8)
    if checked:
        draw_cross(surface, rect)


def _railroad(surface, roadmap, at, scale, marks: Marks, box, label: bool) -> None:
    for b in roadmap.railroad.values():
        for n in b.next:
            nb = roadmap.railroad[n]
            ridden = b.id in marks.rail and n in marks.rail
            draw.line(surface, RAIL if ridden or not marks.rail else FADED, at((b.x, b.y)), at((nb.x, nb.y)),
                      max(2, round(scale * 3)))
    for b in roadmap.railroad.values():
        rect = box(b.x, b.y, BOX)
        if b.medal is not None:
            if b.id in marks.live:
                draw.circle(surface, LIVE, rect.center, round(10 * scale), max(2, round(2 * scale)))
            draw_medal(surface, rect.center, b.medal, round(7 * scale), label)
            if b.id in marks.rail:
                draw_cross(surface, rect)
        else:
            _box(surface, rect, b.icon, b.id in marks.rail, b.id in marks.live, scale)


# ---- the Reward Chart ----------------------------------------------------------------------
def chart_rows(chart) -> list[tuple[str, str, tuple, tuple, tuple]]:
    """(key, label, box icons, left medals, right medals) for every track, top to bottom."""
    rows = [(f"area:{k}", KIND_NAME[k], t.boxes, (), t.medals) for k, t in chart.areas.items()]
    rows.append(("tipi", "Tipi", chart.tipi.boxes, chart.tipi_left, chart.tipi_right))
    rows.append(("wanted", "Wanted", chart.wanted.boxes, (), chart.wanted.medals))
    rows.append(("points", "Points", (None,) * chart.points_boxes, (), ()))
    return rows


def checked_boxes(view, seat: int, key: str) -> set[int]:
    """Which boxes of a chart track `seat` has checked."""
    if key.startswith("area:"):
        return set(range(view.area_boxes[seat][key[5:]]))
    if key == "tipi":
        return set(view.tipi[seat])
    if key == "wanted":
        return set(range(view.wanted[seat]))
    return set(range(len(view.points[seat])))


def medals_left(view, values: tuple, spot: str) -> tuple:
    """The medal values still to take at a chart spot (the taken ones are struck)."""
    return values[view.medal_next.get(spot, 0):]


def chart_row_height(rect: pygame.Rect) -> int:
    """The largest rows (at most 34 px) whose seven tracks fit rect: the widest track, the
    Tipi's, is the label, three medals, seven boxes and three medals (106 + 13 box sides)."""
    return max(16, min(34, rect.height // 7, (rect.width - 106) // 13 + 8))


def draw_chart(surface, rect: pygame.Rect, chart, view, seat: int | None, live=frozenset(),
               row_h: int = 34) -> list[tuple[pygame.Rect, str]]:
    """Every track of the chart in rows inside rect: `seat`'s checks as ink crosses, every
    other seat's as its mark in the box's corner, medals left at the ends, and the points
    written on the points track. Returns the Tipi boxes as (rect, "box:<n>") hit areas."""
    hits = []
    side = row_h - 8
    label_w = 62
    start = rect.x + label_w + 3 * (side + 1) + 6       # room for the Tipi track's left medals
    for i, (key, label, boxes, left, right) in enumerate(chart_rows(chart)):
        y = rect.y + i * row_h + row_h // 2
        draw_text(surface, label, (rect.x + 4, y), role="bold", size=14, colour=INK, anchor="midleft")
        if left:
            _medal_row(surface, (start - 6, y), medals_left(view, left, "tipi:left"), side, "midright")
        mine = checked_boxes(view, seat, key) if seat is not None else set()
        for j, icon in enumerate(boxes):
            cell = pygame.Rect(start + j * (side + 4), y - side // 2, side, side)
            thing = f"box:{j}"
            is_live = key == "tipi" and thing in live
            _box_cell(surface, cell, icon, is_live, key == "tipi" and j == chart.tipi_centre)
            if key == "points" and seat is not None and j < len(view.points[seat]):
                draw_text(surface, str(view.points[seat][j][0]), cell.center, role="title", size=14,
                          colour=INK, anchor="center")
            elif j in mine:
                draw_cross(surface, cell)
            _others(surface, view, seat, key, j, cell)
            if key == "tipi":
                hits.append((cell, thing))
        end = start + len(boxes) * (side + 4) + 4
        spot = {"tipi": "tipi:right"}.get(key, key)
        if right:
            _medal_row(surface, (end, y), medals_left(view, right, spot), side, "midleft")
    return hits


def _box_cell(surface, cell: pygame.Rect, icon, live: bool, centre: bool) -> None:
    if live:
        draw.rect(surface, LIVE, cell.inflate(6, 6), 3, border_radius=4)
    draw.rect(surface, (252, 248, 236), cell)
    draw.rect(surface, INK, cell, 2 if centre else 1)
    draw_glyph(surface, icon, cell.center, cell.width * 0.7)


def _others(surface, view, seat, key: str, j: int, cell: pygame.Rect) -> None:
    """The other seats' progress: their marks astride the box's bottom edge, as large as
    three of them side by side allow (a player must tell them apart at a glance)."""
    others = [q for q in range(view.players) if q != seat and j in checked_boxes(view, q, key)]
    size = max(8, cell.width // 2)
    step = min(size, (cell.width + 4 - size) // max(1, len(others) - 1))
    for n, q in enumerate(others):
        mark = pygame.Rect(cell.x - 2 + n * step, cell.bottom - size // 2, size, size)
        cardart.draw_seat_mark(surface, q, mark)


def _medal_row(surface, at, values: tuple, side: int, anchor: str) -> None:
    """The medals left at a track's end, best nearest the track."""
    radius = side // 2 - 1
    step = radius * 2 + 3
    x, y = at
    direction = -1 if anchor == "midright" else 1
    for n, value in enumerate(values):
        cx = x + direction * (radius + n * step)
        draw_medal(surface, (cx, y), value, radius)
