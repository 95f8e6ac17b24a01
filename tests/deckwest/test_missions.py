"""The missions' special rules, one test each (docs/rules/deckwest.md, "Missions")."""
from __future__ import annotations

from wildwest.core.engine import Option
from wildwest.games.deckwest.rules import job_option

from .helpers import GAME, at, day_state, dealt, give, options, play, set_map, top


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


def _coop(mission: str, seed: int = 1):
    """A co-op game of this mission at the first action (fighters taken: none)."""
    state = GAME.new_game(dealt({"players": 2, "mode": "coop", "mission": mission}), seed)
    while top(state)[0] == "fighter":
        play(state, Option("none"))
    state.bandits.clear()
    GAME.settle(state)
    return state


def _clear_map(state) -> None:
    """Walkable tiles (forest and mountains) on the face-up start: no water, no camps."""
    set_map(state, {p: ("forest", "mountain")[i % 2] for i, p in enumerate(sorted(state.up))})
    set_map(state, {(0, 0): "forest", (-1, 0): "forest"})


def _boots(state, h: int = 0, n: int = 1) -> None:
    state.heroes[h].hand = []
    state.heroes[h].tapped = True
    state.heroes[h].res["food"] = 5
    give(state, h, ["boots"] * n)
    at(state, [("turn", h, 0, 2)])
    play(state, job_option("card", 0, state.heroes[h].hand[0]))        # -1 food -> move 1


# ---- Stop That Wagon ------------------------------------------------------------------------------
def test_stop_that_wagon_sets_up_the_wagon_two_tiles_west_and_offers_a_fight_card():
    state = GAME.new_game(dealt({"players": 2, "mode": "coop", "mission": "stop_that_wagon"}), 3)
    assert state.wagon == (-2, 0) and (-2, 0) in state.up and (-3, 0) in state.tiles
    assert top(state) == ("fighter", 0)
    opts = options(state)
    assert Option("none") in opts and all(GAME.defs[o["card"]].cls == "fight" for o in opts if o.kind == "card")
    assert len({GAME.defs[o["card"]].id for o in opts if o.kind == "card"}) == len(opts) - 1   # one per card
    deck = len(state.trade_deck)
    card = opts[0]["card"]
    play(state, opts[0])
    play(state, Option("place", pile="draw"))
    assert state.heroes[0].draw[-1] == card and len(state.trade_deck) == deck - 1
    assert top(state) == ("fighter", 1)


def test_stop_that_wagon_the_wagon_can_be_attacked_and_its_guards_defend_it():
    state = _coop("stop_that_wagon")
    hero = state.heroes[0]
    hero.pos = state.wagon
    hero.hand = []
    hero.res["metal"] = 2
    give(state, 0, ["rifle"])
    state.bandits[state.wagon] = 1
    at(state, [("turn", 0, 0, 2)])
    assert {Option("attack_wagon"), Option("attack")} <= set(options(state))
    play(state, Option("attack_wagon"))
    play(state, job_option("card", 0, hero.hand[0]))                   # attack 3 + 4◆
    state.rng.seed(2)
    events = play(state, Option("roll"))
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls[1].data["faces"]) == 2 + 1                          # 2◆ of its own, 1◆ per guard
    assert len(rolls[2].data["faces"]) == 1                              # the guard strikes back
    damage = max(0, 3 + rolls[0].data["successes"] - rolls[1].data["successes"])
    assert state.vp[0] == 2 * damage and state.bandits[state.wagon] == 1  # +2x VP; the guard stays


def test_stop_that_wagon_flees_west_at_the_end_of_the_night_with_a_new_bandit():
    state = _coop("stop_that_wagon")
    for hero in state.heroes:
        hero.hand = []                                   # a full hand at the night's end kills
    events = at(state, [("night_end",)])
    assert state.wagon == (-3, 0) and (-3, 0) in state.up
    assert state.bandits[(-3, 0)] == 1 and (-4, 0) in state.tiles         # revealed: new tiles around
    assert any(e.kind == "wagon" for e in events)


def test_stop_that_wagon_flees_round_open_water_and_turns_back_at_a_lake_it_reveals():
    state = _coop("stop_that_wagon")
    for hero in state.heroes:
        hero.hand = []
    west = [p for p in state.tiles if p[0] == -3]
    set_map(state, {p: "water" for p in west if p != (-3, 1)} | {(-3, 1): "prairie"})
    at(state, [("night_end",)])
    assert state.wagon == (-3, 1)                        # round the lake, to the nearest dry tile
    state = _coop("stop_that_wagon")
    for hero in state.heroes:
        hero.hand = []
    set_map(state, {p: "water" for p in state.tiles if p[0] == -3}, up=False)
    events = at(state, [("night_end",)])
    assert state.wagon == (-2, 0) and (-3, 0) in state.up         # revealed a lake: stays put
    assert any(e.kind == "wagon" and "turns back" in e.text for e in events)
    assert state.bandits[(-2, 0)] == 1


def test_stop_that_wagon_never_starts_on_a_lake():
    state = _coop("stop_that_wagon")
    set_map(state, {(-2, 0): "water"}, up=False)
    lake = state.tiles[(-2, 0)]
    GAME._dry_start(state)
    assert "water" not in GAME.c.tiles[state.tiles[(-2, 0)]].places and lake in state.land_deck


def test_a_wagon_moved_off_a_removed_column_lands_on_dry_face_up_land():
    state = _coop("precious_cargo")
    _clear_map(state)
    west = sorted(p for p in state.tiles if p[0] == -1)
    set_map(state, {p: "water" for p in west if p != west[-1]} | {west[-1]: "prairie"})
    assert GAME._nearest_west(state, (0, 0), dry=True) == west[-1]
    assert GAME._open_water(state, GAME._nearest_west(state, (0, 0)))      # a walker's refuge may be a lake


# ---- Precious Cargo ---------------------------------------------------------------------------------
def test_precious_cargo_players_push_the_wagon_with_their_own_movement():
    state = _coop("precious_cargo")
    _clear_map(state)
    assert state.wagon == (0, 0)
    _boots(state)
    assert Option("push", x=-1, y=0, by="move") in options(state)
    play(state, Option("push", x=-1, y=0, by="move"))
    assert state.wagon == (-1, 0) and state.heroes[0].pos == (-1, 0) and state.vp[0] == 2


def test_precious_cargo_pushing_east_costs_and_the_wagon_stays_unless_pushed():
    state = _coop("precious_cargo")
    _clear_map(state)
    state.wagon = (-1, 0)
    state.heroes[0].pos = (-1, 0)
    state.vp[0] = 5
    _boots(state, n=2)
    play(state, Option("push", x=0, y=0, by="move"))
    assert state.wagon == (0, 0) and state.vp[0] == 3                     # wagon east: -2 VP
    play(state, job_option("card", 0, state.heroes[0].hand[0]))
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.wagon == (0, 0) and state.heroes[0].pos == (-1, 0)


def test_precious_cargo_the_wagon_is_hurt_leaving_bandits_and_raided_at_night():
    state = _coop("precious_cargo")
    _clear_map(state)
    state.vp[0] = 6
    _boots(state)
    state.bandits[(0, 0)] = 2
    play(state, Option("push", x=-1, y=0, by="move"))
    assert state.vp[0] == 6 + 2 - 1                                        # west +2, 1 damage -1
    state.heroes[0].pos = state.heroes[1].pos = (-1, -1)
    state.bandits[(-1, 0)] = 3
    state.rng.seed(5)
    events = at(state, [("night_end",), ("wagon_raid",)])
    roll = next(e for e in events if e.kind == "roll")
    assert len(roll.data["faces"]) == 3 and state.vp[0] == max(0, 7 - roll.data["successes"])


def test_precious_cargo_guards_on_the_tile_keep_the_raiders_off_the_wagon():
    state = _coop("precious_cargo")
    state.bandits[(0, 0)] = 3
    assert not [e for e in at(state, [("night_end",), ("wagon_raid",)]) if e.kind == "roll"]


def test_precious_cargo_no_wagon_on_open_water():
    state = _coop("precious_cargo")
    _clear_map(state)
    set_map(state, {(-1, 0): "water"})
    state.heroes[0].hand = []
    give(state, 0, ["boots"])
    assert GAME.push_options(state, 0, [Option("step", x=-1, y=0, by="sail")]) == []
    state.rails.add((-1, 0))
    assert GAME.push_options(state, 0, [Option("step", x=-1, y=0, by="sail")]) == [
        Option("push", x=-1, y=0, by="sail")]


# ---- There and Back Again ------------------------------------------------------------------------------
def test_there_and_back_again_keeps_the_map_four_rows_tall():
    state = _coop("there_and_back_again")
    assert {p[1] for p in state.tiles} == {-2, -1, 0, 1} and state.wagon == (0, 0)
    events = []
    GAME._reveal(state, 0, (-1, 2) if (-1, 2) in state.tiles else (-2, 1), True, events)
    assert all(-2 <= p[1] <= 1 for p in state.tiles)


def test_there_and_back_again_is_won_only_back_on_the_start_tile():
    state = _coop("there_and_back_again")
    _clear_map(state)
    win = GAME.c.boards[state.board].win
    state.heroes[1].pos = (-1, 0)
    state.vp[0] = win - 1
    events = []
    GAME._gain_vp(state, 0, 3, events, "wagon_west")
    assert not state.end and any(e.kind == "home" for e in events)          # the track alone is not enough
    state.heroes[1].hand = []
    give(state, 1, ["boots"])
    at(state, [("turn", 1, 0, 2)])
    play(state, job_option("card", 0, state.heroes[1].hand[0]))
    events = play(state, Option("step", x=0, y=0, by="move"))
    assert state.end == "win" and state.winners == [0, 1]


def test_there_and_back_again_never_loses_the_start_tile():
    state = _coop("there_and_back_again")
    state.land_out += state.land_deck
    state.land_deck = []
    assert GAME._next_tile(state, (-2, 0), []) is None and (0, 0) in state.tiles
    assert GAME.c.missions["there_and_back_again"].remove == 0


# ---- Double Trouble ----------------------------------------------------------------------------------
def _double():
    state = GAME.new_game(dealt({"players": 1, "mission": "double_trouble"}), 4)
    state.bandits.clear()
    set_map(state, {(0, 0): "forest", (-1, 0): "prairie_river", (-1, 1): "forest_river"})
    GAME.settle(state)
    return state


def test_double_trouble_is_one_character_with_two_meeples_and_the_wagon():
    state = _double()
    assert len(state.heroes) == 1 and state.heroes[0].meeples() == ((0, 0), (0, 0))
    assert state.wagon == (0, 0) and state.vp == [0]
    assert GAME.view(state, 0).heroes[0]["spare"] == (0, 0)


def test_double_trouble_switching_meeples_is_free_and_jobs_act_where_the_active_one_stands():
    state = _double()
    hero = state.heroes[0]
    hero.spare = (-1, 0)
    at(state, [("turn", 0, 1, 2)])
    events = play(state, Option("switch"))
    assert hero.pos == (-1, 0) and hero.spare == (0, 0) and top(state) == ("turn", 0, 1, 2)
    assert any(e.kind == "switch" for e in events)
    hero.standing = False                                   # the tile job was used by this meeple...
    play(state, Option("switch"))
    assert hero.standing and not hero.spare_standing        # ...the other one may still use its own


def test_double_trouble_the_wagon_waits_for_both_meeples():
    state = _double()
    hero = state.heroes[0]
    hero.hand = []
    hero.tapped = True
    hero.res["food"] = 5
    give(state, 0, ["boots", "boots"])
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", 0, hero.hand[0]))
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.wagon == (0, 0)                            # the other meeple is still on (0, 0)
    play(state, Option("done"))                             # no second Boots in this action
    play(state, Option("switch"))
    play(state, job_option("card", 0, hero.hand[0]))
    play(state, Option("step", x=-1, y=0, by="move"))
    GAME.settle(state)
    assert state.wagon == (-1, 0) and state.vp == [3]


def test_double_trouble_bandits_attack_either_meeple():
    state = _double()
    hero = state.heroes[0]
    hero.hand = []
    hero.spare = (-1, 1)
    state.bandits[(-1, 1)] = 2
    events = at(state, [("night_end",), ("night_attacks",)])
    assert [e.data["pos"] for e in events if e.kind == "bandit_attack"] == [(-1, 1)]
    state.tasks = [("bandit_move",)]
    GAME.settle(state)
    assert state.bandits.get((-1, 1)) == 2                   # a group with a meeple does not move


# ---- Are We the Baddies -----------------------------------------------------------------------------
PEACEFUL = ("jake_wilder", "elisa_watton", "derek_dogood")


def _baddies(players: int):
    """Are We the Baddies: every hero on (0, 0), each a character with no fight job of
    their own, with a Rifle (the third a Knife) and metal; one bandit there."""
    state = day_state({"players": players, "mode": "coop", "mission": "are_we_the_baddies"})
    for h, hero in enumerate(state.heroes):
        hero.char, hero.hand, hero.pos = PEACEFUL[h], [], (0, 0)
        hero.res.update(metal=2, gold=0)
        give(state, h, ["rifle" if h < 2 else "knife"])
    state.bandits[(0, 0)] = 1
    return state


def _gold_rolls(events) -> dict:
    """Who rolled for gold, and their successes."""
    return {e.text.split(" rolls")[0]: e.data["successes"] for e in events
            if e.kind == "roll" and "rolls for gold" in e.text}


def test_are_we_the_baddies_everyone_who_fought_rolls_for_gold_and_the_vp_come_once():
    state = _baddies(3)
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    play(state, job_option("card", 0, state.heroes[0].hand[0]))      # -1 metal -> attack 3 -> attack 4◆
    play(state, Option("roll"))
    assert top(state) == ("join_fight", 1, 0)
    play(state, job_option("card", 0, state.heroes[1].hand[0]))      # hero 1 joins
    assert top(state) == ("join_fight", 2, 0)
    events = play(state, Option("done"))                                 # hero 2 stays out
    rolls = _gold_rolls(events)                                          # 3 hits or more beat 1 bandit
    assert list(rolls) == [GAME.hero_name(state, h) for h in (0, 1)] and state.vp[0] == 3
    assert [x.res["gold"] for x in state.heroes] == list(rolls.values()) + [0]


def test_are_we_the_baddies_at_night_only_the_defenders_who_fought_roll_for_gold():
    state = _baddies(2)
    at(state, [("night_end",), ("night_attacks",)])
    assert top(state)[:2] == ("defend", 0)
    play(state, Option("done"))                                          # hero 0 only stands
    events = play(state, job_option("card", 0, state.heroes[1].hand[0]))
    assert list(_gold_rolls(events)) == [GAME.hero_name(state, 1)] and state.vp[0] == 3
    assert state.heroes[0].res["gold"] == 0


def test_other_missions_keep_the_clearing_for_the_attacker():
    state = day_state({"players": 2, "mode": "coop"})           # Speed of the Slowest: clear +2◆ gold
    for h, hero in enumerate(state.heroes):
        hero.char, hero.hand, hero.pos = PEACEFUL[h], [], (0, 0)
        hero.res.update(metal=2)
        give(state, h, ["rifle"])
    state.bandits[(0, 0)] = 1
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    play(state, job_option("card", 0, state.heroes[0].hand[0]))
    play(state, Option("roll"))
    events = play(state, job_option("card", 0, state.heroes[1].hand[0]))
    assert list(_gold_rolls(events)) == [GAME.hero_name(state, 0)]
