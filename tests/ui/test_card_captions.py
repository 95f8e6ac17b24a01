"""Card faces as laid out at the sizes the tables draw them (1024x600 to 1920x1080): the
caption keeps clear of the value medallion, a footer wraps at a word rather than lose its
end to an ellipsis, and a one-word title is condensed, never split with a hyphen."""
import pygame
import pytest

from wildwest.games.duel.cards import card_set as duel_cards
from wildwest.games.duel.table import face as duel_face
from wildwest.games.durango.cards import card_set as durango_cards
from wildwest.games.durango.table import face as durango_face
from wildwest.ui import assets, cardart

CARD_SIZES = [(48, 67), (60, 84), (67, 94), (84, 118), (102, 143), (125, 176), (153, 214)]


def faces():
    cs = durango_cards()
    return [duel_face(c) for c in duel_cards().cards.values()] + \
        [durango_face(c) for c in list(cs.cards) + list(cs.cattle) + list(cs.calamities)]


def caption_rect(L, size) -> pygame.Rect:
    """The caption as drawn: its text and, when shown, the dashes either side."""
    s = cardart._scale(size)
    half = assets.raw_font("slab", L.kind_size).size(L.kind_text)[0] / 2
    if L.kind_dashes:
        half += max(3, round(4 * s)) + max(4, round(8 * s))
    cx, cy = L.kind_center
    return pygame.Rect(round(cx - half), round(cy - L.kind_size / 2), round(2 * half), L.kind_size)


@pytest.mark.parametrize("size", CARD_SIZES, ids=str)
def test_the_caption_keeps_clear_of_the_medallion(app, size):
    checked = 0
    for face in faces():
        L = cardart._layout(face, size)
        if not (L.kind_size and L.medallion):
            continue
        r = L.medallion / 2
        medallion = pygame.Rect(0, 0, L.medallion, L.medallion)
        medallion.center = L.medallion_center
        right = L.medallion_center[0] + r
        caption = caption_rect(L, size)
        assert caption.left - right >= 4 or caption.top >= medallion.bottom, \
            f"{face.kind!r} on {face.title} at {size}: {caption.left - right:.1f} px from the medallion"
        checked += 1
    assert checked or size[0] < 100


@pytest.mark.parametrize("size", CARD_SIZES, ids=str)
def test_every_footer_line_fits_its_plaque(app, size):
    for face in faces():
        L = cardart._layout(face, size)
        if not L.footer_text:
            continue
        s = cardart._scale(size)
        icon = round(round(L.footer_size * 1.62) * 1.2) if face.footer_icon and \
            cardart._has_sprite(face.footer_icon) else 0
        room = L.footer.w - icon - (max(2, round(3 * s)) if icon else 0) - 6
        font = assets.raw_font("title", max(8, L.footer_size - 3))
        for line in L.footer_text.split("\n"):
            assert font.size(line)[0] <= room, f"{line!r} on {face.title} at {size}"
        # the whole footer, wrapped at words, or the card's short form: never part of it
        assert L.footer_text.replace("\n", " ") in (face.footer.replace("\n", " "), face.footer_short)


def test_a_small_card_shows_its_production_by_the_icon_and_a_big_one_in_words(app):
    card_id, card = next((i, c) for i, c in durango_cards().cards.items() if c.produce)
    face = durango_face(card_id)
    assert cardart._layout(face, (48, 67)).footer_text == str(card.produce)
    assert cardart._layout(face, (153, 214)).footer_text == f"{card.produce} each turn"


@pytest.mark.parametrize("size", [(40, 56), (48, 67), (52, 73), (60, 84)], ids=str)
def test_a_one_word_title_is_never_split(app, size):
    for face in faces():
        if " " in face.title:
            continue
        L = cardart._layout(face, size)
        assert L.title_lines == [face.title], f"{face.title} at {size}: {L.title_lines}"
