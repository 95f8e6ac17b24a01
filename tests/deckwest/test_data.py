"""The content files: every count the designer's data fixes, and errors that name file,
line and field for duplicates, bad references and words outside the vocabulary."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from wildwest.core.data import DataError
from wildwest.games.deckwest.content import Amount, Step, content, load

DATA = Path(__file__).resolve().parents[2] / "data" / "deckwest"


def test_the_printed_card_counts():
    c = content()
    assert len(c.instances("starter")) == 78
    assert len(c.instances("trade")) == 66
    assert len(c.instances("pain")) == 30 and len(c.instances("exhaustion")) == 34
    assert c.cards["dysentery"].danger == 4 and c.cards["owie"].danger == 10
    assert {k: c.cards[k].starter for k in ("boots", "pan", "knife", "saw", "pickaxe", "rookie_trader", "mallet")} == \
        {"boots": 10, "pan": 10, "knife": 10, "saw": 10, "pickaxe": 7, "rookie_trader": 6, "mallet": 5}
    assert len([d for d in c.cards.values() if d.trade]) == 31


def test_characters_decks_and_hands():
    c = content()
    assert len(c.characters) == 15
    assert Counter(ch.difficulty for ch in c.characters.values()) == {1: 7, 2: 6, 3: 2}
    assert sum(c.characters["jake_wilder"].deck.values()) == 10
    assert sum(c.characters["casey_rocks"].deck.values()) == 12
    assert c.characters["bryant_carrot"].hand == 4
    assert c.characters["casey_rocks"].resources == {"gold": 2, "metal": 1, "wood": 1, "food": 5}


def test_land_tiles_and_their_stars():
    c = content()
    kinds = Counter(t.kind for t in c.tiles.values())
    assert kinds == {"water": 7, "mountain": 8, "forest": 8, "forest_river": 4, "prairie": 3,
                     "prairie_river": 6, "village": 8, "camp": 4}
    backs = Counter(t.back for t in c.tiles.values())
    assert [backs[i] for i in range(1, 13)] == [2, 6, 4, 4, 3, 7, 4, 4, 5, 3, 2, 4]
    fronts = Counter(s for t in c.tiles.values() for s in t.front)
    assert [fronts[i] for i in range(1, 12)] == [2, 1, 3, 3, 2, 1, 2, 2, 2, 2, 1] and not fronts[12]
    assert c.tiles["c1"].front == (4, 3, 6) and c.tiles["v1"].back == 6
    assert c.tiles["t16"].places == {"forest", "river"}


def test_missions_and_boards():
    c = content()
    assert len(c.missions) == 15
    assert Counter(m.mode for m in c.missions.values()) == {"versus": 4, "coop": 8, "solo": 3}
    assert c.boards["A"].rolls(0, 0) == 1 and c.boards["A"].rolls(3, 0) == 2 and c.boards["A"].rolls(0, 11) == 3
    assert c.boards["B"].rolls(0, 0) == 0 and c.boards["D"].rolls(0, 0) == 1 and c.boards["D"].rolls(9, 0) == 4
    assert (c.boards["B"].lose, c.boards["B"].win) == (12, 22)
    assert c.missions["discovery"].jobs[2].steps == (Step("pay", "gold", Amount(1)), Step("ride", None, Amount(5)))
    unplayable = {m for m, x in c.missions.items() if not x.playable}
    assert unplayable == set()


def test_the_notation_reads_as_the_designer_writes_it():
    """`2x`, `2d`, `2xd` and places parse as the facts file means them (`-2x food -> move
    3x`, `@Forest? -> discard 1 item -> +2d wood`, `discard x item -> draw 2xd`)."""
    c = content()
    assert c.cards["stalion"].jobs[0].steps == (Step("pay", "food", Amount(per_x=2)), Step("move", None, Amount(per_x=3)))
    assert c.cards["saw"].jobs[0].steps == (Step("place", "forest"), Step("discard", "item", Amount(1)),
                                            Step("gain", "wood", Amount(2, dice=True)))
    assert c.cards["gambler"].jobs[1].steps == (Step("discard", "item", Amount(per_x=1)),
                                                Step("draw", None, Amount(per_x=2, dice=True)))


def _broken(tmp_path, name, old, new):
    folder = tmp_path / "deckwest"
    shutil.copytree(DATA, folder)
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load(folder)
    return err.value


def test_a_duplicate_card_id_is_named_with_its_line(tmp_path):
    err = _broken(tmp_path, "cards.yaml", "- id: pan\n", "- id: boots\n")
    assert err.file.endswith("deckwest/cards.yaml") and err.line == 15 and "used twice" in str(err)


def test_a_deck_naming_an_unknown_card(tmp_path):
    err = _broken(tmp_path, "characters.yaml", "big_pan: 1}", "big_pot: 1}")
    assert "not a starter card" in str(err) and err.line == 11 and err.field.endswith("deck.big_pot")


def test_a_wrong_count_against_the_printed_set(tmp_path):
    err = _broken(tmp_path, "cards.yaml", "starter: 7\n", "starter: 6\n")
    assert "78 starter" in str(err)


def test_an_amount_outside_the_vocabulary(tmp_path):
    err = _broken(tmp_path, "cards.yaml", "{move: 2}", "{move: two}")
    assert "not an amount" in str(err) and err.line is not None


def test_an_unknown_verb(tmp_path):
    err = _broken(tmp_path, "cards.yaml", "{move: 2}", "{fly: 2}")
    assert "fly" in str(err) and "not a known field" in str(err)


def test_a_mission_on_an_unknown_board(tmp_path):
    err = _broken(tmp_path, "missions.yaml", "boards: [A, B]", "boards: [A, Z]")
    assert "no score board 'Z'" in str(err)


def test_a_playable_mission_needing_rules_the_engine_lacks(tmp_path):
    err = _broken(tmp_path, "missions.yaml", "rules: [village_trains]", "rules: [village_trains, time_travel]")
    assert "does not know ['time_travel']" in str(err)


def test_a_discard_or_scrap_may_name_a_card_but_only_a_real_one(tmp_path):
    err = _broken(tmp_path, "missions.yaml", "[{scrap: {mallet: 1}}]", "[{scrap: {hammock: 1}}]")
    assert "hammock" in str(err) and "must be one of" in str(err)


def test_a_trade_card_without_a_cost(tmp_path):
    jobs = "  jobs:\n    - [{place: river}, {gain: {food: 1d}}]"
    err = _broken(tmp_path, "cards.yaml", "  cost:\n    - [{pay: {wood: 1}}]\n" + jobs, jobs)
    assert "cost" in str(err)
