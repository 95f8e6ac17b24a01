"""The play scene keeps the board between frames (and Wild Ride its Roadmaps): what it shows
must be what a full redraw shows, after every move and at every frame of the animations,
and a card in flight must not redraw the table under it."""
import random

import pygame
import pytest

from wildwest.games import playable_names
from wildwest.ui.app import App
from wildwest.ui.scenes.play import MOVING_AREA, PlayScene
from wildwest.ui.settings import Settings
from wildwest.ui.smoke import _replay_animation, midgame_session
from wildwest.ui.table import BOARD

MOVES = 20
FRAMES = 4          # looked at after each move, 0.15 s apart: animations start and end


@pytest.fixture
def scene_of():
    apps = []

    def make(name: str) -> PlayScene:
        app = App(Settings(animation="Normal"), headless=True)
        apps.append(app)
        scene = PlayScene(app, midgame_session(name))
        scene.bots.clear()
        app.replace(scene)
        return scene
    yield make
    for app in apps:
        app.shutdown()


def _shown(scene) -> bytes:
    scene.draw(scene.app.surface)
    return pygame.image.tobytes(scene.app.surface, "RGB")


def _redrawn(scene) -> bytes:
    """The frame drawn from nothing: no kept board, no kept Roadmap."""
    scene._board_key = None
    getattr(scene.table, "kept", {}).clear()
    return _shown(scene)


@pytest.mark.slow      # the quick set keeps the kept board's flight checks (this file)
@pytest.mark.parametrize("name", playable_names())
def test_a_kept_board_shows_what_a_full_redraw_shows(scene_of, name):
    scene = scene_of(name)
    rng = random.Random(11)
    _shown(scene)
    for move in range(MOVES):
        pending = sorted(scene.session.pending().items())
        if not pending:
            break
        player, decision = pending[0]
        scene.session.play(player, rng.choice(decision.options))
        for frame in range(FRAMES):
            scene.table.update(0.15)
            pos = (rng.randrange(BOARD.left, BOARD.right), rng.randrange(BOARD.top, BOARD.bottom))
            scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            assert _shown(scene) == _redrawn(scene), f"a stale board after move {move}, frame {frame}"


@pytest.mark.parametrize("name", ["durango", "desperados", "wildride", "deckwest"])
def test_a_flight_does_not_redraw_the_table_under_it(scene_of, name):
    scene = scene_of(name)
    scene.app.step(0.016, [])
    _replay_animation(scene)
    drawn, original = [], scene.table.draw
    scene.table.draw = lambda *args: (drawn.append(1), original(*args))
    for _ in range(20):
        scene.app.step(0.016, [])
    assert scene.table.busy()
    assert len(drawn) <= 6, f"the table was drawn {len(drawn)} times in 20 frames of its animation"


@pytest.mark.parametrize("name", ["durango", "wildride"])
def test_a_card_in_flight_is_drawn_over_the_kept_board(scene_of, name):
    scene = scene_of(name)
    scene.app.step(0.016, [])
    _replay_animation(scene)
    assert any(f.kind == "fly" for f in scene.table.flashes)
    scene.app.step(0.2, [])
    area = MOVING_AREA.clip(BOARD)
    board = scene._board.subsurface(area)
    assert pygame.image.tobytes(scene.app.surface.subsurface(area), "RGB") != pygame.image.tobytes(board, "RGB")
