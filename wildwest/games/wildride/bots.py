"""Wild Ride bots: random, easy (one-look values) and the shared search's levels.

The easy bot gives every option a value from its own view: a leg is worth its icon, its
share of the region's medal (all of it when it completes the region) and the legs it
opens; a card put down is worth the action it brings and the suit it brings closer to a
discovery; a call asks for the card that completes a suit in its play area, from the
player holding most cards; when it must give a card it gives one the Caller already has
(the Caller then only gets 1 nugget), else the one it needs least.

The search (hard, expert; and flat, the easy bot's best few options compared in shared
sampled worlds) re-deals the other hands from what the view leaves unseen and plays easy
rollouts cut at a horizon where WildRide.evaluate estimates the chances.
"""
from __future__ import annotations

from operator import itemgetter

from wildwest.core.bots import Bot, Search, best_first
from wildwest.core.levels import standard_bot

from .rules import WildRide

ICON_VALUE = {"check": 2.2, "free": 2.0, "discovery": 2.2, "tipi": 1.4, "wanted": 1.5,
              "nugget": 0.9, "card": 1.0, None: 0.0}
FAMILY_VALUE = {"check": 3.0, "nugget": 1.2, "card": 1.4}


class _Peek:
    """Just enough of a state, built from a view, for the game's helpers about one seat;
    and, once a value asks, the cards of each suit in its play area (a call weighs some
    thirty options against them, and the peek lives for one decision)."""

    __slots__ = ("hands", "areas", "nuggets", "legs", "flags", "rail", "tipi", "suits")

    def __init__(self, view) -> None:
        self.hands = {view.player: view.hand}     # the game's helpers read this seat's only
        self.areas, self.nuggets, self.legs = view.areas, view.nuggets, view.legs
        self.flags, self.rail, self.tipi = view.flags, view.rail, view.tipi
        self.suits = None

    @staticmethod
    def of(view):
        """A view's peek; a sight of the state is its own."""
        return view if type(view) is _Sight else _Peek(view)


class EasyBot(Bot):
    level = "easy"

    def __init__(self, game: WildRide, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.g = game
        self.branch = {b: self._branch_value(b) for b in game.map.railroad}
        # The content never changes, so what the values read of it is made once (a rollout
        # weighs options at almost every step, a call some thirty of them): each card's
        # suit mates and family value; each leg's icon value, its region's medal and legs,
        # and the legs it leads to (with their regions); each region's flag, medal and icons.
        cards, legs, regions = game.cards, game.map.legs, game.map.regions
        self.mates = {cid: frozenset(c for c in cards if cards[c].suit == k.suit) for cid, k in cards.items()}
        self.family_value = {cid: FAMILY_VALUE[k.family] for cid, k in cards.items()}
        # a call's value before the asked seat's hand: by the cards of the suit held (0-3)
        self.call_base = {cid: [(6.0 if held == 2 else 2.5 * held + 0.5) + 0.5 * self.family_value[cid]
                                for held in range(4)] for cid in cards}
        self.leg_facts = {lid: (ICON_VALUE[leg.icon], regions[leg.region].medal, regions[leg.region].legs,
                                tuple((n, legs[n].region) for n in game.map.links[lid] if n in legs))
                          for lid, leg in legs.items()}
        self.region_worth = {rid: reg.flag_points + 0.4 * reg.medal + 0.3 * sum(ICON_VALUE[legs[x].icon] for x in reg.legs)
                             for rid, reg in regions.items()}

    def choose(self, view, decision):
        if len(decision.options) == 1:      # nothing to weigh (a third of a rollout's choices)
            self.rng.random()               # but draw the noise rank would, so later choices stay the same
            return decision.options[0]
        return max(self.scored(view, decision), key=itemgetter(0))[1]    # rank's first, unsorted

    def rank(self, view, decision) -> list:
        """The options, best first."""
        return best_first(self.scored(view, decision))

    def scored(self, view, decision) -> list:
        """(value, option) for each option, the value with a little noise to break ties."""
        peek, rnd, options = _Peek.of(view), self.rng.random, decision.options
        kind = options[0].kind
        if kind == "call":                  # every option of a call is one, some thirty of them
            return self.calls_scored(view, peek, options)
        if kind == "leg":                   # and of a leg: values made together, then the noise
            values = self.leg_values(view, [o.args[0][1] for o in options])
            return [(v + 0.01 * rnd(), o) for v, o in zip(values, options)]
        value = self.value
        return [(value(view, peek, o) + 0.01 * rnd(), o) for o in options]

    # ---- values -------------------------------------------------------------------------------
    def value(self, view, peek, o) -> float:
        kind = o.kind
        if kind == "call":
            return self.call_value(view, peek, o["player"], o["card"])
        arg = o.args[0][1]                  # every other kind has one argument
        if kind == "act":
            return self.action_value(view, peek, arg)
        if kind == "leg":
            return self.leg_value(view, arg)
        if kind == "rail":
            return self.branch[arg]
        if kind == "put":
            return self.put_value(view, arg)
        if kind == "give":
            return self.give_value(view, arg)
        if kind == "discard":
            return -sum(self.keep_value(view, c) for c in arg)
        if kind == "tipi":
            return self.tipi_value(view, arg)
        if kind in ("discover", "start"):
            return self.region_value(view, arg)
        return 0.0

    def action_value(self, view, peek, action: str) -> float:
        g, me = self.g, view.player
        if action == "leg":
            return 1.5 + max(self.leg_values(view, g.checkable(peek, me)))
        if action == "rail":
            return 1.0 + max(self.branch[b] for b in g.rail_open(peek, me))
        if action == "buy":
            return max(self.put_value(view, c) - 0.6 * g.cards[c].value
                       for c in g.placeable(peek, me) if g.cards[c].value <= view.nuggets[me])
        if action == "swap":
            return max(self.put_value(view, c) for c in g.placeable(peek, me)) - 1.2
        if action == "nugget":
            return 1.3 if view.nuggets[me] < 3 else 0.8
        if action == "draw":
            return 0.8 + 0.4 * max(0, 5 - len(view.hand))
        return 0.0

    def leg_value(self, view, lid: str) -> float:
        return self.leg_values(view, (lid,))[0]

    def leg_values(self, view, lids) -> list[float]:
        """Each leg's value, the seat's checked legs made a set once."""
        mine, flags, value = set(view.legs[view.player]), view.flags[view.player], self._leg_value
        return [value(mine, flags, lid) for lid in lids]

    def _leg_value(self, mine: set[str], flags: list[str], lid: str) -> float:
        icon, medal, siblings, nexts = self.leg_facts[lid]
        left = 0
        for x in siblings:
            if x not in mine:
                left += 1
        opens = 0
        for n, region in nexts:
            if n not in mine and region in flags:
                opens += 1
        return icon + (medal if left == 1 else 0.8 * medal / left) + 0.2 * opens

    def _branch_value(self, box: str) -> float:
        """A railroad box: its icon, and (decaying) what lies further down its branch."""
        rb = self.g.map.railroad[box]
        here = ICON_VALUE[rb.icon] + (rb.medal or 0)
        if not rb.next:
            return here
        return here + 0.6 * max(self._branch_value(n) for n in rb.next)

    def suit_held(self, view, cid: str, seat: int | None = None) -> int:
        """How many cards of `cid`'s suit lie in a seat's play area (by default one's own)."""
        mates, held = self.mates[cid], 0
        for c in view.areas[view.player if seat is None else seat]:
            if c in mates:
                held += 1
        return held

    def put_value(self, view, cid: str) -> float:
        held = self.suit_held(view, cid)
        return self.family_value[cid] + (4.0 if held == 2 else 1.5 * held)

    def keep_value(self, view, cid: str) -> float:
        if cid in view.areas[view.player]:
            return 0.2
        return self.put_value(view, cid)

    def call_value(self, view, peek, q: int, cid: str) -> float:
        held = self.suits_held(view, peek)[self.g.suit_of[cid]]
        return self.call_base[cid][held] + 0.15 * view.hand_counts[q]

    def calls_scored(self, view, peek, options) -> list:
        """`scored` for a call's options: call_value's sum, term by term in its order (the
        same floats), with the option's arguments read in place (card, then player)."""
        held, suit_of, base, counts, rnd = self.suits_held(view, peek), self.g.suit_of, self.call_base, \
            view.hand_counts, self.rng.random
        return [(base[cid][held[suit_of[cid]]] + 0.15 * counts[q] + 0.01 * rnd(), o)
                for o in options for (_, cid), (_, q) in (o.args,)]

    def suits_held(self, view, peek) -> dict:
        """The cards of each suit in the seat's play area, counted once a peek."""
        suits = peek.suits
        if suits is None:
            suit_of = self.g.suit_of
            suits = peek.suits = dict.fromkeys(self.g.by_suit, 0)
            for c in view.areas[view.player]:
                suits[suit_of[c]] += 1
        return suits

    def give_value(self, view, cid: str) -> float:
        caller_area = view.areas[view.caller]
        if cid in caller_area:
            return 3.0
        return -self.keep_value(view, cid) - 1.5 * self.suit_held(view, cid, view.caller)

    def tipi_value(self, view, box: int) -> float:
        chart = self.g.chart
        last = len(chart.tipi.boxes) - 1
        value = ICON_VALUE[chart.tipi.boxes[box]]
        for end, spot in ((0, "tipi:left"), (last, "tipi:right")):
            medals = self.g.spots[spot]
            left = view.medal_next.get(spot, 0) < len(medals)
            if left:
                value += medals[view.medal_next.get(spot, 0)] / (1 + abs(end - box))
        return value

    def region_value(self, view, rid: str) -> float:
        g, me = self.g, view.player
        reg = g.map.regions[rid]
        value = self.region_worth[rid]
        track = g.chart.areas[reg.kind]
        done = view.area_boxes[me][reg.kind]
        if done < len(track.boxes):
            value += ICON_VALUE[track.boxes[done]]
            spot = f"area:{reg.kind}"
            taken = view.medal_next.get(spot, 0)
            if track.medals and taken < len(track.medals):
                value += track.medals[taken] * (done + 1) / len(track.boxes)
        value += 0.5 * len(g.map.adjacent[rid].difference(view.flags[me]))
        return value


class _Sight:
    """What the easy bot reads of a seat's view, taken straight from a sampled state (the
    lists shared, not copied; the hand unsorted, as the bot never reads its order): a
    rollout builds no view."""

    __slots__ = ("player", "hand", "hand_counts", "areas", "nuggets", "legs", "flags", "rail", "tipi",
                 "area_boxes", "medal_next", "caller", "hands", "suits")

    def __init__(self, state, player: int) -> None:
        self.player, self.hand, self.hand_counts = player, state.hands[player], list(map(len, state.hands))
        self.hands, self.suits = state.hands, None      # and a peek for the game's helpers (_Peek)
        self.areas, self.nuggets, self.legs, self.flags = state.areas, state.nuggets, state.legs, state.flags
        self.rail, self.tipi, self.area_boxes = state.rail, state.tipi, state.area_boxes
        self.medal_next, self.caller = state.medal_next, state.caller


def by_sight(easy, game, state, player: int, decision):
    """The rollout policy: the easy bot's choice from its sight of the sampled state (none
    for a lone option, which `choose` takes without a look)."""
    return easy.choose(_Sight(state, player) if len(decision.options) > 1 else None, decision)


# flat: 30 rollouts per decision shared among the easy bot's best 3 options, whose
# favourite wins near-ties; hard, expert: the root weighs the same 3 in shared worlds, the
# same edge (`root`: a widening root spread 75 iterations over 9 options, and lost to flat;
# docs/architecture.md); every level: rollout steps before `evaluate` estimates, played
# from the sampled state (by_sight)
SEARCH = Search(iterations=75, playouts=30, candidates=3, edge=0.02, horizon=60, policy=by_sight, root=3)


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, **tuning)
