"""Illegal options change nothing; saving and resuming in the middle of a chain of actions
(and in the middle of the simultaneous choice) gives the same state and the same decisions."""
from __future__ import annotations

import pytest

import wildwest.games as games
from wildwest.core.engine import IllegalMove, digest
from wildwest.core.saves import read_save, replay
from wildwest.core.session import Session
from wildwest.games.wildride.bots import EasyBot
from wildwest.games.wildride.rules import opt

from .helpers import GAME, make_state


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(games._REGISTRY, "wildride", "wildwest.games.wildride.rules:WildRide")


def test_illegal_options_raise_and_leave_the_state_unchanged():
    s = make_state(2, hands=[["red-1"], ["blue-2", "orange-1"]], areas=[["green-2"], []])
    before = digest(s)
    for player, option in [(1, opt("call", player=0, card="red-1")),      # not the Caller
                           (0, opt("call", player=0, card="red-1")),      # not an opponent
                           (0, opt("call", player=1, card="green-2")),    # in the play area
                           (0, opt("act", action="nugget"))]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before
    GAME.apply(s, 0, opt("call", player=1, card="orange-2"))
    before = digest(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, opt("give", card="red-1"))                      # not in the hand
    assert digest(s) == before


def play_until(path, players: int, wanted) -> Session:
    for seed in range(100):
        session = Session.start(GAME, {"players": players}, seed, ["easy"] * players, autosave=path)
        bots = [EasyBot(GAME, seed + p) for p in range(players)]
        while session.pending():
            if wanted(session.state):
                return session
            p, d = next(iter(session.pending().items()))
            session.play(p, bots[p].choose(session.view(p), d))
    raise AssertionError("the wanted moment never came")


def resume_and_compare(path, session: Session) -> None:
    resumed = Session.resume(read_save(path))
    assert digest(resumed.state) == digest(session.state)
    assert resumed.pending() == session.pending()
    for p, d in list(resumed.pending().items()):
        resumed.play(p, d.options[-1])
        session.play(p, d.options[-1])
        assert digest(resumed.state) == digest(session.state)
        break
    _, state, _ = replay(read_save(path))
    assert digest(state) == digest(resumed.state)


def test_save_and_resume_in_the_middle_of_a_chain(tmp_path):
    path = tmp_path / "autosave.json"
    session = play_until(path, 3, lambda s: s.tasks[-1] == ("wait",) and s.given is not None
                         and any(c and c[-1][0] in ("pair", "leg", "tipi", "free") and len(c) >= 1
                                 and s.legs[q] for q, c in enumerate(s.chains)))
    assert any(c for c in session.state.chains)
    resume_and_compare(path, session)


def test_save_and_resume_while_others_have_chosen_in_secret(tmp_path):
    path = tmp_path / "autosave.json"
    session = play_until(path, 4, lambda s: s.chosen and sum(c is not None for c in s.chosen) == 2)
    assert len(session.pending()) >= 2
    resume_and_compare(path, session)
