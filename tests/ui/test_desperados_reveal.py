"""The end of a Desperados turn is held on the table ("Turn N revealed", every seat's
cards turned over) until the player clicks Continue; a table with no human moves on."""
import random

import pygame

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui import widgets
from wildwest.ui.scenes.play import PlayScene


def scene_for(app, seats: list[str]) -> PlayScene:
    scene = PlayScene(app, Session.start(get_game("desperados"), {"players": 3}, 3, seats))
    app.replace(scene)
    return scene


def test_the_turn_revealed_waits_for_continue(app):
    scene = scene_for(app, ["human", "easy", "easy"])
    session, table, rng = scene.session, scene.table, random.Random(3)
    for _ in range(400):
        if table.holding():
            break
        decision = session.pending().get(0)
        if decision is not None:
            scene.play(0, rng.choice(decision.options))
        app.step(0.05, [])
    assert table.holding() and table.revealed["turn"] == 1
    scene._board_key = None                 # the board drawn anew, its words recorded
    with widgets.recording() as drawn:
        app.render()
    status = next(text for _, text in drawn.texts if text.startswith("Turn 1: "))
    assert status.endswith("Press Continue") and "Your move" not in status    # the top bar says what to do
    assert table._exam_cards() and all(len(cards) == 5 for cards in table._exam_cards().values())
    while 0 in session.pending():           # the player's moves made, only the bots' are left
        scene.play(0, rng.choice(session.pending()[0].options))
    moves = len(session.save.moves)
    for _ in range(5):
        app.step(0.5, [])
    assert table.holding() and len(session.save.moves) == moves     # but they wait for the player
    at = table.locate("button:Continue").center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert not table.holding()
    for _ in range(5):
        app.step(0.5, [])
    assert len(session.save.moves) > moves


def test_a_table_of_bots_never_holds(app):
    scene = scene_for(app, ["easy", "easy", "easy"])
    for _ in range(400):
        app.step(0.05, [])
        if scene.session.state.turn >= 2:
            break
    app.step(0.05, [])
    assert scene.session.state.turn >= 2 and not scene.table.holding()
