"""The log tells a move when it happens: a card chosen for a full party is told as added
only after the discard that makes room for it."""
from __future__ import annotations

import random

from wildwest.games.durango.rules import card_option as opt

from .helpers import GAME, make_state, play, start_turn, texts


def test_the_adds_into_a_full_party_come_after_each_discard_that_makes_room():
    party = ["banker-1", "banker-2", "mule-skinner-1", "mule-skinner-2"]
    s = make_state(3, party=[list(party), [], []], reserve=["coal-miner-1", None, None])
    start_turn(s, ["coal-miner-2", "fireman-1", "scout-1"])
    told = texts(play(s, 0, opt("bring_add", "coal-miner-2")))
    assert not [t for t in told if "into the party" in t or "to the party" in t]      # nothing added yet
    told += texts(play(s, 0, opt("make_room", "banker-1")))
    told += texts(play(s, 0, opt("make_room", "banker-2")))
    order = [t for t in told if "the party" in t or "make room" in t]
    assert order == ["Ada discards the Banker to make room.",
                     "Ada brings the Coal Miner from the reserve into the party.",
                     "Ada discards the Banker to make room.",
                     "Ada adds the Coal Miner to the party."]


def test_no_add_is_told_while_it_still_waits_for_room():
    """Over seeded games at every seat count: once the log says a card joined a party, no
    pending add of that card is left (a make-room discard would still come first)."""
    told_early = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            state = GAME.new_game({"players": players}, seed)
            rng = random.Random(seed)
            while GAME.result(state) is None:
                player, decision = sorted(GAME.pending(state).items())[0]
                for e in GAME.apply(state, player, rng.choice(decision.options)):
                    if e.kind in ("select", "unreserve", "add"):
                        waiting = [t for t in state.tasks if t[0] == "add" and t[2] == e.data["card"]]
                        told_early += bool(waiting)
    assert told_early == 0
