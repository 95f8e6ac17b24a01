"""Hypothesis writes hostile saves and settings for every registered game (iterating the
registry, so a new game is covered by registering it) and checks the clean outcome: a save
replays or is a one-line SaveError, settings always load as valid values and keep every
good field. The fast set keeps examples few; @pytest.mark.slow runs many more."""
from __future__ import annotations

import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wildwest.core import saves
from wildwest.core.saves import SaveData, SaveError, read_save, replay
from wildwest.games import game_names, get_game
from wildwest.ui.settings import Settings

FAST = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
SLOW = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-2**300, max_value=2**300),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30),
    st.sampled_from(["human", "easy", "hard", "pass", "duel", "durango", "pink-1", "x" * 5000]))
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=10), inner, max_size=5)), max_leaves=20)


def real_save(name: str, seed: int, moves: int) -> dict:
    """The JSON of a real save of `name`: random choices for `moves` steps."""
    game = get_game(name)
    config = game.configure({"players": game.max_players})
    rng, state, taken = random.Random(seed), game.new_game(config, seed), []
    while game.pending(state) and len(taken) < moves:
        player, decision = next(iter(game.pending(state).items()))
        option = rng.choice(decision.options)
        game.apply(state, player, option)
        taken.append((player, option))
    return SaveData(name, config, seed, ["easy"] * config["players"], taken).to_json()


@st.composite
def hostile_saves(draw, name: str) -> str:
    data = real_save(name, draw(st.integers(0, 50)), draw(st.integers(0, 12)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "config", "move", "option", "seats"]))
        value = draw(json_values)
        if where == "top":
            key = draw(st.sampled_from(["format", "game", "config", "seed", "seats", "moves", "extra"]))
            if draw(st.booleans()):
                data[key] = value
            else:
                data.pop(key, None)
        elif where == "config":
            data["config"] = dict(data["config"]) if isinstance(data.get("config"), dict) else {}
            data["config"][draw(st.sampled_from(["players", "deck", "mode", "x"]))] = value
        elif where == "seats" and isinstance(data.get("seats"), list) and data["seats"]:
            data["seats"][draw(st.integers(0, len(data["seats"]) - 1))] = value
        elif isinstance(data.get("moves"), list) and data["moves"]:
            move = data["moves"][draw(st.integers(0, len(data["moves"]) - 1))]
            whole = isinstance(move, list) and len(move) == 2       # an earlier change may have broken it
            if where == "move" and whole:
                move[draw(st.integers(0, 1))] = value
            elif whole and isinstance(move[-1], dict):
                move[-1][draw(st.sampled_from(["kind", "card", "player", "cattle", "pay"]))] = value
    text = json.dumps(data)
    cut = draw(st.one_of(st.none(), st.integers(0, len(text))))
    return text if cut is None else text[:cut]


def check_save(tmp_path, text: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        game, state, _ = replay(read_save(path))
    except SaveError as err:
        message = str(err)
        assert message and "\n" not in message and len(message) <= saves.MAX_MESSAGE
        return
    assert game.name in game_names()        # it replayed: a game the app knows, to a state


def hostile_save_test(examples):
    @pytest.mark.parametrize("name", game_names())
    def test(tmp_path, name):
        @examples
        @given(hostile_saves(name))
        def run(text):
            check_save(tmp_path, text)
        run()
    return test


test_hostile_saves_replay_or_are_a_save_error = hostile_save_test(FAST)
test_many_hostile_saves = pytest.mark.slow(hostile_save_test(SLOW))


def test_a_real_save_of_every_game_still_replays(tmp_path):
    for name in game_names():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(real_save(name, 1, 30)), encoding="utf-8")
        assert replay(read_save(path))[0].name == name


# ---- settings ------------------------------------------------------------------------------------
FIELDS = ("volume", "animation", "window", "fullscreen", "interrupt_prompts")
GOOD = {"volume": 0.25, "animation": "Slow", "window": [1600, 900], "fullscreen": True,
        "interrupt_prompts": False}


@st.composite
def hostile_settings(draw):
    data = dict(GOOD)
    damaged = draw(st.sets(st.sampled_from(FIELDS)))
    for name in damaged:
        data[name] = draw(json_values)
    for _ in range(draw(st.integers(0, 2))):
        data[draw(st.text(max_size=8))] = draw(json_values)
    return data


def check_settings(home, data) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    loaded = Settings.load()
    assert type(loaded.volume) is float and 0 <= loaded.volume <= 1 and math.isfinite(loaded.volume)
    assert loaded.animation in ("Slow", "Normal", "Fast", "Instant")
    assert type(loaded.window) is tuple and len(loaded.window) == 2
    assert type(loaded.fullscreen) is bool and type(loaded.interrupt_prompts) is bool
    for name in FIELDS:
        if data.get(name) == GOOD[name] and type(data.get(name)) is type(GOOD[name]):
            value = getattr(loaded, name)
            assert (list(value) if name == "window" else value) == GOOD[name], name


@FAST
@given(hostile_settings())
def test_hostile_settings_load_field_by_field(data):
    import os
    from pathlib import Path
    check_settings(Path(os.environ["WILDWEST_HOME"]), data)


@pytest.mark.slow
@SLOW
@given(hostile_settings())
def test_many_hostile_settings(data):
    import os
    from pathlib import Path
    check_settings(Path(os.environ["WILDWEST_HOME"]), data)
