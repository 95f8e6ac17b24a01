"""What the hard bot's rollouts run at almost every step is written for speed (issue 17's
hard table of 800 games): the easy bot reads a sight of the sampled state, not a view, the
rules write an event's words only when something reads them and make no events at all in a
rollout's quiet step, and a view's worlds deal from what was worked out of it once.
Each fast path is checked here against the plain one, at every step of seeded games, so a
later edit cannot change a decision unseen. (The golden playthroughs and
benchmarks/same_play.py check whole games.)"""
from __future__ import annotations

import random

from wildwest.core.engine import Event, digest
from wildwest.games.desperados import rules
from wildwest.games.desperados.bots import SEARCH, EasyBot, _Sight, by_sight
from wildwest.games.desperados.rules import Desperados
from wildwest.games.desperados.tracking import desperado_goals, known_positions, proven_now

from .. import battery
from .helpers import GAME


def positions(games: int = 4):
    """(state, seat) at every step of seeded games between easy and random bots, every
    seat count, both timings of the proofs."""
    for seed in range(games):
        players = 3 + seed % 4
        config = {"players": players, "marshal": seed % players, "proofs": ("during", "after")[seed % 3 == 2]}
        bots = [EasyBot(GAME, seed) if p % 3 else None for p in range(players)]
        yield from battery.every_step(GAME, config, seed, bots)


def test_a_rollout_chooses_from_its_sight_of_the_state_as_from_the_view():
    """Every field the easy bot reads is the view's value, and every choice and the noise
    drawn for it are the ones the view gives."""
    sighted, viewing, checked = EasyBot(GAME, 5), EasyBot(GAME, 5), 0
    for s, p in positions():
        sight, view = _Sight(GAME, s, p), GAME.view(s, p)
        for name in _Sight.FIELDS:
            got, want = getattr(sight, name), getattr(view, name)
            if name == "hand":
                got = list(got)
            elif name == "paths":           # a desperado's sight: every seat's, the view's among them
                got = {q: got[q] for q in want}
            assert got == want, name
        decision = GAME.pending(s).get(p)
        if decision is None:
            continue
        assert by_sight(sighted, GAME, s, p, decision) == viewing.choose(GAME.view(s, p), decision)
        checked += len(decision.options) > 1
    assert sighted.rng.random() == viewing.rng.random() and checked > 1000


def test_the_rules_write_an_events_words_only_when_they_are_read():
    """A rollout reads no event: past the set-up, only the rare ones (the examination's
    first line, a bank tile drawn, the game's end) are written at once."""
    told = 0
    for seed in range(3):
        s = GAME.new_game({"players": 3 + seed, "marshal": seed}, seed)
        bot = EasyBot(GAME, seed)
        while first := GAME.first_pending(s):
            p, decision = first
            setup = s.phase == "setup"
            for event in GAME._apply(s, p, bot.choose(GAME.view(s, p), decision)):
                if not setup and event.kind not in ("examination", "draw", "game_end"):
                    assert "text" not in vars(event), event.kind
                    told += 1
                assert event.text
    assert told > 1000


def test_a_rollouts_quiet_step_moves_as_the_rules_do_and_makes_fewer_events(monkeypatch):
    """The rollouts' move (`Search.step`) leaves every state as the rules' own move does,
    at every step of seeded games; it only makes none of the events of a card laid or a
    sheriff moved, which a rollout never reads."""
    made, real_later = [], Event.later
    monkeypatch.setattr(Event, "later", lambda *a, **k: made.append(a[0]) or real_later(*a, **k))
    moved, quieter = 0, 0
    for s, p in positions(3):
        decision = GAME.pending(s).get(p)
        if decision is None or s.phase == "setup":
            continue
        for option in decision.options[:4]:
            plain, quiet = GAME.clone(s), GAME.clone(s)
            made.clear()
            GAME._apply(plain, p, option)
            told = len(made)
            made.clear()
            SEARCH.step(GAME, quiet, p, option)
            assert digest(quiet) == digest(plain), option
            moved += 1
            quieter += len(made) < told
    assert moved > 1000 and quieter > moved / 2


def test_the_worlds_of_one_view_deal_from_what_was_worked_out_once(monkeypatch):
    """determinize keeps what it works out of a view (the tiles left, the marshal's reading
    of the gang's goals, the paths' weights) for the next world of the same view: it reads
    the goals once, and draws the worlds a fresh game draws from that view."""
    asked = []
    monkeypatch.setattr(rules, "desperado_goals", lambda *a: asked.append(1) or desperado_goals(*a))
    game, compared = Desperados(), 0
    for i, (s, p) in enumerate(positions(2)):
        if s.phase == "setup" or p != s.marshal or i % 5:
            continue
        view, asked[:] = GAME.view(s, p), []
        warm = [digest(game.determinize(view, random.Random(k))) for k in range(4)]
        assert warm == [digest(Desperados().determinize(view, random.Random(k))) for k in range(4)]
        assert len(asked) == 1 + 4          # this game's once, and each fresh game's
        compared += 1
    assert compared > 20


def test_a_hard_decision_builds_no_view_of_the_worlds_it_samples():
    """The tree ranks a world's options from the mover's sight too (Search.sight), as its
    rollouts choose from it: the search reads the views of none of its worlds."""
    game, built = Desperados(), []
    plain_view = game.view
    s = GAME.new_game({"players": 4, "marshal": 1}, 3)
    bot = EasyBot(game, 3)
    while s.phase != "cards" or s.move < 2:
        p, decision = GAME.first_pending(s)
        GAME.apply(s, p, bot.choose(GAME.view(s, p), decision))
    p, decision = GAME.first_pending(s)
    view = game.view(s, p)
    game.view = lambda state, player: built.append(player) or plain_view(state, player)
    stats = game.make_bot("hard", 1, iterations=30).analyse(view, decision)
    assert sum(row.visits for row in stats) == 30 and built == []


def test_the_easy_bots_kept_scores_are_the_ones_it_works_out_afresh(monkeypatch):
    """The easy bot keeps its scores before the noise by the decision and the facts they
    read (`EasyBot.kept`: the sheriffs' pulls, the marshal's and a desperado's cards):
    at every step of hard searches, rollouts and tree alike, a bot with its memo warm
    scores as a fresh one with the same noise, and the memo serves many of them."""
    plain, served, checked = EasyBot._scored, [], []
    real_kept, fresh_memo = EasyBot.kept, None

    def kept(self, key, parts, work, *args):
        if self.memo is not fresh_memo:
            served.append(key in self.memo)
        return real_kept(self, key, parts, work, *args)

    def compared(self, view, decision):
        nonlocal fresh_memo
        fresh = EasyBot(self.g)
        fresh.memo = {}
        fresh.rng.setstate(self.rng.getstate())
        fresh_memo = fresh.memo
        got, want = plain(self, view, decision), plain(fresh, view, decision)
        assert got == want and self.rng.getstate() == fresh.rng.getstate()
        checked.append(decision.options[0].kind)
        return got

    monkeypatch.setattr(EasyBot, "kept", kept)
    monkeypatch.setattr(EasyBot, "_scored", compared)
    searched = 0
    for i, (s, p) in enumerate(positions(4)):
        decision = GAME.pending(s).get(p)
        if s.phase == "setup" or decision is None or len(decision.options) == 1 or i % 7:
            continue
        GAME.make_bot("hard", i, iterations=12).choose(GAME.view(s, p), decision)
        searched += 1
        if searched == 80:
            break
    assert {"sheriff", "play"} <= set(checked) and len(checked) > 2000
    assert sum(served) > len(served) / 4


def test_the_first_seat_pending_is_pendings_first():
    """`first_pending` (every step of a rollout) finds the sheriffs' and the cards' first
    seat and its decision without the others': the very ones `pending` lists first."""
    phases = []
    for s, p in positions(3):
        if p == 0:
            assert GAME.first_pending(s) == next(iter(GAME.pending(s).items()), None)
            phases.append(s.phase)
    assert {"sheriffs", "cards"} <= set(phases) and len(phases) > 500


def test_the_proofs_of_this_move_are_read_from_the_cards_shown_in_it():
    """`proven_now` (every desperado's card in a rollout) looks only at seats that showed
    a card of this move: the towns every seat's proofs place it in this move, as before."""
    proven = 0
    for s, p in positions(3):
        view = GAME.view(s, p)
        at = view.move - 1
        towns = {q: known_positions(view.pawn[q], view.shown[q]).get(at) for q in range(view.players)
                 if view.pawn[q] is not None and view.shown[q]}
        assert proven_now(view) == {q: t for q, t in towns.items() if t is not None}
        proven += bool(proven_now(view))
    assert proven > 100


def test_the_easy_bots_choice_is_the_first_best_of_its_scores_with_the_same_noise():
    """`EasyBot.choose` (every rollout step) takes the best score without listing the
    scores: the option the list's first best gives, the very noise drawn for it, at
    every step of seeded games, sights and views alike."""
    choosing, scoring, checked = EasyBot(GAME, 9), EasyBot(GAME, 9), 0
    for s, p in positions():
        decision = GAME.pending(s).get(p)
        if decision is None or len(decision.options) == 1:
            continue
        for look in (_Sight(GAME, s, p), GAME.view(s, p)):
            scored = scoring.scores(look, decision)
            assert choosing.choose(look, decision) == max(scored, key=lambda so: so[0])[1]
            assert choosing.rng.getstate() == scoring.rng.getstate()
            checked += 1
    assert checked > 2000


def test_the_gangs_target_is_the_latest_mark_of_the_turn_the_lowest_seats_first():
    """`EasyBot.team_target` (every desperado's card in a rollout) walks the marks once:
    the mark of this turn made latest, of the lowest seat among those of one move, as the
    plain reading (the max of (move, -seat, town)) says, at every step of seeded games."""
    bot, marked = EasyBot(GAME, 1), 0
    for s, p in positions():
        if p == s.marshal or s.phase == "setup":
            continue
        view = GAME.view(s, p)
        marks = [(m[2], -q, m[0]) for q, m in view.marks.items() if m[1] == view.turn]
        assert bot.team_target(view) == (max(marks)[2] if marks else None)
        marked += len(marks) > 1
    assert marked > 100
