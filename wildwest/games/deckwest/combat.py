"""Deck Goes West's fights by day (rulebook "Attacking and Defending"): an attack on the
bandits of one's tile, the others there joining it with fight jobs, and the damage on both
sides (the night's attacks, in night.py, resolve through the same damage). A mixin of
DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Event

from .options import DONE, ROLL
from .words import bandits, listed, plural


def strength(sure: int, dice: int) -> str:
    """One side of a fight in words: `2 sure hits and 3 dice`, `nothing yet`."""
    parts = ([plural(sure, "sure hit")] if sure else []) + ([plural(dice, "die", "dice")] if dice else [])
    return listed(parts) if parts else "nothing yet"


class Combat:
    """A day attack and its damage; uses DeckWest's helpers (`_roll`, `_danger`...)."""

    # ---- a day attack -------------------------------------------------------------------
    def can_attack(self, state, h: int) -> bool:
        """Some fight job with an attack step can be started with some attack (a fight
        needs hits: a Revolver's `-x wood -> attack 3x` without wood has none)."""
        for opt in self.available_jobs(state, h, fight=True)[0]:
            sk, sa, job = self.option_job(state, h, opt)
            x = self.max_x(state, h, job, self.hand_without(state, h, sk, sa)) if job.uses_x else 0
            if any(s.verb == "attack" and s.amount.value(x) for s in job.steps):
                return True
        return False

    def _push_joiners(self, state, h: int, pos) -> None:
        """Everyone else on the tile may join a day attack with fight jobs of their own,
        even after passing (rulebook: "all players on the tile choose jobs they wish to
        activate"; passed players "may participate in other players' actions")."""
        for q in reversed(range(len(state.heroes))):
            x = state.heroes[q]
            if q != h and x.alive and x.pos == pos:
                state.tasks.append(("join_fight", q, h))

    def _d_fight(self, state, task):
        h = task[1]
        opts, _ = self.available_jobs(state, h, fight=True)
        if task[0] == "defend":
            if not opts:
                return None
            return self._ask(state, h, self._defence(state.fight), opts + [DONE])
        if task[0] == "join_fight":
            if not opts:
                return None
            return self._ask(state, h, f"{self.hero_name(state, task[2])} attacks the bandits here: "
                                       "join with a fight job, or stay out", opts + [DONE])
        f = state.fight
        if f[0] or f[1]:
            opts.append(ROLL)
        if not opts:
            return None
        return self._ask(state, h, f"your attack: {strength(f[0], f[1])}; your defence: {strength(f[2], f[3])}. "
                                   "Add a fight job, or roll", opts)

    @staticmethod
    def _defence(f: list) -> str:
        """A night attack's prompt: what Done does, before and after a fight job is added."""
        if not any(f):
            return "the bandits attack: defend with a fight job, or press Done to take their hits"
        return (f"the bandits attack; your defence: {strength(f[2], f[3])}, your attack: {strength(f[0], f[1])}. "
                "Add a fight job, or press Done to fight")

    def _c_fight(self, state, task, option, events) -> None:
        if option.kind in ("roll", "done"):
            state.tasks.pop()
            return
        self._took_part(state, task[1])
        self._start_job(state, task[1], option, False, events)

    def _took_part(self, state, h: int) -> None:
        """h plays a fight job: note h among those who fought, on the fight's resolve
        task (a bandit fight's; a wagon's keeps no list)."""
        tasks = state.tasks
        i = next(i for i in range(len(tasks) - 1, -1, -1) if tasks[i][0].startswith("resolve_"))
        if tasks[i][0] != "resolve_wagon" and h not in tasks[i][2]:
            kind, who, fought = tasks[i]
            tasks[i] = (kind, who, fought + (h,))

    def _t_resolve_fight(self, state, task, events) -> None:
        _, h, fought = task
        state.tasks.pop()
        hero = state.heroes[h]
        pos = hero.pos
        f = state.fight
        b = state.bandits.get(pos, 0)
        name = self.hero_name(state, h)
        hits = f[0] + self._roll(state, f[1], f"{name} attacks", events)[0]
        saves = self._roll(state, b, "The bandits defend", events)[0]
        self._bandit_damage(state, pos, hits - saves, [h], events, fought)
        left = state.bandits.get(pos, 0)
        if left:
            hits = self._roll(state, left, "The bandits strike back", events)[0]
            saves = f[2] + self._roll(state, f[3], f"{name} defends", events)[0]
            self._hurt(state, pos, max(0, hits - saves), events)
        state.fight = [0, 0, 0, 0]

    # ---- damage -------------------------------------------------------------------------
    def _bandit_damage(self, state, pos, dmg: int, who: list, events, fought: tuple = ()) -> None:
        """Remove up to dmg bandits; a tile cleared scores for who[0]. Where the mission
        shares the spoils (Are We the Baddies: "only players who took part in the defeat
        roll for gold"), it scores for the first who fought, and everyone else who fought
        gains the event's resources (rolled) without its VP."""
        b = state.bandits.get(pos, 0)
        dmg = max(0, min(dmg, b))
        if not dmg:
            events.append(Event("bandits", "No bandit falls.", {"pos": pos, "add": 0}))
            return
        if b - dmg:
            state.bandits[pos] = b - dmg
        else:
            del state.bandits[pos]
        events.append(Event("bandits", f"{bandits(dmg, 'fall')}.",
                            {"pos": pos, "add": -dmg}))
        if not state.bandits.get(pos) and who:
            shared = fought if "shared_spoils" in self.rules(state) and fought else ()
            first = shared[0] if shared else who[0]
            events.append(Event("clear", "The tile is clear of bandits.", {"pos": pos, "hero": first}))
            for q in reversed(shared[1:]):
                self._score(state, q, "clear", src="spoils")
            if "village" in self.places(state, pos):
                self._score(state, first, "clear_village")
            self._score(state, first, "clear")

    def _hurt(self, state, pos, n: int, events) -> None:
        for h, hero in enumerate(state.heroes):
            if hero.alive and hero.at(pos) and n:
                self._danger(state, h, "pain", n, events)
