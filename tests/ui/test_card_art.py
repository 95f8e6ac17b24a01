"""Each distinct card has its own picture: a scene seeded by its key (and, for Durango,
an icon of what it does), clearly different from every other card's."""
from __future__ import annotations

import itertools

import pygame
import pytest

from wildwest.games.duel.cards import card_set as duel_cards
from wildwest.games.duel.table import face as duel_face
from wildwest.games.durango.cards import card_set as durango_cards
from wildwest.games.durango.table import face as durango_face
from wildwest.ui import cardart

SIZE = (96, 60)


def _distinct(faces):
    """One face per distinct card (copies share a key)."""
    seen = {}
    for f in faces:
        seen.setdefault(f.art, f)
    return list(seen.values())


def _thumb(face) -> list[tuple[int, int, int]]:
    small = pygame.transform.smoothscale(cardart._scene(SIZE, face.art, face.accent), (12, 8))
    return [small.get_at((x, y))[:3] for y in range(8) for x in range(12)]


def _apart(a, b) -> float:
    return sum(abs(p - q) for pa, pb in zip(a, b) for p, q in zip(pa, pb)) / len(a)


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    cardart.clear_caches()


def _durango_faces():
    cs = durango_cards()
    return [durango_face(i) for group in (cs.cards, cs.cattle, cs.calamities) for i in group]


@pytest.mark.parametrize("faces", [_durango_faces, lambda: [duel_face(c) for c in duel_cards().cards.values()]],
                         ids=["durango", "duel"])
def test_every_distinct_card_has_its_own_scene(faces):
    distinct = _distinct(faces())
    assert all(f.art for f in distinct)
    thumbs = [(f.art, _thumb(f)) for f in distinct]
    for (ka, a), (kb, b) in itertools.combinations(thumbs, 2):
        assert _apart(a, b) > 6, (ka, kb)          # mean channel difference over the picture


def test_scenes_are_the_same_every_run():
    face = durango_face(next(iter(durango_cards().cards)))
    first = pygame.image.tobytes(cardart._scene(SIZE, face.art, face.accent), "RGBA")
    cardart.clear_caches()
    assert pygame.image.tobytes(cardart._scene(SIZE, face.art, face.accent), "RGBA") == first


def test_durango_faces_show_what_a_card_does():
    cs = durango_cards()
    verbs = {durango_face(i).verb for i in cs.cards} | {durango_face(i).verb for i in cs.calamities}
    assert {"icon_bag", "icon_dynamite", "icon_horseshoe", "icon_revolver"} <= verbs


def test_every_icon_the_data_names_is_a_sprite():
    faces = _durango_faces() + [duel_face(c) for c in duel_cards().cards.values()]
    named = {f.icon for f in faces} | {f.verb for f in faces if f.verb}
    assert all(cardart._has_sprite(name) for name in named), sorted(n for n in named if not cardart._has_sprite(n))


def test_companions_and_items_are_not_all_one_picture():
    cs = durango_cards()
    for kind in ("companion", "item"):
        icons = {durango_face(i).icon for i, c in cs.cards.items() if c.type == kind}
        assert len(icons) >= 4, (kind, icons)
