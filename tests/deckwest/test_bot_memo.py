"""The easy bot works out its walks once and asks them again (issue 19's rollout speed):
consecutive peeks of one map share the memo, and a decision weighs each of a hero's steps
once however many x it tries. Each shortcut is checked here against a bot that starts
afresh, so it cannot change a choice unseen (benchmarks/same_play.py checks whole games)."""
from __future__ import annotations

from wildwest.games.deckwest import board as B
from wildwest.games.deckwest.bots import EasyBot

from .helpers import GAME, day_state, dealt


def decisions(config: dict, seed: int):
    """(view, decision) at every step of a seeded game of easy bots."""
    state = GAME.new_game(dealt(config), seed)
    bot = EasyBot(GAME, seed)
    while pending := GAME.pending(state):
        (player, decision), = pending.items()
        view = GAME.view(state, player)
        yield view, decision
        GAME.apply(state, player, bot.choose(view, decision))


def test_a_bot_that_keeps_its_memo_chooses_as_a_fresh_one_at_every_step():
    kept, checked = EasyBot(GAME, 1), 0
    for config, seed in (({"players": 2}, 3), ({"players": 1}, 4), ({"players": 3}, 5)):
        for view, decision in decisions(config, seed):
            if len(decision.options) > 1:
                assert kept.choose(view, decision) == EasyBot(GAME, 1).choose(view, decision)
                assert kept.rank(view, decision) == EasyBot(GAME, 1).rank(view, decision)
                checked += 1
    assert checked > 300


def walks(bot) -> set:
    return {key for key in bot.memo if key != "_id"}


def test_a_peek_of_the_same_map_keeps_the_walks_worked_out_and_a_changed_map_drops_them():
    state = day_state()
    (player, decision), = GAME.pending(state).items()
    bot = EasyBot(GAME, 1)
    bot.choose(GAME.view(state, player), decision)
    first = walks(bot)
    assert first, "the action choice walks from the hero's tile"
    bot.peek(GAME.view(state, player))
    assert walks(bot) == first and bot.memo["_id"] is bot.last_peek
    state.bandits[next(iter(state.up))] = 1
    bot.choose(GAME.view(state, player), decision)
    assert bot.memo["_id"] is bot.last_peek and not first <= walks(bot)


def test_a_turn_counts_the_jobs_that_could_join_a_move_off_its_options_as_the_rules_do(monkeypatch):
    """A turn offers every job the hero can start, so the jobs that could join a move of
    each kind are read off its options, never asked of the rules again, and they are the
    rules' own count (`available_jobs(last=kind)`)."""
    asked, weighed = [], 0
    real = type(GAME).available_jobs

    def counting(self, state, h, *args, **kwargs):
        if kwargs.get("last") is not None:
            asked.append((h, kwargs["last"]))
        return real(self, state, h, *args, **kwargs)

    monkeypatch.setattr(type(GAME), "available_jobs", counting)
    for config, seed in (({"players": 2}, 3), ({"players": 1}, 4)):
        for view, decision in decisions(config, seed):
            if view.tasks[-1][0] == "turn" and len(decision.options) > 1:
                bot, h = EasyBot(GAME, 1), view.tasks[-1][1]
                state = bot.peek(view)
                asked.clear()
                bot.values(state, h, decision.options, "turn")
                assert not asked
                joins = bot.around[("joins", h)]
                for last in {*B.KINDS, *joins}:
                    assert joins.get(last, 0) == len(real(GAME, state, h, last=last)[0])
                weighed += any(k in joins for k in B.KINDS)
    assert weighed > 10


def test_a_rollout_s_bot_on_a_state_changed_in_place_chooses_as_a_fresh_one():
    """Search rollouts (`by_state`) hand the easy bot one state that the rules change in
    place, so its memo must key on all the map it reads: bandits that move or shrink
    leave their count the same, and the wagon moves."""
    checked = 0
    for config, seed in (({"players": 3}, 5), ({"players": 5}, 7), ({"players": 3, "mode": "coop"}, 6)):
        state = GAME.new_game(dealt(config), seed)
        kept = EasyBot(GAME, 1)
        while pending := GAME.pending(state):
            (player, decision), = pending.items()
            choice = kept.pick(state, decision)
            if len(decision.options) > 1:
                assert choice == EasyBot(GAME, 1).pick(state, decision), (config, seed, checked)
                checked += 1
            GAME.apply(state, player, choice)
    assert checked > 300


def test_the_walks_kept_for_a_map_are_dropped_when_its_eastmost_column_is_lifted():
    """The easy bot keeps each map's walking steps, walks (`reach`) and frontiers while
    no tile is added, revealed or given a railway. When the land deck runs out, the eastmost column
    is lifted and new tiles are laid: the map may then hold as many tiles, face up or
    not, as before, so the east edge moving west must tell the maps apart."""
    state = day_state()
    state.bandits.update({p: 3 for p in state.tiles if p[0] < 0})     # the east column is the best place
    kept = EasyBot(GAME, 1)
    start = (-1, 0)
    before = kept.reach(state, start)
    kept.frontier(state, start)
    assert any(p[0] == 0 for p, _ in before), "the walk reaches the east column"
    column = [p for p in state.tiles if p[0] == 0]
    face_up = sum(p in state.up for p in column)
    for p in column:
        GAME._lift(state, p)
    for k, p in enumerate([(-3, -1), (-3, 0), (-3, 1), (-2, -2), (-2, 2)][:len(column)]):
        state.tiles[p] = state.land_deck.pop()
        if k < face_up:
            state.up.add(p)
    kept.around = {}
    assert kept.frontier(state, start) == EasyBot(GAME, 1).frontier(state, start)
    assert kept.reach(state, start) == EasyBot(GAME, 1).reach(state, start)
    assert not any(p[0] == 0 for p, _ in kept.reach(state, start))


def rollout_picks(config: dict, seed: int):
    """(state, kept bot, decision) after each of a kept bot's picks in a seeded game played
    by it on the state itself, which the rules change in place (as a rollout does)."""
    state = GAME.new_game(dealt(config), seed)
    kept = EasyBot(GAME, 1)
    while pending := GAME.pending(state):
        (player, decision), = pending.items()
        choice = kept.pick(state, decision)
        yield state, kept, decision
        GAME.apply(state, player, choice)


ROLLOUTS = (({"players": 2}, 3), ({"players": 1}, 4), ({"players": 3, "mode": "coop"}, 6), ({"players": 3}, 5))


def test_the_walking_steps_kept_from_one_ground_to_the_next_are_a_fresh_bot_s():
    """A tile's walking steps are kept while tiles are laid, turned and given railways
    elsewhere; after every pick that walked, each kept tile's steps are what a fresh bot
    works out (they are brought up to the ground when a pick asks for them)."""
    checked = 0
    for config, seed in ROLLOUTS:
        for state, kept, _ in rollout_picks(config, seed):
            if "ways" not in kept.around:
                continue
            for p, steps in kept.memo["steps"][-1].items():
                assert steps == EasyBot(GAME, 1).way_from(state, p, {}), (config, seed, p)
                checked += 1
    assert checked > 1_000


def test_a_frontier_that_stops_at_the_first_ring_too_far_is_the_best_of_the_whole_walk():
    """A frontier without a goal or a line stops walking once no tile further away can
    beat its best; it is the best over every tile the whole walk reaches (`reach`)."""
    checked = 0
    for config, seed in ROLLOUTS:
        for state, kept, decision in rollout_picks(config, seed):
            h = state.tasks[-1][1] if state.tasks and isinstance(state.tasks[-1][1], int) else None
            if h is None or h >= len(state.heroes) or len(decision.options) < 2:
                continue
            fresh = EasyBot(GAME, 1)
            walk = fresh.walk(state, True, h)
            pos = state.heroes[h].pos
            for start in [pos, *(nb for nb in B.neighbours(pos) if nb in state.tiles)]:
                whole = max(a - d - b + c + e for p, d in fresh.reach(state, start)
                            for a, b, c, e in [fresh.tile_parts(state, p, walk)])
                assert kept.frontier(state, start, h=h) == whole, (config, seed, start)
                checked += 1
    assert checked > 1_000


PLANNED = (({"players": 1, "mission": "the_feast"}, 2), ({"players": 1, "mission": "railway_man"}, 3),
           ({"players": 2, "mode": "coop", "mission": "make_the_dream_work"}, 4), ({"players": 1}, 4))


def test_the_aims_kept_by_what_of_the_holding_they_read_are_a_fresh_bot_s():
    """The tiles a plan aims at are kept by the map and what of h's holding they read (the
    feast's share of food, whether h can build a railway), not by the whole hand: after
    every pick of seeded co-op and solo games, each hero's kept aims are a fresh bot's."""
    checked, changed = 0, set()
    for config, seed in PLANNED:
        for state, kept, _ in rollout_picks(config, seed):
            if kept.memo.get("_id") is not state:
                continue
            for h in range(len(state.heroes)):
                aims, held = kept.aims(state, h)
                assert aims == EasyBot(GAME, 1).aims(state, h)[0], (config, seed, h)
                changed.add(held)
                checked += 1
    assert checked > 500 and len(changed) > 4


def test_a_chain_reads_the_jobs_that_could_join_off_its_options_as_the_rules_give_them():
    """A chain offers every job that could join the action (`available_jobs(last=...)`),
    so the easy bot reads them off its options instead of asking the rules again."""
    checked = 0
    for config, seed in ROLLOUTS:
        for state, kept, decision in rollout_picks(config, seed):
            task = state.tasks[-1]
            if task[0] == "chain" and len(decision.options) > 1:
                assert kept.joining(state, task[1], task[2]) == GAME.available_jobs(state, task[1], last=task[2])[0]
                checked += 1
    assert checked > 20


def test_the_resource_units_kept_by_what_they_read_are_a_fresh_bot_s():
    """A resource unit's worth is kept by the plan and the holding it reads, from one
    decision and game to the next: after every pick of seeded games of every mode, the
    playing bot's and one bot's kept across all the games are worked out afresh."""
    across, fresh, checked = EasyBot(GAME, 1), EasyBot(GAME, 1), 0
    for config, seed in ROLLOUTS + PLANNED:
        for state, kept, _ in rollout_picks(config, seed):
            for h, hero in enumerate(state.heroes):
                for what in (*hero.res, "any"):
                    for change, saving in ((-2, True), (-1, True), (-1, False), (0, True), (1, True)):
                        want = fresh._res_unit(state, h, what, change, saving)
                        assert kept.res_unit(state, h, what, change, saving) == want, (config, seed, h, what)
                        assert across.res_unit(state, h, what, change, saving) == want, (config, seed, h, what)
                        checked += 1
    assert checked > 10_000


def test_the_amount_is_chosen_up_to_the_largest_x_the_rules_offer_as_the_rules_work_it_out():
    """Choosing x, the easy bot reads the largest x h can pay off the decision's options
    (0 to `max_x`) instead of asking the rules again: after every x decision of seeded
    games, that is the rules' own `max_x`, and the x chosen is the one weighed afresh."""
    checked = 0
    for config, seed in ROLLOUTS + PLANNED:
        for state, kept, decision in rollout_picks(config, seed):
            task = state.tasks[-1]
            if task[0] != "x":
                continue
            _, h, sk, sa, ji, _ = task
            job, hand = GAME.job_of(state, h, sk, sa, ji), list(state.heroes[h].hand)
            assert len(decision.options) - 1 == GAME.max_x(state, h, job, hand)
            fresh = EasyBot(GAME, 1)
            fresh.around = {}
            assert kept.pick(state, decision)["n"] == fresh.best_x(state, h, job, hand, sk, sa)[1], (config, seed)
            checked += 1
    assert checked > 20
