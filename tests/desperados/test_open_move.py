"""A move stays open while cards are shown (rulebook: "as long as a move is not finished ...
players may change the card they played, also the Marshal"): discs and spies show their
proof as soon as the cards laid allow it, every seat whose card is not shown may keep it or
lay another, and the move closes when each has done so since the last proof. Also: the
quicker timing of the set-up, undo, the bots' use of the new chance, and old saves."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from wildwest.core.engine import IllegalMove
from wildwest.core.saves import SaveData, SaveError, read_save, replay
from wildwest.core.session import Session
from wildwest.games.desperados.bots import EasyBot, make_bot
from wildwest.games.desperados.rules import KEEP, play_option, town_option

from .helpers import GAME, check_invariants, move, setup

OLD_SAVE = Path(__file__).parent / "saves" / "before_target_and_proofs.json"


def salem_poker(proofs: str = "during", marshal_at: str = "el-paso"):
    """Marshal (0) in El Paso, one road from Salem, where one sheriff guards a poker game;
    Gregor (1) in Socorro, Patrick (2) in La Luz, Sabine (3) in Silver City, all next to
    Salem. The sheriffs have moved: the cards of move 1 are awaited."""
    s = setup(4, marshal_at, ["salem", "tucson", "aztec"], {1: "socorro", 2: "la-luz", 3: "silver-city"})
    s.proofs = proofs
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    return s


def test_a_proof_lets_the_marshal_one_road_away_change_his_card_and_arrest():
    s = salem_poker()
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 3, play_option("st-johns"))
    GAME.apply(s, 1, play_option("salem", "poker"))           # 1 against 1 sheriff: no disc yet
    assert not any(s.reopened) and GAME.view(s, 0).shown[1] == {}
    events = GAME.apply(s, 2, play_option("salem", "poker"))
    assert [e.kind for e in events if e.reveal and e.to is None] == ["disc"]
    assert GAME.view(s, 0).shown[1] == {0: "salem"}             # the marshal sees it at once
    assert set(GAME.pending(s)) == {0, 3} and s.phase == "cards"  # the shown cards are final
    d = GAME.pending(s)[0]
    assert d.options[0] == KEEP and play_option("tombstone") not in d.options
    GAME.apply(s, 0, play_option("salem"))
    assert set(GAME.pending(s)) == {3}                          # a change shows nothing
    GAME.apply(s, 3, KEEP)
    assert s.phase == "sheriffs" and s.move == 2
    move(s, None, {0: "saloon", 1: "el-paso", 2: "silver-city", 3: "gallup"})
    move(s, None, {0: "la-luz", 1: "la-luz", 2: "globe", 3: "tuba-city"})
    move(s, None, {0: "el-paso", 1: "santa-fe", 2: "tucson", 3: "shiprock"})
    events = move(s, None, {0: "tombstone", 1: "aztec", 2: "tombstone", 3: "aztec"})
    arrests = [(e.data["player"], e.data["town"]) for e in events if e.kind == "arrest"]
    assert arrests == [(1, "salem"), (2, "salem")]
    check_invariants(s)


def test_a_shown_card_is_final_and_a_change_is_seen_only_as_a_change():
    s = salem_poker()
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, play_option("la-luz"))
    events = GAME.apply(s, 0, play_option("salem"))
    private = [e for e in events if e.kind == "change"]
    public = next(e for e in events if e.kind == "change_hidden")
    assert [e.to for e in private] == [0] and "Salem" in private[0].text and "Tombstone" in private[0].text
    assert public.to is None and "Salem" not in public.text and public.shadows(0)
    assert public.reveal and public.data["known_to"] == [0]      # the others learn he changed
    assert 0 not in GAME.view(s, 3).laying and GAME.view(s, 0).laying[0] == ("salem", None)


def test_sabine_adds_a_spare_disc_after_the_proof_and_a_spy_shows_at_once():
    s = salem_poker()
    GAME.apply(s, 3, play_option("salem"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    d = GAME.pending(s)[3]
    assert play_option("salem", "poker") in d.options           # the game placed this move
    events = GAME.apply(s, 3, play_option("salem", "poker"))
    assert s.activities == [("poker", "salem", 1, (1, 2, 3), 2)]
    seen = [e.text for e in events if e.visible_to(0) and not e.shadows(0)]     # the marshal's lines
    assert seen == ["Sabine keeps the same card.", "Sabine shows proof: in Salem, one more disc on the poker table."]
    assert set(GAME.pending(s)) == {0} and not s.reopened[0]     # not laid yet: nothing to reopen
    GAME.apply(s, 0, play_option("salem"))
    sheriffs = list(s.sheriffs)
    for i, town in enumerate(sheriffs):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    assert not any(o.get("act") == "poker" for o in GAME.pending(s)[1].options)   # once a turn
    GAME.apply(s, 0, play_option("socorro"))
    events = GAME.apply(s, 1, play_option("socorro", "spy"))
    assert {e.to for e in events if e.kind == "spied"} == {1, 2, 3}
    assert all(e.reveal for e in events if e.kind == "spied")
    assert s.reopened == [True, False, False, False]


def test_with_proofs_after_every_card_nothing_shows_and_nobody_changes():
    s = salem_poker("after")
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    assert GAME.apply(s, 2, play_option("salem", "poker"))[-1].kind == "lay_hidden"
    assert set(GAME.pending(s)) == {3} and GAME.view(s, 0).shown[1] == {}
    events = GAME.apply(s, 3, play_option("salem", "poker"))
    disc = next(e for e in events if e.kind == "disc")
    assert disc.data["players"] == [1, 2, 3] and s.phase == "sheriffs"


def test_the_exchange_always_ends():
    """Random choices, reopenings included: in each move at most one proof per desperado is
    shown, each seat answers each proof at most once, and every game ends."""
    for seed in range(12):
        n = 3 + seed % 4
        s = GAME.new_game({"players": n, "marshal": seed % n}, seed)
        rng = random.Random(seed)
        answers = shows = 0
        while GAME.pending(s):
            pending = GAME.pending(s)
            p = rng.choice(sorted(pending))
            option = rng.choice(pending[p].options)
            cards, at = s.phase == "cards", (s.turn, s.move)
            answers += cards and s.committed[p] is not None and option.kind != "mark"
            events = GAME.apply(s, p, option)
            shows += sum(e.kind in ("disc", "spy") and e.to is None for e in events)    # not the showers' own lines
            if cards and (s.phase != "cards" or (s.turn, s.move) != at):
                assert shows <= n - 1 and answers <= shows * (n - 1)
                answers = shows = 0
        assert GAME.result(s) is not None


# ---- undo ------------------------------------------------------------------------------------------
def test_undo_stops_at_a_proof_the_marshal_saw_but_takes_back_his_change():
    s = salem_poker()
    session = Session(GAME, SaveData("desperados", {"players": 4, "marshal": 0, "target": 4000, "proofs": "during"},
                                     0, ["human", "easy", "easy", "easy"]), s)
    session.play(0, play_option("tombstone"))
    session.play(1, play_option("salem", "poker"))
    assert session.undo_point(0) is not None
    session.play(2, play_option("salem", "poker"))
    assert session.undo_point(0) is None                        # he saw two proofs since
    session.play(0, play_option("salem"))
    assert session.undo_point(0) == len(session.save.moves) - 1   # his change, nothing shown since
    session.play(3, play_option("st-johns"))
    assert session.undo_point(0) == len(session.save.moves) - 2


def test_a_desperado_cannot_undo_after_seeing_the_marshal_keep_or_change():
    session = Session.start(GAME, {"players": 4, "marshal": 0}, 0, ["easy", "human", "easy", "easy"])
    s = session.state
    for option in (town_option("place", t) for t in ("el-paso", "salem", "tucson", "aztec")):
        session.play(0, option)
    for p, town in ((1, "socorro"), (2, "la-luz"), (3, "silver-city")):
        session.play(p, town_option("place", town))
    for i, town in enumerate(list(s.sheriffs)):
        session.play(0, town_option("sheriff", town, i))
    session.play(0, play_option("tombstone"))
    session.play(3, play_option("st-johns"))
    session.play(2, play_option("salem", "poker"))
    session.play(1, play_option("salem", "poker"))              # his proof: the gang knew his card
    assert session.undo_point(1) == len(session.save.moves) - 1
    session.play(0, KEEP)
    assert session.undo_point(1) is None


# ---- bots --------------------------------------------------------------------------------------------
def test_the_easy_marshal_turns_to_a_proof_one_road_away():
    s = salem_poker()
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    assert EasyBot(GAME, 1).choose(GAME.view(s, 0), GAME.pending(s)[0]) == play_option("salem")
    s = salem_poker()
    GAME.apply(s, 0, play_option("salem"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    assert EasyBot(GAME, 1).choose(GAME.view(s, 0), GAME.pending(s)[0]) == KEEP


@pytest.mark.parametrize("proofs", ["during", "after"])
def test_an_easy_desperado_robs_a_coach_next_to_the_marshal_only_when_proofs_wait(proofs):
    """Move 1: the marshal's town is known, La Luz, one road from the coach in Socorro."""
    s = setup(3, "la-luz", ["tombstone", "prescott"], {1: "los-lunas", 2: "st-johns"}, order=[0, 1, 2, 3, 4])
    s.proofs = proofs
    for i, town in enumerate(list(s.sheriffs)):
        GAME.apply(s, 0, town_option("sheriff", town, i))
    assert s.coach[0] == "socorro"
    GAME.apply(s, 1, town_option("mark", "santa-fe"))          # the gang's plan: the bank beyond
    bot = EasyBot(GAME, 1)
    acts = {o.get("act") for o in (bot.choose(GAME.view(s, p), GAME.pending(s)[p]) for p in (1, 2))
            if o.kind == "play" and o["card"] == "socorro"}
    assert ("brown" in acts) == (proofs == "after")


@pytest.mark.parametrize("marshal_at", ["tuba-city", "el-paso"])
def test_after_the_partners_proof_an_easy_desperado_adds_a_spare_disc_or_flees_the_marshal(marshal_at):
    """Sabine laid Salem; Gregor and Patrick show proof there. With the marshal far away she
    adds a spare disc; with him one road away she leaves Salem, where he is bound to come."""
    s = salem_poker(marshal_at=marshal_at)
    GAME.apply(s, 3, town_option("mark", "silver-city"))
    GAME.apply(s, 3, play_option("salem"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    choice = EasyBot(GAME, 3).choose(GAME.view(s, 3), GAME.pending(s)[3])
    if marshal_at == "tuba-city":
        assert choice == play_option("salem", "poker")
    else:
        assert choice.kind == "play" and choice["card"] != "salem"


def test_the_hard_bot_answers_a_reopened_card_from_its_view_only():
    s = salem_poker()
    GAME.apply(s, 0, play_option("tombstone"))
    GAME.apply(s, 3, play_option("st-johns"))
    GAME.apply(s, 1, play_option("salem", "poker"))
    GAME.apply(s, 2, play_option("salem", "poker"))
    for p in (0, 3):
        view, decision = GAME.view(s, p), GAME.pending(s)[p]
        world = GAME.determinize(view, random.Random(5))
        assert GAME.view(world, p) == view and GAME.pending(world)[p] == decision
        a = make_bot(GAME, "hard", 3, iterations=8).choose(view, decision)
        assert a == make_bot(GAME, "hard", 3, iterations=8).choose(GAME.view(world, p), GAME.pending(world)[p])
        assert a in decision.options
    # At its real budget the marshal turns to the proof one road away.
    assert make_bot(GAME, "hard", 3).choose(GAME.view(s, 0), GAME.pending(s)[0]) == play_option("salem")


# ---- the target and old saves ------------------------------------------------------------------------
def test_the_target_is_a_set_up_choice_a_head():
    s = GAME.new_game({"players": 4, "target": 3500}, 1)
    assert GAME.target(s) == 10_500 == GAME.view(s, 2).target
    s.phase, s.booty = "over", 10_500
    assert GAME.result(s).winners == (1, 2, 3)
    s.booty = 10_499
    assert GAME.result(s).winners == (0,) and "$10,500" in GAME.result(s).summary


def test_simulate_takes_the_target_and_refuses_one_not_offered(capsys):
    from wildwest.cli import main
    assert main(["simulate", "desperados", "--bots", "easy,easy,easy", "--games", "1",
                 "--option", "target=3500", "--option", "proofs=after", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"target": 3500, "proofs": "after"} and "desperadoes_win_rate" in report
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "desperados", "--bots", "easy,easy,easy", "--option", "target=3700"])
    assert exit_.value.code == 2 and "target" in capsys.readouterr().err


def test_a_save_from_before_the_choices_replays_as_it_was_played():
    save = read_save(OLD_SAVE)
    assert "target" not in save.config and "proofs" not in save.config
    game, state, _ = replay(save)
    assert game.result(state).summary == json.loads(OLD_SAVE.read_text())["summary"]
    assert save.config["target"] == 4000 and save.config["proofs"] == "after"
    assert GAME.target(state) == 12_000
    played_now = read_save(OLD_SAVE)
    played_now.config = dict(played_now.config, target=4000, proofs="during")
    with pytest.raises(SaveError):
        replay(played_now)
