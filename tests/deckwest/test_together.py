"""Players acting together: joining a day attack, trading (where, what, and pooled
movement to move one of the two)."""
from __future__ import annotations

import random

from wildwest.core.engine import Option
from wildwest.games.deckwest.rules import DONE, job_option

from .helpers import GAME, at, day_state, give, options, play, set_map, texts, top


def _attack_with_a_friend(mode: str = "coop", bandits: int = 2, passed: bool = False):
    """Hero 0 attacks the bandits on (0, 0) with a Rifle and rolls; hero 1 (with a Rifle
    too, passed for the day or not) stands on the same tile."""
    state = day_state({"players": 2, "mode": mode})
    state.heroes[1].passed = passed
    state.bandits[(0, 0)] = bandits
    for h in (0, 1):
        state.heroes[h].hand = []
        state.heroes[h].res["metal"] = 2
        give(state, h, ["rifle"])
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    play(state, job_option("card", 0, state.heroes[0].hand[0]))     # attack 3 + 4◆
    play(state, Option("roll"))
    return state


def test_other_players_on_the_tile_may_join_a_day_attack():
    state = _attack_with_a_friend()
    assert top(state) == ("join_fight", 1, 0)
    (seat, decision), = GAME.pending(state).items()
    assert seat == 1 and DONE in decision.options and "attacks the bandits" in decision.prompt
    state.rng = random.Random(1)
    events = play(state, job_option("card", 0, state.heroes[1].hand[0]))   # no fight job left: resolve
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls[0].data["faces"]) == 8                          # both rifles roll together
    hits = 6 + rolls[0].data["successes"]
    assert "Two bandits fall." in texts(events) if hits - rolls[1].data["successes"] >= 2 else True
    assert top(state)[0] != "join_fight" and state.fight == [0, 0, 0, 0]


def test_a_passed_player_may_still_join_and_may_stay_out():
    state = _attack_with_a_friend(bandits=1, passed=True)
    assert top(state)[0] == "join_fight"
    play(state, DONE)
    assert state.fight == [0, 0, 0, 0] and len(state.heroes[1].hand) == 1


def test_the_easy_bot_joins_a_teammates_attack_but_not_a_rivals():
    for mode, joins in (("coop", True), ("versus", False)):
        state = _attack_with_a_friend(mode)
        bot = GAME.make_bot("easy", 1)
        (seat, decision), = GAME.pending(state).items()
        assert (bot.choose(GAME.view(state, seat), decision).kind == "job") == joins


def _trade_ready():
    """Hero 0 (Cow and Boots) and hero 1 (two Boots) on (0, 0); a mountain to the west."""
    state = day_state({"players": 2, "mode": "coop"})
    set_map(state, {(-1, 0): "mountain", (-2, 0): "prairie"})
    for h, cards in ((0, ["cow", "boots"]), (1, ["boots", "boots"])):
        state.heroes[h].hand = []
        state.heroes[h].tapped = True                    # only the Boots give movement
        state.heroes[h].res["food"] = 3
        give(state, h, cards)
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("trade", hero=1))
    play(state, Option("card", card=next(i for i in state.heroes[0].hand if i.startswith("cow"))))
    return state


def test_a_trade_may_pool_both_players_movement_to_move_one_of_them():
    state = _trade_ready()
    assert {Option("pool", hero=0), Option("pool", hero=1)} <= set(options(state))
    play(state, Option("pool", hero=0))
    assert top(state) == ("pool", 0, 0)
    play(state, job_option("card", 0, state.heroes[0].hand[0]))      # Boots: 1 point, not enough for the mountain
    assert top(state) == ("move", 0) and state.pool[0] == 1
    assert Option("step", x=-1, y=0, by="move") not in options(state)
    play(state, Option("stop"))
    (seat, decision), = GAME.pending(state).items()
    assert seat == 1 and top(state) == ("pool", 1, 0)                 # the partner adds a job of theirs
    play(state, job_option("card", 0, state.heroes[1].hand[0]))
    assert state.pool[0] == 2 and top(state) == ("move", 0)
    (seat, _), = GAME.pending(state).items()
    assert seat == 0                                                  # the mover steps
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.heroes[0].pos == (-1, 0) and state.heroes[1].pos == (0, 0)
    assert state.heroes[1].res["food"] == 2 and len(state.heroes[1].hand) == 1   # the partner paid for their Boots


def test_players_on_two_railway_tiles_may_trade():
    state = day_state()
    state.heroes[1].pos = (-1, 1)
    at(state, [("turn", 0, 0, 2)])
    assert Option("trade", hero=1) not in options(state)
    state.rails |= {(0, 0), (-1, 1)}
    at(state, [("turn", 0, 0, 2)])
    assert Option("trade", hero=1) in options(state)
