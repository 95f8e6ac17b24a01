"""A card zoomed on hover hides nothing a player still needs: in Durango no card that can
still be chosen and no player's plate; in Deck Goes West never the map."""
import random

import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui import cardart
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.table import ZOOM_SIZE, zoom_rect


def zooms(app, scene, monkeypatch, module):
    """(hovered rect, zoom rect) for every card the table can zoom now."""
    table = scene.table
    scene._board_key = None
    app.render()
    drawn = []
    monkeypatch.setattr(module.cardart, "draw_card", lambda surface, face, rect, **k: drawn.append(pygame.Rect(rect))
                        or pygame.Rect(rect))
    out = []
    for rect, _card in list(table.hover_cards):
        table.mouse = rect.center
        drawn.clear()
        table.draw_overlay(app.surface, scene.session.view(0), scene.session.pending().get(0))
        if drawn:
            out.append((rect, drawn[-1]))
    monkeypatch.setattr(module.cardart, "draw_card", cardart.draw_card)
    return out


def positions(app, name: str, players: int, seed: int, moves: int = 160, **options):
    """The play scene at each of seat 0's decisions of a seeded game (random seats)."""
    session = Session.start(get_game(name), {"players": players, **options}, seed,
                            ["human"] + ["random"] * (players - 1))
    scene = PlayScene(app, session)
    app.replace(scene)
    scene.bots.clear()
    rng = random.Random(seed)
    for _ in range(moves):
        if session.result() is not None:
            return
        pending = session.pending()
        if 0 in pending:
            app.step(0.016, [])
            yield scene
            pending = session.pending()
        player = min(pending, key=lambda p: (p == 0, p))
        session.play(player, rng.choice(pending[player].options))


def test_a_zoom_shrinks_before_it_hides_what_it_must_not():
    anchor = pygame.Rect(400, 300, 80, 110)
    walls = (pygame.Rect(0, 0, 952, 120), pygame.Rect(0, 420, 952, 300))    # 300 px between them
    zoom = zoom_rect(anchor, avoid=walls)
    assert not any(zoom.colliderect(w) for w in walls) and not zoom.colliderect(anchor)
    assert ZOOM_SIZE[0] * 0.7 <= zoom.width < ZOOM_SIZE[0]
    assert zoom_rect(anchor).size == ZOOM_SIZE           # nothing in the way: full size


@pytest.mark.parametrize("players", [2, 3, 5])
def test_durango_zoom_never_hides_a_card_to_choose_or_a_plate(app, monkeypatch, players):
    from wildwest.games.durango import table as module
    checked = 0
    for scene in positions(app, "durango", players, seed=players):
        table = scene.table
        live = [r for r, thing in table.things if table.choices.clickable(thing)]
        for hovered, zoom in zooms(app, scene, monkeypatch, module):
            keep = [r for r in live if r != hovered] + list(table.plates.values())
            assert not [r for r in keep if zoom.colliderect(r)], (hovered, zoom)
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("players", [1, 2, 4])
def test_deckwest_zoomed_hand_card_never_covers_the_map(app, monkeypatch, players):
    from wildwest.games.deckwest import table as module
    checked = 0
    for scene in positions(app, "deckwest", players, seed=players, moves=60, characters="dealt"):
        for hovered, zoom in zooms(app, scene, monkeypatch, module):
            if hovered.top >= module.ME_Y:           # your hand, character and mission cards
                assert not zoom.colliderect(module.MAP), (hovered, zoom)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("name", ["duel", "durango", "wildride", "deckwest"])
def test_a_table_at_rest_renders_its_zooms_ahead(app, name, window):
    """The first time the mouse reached a card, its zoom was rendered in that frame (10-60
    ms of fonts, art and a blurred shadow): the frames the player sees stuttered. Idle
    frames render them ahead at the window's size, so a hover only blits."""
    from wildwest.ui.app import IDLE_FPS
    from wildwest.ui.smoke import midgame_session
    app.settings.window = window
    app.apply_window_settings()
    cardart.clear_caches()
    scene = PlayScene(app, midgame_session(name))
    app.replace(scene)
    scene.bots.clear()
    for _ in range(60):
        app.step(1 / IDLE_FPS, [])
    cards = getattr(scene.table, "hover_cards", None) or scene.table.hover_rects
    assert len(cards) >= 3
    rendered, k = cardart._render_card.cache_info().misses, app.surface.scale
    for rect, _card in list(cards):
        pos = (round(rect.centerx * k), round(rect.centery * k))        # where the window's mouse is
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert cardart._render_card.cache_info().misses == rendered


@pytest.mark.parametrize("name", ["duel", "durango", "wildride", "deckwest"])
def test_the_pointer_leaving_the_window_takes_the_zoom_with_it(app, name, monkeypatch):
    """A hovered card stayed zoomed over the table after the pointer left the window (for
    another program, say): the table never heard the pointer go."""
    from wildwest.ui.smoke import midgame_session
    scene = PlayScene(app, midgame_session(name))
    app.replace(scene)
    scene.bots.clear()

    def cards_drawn() -> list:
        drawn = []
        monkeypatch.setattr(cardart, "draw_card", lambda surface, face, r, **kw: drawn.append(tuple(r))
                            or pygame.Rect(r))
        scene._board_key = None
        try:
            app.render()
        finally:
            monkeypatch.undo()
        return sorted(drawn)

    app.step(0.016, [])
    resting = cards_drawn()
    rect, _card = list(getattr(scene.table, "hover_cards", None) or scene.table.hover_rects)[0]
    k = app.surface.scale
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(round(rect.centerx * k), round(rect.centery * k)),
                                        rel=(0, 0), buttons=(0, 0, 0))])
    assert cards_drawn() != resting                   # the zoom
    app.step(0.016, [pygame.event.Event(pygame.WINDOWLEAVE, window=None)])
    assert cards_drawn() == resting
