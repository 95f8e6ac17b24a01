"""The score breakdown's values (engine.ScoreBreakdown, ScoreRow), the contract's default,
and the sentence that names what broke a tie (engine.tie_rule)."""
from __future__ import annotations

from wildwest.core.engine import Game, Result, ScoreBreakdown, ScoreRow, names_and, tie_rule
from wildwest.core.words import sentence, the_cards_counted

NAMES = {0: "Ann", 1: "Bob", 2: "Cy"}
PARTS = ("points", "medals", "nuggets")


def test_totals_add_up_each_seats_rows_part_by_part():
    rows = (ScoreRow(0, "Round 1", (1, 9)), ScoreRow(1, "Round 1", (0, 4)),
            ScoreRow(0, "Round 2", (0, 2)), ScoreRow(1, "Round 2", (1, 6)))
    breakdown = ScoreBreakdown(rows, ("Rounds won", "Gold"))
    assert breakdown.totals == ((1, 11), (1, 10))
    assert [row.source for row in breakdown.seat_rows(1)] == ["Round 1", "Round 2"]
    plain = ScoreBreakdown((ScoreRow(0, "Medals", 12), ScoreRow(0, "Flags", 5), ScoreRow(1, "Medals", -3)))
    assert plain.totals == (17, -3) and plain.total(0) == 17


def test_the_default_breakdown_is_a_row_per_seat_with_its_score():
    class Finished(Game):
        def result(self, state):
            return Result((1,), (4, 9), "Player 2 wins.")

    breakdown = Finished().score_breakdown(None)
    assert breakdown.rows == (ScoreRow(0, "Score", 4), ScoreRow(1, "Score", 9))
    assert breakdown.totals == (4, 9) and breakdown.tie_rule is None and breakdown.teams == ()


def test_no_tie_at_the_top_names_no_rule():
    assert tie_rule({0: (52, 7, 0), 1: (40, 7, 9), 2: (40, 6, 1)}, NAMES, PARTS) is None


def test_the_first_part_that_separates_the_tied_seats_decides():
    rule = tie_rule({0: (52, 6, 9), 1: (52, 7, 0), 2: (30, 7, 9)}, NAMES, PARTS)
    assert rule == "Ann and Bob tied on points (52 each); the most medals decides (Ann 6, Bob 7)."


def test_a_part_that_leaves_several_tied_is_named_before_the_one_that_decides():
    rule = tie_rule({0: (52, 7, 4), 1: (52, 7, 2), 2: (52, 6, 9)}, NAMES, PARTS)
    assert rule == ("Ann, Bob and Cy tied on points (52 each); the most medals leaves Ann and Bob "
                    "(Ann 7, Bob 7, Cy 6); the most nuggets decides (Ann 4, Bob 2).")
    level = tie_rule({0: (52, 7, 4), 1: (52, 7, 2)}, NAMES, PARTS)
    assert level == ("Ann and Bob tied on points (52 each); level on medals too (7 each); "
                     "the most nuggets decides (Ann 4, Bob 2).")


def test_a_tie_nothing_breaks_is_a_shared_win_or_a_draw():
    keys = {0: (1, 20), 1: (1, 20)}
    assert tie_rule(keys, NAMES, ("rounds won", "gold")) == \
        "Ann and Bob tied on rounds won (1 each); level on gold too (20 each): they share the win."
    assert tie_rule(keys, NAMES, ("rounds won", "gold"), draw=True).endswith(": the game is a draw.")


def test_names_are_joined_as_a_sentence_says_them():
    assert [names_and(n) for n in ([], ["Ann"], ["Ann", "Bob"], ["Ann", "Bob", "Cy"])] == \
        ["", "Ann", "Ann and Bob", "Ann, Bob and Cy"]


def test_repeated_cards_are_counted_as_a_reader_writes_them():
    assert the_cards_counted(["Saw", "Knife", "Saw"]) == "two Saw cards and the Knife"
    assert the_cards_counted(["Knife", "Boots", "Saw"]) == "the Knife, the Boots and the Saw"
    assert the_cards_counted(["Blue 2 (the pioneer's cart)"] * 3) == "three Blue 2 cards (the pioneer's cart)"
    assert the_cards_counted(["Axe"] * 12) == "12 Axe cards"


def test_a_reason_standing_alone_reads_as_a_sentence():
    """Reasons are fragments made to sit inside a sentence ("Not now: ..."); a tooltip read
    "you just played a 3, so a 4 (one above it) must wait a duel"."""
    assert sentence("you just played a 3, so a 4 must wait") == "You just played a 3, so a 4 must wait."
    assert sentence("The tutorial asks for the Red 1.") == "The tutorial asks for the Red 1."
    assert sentence("Why?") == "Why?" and sentence("") == ""
