"""Plain words where a player reads (issue 18 §2): a leg and a railroad box are named as the
sheet shows them (region, icon, branch), never by the data's ids."""
import re

from wildwest.core.engine import Option

from .helpers import GAME


def test_legs_and_railroad_boxes_are_named_without_ids():
    legs = [GAME.describe(Option("leg", leg=leg)) for leg in GAME.map.legs]
    boxes = [GAME.describe(Option("rail", box=box)) for box in GAME.map.railroad]
    assert not [t for t in legs + boxes if re.search(r"\b[a-z]+\d+\b", t)]
    assert GAME.describe(Option("rail", box="r1")) == "Check the railroad box with a Card icon"
    assert GAME.describe(Option("rail", box="ra1")) == "Check the railroad box with a Tipi icon on the upper branch"
    assert GAME.describe(Option("rail", box="rb1")) == ("Check the railroad box with a free card icon on the lower "
                                                        "branch")
    assert GAME.describe(Option("rail", box="ra4")) == "Check the railroad's last box (6 points)"
    assert any(t.startswith("Check a leg of ") and t.endswith(" icon") for t in legs)
