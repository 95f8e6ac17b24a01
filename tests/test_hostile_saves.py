"""Saves as a hostile user writes them: each case issue 8 found, and the app's start with
each as its autosave. Every one ends in a one-line SaveError (never another exception, never
a hang) and, at start, in the file moved aside byte for byte with a message saying so."""
from __future__ import annotations

import json
import os
import threading
import time

import pytest

from wildwest.core import saves
from wildwest.core.saves import MAX_SAVE_BYTES, SaveData, SaveError, autosave_path, read_save, replay, write_save
from wildwest.games import get_game

DUEL = {"format": 1, "game": "duel", "config": {"players": 2, "deck": "classic"}, "seed": 3,
        "seats": ["human", "hard"], "moves": [[0, {"kind": "discard", "card": "pink-1"}]]}
DURANGO = {"format": 1, "game": "durango", "config": {"players": 2}, "seed": 3,
           "seats": ["human", "easy"], "moves": []}

DESPERADOS = {"format": 1, "game": "desperados", "config": {"players": 4, "marshal": 1}, "seed": 3,
              "seats": ["human", "easy", "easy", "easy"], "moves": []}
SOLO = {"format": 1, "game": "deckwest", "config": {"players": 1, "mode": "solo"}, "seed": 3,
        "seats": ["human"], "moves": []}


def text_of(base: dict, **changes) -> str:
    return json.dumps(dict(base, **changes))


CASES = {
    "seat Infinity": text_of(DUEL).replace('[[0, {"kind"', '[[Infinity, {"kind"'),
    "seat NaN": text_of(DUEL).replace('[[0, {"kind"', '[[NaN, {"kind"'),
    "seat 1.0": text_of(DUEL).replace('[[0, {"kind"', '[[1.0, {"kind"'),
    "seat true": text_of(DUEL, moves=[[True, {"kind": "discard", "card": "green-1"}]]),
    "seat of 400 digits": text_of(DUEL).replace('[[0, {"kind"', '[[' + "9" * 400 + ', {"kind"'),
    "seed of 5,000 digits": text_of(DUEL).replace('"seed": 3', '"seed": ' + "7" * 5000),
    "seed too big": text_of(DUEL, seed=2**80),
    "seed true": text_of(DUEL, seed=True),
    "nested 100,000 deep": '{"format": 1, "moves": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "durango seat 99": text_of(DURANGO, moves=[[99, {"kind": "pass"}]]),
    "moves a mapping": text_of(DUEL, moves={}),
    "moves a string": text_of(DUEL, moves="[]"),
    "seats a string": text_of(DUEL, seats="easy"),
    "seats a mapping": text_of(DUEL, seats={"human": 1}),
    "game name of 100,000 characters": text_of(DUEL, game="x" * 100_000),
    "game a list": text_of(DUEL, game=["duel"]),
    "format true": text_of(DUEL, format=True),
    "config with a list": text_of(DUEL, config={"players": [2]}),
    "config players true": text_of(DUEL, config={"players": True}),
    "config huge key": text_of(DUEL, config={"k" * 10_000: 1}),
    "config marshal true": text_of(DESPERADOS, config={"players": 4, "marshal": True}),
    "config marshal 1.0": text_of(DESPERADOS, config={"players": 4, "marshal": 1.0}),
    "config players 4.0": text_of(DESPERADOS, config={"players": 4.0, "marshal": 0}),
    "solo config players true": text_of(SOLO, config={"players": True, "mode": "solo"}),
    "config unknown key": text_of(DUEL, config={"players": 2, "deck": "classic", "cheat": 1}),
    "config unknown key of another game": text_of(DUEL, config={"players": 2, "marshal": 0}),
    "option kind a number": text_of(DUEL, moves=[[0, {"kind": 5}]]),
    "option nested": text_of(DUEL, moves=[[0, {"kind": "discard", "card": [[["pink-1"]]]}]]),
    "option string of a megabyte": text_of(DUEL, moves=[[0, {"kind": "discard", "card": "p" * 900_000}]]),
    "move of three parts": text_of(DUEL, moves=[[0, {"kind": "discard", "card": "pink-1"}, 5]]),
    "too many moves": text_of(DUEL, moves=[[0, {"kind": "pass"}]] * (saves.MAX_MOVES + 1)),
    "not an object": "[" * 50 + "]" * 50,
    "not UTF-8": "\udcff",
}


def write_case(path, text: str) -> None:
    if text == "\udcff":
        path.write_bytes(b"\xff\xfe{}")
    else:
        path.write_text(text, encoding="utf-8")


def check_message(err: SaveError) -> None:
    message = str(err)
    assert message and "\n" not in message and len(message) <= saves.MAX_MESSAGE


@pytest.mark.parametrize("case", CASES)
def test_a_hostile_save_is_a_one_line_save_error(tmp_path, case):
    path = tmp_path / "game.json"
    write_case(path, CASES[case])
    start = time.perf_counter()
    with pytest.raises(SaveError) as err:
        replay(read_save(path))
    check_message(err.value)
    assert time.perf_counter() - start < 5      # a bound against a hang, not a timing test


@pytest.mark.parametrize("base", [DESPERADOS, SOLO, DUEL])
def test_the_bases_of_the_config_cases_load(tmp_path, base):
    """The hostile config cases differ from these in one value only."""
    path = tmp_path / "game.json"
    write_case(path, text_of(base))
    assert replay(read_save(path))


def test_unknown_config_keys_are_named(tmp_path):
    path = tmp_path / "game.json"
    write_case(path, text_of(DUEL, config={"players": 2, "deck": "classic", "cheat": 1}))
    with pytest.raises(SaveError, match="^the save's config has settings Duel does not have: 'cheat'$"):
        read_save(path)


def _first_move_with_a_number(name: str):
    """A seeded random game of `name` up to its first option holding a whole number (a
    player, a slot, a coordinate): the save's config, its moves, and that move's index."""
    import random
    game = get_game(name)
    config = game.configure({"players": game.min_players if name != "deckwest" else 2})
    rng, state, moves = random.Random(4), game.new_game(config, 4), []
    while True:
        player, decision = sorted(game.pending(state).items())[0]
        numbered = [o for o in decision.options if any(type(v) is int for _, v in o.args)]
        option = rng.choice(numbered or decision.options)
        moves.append([player, option.to_json()])
        if numbered:
            return game, config, moves
        game.apply(state, player, option)


@pytest.mark.parametrize("name", ["durango", "desperados", "wildride", "deckwest"])
def test_a_move_with_a_bool_or_a_float_for_a_number_does_not_replay(tmp_path, name):
    """`true` is not 1 and `1.0` is not 1 in a save's move either (each game's first option
    that holds a whole number, written both ways); the move as written replays."""
    game, config, moves = _first_move_with_a_number(name)
    seats = ["easy"] * config["players"]
    base = {"format": 1, "game": name, "config": config, "seed": 4, "seats": seats}
    path = tmp_path / "game.json"
    write_case(path, json.dumps(dict(base, moves=moves)))
    assert len(replay(read_save(path))[2]) == len(moves)
    key, value = next((k, v) for k, v in moves[-1][1].items() if type(v) is int)
    for loose in ([float(value)] + ([bool(value)] if value in (0, 1) else [])):
        changed = moves[:-1] + [[moves[-1][0], dict(moves[-1][1], **{key: loose})]]
        write_case(path, json.dumps(dict(base, moves=changed)))
        with pytest.raises(SaveError, match=f"^move {len(moves)} of the save does not replay: .* is not legal now$"):
            replay(read_save(path))


def test_any_exception_while_replaying_is_a_save_error(tmp_path, monkeypatch):
    game = get_game("duel")

    def broken(state, player, option):
        raise ZeroDivisionError("an engine bug")
    monkeypatch.setattr(game, "apply", broken)
    save = SaveData("duel", {"players": 2, "deck": "classic"}, 3, ["human", "easy"],
                    [(0, get_game("duel").pending(get_game("duel").new_game({}, 3))[0].options[0])])
    with pytest.raises(SaveError, match="move 1 of the save does not replay.*ZeroDivisionError"):
        replay(save)


def test_any_exception_while_checking_is_a_save_error(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_case(path, text_of(DUEL))

    def broken(config):
        raise RecursionError("deep")
    monkeypatch.setattr(get_game("duel"), "configure", broken)
    with pytest.raises(SaveError, match="RecursionError"):
        read_save(path)


def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "autosave.json"
    os.mkfifo(pipe)
    outcome = []

    def read():
        try:
            read_save(pipe)
        except SaveError as err:
            outcome.append(str(err))
    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():           # unblock the reader so the test run can end
        with open(pipe, "w"):
            pass
    assert outcome == ["the save cannot be read (it is not a regular file)"]


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(tmp_path)


def test_a_save_larger_than_any_game_is_refused_unread(tmp_path):
    path = tmp_path / "game.json"
    data = dict(DUEL, moves=[], note="x" * MAX_SAVE_BYTES)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="larger than 1,000,000 bytes"):
        read_save(path)


def test_the_longest_real_game_fits_the_caps(tmp_path):
    """A 5-seat Durango played to the end by random choices (longer than bots or people
    play) saves well under the caps."""
    import random
    game = get_game("durango")
    rng, state, moves = random.Random(1), game.new_game({"players": 5}, 1), []
    while game.pending(state):
        player, decision = next(iter(game.pending(state).items()))
        option = rng.choice(decision.options)
        game.apply(state, player, option)
        moves.append((player, option))
    path = tmp_path / "game.json"
    write_save(path, SaveData("durango", {"players": 5}, 1, ["easy"] * 5, moves))
    assert path.stat().st_size * 10 < MAX_SAVE_BYTES and len(moves) * 10 < saves.MAX_MOVES
    assert replay(read_save(path))[2]


# ---- stale temporary files ----------------------------------------------------------------------

def test_stale_temp_files_are_removed_and_fresh_ones_kept(tmp_path):
    old, fresh, other = tmp_path / ".save-abc.json", tmp_path / ".save-new.json", tmp_path / "keep.json"
    for path in (old, fresh, other):
        path.write_text("{}")
    os.utime(old, (time.time() - 120, time.time() - 120))
    os.utime(other, (time.time() - 120, time.time() - 120))
    assert saves.remove_stale_temps(tmp_path) == [old]
    assert not old.exists() and fresh.exists() and other.exists()


# ---- the app's start with each as its autosave ----------------------------------------------

@pytest.fixture
def menu_app():
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant"), headless=True)
    yield application
    application.shutdown()


@pytest.mark.parametrize("case", CASES)
def test_the_menu_moves_a_hostile_autosave_aside_byte_for_byte(menu_app, case):
    from wildwest.ui.scenes.menu import MenuScene
    path = autosave_path()
    write_case(path, CASES[case])
    before = path.read_bytes()
    menu = MenuScene(menu_app)
    menu_app.push(menu)
    menu_app.step(1 / 60, events=[])
    assert menu.resumable is None and not path.exists()
    kept = [p for p in path.parent.iterdir() if p.name.startswith("autosave.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert "could not be resumed" in menu.message and kept[0].name in menu.message
    assert "\n" not in menu.message and len(menu.message) < 400


def test_the_menu_refuses_a_pipe_as_autosave_without_blocking(menu_app):
    from wildwest.ui.scenes.menu import MenuScene
    os.mkfifo(autosave_path())
    menu = MenuScene(menu_app)
    assert menu.resumable is None and "not a regular file" in menu.message


def test_the_menu_removes_stale_temp_files_at_start(menu_app):
    from wildwest.ui.scenes.menu import MenuScene
    home = autosave_path().parent
    stale = home / ".save-k1ll3d.json"
    stale.write_text('{"format": 1')
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    MenuScene(menu_app)
    assert not stale.exists()
