"""Illegal options change nothing, and an old save replays with the yard it was played with
(saving and resuming mid-interrupt: tests/durango/hooks.py, in the shared battery)."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove, Option, digest
from wildwest.core.saves import replay
from wildwest.core.session import Session
from wildwest.games.durango.bots import EasyBot
from wildwest.games.durango.rules import PASS
from wildwest.games.durango.rules import card_option as opt
from wildwest.games.durango.rules import target_option as tgt

from .helpers import GAME, make_state, play, start_turn


def test_illegal_options_raise_and_leave_the_state_unchanged():
    s = make_state(3, party=[[], ["banker-1"], []], reserve=[None, "sheriff-1", None])
    start_turn(s, ["blacksmith-1", "scout-2", "stagecoach-agent-2"])
    before = digest(s)
    for player, option in [(0, opt("add", "banker-2")),        # not drawn
                           (0, opt("reserve", "banker-1")),     # in Bo's party
                           (0, Option("buy", cattle=s.yard[0], pay="coal")),
                           (1, opt("add", "blacksmith-1")),     # not Bo's decision
                           (0, PASS)]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, player, option)
        assert digest(s) == before
    play(s, 0, opt("add", "blacksmith-1"))
    before = digest(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, tgt(2, "banker-1"))                  # wrong owner
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, tgt(1, "sheriff-1"))                 # reserves are not targets
    assert digest(s) == before
    play(s, 0, tgt(1, "banker-1"))
    before = digest(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, opt("interrupt", "scattergun-1"))    # not the card in the reserve
    assert digest(s) == before


def test_nothing_is_legal_after_the_end():
    herd = [c for c in GAME.cattle if not GAME.cattle[c].blue_ribbon][:10]
    s = make_state(2, herd=[herd, []])
    s.end, s.winners = "cattle", [0]
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, PASS)


def test_a_save_from_before_the_yard_option_replays_with_the_market_it_was_played_with():
    """Saves written before `yard` existed have no such key: they were market games."""
    from wildwest.core.saves import SaveData
    bots = [EasyBot(GAME, 1), EasyBot(GAME, 2)]
    session = Session.start(GAME, {"players": 2, "yard": "market"}, 5, ["easy", "easy"])
    while session.pending() and len(session.save.moves) < 60:
        (p, d), = session.pending().items()
        session.play(p, bots[p].choose(session.view(p), d))
    old = SaveData("durango", {"players": 2}, 5, ["easy", "easy"], list(session.save.moves))
    _, replayed, _ = replay(old)
    assert old.config["yard"] == "market"
    assert digest(replayed) == digest(session.state)
