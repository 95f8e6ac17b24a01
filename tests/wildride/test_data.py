"""Content: the deck's counts, the Roadmap's and the Chart's consistency checks, and their
errors with file, line and field."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from wildwest.core.data import DataError
from wildwest.core.paths import resource_path
from wildwest.games.wildride.content import content, load_cards, load_chart, load_roadmap

DATA = Path(resource_path("data", "wildride"))


def test_six_suits_of_three_values_in_three_copies():
    c = content()
    assert len(c.cards) == 18 and len(c.deck()) == 54
    assert Counter(k.family for k in c.cards.values()) == {"nugget": 6, "card": 6, "check": 6}
    assert {k.suit for k in c.cards.values() if k.family == "check"} == {"blue", "orange"}
    assert c.cards["orange-2"].name == "Orange 2 (the trapper's mule)"
    assert c.cards["green-3"].name == "Green 3 (the banker)"


def test_the_roadmap_has_four_kinds_two_start_towns_and_a_railroad_with_switches():
    m = content().roadmap
    kinds = Counter(r.kind for r in m.regions.values())
    assert set(kinds) == {"town", "forest", "desert", "lake"}
    assert sorted(r for r, x in m.regions.items() if x.start) == ["dust-town", "silver-creek"]
    assert sum(len(b.next) == 2 for b in m.railroad.values()) == 2
    assert m.mountains and all(b not in m.adjacent[a] for a, b, *_ in m.mountains)
    deserts = [r for r in m.regions.values() if r.kind == "desert"]
    lakes = [r for r in m.regions.values() if r.kind == "lake"]
    assert min(len(d.legs) for d in deserts) > max(len(x.legs) for x in lakes)
    assert min(d.medal for d in deserts) > max(x.medal for x in lakes)
    icons = lambda rs: sum(m.legs[x].icon is not None for r in rs for x in r.legs) / sum(len(r.legs) for r in rs)
    assert icons(lakes) > icons(deserts)


def test_chart_medals_decline():
    ch = content().chart
    for values in ch.medal_spots().values():
        assert list(values) == sorted(values, reverse=True) and values
    assert ch.wanted.boxes[1] == "discovery" and ch.points_boxes == 7


def broken(tmp_path, name: str, old: str, new: str) -> Path:
    text = (DATA / name).read_text()
    assert old in text, old
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize("old,new,message", [
    ("[pr1, pr2]", "[pr1, nowhere]", "'nowhere' is not a leg or a region's flag"),
    ("{id: pr2, x: 79, y: 62}", "{id: pr2, x: 179, y: 62}", "outside its region"),
    ("points: 1, start: true}", "points: 1}", "exactly 2 start flags"),
    ("{between: [pine-ridge, crystal-lake]}", "{between: [pine-ridge, crystal-lake], mountain: {x: 1, y: 1}}",
     "crosses from pine-ridge to crystal-lake"),
    ("{id: cl3, x: 118", "{id: pr1, x: 118", "'pr1' is used twice"),
    ("next: [ra4]", "next: [zz]", "'zz' is not a railroad box"),
])
def test_roadmap_errors_name_file_line_and_field(tmp_path, old, new, message):
    with pytest.raises(DataError) as err:
        load_roadmap(broken(tmp_path, "roadmap.yaml", old, new))
    assert message in str(err.value) and "roadmap.yaml, line" in str(err.value)


def test_an_unreachable_region_is_reported(tmp_path):
    path = broken(tmp_path, "roadmap.yaml", "{between: [bone-flats, red-canyon]}",
                  "{between: [bone-flats, red-canyon], mountain: {x: 1, y: 1}}")
    path.write_text(path.read_text().replace("  - [bf2, rc4]\n", ""))
    with pytest.raises(DataError, match="red-canyon cannot be reached"):
        load_roadmap(path)


def test_card_and_chart_errors(tmp_path):
    with pytest.raises(DataError, match="the card family needs exactly 2 suits, found 3"):
        load_cards(broken(tmp_path, "cards.yaml", "family: check, character: trapper",
                          "family: card, character: trapper"))
    with pytest.raises(DataError, match="decline"):
        load_chart(broken(tmp_path, "chart.yaml", "[10, 7, 4]", "[4, 7, 10]"))
    with pytest.raises(DataError, match="line"):
        load_chart(broken(tmp_path, "chart.yaml", "centre: 3", "centre: three"))
