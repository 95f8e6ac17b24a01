"""Deck Goes West between players (rulebook "Cooperation Bonus" and "Trade"): the
cooperation bonus on dice gains, trading on a shared tile or on two railways, and pooling
movement. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Decision, Event

from . import board as B
from .content import RESOURCES
from .options import DONE, PASS, card_option, value_option


class Together:
    """Cooperation bonus, trade and pooled movement; uses DeckWest's helpers (`_ask`...)."""

    # ---- the cooperation bonus ----------------------------------------------------------
    def _joinable(self, state, q: int, r: str) -> list:
        """q's jobs that end by rolling for resource r (they may join a roll for r)."""
        out = []
        for o in self.available_jobs(state, q, last="gain")[0]:
            s = self.option_job(state, q, o)[2].steps[-1]
            if s.amount.dice and s.what == r:
                out.append(o)
        return out

    def _invite(self, state, h: int, r: str, n: int) -> bool:
        """A job ending in a roll for r: players on the tile who can roll for r too are
        asked to join; everyone then rolls together (`_t_coop_roll`)."""
        pos = state.heroes[h].pos
        others = [q for q, x in enumerate(state.heroes) if q != h and x.alive and x.pos == pos
                  and self._joinable(state, q, r)]
        if not others:
            return False
        state.coop = [(h, r, n)]
        state.tasks.append(("coop_roll",))
        for q in reversed(others):
            state.tasks.append(("join", q, r, h))
        return True

    def _d_join(self, state, task):
        _, q, r, h = task
        opts = self._joinable(state, q, r)
        if not opts:
            return None
        seat, d = self._ask(state, q, f"{self.hero_name(state, h)} rolls for {r}: join with a job of yours "
                                      f"(each of you gains your roll plus half the others')?", opts + [PASS])
        return seat, Decision(d.prompt, d.options, d.blocked, interrupt=True)

    def _c_join(self, state, task, option, events) -> None:
        if option.kind == "pass":
            state.tasks.pop()
            return
        self._start_job(state, task[1], option, "coop", events)

    def _t_coop_roll(self, state, task, events) -> None:
        state.tasks.pop()
        rolls = []
        for h, r, n in state.coop:
            rolls.append(self._roll(state, n, f"{self.hero_name(state, h)} rolls for {r}", events)[0])
        total = sum(rolls)
        for (h, r, _n), own in zip(state.coop, rolls):
            bonus = (total - own + 1) // 2 if len(rolls) > 1 else 0
            state.heroes[h].res[r] += own + bonus
            why = (f": {own} rolled, and {bonus} for rolling together (half the others' {total - own}, "
                   "rounded up)." if len(rolls) > 1 else ".")
            events.append(Event("gain", f"{self.hero_name(state, h)} gains {own + bonus} {r}{why}",
                                {"hero": h, r: own + bonus}))
        state.coop = []

    # ---- trade --------------------------------------------------------------------------
    def can_trade(self, state, a, b) -> bool:
        """Traders share a tile or both stand on railway tiles (facts, "Trade")."""
        return a == b or (a in state.rails and b in state.rails)

    def _d_trade(self, state, task):
        _, h, q, given, asked = task
        hero, other = state.heroes[h], state.heroes[q]
        opts = [value_option("give", r=r) for r in RESOURCES if hero.res[r]]
        cards = []
        for i in hero.hand:
            if i not in self.danger and i not in cards:
                cards.append(i)
        opts += [card_option(i) for i in cards]
        opts += [value_option("ask", r=r) for r in RESOURCES if other.res[r]]
        if hero.pos == other.pos and (self._pool_jobs(state, h) or self._pool_jobs(state, q)):
            opts += [value_option("pool", hero=h), value_option("pool", hero=q)]
        return self._ask(state, h, f"trade with {self.hero_name(state, q)}: give resources or item cards, "
                                   "ask for resources, pool movement, or finish", opts + [DONE])

    def _c_trade(self, state, task, option, events) -> None:
        _, h, q, given, asked = task
        tasks = state.tasks
        k = option.kind
        if k == "done":
            tasks.pop()
            return
        a, b = self.hero_name(state, h), self.hero_name(state, q)
        if k == "give":
            r = option["r"]
            state.heroes[h].res[r] -= 1
            state.heroes[q].res[r] += 1
            tasks[-1] = ("trade", h, q, given + 1, asked)
            events.append(Event("give", f"{a} gives 1 {r} to {b}.", {"hero": h, "to": q, "r": r}))
        elif k == "card":
            inst = option["card"]
            state.heroes[h].hand.remove(inst)
            tasks[-1] = ("trade", h, q, given + 1, asked)
            events.append(Event("give_card", f"{a} gives the {self.card_name(inst)} to {b}.",
                                {"hero": h, "to": q, "card": inst}))
            tasks.append(("place_card", q, inst))
        elif k == "pool":
            m = option["hero"]
            tasks.pop()                              # the mover leaves the tile: the trade ends
            events.append(Event("pool", f"{a} and {b} pool their movement to move "
                                        f"{self.hero_name(state, m)}.", {"hero": h, "with": q, "mover": m}))
            tasks += [("pool", q, m), ("pool", h, m)]
        else:
            tasks.append(("trade_ask", q, h, option["r"]))

    def _d_trade_ask(self, state, task):
        _, q, h, r = task
        return self._ask(state, q, f"{self.hero_name(state, h)} asks you for 1 {r}",
                         [value_option("accept"), value_option("refuse")])

    def _c_trade_ask(self, state, task, option, events) -> None:
        _, q, h, r = task
        tasks = state.tasks
        tasks.pop()
        a, b = self.hero_name(state, q), self.hero_name(state, h)
        if option.kind == "accept":
            state.heroes[q].res[r] -= 1
            state.heroes[h].res[r] += 1
            t = tasks[-1]
            tasks[-1] = (t[0], t[1], t[2], t[3], t[4] + 1)
            events.append(Event("give", f"{a} gives 1 {r} to {b}.", {"hero": q, "to": h, "r": r}))
        else:
            events.append(Event("refuse", f"{a} refuses to give 1 {r} to {b}.", {"hero": q, "to": h, "r": r}))

    # ---- pooled movement ----------------------------------------------------------------
    def _pool_jobs(self, state, q: int) -> list:
        """q's jobs that give movement points (pooled in a trade to move one of the two)."""
        out = []
        for o in self.available_jobs(state, q)[0]:
            job = self.option_job(state, q, o)[2]
            if any(s.verb in B.KINDS for s in job.steps):
                out.append(o)
        return out

    def _d_pool(self, state, task):
        _, q, m = task
        opts = self._pool_jobs(state, q)
        if not opts or not state.heroes[m].alive:
            return None
        return self._ask(state, q, f"pooled movement for {self.hero_name(state, m)}: add a movement job "
                                   "of yours, or finish", opts + [DONE])

    def _c_pool(self, state, task, option, events) -> None:
        if option.kind == "done":
            state.tasks.pop()
            return
        self._start_job(state, task[1], option, ("for", task[2]), events)
