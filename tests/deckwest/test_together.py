"""Players acting together: joining a day attack, trading (where, what, and pooled
movement to move one of the two)."""
from __future__ import annotations

import random

from wildwest.core.engine import Option
from wildwest.games.deckwest.rules import DONE, job_option

from .helpers import GAME, at, day_state, give, options, play, set_map, texts, top


def _attack_with_a_friend(mode: str = "coop"):
    state = day_state({"players": 2, "mode": mode})
    state.bandits[(0, 0)] = 2
    for h in (0, 1):
        state.heroes[h].hand = []
        state.heroes[h].res["metal"] = 2
        give(state, h, ["rifle"])
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    play(state, job_option("card", 0, state.heroes[0].hand[0]))     # attack 3 + 4⬢
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
    assert "2 bandits fall." in texts(events) if hits - rolls[1].data["successes"] >= 2 else True
    assert top(state)[0] != "join_fight" and state.fight == [0, 0, 0, 0]


def test_a_passed_player_may_still_join_and_may_stay_out():
    state = day_state({"players": 2, "mode": "coop"})
    state.heroes[1].passed = True
    state.bandits[(0, 0)] = 1
    for h in (0, 1):
        state.heroes[h].hand = []
        state.heroes[h].res["metal"] = 2
        give(state, h, ["rifle"])
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    play(state, job_option("card", 0, state.heroes[0].hand[0]))
    play(state, Option("roll"))
    assert top(state)[0] == "join_fight"
    play(state, DONE)
    assert state.fight == [0, 0, 0, 0] and len(state.heroes[1].hand) == 1


def test_the_easy_bot_joins_a_teammates_attack_but_not_a_rivals():
    for mode, joins in (("coop", True), ("versus", False)):
        state = _attack_with_a_friend(mode)
        bot = GAME.make_bot("easy", 1)
        (seat, decision), = GAME.pending(state).items()
        assert (bot.choose(GAME.view(state, seat), decision).kind == "job") == joins
