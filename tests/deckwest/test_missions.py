"""The missions' special rules, one test each (docs/rules/deckwest.md, "Missions")."""
from __future__ import annotations

from wildwest.core.engine import Option
from wildwest.games.deckwest.rules import job_option

from .helpers import GAME, at, day_state, give, options, play, set_map, top


def _mission_job(state, h: int, last: str) -> Option:
    """The mission card's own job (after the shared utility jobs) ending with `last`."""
    jobs = GAME.c.missions[state.mission].jobs
    ji = max(i for i, j in enumerate(jobs) if j.last == last)
    return job_option("mission", ji)


# ---- The Race ---------------------------------------------------------------------------------
def test_the_race_lets_players_scrap_their_mallets():
    state = day_state({"players": 2, "mission": "the_race"})
    hero = state.heroes[0]
    hero.hand = []
    give(state, 0, ["mallet", "boots"])
    mallet = hero.hand[0]
    at(state, [("turn", 0, 0, 2)])
    play(state, _mission_job(state, 0, "scrap"))
    assert mallet in state.removed and [GAME.defs[i].id for i in hero.hand] == ["boots"]
    at(state, [("turn", 0, 0, 2)])
    assert _mission_job(state, 0, "scrap") not in options(state)          # no Mallet left in hand


def _two_villages(state) -> None:
    """Villages on (0, 0) and (-1, -1), forest and mountains on the other face-up tiles."""
    set_map(state, {p: ("forest", "mountain")[i % 2] for i, p in enumerate(sorted(state.up))})
    set_map(state, {(0, 0): "village", (-1, -1): "village"})


def test_the_race_trains_run_village_to_village_when_neither_has_bandits():
    state = day_state({"players": 2, "mission": "the_race"})
    _two_villages(state)
    hero = state.heroes[0]
    hero.res["gold"] = 2
    assert GAME.ride_targets(state, (0, 0), 5) == [(-1, -1)]             # no railway anywhere
    ride = job_option("mission", 2)                                      # VS utility: -1 gold -> ride 5
    at(state, [("turn", 0, 0, 2)])
    assert ride in options(state)
    state.bandits[(-1, -1)] = 1
    assert GAME.ride_targets(state, (0, 0), 5) == []
    del state.bandits[(-1, -1)]
    play(state, ride)
    play(state, Option("ride", x=-1, y=-1))
    assert hero.pos == (-1, -1) and hero.res["gold"] == 1


def test_other_missions_run_trains_only_between_railways():
    state = day_state({"players": 2})
    _two_villages(state)
    assert GAME.ride_targets(state, (0, 0), 5) == []
    state.rails |= {(0, 0), (-1, -1)}
    assert GAME.ride_targets(state, (0, 0), 5) == [(-1, -1)]
