"""Durango bots: random, easy (one-look heuristics) and the shared search's levels.

The easy bot values a party by the cattle it buys per turn (5 Coal or 5 Silver each, the
currencies never mixed) plus a little for ongoing cards, and values an action by what its
best target is worth; it steals from and discards the leader, buys Blue Ribbons first and
always springs an interrupt. It reads only its view.

The search (hard, expert; and flat, the easy bot's best few options compared in shared
sampled worlds) plays easy rollouts cut at a horizon where Durango.evaluate (fitted to
easy-bot games) estimates the chances. docs/rules/durango.md has the numbers.
"""
from __future__ import annotations

from wildwest.core.bots import Bot, Search, best_first
from wildwest.core.levels import standard_bot

from .rules import PRICE, Durango

# flat: 96 rollouts per decision shared among the easy bot's best 4 options, whose
# favourite wins near-ties; every level: rollout steps before `evaluate` estimates.
# hard: the same best 4 in shared worlds with no tree below them (a tree's exploration
# there only added noise), the rounds halved onto the better 2 (docs/architecture.md, Bots)
SEARCH = Search(iterations=90, playouts=96, candidates=4, edge=0.01, horizon=40,
                root=4, depth=1, halving=0.5)

STEP_VALUE = {"discard_reserve": 0.25, "discard": 0.35, "swap": 0.3, "recruit": 0.55,
              "perform_action": 0.45}


def econ(coal: int, silver: int) -> float:
    """Cattle a turn's Coal and Silver buy, plus a little for being close to the next one."""
    return coal // PRICE + silver // PRICE + 0.3 * ((coal % PRICE) + (silver % PRICE)) / PRICE


class _Peek:
    """Just enough of a state, built from a view, for Durango.targets."""

    __slots__ = ("players", "party", "herd", "reserve")

    def __init__(self, view) -> None:
        self.players = view.players
        self.party = view.party
        self.herd = view.herd
        self.reserve = [True if f else None for f in view.reserve_filled]


class EasyBot(Bot):
    level = "easy"

    def __init__(self, game: Durango, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.g = game
        self.memo: dict = {}

    # ---- values --------------------------------------------------------------------------
    def assess(self, party, calamity) -> tuple[int, int, float]:
        """(coal, silver, worth) of a party: its output per turn, and that output in cattle
        plus a little for its ongoing cards. Depends on the party and the calamity only,
        so it is remembered across decisions."""
        key = (tuple(party), calamity)
        memo = self.memo
        found = memo.get(key)
        if found is None:
            if len(memo) > 200_000:
                memo.clear()
            g = self.g
            coal, silver = g.output(party, calamity)
            worth = econ(coal, silver)
            for c in party:
                fx = g.cards[c].ongoing
                if fx:
                    worth += 0.45 * fx.get("party_limit", 0) + 0.25 * len(fx.get("protect", ()))
                    if fx.get("calamity_immune"):
                        worth += 0.2
            memo[key] = found = (coal, silver, worth)
        return found

    def party_value(self, party, view, p: int = 0) -> float:
        return self.assess(party, view.calamity)[2]

    def threat(self, view, q: int) -> float:
        """How much hurting q is worth: more the closer q is to winning."""
        n, b = len(view.herd[q]), view.blue[q]
        return 0.4 + max(n / 10, b / 5) * 1.2

    def ranking(self, party, view) -> list[str]:
        """The party's cards, least useful first (by what the party loses without each)."""
        worth = self.party_value(party, view)
        return sorted(party, key=lambda c: worth - self.party_value([x for x in party if x != c], view))

    def fit(self, new, view, order, keep) -> list[str]:
        """`new` after making room: drop cards in `order` (least useful first), never `keep`."""
        limit = self.limit_of(new, view)
        if len(new) <= limit:
            return new
        new = list(new)
        for c in order:
            if len(new) <= limit:
                break
            if c not in keep and c in new:
                new.remove(c)
        return new

    def limit_of(self, party, view) -> int:
        g = self.g
        n = 4
        for c in party:
            if c in g.limit_bonus:
                n += g.limit_bonus[c]
        if view.calamity is not None and g.immune_ids.isdisjoint(party):
            n += g.calamity_cards[view.calamity].ongoing.get("party_limit", 0)
        return max(1, n)

    def action_value(self, cid: str, view, p: int) -> tuple[float, int, int]:
        """(value of the card's action now, coal and silver it produces)."""
        g = self.g
        card = g.cards[cid]
        value, coal, silver = 0.0, 0, 0
        peek = None
        for step in card.action:
            if step.do == "produce":
                k = 1
                if step.per:
                    kinds = {"town": ("town",), "frontier": ("frontier",), "hire": ("town", "frontier")}.get(
                        step.per, ("town", "frontier", "companion", "item"))
                    k = 1 + sum(1 for c in view.party[p] if g.types[c] in kinds)
                coal += step.coal * k
                silver += step.silver * k
                continue
            if step.do == "recruit":
                value += STEP_VALUE["recruit"]
                continue
            peek = peek or _Peek(view)
            targets = g.targets(peek, p, step)
            if not targets:
                continue
            if step.do == "steal" and step.source == "herd":
                best = max(0.9 + (0.5 if o["card"] in g.blue_ids else 0) + 0.3 * self.threat(view, o["player"])
                           for o in targets)
                value += best
            elif step.do == "steal":
                best = max(g.cards[o["card"]].produce for o in targets)
                value += 0.35 + 0.18 * best + (0.4 if step.perform else 0)
            elif step.source == "reserve":
                value += STEP_VALUE["discard_reserve"]
            else:
                value += STEP_VALUE.get(step.do, 0.3)
        return value, coal, silver

    # ---- choosing ------------------------------------------------------------------------------
    def choose(self, view, decision):
        options = decision.options
        if len(options) == 1:
            return options[0]
        scored = self.scores(view, options)
        return max(scored, key=lambda so: so[0])[1]

    def rank(self, view, decision) -> list:
        """Every option, best first by this bot's heuristics (for the hard bot's search)."""
        if len(decision.options) == 1:
            return list(decision.options)
        return best_first(self.scores(view, decision.options))

    def scores(self, view, options) -> list[tuple[float, object]]:
        kind = options[0].kind
        jitter = self.rng.random
        if kind in ("add", "reserve", "bring_add", "bring_reserve"):
            return self._select(view, options)
        if kind in ("make_room", "discard", "give"):
            return self._drop(view, options)
        if kind in ("target", "copy"):
            return self._target(view, options)
        if kind in ("interrupt", "pass"):
            return [(1.0 if o.kind == "interrupt" else 0.0, o) for o in options]
        if kind == "buy":
            blue = self.g.blue_ids
            pay = "coal" if view.coal >= view.silver else "silver"
            return [((o["cattle"] in blue) + 0.1 * (o["pay"] == pay) - 0.001 * i, o)
                    for i, o in enumerate(options)]
        if kind == "return":
            return [(-(o["card"] in self.g.blue_ids) + 0.01 * jitter(), o) for o in options]
        if kind == "recruit":
            return self._recruit(view, options)
        return [(jitter(), o) for o in options]

    def _outcome(self, view, party, reserve, acting) -> float:
        """Value of a selection: this turn's buys, the party's steady output, the actions."""
        p = view.player
        g = self.g
        coal, silver, worth = self.assess(party, view.calamity)
        act = 0.0
        for cid in acting:
            if cid in party and g.cards[cid].action:
                v, c, s = self.action_value(cid, view, p)
                act += v
                coal += c
                silver += s
        now = econ(coal + view.coal, silver + view.silver)
        res = 0.0
        if reserve is not None:
            card = g.cards[reserve]
            res = 0.75 if card.interrupt else 0.25 + 0.06 * card.produce
        return now + 0.8 * worth + act + res

    def _select(self, view, options):
        p = view.player
        party = view.party[p]
        held = view.reserve
        order = None
        out = []
        for o in options:
            x = o["card"]
            if o.kind == "add":
                new, reserve, acting = party + [x], held, (x,)
            elif o.kind == "reserve":
                new, reserve, acting = party, x, ()
            elif o.kind == "bring_add":
                new, reserve, acting = party + [held, x], None, (held, x)
            else:
                new, reserve, acting = party + [held], x, (held,)
            if len(new) > 3:
                if order is None:
                    order = self.ranking(party, view)
                new = self.fit(new, view, order, acting)
            out.append((self._outcome(view, new, reserve, acting) + 0.01 * self.rng.random(), o))
        return out

    def _drop(self, view, options):
        """Make room, trim, a calamity's discard, the card given in a swap: the card whose
        loss costs the party least scores best."""
        p = view.player
        party = view.party[p]
        worth = self.party_value(party, view)
        return [(self.party_value([c for c in party if c != o["card"]], view) - worth
                 + 0.01 * self.rng.random(), o) for o in options]

    def _target(self, view, options):
        g = self.g
        p = view.player
        mine = view.party[p]
        mine_value = self.party_value(mine, view, p)
        steals = options[0].kind == "target" and self._steals(view)
        order = self.ranking(mine, view) if steals else ()

        def score(o):
            q, c = o["player"], o.get("card")
            if o.kind == "copy":
                value, coal, silver = self.action_value(c, view, p)
                return value + 0.8 * econ(coal, silver)
            if c is None:                              # a reserve
                return self.threat(view, q)
            if c in g.cattle:
                return 1 + (0.6 if c in g.blue_ids else 0) + 0.5 * self.threat(view, q)
            theirs = view.party[q]
            loss = self.party_value(theirs, view, q) - self.party_value([x for x in theirs if x != c], view, q)
            loss += 0.3 if g.cards[c].ongoing.get("party_limit") else 0
            gain = 0.0
            if steals:
                new = self.fit(mine + [c], view, order, (c,))
                gain = self.party_value(new, view, p) - mine_value
            return gain + loss * self.threat(view, q)
        return [(score(o) + 0.01 * self.rng.random(), o) for o in options]

    def _steals(self, view) -> bool:
        for t in reversed(view.tasks):
            if t[0] == "step":
                step = self.g._step_of(t)
                return step.do in ("steal", "swap")
        return False

    def _recruit(self, view, options):
        p = view.player
        party = view.party[p]
        order = self.ranking(party, view)
        out = []
        for o in options:
            x = o["card"]
            new = self.fit(party + [x], view, order, (x,))
            out.append((self._outcome(view, new, view.reserve, (x,)) + 0.01 * self.rng.random(), o))
        return out


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, **tuning)
