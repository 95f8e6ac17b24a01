"""The marshal's aid: the towns each desperado may be in, from the marshal's view only,
always hold the true town; and the sampler draws paths that keep every rule."""
from __future__ import annotations

import random

from wildwest.core.engine import digest
from wildwest.games.desperados.board import SALOON
from wildwest.games.desperados.rules import Desperados
from wildwest.games.desperados.tracking import (
    fitted_path,
    free_path,
    goal_score,
    known_positions,
    likely_path,
    possible_steps,
    possible_towns,
    sample_path,
    shuffle,
)

from .helpers import GAME, B, move, setup


def check_sets(s) -> int:
    """Every desperado's true town after each laid card is in its set; returns the sizes."""
    view = GAME.view(s, s.marshal)
    total = 0
    for p in GAME.desperadoes(s):
        assert p not in view.cards
        steps = possible_steps(B, view.pawn[p], view.laid[p], view.shown[p], view.lost[p])
        assert len(steps) == view.laid[p] + 1
        truth = [s.pawn[p]] + s.path[p]
        for i, (towns, town) in enumerate(zip(steps, truth)):
            assert town in towns, (p, i, town, sorted(towns))
        total += len(steps[-1])
    now = possible_towns(B, view)
    assert set(now) == set(GAME.desperadoes(s))
    assert all(GAME.position(s, p) in towns for p, towns in now.items())
    return total


def test_the_true_town_is_always_in_the_set_over_many_random_games():
    rng = random.Random(5)
    proofs = 0
    for seed in range(24):
        n = 3 + seed % 4
        s = GAME.new_game({"players": n, "marshal": seed % n}, seed)
        while GAME.pending(s):
            pending = GAME.pending(s)
            p = rng.choice(sorted(pending))
            GAME.apply(s, p, rng.choice(pending[p].options))
            if s.phase == "sheriffs" and s.sheriff == 0:
                check_sets(s)
                proofs += sum(len(x) for x in s.shown)
    assert proofs > 20                          # the sets were tested against proofs too


def test_the_true_town_is_in_the_set_in_games_of_easy_bots():
    for seed in range(3):
        n = 4 + seed % 3
        s = GAME.new_game({"players": n, "marshal": seed % n}, seed)
        bots = [GAME.make_bot("easy", seed * 10 + p) for p in range(n)]
        while GAME.pending(s):
            p, d = next(iter(GAME.pending(s).items()))
            GAME.apply(s, p, bots[p].choose(GAME.view(s, p), d))
            if s.phase == "sheriffs" and s.sheriff == 0:
                check_sets(s)


def test_the_set_shrinks_to_the_proof_and_grows_along_the_roads():
    s = setup(3, "el-paso", ["aztec", "prescott"], {1: "gallup", 2: "salem"})
    v = GAME.view(s, 0)
    assert possible_steps(B, "gallup", 0, {}, []) == [frozenset({"gallup"})]
    move(s, None, {0: "la-luz", 1: "st-johns", 2: "socorro"})
    steps = possible_steps(B, "gallup", 1, {}, [])
    assert steps[1] == frozenset(B.nbrs["gallup"]) | {"gallup"}
    # a spy shows the card: the set is that one town, and the next grows from it
    steps = possible_steps(B, "gallup", 2, {1: "globe"}, [])
    assert steps[2] == {"globe"} and steps[1] == {"st-johns"}
    # a Saloon shown with the card before it
    steps = possible_steps(B, "gallup", 3, {1: "globe", 2: SALOON}, [])
    assert steps[3] == {"globe"}
    # lost cards bar their towns
    assert "st-johns" not in possible_steps(B, "gallup", 1, {}, ["st-johns"])[1]
    assert v.laid == [0, 0, 0]


def test_known_positions_from_proofs():
    assert known_positions("gallup", {0: SALOON}) == {0: "gallup"}
    assert known_positions("gallup", {2: "globe", 3: SALOON}) == {2: "globe", 3: "globe"}


def test_sampled_paths_keep_every_rule_and_proof():
    rng = random.Random(1)
    for _ in range(300):
        start = rng.choice(list(B.cities))
        laid = rng.randrange(1, 6)
        cards, towns, stuck = sample_path(B, start, laid, {}, [], rng)
        shown = {i: cards[i] for i in range(laid) if rng.random() < 0.3 and stuck < 0}
        lost = [c for c in rng.sample(list(B.cities), 2) if c not in cards]
        again = sample_path(B, start, laid, shown, lost, rng)
        assert again is not None
        cards2, towns2, stuck2 = again
        assert len(set(cards2)) == laid and not set(cards2) & set(lost)
        assert all(cards2[i] == c for i, c in shown.items())
        here = start
        for i, (c, t) in enumerate(zip(cards2, towns2)):
            if stuck2 < 0 or i < stuck2:
                assert c == SALOON or c in B.nbrs[here]
                here = here if c == SALOON else c
            assert t == here
        steps = possible_steps(B, start, laid, shown, lost)
        assert all(t in steps[i + 1] for i, t in enumerate(towns2))


def test_a_path_with_nothing_shown_is_drawn_as_the_search_draws_it():
    """free_path, the quick draw where nothing was shown, is fitted_path's draw from the
    same generator (the same path, the generator left in the same state), impossible
    cards included."""
    stuck = 0
    for seed in range(400):
        rng = random.Random(seed)
        start, laid = rng.choice(list(B.cities)), rng.randrange(0, 6)
        lost = frozenset(rng.sample(list(B.cities), rng.randrange(0, 9)))
        quick, searched = random.Random(seed), random.Random(seed)
        path = free_path(B, start, laid, lost, quick)
        assert path == fitted_path(B, start, laid, {}, lost, searched)
        assert quick.getstate() == searched.getstate()
        stuck += path[2] >= 0
    assert stuck > 5


def test_the_marshals_worlds_favour_the_paths_a_desperado_would_want():
    """likely_path weighs drawn paths by the gang's goals: with a lawman in one town next
    door and a rich bank beyond another, the second is drawn far more often than a plain
    draw (sample_path) draws it, and only paths that keep the rules are drawn."""
    start = "prescott"
    law, bank = B.nbrs[start][0], "flagstaff"
    goals = ([set()] * 5, {bank: 4000}, {law})
    good = min((t for t in B.nbrs[start] if t != law), key=lambda t: B.dist[t, bank])
    draws = {"weighted": 0, "plain": 0}
    rng = random.Random(3)
    for _ in range(300):
        cards, towns, _ = likely_path(B, start, 1, {}, [], goals, rng)
        assert cards[0] in (*B.nbrs[start], SALOON)
        draws["weighted"] += towns[-1] == good
        draws["plain"] += sample_path(B, start, 1, {}, [], rng)[1][-1] == good
    assert goal_score(B, goals, [good]) > goal_score(B, goals, [law])
    assert draws["weighted"] > 1.5 * draws["plain"]


def test_only_the_marshal_draws_weighted_worlds():
    """A desperado's worlds draw the marshal's path as before (the goals model a
    desperado); the marshal's draw the gang's paths by their goals."""
    plain = Desperados(weighted=False)
    s = GAME.new_game({"players": 4, "marshal": 0}, 2)
    bots = [GAME.make_bot("easy", p) for p in range(4)]
    while not (s.phase == "cards" and s.move == 3):
        p, decision = next(iter(GAME.pending(s).items()))
        GAME.apply(s, p, bots[p].choose(GAME.view(s, p), decision))
    for seat in range(1, 4):
        view = GAME.view(s, seat)
        assert digest(GAME.determinize(view, random.Random(1))) == digest(plain.determinize(view, random.Random(1)))
    view = GAME.view(s, 0)
    assert any(GAME.determinize(view, random.Random(k)).path != plain.determinize(view, random.Random(k)).path
               for k in range(5))


def test_the_worlds_shuffle_draws_as_the_random_module_does():
    """`shuffle` (a world's tiles, a drawn path's choices) leaves every list and the
    generator as `Random.shuffle` does, at every length a world shuffles and beyond."""
    for seed in range(200):
        items = list(range(seed % 40))
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, plain = list(items), list(items)
        shuffle(ours, mine)
        theirs.shuffle(plain)
        assert mine == plain and ours.getstate() == theirs.getstate()
