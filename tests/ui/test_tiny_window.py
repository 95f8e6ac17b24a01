"""A window the app cannot lay out in (issue 17): it asks for a minimum size every table is
tested at, and a smaller one a window manager forces anyway is drawn at that size and shrunk
to fit, so every table survives any size and a click still lands where it is drawn."""
from __future__ import annotations

import warnings

import pygame
import pytest

from wildwest.games import playable_names
from wildwest.ui.app import MIN_WINDOW, App
from wildwest.ui.scenes.menu import MenuScene
from wildwest.ui.scenes.pause import PauseScene
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import WINDOW_SIZES, Settings
from wildwest.ui.smoke import midgame_session

SIZES = [(1, 1), (2, 3), (50, 30), (100, 60), (7, 500), (500, 7), (333, 777), (1023, 575), (1280, 1)]


@pytest.fixture
def app():
    application = App(Settings(animation="Instant"), headless=True)
    yield application
    application.shutdown()


def force(app: App, size) -> None:
    """What a window manager does: the window gets `size` whatever its minimum."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step(0, events=[pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def mouse(kind, pos, **extra):
    return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0), button=1, **extra)


def test_the_window_asks_for_the_smallest_offered_size(app):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == MIN_WINDOW
    assert MIN_WINDOW == min(WINDOW_SIZES)


@pytest.mark.parametrize("name", playable_names())
def test_every_table_survives_tiny_and_odd_window_sizes(app, name):
    app.replace(PlayScene(app, midgame_session(name)))
    for size in SIZES:
        force(app, size)
        centre = (size[0] // 2, size[1] // 2)
        app.step(0, events=[mouse(pygame.MOUSEMOTION, centre), mouse(pygame.MOUSEBUTTONDOWN, centre),
                            mouse(pygame.MOUSEBUTTONUP, centre)])
        app.step(0, events=[])
        assert app.surface.get_size() == (1280, 720)
        assert pygame.Surface.get_size(app.surface) == MIN_WINDOW     # laid out as tested


@pytest.mark.parametrize("size", [(512, 288), (300, 500)])
def test_a_click_in_a_shrunk_window_lands_where_it_is_drawn(app, size):
    """The whole table is shown, shrunk, in a window below the minimum size, and a click on
    its Menu button there opens the pause menu."""
    play = PlayScene(app, midgame_session("duel"))
    app.replace(play)
    force(app, size)
    app.render()
    menu = next(b for b in play.buttons if b.label == "Menu")
    view = app._view_rect()
    assert app.screen.get_rect().contains(view)             # the whole table is in sight
    k = view.w / 1280
    at = (round(view.x + menu.rect.centerx * k), round(view.y + menu.rect.centery * k))
    app.step(0, events=[mouse(pygame.MOUSEBUTTONDOWN, at), mouse(pygame.MOUSEBUTTONUP, at)])
    assert isinstance(app.scene, PauseScene)


def test_the_menu_and_pause_survive_a_tiny_window(app):
    app.replace(MenuScene(app, "A message to wrap in a window one pixel wide."))
    force(app, (1, 1))
    app.render()
    play = PlayScene(app, midgame_session("durango"))
    app.replace(play)
    app.push(PauseScene(app, play))
    force(app, (40, 20))
    app.render()
