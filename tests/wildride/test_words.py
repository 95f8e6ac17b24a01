"""Plain words where a player reads (issue 18 §2): a leg and a railroad box are named as the
sheet shows them (region, icon, branch), never by the data's ids."""
import random
import re

from wildwest.core.engine import Option
from wildwest.core.session import Session

from .helpers import GAME, make_state


def test_legs_and_railroad_boxes_are_named_without_ids():
    legs = [GAME.describe(Option("leg", leg=leg)) for leg in GAME.map.legs]
    boxes = [GAME.describe(Option("rail", box=box)) for box in GAME.map.railroad]
    assert not [t for t in legs + boxes if re.search(r"\b[a-z]+\d+\b", t)]
    assert GAME.describe(Option("rail", box="r1")) == "Check the railroad box with a Card icon"
    assert GAME.describe(Option("rail", box="ra1")) == "Check the railroad box with a Tipi icon on the upper branch"
    assert GAME.describe(Option("rail", box="rb1")) == ("Check the railroad box with a free card icon on the lower "
                                                        "branch")
    assert GAME.describe(Option("rail", box="ra4")) == "Check the railroad's last box (6 points)"
    assert GAME.describe(Option("leg", leg="cd2")) == "Check the east leg of Central Desert with a Tipi icon"
    assert GAME.describe(Option("leg", leg="cd4")) == "Check the south leg of Central Desert"


def test_no_two_legs_of_a_region_read_alike():
    """"Check a leg of Central Desert" named both legs a player could check from its flag."""
    for region in GAME.map.regions.values():
        said = [GAME.describe(Option("leg", leg=leg)) for leg in region.legs]
        assert len(set(said)) == len(said), said


def _read_in_games(seeds=range(3)) -> list[str]:
    """Every text a player reads in a few random 3-player games: prompts, options, reasons, log."""
    read = []
    for seed in seeds:
        session = Session.start(GAME, {"players": 3}, seed, ["human"] * 3)
        rng = random.Random(seed)
        while session.result() is None:
            player, decision = min(session.pending().items())
            read += [decision.prompt, *(GAME.describe(o) for o in decision.options), *dict(decision.blocked).values()]
            read += [e.text for e in session.play(player, rng.choice(decision.options))]
    return read


def test_a_colour_is_never_called_a_suit():
    """The tutorial and the prompts say "colour"; the log and the Card action said "suit"."""
    read = _read_in_games()
    assert any("colour" in t for t in read)
    assert not [t for t in read if "suit" in t.lower()]


def test_a_pair_with_one_action_blocked_says_why():
    """"choose one of its two actions" came with a single button: the prompt now names the
    one action left and why the other cannot be done."""
    state = make_state(players=2, hands=[["red-1", "grey-1", "blue-2"], ["green-1"]])
    state.rail[0] = [box for box, b in GAME.map.railroad.items() if not b.next]     # at the railroad's end
    decision = GAME._d_pair(state, 0, ("pair", "check", "the railroad box"))
    assert [o["action"] for o in decision.options] == ["leg"]
    assert decision.prompt == "The railroad box: you can only check a leg (the railroad is finished)."


def test_a_chart_row_is_named_as_the_screen_names_it_never_an_area():
    """"The forest area: choose one of its two actions": "area" is your play area, and the
    screen calls the row "Forest" on the Reward Chart."""
    read = _read_in_games()
    assert not [t for t in read if re.search(r"\b(town|forest|desert|lake) area\b", t, re.IGNORECASE)]
    rows = [t for t in read if re.search(r"\bthe (Town|Forest|Desert|Lake) row of the Reward Chart\b", t)]
    assert any(t.startswith("The ") and "row of the Reward Chart: choose one of its two actions" in t for t in read)
    assert rows


def test_a_tipi_box_is_found_from_the_centre_with_its_icon():
    """The button said "Check Tipi box 2": a number the track does not show."""
    said = [GAME.describe(Option("tipi", box=b)) for b in range(7)]
    assert said[3] == "Check the Tipi track's centre box"
    assert said[2] == "Check the Tipi box just left of the centre, with a Nugget icon"
    assert said[5] == "Check the Tipi box two places right of the centre, with a discovery icon"
    assert said[0] == "Check the Tipi track's left end" and not any(re.search(r"box \d", s) for s in said)
