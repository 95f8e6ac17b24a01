"""The play scene caches the board; an animation's last frame must not stay on it."""
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings


def test_the_board_is_redrawn_once_more_when_an_animation_ends():
    app = App(Settings(animation="Normal"), headless=True)
    try:
        session = Session.start(get_game("duel"), {"players": 2}, 3, ["human", "easy"])
        scene = PlayScene(app, session)
        scene.bots.clear()
        app.replace(scene)
        app.step(0.016, [])
        drawn = []
        original = scene.table.draw
        scene.table.draw = lambda *args: (drawn.append(scene.table.busy()), original(*args))
        scene.table.flash("test", {}, 0.1)
        for _ in range(12):                 # 0.19 s: the flash runs out part-way
            app.step(0.016, [])
        assert drawn[0] is True and drawn[-1] is False       # a last, clean redraw
        assert drawn.count(False) == 1                       # and then the cache again
    finally:
        app.shutdown()


def test_scrolling_the_log_moves_the_log_without_redrawing_the_table():
    import pygame

    from wildwest.ui.smoke import midgame_session
    app = App(Settings(animation="Instant"), headless=True)
    try:
        scene = PlayScene(app, midgame_session("wildride"))
        scene.bots.clear()
        app.replace(scene)
        app.step(0.016, [])
        drawn = []
        original = scene.table.draw
        scene.table.draw = lambda *args: (drawn.append(1), original(*args))
        view = scene.log.view
        at = view.rect.center
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))])
        start = view.offset
        for _ in range(5):
            app.step(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
        assert view.offset < start                  # the log moved up
        assert not drawn                            # and the table was not drawn again
    finally:
        app.shutdown()
