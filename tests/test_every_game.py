"""The battery every registered game gets by being registered: its golden playthroughs,
seeded random games with its invariants checked after every step, bots that cannot cheat
(the same view gives the same choice when everything hidden is dealt again), and a save
resumed mid-game that plays on exactly as the game it came from, and options a review can
quote apart. Each game answers in
tests/<game>/hooks.py (tests/battery.py says how); its own rules and facts stay in its folder."""
from __future__ import annotations

import random

import pytest

from wildwest.core.engine import digest, to_plain
from wildwest.core.golden import first_difference, replays_by_bots
from wildwest.core.saves import read_save, replay
from wildwest.core.session import Session
from wildwest.games import game_names, get_game

from .battery import MAX_STEPS, hooks, play_fuzz, play_to, positions, recording, redeal

HOOKS = {name: hooks(name) for name in game_names()}


def cases(table: str, keep=lambda value: True) -> list:
    """One case per game and entry of its hooks' `table`, named game-entry."""
    return [pytest.param(name, key, id=f"{name}-{key}") for name, h in HOOKS.items()
            for key, value in getattr(h, table).items() if keep(value)]


# ---- golden playthroughs -------------------------------------------------------------------

@pytest.mark.parametrize("game, name", cases("PLAYTHROUGHS"))
def test_a_recorded_game_replays_move_by_move(game, name):
    assert first_difference(get_game(game), recording(game, name)) is None


@pytest.mark.parametrize("game, name", cases("PLAYTHROUGHS", keep=lambda p: "hard" not in p[0]))
def test_the_seeded_bots_play_the_recorded_game_again(game, name):
    levels, seed, config = HOOKS[game].PLAYTHROUGHS[name]
    assert replays_by_bots(get_game(game), levels, seed, recording(game, name), config)


# ---- seeded random games -----------------------------------------------------------------

def fuzz(game: str, plan: str) -> list:
    h = HOOKS[game]
    return play_fuzz(get_game(game), h.FUZZ[plan], h.checker, getattr(h, "MAX_STEPS", MAX_STEPS))


@pytest.mark.parametrize("game, plan", cases("FUZZ", keep=lambda f: not f.slow))
def test_random_games_keep_the_invariants(game, plan):
    fuzz(game, plan)


@pytest.mark.slow
@pytest.mark.parametrize("game, plan", cases("FUZZ", keep=lambda f: f.slow))
def test_a_thousand_random_games_keep_the_invariants(game, plan):
    fuzz(game, plan)


# ---- bots cannot cheat ---------------------------------------------------------------------

@pytest.mark.parametrize("game, level", cases("CHEAT_BOTS"))
def test_bots_cannot_cheat_the_same_view_gives_the_same_choice(game, level):
    """Deal again everything the bot's seat cannot see: its view is the same, so its choice
    must be too (and each world really is another deal, not the same cards)."""
    h, g = HOOKS[game], get_game(game)
    make = h.CHEAT_BOTS[level]
    again = getattr(h, "redeal", redeal)
    checked = changed = 0
    for state in positions(g, h.POSITIONS):
        for seat, decision in g.pending(state).items():
            if len(decision.options) < 2:
                continue
            view = g.view(state, seat)
            world = again(g, state, seat, random.Random(99))
            assert to_plain(g.view(world, seat)) == to_plain(view)
            changed += dealt(world) != dealt(state)
            choice = make(g).choose(view, decision)
            assert choice in decision.options
            assert make(g).choose(g.view(world, seat), g.pending(world)[seat]) == choice
            checked += 1
    assert checked >= 3 and changed == checked, f"{checked - changed} of {checked} worlds deal the same cards"


def dealt(state) -> dict:
    """Where everything is, without the random generator (a re-deal seeds its own)."""
    plain = to_plain(state)
    plain.pop("rng", None)
    return plain


# ---- words ---------------------------------------------------------------------------------

def twins(game, a, b) -> bool:
    """Two options that differ only by which copy of one card they take (two Saws)."""
    rest = [{k: v for k, v in o.args if k != "card"} for o in (a, b)]
    cards = [o.get("card") for o in (a, b)]
    return a.kind == b.kind and rest[0] == rest[1] and None not in cards and \
        len({game.card_name(c) for c in cards}) == 1


@pytest.mark.parametrize("game", game_names())
def test_no_two_options_of_a_decision_read_alike_but_twins(game):
    """A review's mark quotes two options of one decision, read with nothing on the table
    ringed: 'chose "Add it to your party" ... had you chosen "Add it to your party"' (two
    Durango cards), "Check a leg of Central Desert" (two legs) told the player nothing."""
    g = get_game(game)
    for seed in range(1, 4):
        state, rng = g.new_game({}, seed), random.Random(seed)
        for _ in range(500):
            pending = g.pending(state)
            if not pending:
                break
            seat, decision = next(iter(pending.items()))
            view = g.view(state, seat)
            said: dict[str, object] = {}
            for option in decision.options:
                words = g.describe_alone(view, decision, option)
                alike = said.setdefault(words, option)
                assert alike is option or twins(g, alike, option), (decision.prompt, words, alike, option)
            g.apply(state, seat, rng.choice(decision.options))


# ---- save and resume -----------------------------------------------------------------------

@pytest.mark.parametrize("game, moment", cases("MOMENTS"))
def test_a_game_saved_mid_game_resumes_and_plays_on_the_same(game, moment, tmp_path):
    """Resumed from its autosave, the game has the same state, decisions and views; both
    play on to the end move for move, and the save replays to the same final state."""
    g, plan = get_game(game), HOOKS[game].MOMENTS[moment]
    path = tmp_path / "autosave.json"
    session, bots = play_to(g, plan, path)
    resumed = Session.resume(read_save(path))
    assert digest(resumed.state) == digest(session.state)
    assert resumed.pending() == session.pending()
    for seat in [None, *range(len(session.seats))]:
        assert to_plain(resumed.view(seat)) == to_plain(session.view(seat))
    then = plan.then
    while session.pending():
        seat, decision = next(iter(session.pending().items()))
        option = then(decision) if then else bots[seat].choose(session.view(seat), decision)
        then = None
        session.play(seat, option)
        resumed.play(seat, option)
        assert digest(resumed.state) == digest(session.state)
    _, state, _ = replay(read_save(path))
    assert digest(state) == digest(session.state) and g.result(state) is not None


# ---- clones --------------------------------------------------------------------------------

@pytest.mark.parametrize("game", game_names())
def test_a_clone_copies_the_generator_without_seeding_a_new_one(game, monkeypatch):
    """Every clone copies its generator with `copy_rng`: a search clones a state per
    playout, and a new `random.Random()` first seeds itself from the OS, to be overwritten."""
    g = get_game(game)
    state = g.new_game({"players": g.min_players}, 1)

    def refuse(*args, **kwargs):
        raise AssertionError("the clone seeded a new generator")
    monkeypatch.setattr(random.Random, "seed", refuse)
    copy = g.clone(state)
    assert copy.rng is not state.rng and copy.rng.getstate() == state.rng.getstate()
