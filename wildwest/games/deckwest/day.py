"""Deck Goes West's day (rulebook "Day Phase"): dawn's draw, a turn of one or two actions
(a job and the jobs chained into it, a purchase, an attack, a trade, a pass), who goes
next, where a gained card goes, and the end of the day. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Event

from .options import DONE, END_TURN, PASS, card_option, value_option
from .words import job_words

ACTION_CAP = 40            # actions a hero may take in one day (a loop guard, see docs)
LAST_STEP = {"place": "a place", "pay": "a payment", "gain": "a gain", "draw": "a draw", "discard": "a discard",
             "scrap": "a scrap", "take": "taking a card", "move": "a move", "climb": "a climb", "sail": "sailing",
             "ride": "a train ride", "reveal": "a reveal", "build": "building", "attack": "an attack",
             "defend": "a defence", "feed": "feeding a village"}     # a step's icon in a prompt's words


def full_hand_prompt(held: int, limit: int) -> str:
    """The end of the day's discard when the hand would kill its hero at the end of the night."""
    return (f"end of day: discard item cards you do not keep. Discard at least {held - limit + 1}, "
            f"or with {held} cards in hand you die at the end of the night")


def deadly_place_prompt(name: str, limit: int) -> str:
    """A danger card's pile when drawing it would fill the hand with danger cards, and its
    hero die of it."""
    return (f"put the {name} on top of your draw or discard pile. On the draw pile it is the next "
            f"card you draw, and {limit} danger cards in hand kill you")


class Day:
    """Dawn, turns and the day's end; uses DeckWest's helpers (`_ask`, `available_jobs`...)."""

    # ---- dawn ---------------------------------------------------------------------------
    def _t_day(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        state.phase = "day"
        events.append(Event("day", f"Day {state.day} begins.", {"day": state.day}))
        for h, hero in enumerate(state.heroes):
            if not hero.alive:
                continue
            hero.passed = False
            hero.actions = 0
            hero.tapped = False
            need = self.c.characters[hero.char].hand - len(hero.hand)
            if need > 0:
                self._draw(state, h, need, events)
            if state.end:
                return
        tasks.append(("night",))
        for h in reversed(range(len(state.heroes))):
            tasks.append(("day_end", h))
        first = state.p1
        if not state.heroes[first].alive:
            first = next(h for h, x in enumerate(state.heroes) if x.alive)
        self._next_turn(state, first, first, 1 if state.mode == "versus" else 2)

    # ---- a turn: one action -------------------------------------------------------------
    def _d_turn(self, state, task):
        _, h, done, limit = task
        hero = state.heroes[h]
        opts, blocked = self.available_jobs(state, h)
        for slot, inst in enumerate(state.trade_row):
            if inst is None:
                continue
            for ci, needs in enumerate(self.prices(inst)):
                why = self._unmet(state, h, needs, hero.hand)
                if why is None:
                    opts.append(value_option("buy", slot=slot, cost=ci))
                    break
            else:
                blocked.append((inst, "cannot pay: " + why))
        if state.bandits.get(hero.pos) and self.can_attack(state, h):
            opts.append(value_option("attack"))
        if self.can_attack_wagon(state, h):
            opts.append(value_option("attack_wagon"))
        if hero.spare is not None:
            opts.append(value_option("switch"))
        if not self.danger.issuperset(hero.hand):       # an item card to trade
            for q, other in enumerate(state.heroes):
                if q != h and other.alive and self.can_trade(state, hero.pos, other.pos):
                    opts.append(value_option("trade", hero=q))
        opts += [END_TURN] if done else []
        opts.append(PASS)
        left = f" ({limit - done} action{'s' if limit - done != 1 else ''} left)"
        return self._ask(state, h, "choose an action" + left, opts, blocked)

    def _c_turn(self, state, task, option, events) -> None:
        _, h, done, limit = task
        tasks = state.tasks
        tasks.pop()
        hero = state.heroes[h]
        if option is PASS or option.kind == "pass":
            hero.passed = True
            events.append(self._said("pass", {"hero": h}, hero.char, "{} passes for the day."))
            tasks.append(("next", h, done, 0))
            return
        if option.kind == "end_turn":
            tasks.append(("next", h, done, 0))
            return
        if option.kind == "switch":
            self._switch(state, h, events)
            tasks.append(("turn", h, done, limit))
            return
        tasks.append(("next", h, done + 1, limit))
        tasks.append(("action_end", h))
        if option.kind == "job":
            self._start_job(state, h, option, True, events)
        elif option.kind == "buy":
            slot, ci = option["slot"], option["cost"]
            events.append(Event.later("buying", {"hero": h, "slot": slot}, self._buying_words, hero.char,
                                      state.trade_row[slot], ci))
            tasks.append(("job", h, "buy", slot, ci, 0, 0, False))
        elif option.kind == "trade":
            q = option["hero"]
            events.append(Event("trade", f"{self.hero_name(state, h)} trades with {self.hero_name(state, q)} "
                                         "and discards an item card for it.", {"hero": h, "with": q}))
            tasks.append(("trade", h, q, 0, 0))
            self._discard_some(state, h, "discard", "item", 1, events)
        elif option.kind == "attack":
            events.append(Event("attack", f"{self.hero_name(state, h)} attacks the bandits!",
                                {"hero": h, "pos": hero.pos}))
            state.fight = [0, 0, 0, 0]
            tasks.append(("resolve_fight", h, ()))
            self._push_joiners(state, h, hero.pos)
            tasks.append(("fight", h, "attack"))
        elif option.kind == "attack_wagon":
            events.append(Event("attack", f"{self.hero_name(state, h)} attacks the wagon!",
                                {"hero": h, "pos": hero.pos, "wagon": True}))
            state.fight = [0, 0, 0, 0]
            tasks.append(("resolve_wagon", h))
            self._push_joiners(state, h, hero.pos)
            tasks.append(("fight", h, "attack"))

    def _t_action_end(self, state, task, events) -> None:
        state.tasks.pop()
        _, h = task
        state.pool = [0, 0, 0]
        state.topup = ()
        state.fight = [0, 0, 0, 0]
        state.heroes[h].actions += 1

    def _d_chain(self, state, task):
        _, h, last = task
        opts, _ = self.available_jobs(state, h, last=last)
        if not opts:
            return None
        return self._ask(state, h, f"you may add another job that also ends in {LAST_STEP.get(last, last)}, "
                                   "to count both together, or press Done to go on", opts + [DONE])

    def _c_chain(self, state, task, option, events) -> None:
        state.tasks.pop()
        if option.kind == "job":
            self._start_job(state, task[1], option, True, events)

    # ---- who goes next ------------------------------------------------------------------
    def _t_next(self, state, task, events) -> None:
        _, h, done, limit = task
        tasks = state.tasks
        tasks.pop()
        hero = state.heroes[h]
        if hero.alive and not hero.passed and done < limit and hero.actions < ACTION_CAP:
            tasks.append(("turn", h, done, limit))
            return
        if hero.alive and not hero.passed and hero.actions >= ACTION_CAP:
            hero.passed = True
        n = len(state.heroes)
        for k in range(1, n + 1):
            q = (h + k) % n
            if state.heroes[q].alive and not state.heroes[q].passed:
                self._next_turn(state, h, q)
                return

    def _next_turn(self, state, asker: int, q: int, limit: int = 2) -> None:
        """q takes the next turn (seat order's choice). In co-op and solo, "players may
        take their turns in any order they agree": with two heroes or more still in the
        day, the asker (who just played; at dawn the first hero) says who goes next."""
        free = sum(1 for x in state.heroes if x.alive and not x.passed)
        if state.mode != "versus" and free > 1:
            state.tasks.append(("who", asker, q))
        else:
            state.tasks.append(("turn", q, 0, limit))

    def _d_who(self, state, task):
        _, h, _q = task
        free = [k for k, x in enumerate(state.heroes) if x.alive and not x.passed]
        return self._ask(state, h, "choose who takes the next turn (any order you like)",
                         [value_option("next", hero=k) for k in free])

    def _c_who(self, state, task, option, events) -> None:
        state.tasks.pop()
        q = option["hero"]
        events.append(Event("next_turn", f"{self.hero_name(state, q)} takes the next turn.", {"hero": q}))
        state.tasks.append(("turn", q, 0, 2))

    def _buying_words(self, char: str, inst, ci: int) -> str:
        """"Kate pays 1 wood and 1 metal for the Axe.": the price said once, as a job's
        line says it (jobs.STARTED), not a line for the purchase and one for each payment."""
        said = job_words(self.defs[inst].cost[ci], who=self.c.characters[char].name)
        return f"{said[:-1]} for the {self.card_name(inst)}."

    # ---- a card gained: where it goes ---------------------------------------------------
    def _d_place(self, state, task):
        _, h, inst = task
        hero, options = state.heroes[h], [value_option("place", pile="draw"), value_option("place", pile="discard")]
        limit = self.c.characters[hero.char].hand
        if inst in self.danger and len(self.danger.intersection(hero.hand)) + 1 >= limit:
            return self._ask_later(state, h, options, deadly_place_prompt, self.card_name(inst), limit)
        return self._ask(state, h, f"put the {self.card_name(inst)} on top of your draw or discard pile", options)

    def _c_place(self, state, task, option, events) -> None:
        _, h, inst = task
        state.tasks.pop()
        hero = state.heroes[h]
        (hero.draw if option["pile"] == "draw" else hero.discard).append(inst)
        events.append(self._said("place", {"hero": h, "card": inst, "pile": option["pile"]}, hero.char,
                                 "{} puts the {} on the {} pile.", self.card_name(inst), option["pile"]))

    # ---- the end of the day -------------------------------------------------------------
    def _d_day_end(self, state, task):
        _, h = task
        hero = state.heroes[h]
        items = []
        for i in hero.hand:
            if i not in self.danger and i not in items:
                items.append(i)
        if not hero.alive or not items:
            return None
        options, limit = [card_option(i) for i in items] + [DONE], self.c.characters[hero.char].hand
        if len(hero.hand) >= limit:         # the rulebook's "Beware" at this step: a player who passed
            return self._ask_later(state, h, options, full_hand_prompt, len(hero.hand), limit)  # died unwarned
        return self._ask(state, h, "end of day: discard item cards you do not keep", options)

    def _c_day_end(self, state, task, option, events) -> None:
        if option.kind == "done":
            state.tasks.pop()
            return
        self._cards(state, task[1], "discard", [option["card"]], events)
