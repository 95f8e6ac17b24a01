"""The rulebook's example turn (p. 14): Joe calls, Tom (Achilles on p. 4) gives the
diligence instead of the mule, everyone acts on it, Audrey chains five steps and
discovers the central desert at the end of the turn."""
from __future__ import annotations

from wildwest.games.wildride.rules import opt

from .helpers import GAME, check_invariants, make_state, play, texts

JOE, AUDREY, TOM = 0, 1, 2          # Audrey sits on Joe's left


def example_state():
    return make_state(
        3, caller=JOE,
        hands=[["red-1", "grey-3", "purple-1"],
               ["blue-2", "blue-3", "red-3"],
               ["green-2", "orange-1", "red-3"]],
        areas=[["green-2"], ["blue-1"], ["grey-1"]],
        flags=[["silver-creek"], ["dust-town", "west-lake"], ["silver-creek", "mirror-lake"]],
        legs=[[], ["dt1", "wl2", "wl1"], ["sc1", "sc2"]],
        tipi=[[], [], [3, 4, 5]])


def test_the_example_turn():
    s = example_state()
    assert set(GAME.pending(s)) == {JOE}
    ev = play(s, JOE, opt("call", player=TOM, card="orange-2"))
    assert "asks Tom for the Orange 2 (the trapper's mule)" in texts(ev)
    # Tom has no mule, but the diligence (same value) and the bear trap (same suit)
    (who, d), = GAME.pending(s).items()
    assert who == TOM and set(d.options) == {opt("give", card="green-2"), opt("give", card="orange-1")}
    ev = play(s, TOM, opt("give", card="green-2"))
    assert any(e.reveal for e in ev)
    assert "already has it, discards it and takes 1 nugget" in texts(ev)
    assert s.nuggets[JOE] == 4 and s.discard == ["green-2"] and s.areas[JOE] == ["green-2"]
    # everyone chooses an action of the diligence at once
    pending = GAME.pending(s)
    assert set(pending) == {JOE, AUDREY, TOM}
    assert all(o.kind == "act" for d in pending.values() for o in d.options)
    play(s, JOE, opt("act", action="nugget"))
    play(s, TOM, opt("act", action="buy"))
    ev = play(s, AUDREY, opt("act", action="buy"))
    assert any(e.kind == "reveal" and e.reveal for e in ev)
    assert s.nuggets[JOE] == 5
    # Tom pays 1 nugget for the bear trap, checks a Tipi leg, finishes his Tipi track: 9 points
    play(s, TOM, opt("put", card="orange-1"))
    assert s.nuggets[TOM] == 2
    play(s, TOM, opt("act", action="leg"))
    play(s, TOM, opt("leg", leg="ml3"))
    assert set(GAME.pending(s)[TOM].options) == {opt("tipi", box=2), opt("tipi", box=6)}
    ev = play(s, TOM, opt("tipi", box=6))
    assert s.points[TOM] == [(9, "tipi:right")]
    # Audrey pays 2 for the cart, checks the last leg of the west lake (3 points, free card)
    play(s, AUDREY, opt("put", card="blue-2"))
    assert s.nuggets[AUDREY] == 1
    play(s, AUDREY, opt("act", action="leg"))
    play(s, AUDREY, opt("leg", leg="wl3"))
    assert s.points[AUDREY] == [(3, "region")]
    play(s, AUDREY, opt("put", card="blue-3"))          # the free card: her Blue 3
    play(s, AUDREY, opt("act", action="rail"))
    play(s, AUDREY, opt("rail", box="r1"))              # a Card icon on her railroad
    hand = len(s.hands[AUDREY])
    play(s, AUDREY, opt("act", action="draw"))
    assert len(s.hands[AUDREY]) == hand + 3
    # end of turn: the blue suit is complete; the forest north of the lake is over a mountain
    (who, d), = GAME.pending(s).items()
    assert who == AUDREY and opt("discover", region="central-desert") in d.options
    assert opt("discover", region="pine-ridge") not in d.options
    assert "mountain" in d.reason("pine-ridge")
    assert not any(c.startswith("blue") for c in s.areas[AUDREY])
    hand_tom = len(s.hands[TOM])
    assert hand_tom == 1
    play(s, AUDREY, opt("discover", region="central-desert"))
    assert s.area_boxes[AUDREY]["desert"] == 1
    assert len(s.hands[TOM]) == 3                       # Tom draws 2 to have 3
    assert s.caller == AUDREY and s.turn == 1 and not s.end
    check_invariants(GAME, s)
