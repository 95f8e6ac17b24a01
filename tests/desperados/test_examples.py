"""The rulebook's worked examples, played through the engine: Matthias's five hidden moves,
and Gregor, Patrick, Sabine and Leon robbing the coach in Salem, the examination and the
bank hold-up that continue it."""
from __future__ import annotations

from wildwest.games.desperados.rules import play_option

from .helpers import GAME, check_invariants, move, setup

FAR = ["flagstaff", "prescott"]          # the other sheriffs, out of the way


def test_matthias_five_hidden_moves():
    # Marshal (seat 0) in El Paso, Matthias (seat 1) in Tuba City, seat 2 in Santa Fe
    s = setup(3, "el-paso", ["aztec", "tombstone"], {1: "tuba-city", 2: "santa-fe"})
    move(s, None, {0: "la-luz", 1: "gallup", 2: "los-lunas"})
    assert s.pawn[1] == "tuba-city"                        # the pawn stays in Tuba City
    move(s, None, {0: "salem", 1: "st-johns", 2: "socorro"})
    move(s, None, {0: "saloon", 1: "saloon", 2: "saloon"})
    assert GAME.position(s, 1) == "st-johns"
    for _ in range(2):                                     # sheriffs of move 4 stay
        GAME.apply(s, 0, GAME.pending(s)[0].options[0])
    cards = {o["card"] for o in GAME.pending(s)[1].options if o.kind == "play"}
    # he might go to Globe, Socorro, Silver City, Payson or Flagstaff, not back to Gallup
    assert cards == {"globe", "socorro", "silver-city", "payson", "flagstaff"}
    assert "gallup" in dict(GAME.pending(s)[1].blocked)
    for p, card in ((0, "socorro"), (1, "globe"), (2, "la-luz")):
        GAME.apply(s, p, play_option(card))
    assert GAME.view(s, 1).cards[1] == ["gallup", "st-johns", "saloon", "globe"]   # he may look
    assert s.pawn[1] == "tuba-city"
    move(s, None, {0: "los-lunas", 1: "tucson", 2: "el-paso"})
    # the examination moved every pawn; Matthias ends his turn in Tucson
    assert s.pawn[1] == "tucson" and s.turn == 1
    check_invariants(s)


def gang_turn(spare_disc: bool = True):
    """Seats: 0 Marshal, 1 Gregor, 2 Patrick, 3 Sabine, 4 Leon. Moves 1-3 bring them to the
    positions the example starts from (Gregor in Socorro, Patrick and the marshal in La Luz,
    Sabine in Salem, Leon in Globe); the brown coach is put in Salem for move 4."""
    s = setup(5, "el-paso", ["salem", "silver-city"] + FAR,
              {1: "los-lunas", 2: "socorro", 3: "salem", 4: "tucson"})
    move(s, None, {0: "salem", 1: "santa-fe", 2: "los-lunas", 3: "el-paso", 4: "tombstone"})
    move(s, None, {0: "el-paso", 1: "los-lunas", 2: "santa-fe", 3: "la-luz", 4: "tucson"})
    events = move(s, None, {0: "la-luz", 1: "socorro", 2: "la-luz", 3: "salem", 4: "globe"})
    s.coach[0], s.robbed[0] = "salem", False
    sabine = ("saloon", "brown") if spare_disc else "saloon"
    events = move(s, None, {0: "saloon", 1: ("salem", "brown"), 2: ("salem", "brown"), 3: sabine,
                            4: ("silver-city", "spy")})
    return s, events


def test_desperadoes_move_discs_on_the_coach_and_a_spy():
    s, events = gang_turn()
    discs = [e for e in events if e.kind == "disc" and e.to is None]
    assert all(d.reveal and d.data["town"] == "salem" and d.data["need"] == 2 for d in discs)
    assert [d.data["players"] for d in discs] == [[1, 2], [3]]   # Sabine's disc beside theirs
    own = {e.to: e.text for e in events if e.kind == "disc" and e.to is not None}
    assert own == {1: "You and Patrick show proof: in Salem, discs on the brown stage coach.",    # not "Gregor and ..."
                   2: "You and Gregor show proof: in Salem, discs on the brown stage coach.",
                   3: "You show proof: in Salem, one more disc on the brown stage coach."}, own
    assert [d.shadows(1) for d in discs] == [True, False] and discs[0].text.startswith("Gregor and Patrick show")
    spies = [(e.to, e.text) for e in events if e.kind == "spy"]
    assert spies == [(None, "Leon shows proof: in Silver City, spying on the bank."),
                     (4, "You show proof: in Silver City, spying on the bank.")]
    assert discs[1].data["cards"][3] == ["salem", "saloon"]      # she shows both cards
    assert s.activities[0][3] == (1, 2, 3)
    assert s.robbed[0]                                           # the coach stops in Salem
    spied = [e for e in events if e.kind == "spied"]
    assert {e.to for e in spied} == {1, 2, 3, 4} and all(e.data["value"] == s.banks["silver-city"] for e in spied)
    assert s.spied == {"silver-city": s.banks["silver-city"]}
    assert GAME.view(s, 0).shown[4] == {3: "silver-city"}       # the marshal saw Leon's proof


def test_examination_arrests_patrick_and_sabines_spare_disc_saves_the_robbery():
    s, _ = gang_turn()
    coach, silver, socorro = s.coach_stack[-1], s.banks["silver-city"], s.banks["socorro"]
    events = move(s, ["socorro", "silver-city"] + FAR,
                  {0: "socorro", 1: "silver-city", 2: "socorro", 3: "socorro", 4: "saloon"})
    arrests = [(e.data["player"], e.data["card"]) for e in events if e.kind == "arrest"]
    assert arrests == [(2, "la-luz"), (3, "socorro")]
    assert s.lost[2] == ["la-luz"] and s.lost[3] == ["socorro"]
    kinds = [(e.kind, e.data.get("value")) for e in events if e.kind in ("robbed", "hold_up", "hold_up_fails")]
    # the coach robbery (the top coach tile) and Silver City's bank; Socorro keeps its tile
    assert kinds == [("robbed", coach), ("hold_up", silver)]
    assert s.booty == coach + silver and s.banks["socorro"] == socorro
    assert s.pawn[2] == "la-luz" and s.pawn[3] == "socorro" and s.pawn[1] == "silver-city"
    assert s.banks["silver-city"] is not None and "silver-city" not in s.spied   # a new tile
    check_invariants(s)


def test_without_sabines_disc_the_robbery_fails():
    s, events = gang_turn(spare_disc=False)
    assert not any(e.kind == "no_disc" for e in events)
    silver = s.banks["silver-city"]
    events = move(s, ["socorro", "silver-city"] + FAR,
                  {0: "socorro", 1: "silver-city", 2: "socorro", 3: "socorro", 4: "saloon"})
    foiled = next(e for e in events if e.kind == "foiled")
    assert foiled.data["town"] == "salem" and s.booty == silver
