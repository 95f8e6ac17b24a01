"""The rules, one test each: set-up, turns, movement kinds, revealing, railways, combat,
the night phase, death, scoring and the end in each mode; the rulebook's examples."""
from __future__ import annotations

import random

import pytest

from wildwest.core.engine import Option
from wildwest.games.deckwest import board as B
from wildwest.games.deckwest.content import content
from wildwest.games.deckwest.rules import DONE, END_TURN, PASS, job_option

from .helpers import GAME, at, day_state, dealt, give, options, play, set_map, texts, top

C = content()


# ---- configuration and set-up --------------------------------------------------------------
def test_config_defaults_and_refusals():
    assert GAME.configure({"players": 3})["mode"] == "versus"
    assert GAME.configure({"players": 3})["mission"] == "discovery"
    assert GAME.configure({"players": 1}) == {"players": 1, "mode": "solo", "mission": "new_world", "board": "A",
                                              "difficulty": "d20", "characters": "1"}
    assert GAME.configure({"players": 2, "mode": "coop"})["mission"] == "speed_of_the_slowest"
    assert GAME.configure({"players": 2, "mode": "coop"})["board"] == "C"           # the mission's first board
    assert GAME.configure({"players": 1, "mission": "the_feast"})["mission"] == "the_feast"   # solo plays co-op missions
    for good in ({"players": 5}, {"players": 5, "mode": "coop"}, {"players": 2, "difficulty": "d10"},
                 {"players": 2, "board": "B"}, {"players": 2, "mode": "coop", "board": "D"},
                 {"players": 2, "characters": "3"}, {"players": 1, "characters": "3"}, {"players": 5, "characters": "2"}):
        GAME.configure(good)
    for bad in ({"players": 1, "mode": "versus"}, {"players": 2, "mode": "solo"}, {"players": 6},
                {"players": 2, "mission": "the_feast"}, {"players": 2, "mode": "coop", "mission": "discovery"},
                {"players": 2, "difficulty": "d6"}, {"players": 2, "mission": "nowhere"},
                {"players": 2, "board": "C"}, {"players": 2, "mode": "coop", "board": "A"}, {"players": 2, "board": "E"},
                {"players": 3, "characters": "3"}, {"players": 2, "characters": "4"}, {"players": 2, "mode": "race"}):
        with pytest.raises(ValueError):
            GAME.configure(bad)


def test_set_up():
    state = GAME.new_game(dealt({"players": 3}), 5)
    assert len([i for i in state.trade_row if i]) == 5 and len(state.trade_deck) == 61
    assert len(state.up) == 6 and len(state.tiles) == 13 and len(state.land_deck) == 35
    assert {p for p in state.up} == {(x, y) for x in (-1, 0) for y in (-1, 0, 1)}
    assert all(h.pos == (0, 0) for h in state.heroes)
    assert all(C.characters[h.char].difficulty == 1 for h in state.heroes)
    for h in state.heroes:
        ch = C.characters[h.char]
        assert len(h.hand) == ch.hand or not h.alive
        assert len(h.hand) + len(h.draw) == sum(ch.deck.values())
    assert state.tracker == 0 and state.vp == [0, 0, 0] and state.board == "A"


def test_coop_set_up_moves_the_tracker_for_each_player_above_two():
    state = GAME.new_game(dealt({"players": 4, "mode": "coop"}), 5)
    assert state.tracker == 2 and state.vp == [0] and state.board == "C" and state.wagon == (0, 0)


def test_solo_is_one_seat_with_two_characters():
    state = GAME.new_game(dealt({"players": 1}), 5)
    assert [h.seat for h in state.heroes] == [0, 0]
    assert list(GAME.pending(state)) == [0]


# ---- the day --------------------------------------------------------------------------------
def test_versus_first_player_takes_one_action_then_one_or_two():
    state = day_state({"players": 3})
    assert top(state) == ("turn", 0, 0, 1)
    play(state, PASS)
    assert top(state) == ("turn", 1, 0, 2)
    assert END_TURN not in options(state)
    give(state, 1, ["cow"])
    GAME.settle(state)
    cow = next(o for o in options(state) if o.kind == "job" and o["card"].startswith("cow"))
    play(state, cow)
    if top(state)[0] == "chain":                  # another job ending in a gain may join
        play(state, DONE)
    assert top(state) == ("turn", 1, 1, 2) and END_TURN in options(state)
    play(state, END_TURN)
    assert top(state)[:2] == ("turn", 2)


def _next(h: int) -> Option:
    return Option("next", hero=h)


def test_coop_any_hero_may_take_the_first_turn_of_the_day():
    """Rulebook, co-op: "Turn order is not important. Players may take their turns in any
    order they agree." Seat 1 is not made to act or pass first."""
    state = day_state({"players": 3, "mode": "coop"})
    (seat, decision), = GAME.pending(state).items()
    assert top(state)[0] == "who" and seat == 0
    assert set(decision.options) == {_next(0), _next(1), _next(2)}
    play(state, _next(2))
    assert top(state) == ("turn", 2, 0, 2) and list(GAME.pending(state)) == [2]


def test_coop_after_a_turn_the_player_names_any_hero_still_in_the_day():
    state = day_state({"players": 3, "mode": "coop"})
    play(state, _next(1))
    play(state, PASS)                               # hero 1 passes for the day
    (seat, decision), = GAME.pending(state).items()
    assert top(state)[0] == "who" and seat == 1     # who just played says who goes next
    assert set(decision.options) == {_next(0), _next(2)}
    play(state, _next(2))
    give(state, 2, ["cow"])
    GAME.settle(state)
    play(state, next(o for o in options(state) if o.kind == "job" and o["card"].startswith("cow")))
    if top(state)[0] == "chain":
        play(state, DONE)
    play(state, END_TURN)
    assert set(options(state)) == {_next(0), _next(2)}
    play(state, _next(2))                           # the same hero may go again
    assert top(state) == ("turn", 2, 0, 2)
    play(state, PASS)
    assert top(state) == ("turn", 0, 0, 2)          # only one left: no question


def test_versus_keeps_its_order_and_solo_chooses_its_character():
    assert top(day_state({"players": 3}))[0] == "turn"
    state = day_state({"players": 1})
    (seat, decision), = GAME.pending(state).items()
    assert seat == 0 and set(decision.options) == {_next(0), _next(1)}


def test_bots_keep_the_seat_order_in_coop():
    bot = GAME.make_bot("easy", 1)
    state = day_state({"players": 3, "mode": "coop"})
    (seat, decision), = GAME.pending(state).items()
    assert bot.choose(GAME.view(state, seat), decision) == _next(0)
    play(state, _next(0))
    play(state, PASS)
    (seat, decision), = GAME.pending(state).items()
    assert bot.choose(GAME.view(state, seat), decision) == _next(1)
    assert GAME.make_bot("hard", 1).choose(GAME.view(state, seat), decision) == _next(1)


def test_the_day_ends_when_everyone_has_passed_and_items_may_be_discarded():
    state = day_state()
    play(state, PASS)
    play(state, PASS)
    assert top(state) == ("day_end", 0)
    hand = state.heroes[0].hand
    items = [i for i in hand if i not in GAME.danger]
    for i in items:
        play(state, Option("card", card=i))
    assert top(state) == ("day_end", 1)


def test_the_day_ends_discard_warns_a_full_hand_that_it_dies_at_the_end_of_the_night():
    """The rulebook's "Beware" at this step: a player who passed with a full hand and kept
    it died at the end of the night, never told."""
    state = day_state()
    play(state, PASS)
    play(state, PASS)
    hand = state.heroes[0].hand
    assert len(hand) == 6
    (_, decision), = GAME.pending(state).items()
    assert decision.prompt.endswith("Discard at least 1, or with 6 cards in hand you die at the end of the night")
    play(state, Option("card", card=next(i for i in hand if i not in GAME.danger)))
    (_, decision), = GAME.pending(state).items()
    assert decision.prompt.endswith(": end of day: discard item cards you do not keep")


def test_character_jobs_tap_and_untap_each_day():
    state = day_state()
    state.heroes[0].char = "jake_wilder"
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("char", 0))
    play(state, options(state)[0])
    assert state.heroes[0].tapped
    assert not [o for o in options(state) if o.kind == "job" and o["src"] == "char"]
    at(state, [("day",)])
    assert not state.heroes[0].tapped


def test_a_tile_job_once_per_visit_and_not_with_bandits():
    state = day_state()
    state.tiles[(0, 0)], state.tiles[(-1, 0)] = "v5", state.tiles[(0, 0)]       # Village 5: draw 2
    if "v5" in state.land_deck:
        state.land_deck.remove("v5")
        state.land_deck.append(state.tiles[(-1, 0)])
        state.tiles[(-1, 0)] = next(t for t in C.tiles if C.tiles[t].kind == "forest" and t in state.land_deck)
        state.land_deck.remove(state.tiles[(-1, 0)])
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("tile", 0))
    assert not state.heroes[0].standing
    assert job_option("tile", 0) not in options(state)
    state.heroes[0].standing = True
    state.bandits[(0, 0)] = 1
    at(state, [("turn", 0, 0, 2)])
    (_, d), = GAME.pending(state).items()
    assert job_option("tile", 0) not in d.options and d.reason("tile") == "bandits are on this tile"


# ---- movement -------------------------------------------------------------------------------
def _mover(kinds, pool, pos=(0, 0)):
    state = day_state()
    set_map(state, kinds)
    state.heroes[0].pos = pos
    state.pool = list(pool)
    at(state, [("turn", 0, 1, 2), ("move", 0)])
    return state


def test_normal_movement_cannot_enter_water_and_pays_two_for_mountains():
    state = _mover({(0, 0): "prairie", (-1, 0): "water", (0, -1): "mountain", (0, 1): "forest"}, [1, 0, 0])
    steps = {(o["x"], o["y"]) for o in options(state) if o.kind == "step"}
    assert (-1, 0) not in steps and (0, -1) not in steps and (0, 1) in steps
    state = _mover({(0, 0): "prairie", (-1, 0): "water", (0, -1): "mountain", (0, 1): "forest"}, [2, 0, 0])
    play(state, Option("step", x=0, y=-1, by="move"))
    assert state.heroes[0].pos == (0, -1) and state.pool == [0, 0, 0]


def test_the_log_says_where_a_move_goes_in_words():
    state = _mover({(0, 0): "prairie", (0, -1): "mountain"}, [2, 0, 0])
    tile = GAME.c.tiles[state.tiles[(0, -1)]]
    said = texts(play(state, Option("step", x=0, y=-1, by="move")))
    assert any(t.endswith(f"moves north to {tile.name} (mountain).") for t in said), said


def test_normal_movement_may_leave_water_and_railways_cost_nothing_but_need_a_point():
    state = _mover({(0, 0): "water", (-1, 0): "forest"}, [1, 0, 0])
    state.rails.add((-1, 0))
    at(state, [("turn", 0, 1, 2), ("move", 0)])
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.heroes[0].pos == (-1, 0) and state.pool[0] == 1


def test_climbing_pays_one_for_mountains_and_railways_and_cannot_enter_water():
    state = _mover({(0, 0): "prairie", (-1, 0): "water", (0, -1): "mountain"}, [0, 1, 0])
    steps = {(o["x"], o["y"]) for o in options(state) if o.kind == "step"}
    assert (-1, 0) not in steps and (0, -1) in steps


def test_sailing_must_start_or_end_on_water_or_a_river():
    state = _mover({(0, 0): "prairie", (-1, 0): "water", (0, -1): "forest", (0, 1): "forest_river"}, [0, 0, 1])
    steps = {(o["x"], o["y"]) for o in options(state) if o.kind == "step"}
    assert steps == {(-1, 0), (0, 1)} | ({(1, 0)} if (1, 0) in state.tiles else set())


def test_leaving_a_tile_with_bandits_costs_a_pain_card():
    state = _mover({(0, 0): "prairie", (-1, 0): "forest"}, [1, 0, 0])
    state.bandits[(0, 0)] = 2
    at(state, [("turn", 0, 1, 2), ("move", 0)])             # asked again, among the bandits
    pain = len(state.pain_deck)
    assert GAME.pending(state)[0].prompt.endswith(". Slipping past the bandits here costs a Pain card")
    play(state, Option("step", x=-1, y=0, by="move"))
    assert len(state.pain_deck) == pain - 1 and state.heroes[0].discard[-1] in GAME.danger


def test_a_move_among_no_bandits_says_nothing_of_them():
    state = _mover({(0, 0): "prairie", (-1, 0): "forest"}, [1, 0, 0])
    assert GAME.pending(state)[0].prompt.endswith(": choose where to go, or stop")


def test_moving_onto_a_face_down_tile_reveals_it_and_the_reveal_costs_one_point():
    state = _mover({(0, 0): "prairie", (-1, 0): "forest"}, [1, 0, 0])
    state.up.discard((-1, 0))
    state.heroes[0].pos = (0, 0)
    at(state, [("turn", 0, 1, 2), ("move", 0)])
    events = play(state, Option("step", x=-1, y=0, by="move"))
    assert (-1, 0) in state.up and any(e.kind == "reveal" and e.reveal for e in events)
    assert top(state)[0] == "enter" and state.pool[0] == 0
    play(state, Option("enter", x=-1, y=0))
    assert state.heroes[0].pos == (-1, 0)


def test_a_reveal_that_shows_a_mountain_is_topped_up_by_another_job_for_the_rest():
    """Rulebook: "If your movement ... is not enough to move onto it, you may play another
    Job to reach the required movement as part of the same action": one Boots reveals a
    mountain (its point is spent), a second Boots pays the one point still missing."""
    state = day_state()
    set_map(state, {(0, 0): "prairie", (-1, 0): "mountain"})
    state.up.discard((-1, 0))
    hero = state.heroes[0]
    hero.hand, hero.res["food"] = [], 5
    give(state, 0, ["boots", "boots"])
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", 0, hero.hand[0]))               # -1 food -> move 1
    play(state, Option("step", x=-1, y=0, by="move"))               # the reveal spends the point
    assert (-1, 0) in state.up and hero.pos == (0, 0) and top(state)[0] == "chain"
    play(state, job_option("card", 0, hero.hand[0]))               # the second Boots: 1 more point
    assert Option("step", x=-1, y=0, by="move") in options(state)
    play(state, Option("step", x=-1, y=0, by="move"))
    assert hero.pos == (-1, 0) and state.pool == [0, 0, 0] and hero.res["food"] == 3
    while top(state)[0] != "turn":                                  # finish the action
        play(state, DONE if DONE in options(state) else Option("stop"))
    assert state.topup == ()                                        # no credit outlives its action


def test_revealing_water_by_walking_scores_but_you_stay():
    state = _mover({(0, 0): "prairie", (-1, 0): "water"}, [1, 0, 0])
    state.up.discard((-1, 0))
    at(state, [("turn", 0, 1, 2), ("move", 0)])
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.heroes[0].pos == (0, 0) and (-1, 0) in state.up


# ---- revealing --------------------------------------------------------------------------------
def test_revealing_adds_face_down_tiles_around_but_not_east_of_the_eastmost():
    state = day_state()
    state.heroes[0].pos = (-1, -1)
    n = len(state.tiles)
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-1, y=-2))
    assert {(-1, -3), (-2, -2)} <= set(state.tiles) and (1, -2) not in state.tiles
    assert len(state.tiles) == n + 2


def test_reveal_range_is_two_spaces_with_one_diagonal():
    state = day_state()
    targets = set(GAME.reveal_targets(state, (0, 0)))
    assert {(0, -2), (-1, 2), (-2, -1), (-2, 1)} <= targets
    assert B.in_reveal_range((0, 0), (2, 1)) and not B.in_reveal_range((0, 0), (2, 2))
    assert not B.in_reveal_range((0, 0), (3, 0)) and not B.in_reveal_range((0, 0), (0, 0))
    assert set(GAME.reveal_targets(state, (-1, 0))) == {p for p in state.tiles if p not in state.up}


def test_a_campfire_adds_a_bandit_when_revealed():
    state = day_state()
    state.land_deck.append(state.tiles[(-2, 0)])
    camp = next(t for t in state.land_deck if t.startswith("c"))
    state.land_deck.remove(camp)
    state.tiles[(-2, 0)] = camp
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-2, y=0))
    assert state.bandits[(-2, 0)] == 1


def test_revealing_scores_one_and_one_more_when_westmost():
    state = day_state()
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-1, y=-2))             # not further west than x = -1
    assert state.vp[0] == 1
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    state.heroes[0].pos = (-1, 0)
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(state, Option("reveal", x=-2, y=0))
    assert state.vp[0] == 3 and state.west_reveal == -2


def test_an_empty_land_deck_recycles_the_eastmost_column():
    state = day_state()
    state.land_out += state.land_deck
    state.land_deck = []
    for h in state.heroes:
        h.pos = (-1, 0)
    events = []
    tile = GAME._next_tile(state, (-2, 0), events)
    assert tile is not None and all(p[0] < 0 for p in state.tiles)
    assert any(e.kind == "land_reshuffle" for e in events)


# ---- railways ----------------------------------------------------------------------------------
def test_a_railway_scores_three_when_westmost_else_two():
    state = day_state()
    set_map(state, {(0, 0): "prairie", (-1, 0): "prairie"})
    state.heroes[0].pos = (-1, 0)
    at(state, [("turn", 0, 1, 2)])
    GAME._build(state, 0, "rail", [])
    GAME.settle(state)
    assert state.vp[0] == 3
    state.heroes[0].pos = (0, 0)
    GAME._build(state, 0, "rail", [])
    GAME.settle(state)
    assert state.vp[0] == 5


def test_no_railway_on_water_on_a_railway_or_with_bandits_but_a_bridge_on_a_river():
    state = day_state()
    set_map(state, {(0, 0): "water", (-1, 0): "prairie_river"})
    assert GAME.build_block(state, (0, 0), "rail")
    assert GAME.build_block(state, (0, 0), "bridge") is None
    assert GAME.build_block(state, (-1, 0), "bridge") is None
    state.rails.add((-1, 0))
    assert GAME.build_block(state, (-1, 0), "rail")
    state.bandits[(0, 0)] = 1
    assert GAME.build_block(state, (0, 0), "bridge")


# ---- combat ----------------------------------------------------------------------------------------
def test_attacking_bandits_primary_then_counter_attack():
    state = day_state()
    state.bandits[(0, 0)] = 1
    state.heroes[0].hand = []
    state.heroes[1].pos = (-1, 0)                        # alone: nobody joins
    give(state, 0, ["rifle"])
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("attack"))
    rifle = state.heroes[0].hand[0]
    play(state, job_option("card", 0, rifle))            # -1 metal -> attack 3 -> attack 4◆
    assert state.fight[:2] == [3, 4]
    state.rng = random.Random(3)
    events = play(state, Option("roll"))
    rolls = [e for e in events if e.kind == "roll"]
    assert rolls[0].data["die"] == "job" and len(rolls[0].data["faces"]) == 4
    saves = sum(rolls[1].data["faces"])
    hits = 3 + sum(rolls[0].data["faces"])
    assert (hits > saves) == ((0, 0) not in state.bandits)
    if (0, 0) not in state.bandits:
        assert state.vp[0] == 2                          # clearing a tile: +2 VP in Discovery


def test_bandits_hurt_every_player_on_the_tile_with_pain_cards():
    state = day_state()
    for h in state.heroes:
        h.pos = (0, 0)
    events = []
    GAME._hurt(state, (0, 0), 2, events)
    assert all(sum(1 for i in h.discard if i in GAME.danger) == 2 for h in state.heroes)


def test_at_night_bandits_attack_players_who_may_defend():
    state = day_state()
    state.bandits[(0, 0)] = 2
    state.heroes[0].hand = []
    state.heroes[1].pos = (-1, 0)
    give(state, 0, ["dillinger"])
    at(state, [("night_end",), ("night_attacks",)])
    assert top(state) == ("defend", 0, (0, 0))
    play(state, options(state)[0])
    assert state.fight[2:] == [0, 0] or True
    assert top(state)[0] != "defend"


def test_a_night_attack_says_what_done_does_before_and_after_a_fight_job():
    """The prompt said "or stand" beside a button named Done."""
    state = day_state()
    state.bandits[(0, 0)] = 2
    state.heroes[0].hand = []
    give(state, 0, ["dillinger"])
    at(state, [("resolve_night", (0, 0), ()), ("defend", 0, (0, 0))])
    decision = GAME.pending(state)[0]
    assert decision.prompt.endswith("the bandits attack: defend with a fight job, or press Done to take their hits")
    assert GAME.describe(decision.options[-1]) == "Done"
    state.fight = [0, 1, 2, 0]
    at(state, [("resolve_night", (0, 0), ()), ("defend", 0, (0, 0))])
    assert GAME.pending(state)[0].prompt.endswith(
        "your defence: 2 sure hits, your attack: 1 die. Add a fight job, or press Done to fight")


# ---- the night ---------------------------------------------------------------------------------------
def test_the_trade_row_moves_right_and_a_new_card_comes_in():
    state = day_state()
    row = list(state.trade_row)
    at(state, [("night_end",), ("shift",)])
    assert state.trade_row[1:] == row[:4] and state.trade_discard[-1] == row[4]


def test_everyone_takes_an_exhaustion_card_onto_the_pile_they_choose():
    state = day_state()
    events = at(state, [("night_end",), ("ex", 1), ("ex", 0)])
    inst = top(state)[2]
    assert GAME.defs[inst].cls == "exhaustion"
    assert f"takes the {GAME.card_name(inst)} for the night (everyone takes an Exhaustion card)." in \
        " ".join(e.text for e in events)          # why: "takes the Hunger" alone did not say
    play(state, Option("place", pile="draw"))
    assert state.heroes[0].draw[-1] == inst


def test_a_danger_card_that_would_kill_on_the_draw_pile_says_so():
    """Drawn, a danger card that makes a hand of danger cards kills: its pile's question
    says so then, and only then."""
    state = day_state()
    at(state, [("night_end",), ("ex", 0)])
    (_, decision), = GAME.pending(state).items()
    assert decision.prompt.endswith("on top of your draw or discard pile")
    hero = state.heroes[0]
    hero.hand = sorted(GAME.danger)[:5]
    at(state, [("night_end",), ("ex", 0)])
    (_, decision), = GAME.pending(state).items()
    assert decision.prompt.endswith("On the draw pile it is the next card you draw, and 6 danger cards "
                                    "in hand kill you")


def test_bandits_move_by_the_compass_and_the_opposite_way_at_the_edge():
    state = day_state()
    for h in state.heroes:
        h.pos = (0, 1)
    state.bandits = {(-1, -2): 1}
    state.rng = random.Random(0)
    seen = set()
    for seed in range(40):
        state.bandits = {(-1, -2): 1}
        state.rng = random.Random(seed)
        events = []
        GAME._move_group(state, (-1, -2), set(), events)
        face = events[0].data["faces"][0]
        seen.add(face)
        if face == "N":                 # no tile north of (-1, -2): the group goes south
            assert state.bandits == {(-1, -1): 1}
        elif face == "+":
            assert state.bandits == {(-1, -2): 2}
        elif face == "W":               # (-2, -2) is empty: east
            assert state.bandits == {(0, -2): 1}
    assert seen == {"N", "S", "W", "+"}


def test_bandits_with_a_player_or_on_a_camp_do_not_move():
    state = day_state()
    state.bandits = {(0, 0): 2}
    moved = set()
    GAME._move_group(state, (0, 0), moved, [])
    assert state.bandits == {(0, 0): 2}


def test_a_group_meeting_an_unmoved_group_moves_it_first_or_merges():
    state = day_state()
    for h in state.heroes:
        h.pos = (0, 1)
    state.bandits = {(-1, 0): 1, (-1, -1): 3}
    for seed in range(30):
        state.bandits = {(-1, 0): 1, (-1, -1): 3}
        state.rng = random.Random(seed)
        GAME._move_group(state, (-1, 0), set(), [])
        assert sum(state.bandits.values()) in (4, 5, 6)


def test_bandits_appear_by_the_star_numbers_and_big_groups_split():
    state = day_state()
    state.bandits = {}
    state.die = 12
    state.rng = random.Random(1)
    events = []
    at(state, [("night_end",), ("appear",)])
    assert state.bandits or True
    state.bandits = {(-1, 0): 7}
    state.die = 20
    state.rng = random.Random(1)
    state.tasks = [("night_end",), ("appear",)]
    GAME._t_appear(state, state.tasks[-1], events)
    assert state.bandits[(-1, 0)] <= 5 and sum(state.bandits.values()) >= 7


def test_the_number_of_rolls_follows_the_furthest_token():
    state = day_state()
    state.die = 8
    for tracker, vp, rolls in [(0, [0, 0], 1), (3, [0, 0], 2), (0, [12, 0], 3)]:
        state.tracker, state.vp = tracker, list(vp)
        events = []
        state.tasks = [("night_end",), ("appear",)]
        GAME._t_appear(state, state.tasks[-1], events)
        roll = next(e for e in events if e.kind == "roll")
        assert len(roll.data["faces"]) == rolls and roll.data["die"] == "d8"
        times = "once" if rolls == 1 else f"{rolls} times"          # not "2 dice roll 9, 16" of one die
        faces = [str(f) for f in roll.data["faces"]]
        assert roll.text == f"The 8-sided bandit die is rolled {times}: " + (
            faces[0] if rolls == 1 else ", ".join(faces[:-1]) + " and " + faces[-1]) + "."


def test_tiles_far_east_of_every_player_are_removed():
    state = day_state()
    for h in state.heroes:
        h.pos = (-4, 0)
    state.tiles[(-4, 0)] = state.land_deck.pop()
    state.bandits[(0, 1)] = 2
    at(state, [("night_end",), ("remove",)])
    assert all(p[0] <= -1 for p in state.tiles) and (0, 1) not in state.bandits


# ---- death, end, scoring --------------------------------------------------------------------------
def test_a_hand_full_of_danger_cards_kills():
    state = day_state({"players": 2, "mode": "coop"})
    hero = state.heroes[0]
    hero.hand = []
    hero.draw = []
    hand = C.characters[hero.char].hand
    give(state, 0, ["owie"] * hand)
    hero.draw, hero.hand = hero.hand, []
    GAME._draw(state, 0, hand, [])
    assert not hero.alive and state.end == "death" and GAME.result(state).winners == ()


def test_a_full_hand_at_the_end_of_the_night_kills():
    state = day_state()
    hero = state.heroes[0]
    state.heroes[1].hand = []
    give(state, 0, ["boots"] * 6)
    at(state, [("night_end",)])
    assert not hero.alive and state.heroes[1].alive and not state.end


def test_versus_first_to_the_end_of_the_score_track_wins():
    state = day_state()
    state.vp = [15, 3]
    GAME._gain_vp(state, 0, 1, [], "reveal")
    assert state.end == "win" and GAME.result(state).winners == (0,)


def test_versus_bandits_end_goes_to_most_vp_then_west_then_resources():
    state = day_state()
    state.tracker = 7
    state.vp = [5, 5]
    state.heroes[0].pos, state.heroes[1].pos = (0, 0), (-1, 0)
    at(state, [("night_end",), ("tracker",)])
    assert state.end == "bandits" and GAME.result(state).winners == (1,)


def test_coop_wins_together_and_loses_to_the_tracker():
    state = day_state({"players": 3, "mode": "coop"})
    state.vp = [15]
    GAME._gain_vp(state, 2, 1, [], "reveal")
    assert GAME.result(state).winners == (0, 1, 2)
    state = day_state({"players": 3, "mode": "coop"})
    state.tracker, state.vp = 7, [9]
    at(state, [("night_end",), ("tracker",)])
    assert state.end == "bandits" and GAME.result(state).winners == ()
    assert f"with the team at 9 of {GAME.c.boards[state.board].win} VP" in GAME.result(state).summary


def test_the_wagon_moves_west_when_every_player_is_west_of_it():
    state = day_state({"players": 2, "mode": "coop"})
    state.heroes[0].pos = (-1, 0)
    GAME._wagon_follows(state, 0, [])
    assert state.wagon == (0, 0)
    state.heroes[1].pos = (-1, 1)
    GAME._wagon_follows(state, 1, [])
    GAME.settle(state)
    assert state.wagon == (-1, 0) and state.vp == [3]


def test_vp_never_goes_below_zero():
    state = day_state()
    GAME._gain_vp(state, 0, -4, [], "paid")
    assert state.vp[0] == 0


def test_a_tile_job_finishes_when_its_column_is_recycled_under_it():
    state = day_state()
    village = state.tiles.pop((0, 0))                    # the land deck took this column
    state.land_deck.append(village)
    state.heroes[0].pos = (-1, 0)
    v3 = C.tiles["v3"]
    at(state, [("next", 0, 1, 2), ("action_end", 0), ("job", 0, "tile", "v3", 0, 0, 0, True)])
    assert top(state)[0] in ("move", "chain", "turn") and v3.job.steps[0].verb == "move"
