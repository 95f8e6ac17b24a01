"""Deck Goes West's set-up choices: the characters' difficulty and each player's choice of
character, the score board, the d10, five players, and saves from before these existed."""
from __future__ import annotations

import json
import random

import pytest

from wildwest.core.bots import RandomBot
from wildwest.core.engine import IllegalMove, Option, digest
from wildwest.core.saves import SaveData, replay
from wildwest.games.deckwest.bots import EasyBot, make_bot

from ..battery import recording
from .helpers import GAME, at, check_invariants, day_state, random_game
from .hooks import PLAYTHROUGHS

C = GAME.c


def level(n: int) -> list[str]:
    return [k for k, ch in C.characters.items() if ch.difficulty == n]


def choose(state, char: str):
    (seat, decision), = GAME.pending(state).items()
    return seat, GAME.apply(state, seat, next(o for o in decision.options if o["char"] == char))


def test_each_player_in_turn_chooses_a_character_of_the_agreed_difficulty():
    state = GAME.new_game({"players": 3, "characters": "2"}, 4)
    assert state.heroes == []
    picks = ["carla_dirk", "jeb_steal", "driftina_wood"]
    for seat, char in enumerate(picks):
        (asked, decision), = GAME.pending(state).items()
        assert asked == seat and decision.prompt == f"Player {seat + 1}: choose your character"
        assert [o["char"] for o in decision.options] == [k for k in level(2) if k not in picks[:seat]]
        check_invariants(GAME, state)
        _, events = choose(state, char)
        said = [e.text for e in events]
        assert f"{C.characters[char].name} is chosen." in said          # the log's head names the seat by it
        assert not any("Player" in line for line in said)
    assert [h.char for h in state.heroes] == picks and [h.seat for h in state.heroes] == [0, 1, 2]
    for hero in state.heroes:
        ch = C.characters[hero.char]
        deck = sorted(i.rsplit("-", 1)[0] for i in hero.hand + hero.draw)
        assert deck == sorted(cid for cid, k in ch.deck.items() for _ in range(k))
        assert hero.res == ch.resources and len(hero.hand) == ch.hand         # the first day has begun
    assert GAME.pending(state)[0].prompt.startswith("Carla Dirk:")            # her first action
    check_invariants(GAME, state)


def test_a_character_already_chosen_cannot_be_chosen_again():
    state = GAME.new_game({"players": 2}, 1)
    choose(state, "jake_wilder")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, Option("character", char="jake_wilder"))


def test_solo_chooses_two_characters_double_trouble_one_and_the_chase_deals_fighters_after():
    solo = GAME.new_game({"players": 1, "characters": "3"}, 2)
    assert GAME.pending(solo)[0].prompt == "Player 1: choose your first character"
    choose(solo, "wash_cardman")
    assert [o["char"] for o in GAME.pending(solo)[0].options] == ["bryant_carrot"]
    assert GAME.pending(solo)[0].prompt == "Player 1: choose your second character"
    choose(solo, "bryant_carrot")
    assert [h.seat for h in solo.heroes] == [0, 0]
    double = GAME.new_game({"players": 1, "mission": "double_trouble"}, 2)
    assert GAME.pending(double)[0].prompt == "Player 1: choose your character"
    choose(double, "sam_boater")
    assert len(double.heroes) == 1 and double.heroes[0].spare == (0, 0)
    chase = GAME.new_game({"players": 2, "mode": "coop", "mission": "stop_that_wagon"}, 2)
    choose(chase, "casey_rocks")
    choose(chase, "wayne_johns")
    (seat, decision), = GAME.pending(chase).items()
    assert seat == 0 and "Fight card" in decision.prompt and decision.prompt.startswith("Casey Rocks")


def test_difficulty_three_is_refused_where_it_has_too_few_characters():
    assert len(level(3)) == 2
    GAME.configure({"players": 2, "characters": "3"})
    with pytest.raises(ValueError, match="only 2 characters have difficulty 3"):
        GAME.configure({"players": 3, "characters": "3"})


def test_the_easy_bot_chooses_the_character_that_suits_the_mission_and_random_any():
    picked = {}
    for mission in ("the_feast", "are_we_the_baddies", "speed_of_the_slowest"):
        state = GAME.new_game({"players": 2, "mode": "coop", "mission": mission}, 1)
        (seat, decision), = GAME.pending(state).items()
        picked[mission] = EasyBot(GAME, 1).choose(GAME.view(state, seat), decision)["char"]
        assert make_bot(GAME, "hard", 1, iterations=8).choose(GAME.view(state, seat), decision)["char"] == picked[mission]
    state = GAME.new_game({"players": 2}, 1)                   # versus: the Hint gives the same, unsearched
    (seat, decision), = GAME.pending(state).items()
    option, chance = make_bot(GAME, "hard", 1, iterations=8).advise(GAME.view(state, seat), decision)
    assert chance is None and option == EasyBot(GAME, 1).choose(GAME.view(state, seat), decision)
    assert GAME.describe(option) == C.characters[option["char"]].name
    assert picked == {"the_feast": "derek_dogood", "are_we_the_baddies": "wayne_johns",
                      "speed_of_the_slowest": "casey_rocks"}     # the trader, the fighter, the climber
    state = GAME.new_game({"players": 2}, 1)
    (seat, decision), = GAME.pending(state).items()
    chosen = {RandomBot(GAME, s).choose(GAME.view(state, seat), decision)["char"] for s in range(40)}
    assert chosen == set(level(1))


def test_the_score_board_is_chosen_from_the_mission_card():
    assert C.missions["speed_of_the_slowest"].boards == ("C", "D")
    for board, over in (("C", True), ("D", False)):
        state = day_state({"players": 2, "mode": "coop", "board": board})
        assert state.board == board
        state.tracker = 8 - 1
        at(state, [("tracker",)])
        assert bool(state.end) == over          # C ends after 8 nights, D after 12
    with pytest.raises(ValueError, match="played on score board C or D"):
        GAME.configure({"players": 2, "mode": "coop", "board": "A"})


def test_the_bandit_die_may_be_a_d10():
    state = day_state({"players": 2, "difficulty": "d10"})
    assert state.die == 10
    events = at(state, [("appear",)])
    rolls = [e for e in events if e.kind == "roll"]
    assert rolls and all(e.data["die"] == "d10" and all(1 <= f <= 10 for f in e.data["faces"]) for e in rolls)
    assert "10-sided" in rolls[0].text


@pytest.mark.parametrize("mode", ["versus", "coop"])
def test_five_players_play_to_the_end(mode):
    state, _ = random_game({"players": 5, "mode": mode}, 7)
    assert len(state.heroes) == 5 and GAME.result(state) is not None
    coop = GAME.new_game({"players": 5, "mode": "coop", "characters": "dealt"}, 7)
    assert coop.tracker == 3                    # one space for each player above 2


@pytest.mark.parametrize("name", sorted(PLAYTHROUGHS))
def test_a_save_from_before_the_choice_replays_as_it_was_played(name):
    data = json.loads(recording("deckwest", name).read_text())
    old = {k: v for k, v in data["config"].items() if k not in ("characters", "board")}   # as it was saved
    save = SaveData.from_json(dict(data, config=old))
    _, state, _ = replay(save)
    assert digest(state) == data["digests"][-1] and GAME.result(state).summary == data["summary"]
    fresh = GAME.new_game(old, save.seed)          # read as a new game, it would ask for characters first
    with pytest.raises(IllegalMove):
        GAME.apply(fresh, *save.moves[0])


def test_simulate_takes_the_new_options_and_refuses_bad_values(capsys):
    from wildwest.cli import main
    assert main(["simulate", "deckwest", "--bots", "easy,random", "--games", "1", "--option", "difficulty=d10",
                 "--option", "board=B", "--option", "characters=2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["options"] == {"difficulty": "d10", "board": "B", "characters": "2"}
    for bad in ("difficulty=d6", "board=C", "characters=4", "characters=3"):
        with pytest.raises(SystemExit) as exit_:
            main(["simulate", "deckwest", "--bots", "easy,easy,easy", "--games", "1", "--option", bad])
        assert exit_.value.code == 2


def test_random_games_choose_characters_and_keep_the_invariants():
    rng = random.Random(3)
    for seed in range(6):
        config = {"players": rng.randint(2, 5), "mode": rng.choice(["versus", "coop"]),
                  "characters": rng.choice(["1", "2"]), "difficulty": rng.choice(["d10", "d8"])}
        state, _ = random_game(config, seed)
        assert {C.characters[h.char].difficulty for h in state.heroes} == {int(config["characters"])}
