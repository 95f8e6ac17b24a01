"""Render the Wild Ride Roadmap and Reward Chart from their data (docs/img/wildride-sheet.png),
to check the layout by eye until the table draws them: regions by kind, flags (red: start),
legs with their icon's letter, paths, mountains, the railroad and every chart track.

    .venv/bin/python tools/wildride_sheet.py [out.png]
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from wildwest.games.wildride.content import content  # noqa: E402

SCALE = 2.2
KIND_COLOUR = {"town": (214, 196, 160), "forest": (150, 190, 130), "desert": (236, 206, 130),
               "lake": (150, 190, 230)}
LETTER = {"nugget": "N", "card": "K", "check": "C", "free": "F", "wanted": "W", "tipi": "T",
          "discovery": "D", None: ""}
INK = (40, 30, 20)


def main(out: Path) -> None:
    pygame.init()
    c = content()
    m, chart = c.roadmap, c.chart
    width, height = int(m.size[0] * SCALE) + 20, int(m.size[1] * SCALE) + 300
    surf = pygame.Surface((width, height))
    surf.fill((250, 246, 236))
    font = pygame.font.Font(None, 20)
    small = pygame.font.Font(None, 16)

    def at(x, y):
        return int(10 + x * SCALE), int(10 + y * SCALE)

    def text(s, pos, f=font, centre=True):
        img = f.render(s, True, INK)
        surf.blit(img, img.get_rect(center=pos) if centre else pos)

    nodes = {}
    for r in m.regions.values():
        x, y, w, h = r.area
        pygame.draw.rect(surf, KIND_COLOUR[r.kind], (*at(x, y), int(w * SCALE), int(h * SCALE)))
        pygame.draw.rect(surf, INK, (*at(x, y), int(w * SCALE), int(h * SCALE)), 1)
        text(f"{r.name}", (at(x, y)[0] + 4, at(x, y)[1] + 4), small, centre=False)
        nodes[r.id] = at(*r.flag)
        text(f"medal {r.medal}", at(*r.medal_at), small)
    for leg in m.legs.values():
        nodes[leg.id] = at(leg.x, leg.y)
    for a, linked in m.links.items():
        for b in linked:
            if a < b:
                pygame.draw.line(surf, INK, nodes[a], nodes[b], 2)
    for r in m.regions.values():
        pygame.draw.circle(surf, (200, 30, 30) if r.start else (60, 60, 160), nodes[r.id], 9)
        text(str(r.flag_points), nodes[r.id], small)
    for leg in m.legs.values():
        pygame.draw.rect(surf, (255, 255, 255), (nodes[leg.id][0] - 9, nodes[leg.id][1] - 9, 18, 18))
        pygame.draw.rect(surf, INK, (nodes[leg.id][0] - 9, nodes[leg.id][1] - 9, 18, 18), 1)
        text(LETTER[leg.icon], nodes[leg.id], small)
    for _, _, x, y in m.mountains:
        cx, cy = at(x, y)
        pygame.draw.polygon(surf, (245, 245, 245), [(cx - 22, cy + 10), (cx, cy - 14), (cx + 22, cy + 10)])
        pygame.draw.polygon(surf, INK, [(cx - 22, cy + 10), (cx, cy - 14), (cx + 22, cy + 10)], 1)
    for box in m.railroad.values():
        for n in box.next:
            pygame.draw.line(surf, (90, 60, 30), at(box.x, box.y), at(m.railroad[n].x, m.railroad[n].y), 4)
    for box in m.railroad.values():
        cx, cy = at(box.x, box.y)
        pygame.draw.rect(surf, (255, 255, 255), (cx - 11, cy - 11, 22, 22))
        pygame.draw.rect(surf, INK, (cx - 11, cy - 11, 22, 22), 1)
        text(LETTER[box.icon] if box.medal is None else str(box.medal), (cx, cy), small)

    y = int(m.size[1] * SCALE) + 30

    def row(label, boxes, medals, y, left=()):
        text(label, (14, y - 7), font, centre=False)
        x = 90
        if left:
            text(" ".join(map(str, left)) + " <", (x, y - 7), small, centre=False)
            x += 60
        for icon in boxes:
            pygame.draw.rect(surf, (255, 255, 255), (x, y - 10, 22, 22))
            pygame.draw.rect(surf, INK, (x, y - 10, 22, 22), 1)
            text(LETTER[icon], (x + 11, y + 1), small)
            x += 26
        if medals:
            text("> " + " ".join(map(str, medals)), (x + 4, y - 7), small, centre=False)
    for i, (kind, track) in enumerate(chart.areas.items()):
        row(kind.title(), track.boxes, track.medals, y + 30 * i)
    y += 120
    row("Tipi", chart.tipi.boxes, chart.tipi_right, y, left=chart.tipi_left)
    row("Wanted", chart.wanted.boxes, chart.wanted.medals, y + 30)
    row("Points", [None] * chart.points_boxes, (), y + 60)
    text("N nugget  K card  C check  F free card  W wanted  T tipi  D discovery;"
         " red flag: start; numbers in flags: end points", (14, y + 90), small, centre=False)
    pygame.image.save(surf, str(out))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "img" / "wildride-sheet.png")
