"""Durango (rulebook 000): recruit hires, perform their actions, buy cattle, win the race.

The state rests at a decision. Everything the rules do next is a stack of small task
tuples (`state.tasks`, top = last): a turn pushes "select", "actions", "buy_start", "buy"
and "end"; an action pushes its steps; a step that targets another player pushes a
"window" (that player may interrupt) above its "resolve"; a full party turns an "add" into
a make-room decision. `_settle` runs tasks that need nobody's choice until one does, and
caches that Decision, so `pending` is a lookup. Tasks hold only public facts (cards on
their way into a party are face-up), so the view can carry the stack and `determinize`
rebuilds a full state from it.

Every decision taken where the rulebook is silent is in docs/rules/durango.md.
"""
from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from functools import cache

from wildwest.core.engine import ConfigChoice, Decision, Event, Game, Option, Result, ScoreBreakdown, ScoreRow, copy_rng, tie_rule
from wildwest.core.words import the_cards_counted

from .cards import HIRE_TYPES, Card, card_set

PARTY_LIMIT = 4
DRAW = 3
PRICE = 5
WIN_CATTLE = 10
WIN_BLUE = 5
YARDS = {"stack": 1, "market": 3}   # the yard variants: how many cattle are face up for sale
MAX_ROUNDS = 60            # safety end: after 60 turns each, most cattle wins
NAMES = ("Ada", "Bo", "Cass", "Dell", "Etta")

PASS = Option("pass")
LET_IT_HAPPEN = "Let it happen"      # the words of an interrupt window's pass


@cache
def card_option(kind: str, card: str) -> Option:
    """Options are immutable values, built once each: playouts make millions."""
    return Option(kind, card=card)


@cache
def target_option(player: int, card: str | None = None) -> Option:
    return Option("target", player=player) if card is None else Option("target", player=player, card=card)


@cache
def copy_option(player: int, card: str) -> Option:
    return Option("copy", player=player, card=card)


@cache
def buy_option(cattle: str, pay: str) -> Option:
    return Option("buy", cattle=cattle, pay=pay)


def money(coal: int, silver: int) -> str:
    """Coal and Silver in words, the amounts that are not 0: "4 Coal and 1 Silver", "nothing"."""
    return " and ".join(f"{n} {w}" for n, w in ((coal, "Coal"), (silver, "Silver")) if n) or "nothing"


def _decision(prompt: str, options: tuple) -> Decision:
    return Decision(prompt, options)


@dataclass
class DurangoState:
    rng: random.Random
    players: int
    deck: list[str]                      # draw deck, top = last
    discard: list[str]                   # face up, top = last
    calamity_deck: list[str]             # face down, top = last
    calamities: list[str]                # revealed, the current one last
    yard: list[str]                      # the first `face_up` are for sale, the rest face down
    party: list[list[str]]
    reserve: list[str | None]
    herd: list[list[str]]
    active: int = 0
    turn: int = 0                        # turns finished
    phase: str = "selection"             # selection | action | buy | over
    drawn: list[str] = field(default_factory=list)   # the active player's drawn cards
    added: list[str] = field(default_factory=list)   # added to the party this turn, in order
    coal: int = 0                        # produced this turn by the active player
    silver: int = 0
    tasks: list[tuple] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    end: str = ""                        # "" while playing | cattle | blue | limit
    face_up: int = 1                     # cattle for sale: 1 (the rulebook's stack) or 3 (market)


@dataclass
class DurangoView:
    """What one seat may see: every party and herd face-up, its own reserve and drawn
    cards, the others' reserves only as filled or not, counts of the hidden piles."""

    player: int | None
    players: int
    active: int
    turn: int
    phase: str
    party: list[list[str]]
    herd: list[list[str]]
    blue: list[int]
    reserve: str | None                  # this seat's reserve card
    reserve_filled: list[bool]
    drawn: list[str] | None              # the drawn cards, only for the drawer
    drawn_count: int
    deck_count: int
    discard: list[str]                   # the face-up discard pile, top last
    discard_top: str | None
    calamity: str | None                 # the current calamity (ongoing ones hold)
    calamities: list[str]                # every one revealed since the last reshuffle
    calamity_deck_count: int
    market: list[str]                    # face-up cattle for sale (the top of the stack, or three)
    yard_count: int
    face_up: int                         # how many cattle the yard variant shows for sale
    coal: int
    silver: int
    added: list[str]
    tasks: list[tuple]
    winners: list[int]
    end: str
    limit: list[int]                     # each party's size limit (4, +1 cards, Hard Winter)
    produce: list[tuple[int, int]]       # (Coal, Silver) each party produces at a buy phase now
    this_turn: tuple[int, int]           # the active player's Coal and Silver to buy with: before
                                         # the buy, what actions made plus the party's produce
    reserves: list[str | None] | None = None   # every seat's reserve card: the open view only


class Durango(Game):
    name = "durango"
    title = "Durango"
    min_players = 2
    max_players = 5
    blurb = ("Recruit hires, steal and swap, buy cattle with Coal or Silver: "
             "first to 10 cattle or 5 Blue Ribbons wins.")
    options = (ConfigChoice("yard", "Cattle yard", tuple(YARDS), "stack",
                            ("Rulebook: one face-up stack", "Variant: market of three"),
                            "Where cattle are bought. The rulebook's stack offers only its top card; "
                            "the market shows three, and a bought one is replaced from the stack."),)

    def saved_config(self, config: dict) -> dict:
        """Saves written before the yard option existed were played with the market of three."""
        return config if "yard" in config else dict(config, yard="market")

    def __init__(self) -> None:
        cs = card_set()
        self.cards: dict[str, Card] = cs.cards
        self.calamity_cards = cs.calamities
        self.cattle = cs.cattle
        self.blue_ids = frozenset(c for c, x in cs.cattle.items() if x.blue_ribbon)
        c = self.cards
        self.limit_bonus = {i: x.ongoing.get("party_limit", 0) for i, x in c.items() if x.ongoing.get("party_limit")}
        self.immune_ids = frozenset(i for i, x in c.items() if x.ongoing.get("calamity_immune"))
        self.guard_hires = frozenset(i for i, x in c.items() if "hires" in x.ongoing.get("protect", ()))
        self.guard_cattle = frozenset(i for i, x in c.items() if "cattle" in x.ongoing.get("protect", ()))
        self.bonus = {i: x.ongoing["produce_bonus"] for i, x in c.items() if x.ongoing.get("produce_bonus")}
        self.flat = {i: x.ongoing["produce"] for i, x in c.items() if x.ongoing.get("produce")}
        self.types = {i: x.type for i, x in c.items()}
        self.names = {i: x.name for group in (c, cs.cattle, cs.calamities) for i, x in group.items()}
        self.the = {i: "the " + name for i, name in self.names.items()}
        # output's fast path: a party of plain hires under no production-changing calamity
        self.base_output = {i: ((x.produce, 0) if x.type == "frontier" else (0, x.produce))
                            for i, x in c.items() if x.is_hire}
        self.special = frozenset(self.bonus) | frozenset(self.flat) | self.immune_ids
        self.cal_mods = frozenset(i for i, x in cs.calamities.items()
                                  if {"production", "no_produce"} & set(x.ongoing))
        self.triggers = frozenset(i for i, x in c.items() if x.type == "trigger")
        self._auto = {
            "turn": self._t_turn, "calamity": self._t_calamity, "discard_trigger": self._t_discard_trigger,
            "cal": self._t_cal, "select": self._t_pop, "add": self._t_add, "actions": self._t_actions,
            "step": self._t_step, "window": self._t_pop, "give": self._t_pop, "resolve": self._t_resolve,
            "recruit_pick": self._t_pop, "trim": self._t_pop, "buy_start": self._t_buy_start,
            "buy": self._t_pop, "end": self._t_end,
        }
        self._decide = {
            "cal": self._d_cal, "select": self._d_select, "add": self._d_add, "step": self._d_step,
            "give": self._d_give, "window": self._d_window, "recruit_pick": self._d_recruit,
            "trim": self._d_trim, "buy": self._d_buy,
        }
        self._choose = {
            "cal": self._c_cal, "select": self._c_select, "add": self._c_add, "step": self._c_step,
            "give": self._c_give, "window": self._c_window, "recruit_pick": self._c_recruit,
            "trim": self._c_trim, "buy": self._c_buy,
        }

    # ---- names -------------------------------------------------------------------------
    def seat_names(self, config):
        return list(NAMES[:config["players"]])

    def seat_label(self, state, player):
        return NAMES[player]

    def card_name(self, cid: str) -> str:
        return self.names[cid]

    def turn_count(self, state) -> int:
        return state.turn

    # ---- set-up --------------------------------------------------------------------------
    def _new_game(self, config, rng):
        return self._deal(config, rng, [])

    def deal_events(self, config, seed):
        events: list[Event] = []
        self._deal(self.configure(config), random.Random(seed), events)
        return events

    def _deal(self, config, rng, events: list[Event]):
        """Shuffle, pick the first player and run the first turn up to its first choice."""
        n = config["players"]
        cs = card_set()
        deck = cs.deck(n)
        rng.shuffle(deck)
        calamities = list(cs.calamities)
        rng.shuffle(calamities)
        yard = list(cs.cattle)
        rng.shuffle(yard)
        state = DurangoState(rng=rng, players=n, deck=deck, discard=[], calamity_deck=calamities,
                             calamities=[], yard=yard, party=[[] for _ in range(n)],
                             reserve=[None] * n, herd=[[] for _ in range(n)],
                             active=rng.randrange(n), tasks=[("turn",)], face_up=YARDS[config["yard"]])
        self._settle(state, events)
        return state

    # ---- the task machine ---------------------------------------------------------------------
    def settle(self, state) -> list[Event]:
        """Run every task that needs no choice; call after editing a state by hand."""
        events: list[Event] = []
        self._settle(state, events)
        return events

    def _settle(self, state, events: list[Event]) -> None:
        tasks, decide, auto = state.tasks, self._decide, self._auto
        while tasks and not state.end:
            task = tasks[-1]
            chooser = decide.get(task[0])
            if chooser is not None:
                found = chooser(state, task)
                if found is not None:
                    state._pend = found
                    return
            auto[task[0]](state, task, events)
        state._pend = None

    def pending(self, state) -> dict[int, Decision]:
        if not hasattr(state, "_pend"):
            self._settle(state, [])
        pend = state._pend
        return {pend[0]: pend[1]} if pend else {}

    def _apply(self, state, player: int, option: Option) -> list[Event]:
        events: list[Event] = []
        task = state.tasks[-1]
        self._choose[task[0]](state, task, player, option, events)
        self._settle(state, events)
        return events

    def _t_pop(self, state, task, events) -> None:
        state.tasks.pop()

    # ---- small helpers ---------------------------------------------------------------------------
    def current_ongoing(self, state) -> dict:
        if state.calamities:
            return self.calamity_cards[state.calamities[-1]].ongoing
        return {}

    def immune(self, state, p: int) -> bool:
        return not self.immune_ids.isdisjoint(state.party[p])

    def limit(self, state, p: int) -> int:
        n = PARTY_LIMIT
        bonus = self.limit_bonus
        for c in state.party[p]:
            if c in bonus:
                n += bonus[c]
        if state.calamities:
            cal = self.calamity_cards[state.calamities[-1]].ongoing.get("party_limit", 0)
            if cal and not self.immune(state, p):
                n += cal
        return max(1, n)

    def blue(self, state, p: int) -> int:
        return len(self.blue_ids.intersection(state.herd[p]))

    def score(self, state, p: int) -> tuple[int, int]:
        """(cattle, Blue Ribbon cattle): what wins, and at the safety end what ranks."""
        return len(state.herd[p]), self.blue(state, p)

    def production(self, state, p: int) -> tuple[int, int]:
        """(coal, silver) that p's party produces at the buy phase, every modifier applied."""
        return self.output(state.party[p], state.calamities[-1] if state.calamities else None)

    def output(self, party, calamity: str | None) -> tuple[int, int]:
        """(coal, silver) a party produces under a calamity (None: no calamity yet)."""
        base = self.base_output
        if self.special.isdisjoint(party) and calamity not in self.cal_mods:
            coal = silver = 0
            for c in party:
                x = base.get(c)
                if x is not None:
                    coal += x[0]
                    silver += x[1]
            return coal, silver
        bonus, flat, cards = self.bonus, self.flat, self.cards
        ongoing = {}
        if calamity is not None and self.immune_ids.isdisjoint(party):
            ongoing = self.calamity_cards[calamity].ongoing
        less = ongoing.get("production", 0)
        town = frontier = coal = silver = 0
        for c in party:
            if c in bonus:
                town += bonus[c].get("town", 0)
                frontier += bonus[c].get("frontier", 0)
            if c in flat:
                coal += flat[c].get("coal", 0)
                silver += flat[c].get("silver", 0)
        for c in party:
            card = cards[c]
            if card.type == "town":
                silver += max(0, card.produce + town + less)
            elif card.type == "frontier":
                coal += max(0, card.produce + frontier + less)
        stop = ongoing.get("no_produce", ())
        return (0 if "coal" in stop else coal), (0 if "silver" in stop else silver)

    def _name(self, p: int) -> str:
        return NAMES[p]

    def _the(self, cid: str) -> str:
        return self.the[cid]

    def _The(self, cid: str) -> str:      # noqa: N802  (the same, opening a sentence)
        return "T" + self.the[cid][1:]

    def _draw_one(self, state, events) -> str | None:
        if not state.deck:
            if not state.discard:
                return None
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffle", f"The discard pile ({len(state.deck)} cards) is shuffled into a new draw deck.",
                                {"count": len(state.deck)}))
        return state.deck.pop()

    def _draw(self, state, p: int, n: int, events) -> tuple[list[str], list[str]]:
        """Draw n cards for p: (cards kept in hand, Calamity Triggers drawn)."""
        got, triggers = [], []
        for _ in range(n):
            c = self._draw_one(state, events)
            if c is None:
                break
            (triggers if c in self.triggers else got).append(c)
        who, count = self._name(p), len(got) + len(triggers)
        if count:       # the drawer reads one line of its own, triggers and all, not its name
            events.append(Event("draw", f"You draw {self._list(got + triggers)}{'!' if triggers else '.'}",
                                {"player": p, "cards": list(got)}, to=p, reveal=True))
        events.append(Event("draw_count", f"{who} draws {count} card{'s' if count != 1 else ''}.",
                            {"player": p, "count": count, **({"public_of": p} if count else {})}))
        for t in triggers:
            events.append(Event("trigger", f"{who} draws a Calamity Trigger!", {"player": p, "card": t, "public_of": p},
                                reveal=True))
        return got, triggers

    def _list(self, cids) -> str:
        return the_cards_counted(self.names[c] for c in cids)

    def _to_discard(self, state, cid: str) -> None:
        state.discard.append(cid)

    def _check_win(self, state, events) -> None:
        order = [(state.active + k) % state.players for k in range(state.players)]
        for p in order:
            n, b = len(state.herd[p]), self.blue(state, p)
            if n >= WIN_CATTLE or b >= WIN_BLUE:
                state.winners = [p]
                state.end = "cattle" if n >= WIN_CATTLE else "blue"
                state.phase = "over"
                state.tasks.clear()
                what = f"{n} cattle" if n >= WIN_CATTLE else f"{b} Blue Ribbon cattle"
                events.append(Event("win", f"{self._name(p)} has {what} and wins!", {"player": p}))
                return

    def _push_trims(self, state, players) -> None:
        for p in players:
            if len(state.party[p]) > self.limit(state, p):
                state.tasks.append(("trim", p))

    # ---- a turn ----------------------------------------------------------------------------------
    def _t_turn(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        p = state.active
        state.coal = state.silver = 0
        state.added = []
        state.phase = "selection"
        events.append(Event("turn", f"{self._name(p)}'s turn.", {"player": p, "turn": state.turn}))
        got, triggers = self._draw(state, p, DRAW, events)
        state.drawn = got
        tasks += [("end",), ("buy",), ("buy_start",), ("actions", 0), ("select",)]
        for t in reversed(triggers):
            tasks.append(("calamity", t))

    # calamities -----------------------------------------------------------------------------------
    def _t_calamity(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        if not state.calamity_deck:
            state.calamity_deck = state.calamities
            state.calamities = []
            state.rng.shuffle(state.calamity_deck)
            events.append(Event("reshuffle", "Every Calamity has been revealed: they are shuffled into a new Calamity deck.",
                                {"calamities": True}))
        cid = state.calamity_deck.pop()
        state.calamities.append(cid)
        cal = self.calamity_cards[cid]
        events.append(Event("calamity", f"Calamity: {cal.name}! {cal.text}", {"calamity": cid}, reveal=True))
        tasks.append(("discard_trigger", task[1]))
        n = state.players
        order = [(state.active + k) % n for k in range(n)]
        immune = [q for q in order if self.immune(state, q)]
        for q in immune:
            shelter = next(c for c in state.party[q] if c in self.immune_ids)
            events.append(Event("immune", f"{self._name(q)} is not affected ({self.names[shelter]}).",
                                {"player": q, "card": shelter}))
        if cal.ongoing:
            for q in reversed(order):
                tasks.append(("trim", q))
        for si in range(len(cal.steps) - 1, -1, -1):
            step = cal.steps[si]
            hit = [q for q in order if q not in immune]
            if step.who == "most_cattle":
                most = max(len(state.herd[q]) for q in range(n))
                hit = [q for q in hit if most > 0 and len(state.herd[q]) == most]
            for q in reversed(hit):
                tasks.append(("cal", cid, si, q, step.count))

    def _t_discard_trigger(self, state, task, events) -> None:
        state.tasks.pop()
        self._to_discard(state, task[1])

    def _cal_candidates(self, state, task) -> list[str]:
        _, cid, si, q, _n = task
        step = self.calamity_cards[cid].steps[si]
        if step.do == "return_cattle":
            return list(state.herd[q])
        if step.source == "reserve":
            return [state.reserve[q]] if state.reserve[q] else []
        cands = [c for c in state.party[q] if self.types[c] in step.what]
        if step.which == "highest" and cands:
            top = max(self.cards[c].produce for c in cands)
            cands = [c for c in cands if self.cards[c].produce == top]
        return cands

    def _d_cal(self, state, task):
        cands = self._cal_candidates(state, task)
        if len(cands) < 2:
            return None
        _, cid, si, q, n = task
        step = self.calamity_cards[cid].steps[si]
        name = self.calamity_cards[cid].name
        if step.do == "return_cattle":
            return q, _decision(f"{name}: return 1 cattle to the yard",
                                tuple(card_option("return", c) for c in cands))
        what = "a Hire with the highest production" if step.which == "highest" else "a card"
        return q, _decision(f"{name}: discard {what} from your party",
                            tuple(card_option("discard", c) for c in cands))

    def _t_cal(self, state, task, events) -> None:
        cands = self._cal_candidates(state, task)
        if cands:
            self._cal_do(state, task, cands[0], events)
        else:
            state.tasks.pop()

    def _c_cal(self, state, task, player, option, events) -> None:
        self._cal_do(state, task, option.args[0][1], events)

    def _cal_do(self, state, task, cid_card: str, events) -> None:
        _, cid, si, q, n = task
        step = self.calamity_cards[cid].steps[si]
        tasks = state.tasks
        tasks.pop()
        who = self._name(q)
        if step.do == "return_cattle":
            state.herd[q].remove(cid_card)
            state.yard.append(cid_card)
            events.append(Event("return", f"{who} returns {self._the(cid_card)} to the yard.",
                                {"player": q, "cattle": cid_card}))
            if n > 1 and state.herd[q]:
                tasks.append(("cal", cid, si, q, n - 1))
        elif step.source == "reserve":
            state.reserve[q] = None
            self._to_discard(state, cid_card)
            events.append(Event("discard", f"{who} discards {self._the(cid_card)} from the reserve.",
                                {"player": q, "card": cid_card, "from": "reserve", "known_to": [q]}, reveal=True))
        else:
            state.party[q].remove(cid_card)
            self._to_discard(state, cid_card)
            events.append(Event("discard", f"{who} discards {self._the(cid_card)}.",
                                {"player": q, "card": cid_card, "from": "party"}))

    # selection ------------------------------------------------------------------------------------
    def _d_select(self, state, task):
        drawn = state.drawn
        if not drawn:
            return None
        p = state.active
        opts = [card_option("add", c) for c in drawn]
        if state.reserve[p] is None:
            opts += [card_option("reserve", c) for c in drawn]
        else:
            opts += [card_option("bring_add", c) for c in drawn]
            opts += [card_option("bring_reserve", c) for c in drawn]
        if state.reserve[p] is None:
            return p, _decision("Choose a card: add it to your party or keep it in your reserve", tuple(opts))
        return p, _decision("Choose a card: add it (and your reserve card too, if you like), or swap it "
                            "into your reserve", tuple(opts))

    def _c_select(self, state, task, player, option, events) -> None:
        tasks = state.tasks
        tasks.pop()
        p = state.active
        chosen = option.args[0][1]
        others = [c for c in state.drawn if c != chosen]
        state.drawn = []
        who = self._name(p)
        kind = option.kind
        if kind in ("bring_add", "bring_reserve"):
            held = state.reserve[p]
            state.reserve[p] = None
            if kind == "bring_add":
                tasks.append(("add", p, chosen, "select"))
            else:
                state.reserve[p] = chosen
            tasks.append(("add", p, held, "unreserve"))
        elif kind == "add":
            tasks.append(("add", p, chosen, "select"))
        else:
            state.reserve[p] = chosen
        if kind not in ("add", "bring_add"):      # an add is told when it happens (see _t_add)
            old = " (the old one joins the party)" if kind == "bring_reserve" else ""
            events.append(Event("reserve", f"You put {self._the(chosen)} in your reserve{old}.",
                                {"player": p, "card": chosen}, to=p))
            events.append(Event("reserve_hidden", f"{who} puts a card face down in the reserve{old}.",
                                {"player": p, "public_of": p}))
        for c in others:
            self._to_discard(state, c)
        if others:
            events.append(Event("discard", f"{who} discards {self._list(others)}.",
                                {"player": p, "cards": others, "from": "drawn", "known_to": [p]}, reveal=True))

    # adding to a party --------------------------------------------------------------------------
    def _d_add(self, state, task):
        """Make room first only if the party would go past its limit with the card in it:
        a Saddlebags or Trail Foreman counts its own extra slot, so it joins a full party."""
        p = task[1]
        party = state.party[p]
        if len(party) < self.limit(state, p) + self.limit_bonus.get(task[2], 0):
            return None
        return p, _decision(f"Your party is full: it holds {len(party)} cards, its limit. Discard 1 of them to make "
                            f"room for {self._the(task[2])}",
                            tuple(card_option("make_room", c) for c in party))

    def _t_add(self, state, task, events) -> None:
        """Put the card in the party and say so now, not when it was chosen: a full party
        first discards one (a make-room choice), and the log keeps that order."""
        state.tasks.pop()
        _, p, cid, how = task
        state.party[p].append(cid)
        if how in ("select", "unreserve", "recruit") and p == state.active:
            state.added.append(cid)
        who, the = self._name(p), self._the(cid)
        if how == "unreserve":
            events.append(Event("unreserve", f"{who} brings {the} from the reserve into the party.",
                                {"player": p, "card": cid, "known_to": [p]}, reveal=True))
        elif how in ("select", "recruit"):
            events.append(Event("select", f"{who} adds {the} to the party.",
                                {"player": p, "card": cid, "known_to": [p]}, reveal=True))
        elif how == "interrupt":
            events.append(Event("add", f"{who} adds {the} to the party.", {"player": p, "card": cid}))

    def _c_add(self, state, task, player, option, events) -> None:
        cid = option.args[0][1]
        state.party[player].remove(cid)
        self._to_discard(state, cid)
        events.append(Event("discard", f"{self._name(player)} discards {self._the(cid)} to make room.",
                            {"player": player, "card": cid, "from": "party"}))

    # actions ----------------------------------------------------------------------------------------
    def _t_actions(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        state.phase = "action"
        i = task[1]
        if i >= len(state.added):
            return
        tasks.append(("actions", i + 1))
        cid = state.added[i]
        p = state.active
        if cid in state.party[p]:
            self._push_steps(state, p, cid, "a", 0, -1)

    def _by(self, state, p: int, cid: str) -> str:
        """Who acts, and with what: "Bo's Prospector", or "Bo (Prospector)" for a card not in
        Bo's party (one his Trick Roper copies, an interrupt from his reserve): "Bo's
        Prospector produces 1 Coal" had said Bo had a Prospector."""
        return f"{self._name(p)}'s {self.card_name(cid)}" if cid in state.party[p] else \
            f"{self._name(p)} ({self.card_name(cid)})"

    def _push_steps(self, state, p, cid, src, depth, forced) -> None:
        steps = self.cards[cid].action if src == "a" else self.cards[cid].interrupt_action
        for i in range(len(steps) - 1, -1, -1):
            state.tasks.append(("step", p, cid, src, i, depth, forced))

    def _step_of(self, task):
        card = self.cards[task[2]]
        return (card.action if task[3] == "a" else card.interrupt_action)[task[4]]

    def targets(self, state, p: int, step, forced: int = -1, depth: int = 0) -> list[Option]:
        """Every legal target of a step for p (empty: the step does nothing)."""
        do = step.do
        n = state.players
        others = [forced] if forced >= 0 else [(p + k) % n for k in range(1, n)]
        out = []
        types = self.types
        if do == "perform_action":
            if depth > 0:
                return out
            for q in others:
                for c in state.party[q]:
                    card = self.cards[c]
                    if types[c] in step.what and any(s.do != "perform_action" for s in card.action):
                        out.append(copy_option(q, c))
            return out
        if step.source == "reserve":
            return [target_option(q) for q in others if state.reserve[q] is not None]
        if step.source == "herd":
            for q in others:
                if not any(c in self.guard_cattle for c in state.party[q]):
                    out += [target_option(q, c) for c in state.herd[q]]
            return out
        what = step.theirs if do == "swap" else step.what
        if do == "swap" and not any(types[c] in step.mine for c in state.party[p]):
            return out
        guarded_kinds = do in ("steal", "swap")
        for q in others:
            party = state.party[q]
            guarded = guarded_kinds and any(c in self.guard_hires for c in party)
            for c in party:
                t = types[c]
                if t in what and not (guarded and t in HIRE_TYPES):
                    out.append(target_option(q, c))
        return out

    def _d_step(self, state, task):
        step = self._step_of(task)
        if step.do in ("produce", "recruit"):
            return None
        _, p, cid, src, i, depth, forced = task
        opts = self.targets(state, p, step, forced, depth)
        if not opts:
            return None
        return p, Decision(self._step_prompt(step, cid), tuple(opts), self._guarded(state, p, step, forced))

    def _guarded(self, state, p, step, forced) -> tuple:
        """(card, reason) for the cards a steal or swap may not take because of a guard."""
        if step.do not in ("steal", "swap") or step.source == "reserve":
            return ()
        out = []
        for q in ([forced] if forced >= 0 else range(state.players)):
            if q == p:
                continue
            guards = self.guard_cattle if step.source == "herd" else self.guard_hires
            guard = next((c for c in state.party[q] if c in guards), None)
            if guard is None:
                continue
            reason = f"guarded by {NAMES[q]}'s {self.names[guard]}"
            if step.source == "herd":
                out += [(c, reason) for c in state.herd[q]]
            else:
                out += [(c, reason) for c in state.party[q] if self.types[c] in HIRE_TYPES]
        return tuple(out)

    def _step_prompt(self, step, cid) -> str:
        name = self.card_name(cid)
        if step.do == "perform_action":
            return f"{name}: choose a Hire in another player's party to perform its action"
        if step.do == "swap":
            return f"{name}: choose the card to take in the swap"
        if step.source == "reserve":
            return f"{name}: choose whose reserve to discard"
        verb = "steal" if step.do == "steal" else "discard"
        return f"{name}: choose the {step.what_word or 'Cattle'} to {verb}"

    def _t_step(self, state, task, events) -> None:
        state.tasks.pop()
        step = self._step_of(task)
        _, p, cid, src, i, depth, forced = task
        if step.do == "produce":
            k = 1
            if step.per:
                kinds = HIRE_TYPES if step.per == "hire" else (frozenset((step.per,)) if step.per != "card"
                                                              else frozenset(("town", "frontier", "companion", "item")))
                k = sum(1 for c in state.party[p] if self.types[c] in kinds)
            stop = () if self.immune(state, p) else self.current_ongoing(state).get("no_produce", ())
            coal = 0 if "coal" in stop else step.coal * k
            silver = 0 if "silver" in stop else step.silver * k
            state.coal += coal
            state.silver += silver
            events.append(Event("produce", f"{self._by(state, p, cid)} produces {money(coal, silver)}.",
                                {"player": p, "coal": coal, "silver": silver}))
        elif step.do == "recruit":
            got, triggers = self._draw(state, p, step.draw, events)
            state.drawn = got
            state.tasks.append(("recruit_pick", p))
            for t in reversed(triggers):
                state.tasks.append(("calamity", t))
        else:
            missing = "no action to copy" if step.do == "perform_action" else f"nothing to {step.do}"
            events.append(Event("fizzle", f"{self._by(state, p, cid)} finds {missing}.", {"player": p, "card": cid}))

    def _c_step(self, state, task, player, option, events) -> None:
        tasks = state.tasks
        tasks.pop()
        step = self._step_of(task)
        _, p, cid, src, i, depth, forced = task
        q = option["player"]
        target = option.get("card")
        if option.kind == "copy":
            events.append(Event("copy", f"{self._name(p)}'s {self.card_name(cid)} performs the action of "
                                        f"{self._name(q)}'s {self.card_name(target)}.",
                                {"player": p, "card": cid, "target": target}))
            self._push_steps(state, p, target, "a", depth + 1, -1)
            return
        if step.do == "swap":
            tasks.append(("give", p, cid, src, i, depth, q, target))
            return
        tasks.append(("resolve", p, cid, src, i, depth, q, target, None))
        self._open_window(state, q, p)

    def _d_give(self, state, task):
        _, p, cid, src, i, depth, q, theirs = task
        step = self._step_of(task)
        opts = tuple(card_option("give", c) for c in state.party[p] if self.types[c] in step.mine)
        if not opts:
            return None
        return p, _decision(f"{self.card_name(cid)}: choose the card you give for {self._the(theirs)}", opts)

    def _c_give(self, state, task, player, option, events) -> None:
        tasks = state.tasks
        tasks.pop()
        _, p, cid, src, i, depth, q, theirs = task
        tasks.append(("resolve", p, cid, src, i, depth, q, theirs, option["card"]))
        self._open_window(state, q, p)

    # interrupts -------------------------------------------------------------------------------------
    def _open_window(self, state, q: int, actor: int) -> None:
        """Let q interrupt actor's step, if q holds a reserve card and it is not q's own turn:
        the rulebook plays interrupts "during another player's turn", so the active player
        never counter-interrupts an interrupt aimed back at them."""
        if q != state.active and state.reserve[q] is not None:
            state.tasks.append(("window", q, actor))

    def _d_window(self, state, task):
        q, actor = task[1], task[2]
        held = state.reserve[q]
        r = state.tasks[-2]                 # the "resolve" this window sits on
        aim = "your reserve card" if r[7] is None else f"your {self.card_name(r[7])}"
        prompt = f"{self._name(actor)}'s {self.card_name(r[2])} would {self._step_of(r).do} {aim}."
        if held is not None and self.cards[held].interrupt:
            effect = self.cards[held].text.partition("targets you, ")[2].rstrip(".") or "interrupt"
            return q, Decision(f"{prompt} Interrupt with your {self.card_name(held)}? It would {effect}.",
                               (card_option("interrupt", held), PASS), interrupt=True)
        return q, Decision(prompt, (PASS,), interrupt=True)

    def interrupt_target(self, view) -> str | None:
        """What the action an interrupt window answers aims at: a card or cattle id, or
        None outside a window."""
        tasks = view.tasks
        if len(tasks) < 2 or tasks[-1][0] != "window" or tasks[-2][0] != "resolve":
            return None
        return tasks[-2][7] or (view.reserve if view.player == tasks[-1][1] else None)

    def _c_window(self, state, task, player, option, events) -> None:
        tasks = state.tasks
        tasks.pop()
        if option.kind == "pass":
            return
        q, actor = task[1], task[2]
        cid = state.reserve[q]
        state.reserve[q] = None
        card = self.cards[cid]
        events.append(Event("interrupt", f"{self._name(q)} interrupts with {self._the(cid)}!",
                            {"player": q, "card": cid, "actor": actor, "known_to": [q]}, reveal=True))
        if card.cancels and tasks and tasks[-1][0] == "resolve":
            r = tasks.pop()
            events.append(Event("cancel", f"{self._name(actor)}'s {self.card_name(r[2])}'s action is cancelled.",
                                {"player": actor, "card": r[2]}))
        self._push_steps(state, q, cid, "i", 0, actor)
        tasks.append(("add", q, cid, "interrupt"))

    # resolving a targeted step ----------------------------------------------------------------------
    def _t_resolve(self, state, task, events) -> None:
        state.tasks.pop()
        _, p, cid, src, i, depth, q, target, mine = task
        step = self._step_of(task)
        who, whom = self._name(p), self._name(q)
        by = self._by(state, p, cid)
        if step.source == "reserve":
            held = state.reserve[q]
            if held is None:
                events.append(Event("fizzle", f"{whom}'s reserve is empty now: {by} discards nothing.", {"player": p}))
                return
            state.reserve[q] = None
            self._to_discard(state, held)
            events.append(Event("discard", f"{by} discards {whom}'s reserve: {self._the(held)}.",
                                {"player": q, "card": held, "from": "reserve", "by": p, "known_to": [q]}, reveal=True))
            return
        if step.source == "herd":
            if target not in state.herd[q]:
                events.append(Event("fizzle", f"{self._The(target)} is no longer in {whom}'s herd.", {"player": p}))
                return
            state.herd[q].remove(target)
            state.herd[p].append(target)
            events.append(Event("steal_cattle", f"{by} steals {self._the(target)} from {whom}'s herd.",
                                {"player": p, "from": q, "cattle": target}))
            self._check_win(state, events)
            return
        if target not in state.party[q]:
            events.append(Event("fizzle", f"{self._The(target)} is no longer in {whom}'s party.", {"player": p}))
            return
        if step.do == "discard":
            state.party[q].remove(target)
            self._to_discard(state, target)
            events.append(Event("discard", f"{by} discards {self._the(target)} from {whom}'s party.",
                                {"player": q, "card": target, "from": "party", "by": p}))
        elif step.do == "steal":
            state.party[q].remove(target)
            if step.perform and depth == 0:
                self._push_steps(state, p, target, "a", depth + 1, -1)
            state.tasks.append(("add", p, target, "steal"))
            events.append(Event("steal", f"{by} steals {self._the(target)} from {whom}.",
                                {"player": p, "from": q, "card": target}))
        else:  # swap
            if mine not in state.party[p]:
                events.append(Event("fizzle", f"{self._The(mine)} is no longer in {who}'s party.", {"player": p}))
                return
            a, b = state.party[p], state.party[q]
            a[a.index(mine)] = target
            b[b.index(target)] = mine
            events.append(Event("swap", f"{by} swaps {self._the(mine)} for {whom}'s {self.card_name(target)}.",
                                {"player": p, "from": q, "gave": mine, "took": target}))
            self._push_trims(state, (q, p))

    # recruiting and trimming ------------------------------------------------------------------------
    def _d_recruit(self, state, task):
        if not state.drawn:
            return None
        return task[1], _decision("Add one of the drawn cards to your party (the rest are discarded)",
                                  tuple(card_option("recruit", c) for c in state.drawn))

    def _c_recruit(self, state, task, player, option, events) -> None:
        state.tasks.pop()
        chosen = option["card"]
        others = [c for c in state.drawn if c != chosen]
        state.drawn = []
        for c in others:
            self._to_discard(state, c)
        if others:
            events.append(Event("discard", f"{self._name(player)} discards {self._list(others)}.",
                                {"player": player, "cards": others, "from": "drawn", "known_to": [player]},
                                reveal=True))
        state.tasks.append(("add", player, chosen, "recruit"))

    def _d_trim(self, state, task):
        p = task[1]
        if len(state.party[p]) <= self.limit(state, p):
            return None
        return p, _decision(f"Your party may now hold only {self.limit(state, p)} cards and holds "
                            f"{len(state.party[p])}: discard 1 of them",
                            tuple(card_option("discard", c) for c in state.party[p]))

    def _c_trim(self, state, task, player, option, events) -> None:
        cid = option["card"]
        state.party[player].remove(cid)
        self._to_discard(state, cid)
        events.append(Event("discard", f"{self._name(player)} discards {self._the(cid)}: the party may hold only "
                            f"{self.limit(state, player)} cards.",
                            {"player": player, "card": cid, "from": "party"}))

    # buying ----------------------------------------------------------------------------------------
    def _t_buy_start(self, state, task, events) -> None:
        state.tasks.pop()
        state.phase = "buy"
        p = state.active
        coal, silver = self.production(state, p)
        state.coal += coal
        state.silver += silver
        events.append(Event("produce", self._produced(self._name(p), coal, silver, state),
                            {"player": p, "coal": coal, "silver": silver,
                             "total_coal": state.coal, "total_silver": state.silver}))

    @staticmethod
    def _produced(who: str, coal: int, silver: int, state) -> str:
        """What the party produced, and, when a card made some earlier this turn, why the
        money to spend is more (two bare numbers for one thing read as a mistake)."""
        made = f"{who}'s party produces {money(coal, silver)}"
        if (state.coal, state.silver) == (coal, silver):
            return f"{made}."
        return (f"{made}; with the {money(state.coal - coal, state.silver - silver)} made earlier this turn, "
                f"{who} has {money(state.coal, state.silver)} to spend.")

    def _d_buy(self, state, task):
        market = state.yard[:state.face_up]
        if not market:
            return None
        pays = [w for w, n in (("coal", state.coal), ("silver", state.silver)) if n >= PRICE]
        if not pays:
            return None
        return state.active, _decision(f"Buy cattle while you can pay, 5 Coal or 5 Silver each. You have "
                                       f"{money(state.coal, state.silver)}.",
                                       tuple(buy_option(c, w) for c in market for w in pays))

    def _c_buy(self, state, task, player, option, events) -> None:
        cattle, pay = option["cattle"], option["pay"]
        if pay == "coal":
            state.coal -= PRICE
        else:
            state.silver -= PRICE
        state.yard.remove(cattle)
        state.herd[player].append(cattle)
        events.append(Event("buy", f"{self._name(player)} buys {self._the(cattle)} for 5 {pay.title()}.",
                            {"player": player, "cattle": cattle, "pay": pay}))
        up = state.face_up
        if len(state.yard) >= up:
            events.append(Event("yard", f"{self._The(state.yard[up - 1])} comes up in the yard.",
                                {"cattle": state.yard[up - 1]}, reveal=True))
        self._check_win(state, events)

    def _t_end(self, state, task, events) -> None:
        state.tasks.pop()
        p = state.active
        if state.coal or state.silver:
            left = money(state.coal, state.silver)
            events.append(Event("expire", f"{self._name(p)}'s unspent {left} {'are' if ' and ' in left else 'is'} lost.",
                                {"player": p}))
        state.coal = state.silver = 0
        state.added = []
        state.turn += 1
        state.active = (p + 1) % state.players
        if state.turn >= MAX_ROUNDS * state.players or not state.yard:
            self._end_on_count(state, events)
            return
        state.tasks.append(("turn",))

    def _end_on_count(self, state, events) -> None:
        score = [self.score(state, p) for p in range(state.players)]
        best = max(score)
        state.winners = [p for p in range(state.players) if score[p] == best]
        state.end = "limit"
        state.phase = "over"
        state.tasks.clear()
        names = " and ".join(self._name(p) for p in state.winners)
        events.append(Event("win", f"The drive is over: {names} with the most cattle "
                                   f"({best[0]}, {best[1]} Blue Ribbon).", {"winners": list(state.winners)}))

    # ---- the end -------------------------------------------------------------------------------------
    def result(self, state) -> Result | None:
        if not state.end:
            return None
        scores = tuple(self.score(state, p) for p in range(state.players))
        names = " and ".join(self._name(p) for p in state.winners)
        if state.end == "limit":
            summary = f"The turn limit ended the game: {names} had the most cattle."
        else:
            w = state.winners[0]
            what = f"{scores[w][0]} cattle" if state.end == "cattle" else f"{scores[w][1]} Blue Ribbon cattle"
            summary = f"{names} wins with {what}."
        return Result(tuple(state.winners), scores, summary)

    def score_breakdown(self, state) -> ScoreBreakdown:
        """Each herd, Blue Ribbons and the rest, then the money: the Coal and Silver the
        party makes a turn at the end, which buys cattle but scores nothing. At the safety
        end a tie on cattle goes to the most Blue Ribbons."""
        rows = []
        for p in range(state.players):
            cattle, blue = self.score(state, p)
            coal, silver = self.production(state, p)
            rows += [ScoreRow(p, "Blue Ribbon cattle", (blue, blue), str(blue)),
                     ScoreRow(p, "Other cattle", (cattle - blue, 0), str(cattle - blue)),
                     ScoreRow(p, "Coal made a turn", (0, 0), str(coal)),
                     ScoreRow(p, "Silver made a turn", (0, 0), str(silver))]
        rule = None
        if state.end == "limit":
            keys = {p: self.score(state, p) for p in range(state.players)}
            rule = tie_rule(keys, dict(enumerate(NAMES)), ("cattle", "Blue Ribbon cattle"))
        return ScoreBreakdown(tuple(rows), ("Cattle", "Blue Ribbons"), rule)

    def evaluate(self, state, player: int) -> float:
        """A rollout cut short: the chance `player` wins, from a softmax over the seats of
        a score fitted (maximum likelihood) to 10,000 positions of easy-bot games: cattle
        and Blue Ribbons count more as they near the goal, then the cattle the party buys
        per turn, a filled reserve, and moving sooner. Durango swings (a lone leader on 9
        cattle wins about 60 % of the time), so the estimate stays modest."""
        n = state.players
        scores = []
        for p in range(n):
            coal, silver = self.production(state, p)
            cattle, blue = len(state.herd[p]), self.blue(state, p)
            scores.append(0.08 * cattle + 0.042 * cattle * cattle + 0.064 * blue * blue
                          + 0.52 * (coal // PRICE + silver // PRICE)
                          + 0.09 * (coal % PRICE + silver % PRICE)
                          - 0.66 * ((p - state.active) % n) / n
                          + (0.21 if state.reserve[p] is not None else 0.0))
        top = max(scores)
        weights = [math.exp(x - top) for x in scores]
        return weights[player] / sum(weights)

    # ---- what a seat sees --------------------------------------------------------------------------
    def view(self, state, player: int | None) -> DurangoView:
        me = player
        produce = [self.production(state, p) for p in range(state.players)]
        drawer = state.active if state.drawn else None
        for t in reversed(state.tasks):
            if t[0] == "recruit_pick":
                drawer = t[1]
                break
        return DurangoView(
            player=me, players=state.players, active=state.active, turn=state.turn, phase=state.phase,
            party=[list(x) for x in state.party], herd=[list(x) for x in state.herd],
            blue=[self.blue(state, p) for p in range(state.players)],
            reserve=state.reserve[me] if me is not None else None,
            reserve_filled=[r is not None for r in state.reserve],
            drawn=list(state.drawn) if me is not None and me == drawer else None,
            drawn_count=len(state.drawn), deck_count=len(state.deck), discard=list(state.discard),
            discard_top=state.discard[-1] if state.discard else None,
            calamity=state.calamities[-1] if state.calamities else None,
            calamities=list(state.calamities), calamity_deck_count=len(state.calamity_deck),
            market=state.yard[:state.face_up], yard_count=len(state.yard), face_up=state.face_up,
            coal=state.coal, silver=state.silver,
            added=list(state.added), tasks=list(state.tasks), winners=list(state.winners), end=state.end,
            limit=[self.limit(state, p) for p in range(state.players)], produce=produce,
            this_turn=self._this_turn(state, produce))

    def _this_turn(self, state, produce) -> tuple[int, int]:
        """What the active player will buy with, as soon as it is known: during selection
        and actions, what the actions made so far plus the party's production (so the table
        never shows 0/0 until the buy); from the buy phase on, what is left to spend."""
        if state.phase in ("buy", "over"):
            return state.coal, state.silver
        coal, silver = produce[state.active]
        return state.coal + coal, state.silver + silver

    def open_view(self, state) -> DurangoView:
        """The spectator's view with every reserve card and the drawn cards named."""
        view = self.view(state, None)
        view.reserves, view.drawn = list(state.reserve), list(state.drawn)
        return view

    def determinize(self, view: DurangoView, rng: random.Random) -> DurangoState:
        """A full state agreeing with the view: the draw deck, the other players' reserves,
        another drawer's cards, the face-down yard and the calamity deck are re-dealt."""
        n, me = view.players, view.player
        cs = card_set()
        seen = set(view.discard)
        for part in view.party:
            seen.update(part)
        for t in view.tasks:
            if t[0] == "add" or t[0] == "discard_trigger" or t[0] == "calamity":
                seen.add(t[2] if t[0] == "add" else t[1])
        reserve = [None] * n
        if me is not None and view.reserve is not None:
            reserve[me] = view.reserve
            seen.add(view.reserve)
        drawn = list(view.drawn) if view.drawn is not None else None
        if drawn:
            seen.update(drawn)
        unseen = [c for c in cs.deck(n) if c not in seen]
        plain = [c for c in unseen if c not in self.triggers]
        rng.shuffle(plain)
        for q in range(n):
            if q != me and view.reserve_filled[q]:
                reserve[q] = plain.pop()
        if drawn is None:
            drawn = [plain.pop() for _ in range(view.drawn_count)]
        deck = plain + [c for c in unseen if c in self.triggers]
        rng.shuffle(deck)
        taken = set(view.market)
        for h in view.herd:
            taken.update(h)
        hidden_yard = [c for c in cs.cattle if c not in taken]
        rng.shuffle(hidden_yard)
        cal_deck = [c for c in cs.calamities if c not in view.calamities]
        rng.shuffle(cal_deck)
        state = DurangoState(
            rng=random.Random(rng.random()), players=n, deck=deck, discard=list(view.discard),
            calamity_deck=cal_deck, calamities=list(view.calamities), yard=list(view.market) + hidden_yard,
            party=[list(x) for x in view.party], reserve=reserve, herd=[list(x) for x in view.herd],
            active=view.active, turn=view.turn, phase=view.phase, drawn=drawn, added=list(view.added),
            coal=view.coal, silver=view.silver, tasks=list(view.tasks), winners=list(view.winners), end=view.end,
            face_up=view.face_up)
        self._settle(state, [])
        return state

    def clone(self, state: DurangoState) -> DurangoState:
        rng = copy_rng(state.rng)
        new = DurangoState(
            rng=rng, players=state.players, deck=list(state.deck), discard=list(state.discard),
            calamity_deck=list(state.calamity_deck), calamities=list(state.calamities), yard=list(state.yard),
            party=[list(x) for x in state.party], reserve=list(state.reserve), herd=[list(x) for x in state.herd],
            active=state.active, turn=state.turn, phase=state.phase, drawn=list(state.drawn),
            added=list(state.added), coal=state.coal, silver=state.silver, tasks=list(state.tasks),
            winners=list(state.winners), end=state.end, face_up=state.face_up)
        new._pend = getattr(state, "_pend", None)
        return new

    def describe_for(self, view, decision: Decision, option: Option) -> str:
        """An interrupt window's pass lets the action happen: "Pass" answered its question
        ("Interrupt with your Gunslinger?") as if it were a turn's."""
        if decision.interrupt and option.kind == "pass":
            return LET_IT_HAPPEN
        return self.describe(option)

    def describe_alone(self, view, decision: Decision, option: Option) -> str:
        """The card a label calls "it" by name, as a review's mark says it: "Add the Mayor
        to your party", "Add the Sheriff and your reserve card to your party"; a herd's
        cattle with its owner ("Bo's Angus"), where the table shows whose herd."""
        words = self.describe_for(view, decision, option)
        if option.get("card") is None:
            return words
        if option.kind == "target" and option["card"] in self.cattle:
            return f"{NAMES[option['player']]}'s {words}"
        name = f"the {self.card_name(option['card'])}"
        return re.sub(r"\bit\b", name, words.replace("both", f"{name} and your reserve card"), count=1)

    def describe(self, option: Option) -> str:
        """A button label of a few words: the Decision's prompt says the rest, and the card
        an option names is the one clicked (or ringed by the hint) on the table."""
        kind = option.kind
        if kind == "pass":
            return "Pass"
        if kind == "buy":
            return f"Buy it for 5 {option['pay'].title()}"
        if kind in ("target", "copy"):
            q = NAMES[option["player"]]
            if option.get("card") is None:
                return f"{q}'s reserve"
            card = option["card"]
            if card in self.cattle:         # a herd is clicked as a whole: its cattle by name
                return self.card_name(card)
            return f"{'Copy ' if kind == 'copy' else ''}{q}'s {self.card_name(card)}"
        return {                            # "it": the card clicked, ringed by a hint
            "add": "Add it to your party",
            "reserve": "Keep it in your reserve",
            "bring_add": "Add both to your party",
            "bring_reserve": "Swap it into your reserve",
            "make_room": "Discard it to make room",
            "discard": "Discard it",
            "return": "Return it to the yard",
            "give": "Give it in the swap",
            "recruit": "Add it to your party",
            "interrupt": "Play it to interrupt",
        }.get(kind, f"{kind} {self.card_name(option['card'])}")
