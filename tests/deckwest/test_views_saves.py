"""What a seat sees and what determinize deals again (bots that cannot cheat and saves that
resume mid-night: tests/deckwest/hooks.py, in the shared battery)."""
from __future__ import annotations

import random

import pytest

from wildwest.core.engine import IllegalMove, Option, digest

from .helpers import GAME, MODES, dealt


def _midgame(config, seed, steps):
    state = GAME.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        pending = GAME.pending(state)
        if not pending:
            break
        (p, d), = pending.items()
        GAME.apply(state, p, rng.choice(d.options))
    return state


def test_a_view_hides_hands_deck_orders_and_face_down_tiles():
    state = _midgame({"players": 3}, 4, 30)
    view = GAME.view(state, 0)
    assert view.heroes[0]["hand"] == state.heroes[0].hand
    assert view.heroes[0]["draw"] == sorted(state.heroes[0].draw)
    assert view.heroes[1]["hand"] is None and view.heroes[1]["draw"] is None
    assert view.heroes[1]["unseen"] == sorted(state.heroes[1].hand + state.heroes[1].draw)
    assert set(view.tiles) == state.up
    assert set(view.backs) == set(state.tiles) - state.up
    assert all(isinstance(v, int) for v in view.backs.values())
    assert view.land_count == len(state.land_deck) and not hasattr(view, "land_deck")
    assert not hasattr(view, "rng") and view.trade_deck_count == len(state.trade_deck)


def test_private_draws_have_a_public_twin():
    state = GAME.new_game(dealt({"players": 2}), 3)
    for hero in state.heroes:
        hero.draw += hero.hand
        hero.hand = []
    state.tasks = [("day",)]
    events = GAME.settle(state)
    private = [e for e in events if e.kind == "draw"]
    public = [e for e in events if e.kind == "draw_count"]
    assert private and all(e.to is not None and e.reveal for e in private) and len(public) == len(private)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_determinize_redeals_only_what_the_view_hides(mode):
    for seed in range(4):
        state = _midgame(MODES[mode], seed, 25 + 7 * seed)
        if not GAME.pending(state):
            continue
        (p, _), = GAME.pending(state).items()
        view = GAME.view(state, p)
        other = GAME.determinize(view, random.Random(seed))
        assert GAME.view(other, p) == view
        assert GAME.pending(other) == GAME.pending(state)


def test_illegal_options_raise_and_change_nothing():
    state = GAME.new_game(dealt({"players": 2}), 1)
    before = digest(state)
    for player, option in [(1, Option("pass")), (0, Option("buy", slot=9, cost=0)),
                           (0, Option("step", x=-5, y=0, by="move"))]:
        with pytest.raises(IllegalMove):
            GAME.apply(state, player, option)
        assert digest(state) == before


def test_simulate_reports_the_team_and_refuses_clashing_options(capsys):
    from wildwest.cli import main
    assert main(["simulate", "deckwest", "--bots", "easy,easy", "--games", "2", "--option", "mode=coop",
                 "--option", "difficulty=d12", "--json"]) == 0
    import json
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"mode": "coop", "difficulty": "d12"}
    assert 0 <= report["team_win_rate"] <= 1 and len(report["team_win_rate_ci"]) == 2
    # the team wins or loses together: each seat's wins are the team's, and a loss is no draw
    assert report["draws"] == 0 and [seat["wins"] for seat in report["seats"]] == [report["team_wins"]] * 2
    for clash in (["--bots", "easy,easy", "--option", "mode=coop", "--option", "mission=discovery"],
                  ["--bots", "easy", "--option", "mode=versus"]):
        with pytest.raises(SystemExit) as exit_:
            main(["simulate", "deckwest", "--games", "1", *clash])
        assert exit_.value.code == 2
    assert "not a coop mission" in capsys.readouterr().err
