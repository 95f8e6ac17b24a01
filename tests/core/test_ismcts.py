"""The shared information-set tree search (core/ismcts.py): reproducible, fed by the easy
bot's rank, availability-aware, and keyed by what each seat observes, so it neither leaks
hidden choices nor splits its statistics by them. Every game's hard and expert levels are
this search, configured."""
from __future__ import annotations

import pytest

from wildwest.core.bots import FocusedSearchBot, OptionStats, Search, SearchBot, by_view, edge_first
from wildwest.core.engine import Event, Option
from wildwest.core.ismcts import ISMCTSBot, Node, halvings, observed, tied_first
from wildwest.games import game_names, get_game
from wildwest.games.duel.bots import EasyBot

GAME = get_game("duel")


def discard(state, seat, cards):
    for card in cards:
        GAME.apply(state, seat, Option("discard", card=card))


def at_first_duel(seed=2):
    """Both seats must lay their first card: a simultaneous choice."""
    state = GAME.new_game({}, seed)
    discard(state, 0, ["pink-7", "pink-8"])
    discard(state, 1, ["green-1", "green-2"])
    return state


def search(iterations=60, seed=3, **kw):
    return ISMCTSBot(GAME, seed, EasyBot, Search(**kw), iterations=iterations)


def summary(stats):
    return [(s.option, s.visits, round(s.total, 9)) for s in stats]


def test_the_same_seed_view_decision_and_count_give_the_same_search():
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    first = summary(search().analyse(view, decision))
    assert first == summary(search().analyse(GAME.view(GAME.clone(state), 0), decision))
    assert sum(v for _, v, _ in first) == 60 and {o for o, _, _ in first} == set(decision.options)


def test_the_first_iteration_tries_the_easy_bots_favourite():
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    best = search(iterations=1).analyse(view, decision)[0]
    assert best.visits == 1 and best.option == EasyBot(GAME, 0).rank(view, decision)[0]


def test_the_roots_order_does_not_depend_on_the_bots_seed():
    """Two discards the easy bot scores the same: its noise would order them by the bot's
    seed. The root is ranked by an easy bot of its own, so every seed tries the same one
    first and settles ties between them the same way."""
    state = GAME.new_game({}, 1)
    discard(state, 0, ["pink-7"])
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    assert len({EasyBot(GAME, seed).rank(view, decision)[0] for seed in range(12)}) > 1
    assert len({search(iterations=1, seed=seed).choose(view, decision) for seed in range(12)}) == 1


def bernoulli(option, visits, mean):
    """OptionStats and the statistics row of `visits` rewards of 0 or 1 averaging `mean`."""
    wins = visits * mean
    return OptionStats(option, visits, wins), [visits, wins, visits, wins]


@pytest.mark.parametrize("easy_first, chosen", [
    ((100, 0.53), "a"),         # within two standard errors of b: a tie, the easy bot's first
    ((100, 0.35), "b"),         # clearly worse: the search's choice
    ((20, 0.55), "b"),          # too few visits to tell
])
def test_options_the_search_cannot_tell_apart_go_to_the_easy_bots_order(easy_first, chosen):
    a, b = Option("play", card="a"), Option("play", card="b")
    (sa, row_a), (sb, row_b) = bernoulli(a, *easy_first), bernoulli(b, 120, 0.56)
    stats = {a: row_a, b: row_b}
    assert tied_first([sb, sa], stats, [a, b], 2.0)[0].option == Option("play", card=chosen)
    assert tied_first([sb, sa], stats, [a, b], 0.0)[0].option == b     # 0: the most visited


def test_a_games_coin_not_the_easy_bots_order_settles_the_options_it_cannot_tell_apart():
    """Everything visited enough is "tied" here: the easy bot's order picks its first of
    them, a game's coin (Duel: a coin tossed from the view) its own first, from the same tree."""
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    order = EasyBot(GAME, 0).rank(view, decision)
    by_easy = search(iterations=120, tied=1e9).choose(view, decision)
    coined = search(iterations=120, tied=1e9, coin=lambda v, o: -order.index(o))
    choice = coined.choose(view, decision)
    stats = coined.trees[0].stats
    most = max(row[0] for row in stats.values())
    assert choice == max((o for o in order if stats[o][0] >= most / 4), key=order.index)
    assert choice != by_easy == order[0]
    per_view = search(iterations=120, tied=lambda v: 1e9, coin=lambda v, o: -order.index(o))
    assert per_view.choose(view, decision) == choice          # a game may give `tied` per view


def test_a_root_of_the_best_few_weighs_only_them_each_in_every_sampled_world(monkeypatch):
    """Search.root: the root weighs the easy bot's best few (and a review's option), every
    one of them in each sampled world, and the tree grows below them; same seed, same search."""
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    order = EasyBot(GAME, 0).rank(view, decision)
    worlds = []
    sample = GAME.determinize
    monkeypatch.setattr(GAME, "determinize", lambda *a: worlds.append(1) or sample(*a))
    bot = search(iterations=60, root=3)
    stats = bot.analyse(view, decision)
    assert len(order) > 3 and len(worlds) == 20
    assert {s.option for s in stats} == set(order[:3]) and [s.visits for s in stats] == [20, 20, 20]
    assert sum(row[0] for node in bot.trees[1].children.values() for row in node.stats.values()) > 30
    assert summary(stats) == summary(search(iterations=60, root=3).analyse(view, decision))
    kept = search(iterations=60, root=3).analyse(view, decision, keep=order[5])
    assert {s.option for s in kept} == {*order[:3], order[5]}


def test_a_root_of_the_best_few_keeps_the_easy_bots_favourite_within_the_edge():
    favourite, other = OptionStats(Option("play", card="a"), 10, 5.0), OptionStats(Option("play", card="b"), 10, 5.2)
    assert edge_first([favourite, other], 0.05) == [favourite, other]     # 0.50 + 0.05 against 0.52
    assert edge_first([favourite, other], 0.01) == [other, favourite]


def test_a_hidden_choice_is_one_edge_in_every_other_tree():
    """Both seats lay a card at once; the searcher moves first in every iteration, yet the
    opponent's tree has one node after that move whatever card it was (it saw only "Pink
    lays a card face down"), and the opponent searched there."""
    state = at_first_duel()
    bot = search(iterations=120)
    bot.analyse(GAME.view(state, 0), GAME.pending(state)[0])
    theirs = bot.trees[1]
    assert len(theirs.children) == 1
    (key, node), = theirs.children.items()
    assert key[0] == 0 and not any("pink-" in text for _, text in key[1])
    assert sum(row[0] for row in node.stats.values()) > 60


def test_the_opponents_face_down_discards_do_not_split_the_searchers_tree():
    """The searcher's tree branches on an opponent's move only by what it saw of it: the
    opponent's hidden discards are one edge each, whichever cards went."""
    state = GAME.new_game({}, 4)
    bot = search(iterations=150)
    bot.analyse(GAME.view(state, 0), GAME.pending(state)[0])
    found, todo = 0, [bot.trees[0]]
    while todo:
        node = todo.pop()
        theirs = [key for key in node.children if key[0] == 1]
        if any(kind == "discard_hidden" for key in theirs for kind, _ in key[1]):
            assert len(theirs) == 1
            found += 1
        todo.extend(node.children.values())
    assert found > 5


def test_what_a_seat_observes_is_its_own_option_or_the_events_it_may_read():
    events = [Event("commit", "You lay 3 face down.", to=1), Event("commit_hidden", "Green lays a card.")]
    option = Option("play", card="green-3")
    assert observed(1, 1, option, events) == (option, (("commit", "You lay 3 face down."),
                                                       ("commit_hidden", "Green lays a card.")))
    assert observed(0, 1, option, events) == (1, (("commit_hidden", "Green lays a card."),))


def test_ucb_counts_an_options_availability_not_the_nodes_visits():
    """Option b was available (legal in the sampled world) once in a hundred visits: its
    exploration bonus is that of one chance, not of a hundred."""
    a, b = Option("play", card="a"), Option("play", card="b")
    node = Node()
    node.visits = 100
    node.stats = {a: [10, 6.0, 100], b: [1, 0.3, 1]}
    option, fresh = ISMCTSBot._select(node, [a, b])
    assert option == a and not fresh
    assert node.stats[a][2] == 101 and node.stats[b][2] == 2


def test_a_node_widens_to_the_easy_bots_next_option_as_its_visits_grow():
    order = [Option("play", card=c) for c in "abcde"]
    node = Node()
    tried = []
    for _ in range(9):
        option, fresh = ISMCTSBot._select(node, order)
        node.stats[option][0] += 1
        node.stats[option][1] += 0.5
        if fresh:
            tried.append(option)
    assert tried == order[:3]               # 1 option admitted, then 2 from the 2nd visit, 3 from the 5th


def test_rollouts_stop_at_the_horizon_or_when_the_episode_changes():
    calls = []

    def counting(easy, game, state, player, decision):
        calls.append(player)
        return by_view(easy, game, state, player, decision)
    bot = search(horizon=4, policy=counting)
    state = GAME.new_game({}, 5)
    bot.rollout(state)
    assert len(calls) == 4
    bot = search(policy=counting, episode=lambda s: s.round)
    bot.rollout(state)
    assert state.round == 1 and state.phase == "discard"


def test_a_game_may_give_the_worlds_its_iterations_play():
    """`Search.worlds` is asked once a decision (where a game may work out what its worlds
    share: Duel's guesses of a card already laid) and gives one world an iteration."""
    made, dealt = [], []

    def worlds(game, view, rng):
        made.append(view)

        def world():
            dealt.append(1)
            return game.determinize(view, rng)
        return world
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    search(iterations=9, worlds=worlds).analyse(view, decision)
    assert made == [view] and len(dealt) == 9


def test_an_expert_budget_or_a_fixed_count():
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    budget = ISMCTSBot(GAME, 1, EasyBot, Search(), seconds=1e-9)
    budget.choose(view, decision)
    assert budget.done == 1                 # the budget ran out during the first iteration
    fixed = GAME.make_bot("expert", 1)
    fixed.seconds, fixed.iterations = None, 7
    fixed.choose(view, decision)
    assert fixed.done == 7


@pytest.mark.parametrize("name", game_names())
def test_every_games_levels_are_the_shared_search_configured(name):
    """No game keeps a search class of its own: hard and expert are the tree search with
    the game's Search, flat the flat one (with the same Search, or the one it had)."""
    game = get_game(name)
    hard, expert, flat = (game.make_bot(level, 1) for level in ("hard", "expert", "flat"))
    view = game.view(game.new_game(None, 1), 0)
    assert type(hard) is ISMCTSBot and hard.seconds is None and hard.settle(view) > 0
    assert type(expert) is ISMCTSBot and expert.seconds > 0 and expert.search is hard.search
    assert type(flat) in (SearchBot, FocusedSearchBot) and flat.playouts > 0


def opponent_visits(bot) -> int:
    """How many times the other seat chose by its own tree in the last search."""
    def total(node):
        return node.visits + sum(total(child) for child in node.children.values())
    return total(bot.trees[1]) if 1 in bot.trees else 0


def test_a_share_of_iterations_meets_the_opponent_model_not_its_tree():
    """`Search.model`: in that share of iterations the other seats play the rollout policy
    (the model of an opponent, the easy bot) and their trees neither choose nor learn; in
    the rest they search as ever (a restricted Nash response)."""
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    shares = []
    for model in (0.0, 0.5, 1.0):
        bot = search(iterations=200, model=model)
        bot.analyse(view, decision)
        shares.append(opponent_visits(bot))
    assert shares[2] == 0 < shares[1] < 0.75 * shares[0]


def test_a_depth_of_one_with_a_paired_root_is_the_flat_search():
    """`Search.depth`: the trees hold only that many decisions of a path and the rollout
    policy plays the rest, so a paired root of depth 1 compares the best few in the same
    worlds and rollouts as the flat search does; without it the tree grows below the root."""
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    flat = FocusedSearchBot(GAME, 3, EasyBot, Search(edge=0.01), playouts=60, candidates=3)
    shallow = search(iterations=60, root=3, depth=1, edge=0.01)
    assert summary(shallow.analyse(view, decision)) == summary(flat.analyse(view, decision))
    assert list(shallow.trees) == [0] and not any(child.stats for child in shallow.trees[0].children.values())
    deep = search(iterations=60, root=3, edge=0.01)
    assert summary(deep.analyse(view, decision)) != summary(flat.analyse(view, decision))
    assert 1 in deep.trees


def test_sequential_halving_spends_the_rest_on_the_best_half_of_the_paired_root():
    """`Search.halving`: a share of the rounds on all of the best few, then the best half
    by mean so far (the favourite keeping near-ties) gets the rest; the answer is the best
    of the survivors."""
    assert halvings(4, 80, 0.5) == [(40, 2)] and halvings(3, 90, 0.25) == [(22, 2)]
    assert halvings(6, 90, 0.5) == [(45, 3), (68, 2)] and halvings(2, 90, 0.5) == []
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    stats = search(iterations=80, root=4, depth=1, halving=0.5).analyse(view, decision)
    assert [s.visits for s in stats] == [30, 30, 10, 10]
    first_half = search(iterations=40, root=4, depth=1).analyse(view, decision)
    assert {s.option for s in stats[:2]} == {s.option for s in first_half[:2]}
    assert stats[0].mean >= stats[1].mean
    order = EasyBot(GAME, 0).rank(view, decision)
    reviewed = search(iterations=80, root=4, depth=1, halving=0.5).analyse(view, decision, keep=order[5])
    assert {s.visits for s in reviewed if s.option == order[5]} == {max(s.visits for s in reviewed)}
