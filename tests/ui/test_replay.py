"""The replay viewer: stepping and scrubbing change what is drawn and never play a move."""
import random

import pygame
import pytest

from wildwest.core.engine import digest
from wildwest.core.saves import SaveData, autosave_path, replay, write_save
from wildwest.core.session import Session
from wildwest.ui.scenes.menu import MenuScene, last_game_path
from wildwest.ui.scenes.replay import SLIDER, ReplayScene
from wildwest.ui.scenes.results import ResultsScene

from .keys import key


def ev(kind, **attrs):
    return pygame.event.Event(kind, attrs)


def pixels(app):
    app.render()
    return pygame.image.tobytes(app.surface, "RGB")


@pytest.fixture
def no_playing(monkeypatch):
    """Call it once the game is recorded: from then on any Session.play fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("the replay viewer played a move")
    return lambda: monkeypatch.setattr(Session, "play", refuse)


@pytest.mark.parametrize("name,players", [("duel", 2), ("durango", 3)])
def test_stepping_changes_the_drawn_state_and_never_plays(app, finished, no_playing, name, players):
    session = finished(name, players)
    moves = list(session.save.moves)
    no_playing()
    scene = ReplayScene(app, session.save)
    app.replace(scene)
    assert scene.at == scene.total == len(moves) and scene.viewer == 0
    key(app, pygame.K_HOME)
    assert scene.at == 0 and scene.session.save.moves == []
    seen = {digest(scene.session.state)}
    drawn = pixels(app)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
        app.step(1.0, [])
        seen.add(digest(scene.session.state))
        now = pixels(app)
        assert now != drawn
        drawn = now
    assert scene.at == 6 and len(seen) == 7
    key(app, pygame.K_LEFT)
    assert scene.at == 5
    for x in range(20, 950, 60):                   # clicking all over the board chooses nothing
        for y in range(60, 710, 60):
            app.step(0.016, [ev(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
                             ev(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
                             ev(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)])
    assert scene.at == 5 and session.save.moves == moves


def test_every_position_is_the_save_replayed_to_that_move(app, finished):
    session = finished("durango", 4, seed=9)
    scene = ReplayScene(app, session.save)
    rng = random.Random(1)
    for k in [scene.total, 0, 26, 3, 51, 50, 77] + [rng.randrange(scene.total + 1) for _ in range(5)]:
        scene.goto(k)
        prefix = SaveData(session.save.game, session.save.config, session.save.seed, session.save.seats,
                          session.save.moves[:k])
        assert digest(scene.session.state) == digest(replay(prefix)[1])
        assert len(scene.session.history) == k


def test_the_slider_scrubs_and_the_seat_button_changes_whose_cards_show(app, finished, no_playing):
    session = finished("duel", 2)
    no_playing()
    scene = ReplayScene(app, session.save)
    app.replace(scene)
    middle = (SLIDER.centerx, SLIDER.centery)
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=middle, button=1),
                     ev(pygame.MOUSEBUTTONUP, pos=middle, button=1)])
    assert abs(scene.at - scene.total / 2) <= 1
    views = []
    for _ in range(4):
        views.append(digest(scene.view()))
        key(app, pygame.K_s)
    assert scene.viewer == 0 and len(set(views)) == 4      # Pink, Green, the table, all cards open


def test_results_and_the_menu_open_the_replay(app, finished):
    session = finished("duel", 2)
    app.replace(ResultsScene(app, session))
    key(app, pygame.K_r)
    assert isinstance(app.scene, ReplayScene)
    app.replace(MenuScene(app))
    assert not any(b.label == "Watch last game" for b in app.scene.buttons)
    write_save(autosave_path(), session.save)
    autosave_path().replace(last_game_path())
    menu = MenuScene(app)
    app.replace(menu)
    next(b for b in menu.buttons if b.label == "Watch last game").action()
    assert isinstance(app.scene, ReplayScene) and app.scene.total == len(session.save.moves)


def test_main_replay_view_opens_the_viewer_over_the_menu(monkeypatch, tmp_path, finished):
    from wildwest import cli
    from wildwest.ui.app import App
    session = finished("duel", 2)
    path = tmp_path / "game.json"
    write_save(path, session.save)
    opened = []

    def run(self):
        opened.extend(type(s).__name__ for s in self.scenes)
        self.step(0.016, [])
        self.shutdown()
    monkeypatch.setattr(App, "run", run)
    assert cli.main(["replay", str(path), "--view"]) == 0
    assert opened == ["MenuScene", "ReplayScene"]


def test_space_plays_the_moves_on_by_themselves_to_the_end(app, finished, no_playing):
    session = finished("duel", 2)
    no_playing()
    scene = ReplayScene(app, session.save)
    app.replace(scene)
    key(app, pygame.K_SPACE)                    # at the end: plays from the deal
    assert scene.playing and scene.at == 0
    app.step(0.2, [])
    assert scene.at == 0                        # not before its time
    for _ in range(3):
        app.step(1.0, [])
    assert scene.at == 3
    key(app, pygame.K_SPACE)
    app.step(5.0, [])
    assert not scene.playing and scene.at == 3
    scene.goto(scene.total - 1)
    key(app, pygame.K_SPACE)
    app.step(1.0, [])
    assert scene.at == scene.total and not scene.playing


def test_a_replay_jumped_past_a_wild_ride_reveal_shows_who_chose_what(app, finished):
    """The live turn panel marks each seat's action once the choices are revealed; a
    replay jumped (not stepped) to that move showed the plaques bare, the viewed seat's
    pick with them: the marks come from the game's history, not the events as played."""
    session = finished("wildride", 3)
    _, _, events = replay(session.save)
    at = next(k + 1 for k, moves in enumerate(events) if any(e.kind == "reveal" for e in moves)
              and not any(e.kind == "turn" for e in moves))
    scene = ReplayScene(app, session.save, 0, at=at)
    app.replace(scene)
    app.render()
    chose = [text for _, text in scene.table.tips if " chose to " in text]
    actions = next(e.data["actions"] for e in events[at - 1] if e.kind == "reveal")
    assert len(chose) == sum(a != "none" for a in actions) and any(t.startswith("Joe chose to ") for t in chose), chose


def test_a_wild_ride_replay_offers_no_take_back_button(app, finished):
    """Shown from a seat that has chosen while the others choose, the replay drew the live
    table's "Take back my choice": a button that did nothing there."""
    session = finished("wildride", 3)
    _, _, events = replay(session.save)
    at = next(k + 1 for k, moves in enumerate(events) if any(e.kind == "choose" and e.to == 0 for e in moves)
              and not any(e.kind == "reveal" for e in moves))
    scene = ReplayScene(app, session.save, 0, at=at)
    app.replace(scene)
    app.render()
    assert scene.view().chosen and not scene.table.bar
