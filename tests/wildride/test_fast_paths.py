"""What rollouts run at almost every step is written for speed (issue 19): tables made once,
loops that stop at the first answer, a view built from positional arguments. Each fast path
is checked here against its plain definition, over the positions of seeded games, so a
later edit cannot change a decision or a view unseen. (The golden playthroughs and
benchmarks/same_play.py check whole games.)"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

from wildwest.core.engine import copy_rng, digest, to_plain
from wildwest.games.wildride import rules
from wildwest.games.wildride.bots import FAMILY_VALUE, ICON_VALUE, SEARCH, EasyBot, _Peek, _Sight, by_sight

from .. import battery
from .helpers import GAME

LEGS, REGIONS, LINKS = GAME.map.legs, GAME.map.regions, GAME.map.links


def positions(games: int = 6, first: int = 0):
    """(state, seat) at every step of seeded games between easy and random bots."""
    for seed in range(first, first + games):
        players = 2 + seed % 3
        bots = [EasyBot(GAME, seed) if p % 2 else None for p in range(players)]
        yield from battery.every_step(GAME, {"players": players}, seed, bots)


def plain_checkable(s, p):
    legs, flags = s.legs[p], s.flags[p]
    return [lid for lid in LEGS if lid not in legs and LEGS[lid].region in flags
            and any(n in legs or n in flags for n in LINKS[lid])]


def plain_leg_value(s, p, lid):
    """The easy bot's value of a leg, walked as the docstring of EasyBot.leg_values says."""
    leg, legs = LEGS[lid], s.legs[p]
    region = REGIONS[leg.region]
    left = sum(x not in legs for x in region.legs)
    opens = sum(n in LEGS and n not in legs and LEGS[n].region in s.flags[p] for n in LINKS[lid])
    return ICON_VALUE[leg.icon] + (region.medal if left == 1 else 0.8 * region.medal / left) + 0.2 * opens


def plain_swaps(s, p):
    hand, area = s.hands[p], s.areas[p]
    count, out = Counter(hand), []
    for ids in GAME.by_suit.values():
        held = [c for c in ids for _ in range(count[c])]
        for a, b in sorted({(held[i], held[j]) for i in range(len(held)) for j in range(i + 1, len(held))}):
            if any(c not in area for c in (count - Counter((a, b))).elements()):
                out.append((a, b))
    return out


def plain_leg_reasons(s, p, open_legs):
    out = []
    for lid in LEGS:
        region = REGIONS[LEGS[lid].region]
        if lid in open_legs:
            continue
        if lid in s.legs[p]:
            out.append((lid, "already checked"))
        elif region.id not in s.flags[p]:
            out.append((lid, f"{region.name} is not discovered yet"))
        else:
            out.append((lid, "not connected to a leg or flag you checked"))
    return tuple(out)


def test_the_quick_helpers_agree_with_their_plain_definitions():
    seen = Counter()
    for s, p in positions():
        legs = GAME.checkable(s, p)
        assert list(legs) == plain_checkable(s, p)
        assert GAME._leg_reasons(set(s.legs[p]), set(s.flags[p]), legs) == plain_leg_reasons(s, p, legs)
        assert GAME.swaps(s, p) == plain_swaps(s, p)
        assert GAME.can_buy(s, p) == any(GAME.cards[c].value <= s.nuggets[p] for c in GAME.placeable(s, p))
        flags = s.flags[p]
        assert GAME.discoverable(s, p) == [r for r in REGIONS if r not in flags
                                           and any(f in GAME.map.adjacent[r] for f in flags)]
        seen.update(legs=bool(legs), swaps=bool(GAME.swaps(s, p)))
    assert seen["legs"] > 100 and seen["swaps"] > 100


def kept_values_are_fresh(bot, s) -> None:
    """What the rules keep of every seat's sheet and hand (rules.py KEPT), and what the easy
    bot keeps of its legs' values, equal a fresh walk of the state."""
    for p in range(s.players):
        assert list(GAME.checkable(s, p)) == plain_checkable(s, p)
        assert list(GAME.placeable(s, p)) == sorted(set(s.hands[p]) - set(s.areas[p]))
        values, best = bot.open_legs(_Sight(s, p), _Sight(s, p))
        fresh = {lid: plain_leg_value(s, p, lid) for lid in plain_checkable(s, p)}
        assert values == fresh and best == max(fresh.values(), default=0.0)
        assert bot.suits(_Sight(s, p), p) == {suit: sum(GAME.suit_of[c] == suit for c in s.areas[p])
                                              for suit in GAME.by_suit}


def test_what_is_kept_equals_a_fresh_walk_after_every_step_and_in_every_clone():
    """Two seeded games asked in turn (each ask finds the other game's answer kept), and at
    every step a clone that goes its own way: a kept answer missed by a change of legs,
    flags, hand or play area, or shared by states that differ, fails here."""
    bot, rng, steps = EasyBot(GAME, 0), random.Random(0), 0
    for (s, _), (t, _) in zip(positions(3), positions(3, first=3)):
        twin = GAME.clone(s)
        kept_values_are_fresh(bot, s)
        if pending := GAME.pending(twin):
            q = rng.choice(sorted(pending))
            GAME.apply(twin, q, rng.choice(pending[q].options))
            kept_values_are_fresh(bot, twin)
        kept_values_are_fresh(bot, s)
        kept_values_are_fresh(bot, t)
        steps += 1
    assert steps > 1000


def test_a_seats_legs_and_cards_are_walked_once_until_they_change():
    s = next(s for s, p in positions(1) if p == 0 and GAME.checkable(s, 0))
    assert GAME.checkable(s, 0) is GAME.checkable(s, 0) and GAME.placeable(s, 0) is GAME.placeable(s, 0)
    legs = GAME.checkable(s, 0)
    s.legs[0].append(legs[0])
    assert legs[0] not in GAME.checkable(s, 0)


def test_the_view_copies_each_field_from_its_own_place():
    s = next(s for i, (s, _) in enumerate(positions(1)) if i > 300)
    view = GAME.view(s, 1)
    shared = {"player", "hand", "hand_counts", "deck_count", "chosen", "has_chosen"}
    for f in fields(view):
        if f.name not in shared:
            assert getattr(view, f.name) == getattr(s, f.name), f.name
    assert view.hand == sorted(s.hands[1]) and view.deck_count == len(s.deck)
    before = to_plain(view)
    for rows in (s.areas, s.flags, s.legs, s.rail, s.tipi, s.points, s.chains):
        rows[0].append("changed")
    s.area_boxes[0]["town"] = 99
    s.discard.append("changed")
    assert to_plain(view) == before, "the view shares a list with the state"


def test_a_lone_option_draws_the_noise_a_ranking_would():
    """The easy bot takes a forced option without weighing it, but its noise stays in step."""
    for s, p in positions(1):
        decision = GAME.pending(s).get(p)
        if decision is not None and len(decision.options) == 1:
            break
    quick, ranked = EasyBot(GAME, 3), EasyBot(GAME, 3)
    assert quick.choose(GAME.view(s, p), decision) == ranked.rank(GAME.view(s, p), decision)[0]
    assert quick.rng.random() == ranked.rng.random()


def test_a_call_counts_the_suits_the_way_the_other_values_do():
    bot, checked = EasyBot(GAME, 0), 0
    for s, p in positions(3):
        decision = GAME.pending(s).get(p)
        if decision is None or decision.options[0].kind != "call":
            continue
        view, peek = GAME.view(s, p), _Peek(GAME.view(s, p))
        for o in decision.options:
            held = bot.suit_held(view, o["card"])
            base = 6.0 if held == 2 else 2.5 * held + 0.5
            plain = base + 0.5 * FAMILY_VALUE[GAME.cards[o["card"]].family] + 0.15 * view.hand_counts[o["player"]]
            assert bot.value(view, peek, o) == plain
            checked += 1
    assert checked > 100


def test_a_rollout_chooses_from_its_sight_of_the_state_as_from_the_view():
    """The search's rollouts read the sampled state through a sight (no view built): every
    choice, and the noise drawn for it, is the one the view gives. The bot's one sight,
    aimed again at each step and at each new game's state, reads what a new one would."""
    sighted, viewing, checked, kept = EasyBot(GAME, 5), EasyBot(GAME, 5), 0, _Sight()
    for s, p in positions(4):
        decision = GAME.pending(s).get(p)
        if decision is None:
            continue
        sight, view = _Sight(s, p), GAME.view(s, p)
        kept.aim(s, p)
        assert all(getattr(kept, name) is getattr(sight, name) for name in _Sight.__slots__)
        for name in (*_Sight.__slots__, "hand_counts"):     # what the bot reads: the view's values
            if name not in ("hands", "state"):              # (any hand order); the peek's: this
                got = getattr(sight, name)                  # seat's hand is the sight's own
                assert (sorted(got) if name == "hand" else got) == getattr(view, name), name
        assert sight.hands[p] is sight.hand and sight.state is s
        assert by_sight(sighted, GAME, s, p, decision) == viewing.choose(GAME.view(s, p), decision)
        checked += len(decision.options) > 1
    assert sighted.rng.random() == viewing.rng.random() and checked > 500


WORDS = ("_call_words", "_answer_words", "_act_words", "_pair_words", "_put_words", "_leg_words", "_discover_words",
         "_drawn_words", "_reveal_words", "_rail_words")


def test_a_rollout_works_out_no_prompt_reason_nor_costly_event_text(monkeypatch):
    """A search's rollout reads only the options: the decisions' words, and the event texts
    that cost something to write, are made later, when read (Decision.later, Event.later),
    so a rollout never pays for them."""
    def unread(*args):
        raise AssertionError("a rollout worked out a decision's words")

    search = GAME.make_bot("hard").search
    for seed in range(3):
        deal = GAME.new_game({"players": 2 + seed}, seed)
        world = GAME.determinize(GAME.view(deal, 0), copy_rng(deal.rng))
        for name in WORDS:
            monkeypatch.setattr(type(GAME), name, unread)
        easy, moves = EasyBot(GAME, seed), 0
        while (first := GAME.first_pending(world)) is not None:
            GAME._apply(world, first[0], search.policy(easy, GAME, world, *first))
            moves += 1
        monkeypatch.undo()
        assert moves > 100


def test_words_read_late_are_the_words_of_their_moment():
    """A decision kept while others move (a seat's chain while another's runs, the act
    choices) reads the words of the state it was made in, not of the state it is read in."""
    read = 0
    for seed in range(4):
        s = GAME.new_game({"players": 2 + seed % 3}, seed)
        rng = copy_rng(s.rng)                       # a generator of the test's own
        while pending := GAME.pending(s):
            fresh = GAME.clone(s)
            del fresh._pend
            now = to_plain(GAME.pending(fresh))     # made and read at once
            p = rng.choice(sorted(pending))
            GAME.apply(s, p, rng.choice(pending[p].options))
            assert to_plain(pending) == now
            read += len(pending) > 1
    assert read > 100


class _NoEvent:
    """Stands for Event in the rules while a quiet step runs: any event made fails."""

    def __init__(self, *args, **kwargs):
        raise AssertionError("a quiet step made an event")

    later = __init__


def steps_of(seed: int, move, monkeypatch=None) -> list:
    """A seeded game (easy seats by their sight of the state, or, for odd seeds, random
    ones), moved by `move(state, seat, option)`: the state and the decisions after every
    step. With `monkeypatch`, the moves run with Event replaced by _NoEvent."""
    s = GAME.new_game({"players": 2 + seed % 3}, seed)
    easy, rng, out = EasyBot(GAME, seed), random.Random(seed), []
    while (first := GAME.first_pending(s)) is not None:
        p, decision = first
        option = rng.choice(decision.options) if seed % 2 else by_sight(easy, GAME, s, p, decision)
        if monkeypatch is not None:
            monkeypatch.setattr(rules, "Event", _NoEvent)
        move(s, p, option)
        if monkeypatch is not None:
            monkeypatch.undo()
        out.append((digest(s), {q: d.options for q, d in GAME.pending(s).items()}))
    return out


def test_a_quiet_step_makes_no_event_and_moves_the_state_as_apply_does(monkeypatch):
    """The search's rollouts move by `SEARCH.step` (WildRide.move without a list), which
    makes no Event at all; every state and decision after every step is the one `_apply`
    (events made) leaves, in games played by easy and by random seats."""
    assert SEARCH.step is rules.WildRide.move
    moves = 0
    for seed in range(6):
        loud = steps_of(seed, GAME._apply)
        assert steps_of(seed, lambda s, p, o: SEARCH.step(GAME, s, p, o), monkeypatch) == loud
        moves += len(loud)
    assert moves > 2000
