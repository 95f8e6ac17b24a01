"""All cards open: a finished game's replay shows every hidden card; a live seat never does."""
import pygame
import pytest

from wildwest.core.engine import Game
from wildwest.games import get_game
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.scenes.replay import OPEN, ReplayScene
from wildwest.ui.scenes.results import ResultsScene

from .keys import key


def pixels(app):
    app.render()
    return pygame.image.tobytes(app.surface, "RGB")


def open_scene(app, session, hidden):
    """The replay at the first move where `hidden(state)` holds, S pressed to all cards open."""
    scene = ReplayScene(app, session.save)
    app.replace(scene)
    scene.goto(next(k for k in range(scene.total + 1) if hidden(scene._state_at(k))))
    while scene.viewer != OPEN:
        key(app, pygame.K_s, text="s")
    assert scene.seat_button.label == "All cards open"
    return scene


def differs_from_the_table(app, scene):
    opened = pixels(app)
    scene.viewer = None
    assert pixels(app) != opened
    scene.viewer = OPEN


def test_duel_open_view_names_both_hands_discards_and_face_down_cards(app, finished):
    session = finished("duel", 2)
    scene = open_scene(app, session, lambda s: any(s.committed) and all(s.hands) and any(s.discards))
    state, view = scene.session.state, scene.view()
    assert view.hands == state.hands and view.discards == state.discards
    assert view.face_down == state.committed
    spectator = scene.session.view(None)
    assert spectator.hand is None and spectator.hands is None and spectator.face_down is None
    differs_from_the_table(app, scene)


def test_durango_open_view_names_every_reserve(app, finished):
    session = finished("durango", 3)
    scene = open_scene(app, session, lambda s: sum(r is not None for r in s.reserve) >= 2)
    state, view = scene.session.state, scene.view()
    assert view.reserves == state.reserve and view.drawn == state.drawn
    spectator = scene.session.view(None)
    assert spectator.reserve is None and spectator.reserves is None
    differs_from_the_table(app, scene)


def test_a_game_still_in_play_offers_no_open_view(app, finished):
    session = finished("duel", 2)
    session.save.moves = session.save.moves[:10]
    scene = ReplayScene(app, session.save)
    assert OPEN not in scene.seats and len(scene.seats) == 3


@pytest.mark.parametrize("name,seats", [("duel", ["human", "easy"]), ("durango", ["easy", "human", "easy"])])
def test_a_live_game_never_asks_for_the_open_view(app, monkeypatch, name, seats):
    def refuse(self, state):
        raise AssertionError("a seat in play was shown every card")
    game = get_game(name)
    monkeypatch.setattr(Game, "open_view", refuse)
    monkeypatch.setattr(type(game), "open_view", refuse)
    scene = PlayScene.start(app, name, {"players": len(seats)}, 3, seats)
    app.replace(scene)
    for _ in range(40):
        pending = scene.session.pending()
        human = next((p for p in pending if seats[p] == "human"), None)
        if human is not None:
            scene.play(human, pending[human].options[0])
        app.step(0.05, [])
        app.render()
        if isinstance(app.scene, ResultsScene) or not scene.session.pending():
            break
    assert len(scene.session.save.moves) >= 5
