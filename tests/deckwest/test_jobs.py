"""Every job of every card, character, village, camp and mission runs through the one
interpreter; and the steps of the vocabulary each do what the rulebook says."""
from __future__ import annotations

import pytest

from wildwest.core.engine import Option
from wildwest.games.deckwest.content import CARD_TYPES, Job, content
from wildwest.games.deckwest.rules import job_option

from .helpers import GAME, asking_amount, at, check_invariants, day_state, give, options, play, set_map, top

C = content()
PLACE_TILE = {frozenset(): "prairie", frozenset({"river"}): "forest_river", frozenset({"water"}): "water",
              frozenset({"forest"}): "forest", frozenset({"mountain"}): "mountain",
              frozenset({"prairie"}): "prairie", frozenset({"village"}): "village"}
X_ZERO = Option("x", n=0)                    # the vocabulary test does each job at x = 1
INSIDE = {"x", "res", "cards", "move", "enter", "ride", "reveal", "place_card", "job", "join"}


def _sources():
    for cid, card in C.cards.items():
        for ji in range(len(card.jobs)):
            yield "card", cid, ji, card.jobs[ji]
    for ch, char in C.characters.items():
        for ji in range(len(char.jobs)):
            yield "char", ch, ji, char.jobs[ji]
    for tid, tile in C.tiles.items():
        if tile.job:
            yield "tile", tid, 0, tile.job
    for mid, m in C.missions.items():
        if m.playable:
            for ji in range(len(m.jobs)):
                yield "mission", mid, ji, m.jobs[ji]


SOURCES = list(_sources())


def _ready(src, sid, job):
    """A state where hero 0 may do this job: the right tile, plenty of everything."""
    mission = sid if src == "mission" else "discovery"
    mode = C.missions[mission].mode
    config = {"players": 1 if mode == "solo" else 2, "mode": mode, "mission": mission}
    state = day_state(config)
    hero = state.heroes[0]
    if src == "char":
        hero.char = sid
    places = frozenset(s.what for s in job.steps if s.verb == "place")
    builds = [s.what for s in job.steps if s.verb == "build"]
    kind = "prairie_river" if "bridge" in builds else PLACE_TILE[places]
    if src == "tile":
        tid = sid
        for p, t in list(state.tiles.items()):
            if t == tid:
                state.tiles[p] = state.land_deck.pop()
        if tid in state.land_deck:
            state.land_deck.remove(tid)
        state.land_deck.append(state.tiles[(0, 0)])
        state.tiles[(0, 0)] = tid
    else:
        set_map(state, {(0, 0): kind})
    hero.res = {"gold": 6, "metal": 6, "wood": 6, "food": 8}
    state.vp[0] = 6
    if any(s.verb == "ride" for s in job.steps):
        state.rails |= {(0, 0), (-1, 0)}
    give(state, 0, ["boots", "boots", "pan", "knife", "hunting_knife", "horse", "owie", "thirst", "leg_wound"])
    if src == "card":
        give(state, 0, [sid])
    give(state, 0, [s.what for s in job.steps if s.verb in ("discard", "scrap") and s.what in C.cards])
    at(state, [("turn", 0, 0, 2)])
    return state


def _option(state, src, sid, ji):
    for o in options(state):
        if o.kind == "job" and o["src"] == src and o["job"] == ji and \
                (src != "card" or o["card"].rsplit("-", 1)[0] == sid):
            return o
    return None


@pytest.mark.parametrize("src,sid,ji", [(s, i, j) for s, i, j, _ in SOURCES],
                         ids=[f"{s}-{i}-{j + 1}" for s, i, j, _ in SOURCES])
def test_every_job_runs_through_the_vocabulary(src, sid, ji):
    job = dict(((s, i, j), jb) for s, i, j, jb in SOURCES)[(src, sid, ji)]
    state = _ready(src, sid, job)
    fights = job.is_fight
    if fights:                                    # attack and defence jobs are played in a fight
        state.bandits[(0, 0)] = 2
        at(state, [("resolve_fight", 0, ()), ("fight", 0, "attack")])
    opt = _option(state, src, sid, ji)
    assert opt is not None, (GAME.pending(state), job)
    before = sum(state.heroes[0].res.values())
    play(state, opt)
    for _ in range(60):
        if state.end or top(state)[0] not in INSIDE:
            break
        choices = [o for o in options(state) if o.kind not in ("stop", "stay") and o != X_ZERO] or options(state)
        play(state, choices[0])
    assert state.end or top(state)[0] in ("turn", "chain", "fight"), top(state)
    check_invariants(GAME, state)
    pays = any(s.verb == "pay" and s.what != "vp" for s in job.steps)
    gains = any(s.verb == "gain" and s.what != "vp" for s in job.steps)
    if pays and not gains:
        assert sum(state.heroes[0].res.values()) < before
    if fights:
        f = state.fight
        assert any(f), "a fight job adds to the attack or defence"


def test_boots_pay_a_food_and_move_one():
    state = day_state()
    set_map(state, {(-1, 0): "forest"})
    state.heroes[0].hand = []
    give(state, 0, ["boots"])
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", 0, state.heroes[0].hand[0]))
    assert state.heroes[0].res["food"] == 2
    assert Option("step", x=-1, y=0, by="move") in options(state)
    play(state, Option("step", x=-1, y=0, by="move"))
    assert state.heroes[0].pos == (-1, 0)
    assert top(state)[0] in ("turn", "chain")


def test_a_place_condition_blocks_the_job_elsewhere_and_with_bandits():
    state = day_state()
    set_map(state, {(0, 0): "prairie"})
    state.heroes[0].hand = []
    give(state, 0, ["pan"])
    at(state, [("turn", 0, 0, 2)])
    assert not [o for o in options(state) if o.kind == "job" and o["src"] == "card"]
    set_map(state, {(0, 0): "forest_river"})
    at(state, [("turn", 0, 0, 2)])
    assert [o for o in options(state) if o.kind == "job" and o["src"] == "card"]
    state.bandits[(0, 0)] = 1
    at(state, [("turn", 0, 0, 2)])
    assert not [o for o in options(state) if o.kind == "job" and o["src"] == "card"]


def test_dice_gains_are_rolled_as_events_with_faces():
    state = day_state()
    set_map(state, {(0, 0): "forest_river"})
    state.heroes[0].hand = []
    give(state, 0, ["big_pan"])
    state.heroes[1].pos = (-1, 0)                      # alone: no cooperation bonus to ask about
    at(state, [("turn", 0, 0, 2)])
    gold = state.heroes[0].res["gold"]
    events = play(state, job_option("card", 0, state.heroes[0].hand[0]))
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 1 and len(rolls[0].data["faces"]) == 3 and rolls[0].reveal
    assert state.heroes[0].res["gold"] == gold + sum(rolls[0].data["faces"])


def test_x_is_chosen_once_and_bounded_by_what_can_be_paid():
    state = asking_amount("stalion", food=5)
    assert [o["n"] for o in options(state)] == [0, 1, 2]         # -2x food: x <= 2 with 5 food; "even zero"
    events = play(state, Option("x", n=2))
    assert state.heroes[0].res["food"] == 1 and state.pool[0] == 6
    said = next(e.text for e in events if e.kind == "x")          # not "chooses how many: 2. Derek ..."
    assert said.startswith(f"{GAME.hero_name(state, 0)} chooses to pay 4 food to move 6 steps")


def test_x_at_zero_says_what_still_happens_or_that_nothing_does():
    """"Casey chooses 0, and so discards 1 item card." named no unit: 0 what?"""
    whiskey_scrap = next(ji for ji, j in enumerate(C.cards["whiskey"].jobs) if j.steps[0].what == "this")
    for card, ji, line in (("stalion", 0, "{} pays no food, so nothing happens."),
                           ("whiskey", whiskey_scrap, "{} only scraps this card.")):
        state = asking_amount(card, ji)
        events = play(state, Option("x", n=0))
        assert next(e.text for e in events if e.kind == "x") == line.format(GAME.hero_name(state, 0))


def _feeder(food: int):
    """Village Hero: hero 0 on a village with this much food, at an action choice."""
    state = day_state({"players": 2, "mission": "village_hero"})
    set_map(state, {(0, 0): "village"})
    state.heroes[0].res["food"] = food
    at(state, [("turn", 0, 0, 2)])
    feed = next(ji for ji, j in enumerate(C.missions["village_hero"].jobs) if j.steps[1].verb == "feed")
    return state, job_option("mission", feed)


def test_x_may_be_zero_so_a_village_is_fed_with_exactly_two_food():
    state, feed = _feeder(2)                  # @Village? -> feed -> -2 food -> -x food -> +2 VP -> +x VP
    assert feed in options(state)
    play(state, feed)
    assert [o["n"] for o in options(state)] == [0]
    play(state, Option("x", n=0))
    assert state.heroes[0].res["food"] == 0 and state.vp[0] == 2 and (0, 0) in state.fed
    state, feed = _feeder(1)
    assert feed not in options(state)         # the fixed 2 food still has to be paid


def test_x_zero_lets_a_character_job_scrap_the_only_item_card():
    state = day_state()
    hero = state.heroes[0]
    hero.char, hero.hand = "wayne_johns", []
    give(state, 0, ["boots", "thirst"])       # one item card (and a danger card)
    at(state, [("turn", 0, 0, 2)])
    scrap = job_option("char", 2)             # scrap 1 item -> discard x item -> +x food
    assert scrap in options(state)
    play(state, scrap)
    assert [o["n"] for o in options(state)] == [0]
    food = hero.res["food"]
    play(state, Option("x", n=0))
    assert [GAME.defs[i].id for i in hero.hand] == ["thirst"] and hero.res["food"] == food
    assert any(i.startswith("boots-") for i in state.removed)


def test_bots_choose_x_zero_only_when_it_gains_something():
    bot = GAME.make_bot("easy", 1)
    state, feed = _feeder(2)
    (seat, decision), = GAME.pending(state).items()
    assert bot.choose(GAME.view(state, seat), decision) == feed          # 2 VP for 2 food
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, ["whiskey"])               # discard x danger, with no danger card: nothing at x = 0
    at(state, [("turn", 0, 0, 2)])
    whiskey = job_option("card", 0, state.heroes[0].hand[0])
    (seat, decision), = GAME.pending(state).items()
    assert whiskey in decision.options and bot.choose(GAME.view(state, seat), decision) != whiskey


def test_a_fight_job_with_nothing_to_attack_with_at_x_zero_starts_no_attack():
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, ["revolver"])              # -x wood -> attack 3x◆ / ... / defend 4◆
    state.bandits[(0, 0)] = 1
    state.heroes[0].res["wood"] = 0
    at(state, [("turn", 0, 0, 2)])
    assert Option("attack") not in options(state)
    state.heroes[0].res["wood"] = 1
    at(state, [("turn", 0, 0, 2)])
    assert Option("attack") in options(state)


def test_pay_any_asks_which_resource_and_gain_any_too():
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, ["roaming_trader"])
    state.heroes[0].res = {"gold": 2, "metal": 2, "wood": 0, "food": 0}
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", 1, state.heroes[0].hand[0]))      # -2x any -> +x any
    play(state, Option("x", n=1))
    assert {o["r"] for o in options(state)} == {"gold", "metal"}
    play(state, Option("resource", r="metal"))
    assert {o["r"] for o in options(state)} == {"gold", "metal", "wood", "food"}
    play(state, Option("resource", r="wood"))
    assert state.heroes[0].res == {"gold": 2, "metal": 0, "wood": 1, "food": 0}


def test_danger_cards_leave_only_through_their_jobs_and_scrap_to_their_pile():
    state = day_state()
    set_map(state, {(0, 0): "village"})
    state.heroes[0].hand = []
    give(state, 0, ["owie"])
    owie = state.heroes[0].hand[0]
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("card", 1, owie))              # @Village -1 gold -> scrap this
    assert owie in state.pain_discard and owie not in state.heroes[0].discard
    at(state, [("day_end", 0)])
    give(state, 0, ["thirst"])
    at(state, [("day_end", 0)])
    assert GAME.pending(state) == {} or all(o.kind != "card" for o in options(state))


def test_scrapping_a_starter_removes_it_from_the_game():
    state = day_state()
    state.heroes[0].char = "jake_wilder"
    state.heroes[0].hand = []
    give(state, 0, ["boots", "pan"])
    at(state, [("turn", 0, 0, 2)])
    play(state, job_option("char", 1))                   # scrap 1 item
    play(state, Option("card", card=state.heroes[0].hand[1]))
    assert any(i.startswith("pan-") for i in state.removed)


def test_jobs_ending_with_the_same_step_join_one_action():
    state = day_state()
    set_map(state, {(-1, 0): "forest", (-2, 0): "forest"})
    state.up.add((-2, 0))
    state.heroes[0].hand = []
    give(state, 0, ["boots", "horse"])
    at(state, [("turn", 0, 0, 2)])
    boots = next(i for i in state.heroes[0].hand if i.startswith("boots"))
    play(state, job_option("card", 0, boots))
    play(state, Option("step", x=-1, y=0, by="move"))
    assert top(state)[0] == "chain"
    horse = next(o for o in options(state) if o.kind == "job" and o["card"].startswith("horse"))
    play(state, horse)
    play(state, Option("step", x=-2, y=0, by="move"))
    assert state.heroes[0].pos == (-2, 0)
    assert state.heroes[0].actions == 0                  # still one action


def test_buying_pays_the_cost_and_puts_the_card_on_a_pile_of_your_choice():
    state = day_state()
    state.trade_row[2] = next(i for i in state.trade_deck if i.startswith("binoculars"))
    state.trade_deck.remove(state.trade_row[2])
    state.heroes[0].res["metal"] = 1
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("buy", slot=2, cost=0))
    inst = top(state)[2]
    play(state, Option("place", pile="draw"))
    assert state.heroes[0].draw[-1] == inst and state.heroes[0].res["metal"] == 0 and state.trade_row[2] is None


def test_a_purchase_says_its_price_in_one_line():
    """It read "pays for the Axe", then "pays 1 wood", "pays 1 metal", "buys the Axe"; then
    "pays 1 wood and 1 metal for the Axe" and "buys the Axe"."""
    state = day_state()
    state.trade_row[2] = next(i for i in state.trade_deck if i.startswith("hunting_knife"))
    state.trade_deck.remove(state.trade_row[2])
    state.heroes[0].res.update(wood=1, metal=1)
    at(state, [("turn", 0, 0, 2)])
    said = [e.text for e in play(state, Option("buy", slot=2, cost=0))]
    name = GAME.hero_name(state, 0)
    assert said == [f"{name} pays 1 wood and 1 metal for the Hunting Knife.", ""]     # the second for the table
    assert state.heroes[0].res["wood"] == state.heroes[0].res["metal"] == 0


def test_an_unaffordable_trade_card_is_blocked_with_a_reason():
    state = day_state()
    state.heroes[0].res = {"gold": 0, "metal": 0, "wood": 0, "food": 0}
    at(state, [("turn", 0, 0, 2)])
    (_, decision), = GAME.pending(state).items()
    assert all(decision.reason(i) and decision.reason(i).startswith("cannot pay") for i in state.trade_row if i)


def test_the_cooperation_bonus_adds_half_the_others_roll_rounded_up():
    state = day_state()
    set_map(state, {(0, 0): "forest_river"})
    for h in (0, 1):
        state.heroes[h].hand = []
        give(state, h, ["big_pan"])
    at(state, [("turn", 0, 0, 2)])
    gold = [x.res["gold"] for x in state.heroes]
    play(state, job_option("card", 0, state.heroes[0].hand[0]))
    assert top(state)[0] == "join"
    (seat, decision), = GAME.pending(state).items()
    assert seat == 1 and decision.interrupt
    events = play(state, job_option("card", 0, state.heroes[1].hand[0]))
    rolls = [sum(e.data["faces"]) for e in events if e.kind == "roll"]
    assert len(rolls) == 2
    a, b = rolls
    assert state.heroes[0].res["gold"] == gold[0] + a + (b + 1) // 2
    assert state.heroes[1].res["gold"] == gold[1] + b + (a + 1) // 2
    said = next(e.text for e in events if e.kind == "gain" and e.data["hero"] == 0)   # the bonus, said
    assert said.endswith(f"gains {a + (b + 1) // 2} gold: {a} rolled, and {(b + 1) // 2} for rolling together "
                         f"(half the others' {b}, rounded up).")


def test_trading_costs_an_item_card_and_moves_resources_and_cards():
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, ["boots", "cow"])
    state.heroes[0].res = {"gold": 2, "metal": 0, "wood": 0, "food": 0}
    state.heroes[1].res = {"gold": 0, "metal": 1, "wood": 0, "food": 0}
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("trade", hero=1))
    play(state, Option("card", card=state.heroes[0].hand[0]))      # the trade's price
    assert top(state)[0] == "trade"
    play(state, Option("give", r="gold"))
    cow = state.heroes[0].hand[0]
    play(state, Option("card", card=cow))
    play(state, Option("place", pile="discard"))
    assert state.heroes[1].discard[-1] == cow
    play(state, Option("ask", r="metal"))
    (seat, _), = GAME.pending(state).items()
    assert seat == 1
    play(state, Option("accept"))
    play(state, Option("done"))
    assert state.heroes[0].res == {"gold": 1, "metal": 1, "wood": 0, "food": 0}
    assert state.heroes[1].res == {"gold": 1, "metal": 0, "wood": 0, "food": 0}
    assert not state.heroes[0].hand


def test_a_refused_ask_says_what_was_asked_for():
    """The ask has no line of its own: "Wayne Johns refuses." left the others guessing."""
    state = day_state()
    state.heroes[0].hand = []
    give(state, 0, ["boots", "cow"])
    state.heroes[1].res = {"gold": 0, "metal": 1, "wood": 0, "food": 0}
    at(state, [("turn", 0, 0, 2)])
    play(state, Option("trade", hero=1))
    play(state, Option("card", card=state.heroes[0].hand[0]))      # the trade's price
    play(state, Option("ask", r="metal"))
    events = play(state, Option("refuse"))
    a, b = GAME.hero_name(state, 1), GAME.hero_name(state, 0)
    assert [e.text for e in events if e.kind == "refuse"] == [f"{a} refuses to give 1 metal to {b}."]
    assert state.heroes[1].res["metal"] == 1 and top(state)[0] == "trade"


def test_a_gain_of_nothing_reads_no_food():
    state, events = day_state(), []
    GAME._gain(state, 0, "food", 0, False, events)
    assert events[-1].text == f"{GAME.hero_name(state, 0)} gains no food."      # not "gains 0 food"


# ---- the legal-option checks, kept cheap (every step of every game asks them) -------------

class CountedStep:
    """A step that counts how often it is hashed."""

    hashed = 0

    def __hash__(self) -> int:
        CountedStep.hashed += 1
        return 1


def test_a_job_is_hashed_once_however_often_the_rules_look_it_up():
    CountedStep.hashed = 0
    job = Job((CountedStep(),), "gain")
    assert hash(job) == hash(job) == hash(((job.steps[0],), "gain"))
    assert CountedStep.hashed == 2                   # the job's steps once, the check's once


@pytest.mark.parametrize("kind", [*CARD_TYPES, "boots"])
def test_the_cards_of_a_type_are_those_the_rulebook_names(kind):
    def named(d) -> bool:
        return {"item": not d.is_danger, "danger": d.is_danger}.get(kind, d.cls == kind or d.id == kind)

    assert GAME.of_type(kind) == {i for i, d in GAME.defs.items() if named(d)}
    assert all(GAME.is_type(i, kind) == named(d) for i, d in GAME.defs.items())


def test_a_price_paid_twice_reads_whole_in_the_purchase_line():
    """Both changes together read "pays 2 of any one resource, twice for the Skilled Trader"."""
    assert GAME._buying_words("wayne_johns", next(i for i in GAME.defs if i.startswith("skilled_trader")), 0) == \
        "Wayne Johns pays 2 of any one resource twice for the Skilled Trader."
