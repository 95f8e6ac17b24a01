"""Deck Goes West's phases: the start of a day, combat, and the night (tracker, trade row,
exhaustion, bandit attacks, moves, removal and spawning, the death check). A mixin of
DeckWest (rules.py), split out to keep each module readable."""
from __future__ import annotations

from wildwest.core.engine import Event

from . import board as B


class Phases:
    """Day start, fights and the night; uses DeckWest's helpers (`_roll`, `_danger`...)."""

    # ---- combat ---------------------------------------------------------------------------------
    def _hurt(self, state, pos, n: int, events) -> None:
        for h, hero in enumerate(state.heroes):
            if hero.alive and hero.at(pos) and n:
                self._danger(state, h, "pain", n, events)

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
        events.append(Event("bandits", f"{dmg} bandit{'s' if dmg > 1 else ''} fall{'s' if dmg == 1 else ''}.",
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

    # ---- day and night ------------------------------------------------------------------------------
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

    def _t_night(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        state.phase = "night"
        events.append(Event("night", f"Night {state.day} falls.", {"day": state.day}))
        tasks += [("night_end",), ("appear",), ("remove",), ("bandit_move",)]
        if "wagon_hurt" in self.rules(state):
            tasks.append(("wagon_raid",))                  # after the attacks on the players
        tasks.append(("night_attacks",))
        for h in reversed(range(len(state.heroes))):
            if state.heroes[h].alive:
                tasks.append(("ex", h))
        tasks += [("shift",), ("tracker",)]

    def _t_tracker(self, state, task, events) -> None:
        state.tasks.pop()
        state.tracker += 1
        bd = self.c.boards[state.board]
        events.append(Event("tracker", f"The bandit tracker moves to {state.tracker}.", {"tracker": state.tracker}))
        if state.tracker >= bd.lose:
            if state.mode != "versus":
                self._finish(state, "bandits", [], events, "The bandits reach the end of their track: the team loses.")
                return
            alive = [h for h, x in enumerate(state.heroes) if x.alive]
            key = {h: self.standing_key(state, h) for h in alive}
            best = max(key.values())
            win = [state.heroes[h].seat for h in alive if key[h] == best]
            names = " and ".join(self.hero_name(state, h) for h in alive if key[h] == best)
            self._finish(state, "bandits", win, events,
                         f"The bandits reach the end of their track: {names} wins with the most VP.")

    def standing_key(self, state, h: int) -> tuple:
        """Versus order at the bandits' end: VP, then furthest west, then most resources."""
        hero = state.heroes[h]
        return (state.vp[self.token(state, h)], -hero.pos[0], sum(hero.res.values()))

    def _t_shift(self, state, task, events) -> None:
        state.tasks.pop()
        row = state.trade_row
        out = row.pop()
        if out is not None:
            state.trade_discard.append(out)
        if not state.trade_deck and state.trade_discard:
            state.trade_deck, state.trade_discard = state.trade_discard, []
            state.rng.shuffle(state.trade_deck)
        new = state.trade_deck.pop() if state.trade_deck else None
        row.insert(0, new)
        events.append(Event("trade_row", "The trade row moves on" + (f": the {self.card_name(new)} comes in." if new else "."),
                            {"out": out, "new": new}, reveal=True))

    def _t_ex(self, state, task, events) -> None:
        _, h = task
        state.tasks.pop()
        deck = state.ex_deck
        if not deck and state.ex_discard:
            deck += state.ex_discard
            state.ex_discard.clear()
            state.rng.shuffle(deck)
        if deck:
            inst = deck.pop()
            events.append(Event("exhaustion", f"{self.hero_name(state, h)} takes {self.card_name(inst)}.",
                                {"hero": h, "card": inst}, reveal=True))
            state.tasks.append(("place_card", h, inst))

    def _t_night_attacks(self, state, task, events) -> None:
        tasks = state.tasks
        tasks.pop()
        spots = [p for p in B.west_to_east(state.bandits)
                 if any(x.alive and x.at(p) for x in state.heroes)]
        for p in reversed(spots):
            tasks.append(("bandit_attack", p))

    def _t_bandit_attack(self, state, task, events) -> None:
        _, pos = task
        tasks = state.tasks
        tasks.pop()
        here = [h for h, x in enumerate(state.heroes) if x.alive and x.at(pos)]
        if not state.bandits.get(pos) or not here:
            return
        events.append(Event("bandit_attack", f"{state.bandits[pos]} bandits attack at ({pos[0]}, {pos[1]})!",
                            {"pos": pos, "count": state.bandits[pos]}))
        state.fight = [0, 0, 0, 0]
        tasks.append(("resolve_night", pos, ()))
        for h in reversed(here):
            tasks.append(("defend", h, pos))

    def _t_resolve_night(self, state, task, events) -> None:
        _, pos, fought = task
        state.tasks.pop()
        f = state.fight
        b = state.bandits.get(pos, 0)
        here = [h for h, x in enumerate(state.heroes) if x.alive and x.at(pos)]
        hits = self._roll(state, b, "The bandits attack", events)[0]
        saves = f[2] + self._roll(state, f[3], "The defence", events)[0]
        self._hurt(state, pos, max(0, hits - saves), events)
        if f[0] or f[1]:
            hits = f[0] + self._roll(state, f[1], "The counter-attack", events)[0]
            saves = self._roll(state, b, "The bandits defend", events)[0]
            self._bandit_damage(state, pos, hits - saves, here, events, fought)
        state.fight = [0, 0, 0, 0]

    def _t_bandit_move(self, state, task, events) -> None:
        state.tasks.pop()
        moved: set = set()
        for pos in B.west_to_east(list(state.bandits)):
            if pos in state.bandits and pos not in moved:
                self._move_group(state, pos, moved, events)

    def _move_group(self, state, pos, moved: set, events) -> None:
        if any(x.alive and x.at(pos) for x in state.heroes):
            moved.add(pos)
            return
        tile = self.tile_at(state, pos)
        if pos in state.up and tile.kind == "camp":
            moved.add(pos)
            return
        face = state.rng.choice(B.COMPASS)
        events.append(Event("roll", f"The compass die shows {face}.", {"faces": [face], "die": "compass"}, reveal=True))
        moved.add(pos)
        target = None
        if face != "+":
            for d in (face, B.OPPOSITE[face]):
                t = B.add(pos, B.DIRS[d])
                if t in state.tiles:
                    target = t
                    break
        n = state.bandits[pos]
        if target is None:
            state.bandits[pos] = n + 1
            events.append(Event("bandits", f"A bandit joins the group at ({pos[0]}, {pos[1]}).", {"pos": pos, "add": 1}))
            return
        if target in state.bandits and target not in moved:
            self._move_group(state, target, moved, events)
        del state.bandits[pos]
        state.bandits[target] = state.bandits.get(target, 0) + n
        moved.add(target)
        events.append(Event("bandit_move", f"{n} bandit{'s' if n > 1 else ''} move{'s' if n == 1 else ''} "
                                           f"to ({target[0]}, {target[1]}).", {"from": pos, "to": target, "count": n}))

    def _t_remove(self, state, task, events) -> None:
        state.tasks.pop()
        far = self.c.missions[state.mission].remove
        alive = [p[0] for x in state.heroes if x.alive for p in x.meeples()]
        if not far or not alive:
            return
        limit = max(alive) + far
        gone = [p for p in state.tiles if p[0] > limit and p != state.wagon]
        for p in gone:
            state.land_out.append(state.tiles.pop(p))
            state.up.discard(p)
            state.bandits.pop(p, None)
            state.rails.discard(p)
            state.fed.discard(p)
        if gone:
            events.append(Event("remove_tiles", f"{len(gone)} tiles far to the east are removed.", {"removed": gone}))

    def _t_appear(self, state, task, events) -> None:
        state.tasks.pop()
        bd = self.c.boards[state.board]
        rolls = bd.rolls(state.tracker, max(state.vp))
        _, faces = self._roll(state, rolls, f"The bandit die (d{state.die}) is rolled", events, die=state.die)
        for v in faces:
            for pos, tid in state.tiles.items():
                tile = self.c.tiles[tid]
                stars = tile.front if pos in state.up else (tile.back,)
                if v in stars:
                    state.bandits[pos] = state.bandits.get(pos, 0) + 1
                    events.append(Event("bandits", f"A bandit appears at ({pos[0]}, {pos[1]}).", {"pos": pos, "add": 1}))
        for _ in range(20):
            big = [p for p, n in state.bandits.items() if n >= 6]
            if not big:
                break
            for p in sorted(big):
                for d in (B.N, B.E, B.S, B.W):
                    t = B.add(p, d)
                    if t in state.tiles and state.bandits[p] > 1:
                        state.bandits[p] -= 1
                        state.bandits[t] = state.bandits.get(t, 0) + 1
                events.append(Event("bandit_split", f"The big group at ({p[0]}, {p[1]}) splits up.", {"pos": p}))

    def _t_night_end(self, state, task, events) -> None:
        state.tasks.pop()
        for h, hero in enumerate(state.heroes):
            limit = self.c.characters[hero.char].hand
            if hero.alive and len(hero.hand) >= limit:
                self._kill(state, h, f"still {len(hero.hand)} cards in hand at the end of the night", events)
                if state.end:
                    return
        if "wagon_flees" in self.rules(state):
            self._flee(state, events)
        if state.mode == "versus":
            n = len(state.heroes)
            state.p1 = next(((state.p1 + k) % n for k in range(1, n + 1) if state.heroes[(state.p1 + k) % n].alive),
                            state.p1)
        state.day += 1
        state.tasks.append(("day",))
