"""Deck Goes West's night (rulebook "Night Phase", in its order): the bandit tracker, the
trade row, exhaustion, bandit attacks, bandits moving, far tiles removed, bandits
appearing, and the hand check. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Event

from . import board as B
from .words import bandits


class Night:
    """The night's tasks; uses DeckWest's helpers (`_roll`, `_bandit_damage`...)."""

    # ---- the night's order --------------------------------------------------------------
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
        events.append(Event("tracker", f"The bandit tracker moves to {state.tracker} of {bd.lose}.", {"tracker": state.tracker}))
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
            events.append(self._said("exhaustion", {"hero": h, "card": inst}, state.heroes[h].char,
                                     "{} takes the {} for the night (everyone takes an Exhaustion card).",
                                     self.card_name(inst), reveal=True))
            state.tasks.append(("place_card", h, inst))

    # ---- bandit attacks -----------------------------------------------------------------
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
        events.append(Event("bandit_attack", f"{bandits(state.bandits[pos], 'attack')} on {self.where(state, pos)}!",
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

    # ---- bandits move, far tiles go, bandits appear -------------------------------------
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
        events.append(Event("roll", f"The compass die shows {B.COMPASS_WORDS[face]}.", {"faces": [face], "die": "compass"},
                            reveal=True))
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
            events.append(Event("bandits", f"A bandit joins the group on {self.where(state, pos)}.", {"pos": pos, "add": 1}))
            return
        if target in state.bandits and target not in moved:
            self._move_group(state, target, moved, events)
        del state.bandits[pos]
        state.bandits[target] = state.bandits.get(target, 0) + n
        moved.add(target)
        events.append(Event("bandit_move", f"{bandits(n, 'move')} to {self.where(state, target)}.",
                            {"from": pos, "to": target, "count": n}))

    def _t_remove(self, state, task, events) -> None:
        state.tasks.pop()
        far = self.c.missions[state.mission].remove
        alive = [p[0] for x in state.heroes if x.alive for p in x.meeples()]
        if not far or not alive:
            return
        limit = max(alive) + far
        gone = [p for p in state.tiles if p[0] > limit and p != state.wagon]
        for p in gone:
            state.land_out.append(self._lift(state, p))
        if gone:
            events.append(Event("remove_tiles", f"{len(gone)} tiles far to the east are removed.", {"removed": gone}))

    def _t_appear(self, state, task, events) -> None:
        state.tasks.pop()
        bd = self.c.boards[state.board]
        rolls = bd.rolls(state.tracker, max(state.vp))
        _, faces = self._roll(state, rolls, f"The {state.die}-sided bandit die is rolled", events, die=state.die)
        for v in faces:
            for pos, tid in state.tiles.items():
                tile = self.c.tiles[tid]
                stars = tile.front if pos in state.up else (tile.back,)
                if v in stars:
                    state.bandits[pos] = state.bandits.get(pos, 0) + 1
                    events.append(Event.later("bandits", {"pos": pos, "add": 1}, self._at_words, "A bandit appears on {}.",
                                              self.seen_tile(state, pos)))
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
                events.append(Event("bandit_split", f"The big group on {self.where(state, p)} splits up.", {"pos": p}))

    # ---- the end of the night -----------------------------------------------------------
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
