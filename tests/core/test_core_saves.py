"""Saves: round trip, atomic writes, damaged files reported (never half-loaded), quarantine."""
from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from wildwest.core import saves
from wildwest.core.engine import Option, digest
from wildwest.core.saves import SaveData, SaveError, autosave_path, quarantine, read_save, replay, replay_summary, write_save
from wildwest.games import get_game

GAME = get_game("duel")


def random_moves(seed: int, deck: str = "classic", limit: int | None = None) -> list[tuple[int, Option]]:
    """The move list of a seeded random Duel game (to the end, or `limit` moves)."""
    rng, state, moves = random.Random(seed), GAME.new_game({"deck": deck}, seed), []
    while GAME.pending(state) and (limit is None or len(moves) < limit):
        pending = GAME.pending(state)
        player = rng.choice(sorted(pending))
        option = rng.choice(pending[player].options)
        GAME.apply(state, player, option)
        moves.append((player, option))
    return moves


def a_save(limit: int | None = 12, deck: str = "frontier") -> SaveData:
    return SaveData("duel", {"players": 2, "deck": deck}, 7, ["human", "easy"], random_moves(7, deck, limit))


def files(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


# ---- round trip and the file's form ------------------------------------------------------

def test_write_then_read_gives_the_same_save(tmp_path):
    save = a_save()
    path = tmp_path / "deep" / "folder" / "game.json"
    write_save(path, save)
    back = read_save(path)
    assert back == save
    assert back.moves == save.moves and len(back.moves) == 12
    assert back.to_json() == save.to_json()


def test_the_file_is_plain_json_a_person_can_read(tmp_path):
    save = a_save(limit=2)
    path = tmp_path / "game.json"
    write_save(path, save)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"format": 1, "game": "duel", "config": {"players": 2, "deck": "frontier"},
                    "seed": 7, "seats": ["human", "easy"],
                    "moves": [[p, {"kind": o.kind, "card": o["card"]}] for p, o in save.moves]}


def test_autosave_lives_in_the_private_user_folder(private_home):
    assert autosave_path() == private_home / "autosave.json"
    assert private_home.is_dir()


# ---- atomic writes --------------------------------------------------------------------------

def test_a_write_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "autosave.json"
    for n in range(3):
        write_save(path, a_save(limit=n))
    assert files(tmp_path) == ["autosave.json"]
    assert len(read_save(path).moves) == 2


def test_a_write_that_fails_while_writing_keeps_the_old_file(tmp_path):
    path = tmp_path / "autosave.json"
    write_save(path, a_save())
    before = path.read_bytes()
    broken = SaveData("duel", {"players": 2, "odd": object()}, 1, ["human", "human"])
    with pytest.raises(TypeError):
        write_save(path, broken)
    assert path.read_bytes() == before
    assert files(tmp_path) == ["autosave.json"]


@pytest.mark.parametrize("where", ["fsync", "replace"])
def test_a_write_that_fails_at_the_disk_keeps_the_old_file(tmp_path, monkeypatch, where):
    path = tmp_path / "autosave.json"
    write_save(path, a_save())
    before = path.read_bytes()

    def fail(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, where, fail)
    with pytest.raises(OSError, match="No space left"):
        write_save(path, a_save(limit=20))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files(tmp_path) == ["autosave.json"]


# ---- damaged saves --------------------------------------------------------------------------

GOOD = {"format": 1, "game": "duel", "config": {"players": 2, "deck": "classic"}, "seed": 3,
        "seats": ["human", "hard"], "moves": [[0, {"kind": "discard", "card": "pink-1"}]]}


def with_(**changes) -> str:
    data = dict(GOOD, **changes)
    return json.dumps({k: v for k, v in data.items() if v is not ...})


@pytest.mark.parametrize("text, message", [
    ("", "the save is damaged (not JSON: Expecting value at line 1)"),
    ("{\n\"format\": 1,\n", "the save is damaged (not JSON: Expecting property name enclosed in double quotes at line 3)"),
    ("[1, 2]", "the file does not hold a saved game"),
    ("null", "the file does not hold a saved game"),
    (json.dumps({"format": 1, "game": "duel"}), "the save lacks config, seed, seats, moves"),
    (with_(moves=...), "the save lacks moves"),
    (with_(format=2), "the save is in format 2, this app reads 1"),
    (with_(format=...), "the save is in format None, this app reads 1"),
    (with_(seats=["human", "robot"]), "the save's seats are not valid: ['human', 'robot']"),
    (with_(seats=["human", "flat"]), "the save's seats are not valid: ['human', 'flat']"),
    (with_(seats="human"), "the save's seats are not valid: 'human'"),
    (with_(moves=[[0]]), "move 1 of the save is damaged (not a seat and a choice)"),
    (with_(moves=[["x", {"kind": "discard", "card": "pink-1"}]]),
     "move 1 of the save is by a player who is not at the table (seat 'x' of 2)"),
    (with_(moves=[[0, {"card": "pink-1"}]]),
     "move 1 of the save is damaged (not a choice: {'card': 'pink-1'})"),
    (with_(moves=[[0, "discard"]]), "move 1 of the save is damaged (not a choice: 'discard')"),
    (with_(moves=5), "the save's move list is damaged (it is not a list)"),
    (with_(config="classic"), "the save's config is damaged"),
    (with_(seed="3"), "the save's seed is damaged"),
])
def test_a_damaged_file_is_a_save_error_with_a_clear_message(tmp_path, text, message):
    path = tmp_path / "autosave.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert str(info.value) == message
    assert path.read_text(encoding="utf-8") == text          # reading never changes the file


def test_a_seat_may_be_any_level_the_app_offers():
    for level in ("random", "easy", "hard", "expert"):
        assert SaveData.from_json(json.loads(with_(seats=["human", level]))).seats == ["human", level]


def test_a_file_that_is_not_text_is_a_save_error(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe")
    with pytest.raises(SaveError, match=r"^the save is damaged \(not UTF-8 text\)$"):
        read_save(path)


def test_a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match=r"^the save cannot be read \(No such file or directory\)$"):
        read_save(tmp_path / "nothing.json")


@pytest.mark.parametrize("changes, message", [
    ({"game": "poker"}, "the save is of an unknown game 'poker'"),
    ({"config": {"players": 2, "deck": "tarot"}},
     "the save's config is not valid: Duel: deck must be one of ['classic', 'frontier']"),
    ({"config": {"players": 3}}, "the save's config is not valid: Duel takes 2-2 players, not 3"),
    ({"seats": ["human"]}, "the save seats 1 for a game of 2 players"),
    ({"moves": [[0, {"kind": "discard", "card": "pink-1"}], [0, {"kind": "discard", "card": "pink-1"}]]},
     "move 2 of the save does not replay: Option('discard', card='pink-1') is not legal now"),
    ({"moves": [[1, {"kind": "play", "card": "green-1"}]]},
     "move 1 of the save does not replay: Option('play', card='green-1') is not legal now"),
    ({"moves": [[2, {"kind": "discard", "card": "pink-1"}]]},
     "move 1 of the save is by a player who is not at the table (seat 2 of 2)"),
    ({"moves": [[0, {"kind": "discard", "card": "green-1"}]]},
     "move 1 of the save does not replay: Option('discard', card='green-1') is not legal now"),
    ({"moves": [[-1, {"kind": "discard", "card": "pink-1"}]]},
     "move 1 of the save is by a player who is not at the table (seat -1 of 2)"),
    ({"moves": [[0, {"kind": "discard", "card": {"x": [1]}}]]},
     "move 1 of the save is damaged (not a choice: {'kind': 'discard', 'card': {'x': [1]}})"),
    ({"moves": [[0, {"kind": "teleport", "card": "pink-1"}]]},
     "move 1 of the save does not replay: Option('teleport', card='pink-1') is not legal now"),
])
def test_a_save_that_does_not_replay_is_a_save_error(tmp_path, changes, message):
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(dict(GOOD, **changes)), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        replay(read_save(path))
    assert str(info.value) == message


def test_an_illegal_move_deep_in_the_list_names_its_number(tmp_path):
    moves = random_moves(5, limit=30)
    index = next(i for i in range(20, 30) if moves[i][1].kind == "play")
    player = moves[index][0]
    bad = list(moves)
    bad[index] = (player, Option("play", card=f"{'pink' if player else 'green'}-1"))   # not its card
    with pytest.raises(SaveError, match=rf"^move {index + 1} of the save does not replay: "):
        replay(SaveData("duel", {"players": 2, "deck": "classic"}, 5, ["human", "easy"], bad))


def test_replay_rebuilds_the_same_state(tmp_path):
    save = a_save(limit=None)
    game, state, history = replay(save)
    live = GAME.new_game(save.config, save.seed)
    for player, option in save.moves:
        GAME.apply(live, player, option)
    assert game is GAME and digest(state) == digest(live)
    assert len(history) == len(save.moves) and GAME.result(state) is not None


def test_replay_summary(tmp_path):
    save = a_save(limit=None)
    path = tmp_path / "done.json"
    write_save(path, save)
    _, state, _ = replay(save)
    res = GAME.result(state)
    assert replay_summary(path) == {
        "game": "duel", "moves": len(save.moves), "seed": 7, "finished": True,
        "winners": list(res.winners), "scores": list(res.scores), "summary": res.summary,
        "digest": digest(state)}
    write_save(path, a_save(limit=3))
    summary = replay_summary(path)
    assert (summary["finished"], summary["winners"], summary["summary"]) == (False, None, "not finished")


# ---- quarantine -------------------------------------------------------------------------------

def test_quarantine_moves_the_file_aside_untouched(tmp_path):
    path = tmp_path / "autosave.json"
    damaged = b'{"format": 1, "game": "du\x00\xff'
    path.write_bytes(damaged)
    target = quarantine(path)
    assert target.parent == tmp_path
    assert re.fullmatch(r"autosave\.damaged-\d{8}-\d{6}\.json", target.name)
    assert not path.exists()
    assert target.read_bytes() == damaged
    assert files(tmp_path) == [target.name]


def test_two_quarantines_in_the_same_second_keep_both_files(tmp_path, monkeypatch):
    monkeypatch.setattr(saves.time, "strftime", lambda fmt, *a: "20260101-120000")
    path = tmp_path / "autosave.json"
    path.write_bytes(b"first damaged save")
    first = quarantine(path)
    path.write_bytes(b"second damaged save")
    second = quarantine(path)
    assert first != second
    assert first.read_bytes() == b"first damaged save"
    assert second.read_bytes() == b"second damaged save"
    assert len(files(tmp_path)) == 2


def test_a_new_autosave_after_quarantine_does_not_touch_the_damaged_file(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text("garbage", encoding="utf-8")
    with pytest.raises(SaveError):
        read_save(path)
    target = quarantine(path)
    write_save(path, a_save(limit=1))
    assert target.read_text(encoding="utf-8") == "garbage"
    assert len(read_save(path).moves) == 1
