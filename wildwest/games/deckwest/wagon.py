"""Deck Goes West's mission rules around the wagon and the start tile: a wagon that follows
the slowest walker, one the players push, one that flees and is attacked, the return to
the start, the four-row map, and the fighters dealt before a chase. A mixin of DeckWest
(rules.py); each rule is named in missions.yaml and described in docs/rules/deckwest.md."""
from __future__ import annotations

from wildwest.core.engine import Event

from .options import card_option, value_option

ROWS = (-2, 1)              # four_rows: the rows a map of at most 4 tiles north-south keeps
FLEE_START = (-2, 0)        # wagon_flees: 2 tiles west of the players' start tile
WAGON_GUARD = 2             # attack_wagon: the wagon's own defence dice (driver and shotgun rider)
WAGON_STARTS = {"wagon_follows": (0, 0), "wagon_pushed": (0, 0), "return_home": (0, 0),
                "wagon_flees": FLEE_START}


class Wagons:
    """Wagon and start-tile rules; uses DeckWest's helpers (`_score`, `_reveal`...)."""

    def rules(self, state) -> frozenset:
        return self.c.missions[state.mission].rules

    def on_map(self, state, pos) -> bool:
        """May a tile lie here? (four_rows keeps the map within ROWS.)"""
        return "four_rows" not in self.rules(state) or ROWS[0] <= pos[1] <= ROWS[1]

    def _set_up_wagon(self, state, events) -> None:
        rules = self.rules(state)
        for rule, pos in WAGON_STARTS.items():
            if rule in rules:
                state.wagon = pos
        if "wagon_flees" in rules and FLEE_START not in state.up:
            self._dry_start(state)
            self._reveal(state, None, FLEE_START, False, events)
        if "fighters_first" in rules:
            for h in reversed(range(self.hero_count(state.players, state.mode, state.mission))):
                state.tasks.append(("fighter", h))

    def _dry_start(self, state) -> None:
        """The fleeing wagon's start tile is never a lake: a water tile dealt there swaps
        with the land deck's topmost other tile (set-up, before anyone has seen either)."""
        water = {t for t, x in self.c.tiles.items() if "water" in x.places}
        if state.tiles[FLEE_START] in water:
            k = next((i for i in range(len(state.land_deck) - 1, -1, -1) if state.land_deck[i] not in water), None)
            if k is not None:
                state.tiles[FLEE_START], state.land_deck[k] = state.land_deck[k], state.tiles[FLEE_START]

    # ---- wagon_follows -----------------------------------------------------------------------
    def _wagon_follows(self, state, h: int, events) -> None:
        """The wagon moves 1 column west whenever every character is west of it."""
        while state.wagon is not None and "wagon_follows" in self.rules(state):
            alive = [x for x in state.heroes if x.alive]
            if not alive or any(p[0] >= state.wagon[0] for x in alive for p in x.meeples()):
                return
            wx, wy = state.wagon
            col = [p for p in state.tiles if p[0] == wx - 1]
            if not col:
                return
            state.wagon = min(col, key=lambda p: (abs(p[1] - wy), p[1]))
            events.append(Event("wagon", "The wagon rolls west.", {"to": state.wagon}))
            self._score(state, h, "wagon_west")

    # ---- wagon_pushed, wagon_hurt ------------------------------------------------------------
    def push_options(self, state, h: int, steps: list) -> list:
        """A character on the wagon's tile may take it along on a step to a face-up tile
        that is not open water (a bridge will do)."""
        hero = state.heroes[h]
        if "wagon_pushed" not in self.rules(state) or hero.pos != state.wagon:
            return []
        out = []
        for o in steps:
            to = (o["x"], o["y"])
            if to in state.up and not self._open_water(state, to):
                out.append(value_option("push", x=o["x"], y=o["y"], by=o["by"]))
        return out

    def _open_water(self, state, pos) -> bool:
        """A face-up water tile without a bridge: no wagon stands there."""
        return "water" in self.places(state, pos) and pos not in state.rails

    def _push(self, state, h: int, frm, to, events) -> None:
        hurt = bool(state.bandits.get(frm)) and "wagon_hurt" in self.rules(state)
        state.wagon = to
        events.append(Event("wagon", f"{self.hero_name(state, h)} pushes the wagon to {self.where(state, to)}.",
                            {"to": to, "hero": h}))
        if hurt:
            self._wagon_hurt(state, h, 1, "leaving the bandits", events)
        if to[0] != frm[0]:
            self._score(state, h, "wagon_west" if to[0] < frm[0] else "wagon_east")

    def _wagon_hurt(self, state, h: int, n: int, why: str, events) -> None:
        if n:
            events.append(Event("wagon_damage", f"The wagon takes {n} damage ({why}).",
                                {"pos": state.wagon, "damage": n}))
            self._score(state, h, "wagon_damage", n)

    def _t_wagon_raid(self, state, task, events) -> None:
        """Bandits on the wagon's tile with nobody to guard it attack the wagon (1◆ each)."""
        state.tasks.pop()
        pos = state.wagon
        b = state.bandits.get(pos, 0)
        if not b or any(x.alive and x.at(pos) for x in state.heroes):
            return
        hits = self._roll(state, b, "The bandits raid the wagon", events)[0]
        self._wagon_hurt(state, 0, hits, "bandits", events)

    # ---- wagon_flees, attack_wagon, fighters_first --------------------------------------------
    def can_attack_wagon(self, state, h: int) -> bool:
        """On the wagon's tile with a fight job that has an attack."""
        hero = state.heroes[h]
        return "attack_wagon" in self.rules(state) and hero.pos == state.wagon and self.can_attack(state, h)

    def _t_resolve_wagon(self, state, task, events) -> None:
        """The attack's hits against the wagon's defence (WAGON_GUARD dice and 1◆ per
        bandit riding with it); the riding bandits then strike back as in any fight."""
        _, h = task
        state.tasks.pop()
        f = state.fight
        pos = state.wagon
        b = state.bandits.get(pos, 0)
        hits = f[0] + self._roll(state, f[1], f"{self.hero_name(state, h)} attacks the wagon", events)[0]
        saves = self._roll(state, WAGON_GUARD + b, "The wagon and its guards defend", events)[0]
        if hits <= saves:
            events.append(Event("wagon_damage", "The wagon takes no damage.", {"pos": pos, "damage": 0}))
        if b:
            back = self._roll(state, b, "The guards strike back", events)[0]
            cover = f[2] + self._roll(state, f[3], f"{self.hero_name(state, h)} defends", events)[0]
            self._hurt(state, pos, max(0, back - cover), events)
        state.fight = [0, 0, 0, 0]
        self._wagon_hurt(state, h, max(0, hits - saves), "an attack", events)

    def _flee(self, state, events) -> None:
        """End of night: the wagon moves 1 tile west (revealing it) and a bandit joins it.
        Like a pushed wagon it never stands on open water: it takes the nearest tile not
        known to be water, and turns back if that proves to be a lake."""
        wx, wy = state.wagon
        col = [p for p in state.tiles if p[0] == wx - 1 and not self._open_water(state, p)]
        if col:
            to = min(col, key=lambda p: (abs(p[1] - wy), p[1]))
            if to not in state.up:
                self._reveal(state, None, to, False, events)
            if self._open_water(state, to):
                events.append(Event("wagon", f"The wagon turns back at the water of {self.where(state, to)}.",
                                    {"to": state.wagon}))
            else:
                state.wagon = to
                events.append(Event("wagon", f"The wagon flees west to {self.where(state, to)}.", {"to": to}))
        pos = state.wagon
        state.bandits[pos] = state.bandits.get(pos, 0) + 1
        events.append(Event("bandits", "A bandit rides with the wagon.", {"pos": pos, "add": 1}))

    def _d_fighter(self, state, task):
        _, h = task
        seen, opts = set(), []
        for inst in reversed(state.trade_deck):
            d = self.defs[inst]
            if d.cls == "fight" and d.id not in seen:
                seen.add(d.id)
                opts.append(card_option(inst))
        if not opts:
            return None
        return self._ask(state, h, "take one Fight card from the trade deck, or none",
                         opts + [value_option("none")])

    def _c_fighter(self, state, task, option, events) -> None:
        _, h = task
        state.tasks.pop()
        if option.kind == "none":
            return
        inst = option["card"]
        state.trade_deck.remove(inst)
        state.rng.shuffle(state.trade_deck)                 # it was searched
        events.append(Event("fighter", f"{self.hero_name(state, h)} takes the {self.card_name(inst)} "
                                       "from the trade deck.", {"hero": h, "card": inst}, reveal=True))
        state.tasks.append(("place_card", h, inst))

    # ---- one_character_two_meeples ---------------------------------------------------------------
    def _switch(self, state, h: int, events) -> None:
        """Double Trouble: the other meeple becomes the one that acts (no action spent)."""
        hero = state.heroes[h]
        hero.pos, hero.spare = hero.spare, hero.pos
        hero.standing, hero.spare_standing = hero.spare_standing, hero.standing
        events.append(Event("switch", f"{self.hero_name(state, h)} switches to the meeple at "
                                      f"{self.where(state, hero.pos)}.", {"hero": h, "pos": hero.pos}))

    # ---- return_home ----------------------------------------------------------------------------
    def home_blocks_win(self, state) -> bool:
        """return_home: the track alone does not win; everyone must be back on the start."""
        if "return_home" not in self.rules(state):
            return False
        return any(x.alive and p != state.wagon for x in state.heroes for p in x.meeples())

    def _home_check(self, state, events) -> None:
        if "return_home" in self.rules(state) and state.vp[0] >= self.c.boards[state.board].win \
                and not self.home_blocks_win(state):
            self._finish(state, "win", list(range(state.players)), events,
                         "Everyone is back at the start with the score track complete: the team wins!")
