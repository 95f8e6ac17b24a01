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

from dataclasses import replace

from wildwest.core.bots import Bot, Search, best_first
from wildwest.core.levels import standard_bot

from .rules import WildRide

ICON_VALUE = {"check": 2.2, "free": 2.0, "discovery": 2.2, "tipi": 1.4, "wanted": 1.5,
              "nugget": 0.9, "card": 1.0, None: 0.0}
FAMILY_VALUE = {"check": 3.0, "nugget": 1.2, "card": 1.4}


class _Peek:
    """Just enough of a state, built from a view, for the game's helpers about one seat."""

    __slots__ = ("hands", "areas", "nuggets", "legs", "flags", "rail", "tipi")

    def __init__(self, view) -> None:
        self.hands = {view.player: view.hand}     # the game's helpers read this seat's only
        self.areas, self.nuggets, self.legs = view.areas, view.nuggets, view.legs
        self.flags, self.rail, self.tipi = view.flags, view.rail, view.tipi


class EasyBot(Bot):
    level = "easy"

    def __init__(self, game: WildRide, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.g = game
        self.branch = {b: self._branch_value(b) for b in game.map.railroad}
        self._legs = [(None, None)] * game.max_players     # per seat: see open_legs
        self._suits = [(None, None)] * game.max_players    # per seat: see suits
        self.sight = _Sight()                               # see by_sight
        # The content never changes, so what the values read of it is made once (a rollout
        # weighs options at almost every step, a call some thirty of them): each card's
        # family value and cost; each region's legs; each leg's icon value, its region's medal and
        # legs, and the legs it leads to; each region's flag, medal and icons.
        cards, legs, regions = game.cards, game.map.legs, game.map.regions
        self.family_value = {cid: FAMILY_VALUE[k.family] for cid, k in cards.items()}
        self.cost = {cid: k.value for cid, k in cards.items()}
        # a call's value before the asked seat's hand: by the cards of the suit held (0-3)
        self.call_base = {cid: [(6.0 if held == 2 else 2.5 * held + 0.5) + 0.5 * self.family_value[cid]
                                for held in range(4)] for cid in cards}
        self.area_spot = {kind: f"area:{kind}" for kind in game.chart.areas}
        self.region_legs = game.region_legs
        self.leg_facts = {lid: (ICON_VALUE[leg.icon], regions[leg.region].medal, self.region_legs[leg.region],
                                frozenset(n for n in game.map.links[lid] if n in legs))
                          for lid, leg in legs.items()}
        self.region_worth = {rid: reg.flag_points + 0.4 * reg.medal + 0.3 * sum(ICON_VALUE[legs[x].icon] for x in reg.legs)
                             for rid, reg in regions.items()}

    def choose(self, view, decision):
        return self.pick(view, decision.options)

    def pick(self, view, options):
        """`choose` from a decision's options: the first of the best values, as `rank`'s."""
        if len(options) == 1:               # nothing to weigh (a third of a rollout's choices)
            self.rng.random()               # but draw the noise rank would, so later choices stay the same
            return options[0]
        values = self.scored(view, options)
        return options[values.index(max(values))]

    def rank(self, view, decision) -> list:
        """The options, best first."""
        return best_first(zip(self.scored(view, decision.options), decision.options))

    def scored(self, view, options) -> list[float]:
        """The value of each of a decision's options, with a little noise to break ties."""
        peek = view if type(view) is _Sight else _Peek(view)    # a sight is its own peek
        rnd = self.rng.random
        kind = options[0].kind
        if kind == "call":                  # every option of a call is one, some thirty of them
            return self.calls_scored(view, peek, options)
        if kind == "leg":                   # and of a leg: the kept values, then the noise
            values = self.open_legs(view, peek)[0]
            return [values[o.args[0][1]] + 0.01 * rnd() for o in options]
        if kind == "put":                   # and of a card to put down: the suits counted once
            return [v + 0.01 * rnd() for v in self.put_values(view, [o.args[0][1] for o in options])]
        if kind == "act":                   # the commonest: valued without `value`'s dispatch
            act = self.action_value
            return [act(view, peek, o.args[0][1]) + 0.01 * rnd() for o in options]
        value = self.value
        return [value(view, peek, o) + 0.01 * rnd() for o in options]

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
            return self.put_values(view, (arg,))[0]
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
            return 1.5 + self.open_legs(view, peek)[1]
        if action == "rail":
            return 1.0 + max(self.branch[b] for b in g.rail_open(peek, me))
        if action == "buy":
            cost, nuggets = self.cost, view.nuggets[me]
            cards = [c for c in g.placeable(peek, me) if cost[c] <= nuggets]
            return max(v - 0.6 * cost[c] for v, c in zip(self.put_values(view, cards), cards))
        if action == "swap":
            return max(self.put_values(view, g.placeable(peek, me))) - 1.2
        if action == "nugget":
            return 1.3 if view.nuggets[me] < 3 else 0.8
        if action == "draw":
            return 0.8 + 0.4 * max(0, 5 - len(view.hand))
        return 0.0

    def open_legs(self, view, peek) -> tuple[dict, float]:
        """The value of each leg the seat may check, and the best: worked out once for the
        rules' kept tuple of those legs, which they keep until the seat's legs or flags,
        all that a leg's value reads, change (the tuple is held here, so `is` is exact)."""
        me = view.player
        legs = self.g.checkable(peek, me)
        kept = self._legs[me]
        if kept[0] is not legs:
            values = self.leg_values(view, legs)
            kept = self._legs[me] = (legs, (dict(zip(legs, values)), max(values, default=0.0)))
        return kept[1]

    def leg_value(self, view, lid: str) -> float:
        return self.leg_values(view, (lid,))[0]

    def leg_values(self, view, lids) -> list[float]:
        """Each leg's value: its icon, its share of the region's medal (all of it for the
        region's last leg), and the legs it opens (unchecked, in discovered regions), counted
        by set: the seat's checked legs, and the legs of its regions left, made once."""
        me = view.player
        mine, region_legs = set(view.legs[me]), self.region_legs
        unchecked = set().union(*[region_legs[r] for r in view.flags[me]]) - mine
        out = []
        for lid in lids:
            icon, medal, siblings, nexts = self.leg_facts[lid]
            left = len(siblings - mine)
            out.append(icon + (medal if left == 1 else 0.8 * medal / left) + 0.2 * len(nexts & unchecked))
        return out

    def _branch_value(self, box: str) -> float:
        """A railroad box: its icon, and (decaying) what lies further down its branch."""
        rb = self.g.map.railroad[box]
        here = ICON_VALUE[rb.icon] + (rb.medal or 0)
        if not rb.next:
            return here
        return here + 0.6 * max(self._branch_value(n) for n in rb.next)

    def suit_held(self, view, cid: str, seat: int | None = None) -> int:
        """How many cards of `cid`'s suit lie in a seat's play area (by default one's own)."""
        return self.suits(view, view.player if seat is None else seat)[self.g.suit_of[cid]]

    def suits(self, view, seat: int) -> dict:
        """The cards of each suit in a seat's play area: kept per seat with a copy of the
        area they were counted in, counted again only when it differs (a call weighs some
        thirty options against them, an act its cards to put down)."""
        area, kept = view.areas[seat], self._suits[seat]
        if kept[0] != area:
            suit_of = self.g.suit_of
            counts = dict.fromkeys(self.g.by_suit, 0)
            for c in area:
                counts[suit_of[c]] += 1
            kept = self._suits[seat] = (area[:], counts)
        return kept[1]

    def put_values(self, view, cids) -> list[float]:
        """Each card's worth put down: the action its family brings, and the suit it brings
        closer to a discovery (the seat's suits counted once for them all)."""
        held, suit_of, family = self.suits(view, view.player), self.g.suit_of, self.family_value
        return [family[c] + (4.0 if held[suit_of[c]] == 2 else 1.5 * held[suit_of[c]]) for c in cids]

    def keep_value(self, view, cid: str) -> float:
        if cid in view.areas[view.player]:
            return 0.2
        return self.put_values(view, (cid,))[0]

    def call_value(self, view, peek, q: int, cid: str) -> float:
        held = self.suits(view, view.player)[self.g.suit_of[cid]]
        return self.call_base[cid][held] + 0.15 * view.hand_counts[q]

    def calls_scored(self, view, peek, options) -> list[float]:
        """`scored` for a call's options: call_value's sum, term by term in its order (the
        same floats), with the option's arguments read in place (card, then player)."""
        held, suit_of, base, rnd = self.suits(view, view.player), self.g.suit_of, self.call_base, self.rng.random
        counted = [0.15 * count for count in view.hand_counts]     # the same products, made once a seat
        return [base[cid][held[suit_of[cid]]] + counted[q] + 0.01 * rnd()
                for o in options for (_, cid), (_, q) in (o.args,)]

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
            spot = self.area_spot[reg.kind]
            taken = view.medal_next.get(spot, 0)
            if track.medals and taken < len(track.medals):
                value += track.medals[taken] * (done + 1) / len(track.boxes)
        value += 0.5 * len(g.map.adjacent[rid].difference(view.flags[me]))
        return value


class _Sight:
    """What the easy bot reads of a seat's view, taken straight from a sampled state (the
    lists shared, not copied; the hand unsorted, as the bot never reads its order): a
    rollout builds no view. The hand sizes, which only a call reads, are counted then."""

    __slots__ = ("player", "hand", "areas", "nuggets", "legs", "flags", "rail", "tipi",
                 "area_boxes", "medal_next", "caller", "hands", "state")

    def __init__(self, state=None, player: int = 0) -> None:
        self.state = None
        if state is not None:
            self.aim(state, player)

    def aim(self, state, player: int) -> None:
        """Look at `player`'s seat of `state`. A state never replaces the lists read here,
        so on the state looked at last (held, so `is` is exact) only the seat, its hand and
        the Caller are new."""
        if self.state is not state:
            self.state, self.hands = state, state.hands          # hands: a peek's (_Peek)
            self.areas, self.nuggets, self.legs, self.flags = state.areas, state.nuggets, state.legs, state.flags
            self.rail, self.tipi, self.area_boxes, self.medal_next = state.rail, state.tipi, state.area_boxes, state.medal_next
        self.player, self.hand, self.caller = player, state.hands[player], state.caller

    @property
    def hand_counts(self) -> list[int]:
        return list(map(len, self.hands))


def by_sight(easy, game, state, player: int, decision):
    """The rollout policy: the easy bot's choice from its sight of the sampled state (none
    for a lone option, which `choose` takes without a look). The bot's one sight is aimed
    again at each choice (made once: a rollout asks at almost every step; `_Sight.aim`)."""
    options, sight = decision.options, None
    if len(options) > 1:
        sight = easy.sight
        sight.aim(state, player)
    return easy.pick(sight, options)


# flat: 30 rollouts per decision shared among the easy bot's best 3 options, whose
# favourite wins near-ties (0.02); hard, expert: the root weighs the same 3 in shared
# worlds (`root`: a widening root spread 75 iterations over 9 options, and lost to flat)
# with no tree below them (`depth=1`: the tree lost to flat at equal CPU), the rounds
# halved onto the better ones, the favourite keeping 0.06, so two seeds mostly agree
# (docs/architecture.md); every level: rollout steps before `evaluate` estimates, played
# from the sampled state (by_sight) and moved without events (WildRide.move)
SEARCH = Search(iterations=75, playouts=30, candidates=3, edge=0.06, horizon=60, policy=by_sight,
                step=WildRide.move, root=3, depth=1, halving=0.5)
FLAT = replace(SEARCH, edge=0.02)       # the flat search as it was measured


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, flat=FLAT, **tuning)
