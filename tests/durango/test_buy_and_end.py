"""The buy phase, winning at once, and the safety end."""
from __future__ import annotations

from wildwest.games.durango.rules import MAX_ROUNDS, buy_option
from wildwest.games.durango.rules import card_option as opt

from .helpers import GAME, make_state, options, play, start_turn, texts, who


def buy_turn(party, card="fireman-1", **fields):
    s = make_state(3, party=[list(party), [], []], **fields)
    start_turn(s, [card, "scout-2", "stagecoach-agent-2"])
    events = play(s, 0, opt("add", card))
    return s, events


def test_only_the_top_cattle_of_the_stack_can_be_bought():
    s, _ = buy_turn(["coal-miner-1"], card="horse-thief-1")      # 4 + 1 = 5 Coal
    top, below = s.yard[0], s.yard[1]
    assert who(s) == 0 and options(s) == (buy_option(top, "coal"),)
    prompt = GAME.pending(s)[0].prompt
    assert "pass" not in prompt and "while you can pay" in prompt       # no Pass is offered: the rule
    assert prompt.endswith(".")       # a sentence: "... You have 5 Coal." ran on without its stop
    events = play(s, 0, buy_option(top, "coal"))
    assert s.herd[0] == [top] and s.yard[0] == below
    assert [e.data["cattle"] for e in events if e.kind == "yard" and e.reveal] == [below]


def test_the_log_names_cattle_as_printed():
    s = make_state(3, party=[["coal-miner-1"], [], []])
    s.yard = ["longhorn-1", "devon-br-1"] + [c for c in s.yard if c not in ("longhorn-1", "devon-br-1")]
    start_turn(s, ["horse-thief-1", "scout-2", "stagecoach-agent-2"])
    events = play(s, 0, opt("add", "horse-thief-1"))
    events += play(s, 0, buy_option("longhorn-1", "coal"))
    text = next(e.text for e in events if e.kind == "yard")
    assert "Blue Ribbon Devon" in text and text[0].isupper()       # not "the blue ribbon devon"


def test_the_log_says_why_the_money_to_spend_is_more_than_the_party_made():
    """"produces 4 Coal (this turn: 5 Coal)" gave two numbers for one thing: the Coal Miner
    played this turn made the other 1."""
    _, events = buy_turn(["blacksmith-1"], card="coal-miner-1")
    assert "Ada's party produces 4 Coal and 1 Silver; with the 1 Coal made earlier this turn, Ada has " \
           "5 Coal and 1 Silver to spend." in texts(events)
    _, events = buy_turn(["coal-miner-1"], card="horse-thief-1")
    assert "Ada's party produces 5 Coal." in texts(events)          # no "and 0 Silver"


def test_three_coal_and_two_silver_buy_nothing():
    """The rulebook's example: 3 Coal and 2 Silver cannot be combined into one cattle."""
    s, events = buy_turn(["blacksmith-1"], card="mule-skinner-1")   # 3 Coal; 1 + 1 Silver
    assert s.active == 1 and s.herd[0] == []
    assert "Ada's unspent 3 Coal and 2 Silver are lost." in texts(events)


def test_five_coal_buys_one_cattle_from_the_market_variant():
    s, _ = buy_turn(["coal-miner-1"], card="horse-thief-1", face_up=3)
    market = s.yard[:3]
    assert who(s) == 0 and options(s) == tuple(buy_option(c, "coal") for c in market)
    events = play(s, 0, buy_option(market[1], "coal"))
    assert s.herd[0] == [market[1]] and s.yard[:2] == [market[0], market[2]]
    assert f"Ada buys the {GAME.card_name(market[1])} for 5 Coal." in texts(events)
    assert any(e.kind == "yard" and e.reveal for e in events)          # the next cattle comes up
    assert s.active == 1                                              # nothing left to buy


def test_coal_and_silver_are_never_combined():
    s, events = buy_turn(["coal-miner-1"], card="banker-1")           # 4 Coal, 4 + 1 Silver
    assert who(s) == 0 and {o["pay"] for o in options(s)} == {"silver"}
    s2, events = buy_turn(["prospector-1"], card="saloon-keeper-1")    # 1 Coal, 4 Silver
    assert s2.active == 1 and s2.herd[0] == []
    assert "Ada's unspent 1 Coal and 4 Silver are lost." in texts(events)


def test_buy_as_many_as_affordable_with_both_currencies():
    s, _ = buy_turn(["banker-1", "banker-2", "assay-scales-1"], card="coal-miner-2")
    assert s.coal == 5 and s.silver == 10
    assert options(s) == (buy_option(s.yard[0], "coal"), buy_option(s.yard[0], "silver"))
    bought = 0
    while s.active == 0:
        play(s, 0, options(s)[0])
        bought += 1
    assert bought == 3 and len(s.herd[0]) == 3


def test_leftovers_expire_at_the_end_of_the_turn():
    s, events = buy_turn(["coal-miner-1"], card="fireman-1")          # 4 + 2 + 2 = 8 Coal
    events = play(s, 0, options(s)[0])
    assert s.active == 1 and s.coal == 0 and s.silver == 0
    assert "Ada's unspent 3 Coal is lost." in texts(events)          # no "3 Coal and 0 Silver expire"


def test_ten_cattle_win_at_once():
    herd = [c for c in GAME.cattle if not GAME.cattle[c].blue_ribbon][:9]
    s, _ = buy_turn(["coal-miner-1"], card="horse-thief-1", herd=[herd, [], []])
    events = play(s, 0, options(s)[0])
    assert GAME.pending(s) == {} and s.winners == [0] and s.end == "cattle"
    res = GAME.result(s)
    assert res.winners == (0,) and res.scores[0][0] == 10
    assert "Ada has 10 cattle and wins!" in texts(events)


def test_five_blue_ribbons_win_at_once():
    blue = [c for c in GAME.cattle if GAME.cattle[c].blue_ribbon]
    s = make_state(3, herd=[[], blue[:4], []], party=[["banker-1"], [], []])
    start_turn(s, ["rustler-1", "scout-2", "stagecoach-agent-2"])
    s.herd[0] = [blue[4]]
    s.yard.remove(blue[4])
    play(s, 0, opt("add", "rustler-1"))
    # Ada steals one back from Bo, who had 4: now Ada has 2, and no one wins
    play(s, 0, options(s)[0])
    assert not s.end
    s2 = make_state(3, herd=[blue[:4], ["longhorn-1"], []], party=[[], [], []])
    s2.yard = [blue[4]] + [c for c in s2.yard if c != blue[4]]
    start_turn(s2, ["coal-miner-1", "scout-2", "stagecoach-agent-2"])
    play(s2, 0, opt("add", "coal-miner-1"))
    events = play(s2, 0, buy_option(blue[4], "coal"))
    assert s2.end == "blue" and s2.winners == [0]
    assert "Ada has 5 Blue Ribbon cattle and wins!" in texts(events)


def test_a_win_can_come_on_another_players_turn():
    herd = [c for c in GAME.cattle if not GAME.cattle[c].blue_ribbon][:9]
    s = make_state(3, party=[["banker-1"], [], []], reserve=[None, "bounty-hunter-1", None],
                   herd=[["angus-1"], herd, []])
    start_turn(s, ["blacksmith-1", "scout-2", "stagecoach-agent-2"])
    s.party[1] = ["fireman-1"]
    s.deck.remove("fireman-1")
    play(s, 0, opt("add", "blacksmith-1"))
    play(s, 0, options(s)[0])
    play(s, 1, opt("interrupt", "bounty-hunter-1"))
    play(s, 1, options(s)[0])
    assert s.winners == [1] and GAME.pending(s) == {}


def test_the_safety_end_gives_the_win_to_the_most_cattle_then_blue_ribbons():
    blue = [c for c in GAME.cattle if GAME.cattle[c].blue_ribbon]
    plain = [c for c in GAME.cattle if not GAME.cattle[c].blue_ribbon]
    s = make_state(3, herd=[plain[:3], [blue[0]] + plain[3:5], plain[5:7]], turn=MAX_ROUNDS * 3 - 1)
    start_turn(s, ["fireman-1", "scout-2", "stagecoach-agent-2"])
    play(s, 0, opt("add", "fireman-1"))
    assert s.end == "limit" and GAME.pending(s) == {}
    assert GAME.result(s).winners == (1,)
    s = make_state(3, herd=[plain[:3], plain[3:6], plain[6:8]], turn=MAX_ROUNDS * 3 - 1)
    start_turn(s, ["fireman-1", "scout-2", "stagecoach-agent-2"])
    play(s, 0, opt("add", "fireman-1"))
    assert GAME.result(s).winners == (0, 1)                # a shared win
    assert GAME.result(s).summary.startswith("The turn limit ended the game")
