"""The results screen's breakdown of Durango (Durango.score_breakdown): each herd as Blue
Ribbons and the rest, the Coal and Silver each party makes a turn, and at the safety end
the rule that breaks a tie on cattle."""
from __future__ import annotations

from wildwest.games.durango.rules import MAX_ROUNDS
from wildwest.games.durango.rules import card_option as opt

from .helpers import GAME, make_state, play, start_turn

BLUE = [c for c in GAME.cattle if GAME.cattle[c].blue_ribbon]
PLAIN = [c for c in GAME.cattle if not GAME.cattle[c].blue_ribbon]


def ended_on_the_turn_limit(herds, party=None):
    s = make_state(3, herd=herds, party=party or [[], [], []], turn=MAX_ROUNDS * 3 - 1)
    start_turn(s, ["fireman-1", "scout-2", "stagecoach-agent-2"])
    play(s, 0, opt("add", "fireman-1"))
    assert s.end == "limit"
    return s


def test_each_herd_is_its_blue_ribbons_and_the_rest_then_the_money_a_turn():
    s = ended_on_the_turn_limit([PLAIN[:3], BLUE[:2] + PLAIN[3:6], PLAIN[6:8]],
                                party=[[], ["banker-1", "coal-miner-1"], []])
    breakdown = GAME.score_breakdown(s)
    assert breakdown.labels == ("Cattle", "Blue Ribbons")
    assert [(r.source, r.points, r.text) for r in breakdown.seat_rows(1)] == [
        ("Blue Ribbon cattle", (2, 2), "2"), ("Other cattle", (3, 0), "3"),
        ("Coal made a turn", (0, 0), str(GAME.production(s, 1)[0])),
        ("Silver made a turn", (0, 0), str(GAME.production(s, 1)[1]))]
    assert GAME.production(s, 1) != (0, 0)                   # the party does make money
    assert breakdown.totals == GAME.result(s).scores == ((3, 0), (5, 2), (2, 0))
    assert breakdown.tie_rule is None                        # Bo has the most cattle outright


def test_a_tie_on_cattle_at_the_safety_end_names_the_blue_ribbons():
    s = ended_on_the_turn_limit([PLAIN[:4], [BLUE[0]] + PLAIN[4:7], PLAIN[7:9]])
    assert GAME.result(s).winners == (1,)
    assert GAME.score_breakdown(s).tie_rule == \
        "Ada and Bo tied on cattle (4 each); the most Blue Ribbon cattle decides (Ada 0, Bo 1)."
    shared = ended_on_the_turn_limit([PLAIN[:3], PLAIN[3:6], PLAIN[6:8]])
    assert GAME.score_breakdown(shared).tie_rule == \
        "Ada and Bo tied on cattle (3 each); level on Blue Ribbon cattle too (0 each): they share the win."


def test_a_win_at_ten_cattle_needs_no_tie_rule():
    s = make_state(3, herd=[PLAIN[:9], PLAIN[9:18], []], party=[["coal-miner-1"], [], []])
    start_turn(s, ["horse-thief-1", "scout-2", "stagecoach-agent-2"])
    play(s, 0, opt("add", "horse-thief-1"))
    play(s, 0, GAME.pending(s)[0].options[0])
    assert s.end == "cattle"
    breakdown = GAME.score_breakdown(s)
    assert breakdown.tie_rule is None and breakdown.totals[0][0] == 10 and breakdown.totals[1] == (9, 0)
