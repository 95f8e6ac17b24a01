"""Every Deck Goes West mission at the table: a human seat can play every legal option by
clicks (wagons, pushes, a second meeple, joined attacks and pooled trades included), and
the table draws what the mission adds."""
import random

import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui.scenes.play import PlayScene

from .test_tables import play_by_clicks

GAME = get_game("deckwest")
MISSIONS = sorted(GAME.c.missions)


def _config(mission: str) -> dict:
    mode = GAME.c.missions[mission].mode
    return {"players": 1 if mode == "solo" else 2, "mode": mode, "mission": mission}


@pytest.mark.slow      # the quick set clicks every option of a versus game (tests/ui/test_tables.py)
@pytest.mark.parametrize("mission", MISSIONS)
def test_every_option_of_every_mission_can_be_clicked(app, mission):
    config = _config(mission)
    seats = ["human"] + ["random"] * (config["players"] - 1)
    session = Session.start(GAME, config, 11, seats)
    kinds = play_by_clicks(app, session, random.Random(mission), 150)
    assert len(kinds) >= 3, kinds          # the game got past its first decisions


def test_double_trouble_draws_both_meeples(app):
    session = Session.start(GAME, dict(_config("double_trouble"), characters="dealt"), 4, ["human"])
    scene = PlayScene(app, session)
    app.replace(scene)
    app.step(0.016, [])
    hero = session.view(0).heroes[0]
    assert hero["spare"] is not None
    marks = []
    original = scene.table.map._meeple
    scene.table.map._meeple = lambda surface, h, centre, size, standing: marks.append(h)
    scene._board_key = None
    app.render()
    scene.table.map._meeple = original
    assert marks.count(0) == 2
