"""The results screen's breakdown of Desperados (Desperados.score_breakdown): the gang's
booty by where it was taken, shown once for the whole gang; the marshal's score as the
target less that booty; the booty a desperado against the target, and the arrests."""
from __future__ import annotations

from .helpers import GAME


def finished(loot, arrests=2, players=4, marshal=2):
    s = GAME.new_game({"players": players, "marshal": marshal}, 1)
    s.phase, s.loot, s.arrests = "over", list(loot), arrests
    s.booty = sum(value for _, _, value in loot)
    return s


LOOT = [("poker", "tucson", 500), ("brown", "globe", 1200), ("bank", "phoenix", 3000), ("blue", "prescott", 800)]


def test_the_gang_scores_its_booty_by_where_it_was_taken_the_marshal_what_it_lacks():
    s = finished(LOOT)
    breakdown = GAME.score_breakdown(s)
    assert breakdown.teams == (("The gang", (0, 1, 3)),)
    for seat in (0, 1, 3):
        assert [(r.source, r.points, r.text) for r in breakdown.seat_rows(seat)] == [
            ("Poker games", 500, "$500"), ("Stage coaches", 2000, "$2,000"), ("Bank hold-ups", 3000, "$3,000")]
    assert [(r.source, r.points, r.text) for r in breakdown.seat_rows(2)] == [
        ("The gang's target", 12000, "$12,000"), ("The gang's booty", -5500, "$5,500")]
    assert breakdown.totals == GAME.result(s).scores == (5500, 5500, 6500, 5500)
    assert breakdown.ending == ("The gang took $5,500 of the $12,000 it needed: $1,833 a desperado against a "
                                "target of $4,000 each. The marshal made 2 arrests.")
    assert breakdown.tie_rule is None


def test_booty_exactly_on_the_target_is_named_as_the_rule_that_decides():
    s = finished(LOOT + [("bank", "tucson", 6500)], arrests=1)
    breakdown = GAME.score_breakdown(s)
    assert GAME.result(s).winners == (0, 1, 3)
    assert breakdown.tie_rule == \
        "The gang's booty equals its target exactly, and reaching the target is enough: the gang wins."
    assert breakdown.ending.endswith("$4,000 a desperado against a target of $4,000 each. The marshal made 1 arrest.")


def test_the_marshals_total_is_said_in_words_never_as_a_signed_sum():
    """-$8,400 booty and a score of -400 read as engine arithmetic: the marshal's column
    says from his side how far the gang fell short of its target, or went over it ("$400
    over" read as a gang's number in the marshal's column)."""
    short = GAME.score_breakdown(finished(LOOT))
    assert dict(short.total_texts) == {2: "won by $6,500"}
    over = GAME.score_breakdown(finished(LOOT + [("bank", "tucson", 6900)]))
    assert dict(over.total_texts) == {2: "lost by $400"}
    met = GAME.score_breakdown(finished(LOOT + [("bank", "tucson", 6500)]))
    assert dict(met.total_texts) == {2: "lost: target met"}
    assert not [row.text for row in over.rows if row.text.startswith("-")]
