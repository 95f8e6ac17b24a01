"""The easy bot plays the co-op and solo missions' goals (docs/rules/deckwest.md, "Bots"):
set-up positions where the mission's scoring decides the bot's choice."""
from __future__ import annotations

import random

import pytest

from wildwest.core.engine import Option
from wildwest.core.session import Session
from wildwest.games.deckwest.bots import SEARCH, TEAM, TEAM_SEARCHED, EasyBot, make_bot

from .helpers import GAME, at, day_state, dealt, give, options, play, set_map, top
from .test_missions import _clear_map, _coop


def _choice(state):
    (player, decision), = GAME.pending(state).items()
    return EasyBot(GAME, 1).choose(GAME.view(state, player), decision)


def _with_boots(state, h: int = 0) -> None:
    """Only a pair of Boots in hand (the character card tapped, nothing to buy), at h's
    action choice."""
    hero = state.heroes[h]
    hero.hand, hero.tapped = [], True
    hero.res["food"] = 5
    state.trade_discard += [i for i in state.trade_row if i]
    state.trade_row = [None] * len(state.trade_row)
    give(state, h, ["boots"])
    at(state, [("turn", h, 0, 2)])


def test_stop_that_wagon_the_bot_walks_round_water_towards_the_wagon():
    state = _coop("stop_that_wagon")
    assert state.wagon == (-2, 0)
    set_map(state, {(0, 0): "forest", (-1, 0): "water", (0, 1): "water", (-1, 1): "water",
                    (0, -1): "forest", (-1, -1): "forest", (-2, -1): "forest"})
    _with_boots(state)
    job = _choice(state)
    assert job.kind == "job" and job["card"] == state.heroes[0].hand[0]    # the Boots, not a pass
    play(state, job)
    assert _choice(state) == Option("step", x=0, y=-1, by="move")          # the way round the lake


def test_stop_that_wagon_the_bot_attacks_the_wagon_when_its_dice_get_through():
    state = _coop("stop_that_wagon")
    hero = state.heroes[0]
    hero.pos, hero.hand, hero.tapped = state.wagon, [], True
    hero.res["metal"] = 2
    give(state, 0, ["rifle"])
    state.bandits[state.wagon] = 1
    at(state, [("turn", 0, 0, 2)])
    assert {Option("attack_wagon"), Option("attack")} <= set(options(state))
    assert _choice(state) == Option("attack_wagon")                        # 2 VP a damage against 1 VP


def test_precious_cargo_the_bot_reveals_the_way_west_and_stays_with_the_wagon():
    state = _coop("precious_cargo")
    _clear_map(state)
    set_map(state, {(-2, 0): "forest"}, up=False)
    state.wagon = state.heroes[0].pos = (-1, 0)
    _with_boots(state)
    play(state, _choice(state))                                            # the Boots
    assert Option("push", x=0, y=0, by="move") in options(state)
    assert _choice(state) == Option("step", x=-2, y=0, by="move")          # reveal the tile west
    play(state, Option("step", x=-2, y=0, by="move"))
    assert top(state)[0] == "enter" and (-2, 0) in state.up
    play(state, _choice(state))
    assert state.heroes[0].pos == state.wagon == (-1, 0)                   # stayed to push it next


def test_the_feast_the_bot_saves_food_and_discovery_does_not():
    for config, saved in (({"players": 2, "mode": "coop", "mission": "the_feast"}, True), ({"players": 2}, False)):
        state = day_state(config)
        state.heroes[0].res.update(gold=0, metal=0, wood=0, food=4)
        at(state, [("turn", 0, 0, 2), ("res", 0, "gain", 1, False, False)])
        assert (_choice(state)["r"] == "food") == saved


def test_double_trouble_the_active_meeple_walks_no_further_than_one_column_past_the_other():
    state = day_state({"players": 1, "mission": "double_trouble"})
    hero = state.heroes[0]
    hero.pos, hero.spare = (-3, 0), (0, 0)
    assert EasyBot(GAME, 1).laggard_line(state, 0) == -1


def test_are_we_the_baddies_the_bot_walks_to_a_lone_bandit_where_clearing_scores():
    state = _coop("are_we_the_baddies")
    _clear_map(state)
    set_map(state, {(0, 1): "forest"})
    state.bandits[(0, 1)] = 1
    _with_boots(state)
    play(state, _choice(state))                                            # the Boots
    assert _choice(state) == Option("step", x=0, y=1, by="move")           # not west, where tiles hide


def test_building_together_the_bot_keeps_its_railway_card():
    for mission, kept in (("building_together", True), ("speed_of_the_slowest", False)):
        state = _coop(mission)
        state.heroes[0].hand = []
        give(state, 0, ["mallet", "boots"])
        at(state, [("turn", 0, 0, 2), ("cards", 0, "scrap", "item", 1)])
        assert (GAME.defs[_choice(state)["card"]].id == "boots") == kept   # the deck's one Mallet


@pytest.mark.parametrize("config", [{"players": 2, "mode": "coop", "mission": "precious_cargo"},
                                    {"players": 1, "mode": "solo", "mission": "new_world"}])
def test_the_hard_team_searches_every_choice_that_steers_it_and_leaves_payments_to_easy(config):
    """In co-op and solo the hard bot searches actions, moves, who acts next and trade
    (its Hint quotes a chance), while a job's payments and the set-up are the easy bot's
    (docs: Bots)."""
    session = Session.start(GAME, dealt(config), 4, ["random"] * config["players"])
    rng, seen = random.Random(4), {}
    while session.result() is None and not {"turn", "move", "who", "trade", "x"} <= set(seen):
        player, decision = sorted(session.pending().items())[0]
        view = session.view(player)
        kind = view.tasks[-1][0]
        if len(decision.options) > 1 and seen.get(kind, 0) < 2:
            bot = make_bot(GAME, "hard", len(seen), iterations=3)
            stats = bot.analyse(view, decision)
            assert (sum(s.visits for s in stats) == 3) == (kind in TEAM_SEARCHED), kind
            assert (bot.advise(view, decision)[1] is not None) == (kind in TEAM_SEARCHED), kind
            seen[kind] = seen.get(kind, 0) + 1
        session.play(player, rng.choice(decision.options))
    assert {"turn", "move", "who", "trade", "x"} <= set(seen)


@pytest.mark.parametrize("config, search", [({"players": 2}, SEARCH),
                                            ({"players": 2, "mode": "coop", "mission": "precious_cargo"}, TEAM)])
def test_hard_weighs_a_versus_action_among_the_best_few_and_a_teams_in_its_tree(config, search):
    """Versus: the easy bot's best 4 actions (passing and ending the turn beside them) in
    shared worlds, 84 iterations; a team: the tree over all its options, 28 iterations, a
    third, since its rollouts play to the end (bots.mode_search; docs/measurements.md, the team rows)."""
    session = Session.start(GAME, dealt(config), 4, ["random"] * config["players"])
    rng = random.Random(4)
    while True:
        player, decision = sorted(session.pending().items())[0]
        view = session.view(player)
        if view.tasks[-1][0] == "turn" and len(decision.options) > 6:
            break
        session.play(player, rng.choice(decision.options))
    bot = make_bot(GAME, "hard", 1)
    weighed = [s for s in bot.analyse(view, decision) if s.visits]
    assert bot.search is search and (SEARCH.iterations, TEAM.iterations) == (84, 28)
    if search is SEARCH:
        assert len(weighed) <= 6 and 84 <= bot.done < 84 + 6
        assert {"pass", "end_turn"} & {o.kind for o in decision.options} <= {s.option.kind for s in weighed}
    else:
        assert bot.search.root == 0 and bot.done == 28     # one path an iteration, by UCB


def test_a_teams_rollout_plays_the_game_out_and_a_versus_one_stops_at_its_horizon():
    """Each mode's Search has its own horizon: a co-op rollout ends with the result its
    plan works for, a versus one after VERSUS_HORIZON steps, judged by `estimate`."""
    for config, search in (({"players": 2}, SEARCH),
                           ({"players": 2, "mode": "coop", "mission": "precious_cargo"}, TEAM)):
        state = GAME.new_game(dealt(config), 3)
        bot = make_bot(GAME, "hard", 1)
        bot.search = search
        bot.rollout(state)
        assert (GAME.result(state) is not None) == (search is TEAM), config


def test_one_hard_bot_takes_each_views_own_search():
    """`Search.modes` is asked at every search: a bot that met a versus view and then a
    team's searches the team's way (and back)."""
    bot = make_bot(GAME, "hard", 1)
    views = {mode: GAME.view(GAME.new_game(dealt(config), 1), 0) for mode, config in
             (("versus", {"players": 2}), ("coop", {"players": 2, "mode": "coop", "mission": "precious_cargo"}))}
    assert [bot.settle(views[m]) for m in ("versus", "coop", "versus")] == [84, 28, 84]
    assert bot.search is SEARCH
