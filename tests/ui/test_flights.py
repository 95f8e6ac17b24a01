"""Durango shows what moves: stolen and swapped cards fly seat to seat, a bought cattle from
the yard to the buyer, drawn cards from the deck; bots wait until they land."""
from __future__ import annotations

import pygame
import pytest

from wildwest.core.engine import Event
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.durango.cards import card_set
from wildwest.games.durango.table import DECK, DRAWN, FLYING, YARD
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings


@pytest.fixture
def table():
    app = App(Settings(animation="Normal"), headless=True)
    session = Session.start(get_game("durango"), {"players": 3}, 5, ["human", "easy", "easy"])
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.render()                                   # the plates are laid out
    yield scene.table, app, scene
    app.shutdown()


def _drawn_at(table, app, scene, seconds: float) -> pygame.Surface:
    table.update(seconds)
    view = scene.session.view(scene.viewer)
    board = pygame.Surface((1280, 720))
    board.fill((0, 0, 0))
    table.draw(board, view, None)
    table.draw_moving(board, view, None)
    return board


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(rect.left, rect.right, 4)
               for y in range(rect.top, rect.bottom, 4))


def _midway(start: pygame.Rect, end: pygame.Rect) -> pygame.Rect:
    rect = pygame.Rect((0, 0), (FLYING[0] // 2, FLYING[1] // 2))
    rect.center = ((start.centerx + end.centerx) // 2, (start.centery + end.centery) // 2 - 60)
    return rect


@pytest.mark.parametrize("kind", ["steal", "buy", "draw"])
def test_what_moves_flies_from_where_it_was_to_where_it_goes(table, kind):
    table, app, scene = table
    card = next(iter(card_set().cards))
    cattle = next(iter(card_set().cattle))
    event = {"steal": Event("steal", "Bo steals it.", {"player": 0, "from": 1, "card": card}),
             "buy": Event("buy", "Ada buys it.", {"player": 0, "cattle": cattle, "pay": "coal"}),
             "draw": Event("draw", "You draw it.", {"player": 0, "cards": [card]}, to=0)}[kind]
    start, end = {"steal": (table.plates[1], table.plates[0]), "buy": (YARD, table.plates[0]),
                  "draw": (DECK, DRAWN)}[kind]
    table.on_events([event])
    flights = [f for f in table.flashes if f.kind == "fly"]
    assert len(flights) == 1 and table.busy()
    flying = _drawn_at(table, app, scene, flights[0].duration / 2)
    table.flashes = [f for f in table.flashes if f.kind != "fly"]
    still = _drawn_at(table, app, scene, 0)
    assert _differs(flying, still, _midway(start, end))          # half way, in the air


def test_a_flight_ends_and_lets_the_bots_go(table):
    table, app, scene = table
    table.on_events([Event("draw_count", "Bo draws 2 cards.", {"player": 1, "count": 2})])
    assert sum(f.kind == "fly" for f in table.flashes) == 2
    table.update(5)
    assert not any(f.kind == "fly" for f in table.flashes) and not table.busy()


def test_a_trigger_drawn_alone_still_flies_from_the_deck(table):
    """The drawer's own draw line comes even for a Calamity Trigger alone (its words say so),
    with no card to show face up: the card still flies, as its back."""
    table, app, scene = table
    table.on_events([Event("draw", "You draw the Calamity Trigger!", {"player": 0, "cards": []}, to=0),
                     Event("draw_count", "Ada draws 1 card.", {"player": 0, "count": 1, "public_of": 0})])
    assert [f.data["card"] for f in table.flashes if f.kind == "fly"] == [None]
