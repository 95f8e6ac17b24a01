"""Card art: every size renders, text stays inside the card, caches hold, gaps never crash."""
from __future__ import annotations

import ast
import time
from pathlib import Path

import pygame
import pytest

from wildwest.ui import assets, cardart
from wildwest.ui.cardart import CardFace

LONG = "If you are the first to play a 6 this round, take all the gold from tied duels."
FACES = [
    CardFace("Bounty Hunter", "6", "Pink", LONG, (190, 60, 110), "icon_revolver", "Beats 2 3 4 · 8"),
    CardFace("Dynamite", kind="Special", text="Blows up the duel.", accent=(176, 64, 36), icon="icon_dynamite"),
    CardFace("Gravedigger", "8", "Green", "", (46, 140, 84), "icon_skull", "Beats 1-7"),
    CardFace("Blacksmith", "", "Town Hire", "Steal 1 Hire from another player.", (150, 96, 40),
             "icon_horseshoe", "2", "icon_silver", "icon_ribbon"),
    CardFace("The Extraordinarily Long-Winded Cattle Baron of Durango County", "10", "Companion",
             " ".join(["Supercalifragilisticexpialidocious words keep coming."] * 12), (70, 96, 130),
             "icon_cattle", "A footer far too long to fit on one line of any card", "icon_coal", "icon_ribbon"),
]
SIZES = [cardart.PLAYED, cardart.HAND, cardart.ZOOM, (60, 84), (150, 210), (400, 560)]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 240))
    cardart.clear_caches()
    yield
    cardart.clear_caches()


@pytest.mark.parametrize("size", SIZES + [(1, 1), (20, 28), (36, 48)])
def test_every_face_renders_at_every_size(size):
    for face in FACES:
        surf = cardart.render_card(face, size)
        assert surf.get_size() == size
        assert surf.get_flags() & pygame.SRCALPHA
        if min(size) >= 20:
            # rounded: the very corner is transparent, the middle opaque
            assert surf.get_at((0, 0)).a < 128
            assert surf.get_at((size[0] // 2, size[1] // 2)).a == 255


@pytest.mark.parametrize("size", SIZES)
def test_text_wraps_inside_the_card(size):
    for face in FACES:
        lay = cardart._layout(face, size)
        card = pygame.Rect((0, 0), size)
        assert card.contains(lay.banner.inflate(-2, 0))
        assert lay.body.contains(lay.art) or lay.art.h == 0
        if lay.footer:
            assert lay.body.contains(lay.footer)
        if lay.text_lines:
            font = assets.raw_font("body", lay.text_size)
            for line in lay.text_lines:
                assert font.size(line)[0] <= lay.text_width
            block = cardart._block_height(lay.text_size, len(lay.text_lines))
            limit = lay.footer.top if lay.footer else lay.body.bottom
            assert lay.art.bottom <= lay.text_top
            assert lay.text_top + block <= limit
        title_font = assets.raw_font("title", lay.title_size)
        for line in lay.title_lines:
            assert title_font.size(line)[0] * lay.title_squeeze <= lay.body.w


def test_readable_sizes():
    """The sizes a table uses keep the words big enough to read."""
    hand = cardart._layout(FACES[0], cardart.HAND)
    assert hand.text_size >= 13 and hand.title_size >= 12 and len(hand.title_lines) == 1
    assert hand.medallion >= 24
    played = cardart._layout(FACES[2], cardart.PLAYED)
    assert played.title_size >= 10 and played.medallion >= 20 and not played.text_lines
    zoom = cardart._layout(FACES[0], cardart.ZOOM)
    assert zoom.text_size >= 18 and zoom.title_size >= 20


def test_cache_returns_the_same_surface():
    a = cardart.render_card(FACES[0], (110, 154))
    b = cardart.render_card(CardFace(*[getattr(FACES[0], f) for f in FACES[0].__dataclass_fields__]),
                            [110, 154])
    assert a is b
    assert cardart.render_back("card_back_pink", (80, 112)) is cardart.render_back("card_back_pink", (80, 112))
    assert cardart.render_card(FACES[0], (80, 112)) is not a


def test_list_accent_is_hashable():
    face = CardFace("Sheriff", "3", accent=[10, 20, 30])
    assert face.accent == (10, 20, 30)
    assert cardart.render_card(face, (80, 112)) is cardart.render_card(face, (80, 112))


def test_missing_sprites_do_not_crash():
    screen = pygame.display.get_surface()
    face = CardFace("Ghost", "?", icon="icon_no_such_thing", footer="x", footer_icon="nope", badge="nah")
    for size in SIZES:
        cardart.render_card(face, size)
    cardart.draw_icon(screen, "icon_missing", (10, 10), 24)
    cardart.draw_counter(screen, (50, 50), "icon_missing", "3")
    back = cardart.render_back("card_back_nobody", (80, 112))
    assert back.get_size() == (80, 112)
    cardart.draw_back(screen, "card_back_nobody", pygame.Rect(0, 0, 80, 112))


def test_draw_helpers_in_every_state():
    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    rect = pygame.Rect(100, 60, 80, 112)
    flat = cardart.draw_card(screen, FACES[0], rect)
    assert flat == rect
    raised = cardart.draw_card(screen, FACES[0], rect, selected=True, highlight=True)
    hovered = cardart.draw_card(screen, FACES[0], rect, hover=True)
    assert raised.top < hovered.top < rect.top
    cardart.draw_card(screen, FACES[0], rect, dim=True)
    dim = cardart._dimmed(FACES[0], rect.size)
    lit = cardart.render_card(FACES[0], rect.size)
    c = (rect.w // 2, rect.h - 20)
    assert sum(dim.get_at(c)[:3]) < sum(lit.get_at(c)[:3])
    cardart.draw_back(screen, "card_back_green", rect, highlight=True)
    for style in ("paper", "leather", "wood", "bogus"):
        inner = cardart.draw_panel(screen, pygame.Rect(10, 10, 200, 120), style=style, title="Log")
        assert pygame.Rect(10, 10, 200, 120).contains(inner)
    cardart.draw_panel(screen, pygame.Rect(0, 0, 30, 20), style="wood", title="A very long title")
    for state in ("normal", "hover", "pressed", "disabled", "bogus"):
        for primary in (False, True):
            cardart.draw_button_face(screen, pygame.Rect(10, 10, 140, 40), "Play Card", state=state,
                                     primary=primary)
    cardart.draw_button_face(screen, pygame.Rect(0, 0, 30, 12), "Much too long a label")
    r = cardart.draw_counter(screen, (160, 120), "icon_gold", "12", size=28)
    assert r.h >= 28 and r.w > 28


def test_wrap_text():
    font = assets.raw_font("body", 13)
    lines = cardart.wrap_text(LONG, font, 96)
    assert len(lines) > 1 and " ".join(lines) == LONG
    assert all(font.size(line)[0] <= 96 for line in lines)
    assert cardart.wrap_text("one\n\ntwo", font, 200) == ["one", "", "two"]
    broken = cardart.wrap_text("Supercalifragilisticexpialidocious", font, 40)
    assert len(broken) > 1 and all(font.size(line)[0] <= 40 for line in broken)
    assert cardart.wrap_text("", font, 50) == [""]


def test_a_text_is_measured_once_per_font_and_width():
    """Each frame lays out the same prompts and notes again: the second wrap measures
    nothing, and a copy given out cannot spoil the next."""
    class Counting:
        measured = 0

        def size(self, text):
            Counting.measured += 1
            return 7 * len(text), 12
    font = Counting()
    first = cardart.wrap_text(LONG, font, 96)
    measured = Counting.measured
    first.append("spoilt")
    assert cardart.wrap_text(LONG, font, 96) == first[:-1] and Counting.measured == measured
    assert cardart.wrap_text(LONG, font, 120) != first[:-1] and Counting.measured > measured


def test_a_table_frame_is_cheap():
    """Once cached, twenty cards with shadows and glows draw in a few milliseconds."""
    screen = pygame.display.set_mode((1280, 720))
    cardart.clear_caches()
    rects = [pygame.Rect(20 + i * 60, 500, 110, 154) for i in range(10)]
    rects += [pygame.Rect(20 + i * 88, 300, 80, 112) for i in range(10)]

    def frame():
        for i, rect in enumerate(rects):
            cardart.draw_card(screen, FACES[i % 4], rect, highlight=i % 3 == 0, hover=i == 4)

    frame()
    start = time.perf_counter()
    for _ in range(10):
        frame()
    per_frame = (time.perf_counter() - start) / 10
    assert per_frame < 0.02, f"{per_frame * 1000:.1f} ms per frame"


def test_pure_drawing_module():
    """cardart may import pygame, wildwest.ui.assets, wildwest.ui.theme (plain data),
    wildwest.ui.canvas and wildwest.core.paths, nothing else from the project (the games
    must not leak into the art)."""
    source = Path(cardart.__file__).read_text()
    for node in ast.walk(ast.parse(source)):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [f"{node.module}.{a.name}" if node.module == "wildwest.ui" else node.module or ""
                     for a in node.names]
        for name in names:
            if name.startswith("wildwest"):
                assert name in ("wildwest.ui.assets", "wildwest.ui.theme", "wildwest.ui.canvas",
                            "wildwest.core.paths"), name


@pytest.mark.parametrize("size", [cardart.HAND, cardart.ZOOM, (150, 210)])
def test_a_long_caption_fits_the_card(size):
    face = CardFace("Sheriff", kind="Companion · Interrupt", text="Cancel it.", icon="icon_star")
    lay = cardart._layout(face, size)
    width = assets.raw_font("slab", lay.kind_size).size(lay.kind_text)[0]
    assert lay.kind_text.startswith("COMPANION") and width <= lay.body.w - 2 * lay.pad
    if size == cardart.ZOOM:
        assert lay.kind_text == "COMPANION · INTERRUPT"         # room for all of it when large


@pytest.mark.parametrize("scale", [0.01, 0.1, 0.5, 1])
@pytest.mark.parametrize("size", [(0, 0), (1, 1), (3, 50), (50, 3), (200, 2), (-5, -5), (-40, 10)])
def test_drawing_into_a_degenerate_rect_never_raises(scale, size):
    """A rect squeezed to nothing or less (a tiny window, a crowded layout) draws what it
    can: a titled panel narrower than its plaque, a card narrower than its shadow."""
    from wildwest.ui.canvas import Canvas
    surface = Canvas(scale)
    rect = pygame.Rect((10, 10), size)
    for style in cardart.PANEL_STYLES:
        cardart.draw_panel(surface, rect, style=style, title="A title longer than the panel")
    cardart.draw_card(surface, FACES[0], rect, highlight=True, hover=True)
    cardart.draw_card(surface, FACES[1], rect, selected=True, dim=True)
    cardart.draw_back(surface, "duel", rect, highlight=True)
    cardart.draw_button_face(surface, rect, "Go")


@pytest.mark.parametrize("size", [(40, 56), (46, 64), (57, 80)])
def test_a_long_name_breaks_between_words_only(size):
    """Wild Ride's hand at 1024x576 read "Saloo / n wa…": a name on two lines is split
    between its words, smaller or condensed, never inside a word."""
    for title in ("Saloon wagon", "Gold digger", "Banker's diligence", "Bear trap"):
        face = cardart.CardFace(title=title, value="2", kind="Purple · Card", text="Draw 3 cards.")
        lay = cardart._layout(face, size)
        assert " ".join(lay.title_lines) == title, lay.title_lines
        title_font = assets.raw_font("title", lay.title_size)
        assert all(title_font.size(line)[0] * lay.title_squeeze <= lay.body.w for line in lay.title_lines)


@pytest.mark.parametrize("size, blur", [((150, 210), 8), ((320, 600), 4), ((281, 378), 9), ((60, 84), 3),
                                        ((40, 20), 1)])
def test_a_shadow_blurred_at_half_size_looks_like_one_blurred_at_full_size(size, blur):
    """Shadows and glows are blurred at half size and scaled up (an eighth of the work); a
    player must not tell them from a full-size blur: their alpha 3 levels apart on average,
    no pixel 24 apart (the most is at a rounded corner)."""
    w, h = size
    m = blur * 2

    def paint(surf, k):
        pygame.draw.rect(surf, (0, 0, 0, 120), cardart._at((m, m, w, h), k), border_radius=max(1, round(8 * k)))

    full = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
    paint(full, 1)
    full = pygame.transform.gaussian_blur(full, blur)
    soft = cardart._soft(full.get_size(), blur, paint)
    assert soft.get_size() == full.get_size()
    apart = [abs(soft.get_at((x, y)).a - full.get_at((x, y)).a)
             for x in range(full.get_width()) for y in range(full.get_height())]
    assert sum(apart) / len(apart) < 3 and max(apart) < 24
