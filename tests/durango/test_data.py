"""Content: the rulebook's counts, the vocabulary, and schema errors with file, line, field."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from wildwest.core.data import DataError
from wildwest.core.paths import resource_path
from wildwest.games.durango import cards as cards_module
from wildwest.games.durango.cards import card_set, load_calamities, load_cards, load_cattle

DATA = resource_path("data", "durango")


def test_draw_deck_has_the_rulebook_counts():
    counts = Counter(c.type for c in card_set().cards.values())
    assert counts == {"town": 25, "frontier": 25, "companion": 8, "item": 6, "trigger": 2}


def test_two_to_three_players_use_one_calamity_trigger():
    cs = card_set()
    for players, triggers in ((2, 1), (3, 1), (4, 2), (5, 2)):
        deck = cs.deck(players)
        assert sum(cs.cards[c].type == "trigger" for c in deck) == triggers
        assert len(deck) == 64 + triggers


def test_ten_calamities_and_fifty_cattle_with_fourteen_blue_ribbons():
    cs = card_set()
    assert len(cs.calamities) == 10
    assert len(cs.cattle) == 50
    assert sum(c.blue_ribbon for c in cs.cattle.values()) == 14
    breeds = {c.breed for c in cs.cattle.values()}
    assert {"Texas Longhorn", "Hereford", "Angus", "Shorthorn", "Devon"} <= breeds


def test_hires_produce_and_act_companions_and_items_interrupt_or_go_on():
    for card in card_set().cards.values():
        assert card.text
        if card.is_hire:
            assert card.produce >= 1 and card.action
        elif card.type in ("companion", "item"):
            assert card.produce == 0 and not card.action
            assert card.interrupt != bool(card.ongoing)
    interrupts = [c for c in card_set().cards.values() if c.interrupt]
    assert {c.key for c in interrupts} == {"sheriff", "gunslinger", "bounty-hunter", "pickpocket",
                                            "scattergun", "derringer"}


def test_the_vocabulary_is_all_used():
    cs = card_set()
    dos = {s.do for c in cs.cards.values() for s in c.action + c.interrupt_action}
    assert dos == {"produce", "steal", "discard", "swap", "perform_action", "recruit"}
    ongoing = {k for c in cs.cards.values() for k in c.ongoing}
    assert ongoing == {"party_limit", "produce", "produce_bonus", "protect", "calamity_immune"}
    cal = {k for c in cs.calamities.values() for k in c.ongoing}
    assert cal == {"no_produce", "party_limit", "production"}
    steps = {(s.do, s.which, s.source, s.who) for c in cs.calamities.values() for s in c.steps}
    assert ("discard", "highest", "party", "every") in steps
    assert ("return_cattle", "choice", "party", "most_cattle") in steps


def _broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    target = tmp_path / "data" / "durango" / name
    target.parent.mkdir(parents=True)
    shutil.copy(DATA / name, target)
    text = target.read_text()
    assert old in text
    target.write_text(text.replace(old, new, 1))
    return target


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_a_wrong_type_names_file_line_and_field(tmp_path):
    path = _broken(tmp_path, "cards.yaml", "    produce: 4\n", "    produce: plenty\n")
    with pytest.raises(DataError) as err:
        load_cards(path)
    assert err.value.file == "data/durango/cards.yaml"
    assert err.value.line == _line_of(path, "produce: plenty")
    assert err.value.field == "cards[0].produce"
    assert "data/durango/cards.yaml, line" in str(err.value) and "expected int" in str(err.value)


def test_an_unknown_effect_word_names_the_field(tmp_path):
    path = _broken(tmp_path, "cards.yaml", "[{do: steal, what: hire, from: party}]",
                   "[{do: rob, what: hire, from: party}]")
    with pytest.raises(DataError) as err:
        load_cards(path)
    assert err.value.field == "cards[2].action[0].do"
    assert err.value.line == _line_of(path, "do: rob")
    assert "must be one of" in str(err.value)


def test_a_steal_without_what_is_caught_by_the_vocabulary_check(tmp_path):
    path = _broken(tmp_path, "cards.yaml", "[{do: steal, what: hire, from: party}]", "[{do: steal}]")
    with pytest.raises(DataError) as err:
        load_cards(path)
    assert err.value.field == "cards[2].action[0]"
    assert err.value.line == _line_of(path, "[{do: steal}]")
    assert "needs `what`" in str(err.value)


def test_a_hire_without_production_is_refused(tmp_path):
    path = _broken(tmp_path, "cards.yaml", "    copies: 2\n    produce: 4\n", "    copies: 2\n")
    with pytest.raises(DataError) as err:
        load_cards(path)
    assert err.value.field == "cards[0].produce" and "needs `produce`" in str(err.value)


def test_a_bad_calamity_and_a_bad_cattle_name_their_fields(tmp_path):
    path = _broken(tmp_path, "calamities.yaml", "{do: return_cattle, count: 1}", "{do: return_cattle, count: 9}")
    with pytest.raises(DataError) as err:
        load_calamities(path)
    assert err.value.field == "calamities[3].steps[0].count"
    assert err.value.line == _line_of(path, "count: 9")
    path = _broken(tmp_path / "b", "cattle.yaml", "blue_ribbon: true, copies: 2", "blue_ribbon: yes please, copies: 2")
    with pytest.raises(DataError) as err:
        load_cattle(path)
    assert err.value.field == "cattle[2].blue_ribbon" and err.value.line == _line_of(path, "yes please")


def test_a_duplicate_key_is_refused(tmp_path):
    path = _broken(tmp_path, "cards.yaml", "key: saloon-keeper", "key: banker")
    with pytest.raises(DataError) as err:
        load_cards(path)
    assert err.value.field == "cards[1].key" and "used twice" in str(err.value)


def test_load_game_data_reads_the_real_files():
    assert cards_module.load_cards()["banker-1"].produce == 4
