"""Render the card-art contact sheet (docs/img/cardart.png): real cards of both games at
every table size, backs, buttons in each state, panels and counters on the felt.

    .venv/bin/python tools/cardart_sheet.py [out.png]
"""
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from wildwest.games.duel.cards import card_set as duel_cards  # noqa: E402
from wildwest.ui import assets, cardart  # noqa: E402


def real_cards() -> list:
    """Six faces from the games' own data: two Duel cards, a Hire, a Companion, a Blue
    Ribbon cattle and a Calamity."""
    from wildwest.games.duel.table import face as duel_face
    from wildwest.games.durango.table import face as durango_face
    return [duel_face(duel_cards().cards["pink-6"]), duel_face(duel_cards().cards["green-dynamite"]),
            durango_face("blacksmith-1"), durango_face("sheriff-1"), durango_face("hereford-br-1"),
            durango_face("drought-1")]


def draw_sheet(screen: pygame.Surface) -> None:
    CARDS = real_cards()
    screen.blit(assets.image("felt"), (0, 0))
    # zoomed cards on the left
    cardart.draw_card(screen, CARDS[0], pygame.Rect(24, 30, 240, 336))
    cardart.draw_card(screen, CARDS[3], pygame.Rect(24, 374, 240, 336))
    # hand size, one per state: plain, highlight, hover, selected, dim, plain
    x = 290
    states = [dict(), dict(highlight=True), dict(hover=True), dict(selected=True), dict(dim=True), dict()]
    for face, st in zip(CARDS, states):
        cardart.draw_card(screen, face, pygame.Rect(x, 40, 110, 154), **st)
        x += 122
    # played row
    x = 290
    for face in CARDS:
        cardart.draw_card(screen, face, pygame.Rect(x, 226, 80, 112))
        x += 88
    # backs
    for i, name in enumerate(("card_back_pink", "card_back_green", "card_back_durango")):
        cardart.draw_back(screen, name, pygame.Rect(830 + i * 88, 226, 80, 112), highlight=(i == 2))
    cardart.draw_back(screen, "card_back_pink", pygame.Rect(1104, 200, 110, 154))
    # panels with counters
    inner = cardart.draw_panel(screen, pygame.Rect(290, 392, 300, 160), style="paper", title="Saloon Log")
    f = assets.font("body", 15)
    for i, line in enumerate(["Pink plays 6 Bounty Hunter.", "Green plays 8 Gravedigger.",
                              "Green wins the duel: 3 gold."]):
        screen.blit(f.render(line, True, cardart.INK), (inner.x + 4, inner.y + 2 + i * 20))
    inner = cardart.draw_panel(screen, pygame.Rect(610, 392, 250, 160), style="leather", title="Pink")
    cardart.draw_counter(screen, (inner.centerx - 55, inner.y + 26), "icon_gold", "12", size=28)
    cardart.draw_counter(screen, (inner.centerx + 50, inner.y + 26), "icon_pot", "5", size=28)
    cardart.draw_counter(screen, (inner.centerx - 55, inner.y + 76), "icon_coal", "3", size=24)
    cardart.draw_counter(screen, (inner.centerx + 50, inner.y + 76), "icon_bot", "Hard", size=24)
    inner = cardart.draw_panel(screen, pygame.Rect(880, 392, 370, 160), style="wood", title="Ranch")
    for i, (icon, val) in enumerate((("icon_silver", "4"), ("icon_cattle", "7"), ("icon_ribbon", "2"),
                                     ("icon_star", "1"))):
        cardart.draw_counter(screen, (inner.x + 45 + i * 85, inner.centery), icon, val, size=32)
    # buttons in every state
    x = 290
    for st in ("normal", "hover", "pressed", "disabled"):
        cardart.draw_button_face(screen, pygame.Rect(x, 584, 150, 44), st.title(), state=st)
        cardart.draw_button_face(screen, pygame.Rect(x, 644, 150, 44), "Play Card", state=st, primary=True)
        x += 165
    cardart.draw_button_face(screen, pygame.Rect(960, 584, 96, 30), "Undo")
    cardart.draw_button_face(screen, pygame.Rect(1070, 584, 180, 30), "New Game", state="hover", primary=True)
    for i, icon in enumerate(("icon_human", "icon_bot", "icon_hat", "icon_hourglass", "icon_wagon",
                              "icon_bag", "icon_gold")):
        cardart.draw_icon(screen, icon, (975 + i * 40, 646), 24)
    cardart.draw_counter(screen, (1010, 686), "icon_gold", "x3", size=20)
    cardart.draw_counter(screen, (1110, 686), "icon_human", "You", size=20)
    for pos, text in (((292, 12), "Hand 110x154: plain, highlight, hover, selected, dim, plain"),
                      ((292, 204), "Played row 80x112"), ((832, 204), "Backs"),
                      ((26, 6), "Hover zoom 240x336"), ((292, 562), "Buttons: normal, hover, pressed, disabled"),
                      ((962, 562), "Small buttons, icons at 24 px, counters")):
        screen.blit(cardart._outlined("slab", 13, text, (255, 240, 200), (20, 30, 20)), pos)


def main(out: str) -> None:
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    t0 = time.perf_counter()
    draw_sheet(screen)
    t1 = time.perf_counter()
    draw_sheet(screen)
    t2 = time.perf_counter()
    print(f"cold {1000 * (t1 - t0):.1f} ms, warm (all cached) {1000 * (t2 - t1):.2f} ms")
    pygame.image.save(screen, out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "docs" / "img" / "cardart.png"))
