"""Render the Wild Ride Roadmap and Reward Chart for docs/rules/wildride.md
(docs/img/wildride-sheet.png) with the table's own drawing code (wildride/mapdraw.py), so the
docs show exactly what the app draws. Rerun it after a change to the data or the drawing.

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

from wildwest.games import get_game  # noqa: E402
from wildwest.games.wildride.table import mapdraw  # noqa: E402
from wildwest.ui import theme  # noqa: E402

SCALE = 2.0          # screen pixels per sheet unit
MARGIN = 16


def main(out: Path) -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))
    game = get_game("wildride")
    roadmap, chart = game.map, game.chart
    width = round(roadmap.size[0] * SCALE) + 2 * MARGIN
    chart_rect = pygame.Rect(MARGIN, round(roadmap.size[1] * SCALE) + 2 * MARGIN, width - 2 * MARGIN, 7 * 34)
    surf = pygame.Surface((width, chart_rect.bottom + MARGIN))
    surf.fill(theme.PAPER)

    def at(point):
        return (round(MARGIN + point[0] * SCALE), round(MARGIN + point[1] * SCALE))
    mapdraw.draw_roadmap(surf, roadmap, at, SCALE, mapdraw.Marks(None))
    view = game.view(game.new_game({"players": 4}, 1), None)
    mapdraw.draw_chart(surf, chart_rect, chart, view, None)
    pygame.image.save(surf, str(out))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "img" / "wildride-sheet.png")
