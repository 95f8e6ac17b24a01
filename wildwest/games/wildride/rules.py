"""Wild Ride (rulebook 003): call a card, everyone acts on it at once, explore your Roadmap.

The state rests at decisions. `state.tasks` is the turn's stack of global steps (top =
last): "turn" pushes "call", "act" and "end"; "act" is the simultaneous choice of one of
the given card's two actions; "wait" stands while the players' own chains run. Each seat
has its own chain (`state.chains[p]`, a stack of small task tuples) because what an
action triggers benefits only its player: a leg's icon, a card put down, a Tipi box...
All seats with a decision on top of their chain are pending at once. Tasks hold only
public facts, so the view carries them and `determinize` rebuilds a full state.

Every decision taken where the rulebook is silent is in docs/rules/wildride.md.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from wildwest.core.engine import Decision, Event, Game, Option, Result, ScoreBreakdown, ScoreRow, copy_rng, tie_rule
from wildwest.core.words import number_word, the_cards_counted

from .content import content

NAMES = ("Joe", "Audrey", "Tom", "Rosa")   # the rulebook example: Audrey sits left of Joe
START_HAND = (4, 5, 6, 7)      # by seat order from the first Caller
DRAW = 3                       # cards the Card action draws
MIN_HAND = 3                   # end of turn: draw up to this
MAX_TURNS = 150                # safety end: only aimless (random) play comes near it
PAIRS = {"nugget": ("nugget", "buy"), "card": ("draw", "swap"), "check": ("leg", "rail")}
ACTION_TEXT = {"nugget": "take 1 nugget", "buy": "pay nuggets to put down a card",
               "draw": f"draw {DRAW} cards", "swap": "discard 2 cards of one colour to put down a card",
               "leg": "check a leg", "rail": "check a railroad box", "none": "do nothing"}
KIND_NAME = {"town": "Town", "forest": "Forest", "desert": "Desert", "lake": "Lake"}    # a chart row's name
MEDALS = {"region": "Region medals", "rail": "Railroad medals"}   # any other source: a chart spot
COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
ICON_TEXT = {"nugget": "Nugget", "card": "Card", "check": "Check", "free": "free card",
             "wanted": "Wanted", "tipi": "Tipi", "discovery": "discovery"}


@cache
def opt(kind: str, **args) -> Option:
    """Options are immutable values, built once each: playouts make many."""
    return Option(kind, **args)


_TABLES: dict = {}


def options(kind: str, name: str, values) -> tuple[Option, ...]:
    """`opt(kind, name=value)` for each value, looked up in a table per kind (a decision is
    built at almost every step of a rollout, and opt's keyword key costs more), a value
    seen for the first time added to it. Options are immutable values, so every game may
    share them."""
    table = _TABLES.get((kind, name))
    if table is None:
        table = _TABLES[kind, name] = {}
    try:
        return tuple(map(table.__getitem__, values))
    except KeyError:
        for v in values:
            if v not in table:
                table[v] = opt(kind, **{name: v})
        return tuple(map(table.__getitem__, values))


DONE, UNKNOWN, LOOSE = range(3)     # why a leg cannot be checked: see WildRide._leg_reasons


@dataclass
class WildRideState:
    rng: random.Random
    players: int
    deck: list[str]                      # top = last
    discard: list[str]
    hands: list[list[str]]
    areas: list[list[str]]               # play areas, face up
    nuggets: list[int]
    flags: list[list[str]]               # checked flags (region ids), in order
    legs: list[list[str]]                # checked legs, in order
    rail: list[list[str]]                # checked railroad boxes, left to right
    area_boxes: list[dict]               # kind -> boxes checked in that chart area
    tipi: list[list[int]]                # checked Tipi boxes
    wanted: list[int]                    # Wanted boxes checked
    points: list[list[tuple]]            # the points track: (points, source) per medal
    medal_next: dict = field(default_factory=dict)   # chart spot -> medals taken
    medal_turn: dict = field(default_factory=dict)   # chart spot -> (turn, value) last taken
    caller: int = 0
    first: int = 0                       # the first Caller
    turn: int = 0                        # turns finished
    given: str | None = None             # the card given to the Caller this turn
    chosen: list = field(default_factory=list)       # secret action choices, until revealed
    tasks: list[tuple] = field(default_factory=list)
    chains: list[list[tuple]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    end: str = ""                        # "" | medals | limit


@dataclass
class WildRideView:
    """What one seat may see: every sheet, play area and nugget count (all public), its own
    hand, the others' hand sizes, whether the others have chosen (not what) until the
    choices are revealed."""

    player: int | None
    players: int
    hand: list[str] | None
    hand_counts: list[int]
    deck_count: int
    discard: list[str]
    areas: list[list[str]]
    nuggets: list[int]
    flags: list[list[str]]
    legs: list[list[str]]
    rail: list[list[str]]
    area_boxes: list[dict]
    tipi: list[list[int]]
    wanted: list[int]
    points: list[list[tuple]]
    medal_next: dict
    medal_turn: dict
    caller: int
    first: int
    turn: int
    given: str | None
    chosen: str | None                   # this seat's secret choice
    has_chosen: list[bool]
    tasks: list[tuple]
    chains: list[list[tuple]]
    winners: list[int]
    end: str


class WildRide(Game):
    name = "wildride"
    title = "Wild Ride"
    min_players = 2
    max_players = 4
    blurb = ("Call the card you need, then everyone acts on it at once: check legs on your "
             "Roadmap, ride the railroad, race for the medals of the Reward Chart.")

    def __init__(self) -> None:
        c = content()
        self.content = c
        self.cards = c.cards
        self.map = c.roadmap
        self.chart = c.chart
        self.spots = c.chart.medal_spots()
        self.by_suit = {}
        for cid, k in c.cards.items():
            self.by_suit.setdefault(k.suit, []).append(cid)
        self.starts = tuple(r for r, reg in self.map.regions.items() if reg.start)
        # Content never changes, so what rollouts would otherwise rebuild at every step is
        # made once: each card's "the ..." name, suit and place in the deck's order (suit by
        # suit, by value), the call options on each seat, the suits, each region's legs (a
        # set), the (leg, reason) pairs of each leg, and of each region's legs, for each
        # reason (DONE, UNKNOWN, LOOSE) a leg cannot be checked.
        self.the = {cid: "the " + k.name for cid, k in c.cards.items()}
        self.suit_of = {cid: k.suit for cid, k in c.cards.items()}
        self.card_order = {cid: i for i, cid in enumerate(c.cards)}
        self.calls = [[(cid, opt("call", player=q, card=cid)) for cid in c.cards] for q in range(self.max_players)]
        self.suit_sets = {suit: frozenset(ids) for suit, ids in self.by_suit.items()}
        regions = self.map.regions.values()
        self.region_legs = {r.id: frozenset(r.legs) for r in regions}
        self.leg_reasons = {lid: tuple((lid, why) for why in ("already checked", f"{r.name} is not discovered yet",
                                                              "not connected to a leg or flag you checked"))
                            for r in regions for lid in r.legs}
        self.region_reasons = {r.id: tuple(tuple(self.leg_reasons[lid][why] for lid in r.legs)
                                           for why in (DONE, UNKNOWN, LOOSE)) for r in regions}
        # KEPT: what the rules and the easy bot walk a seat's sheet for at almost every step
        # (the legs it may check, the cards it may put down) is kept, per seat, with copies
        # of the lists it was worked out from, and worked out again only when they differ:
        # compared whole, any change is seen, whatever state (or view) asks, and each entry
        # is a tuple replaced whole, never edited, so no clone nor thread sees another's.
        self._checkable = [((), (), ())] * self.max_players
        self._placeable = [((), (), ())] * self.max_players
        self._decide = {"start": self._d_start, "call": self._d_call, "answer": self._d_answer,
                        "act": self._d_act, "pair": self._d_pair, "buy": self._d_put, "place": self._d_put,
                        "free": self._d_put, "swap": self._d_swap, "leg": self._d_leg, "rail": self._d_rail,
                        "tipi": self._d_tipi, "discover": self._d_discover}
        self._choose = {"start": self._c_start, "call": self._c_call, "answer": self._c_answer,
                        "act": self._c_act, "pair": self._c_pair, "buy": self._c_put, "place": self._c_put,
                        "free": self._c_put, "swap": self._c_swap, "leg": self._c_leg, "rail": self._c_rail,
                        "tipi": self._c_tipi, "discover": self._c_discover}
        self._auto = {"turn": self._t_turn, "end": self._t_end, "refill": self._t_refill,
                      "final": self._t_final, "wanted": self._t_wanted, "answer": self._t_answer}

    # ---- names ---------------------------------------------------------------------------
    def seat_names(self, config):
        return list(NAMES[:config["players"]])

    def seat_label(self, state, player):
        return NAMES[player]

    def turn_count(self, state) -> int:
        return state.turn

    def card_name(self, cid: str) -> str:
        return self.cards[cid].name

    def _the(self, cid: str) -> str:
        return self.the[cid]

    def _pair(self, a: str, b: str) -> str:
        """Two cards to discard, a pair of copies as "both copies of the Orange 2 (...)"."""
        return f"both copies of {self._the(a)}" if a == b else f"{self._the(a)} and {self._the(b)}"

    # ---- set-up --------------------------------------------------------------------------------
    def _new_game(self, config, rng):
        n = config["players"]
        deck = self.content.deck()
        rng.shuffle(deck)
        first = rng.randrange(n)
        state = WildRideState(
            rng=rng, players=n, deck=deck, discard=[], hands=[[] for _ in range(n)],
            areas=[[] for _ in range(n)], nuggets=[3] * n, flags=[[] for _ in range(n)],
            legs=[[] for _ in range(n)], rail=[[] for _ in range(n)],
            area_boxes=[{k: 0 for k in self.chart.areas} for _ in range(n)],
            tipi=[[] for _ in range(n)], wanted=[0] * n, points=[[] for _ in range(n)],
            caller=first, first=first, chains=[[] for _ in range(n)],
            tasks=[("turn",), ("wait",), ("start",)])
        for i in range(n):
            p = (first + i) % n
            state.hands[p] = [state.deck.pop() for _ in range(START_HAND[i])]
            state.areas[p].append(state.deck.pop())
        events = [Event("setup", f"{NAMES[first]} has the Caller token.", {"caller": first})]
        self._settle(state, events)
        return state

    # ---- the task machine -------------------------------------------------------------------------
    def settle(self, state) -> list[Event]:
        """Run every task that needs no choice; call after editing a state by hand."""
        events: list[Event] = []
        state._pend = {}
        self._settle(state, events)
        return events

    def _run_chain(self, state, p: int, events) -> Decision | None:
        chain = state.chains[p]
        while chain:
            task = chain[-1]
            chooser = self._decide.get(task[0])
            found = chooser(state, p, task) if chooser else None
            if found is not None:
                return found
            if chooser is not None:           # a decision with nothing to choose: skipped
                chain.pop()
                if events is not None:
                    events.append(Event("skip", f"{NAMES[p]}'s action does nothing: {self._nothing(task)}.",
                                        {"player": p}))
            else:
                self._auto[task[0]](state, p, task, events)
        return None

    def _settle(self, state, events, pend: dict | None = None) -> None:
        tasks = state.tasks
        pend = {} if pend is None else pend     # the caller's own new dict
        while tasks and not state.end:
            top = tasks[-1]
            kind = top[0]
            if kind == "wait":
                for p in range(state.players):
                    if p not in pend and state.chains[p]:
                        found = self._run_chain(state, p, events)
                        if found is not None:
                            pend[p] = found
                if pend:
                    break
                tasks.pop()
            elif kind in ("start", "act"):
                if kind == "act" and not state.chosen:
                    if not self._open_choice(state, pend):
                        tasks.pop()
                        continue
                for p in range(state.players):
                    if p not in pend and (not state.flags[p] if kind == "start" else state.chosen[p] is None):
                        pend[p] = self._decide[kind](state, p, top)
                if pend:
                    break
                tasks.pop()
                if kind == "act":
                    self._reveal(state, events)
            else:
                chooser = self._decide.get(kind)
                if chooser is not None:
                    who = state.caller if kind == "call" else top[1]
                    found = chooser(state, who, top)
                    if found is not None:
                        pend = {who: found}
                        break
                    if kind == "call":
                        tasks.pop()
                        if events is not None:
                            events.append(Event("skip", f"{NAMES[who]} has no card to call.", {"player": who}))
                        continue
                self._auto[kind](state, None, top, events)
        state._pend = pend if not state.end else {}

    def pending(self, state) -> dict[int, Decision]:
        try:
            return state._pend
        except AttributeError:          # a state made by hand, not settled yet
            state._pend = {}
            self._settle(state, [])
            return state._pend

    def first_pending(self, state) -> tuple[int, Decision] | None:
        try:
            pend = state._pend          # `pending`'s, without its call: a rollout asks at every step
        except AttributeError:
            pend = self.pending(state)
        for first in pend.items():
            return first
        return None

    def _apply(self, state, player: int, option: Option) -> list[Event]:
        events: list[Event] = []
        self.move(state, player, option, events)
        return events

    def move(self, state, player: int, option: Option, events: list | None = None) -> None:
        """The option's move, its events added to `events`; without a list (a rollout's
        move, `Search.step`) no event is made at all: nobody would read them."""
        kind = state.tasks[-1][0]
        task = state.chains[player][-1] if kind == "wait" else state.tasks[-1]
        self._choose[task[0]](state, player, task, option, events)
        pend = dict(state._pend)
        del pend[player]
        if kind == "wait":
            found = self._run_chain(state, player, events)
            if found is not None:
                pend[player] = found
        elif kind not in ("start", "act"):
            pend = {}
        if pend:    # the same wait, start or act, with seats still to choose: as `_settle` would leave it
            state._pend = pend
        else:
            self._settle(state, events, pend)

    # ---- helpers ------------------------------------------------------------------------------
    def _nothing(self, task) -> str:
        return {"pair": "neither action of the pair can be done", "buy": "no card to put down",
                "place": "no card to put down", "free": "no card to put down for free",
                "swap": "no two cards of one colour to discard", "leg": "no leg can be checked",
                "rail": "the railroad is finished", "tipi": "the Tipi track is full",
                "discover": "no region can be discovered"}.get(task[0], "nothing to do")

    def _draw(self, state, p: int, k: int, events) -> list[str]:
        got = []
        for _ in range(k):
            if not state.deck:
                if not state.discard:
                    break
                state.deck = state.discard
                state.discard = []
                state.rng.shuffle(state.deck)
                if events is not None:
                    events.append(Event("shuffle", "The discard pile is shuffled into a new deck.",
                                        {"cards": len(state.deck)}))
            got.append(state.deck.pop())
        state.hands[p].extend(got)
        if got and events is not None:
            events.extend((Event.later("draw", {"player": p, "cards": got}, self._drawn_words, tuple(got), to=p),
                           Event("draw", f"{NAMES[p]} draws {len(got)} card{'s' * (len(got) > 1)}.",
                                 {"player": p, "count": len(got), "public_of": p})))
        return got

    def _drawn_words(self, got: tuple[str, ...]) -> str:
        return f"You draw {the_cards_counted(self.content.cards[c].name for c in got)}."

    def _track_full(self, state, p: int, what: str, events) -> bool:
        """The points track has 7 boxes and "there are no more points to be earned" once all
        are marked: a medal won after the 7th, in the player's own chain order, is not won."""
        if len(state.points[p]) < self.chart.points_boxes:
            return False
        if events is not None:
            events.append(Event("skip", f"{NAMES[p]}'s points track is full: the medal of {what} "
                                        "scores nothing.", {"player": p}))
        return True

    def _score(self, state, p: int, value: int, source: str, what: str, events) -> None:
        if self._track_full(state, p, what, events):
            return
        state.points[p].append((value, source))
        if events is not None:
            events.append(Event("medal", f"{NAMES[p]} wins the medal of {what}: {value} points "
                                         f"(medal {len(state.points[p])} on the points track).",
                                {"player": p, "points": value, "source": source}))

    def _claim(self, state, p: int, spot: str, what: str, events) -> None:
        """A chart medal: the best one left, or the one another player took this very turn.
        A player whose points track is full takes none: it stays for the others."""
        if self._track_full(state, p, what, events):
            return
        values = self.spots.get(spot, ())
        last = state.medal_turn.get(spot)
        if last is not None and last[0] == state.turn:
            value = last[1]
        else:
            taken = state.medal_next.get(spot, 0)
            if taken >= len(values):
                if values and events is not None:
                    events.append(Event("medal", f"No medal is left for {what}.", {"player": p, "source": spot}))
                return
            value = values[taken]
            state.medal_next[spot] = taken + 1
            state.medal_turn[spot] = (state.turn, value)
        self._score(state, p, value, spot, what, events)

    def _icon(self, state, p: int, icon: str | None, where: str) -> None:
        if icon is None:
            return
        chain = state.chains[p]
        if icon in PAIRS:
            chain.append(("pair", icon, where))
        elif icon == "discovery":
            chain.append(("discover",))
        else:
            chain.append((icon,))

    def _flag(self, state, p: int, region: str, events) -> None:
        """Check a flag, then the next box of its kind's area on the chart."""
        reg = self.map.regions[region]
        state.flags[p].append(region)
        if events is not None:
            events.append(Event("flag", f"{NAMES[p]} discovers {reg.name} ({reg.kind}).",
                                {"player": p, "region": region}))
        track = self.chart.areas[reg.kind]
        done = state.area_boxes[p][reg.kind]
        if done >= len(track.boxes):
            return
        state.area_boxes[p][reg.kind] = done + 1
        row = f"the {KIND_NAME[reg.kind]} row of the Reward Chart"     # as the screen names it ("area" is your cards')
        if done + 1 == len(track.boxes) and track.medals:
            self._claim(state, p, f"area:{reg.kind}", row, events)
        self._icon(state, p, track.boxes[done], row)

    def _put(self, state, p: int, cid: str, how: str, events) -> None:
        """`how` says it with {} for the card: "puts down {} for free"."""
        state.hands[p].remove(cid)
        state.areas[p].append(cid)
        the = self.the[cid]
        if events is not None:
            events.append(Event("put", f"{NAMES[p]} {how.format(the)}.", {"player": p, "card": cid}))
        state.chains[p].append(("pair", self.cards[cid].family, the))

    def placeable(self, state, p: int) -> tuple[str, ...]:
        """The cards in p's hand missing from its play area, sorted: kept per seat (KEPT)."""
        hand, area = state.hands[p], state.areas[p]
        kept = self._placeable[p]
        if kept[0] == hand and kept[1] == area:
            return kept[2]
        cards = tuple(sorted({c for c in hand if c not in area}))
        self._placeable[p] = (hand[:], area[:], cards)
        return cards

    def checkable(self, state, p: int) -> tuple[str, ...]:
        """Unchecked legs of discovered regions joined to a checked leg or flag, in sheet
        order (region by region, as the Roadmap lists its legs): kept per seat (KEPT)."""
        legs, flags = state.legs[p], state.flags[p]
        kept = self._checkable[p]
        if kept[0] == legs and kept[1] == flags:
            return kept[2]
        known, links = {*legs, *flags}, self.map.links
        found = tuple([lid for region in self.map.regions.values() if region.id in known
                       for lid in region.legs if lid not in known and not known.isdisjoint(links[lid])])
        self._checkable[p] = (legs[:], flags[:], found)
        return found

    def rail_open(self, state, p: int) -> list[str]:
        rail = state.rail[p]
        return [self.map.first_box] if not rail else list(self.map.railroad[rail[-1]].next)

    def tipi_open(self, state, p: int) -> list[int]:
        done = state.tipi[p]
        if not done:
            return [self.chart.tipi_centre]
        size = len(self.chart.tipi.boxes)
        return sorted({b for d in done for b in (d - 1, d + 1) if 0 <= b < size and b not in done})

    def discoverable(self, state, p: int) -> list[str]:
        flags = state.flags[p]
        adj = self.map.adjacent
        return [r for r in self.map.regions if r not in flags and not adj[r].isdisjoint(flags)]

    def swaps(self, state, p: int) -> list[tuple]:
        return list(self._swaps(state, p))

    def _swaps(self, state, p: int):
        """Pairs of one suit in hand that leave a card to put down (the hand holds more
        cards missing from the play area than the pair takes away), in the deck's order,
        one at a time: whether there is one is asked more often than which. The deck's
        order runs suit by suit, so a card's mates follow it until the suit changes."""
        hand, area = state.hands[p], state.areas[p]
        if len(hand) < 3:                   # the pair, and a card to put down
            return
        free = 0
        for c in hand:
            if c not in area:
                free += 1
        held = sorted(set(hand), key=self.card_order.__getitem__)
        for i, a in enumerate(held):
            suit = self.suit_of[a]
            for b in held[i:]:
                if self.suit_of[b] != suit:
                    break
                if (a != b or hand.count(a) > 1) and free > (a not in area) + (b not in area):
                    yield a, b

    def can_buy(self, state, p: int) -> bool:
        """Holds a card missing from the play area, and the nuggets to pay its value."""
        area, nuggets = state.areas[p], state.nuggets[p]
        for c in state.hands[p]:
            if c not in area and self.cards[c].value <= nuggets:
                return True
        return False

    def actions(self, state, p: int, family: str) -> tuple[list[str], list[tuple]]:
        """The actions of a pair `p` can do now, and why the others cannot."""
        ok, blocked = [], []
        for a in PAIRS[family]:
            why = None
            if a == "buy" and not self.can_buy(state, p):
                why = "no card in your hand you can pay for that is not already in your play area"
            elif a == "swap" and next(self._swaps(state, p), None) is None:
                why = "you hold no two cards of one colour (with another card left to put down)"
            elif a == "leg" and not self.checkable(state, p):
                why = "no leg is connected to what you checked in a discovered region"
            elif a == "rail" and not self.rail_open(state, p):
                why = "your railroad is finished"
            if why:
                blocked.append((a, why))
            else:
                ok.append(a)
        return ok, blocked

    def _start_action(self, state, p: int, action: str, events) -> None:
        if action == "nugget":
            state.nuggets[p] += 1
            if events is not None:
                events.append(Event("nugget", f"{NAMES[p]} takes 1 nugget.", {"player": p, "nuggets": 1}))
        elif action == "draw":
            self._draw(state, p, DRAW, events)
        elif action != "none":
            state.chains[p].append((action,))

    # ---- set-up: the start flags (all seats at once) ----------------------------------------------
    def _d_start(self, state, p, task):
        return Decision("Tick one of the two red flags to start your expedition.",
                        options("start", "region", self.starts))

    def _c_start(self, state, p, task, option, events):
        self._flag(state, p, option["region"], events)

    # ---- the Call -------------------------------------------------------------------------------
    def _t_turn(self, state, p, task, events):
        state.tasks.pop()
        state.given = None
        state.tasks += [("end",), ("act",), ("call",)]
        if events is not None:
            events.append(Event("turn", f"Turn {state.turn + 1}: {NAMES[state.caller]} is the Caller.",
                                {"turn": state.turn + 1, "caller": state.caller}))

    def _d_call(self, state, p, task):
        area = set(state.areas[p])
        options, empty = [], []
        for q in range(state.players):
            if q == p:
                continue
            if not state.hands[q]:
                empty.append(q)
                continue
            options += [o for c, o in self.calls[q] if c not in area]
        if not options:
            return None
        return Decision.later(tuple(options), self._call_words, empty, area)

    def _call_words(self, empty: list[int], area: set[str]) -> tuple[str, tuple]:
        """The call's prompt, and why a seat or a card cannot be called."""
        blocked = [(f"player:{q}", f"{NAMES[q]} has no cards in hand") for q in empty]
        blocked += [(c, "already in your play area") for c in self.cards if c in area]
        return "Call a card (a colour and a value) from the player of your choice.", tuple(blocked)

    def _c_call(self, state, p, task, option, events):
        q, cid = option["player"], option["card"]
        state.tasks.pop()
        state.tasks.append(("answer", q, cid))
        if events is not None:
            events.append(Event("call", f"{NAMES[p]} asks {NAMES[q]} for {self.the[cid]}.",
                                {"caller": p, "player": q, "card": cid}))

    def matching(self, state, q: int, cid: str) -> list[str]:
        k = self.cards[cid]
        return sorted({c for c in state.hands[q]
                       if self.cards[c].suit == k.suit or self.cards[c].value == k.value})

    def _d_answer(self, state, q, task):
        cid = task[2]
        if cid in state.hands[q]:
            return None
        match = self.matching(state, q, cid)
        if not match:
            return None
        return Decision.later(options("give", "card", match), self._answer_words, state.caller, cid)

    def _answer_words(self, caller: int, cid: str) -> tuple[str, tuple]:
        return (f"{NAMES[caller]} asks you for {self._the(cid)}, which you do not have: "
                "give a card of the same colour or value.", ())

    def _t_answer(self, state, _p, task, events):
        _, q, cid = task
        if cid in state.hands[q]:
            self._receive(state, q, cid, "", events)
        else:
            if events is not None:
                events.append(Event("call", f"{NAMES[q]} has no card of that colour or value: "
                                            f"{NAMES[state.caller]} draws one from their hand at random.",
                                    {"player": q, "random": True}, reveal=True))
            self._receive(state, q, state.rng.choice(state.hands[q]), ", drawn at random", events)   # not "(...) (...)"

    def _c_answer(self, state, q, task, option, events):
        self._receive(state, q, option["card"], " instead", events)

    def _receive(self, state, q: int, cid: str, how: str, events) -> None:
        """The Caller gets the card: into the play area, or discarded for 1 nugget."""
        p = state.caller
        state.tasks.pop()
        state.hands[q].remove(cid)
        state.given = cid
        kept = cid in state.areas[p]
        if kept:
            state.discard.append(cid)
            state.nuggets[p] += 1
        else:
            state.areas[p].append(cid)
        if events is not None:
            text = f"{NAMES[q]} gives {NAMES[p]} {self.the[cid]}{how}" + (
                f"; {NAMES[p]} already has it, discards it and takes 1 nugget." if kept
                else f", into {NAMES[p]}'s play area.")
            events.append(Event("give", text, {"from": q, "to": p, "card": cid,
                                               "where": "discard" if kept else "area"}, reveal=True))

    # ---- everyone chooses one action of the given card, at once ---------------------------------
    def _open_choice(self, state, pend: dict) -> bool:
        """Everyone's choice of the given card's actions opens: a seat that can do neither
        does nothing, the others are asked (into `pend`)."""
        if state.given is None:
            return False
        family = self.cards[state.given].family
        state.chosen = [None] * state.players
        for p in range(state.players):
            ok, blocked = self.actions(state, p, family)
            if not ok:
                state.chosen[p] = "none"
            elif p not in pend:
                pend[p] = self._act_decision(state, ok, blocked)
        return True

    def _d_act(self, state, p, task):
        return self._act_decision(state, *self.actions(state, p, self.cards[state.given].family))

    def _act_decision(self, state, ok: list, blocked: list) -> Decision:
        return Decision.later(options("act", "action", ok), self._act_words, state.given, blocked)

    def _act_words(self, given: str, blocked: list) -> tuple[str, tuple]:
        return f"Everyone chooses one action of {self._the(given)}.", tuple(blocked)

    def _c_act(self, state, p, task, option, events):
        action = state.chosen[p] = option["action"]
        if events is not None:
            events.extend((Event("choose", f"You choose to {ACTION_TEXT[action]}.", {"player": p, "action": action}, to=p),
                           Event("choose", f"{NAMES[p]} has chosen.", {"player": p, "public_of": p})))

    def _reveal(self, state, events) -> None:
        chosen, state.chosen = state.chosen, []
        if events is not None:
            events.append(Event.later("reveal", {"actions": list(chosen)}, self._reveal_words, tuple(chosen), reveal=True))
        state.tasks.append(("wait",))
        for p, a in enumerate(chosen):
            self._start_action(state, p, a, events)

    def _reveal_words(self, chosen: tuple[str, ...]) -> str:
        return "Choices: " + "; ".join(f"{NAMES[p]} will {ACTION_TEXT[a]}" for p, a in enumerate(chosen)) + "."

    # ---- chain steps ---------------------------------------------------------------------------
    def _d_pair(self, state, p, task):
        ok, blocked = self.actions(state, p, task[1])
        if not ok:
            return None
        return Decision.later(options("act", "action", ok), self._pair_words, task[2], ok, blocked)

    def _pair_words(self, source: str, ok: list[str], blocked: list[tuple]) -> tuple[str, tuple]:
        return self._pair_prompt(source, ok, blocked), tuple(blocked)

    def _pair_prompt(self, source: str, ok: list[str], blocked: list[tuple]) -> str:
        """Choose between the pair's actions, or, with one blocked, say why only one is offered
        (shortly: the whole reason is on the blocked action's plaque)."""
        what = source[0].upper() + source[1:]
        if blocked:
            return f"{what}: you can only {ACTION_TEXT[ok[0]]} ({self._nothing(blocked[0])})."
        return f"{what}: choose one of its two actions."

    def _c_pair(self, state, p, task, option, events):
        state.chains[p].pop()
        self._start_action(state, p, option["action"], events)

    def _d_put(self, state, p, task):
        placeable = cards = self.placeable(state, p)
        nuggets = state.nuggets[p]
        if task[0] == "buy":
            cards = [c for c in cards if self.cards[c].value <= nuggets]
        if not cards:
            return None
        return Decision.later(options("put", "card", cards), self._put_words, task[0], set(state.hands[p]),
                              placeable, nuggets)

    def _put_words(self, how: str, hand: set[str], placeable: list[str], nuggets: int) -> tuple[str, tuple]:
        """The prompt of a card to put down, and why the others in hand cannot be."""
        blocked = [(c, "already in your play area") for c in sorted(hand) if c not in placeable]
        if how == "buy":
            blocked += [(c, f"costs {self.cards[c].value} nuggets") for c in placeable
                        if self.cards[c].value > nuggets]
            prompt = "Pay 1 to 3 nuggets (the card's value) to put down a card."
        elif how == "place":
            prompt = "Put down any card from your hand."
        else:
            prompt = "Put down a card from your hand for free."
        return prompt, tuple(blocked)

    def _c_put(self, state, p, task, option, events):
        state.chains[p].pop()
        cid = option["card"]
        how = "puts down {}"
        if task[0] == "buy":
            cost = self.cards[cid].value
            state.nuggets[p] -= cost
            how = f"pays {cost} nugget{'s' * (cost > 1)} to put down {{}}"
        elif task[0] == "free":
            how = "puts down {} for free"
        self._put(state, p, cid, how, events)

    def _d_swap(self, state, p, task):
        pairs = self.swaps(state, p)
        if not pairs:
            return None
        return Decision("Discard 2 cards of the same colour (then put down any card).",
                        options("discard", "cards", pairs))

    def _c_swap(self, state, p, task, option, events):
        chain = state.chains[p]
        chain.pop()
        for c in option["cards"]:
            state.hands[p].remove(c)
            state.discard.append(c)
        a, b = option["cards"]
        if events is not None:
            events.append(Event("discard", f"{NAMES[p]} discards {self._pair(a, b)}.",
                                {"player": p, "cards": [a, b]}))
        chain.append(("place",))

    def _d_leg(self, state, p, task):
        legs = self.checkable(state, p)
        if not legs:
            return None
        return Decision.later(options("leg", "leg", legs), self._leg_words, set(state.legs[p]),
                              set(state.flags[p]), legs)

    def _leg_words(self, checked: set[str], flags: set[str], open_legs: list[str]) -> tuple[str, tuple]:
        return "Check a leg connected to a leg or flag you checked.", self._leg_reasons(checked, flags, open_legs)

    def _leg_reasons(self, checked: set[str], flags: set[str], open_legs: list[str]) -> tuple:
        """Why each other leg cannot be checked (`checked`, `flags`: the seat's), in sheet
        order (region by region, as the Roadmap lists its legs), from (leg, reason) pairs
        made once: often every leg of a region has one reason."""
        shown = set(open_legs)
        out = []
        for region in self.map.regions.values():
            legs = region.legs
            if region.id not in flags:
                if checked.isdisjoint(legs) and shown.isdisjoint(legs):
                    out += self.region_reasons[region.id][UNKNOWN]
                    continue
                why = UNKNOWN
            elif checked.issuperset(legs):
                out += self.region_reasons[region.id][DONE]
                continue
            else:
                why = LOOSE
            for lid in legs:
                if lid not in shown:
                    out.append(self.leg_reasons[lid][DONE if lid in checked else why])
        return tuple(out)

    def _c_leg(self, state, p, task, option, events):
        state.chains[p].pop()
        lid = option["leg"]
        leg = self.map.legs[lid]
        region = self.map.regions[leg.region]
        state.legs[p].append(lid)
        if events is not None:
            events.append(Event("leg", f"{NAMES[p]} checks {self.leg_words(lid)}.",
                                {"player": p, "leg": lid, "icon": leg.icon}))
        if self.region_legs[region.id].issubset(state.legs[p]):
            self._score(state, p, region.medal, "region", region.name, events)
        self._icon(state, p, leg.icon, "the leg's icon")

    def _d_rail(self, state, p, task):
        boxes = self.rail_open(state, p)
        if not boxes:
            return None
        prompt = ("At the switch, choose the branch of your railroad (the other closes)."
                  if len(boxes) > 1 else "Check the next box of your railroad.")
        return Decision(prompt, options("rail", "box", boxes))

    def _c_rail(self, state, p, task, option, events):
        state.chains[p].pop()
        box = self.map.railroad[option["box"]]
        state.rail[p].append(box.id)
        if events is not None:
            events.append(Event.later("rail", {"player": p, "box": box.id, "icon": box.icon},
                                      self._rail_words, p, box.id))
        if box.medal is not None:
            self._score(state, p, box.medal, "rail", "the railroad", events)
        self._icon(state, p, box.icon, "the railroad box")

    def _d_tipi(self, state, p, task):
        boxes = self.tipi_open(state, p)
        if not boxes:
            return None
        return Decision("Check a box of your Tipi track (the centre first, then beside a checked one).",
                        options("tipi", "box", boxes))

    def _c_tipi(self, state, p, task, option, events):
        state.chains[p].pop()
        b = option["box"]
        state.tipi[p].append(b)
        if events is not None:
            events.append(Event("tipi", f"{NAMES[p]} checks a Tipi box.", {"player": p, "box": b}))
        last = len(self.chart.tipi.boxes) - 1
        if b in (0, last):
            self._claim(state, p, "tipi:left" if b == 0 else "tipi:right", "the Tipi track", events)
        self._icon(state, p, self.chart.tipi.boxes[b], "the Tipi track")

    def _t_wanted(self, state, p, task, events):
        state.chains[p].pop()
        done = state.wanted[p]
        boxes = self.chart.wanted.boxes
        if done >= len(boxes):
            if events is not None:
                events.append(Event("skip", f"{NAMES[p]}'s Wanted track is full.", {"player": p}))
            return
        state.wanted[p] = done + 1
        if events is not None:
            events.append(Event("wanted", f"{NAMES[p]} checks a Wanted box.", {"player": p, "box": done}))
        if done + 1 == len(boxes):
            self._claim(state, p, "wanted", "the Wanted track", events)
        self._icon(state, p, boxes[done], "the Wanted track")

    def _d_discover(self, state, p, task):
        regions = self.discoverable(state, p)
        if not regions:
            return None
        return Decision.later(options("discover", "region", regions), self._discover_words, regions,
                              set(state.flags[p]))

    def _discover_words(self, regions: list[str], flags: set[str]) -> tuple[str, tuple]:
        blocked = tuple((r, "not adjacent to a region you discovered (mountains block the way)")
                        for r in self.map.regions if r not in regions and r not in flags)
        return "Discover a region next to one you discovered.", blocked

    def _c_discover(self, state, p, task, option, events):
        state.chains[p].pop()
        self._flag(state, p, option["region"], events)

    # ---- end of turn -------------------------------------------------------------------------------
    def _t_end(self, state, _p, task, events):
        state.tasks.pop()
        state.tasks += [("final",), ("refill",), ("wait",)]
        for p in range(state.players):
            area = state.areas[p]
            held = set(area)
            for suit, ids in self.by_suit.items():
                if self.suit_sets[suit] <= held:
                    for c in ids:
                        area.remove(c)
                        state.discard.append(c)
                    if events is not None:
                        events.append(Event("suit", f"{NAMES[p]} has all three {self.cards[ids[0]].name.split()[0]} "
                                                    "cards and discards them to discover a region.",
                                            {"player": p, "suit": suit}))
                    state.chains[p].append(("discover",))

    def _t_refill(self, state, _p, task, events):
        state.tasks.pop()
        for i in range(state.players):
            p = (state.caller + i) % state.players
            short = MIN_HAND - len(state.hands[p])
            if short > 0:
                self._draw(state, p, short, events)

    def _t_final(self, state, _p, task, events):
        state.tasks.pop()
        state.turn += 1
        goal = self.chart.points_boxes
        if any(len(pts) >= goal for pts in state.points):
            self._finish(state, "medals", events)
        elif state.turn >= MAX_TURNS:
            self._finish(state, "limit", events)
        else:
            state.caller = (state.caller + 1) % state.players
            state.tasks.append(("turn",))

    def score_parts(self, state, p: int) -> list[tuple[str, int]]:
        """Where p's points come from, as the results screen reads them: the medals on the
        points track by where they were won, the flags discovered, the start town's flag
        (the first flag ticked)."""
        parts = dict.fromkeys(("Region medals", "Railroad medals", "Reward Chart medals"), 0)
        for value, source in state.points[p]:
            parts[MEDALS.get(source, "Reward Chart medals")] += value
        flags = [self.map.regions[r].flag_points for r in state.flags[p]]
        parts["Flags discovered"] = sum(flags[1:])
        parts["Start town"] = flags[0] if flags else 0
        return list(parts.items())

    def score(self, state, p: int) -> int:
        return sum(points for _, points in self.score_parts(state, p))

    def rank_key(self, state, p: int) -> tuple:
        return (self.score(state, p), len(state.points[p]), state.nuggets[p])

    def _finish(self, state, why: str, events) -> None:
        keys = [self.rank_key(state, p) for p in range(state.players)]
        best = max(keys)
        state.winners = [p for p in range(state.players) if keys[p] == best]
        state.end = why
        state.tasks.clear()
        for chain in state.chains:
            chain.clear()
        if events is not None:
            names = " and ".join(NAMES[p] for p in state.winners)
            events.append(Event("win", f"The game ends: {names} win{'s' * (len(state.winners) == 1)} "
                                       f"with {best[0]} points.", {"winners": list(state.winners)}))

    def result(self, state) -> Result | None:
        if not state.end:
            return None
        scores = tuple(self.score(state, p) for p in range(state.players))
        names = " and ".join(NAMES[p] for p in state.winners)
        why = "a 7th medal" if state.end == "medals" else f"the {MAX_TURNS}-turn limit"
        return Result(tuple(state.winners), scores,
                      f"{names} win{'s' * (len(state.winners) == 1)} with {max(scores)} points ({why})"
                      f"{self._tie_note(state, scores)}.")

    def score_breakdown(self, state) -> ScoreBreakdown:
        rows = tuple(ScoreRow(p, source, points) for p in range(state.players)
                     for source, points in self.score_parts(state, p))
        keys = {p: self.rank_key(state, p) for p in range(state.players)}
        rule = tie_rule(keys, dict(enumerate(NAMES)), ("points", "medals on the points track", "nuggets"))
        return ScoreBreakdown(rows, ("Points",), rule)

    def _tie_note(self, state, scores) -> str:
        """Why one winner beat others with as many points: the results show equal scores."""
        tied = [p for p in range(state.players) if scores[p] == max(scores) and p not in state.winners]
        if not tied:
            return ""
        names = " and ".join(NAMES[p] for p in tied)
        medals = {len(state.points[p]) for p in tied}
        mine = len(state.points[state.winners[0]])
        if max(medals) < mine:
            return f", tied with {names} but with more medals"
        if medals == {mine}:
            return f", tied with {names} on points and medals but with more nuggets"
        return f", tied with {names} but ahead on medals, then nuggets"

    def evaluate(self, state, player: int) -> float:
        """A rollout cut short: a softmax over the seats of points in hand plus what the
        sheet is worth so far (medals, discovered flags, legs, railroad and chart progress)."""
        regions = self.map.regions
        goal = self.chart.points_boxes
        scores = []
        for p in range(state.players):
            s = self.score(state, p)
            for r in state.flags[p]:
                reg = regions[r]
                done = sum(x in state.legs[p] for x in reg.legs)
                if done < len(reg.legs):
                    s += 0.6 * reg.medal * done / len(reg.legs)
            s += 0.8 * len(state.rail[p]) + 0.8 * len(state.tipi[p]) + 0.8 * state.wanted[p]
            s += 0.3 * state.nuggets[p] + 0.2 * len(state.areas[p]) + 0.1 * len(state.hands[p])
            s += 2.0 * len(state.points[p]) / goal
            scores.append(s / 4.0)
        top = max(scores)
        weights = [math.exp(x - top) for x in scores]
        return weights[player] / sum(weights)

    # ---- what a seat sees ----------------------------------------------------------------------------
    def view(self, state, player: int | None) -> WildRideView:
        """Copies of everything public. A rollout builds one at every step, so this is
        written for speed: one pass over the seats copies their sheets (cheaper than a
        comprehension per field), and the view is built from positional arguments, in the
        order of WildRideView's fields (keywords cost a rollout some 3 %)."""
        me, chosen = player, state.chosen
        counts, areas, flags, legs, rail, boxes, tipi, points, chains = [], [], [], [], [], [], [], [], []
        has_chosen = []                     # stays empty while no choice is open, as `chosen`
        for q in range(state.players):
            if chosen:
                has_chosen.append(chosen[q] is not None)
            counts.append(len(state.hands[q]))
            areas.append(state.areas[q][:])
            flags.append(state.flags[q][:])
            legs.append(state.legs[q][:])
            rail.append(state.rail[q][:])
            boxes.append(state.area_boxes[q].copy())
            tipi.append(state.tipi[q][:])
            points.append(state.points[q][:])
            chains.append(state.chains[q][:])
        return WildRideView(
            me, state.players, sorted(state.hands[me]) if me is not None else None,   # player, players, hand
            counts, len(state.deck), state.discard[:],                    # hand_counts, deck_count, discard
            areas, state.nuggets[:], flags, legs, rail, boxes, tipi,      # areas ... tipi
            state.wanted[:], points, state.medal_next.copy(), state.medal_turn.copy(),   # wanted ... medal_turn
            state.caller, state.first, state.turn, state.given,           # caller, first, turn, given
            chosen[me] if chosen and me is not None else None,            # chosen
            has_chosen, state.tasks[:], chains,                           # has_chosen, tasks, chains
            state.winners[:], state.end)                                  # winners, end

    def determinize(self, view: WildRideView, rng: random.Random) -> WildRideState:
        """A full state agreeing with the view: the other hands and the deck are re-dealt
        from the unseen cards; a secret choice another seat has made is drawn among the
        actions its re-dealt hand allows."""
        n, me = view.players, view.player
        unseen = Counter(self.content.deck())
        unseen.subtract(view.discard)
        for a in view.areas:
            unseen.subtract(a)
        hands = [[] for _ in range(n)]
        if me is not None:
            hands[me] = list(view.hand)
            unseen.subtract(view.hand)
        pool = list(unseen.elements())
        rng.shuffle(pool)
        for q in range(n):
            if q != me:
                hands[q] = [pool.pop() for _ in range(view.hand_counts[q])]
        chosen = []
        if view.has_chosen:
            chosen = [None] * n
            if me is not None:
                chosen[me] = view.chosen
        state = WildRideState(
            rng=random.Random(rng.random()), players=n, deck=pool, discard=list(view.discard), hands=hands,
            areas=[list(a) for a in view.areas], nuggets=list(view.nuggets),
            flags=[list(x) for x in view.flags], legs=[list(x) for x in view.legs],
            rail=[list(x) for x in view.rail], area_boxes=[dict(x) for x in view.area_boxes],
            tipi=[list(x) for x in view.tipi], wanted=list(view.wanted), points=[list(x) for x in view.points],
            medal_next=dict(view.medal_next), medal_turn=dict(view.medal_turn), caller=view.caller,
            first=view.first, turn=view.turn, given=view.given, chosen=chosen, tasks=list(view.tasks),
            chains=[list(c) for c in view.chains], winners=list(view.winners), end=view.end)
        if chosen:
            family = self.cards[view.given].family
            for q in range(n):
                if q != me and view.has_chosen[q]:
                    ok = self.actions(state, q, family)[0]
                    chosen[q] = rng.choice(ok) if ok else "none"
        self.settle(state)
        return state

    def clone(self, state: WildRideState) -> WildRideState:
        rng = copy_rng(state.rng)
        new = WildRideState(
            rng=rng, players=state.players, deck=list(state.deck), discard=list(state.discard),
            hands=[list(h) for h in state.hands], areas=[list(a) for a in state.areas],
            nuggets=list(state.nuggets), flags=[list(x) for x in state.flags],
            legs=[list(x) for x in state.legs], rail=[list(x) for x in state.rail],
            area_boxes=[dict(x) for x in state.area_boxes], tipi=[list(x) for x in state.tipi],
            wanted=list(state.wanted), points=[list(x) for x in state.points],
            medal_next=dict(state.medal_next), medal_turn=dict(state.medal_turn), caller=state.caller,
            first=state.first, turn=state.turn, given=state.given, chosen=list(state.chosen),
            tasks=list(state.tasks), chains=[list(c) for c in state.chains],
            winners=list(state.winners), end=state.end)
        new._pend = dict(getattr(state, "_pend", {}))
        return new

    def _rail_words(self, p: int, box_id: str) -> str:
        return f"{NAMES[p]} checks {self.box_words(box_id)}."

    def tipi_words(self, b: int) -> str:
        """A Tipi box as a player finds it, from the centre where the track starts, with its
        icon: "the Tipi box just left of the centre, with a Nugget icon" (was "Tipi box 2")."""
        off, icon = b - self.chart.tipi_centre, self.chart.tipi.boxes[b]
        if off == 0:
            where = "the Tipi track's centre box"
        elif b in (0, len(self.chart.tipi.boxes) - 1):
            where = f"the Tipi track's {'left' if off < 0 else 'right'} end"
        else:
            side = "left" if off < 0 else "right"
            where = f"the Tipi box just {side} of the centre" if abs(off) == 1 else \
                f"the Tipi box {number_word(abs(off))} places {side} of the centre"
        return where + (f", with a {ICON_TEXT[icon]} icon" if icon else "")

    def leg_words(self, leg_id: str) -> str:
        """A leg as a player finds it on the sheet: by where it lies from its region's flag,
        so two legs of one region never read alike ("the east leg of Central Desert with a
        Tipi icon"; the 8 compass points, and a region's legs lie at least 60 degrees apart)."""
        leg = self.map.legs[leg_id]
        region = self.map.regions[leg.region]
        bearing = math.degrees(math.atan2(leg.x - region.flag[0], region.flag[1] - leg.y))
        icon = f" with a {ICON_TEXT[leg.icon]} icon" if leg.icon else ""
        return f"the {COMPASS[round(bearing / 45) % 8]} leg of {region.name}{icon}"

    def box_words(self, box_id: str) -> str:
        """A railroad box as a player sees it: its icon or its points, and which branch
        when a switch offers two."""
        rail = self.map.railroad
        box = rail[box_id]
        what = (f"the railroad box with a {ICON_TEXT[box.icon]} icon" if box.icon
                else f"the railroad's last box ({box.medal} points)")
        other = next((rail[n] for b in rail.values() if box_id in b.next for n in b.next if n != box_id), None)
        return what + (f" on the {'upper' if box.y < other.y else 'lower'} branch" if other else "")

    def describe(self, option: Option) -> str:
        kind = option.kind
        if kind == "start":
            return f"Start at {self.map.regions[option['region']].name}"
        if kind == "call":
            return f"Ask {NAMES[option['player']]} for {self._the(option['card'])}"
        if kind in ("give", "put"):
            verb = "Give" if kind == "give" else "Put down"
            return f"{verb} {self._the(option['card'])}"
        if kind == "act":
            text = ACTION_TEXT[option["action"]]
            return text[0].upper() + text[1:]
        if kind == "discard":
            a, b = option["cards"]
            return f"Discard {self._pair(a, b)}"
        if kind == "leg":
            return f"Check {self.leg_words(option['leg'])}"
        if kind == "rail":
            return f"Check {self.box_words(option['box'])}"
        if kind == "tipi":
            return f"Check {self.tipi_words(option['box'])}"
        if kind == "discover":
            return f"Discover {self.map.regions[option['region']].name}"
        return super().describe(option)

    # ---- simulate ----------------------------------------------------------------------------------
    def simulate_config(self, config: dict, seat_of: list[int]) -> dict:
        return dict(config, seat_of=list(seat_of))

    def simulate_extras(self, finished) -> dict:
        from .balance import balance
        return balance(self, finished)
