"""Duel card faces say what each card beats and loses to, as the duel rule decides it."""
from __future__ import annotations

import itertools

from wildwest.games.duel.cards import card_set, duel
from wildwest.games.duel.rules import Duel
from wildwest.games.duel.table import face
from wildwest.ui import cardart


def _expand(listed: str) -> set[str]:
    """"1, 5-8, Dynamite" -> {"1", "5", "6", "7", "8", "Dynamite"}."""
    out = set()
    for part in listed.split(", "):
        if "-" in part:
            lo, hi = part.split("-")
            out |= {str(v) for v in range(int(lo), int(hi) + 1)}
        elif part:
            out.add(part)
    return out


def _footer(card) -> tuple[set[str], set[str]]:
    lines = dict(line.split(" ", 1) if line.startswith("Beats") else ("Loses", line[len("Loses to "):])
                 for line in face(card).footer.split("\n"))
    return _expand(lines.get("Beats", "")), _expand(lines.get("Loses", ""))


def _label(card) -> str:
    return "Dynamite" if card.value is None else str(card.value)


def test_every_classic_pair_reads_on_both_faces():
    cards = card_set().cards.values()
    pink = [c for c in cards if c.colour == "pink" and not c.extra]
    green = [c for c in cards if c.colour == "green" and not c.extra]
    pairs = list(itertools.product(pink, green))
    assert len(pairs) == 81
    for a, b in pairs:
        winner = duel(a, b)[0]
        a_beats, a_loses = _footer(a)
        b_beats, b_loses = _footer(b)
        assert (_label(b) in a_beats, _label(b) in a_loses) == (winner == 0, winner == 1), (a.id, b.id)
        assert (_label(a) in b_beats, _label(a) in b_loses) == (winner == 1, winner == 0), (a.id, b.id)


def test_green_greenhorn_admits_the_old_timer():
    """The issue's case: green 1 beats 5-7 but loses to pink 8, which takes 3 gold off it."""
    cards = card_set().cards
    assert duel(cards["pink-8"], cards["green-1"]) == (0, 3)
    assert _footer(cards["green-1"]) == ({"5", "6", "7"}, {"2", "3", "4", "8", "Dynamite"})


def test_the_foot_reads_as_words_whole_on_the_hand_at_both_sizes(app):
    """"Beats 1 6-8 Loses to 3-5 TNT" read as "16-8" and engine shorthand: the parts are a
    list with commas, Dynamite by its name, and the whole foot (wrapped at a word) stands
    on a hand card at 1280x720 and at 1024x576 (102x143 and 82x114 pixels)."""
    cards = card_set().cards
    assert face(cards["pink-2"]).footer == "Beats 1, 6-8\nLoses to 3-5, Dynamite"
    for card in cards.values():
        for size in ((102, 143), (82, 114)):
            laid = cardart._layout(face(card), size).footer_text
            assert laid.replace("\n", " ") == face(card).footer.replace("\n", " "), (card.id, size)


def test_one_round_is_singular():
    game = Duel()
    state = game.new_game({}, 1)
    state.round_winners = [0, 1, 0]
    assert "2 rounds to 1" in game.result(state).summary
    state.round_winners = [1, None, None]
    assert "1 round to 0" in game.result(state).summary
