"""The board, schedules and tiles: every count the rulebook fixes and every road its examples state."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from wildwest.core.data import DataError
from wildwest.core.paths import resource_path
from wildwest.games.desperados.board import load_board

from .helpers import GAME, B

NAMED = ["Los Lunas", "Gallup", "Flagstaff", "Shiprock", "Aztec", "El Paso", "Tucson", "Tombstone",
         "Silver City", "Tuba City", "St. Johns", "Globe", "Socorro", "Payson", "Salem", "La Luz"]


def ids(*names):
    by_name = {c.name: c.id for c in B.cities.values()}
    return [by_name[n] for n in names]


def road(a, b):
    x, y = ids(a, b)
    return y in B.nbrs[x] and x in B.nbrs[y]


def test_nineteen_towns_all_connected_five_with_a_bank():
    assert len(B.cities) == 19
    assert len(B.banks) == 5
    assert all((a, b) in B.dist for a in B.cities for b in B.cities)
    assert len(B.cards) == 20 and B.cards[-1] == "saloon"


def test_every_town_the_rulebook_names_is_on_the_board_with_santa_fe():
    names = {c.name for c in B.cities.values()}
    assert set(NAMED) <= names and "Santa Fe" in names


def test_towns_sit_at_their_real_positions_in_the_southwest():
    for c in B.cities.values():
        assert -113 < c.lon < -105 and 31 < c.lat < 37.5, c
    tucson, tombstone = (B.cities[i] for i in ids("Tucson", "Tombstone"))
    assert tombstone.lon > tucson.lon and tombstone.lat < tucson.lat


def test_from_st_johns_one_reaches_exactly_the_six_towns_of_matthias_example():
    (stj,) = ids("St. Johns")
    assert set(B.nbrs[stj]) == set(ids("Globe", "Socorro", "Silver City", "Payson", "Flagstaff", "Gallup"))


@pytest.mark.parametrize("a,b", [("Tuba City", "Gallup"), ("Gallup", "St. Johns"), ("Globe", "Tucson"),
                                 ("Globe", "Silver City"), ("Silver City", "Tombstone"),
                                 ("Salem", "Socorro"), ("Salem", "La Luz"), ("Salem", "Silver City"),
                                 ("Shiprock", "Aztec"), ("La Luz", "Socorro")])
def test_the_roads_the_examples_use(a, b):
    assert road(a, b)


def test_a_sheriff_next_to_tucson_and_silver_city_cannot_ride_to_tombstone():
    assert road("Globe", "Tucson") and road("Globe", "Silver City") and not road("Globe", "Tombstone")


def test_the_examination_example_banks_silver_city_and_socorro():
    assert set(ids("Silver City", "Socorro")) <= set(B.banks)


def test_schedules_run_along_roads_and_the_brown_sides_chain_in_a_ring():
    assert len(B.schedules) == 5
    for s in B.schedules:
        for side in (s.brown, s.blue):
            assert len(side) == 6
            assert all(b in B.nbrs[a] for a, b in zip(side, side[1:]))
    for s, t in zip(B.schedules, B.schedules[1:] + B.schedules[:1]):
        assert s.brown[-1] == t.brown[0]
    first = B.schedules[0]
    assert (first.brown[0], first.brown[-1]) == tuple(ids("Los Lunas", "Gallup"))
    assert (B.schedules[1].brown[0], B.schedules[1].brown[-1]) == tuple(ids("Gallup", "Flagstaff"))
    blue = B.schedules[1].blue      # the blue coach rides Shiprock -> Aztec in its third move
    assert (blue[2], blue[3]) == tuple(ids("Shiprock", "Aztec"))


def test_tiles_exactly_as_listed():
    assert Counter(B.poker) == {300: 5, 400: 4, 500: 3, 600: 2}
    assert Counter(B.coach) == {800: 2, 900: 2, 1000: 2, 1100: 2, 1200: 2}
    assert Counter(B.bank) == {500: 1, 800: 1, 1100: 1, 1400: 1, 1700: 1, 2000: 3, 2300: 1, 2600: 1,
                               2900: 1, 3200: 1}
    assert B.target == 4000


@pytest.mark.parametrize("seed", range(30))
def test_setup_puts_three_low_and_two_high_on_the_banks_and_two_2000s_at_the_bottom(seed):
    s = GAME.new_game({"players": 3}, seed)
    values = list(s.banks.values())
    assert sum(v <= 2000 for v in values) == 3 and sum(v > 2000 for v in values) == 2
    assert s.bank_stack[:2] == [2000, 2000] and len(s.bank_stack) == 7
    assert len(s.poker) == 14 and not set(s.poker) & set(B.banks)
    brown = B.schedules[s.order[0]].brown
    assert s.coach == [brown[0], None]
    assert [B.schedules[i].brown[0] for i in s.order[1:]] == [B.schedules[i].brown[-1] for i in s.order[:-1]]


def _copy(tmp_path: Path) -> Path:
    for name in ("map.yaml", "schedules.yaml", "tiles.yaml"):
        shutil.copy(resource_path("data", "desperados", name), tmp_path / name)
    return tmp_path


@pytest.mark.parametrize("file,old,new,field", [
    ("map.yaml", "  - [tombstone, el-paso]", "  - [tombstone, dodge-city]", "roads[27]"),
    ("map.yaml", "lat: 31.76}", "lat: 31.76, bank: true}", "cities"),
    ("map.yaml", "{id: salem,", "{id: la-luz,", "cities[17].id"),
    ("schedules.yaml", "brown: [gallup, st-johns, payson", "brown: [gallup, st-johns, tucson", "schedules[1].brown"),
    ("schedules.yaml", "brown: [flagstaff, payson,", "brown: [prescott, payson,", "schedules[2].brown"),
    ("tiles.yaml", "poker: {300: 5,", "poker: {300: 6,", "poker"),
    ("tiles.yaml", "low_on_banks: 3", "low_on_banks: 4", "bank_setup"),
])
def test_a_broken_file_names_file_line_and_field(tmp_path, file, old, new, field):
    folder = _copy(tmp_path)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load_board(folder)
    assert err.value.field == field and err.value.line and file in err.value.file
