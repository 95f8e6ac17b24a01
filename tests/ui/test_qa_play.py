"""What a player met in a whole game by clicks (issue 7's QA pass), each as a test."""
import pygame

from wildwest.ui import cardart, widgets
from wildwest.ui.scenes.play import PlayScene


def hover(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def test_duel_plates_at_the_end_show_the_game_gold_once(app, finished):
    """The last round's gold is banked into the total at the end: the plate must not add
    it a second time (it read 13 where the summary and results said 8)."""
    session = finished("duel", 2)
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    scene.table.summary = None
    with widgets.recording() as drawn:
        app.render()
    shown = sorted(t for _, t in drawn.texts if t.startswith("Game gold so far"))
    assert shown == sorted(f"Game gold so far: {g}" for g in session.state.total_gold)
