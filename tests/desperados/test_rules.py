"""One test per rule: set-up, coaches, sheriffs, hidden cards, discs, spying, the
examination (arrests, impossible moves, activities, hold-ups), new tiles, the turn's end,
the game's end, and the team figures simulate adds."""
from __future__ import annotations

import pytest

from wildwest.core.engine import IllegalMove
from wildwest.games.desperados.board import SALOON
from wildwest.games.desperados.rules import play_option, town_option

from .helpers import GAME, B, check_invariants, keep_all, move, random_game, setup

FAR = ["flagstaff", "prescott", "phoenix", "tuba-city", "aztec"]


def basic(players=3, pawns=None, sheriffs=None, marshal_at="el-paso"):
    pawns = pawns or {p: t for p, t in zip(range(1, players), ["gallup", "santa-fe", "tucson", "payson", "aztec"])}
    return setup(players, marshal_at, sheriffs or FAR[:players - 1], pawns)


def sheriffs_stay(s):
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, s.marshal, town_option("sheriff", town, i))


# ---- configuration and set-up ----------------------------------------------------------------
def test_config_seats_the_marshal_and_rejects_a_seat_that_is_not_there():
    assert GAME.configure({"players": 4}) == {"players": 4, "marshal": 0, "target": 4000, "proofs": "during"}
    assert GAME.seat_names({"players": 4, "marshal": 2}) == ["Gregor", "Patrick", "Marshal", "Sabine"]
    for bad in ({"players": 3, "marshal": 3}, {"players": 2}, {"players": 7}, {"players": 3, "target": 3700},
                {"players": 3, "proofs": "never"}):
        with pytest.raises(ValueError):
            GAME.configure(bad)


def test_setup_the_marshal_places_himself_and_one_sheriff_per_desperado_then_each_desperado():
    s = GAME.new_game({"players": 4, "marshal": 1}, 3)
    order = []
    while s.phase == "setup":
        (p, d), = GAME.pending(s).items()
        order.append(p)
        assert len(d.options) == 19
        GAME.apply(s, p, d.options[len(order)])
    assert order == [1, 1, 1, 1, 0, 2, 3] and len(s.sheriffs) == 3
    assert s.phase == "sheriffs" and s.move == 1


def test_a_desperado_may_start_with_the_marshal():
    s = setup(3, "gallup", ["aztec", "tucson"], {1: "gallup", 2: "gallup"})
    assert s.pawn == ["gallup", "gallup", "gallup"] and s.arrests == 0


# ---- coaches and sheriffs ----------------------------------------------------------------------
def test_the_brown_coach_follows_its_schedule_and_the_blue_one_comes_in_turn_two():
    s = setup(3, "el-paso", ["aztec", "prescott"], {1: "gallup", 2: "tucson"}, order=[0, 1, 2, 3, 4])
    brown = B.schedules[0].brown
    assert s.coach == [brown[1], None]                            # move 1 has begun
    cards = {0: ["la-luz", "salem", "socorro", "los-lunas", "santa-fe"],
             1: ["shiprock", "aztec", "santa-fe", "la-luz", "el-paso"],
             2: ["tombstone", "silver-city", "globe", "payson", "flagstaff"]}
    for m in range(4):
        move(s, None, {p: cards[p][m] for p in cards})
        assert s.coach == [brown[m + 2], None]
    move(s, None, {p: cards[p][4] for p in cards})
    assert s.turn == 1 and s.arrests == 0
    assert s.coach == [B.schedules[1].brown[1], B.schedules[0].blue[1]]


def test_sheriffs_ride_one_road_or_stay():
    s = basic()
    d = GAME.pending(s)[0]
    assert {o["town"] for o in d.options} == {"flagstaff"} | set(B.nbrs["flagstaff"])
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, town_option("sheriff", "tucson", 0))


# ---- hidden cards ------------------------------------------------------------------------------
def test_every_seat_lays_its_card_at_once_and_nobody_else_sees_it():
    s = basic()
    sheriffs_stay(s)
    assert set(GAME.pending(s)) == {0, 1, 2}
    events = GAME.apply(s, 1, play_option("st-johns"))
    private = [e for e in events if e.kind == "lay"]
    assert {e.to for e in private} == {1, 2}                     # the gang shows its cards
    public = next(e for e in events if e.kind == "lay_hidden")
    assert public.to is None and "St. Johns" not in public.text
    assert set(GAME.pending(s)) == {0, 2}
    marshal, partner = GAME.view(s, 0), GAME.view(s, 2)
    assert marshal.committed == [False, True, False] and 1 not in marshal.laying
    assert "st-johns" not in repr(marshal.laying) and partner.laying[1] == ("st-johns", None)
    GAME.apply(s, 0, play_option("la-luz"))
    assert "la-luz" not in repr(GAME.view(s, 1).laying) and GAME.view(s, 0).laying[0] == ("la-luz", None)


def test_a_card_is_laid_once_a_turn_and_only_towards_a_neighbour():
    s = basic()
    move(s, None, {0: "la-luz", 1: "st-johns", 2: "los-lunas"})
    sheriffs_stay(s)
    d = GAME.pending(s)[1]
    cards = {o["card"] for o in d.options if o.kind == "play"}
    assert cards == (set(B.nbrs["st-johns"]) | {SALOON})
    assert "st-johns" in dict(d.blocked) and "tucson" in dict(d.blocked)
    GAME.apply(s, 1, play_option("gallup"))
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, play_option("globe"))                    # one card per move
    GAME.apply(s, 0, play_option("el-paso"))
    GAME.apply(s, 2, play_option(SALOON))
    sheriffs_stay(s)
    d = GAME.pending(s)[2]
    assert SALOON not in {o["card"] for o in d.options if o.kind == "play"} and "los-lunas" in dict(d.blocked)


def stuck_game():
    """Seat 1 has lost Phoenix: Tuba City -> Flagstaff -> Prescott -> Saloon leaves no card."""
    s = basic(pawns={1: "tuba-city", 2: "santa-fe"}, sheriffs=["aztec", "tucson"])
    s.lost[1] = ["phoenix"]
    move(s, None, {0: "la-luz", 1: "flagstaff", 2: "los-lunas"})
    move(s, None, {0: "salem", 1: "prescott", 2: "socorro"})
    move(s, None, {0: "silver-city", 1: SALOON, 2: "la-luz"})
    sheriffs_stay(s)
    return s


def test_a_desperado_who_cannot_move_on_lays_any_card_and_the_examination_ends_his_move():
    s = stuck_game()
    d = GAME.pending(s)[1]
    assert "cannot move on" in d.prompt
    assert len([o for o in d.options if o.kind == "play"]) == 20 - 3 - 1    # played 3, lost 1
    GAME.apply(s, 1, play_option("el-paso"))
    GAME.apply(s, 0, play_option("globe"))
    GAME.apply(s, 2, play_option("el-paso"))
    assert s.stuck[1] == 3 and s.path[1][-1] == "prescott"
    events = move(s, None, {0: "payson", 1: "gallup", 2: SALOON})
    reveal4 = next(e for e in events if e.kind == "reveal" and e.data["move"] == 4)
    assert "cannot reach El Paso" in reveal4.text
    assert s.pawn[1] == "prescott" and s.lost[1] == ["phoenix"]     # he keeps the card
    check_invariants(s)


# ---- discs and spying --------------------------------------------------------------------------
def test_discs_are_placed_only_when_they_outnumber_the_sheriffs():
    s = setup(4, "el-paso", ["salem", "tucson", "aztec"], {1: "socorro", 2: "la-luz", 3: "silver-city"})
    assert "salem" in s.poker
    sheriffs_stay(s)
    GAME.apply(s, 0, play_option("tombstone"))
    assert not any(e.kind == "disc" for e in GAME.apply(s, 1, play_option("salem", "poker")))   # 1 vs 1
    disc = next(e for e in GAME.apply(s, 2, play_option("salem", "poker")) if e.kind == "disc")
    assert disc.reveal and disc.data["need"] == 2 and sorted(disc.data["players"]) == [1, 2]
    spare = next(e for e in GAME.apply(s, 3, play_option("salem", "poker")) if e.kind == "disc")
    assert spare.data["players"] == [3] and "one more disc" in spare.text
    keep_all(s)
    assert s.disc == [False, True, True, True]
    assert s.activities == [("poker", "salem", 1, (1, 2, 3), 2)]
    sheriffs_stay(s)
    acts = {o.get("act") for o in GAME.pending(s)[1].options if o.kind == "play"}
    assert acts <= {None, "spy"}                                  # one disc a turn


def test_too_few_discs_stay_home_unseen():
    s = setup(4, "el-paso", ["salem", "tucson", "aztec"], {1: "socorro", 2: "la-luz", 3: "gallup"})
    sheriffs_stay(s)
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 3, play_option("st-johns"))
    events = GAME.apply(s, 2, play_option(SALOON))
    assert not any(e.kind == "disc" for e in events)
    s2 = setup(4, "el-paso", ["salem", "tucson", "aztec"], {1: "socorro", 2: "la-luz", 3: "gallup"})
    sheriffs_stay(s2)
    GAME.apply(s2, 0, play_option("tombstone"))
    GAME.apply(s2, 3, play_option("st-johns"))
    GAME.apply(s2, 2, play_option(SALOON))
    events = GAME.apply(s2, 1, play_option("salem", "poker"))
    note = next(e for e in events if e.kind == "no_disc")
    assert note.to == 1 and s2.disc[1] is False and s2.shown[1] == {}


def test_a_robbed_coach_stays_where_it_was_robbed():
    s = setup(3, "el-paso", ["tucson", "aztec"], {1: "los-lunas", 2: "salem"}, order=[0, 1, 2, 3, 4])
    assert s.coach[0] == "socorro"
    sheriffs_stay(s)
    GAME.apply(s, 0, play_option("la-luz"))
    GAME.apply(s, 1, play_option("socorro", "brown"))
    GAME.apply(s, 2, play_option("socorro", "brown"))
    assert s.robbed[0]
    assert s.coach[0] == "socorro"                                # not on to Salem


def test_spying_shows_the_gang_the_bank_whatever_the_sheriffs():
    s = setup(3, "el-paso", ["socorro", "socorro"], {1: "los-lunas", 2: "gallup"})
    sheriffs_stay(s)
    GAME.apply(s, 0, play_option("la-luz"))
    GAME.apply(s, 2, play_option("st-johns"))
    events = GAME.apply(s, 1, play_option("socorro", "spy"))
    spy = next(e for e in events if e.kind == "spy")
    assert spy.reveal and spy.to is None and spy.data["cards"] == ["socorro"]
    assert {e.to for e in events if e.kind == "spied"} == {1, 2}
    assert GAME.view(s, 2).bank_values == {"socorro": s.banks["socorro"]}
    assert GAME.view(s, 0).shown[1] == {0: "socorro"}
    assert s.disc[1] is False                                     # spying costs no disc


# ---- the examination ----------------------------------------------------------------------------
def test_an_arrest_on_the_saloon_keeps_the_saloon():
    s = setup(3, "gallup", ["aztec", "tucson"], {1: "gallup", 2: "santa-fe"})
    move(s, None, {0: SALOON, 1: SALOON, 2: "los-lunas"})
    move(s, None, {0: "shiprock", 1: "st-johns", 2: "socorro"})
    move(s, None, {0: "aztec", 1: "payson", 2: "salem"})
    move(s, None, {0: "santa-fe", 1: "phoenix", 2: "el-paso"})
    events = move(s, None, {0: "la-luz", 1: "prescott", 2: "tombstone"})
    arrest = next(e for e in events if e.kind == "arrest")
    assert arrest.data == {"player": 1, "town": "gallup", "card": SALOON, "lost": False}
    assert arrest.text == ("The marshal arrests Gregor in Gallup: Gregor laid the Saloon, so hands over no card, "
                           "and sits out the rest of the turn.")       # not "keeps the Saloon"
    assert s.lost[1] == [] and s.pawn[1] == "gallup"


def test_an_arrest_costs_the_town_card_for_the_rest_of_the_game():
    s = setup(3, "gallup", ["aztec", "tucson"], {1: "tuba-city", 2: "santa-fe"})
    move(s, None, {0: "st-johns", 1: "flagstaff", 2: "los-lunas"})
    move(s, None, {0: "globe", 1: "payson", 2: "socorro"})
    move(s, None, {0: SALOON, 1: "globe", 2: "salem"})             # caught in Globe
    move(s, None, {0: "tucson", 1: "silver-city", 2: "la-luz"})
    events = move(s, None, {0: "tombstone", 1: "tombstone", 2: "el-paso"})
    assert [e.data["player"] for e in events if e.kind == "arrest"] == [1]
    assert s.lost[1] == ["globe"] and s.pawn[1] == "globe" and s.pawn[0] == "tombstone"
    sheriffs_stay(s)
    d = GAME.pending(s)[1]
    assert "globe" not in {o["card"] for o in d.options if o.kind == "play"}


def test_the_gang_needs_more_desperadoes_than_sheriffs_in_a_bank_after_the_fifth_move():
    s = setup(4, "el-paso", ["tucson", "aztec", "aztec"], {1: "globe", 2: "tombstone", 3: "payson"})
    value = s.banks["tucson"]
    move(s, None, {0: "la-luz", 1: "phoenix", 2: "silver-city", 3: "flagstaff"})
    move(s, None, {0: "salem", 1: "prescott", 2: "st-johns", 3: "tuba-city"})
    move(s, None, {0: "socorro", 1: SALOON, 2: "payson", 3: "shiprock"})
    move(s, None, {0: "los-lunas", 1: "flagstaff", 2: "globe", 3: "gallup"})
    # one desperado against the sheriff in Tucson is not enough
    events = move(s, None, {0: "santa-fe", 1: "payson", 2: "tucson", 3: "st-johns"})
    fails = next(e for e in events if e.kind == "hold_up_fails")
    assert fails.data["town"] == "tucson" and s.banks["tucson"] == value and s.booty == 0


def test_a_held_up_bank_gets_the_next_tile_and_an_empty_stack_leaves_it_empty():
    s = setup(4, "el-paso", ["aztec", "aztec", "aztec"], {1: "globe", 2: "tombstone", 3: "phoenix"})
    s.bank_stack = []
    value = s.banks["tucson"]
    move(s, None, {0: "la-luz", 1: "payson", 2: "silver-city", 3: "prescott"})
    move(s, None, {0: "salem", 1: "st-johns", 2: "globe", 3: "flagstaff"})
    move(s, None, {0: "socorro", 1: "gallup", 2: "phoenix", 3: "payson"})
    move(s, None, {0: "los-lunas", 1: "tuba-city", 2: SALOON, 3: "globe"})
    events = move(s, None, {0: "santa-fe", 1: "flagstaff", 2: "tucson", 3: "tucson"})
    hold = next(e for e in events if e.kind == "hold_up" and e.data["town"] == "tucson")
    assert hold.data["value"] == value and s.banks["tucson"] is None
    assert "tucson" not in GAME.view(s, 1).bank_towns


def test_the_marshal_reads_what_the_new_bank_tile_holds():
    s = setup(4, "el-paso", ["aztec", "aztec", "aztec"], {1: "globe", 2: "tombstone", 3: "phoenix"})
    move(s, None, {0: "la-luz", 1: "payson", 2: "silver-city", 3: "prescott"})
    move(s, None, {0: "salem", 1: "st-johns", 2: "globe", 3: "flagstaff"})
    move(s, None, {0: "socorro", 1: "gallup", 2: "phoenix", 3: "payson"})
    move(s, None, {0: "los-lunas", 1: "tuba-city", 2: SALOON, 3: "globe"})
    events = move(s, None, {0: "santa-fe", 1: "flagstaff", 2: "tucson", 3: "tucson"})
    told = next(e for e in events if e.kind == "draw" and e.to == 0 and e.data["town"] == "tucson")
    assert told.text == f"The new bank tile in Tucson holds ${s.banks['tucson']:,}."     # not "the new tile is"


# ---- the end ----------------------------------------------------------------------------------
def test_the_game_ends_after_five_turns_and_the_whole_gang_wins_or_the_marshal():
    for seed in range(12):
        s, _ = random_game(3 + seed % 4, seed, check=False)
        res = GAME.result(s)
        assert s.turn == 4 and s.phase == "over"
        gang = tuple(GAME.desperadoes(s))
        if s.booty >= GAME.target(s):
            assert res.winners == gang
        else:
            assert res.winners == (s.marshal,)


def test_simulate_seats_the_marshal_first_and_adds_the_gangs_win_rate():
    assert GAME.simulate_config({"players": 4}, [2, 3, 0, 1]) == {"players": 4, "marshal": 2}
    finished = []
    for seed in range(6):
        s, _ = random_game(3, seed, check=False)
        finished.append(({}, s))
    extras = GAME.simulate_extras(finished)
    wins = sum(s.booty >= GAME.target(s) for _, s in finished)
    assert extras["desperadoes_win_rate"] == round(wins / 6, 4)
    lo, hi = extras["desperadoes_win_rate_ci"]
    assert lo <= wins / 6 <= hi
    assert extras["mean_booty_per_desperado"] == round(sum(s.booty / 2 for _, s in finished) / 6, 1)


def test_marks_are_for_the_gang_once_a_move():
    s = basic()
    sheriffs_stay(s)
    assert not any(o.kind == "mark" for o in GAME.pending(s)[0].options)
    events = GAME.apply(s, 1, town_option("mark", "tucson"))
    assert {e.to for e in events} == {1, 2}
    assert {e.to: e.text for e in events} == {1: "You mark Tucson as the gang's target.",   # not "Gregor marks"
                                             2: "Gregor marks Tucson as the gang's target."}
    assert GAME.view(s, 2).marks == {1: ("tucson", 0, 1)} and GAME.view(s, 0).marks == {}
    assert not any(o.kind == "mark" for o in GAME.pending(s)[1].options)
    assert 1 in GAME.pending(s)                                   # a mark is not a card



def test_pending_works_out_the_acts_once_for_every_desperado_alike(monkeypatch):
    """Every desperado whose disc is free has the same acts open: `pending` finds them once
    (six hands are asked after every step of a search or a fuzz), and each seat's decision
    is the one it gets alone."""
    s = GAME.new_game({"players": 6, "marshal": 0}, 4)
    while s.phase != "cards":
        seat, decision = next(iter(GAME.pending(s).items()))
        GAME.apply(s, seat, decision.options[0])
    calls, real = [], GAME._acts
    monkeypatch.setattr(GAME, "_acts", lambda state, free: calls.append(free) or real(state, free))
    pending = GAME.pending(s)
    assert sorted(pending) == [0, 1, 2, 3, 4, 5] and calls == [True]
    assert all(pending[p] == GAME._card_decision(s, p, {}) for p in pending)
