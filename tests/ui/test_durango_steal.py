"""A Cattle Rustler's steal is chosen by clicking an opponent's herd on their plate: the
herd glows as a choosable card does and the prompt says whose herd to click."""
import random

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui import cardart
from wildwest.ui.scenes.play import PlayScene


def at_a_steal() -> Session:
    """Seed 1, seat 0 human: move 114 asks seat 0 for the Cattle to steal (found once)."""
    session = Session.start(get_game("durango"), {"players": 3}, 1, ["human", "easy", "easy"])
    rng = random.Random(1)
    for _ in range(114):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    return session


def test_the_herd_to_steal_from_glows_and_the_prompt_says_whose(app, monkeypatch):
    session = at_a_steal()
    decision = session.pending()[0]
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    glows = []
    monkeypatch.setattr(cardart, "draw_glow", lambda surface, rect: glows.append(rect))
    app.render()
    table = scene.table
    herd = table.locate(decision.options[0]["card"])
    assert herd is not None and herd in glows
    assert "(click Bo's or Cass's herd, at the top)" in table.choice_bar.prompt
