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


def test_duel_round_summary_is_not_hidden_by_a_zoomed_card(app, monkeypatch):
    """The pointer resting on a hand card after the last click must not zoom that card
    over the round summary and its Continue button."""
    import random

    from wildwest.core.session import Session
    from wildwest.games import get_game
    session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
    rng = random.Random(5)
    while not any(e.kind == "round_end" for events in session.history for e in events):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    table = scene.table
    table.on_events([e for events in session.history for e in events if e.kind == "round_end"])
    rect, _ = table.hover_rects[-1]
    table.mouse = rect.center           # where the pointer rested after the last click
    assert table.summary is not None and table._hovered() is not None
    drawn, original = [], cardart.draw_card
    monkeypatch.setattr(cardart, "draw_card", lambda surface, face, r, *a, **k: (
        drawn.append(pygame.Rect(r)), original(surface, face, r, *a, **k))[1])
    scene._board_key = None
    app.render()
    zooms = [box for box in drawn if box.width > rect.width]
    assert not zooms, f"a card zoomed to {zooms} over the summary"
