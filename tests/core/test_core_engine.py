"""The engine contract's small values: Option, Decision, Event, digest, Game.apply."""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import pickle
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from wildwest.core.engine import ConfigChoice, Decision, Event, Game, IllegalMove, Option, Result, digest, to_plain

ROOT = Path(__file__).resolve().parents[2]


# ---- Option ---------------------------------------------------------------------------

def test_option_json_form_reads_as_it_saves():
    option = Option("play", card="pink-7")
    assert option.to_json() == {"kind": "play", "card": "pink-7"}
    assert Option.from_json({"kind": "play", "card": "pink-7"}) == option
    assert Option("pass").to_json() == {"kind": "pass"}


@pytest.mark.parametrize("option", [
    Option("pass"),
    Option("play", card="pink-7"),
    Option("move", to=3, path=[1, 2, 3], fast=True, note=None),
    Option("bid", amount=2.5, cards=[["a", 1], ["b", 2]]),
])
def test_option_json_round_trip_through_text(option):
    text = json.dumps(option.to_json())
    back = Option.from_json(json.loads(text))
    assert back == option
    assert hash(back) == hash(option)
    assert back.to_json() == option.to_json()


def test_lists_become_tuples_so_options_stay_hashable():
    option = Option("move", path=[1, 2, 3])
    assert option["path"] == (1, 2, 3)
    assert option.to_json() == {"kind": "move", "path": [1, 2, 3]}
    assert {option: "ok"}[Option("move", path=(1, 2, 3))] == "ok"


def test_an_option_s_arguments_are_read_by_name_from_a_table_kept_with_it_and_its_copies():
    """Bots read an option's arguments at every look, so each keeps them by name (not a
    field: equality, hashing, the JSON form and copies are its kind and args)."""
    option = Option("step", x=-2, y=1, by="climb")
    assert option._named == {"x": -2, "y": 1, "by": "climb"}
    for same in (option, copy.deepcopy(option), pickle.loads(pickle.dumps(option))):
        assert (same["x"], same["y"], same["by"], same.get("card"), same.get("card", 0)) == (-2, 1, "climb", None, 0)
        assert same == option and hash(same) == hash(option) and dataclasses.astuple(same) == ("step", option.args)
    with pytest.raises(KeyError):
        option["card"]


def test_option_equality_and_hash_ignore_argument_order():
    a, b = Option("x", first=1, second=2), Option("x", second=2, first=1)
    assert a == b and hash(a) == hash(b)
    assert a.args == (("first", 1), ("second", 2))
    assert len({a, b}) == 1


@pytest.mark.parametrize("other", [
    Option("play", card="pink-8"), Option("discard", card="pink-7"), Option("play"),
    Option("play", card="pink-7", extra=1), Option("play", cards="pink-7"),
])
def test_options_differ_by_kind_and_every_argument(other):
    option = Option("play", card="pink-7")
    assert option != other
    assert len({option, other}) == 2


def test_option_is_immutable():
    option = Option("play", card="pink-7")
    with pytest.raises(dataclasses.FrozenInstanceError):
        option.kind = "discard"


def test_option_lookup():
    option = Option("play", card="pink-7")
    assert option["card"] == "pink-7"
    assert option.get("card") == "pink-7" and option.get("other") is None and option.get("other", 3) == 3
    with pytest.raises(KeyError):
        option["other"]
    assert repr(option) == "Option('play', card='pink-7')"
    assert repr(Option("pass")) == "Option('pass')"


@pytest.mark.parametrize("data", [None, [], "play", {}, {"card": "x"}, {"kind": 3}, {"kind": None}])
def test_option_from_json_rejects_what_is_not_an_option(data):
    with pytest.raises(ValueError, match="not an option"):
        Option.from_json(data)


# ---- Decision, Event, Result, ConfigChoice ---------------------------------------------

def test_decision_blocked_and_reason():
    decision = Decision("Choose", (Option("play", card="a"),),
                        (("b", "+1 rule: no"), ("c", "not yours")))
    assert decision.reason("b") == "+1 rule: no"
    assert decision.reason("c") == "not yours"
    assert decision.reason("a") is None
    assert Decision("Choose", ()).blocked == () and Decision("Choose", ()).reason("a") is None


def test_a_decision_made_later_gives_its_reasons_before_its_prompt_is_read():
    """No class-level default answers for a decision whose words are not worked out yet."""
    later = Decision.later((Option("play", card="a"),), lambda: ("Choose", (("b", "not yours"),)))
    assert later.reason("b") == "not yours" and later.blocked == (("b", "not yours"),)
    assert Decision.later((), lambda: ("Choose", ())).interrupt is False


def test_event_visible_to():
    public = Event("reveal", "Both cards shown.")
    private = Event("commit", "You lay a 5.", to=1)
    assert [public.visible_to(p) for p in (0, 1, None)] == [True, True, True]
    assert [private.visible_to(p) for p in (0, 1, None)] == [False, True, False]
    assert public.reveal is False and Event("x", "y", reveal=True).reveal is True


def test_event_data_is_not_part_of_equality():
    assert Event("k", "t", {"a": 1}) == Event("k", "t", {"a": 2})
    assert Event("k", "t", to=0) != Event("k", "t", to=1)


def test_words_made_later_are_worked_out_once_when_read_and_read_as_made_at_once():
    calls = []

    def words(name, cards):
        calls.append(name)
        return f"{name}, choose.", tuple((c, "not yours") for c in cards)

    later = Decision.later((Option("play", card="a"),), words, "Ann", ("b",))
    now = Decision("Ann, choose.", (Option("play", card="a"),), (("b", "not yours"),))
    assert calls == [] and later.options == now.options and later.interrupt is False
    assert later.prompt == "Ann, choose." and later.reason("b") == "not yours" and calls == ["Ann"]
    assert later == now and hash(later) == hash(now) and repr(later) == repr(now) and calls == ["Ann"]
    assert to_plain(Decision.later((), words, "Bo", ())) == to_plain(Decision("Bo, choose.", ()))
    assert dataclasses.replace(Decision.later((), words, "Cy", ()), interrupt=True).prompt == "Cy, choose."
    event = Event.later("draw", {"player": 1}, "{} draws {}.".format, "Ann", 2, to=1)
    assert event == Event("draw", "Ann draws 2.", to=1) and event.data == {"player": 1}
    assert to_plain(Event.later("x", {}, "{}".format, 3, reveal=True)) == to_plain(Event("x", "3", reveal=True))
    with pytest.raises(AttributeError):
        _ = later.nothing


def test_config_choice_labels():
    choice = ConfigChoice("deck", "Deck", ("classic", "frontier"), "classic", ("Classic", "Frontier"))
    assert choice.label_of("frontier") == "Frontier"
    assert choice.label_of("other") == "other"
    assert ConfigChoice("n", "N", (1, 2), 1).label_of(2) == "2"


# ---- to_plain and digest --------------------------------------------------------------

@dataclass
class Toy:
    rng: random.Random
    items: list
    marks: set
    table: dict
    choice: Option | None = None


def toy(seed=1) -> Toy:
    return Toy(random.Random(seed), [1, [2, 3]], {"b", "a"}, {2: "x", 1: (4, 5)}, Option("play", card="c"))


def test_to_plain_is_json_able_and_orders_sets_and_keys():
    plain = to_plain(toy())
    assert plain["items"] == [1, [2, 3]]
    assert plain["marks"] == ["a", "b"]
    assert plain["table"] == {"1": [4, 5], "2": "x"}
    assert plain["choice"] == {"kind": "play", "card": "c"}
    assert plain["rng"] == to_plain(random.Random(1).getstate())
    json.dumps(plain)


def test_digest_is_the_sha256_of_the_canonical_json():
    assert digest({"b": [1, 2], "a": "x"}) == hashlib.sha256(b'{"a":"x","b":[1,2]}').hexdigest()[:16]


def test_digest_is_stable():
    assert digest(toy()) == digest(toy())
    assert len(digest(toy())) == 16 and int(digest(toy()), 16) >= 0
    state = toy()
    assert digest(state) == digest(state)          # reading it changes nothing


@pytest.mark.parametrize("change", [
    lambda t: t.items.append(4),
    lambda t: t.items.reverse(),
    lambda t: t.marks.add("c"),
    lambda t: t.table.update({1: (5, 4)}),
    lambda t: t.rng.random(),                      # the RNG's position is part of the state
    lambda t: setattr(t, "choice", Option("play", card="d")),
    lambda t: setattr(t, "choice", None),
])
def test_digest_is_sensitive_to_every_part(change):
    state = toy()
    before = digest(state)
    change(state)
    assert digest(state) != before


def test_digest_of_a_game_is_the_same_in_another_process():
    """No dependence on hash randomisation or object identity: a fresh interpreter with a
    different PYTHONHASHSEED gets the same digest for the same seeded game."""
    code = ("from wildwest.games import get_game\nfrom wildwest.core.engine import digest\n"
            "g = get_game('duel'); s = g.new_game({'deck': 'frontier'}, 42)\n"
            "from wildwest.core.engine import Option\n"
            "g.apply(s, 0, g.pending(s)[0].options[3])\nprint(digest(s))\n")
    outs = set()
    for hashseed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                             env={"PYTHONHASHSEED": hashseed, "PATH": "/usr/bin:/bin"}, timeout=60)
        assert out.returncode == 0, out.stderr
        outs.add(out.stdout.strip())
    from wildwest.games import get_game
    game = get_game("duel")
    state = game.new_game({"deck": "frontier"}, 42)
    game.apply(state, 0, game.pending(state)[0].options[3])
    assert outs == {digest(state)}


# ---- Game base class: configure and the legality check -----------------------------------

class Counter(Game):
    """A toy game: players take turns adding 1 or 2; reaching 5 or more wins."""

    name, title = "counter", "Counter"
    min_players, max_players = 2, 3
    options = (ConfigChoice("target", "Target", (5, 7), 5),)

    def _new_game(self, config, rng):
        return {"total": 0, "turn": 0, "players": config["players"], "target": config["target"]}

    def pending(self, state):
        if state["total"] >= state["target"]:
            return {}
        options = (Option("add", n=1), Option("add", n=2))
        blocked = () if state["total"] else (("3", "three is never allowed"),)
        return {state["turn"]: Decision("Add", options, blocked)}

    def _apply(self, state, player, option):
        state["total"] += option["n"]
        state["turn"] = (state["turn"] + 1) % state["players"]
        return [Event("add", f"+{option['n']}")]


def test_configure_fills_defaults_and_rejects_what_is_not_offered():
    game = Counter()
    assert game.configure(None) == {"players": 2, "target": 5}
    assert game.configure({"players": 3, "target": 7}) == {"players": 3, "target": 7}
    for bad in ({"players": 1}, {"players": 4}, {"players": "2"}, {"target": 6}):
        with pytest.raises(ValueError):
            game.configure(bad)
    assert game.seat_names({"players": 3}) == ["Player 1", "Player 2", "Player 3"]


def test_apply_refuses_a_player_with_nothing_to_decide_and_leaves_the_state():
    game = Counter()
    state = game.new_game({}, 1)
    with pytest.raises(IllegalMove, match="Player 2 has nothing to decide now"):
        game.apply(state, 1, Option("add", n=1))
    assert state["total"] == 0 and state["turn"] == 0


def test_apply_refuses_an_option_not_offered_and_gives_the_blocked_reason():
    game = Counter()
    state = game.new_game({}, 1)
    with pytest.raises(IllegalMove, match=r"Option\('add', n=3\) is not legal now: three is never allowed"):
        game.apply(state, 0, Option("add", n=3))
    with pytest.raises(IllegalMove, match=r"is not legal now$"):
        game.apply(state, 0, Option("sub", n=1))
    assert state["total"] == 0


def test_apply_takes_an_equal_option_built_elsewhere():
    game = Counter()
    state = game.new_game({}, 1)
    events = game.apply(state, 0, Option.from_json({"kind": "add", "n": 2}))
    assert events == [Event("add", "+2")] and state == {"total": 2, "turn": 1, "players": 2, "target": 5}


def test_clone_is_deep():
    game = Counter()
    state = game.new_game({}, 1)
    copy = game.clone(state)
    game.apply(copy, 0, Option("add", n=1))
    assert state["total"] == 0 and copy["total"] == 1


def test_describe_default():
    assert Counter().describe(Option("add", n=2)) == "add 2"
    assert Counter().describe(Option("pass")) == "pass"


def test_result_value():
    res = Result((0,), (3, 1), "Player 1 wins")
    assert res.winners == (0,) and Result((), (1, 1), "draw").winners == ()
