"""Preview every icon and portrait at 96, 48 and 24 px on light and dark grounds: docs-free sanity check.

    .venv/bin/python tools/icon_sheet.py [OUT.png]   (default: build/icons.png in the checkout)
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def main(out: str) -> None:
    pygame.init()
    names = sorted(p.stem for pattern in ("icon_*.png", "portrait_*.png") for p in (ROOT / "sprites").glob(pattern))
    cols = 7
    cell = 180
    rows = (len(names) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell, rows * 130))
    felt = pygame.image.load(str(ROOT / "sprites" / "felt.png"))
    paper = pygame.image.load(str(ROOT / "sprites" / "paper.png"))
    for i, n in enumerate(names):
        x, y = (i % cols) * cell, (i // cols) * 130
        sheet.blit(felt, (x, y), (x, y, 100, 130))
        sheet.blit(paper, (x + 100, y), (0, 0, 80, 130))
        img = pygame.image.load(str(ROOT / "sprites" / f"{n}.png"))
        sheet.blit(img, (x + 2, y + 2))
        sheet.blit(pygame.transform.smoothscale(img, (48, 48)), (x + 110, y + 4))
        sheet.blit(pygame.transform.smoothscale(img, (24, 24)), (x + 110, y + 60))
        sheet.blit(pygame.transform.smoothscale(img, (24, 24)), (x + 40, y + 100))
        f = pygame.font.Font(None, 18)
        sheet.blit(f.render(n.partition("_")[2], True, (255, 255, 255)), (x + 4, y + 104 - 14))
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "icons.png"))
