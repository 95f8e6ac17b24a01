"""Illegal options change nothing; saving and resuming in the middle of a move (some cards
laid face down, others awaited) gives the same state, and play goes on the same."""
from __future__ import annotations

import pytest

import wildwest.games as games
from wildwest.core.engine import IllegalMove, digest
from wildwest.core.saves import read_save, replay
from wildwest.core.session import Session
from wildwest.games.desperados.bots import EasyBot
from wildwest.games.desperados.rules import play_option, town_option

from .helpers import GAME, setup


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games._REGISTRY, "desperados", "wildwest.games.desperados.rules:Desperados")


def test_illegal_options_raise_and_leave_the_state_unchanged():
    s = setup(3, "el-paso", ["aztec", "prescott"], {1: "gallup", 2: "salem"})
    before = digest(s)
    for player, option in [(1, play_option("st-johns")),            # the sheriffs move first
                           (0, town_option("sheriff", "tucson", 0)),  # no road
                           (0, town_option("sheriff", "aztec", 1))]:  # not his turn yet
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    before = digest(s)
    for player, option in [(1, play_option("tucson")), (0, play_option("st-johns", "poker")),
                           (1, play_option("st-johns", "brown")), (1, town_option("place", "gallup"))]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before


def test_save_and_resume_with_cards_half_laid(tmp_path):
    path = tmp_path / "autosave.json"
    session = Session.start(GAME, {"players": 5, "marshal": 2}, 7, ["easy"] * 5, autosave=path)
    bots = [EasyBot(GAME, p) for p in range(5)]
    while True:
        pending = session.pending()
        if len(pending) == 3 and session.state.turn == 1:
            break
        p, d = next(iter(pending.items()))
        session.play(p, bots[p].choose(session.view(p), d))
    resumed = Session.resume(read_save(path))
    assert digest(resumed.state) == digest(session.state)
    assert resumed.pending() == session.pending()
    assert resumed.view(2) == session.view(2) and resumed.view(0) == session.view(0)
    while session.pending():
        p, d = next(iter(session.pending().items()))
        option = bots[p].choose(session.view(p), d)
        session.play(p, option)
        resumed.play(p, option)
        assert digest(resumed.state) == digest(session.state)
    _, state, _ = replay(read_save(path))
    assert digest(state) == digest(session.state) and GAME.result(state) is not None
