"""No two different cards of a game share a picture, and every picture a card names is a
sprite tools/make_sprites.py draws.

What makes two cards "the same card" (and so free to share a picture) differs by game:
- Duel: a card and its copy in the other colour (same key: same name, same rule);
- Durango: copies of one card (same key); every Cattle card of one kind (plain or Blue
  Ribbon), since a breed is only a name and the ribbon badge is part of the picture;
- Desperados: every town's movement card (the same rule, "ride to the town named here",
  which the title names and the map shows); the Saloon is different;
- Wild Ride: the copies of one suit and value;
- Deck Goes West: the copies of one card; each character and each mission is its own.
"""
from collections import defaultdict

import pytest

from wildwest.core.paths import resource_path
from wildwest.games.deckwest.content import content as deckwest_content
from wildwest.games.deckwest.table.jobart import card_face as deckwest_face
from wildwest.games.deckwest.table.jobart import mission_face
from wildwest.games.desperados.board import SALOON
from wildwest.games.desperados.table import card_face as desperados_face
from wildwest.games.desperados.table import card_ids as desperados_ids
from wildwest.games.duel.cards import card_set as duel_cards
from wildwest.games.duel.table import face as duel_face
from wildwest.games.durango.cards import card_set as durango_cards
from wildwest.games.durango.table import face as durango_face
from wildwest.games.wildride.content import content as wildride_content
from wildwest.games.wildride.table import face as wildride_face


def _picture(face) -> tuple[str, str]:
    """What a card shows as its picture: the icon, and the badge in its corner."""
    return face.icon, face.badge


def _duel():
    return [(card.key, _picture(duel_face(card))) for card in duel_cards().cards.values()]


def _durango():
    cs = durango_cards()
    return ([(c.key, _picture(durango_face(cid))) for cid, c in cs.cards.items()]
            + [(("cattle", c.blue_ribbon), _picture(durango_face(cid))) for cid, c in cs.cattle.items()]
            + [(c.key, _picture(durango_face(cid))) for cid, c in cs.calamities.items()])


def _desperados():
    return [(cid == SALOON, _picture(desperados_face(cid))) for cid in desperados_ids()]


def _wildride():
    return [(cid, _picture(wildride_face(cid))) for cid in wildride_content().cards]


def _deckwest():
    c = deckwest_content()
    return ([(cid, _picture(deckwest_face(cid))) for cid in list(c.cards) + list(c.characters)]
            + [(mid, _picture(mission_face(m))) for mid, m in c.missions.items()])


GAMES = {"duel": _duel, "durango": _durango, "desperados": _desperados, "wildride": _wildride,
         "deckwest": _deckwest}


def shared(cards) -> dict:
    """Each picture that more than one different card shows, with those cards."""
    who = defaultdict(set)
    for identity, picture in cards:
        who[picture].add(identity)
    return {picture: ids for picture, ids in who.items() if len(ids) > 1}


@pytest.mark.parametrize("game", GAMES)
def test_no_two_different_cards_share_a_picture(game):
    assert shared(GAMES[game]()) == {}


def test_the_check_sees_two_different_cards_with_one_picture():
    assert shared([("axe", ("icon_basket", "")), ("knife", ("icon_basket", "")), ("knife", ("icon_knife", ""))]) \
        == {("icon_basket", ""): {"axe", "knife"}}


@pytest.mark.parametrize("game", GAMES)
def test_every_card_picture_is_a_sprite(game):
    for identity, (icon, badge) in GAMES[game]():
        for name in filter(None, (icon, badge)):
            assert resource_path("sprites", f"{name}.png").is_file(), f"{game}: {identity} shows a missing {name}"
