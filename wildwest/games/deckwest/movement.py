"""Deck Goes West's map (rulebook "Movement" and "Revealing Tiles"): steps by movement
kind, revealing face-down tiles and the land deck behind them, riding trains, building
railways and bridges. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Event, Option

from . import board as B
from .options import STOP, step_option, tile_option, value_option
from .words import KIND_WORDS, heading, listed, plural, tile_words


class Movement:
    """Moving, revealing, riding and building; uses DeckWest's helpers (`_ask`, `_score`...)."""

    # ---- moving -------------------------------------------------------------------------
    def step_cost(self, state, frm, to, kind: str) -> int | None:
        """What a step by `kind` from `frm` onto face-up `to` costs (`B.enter_cost`), worked
        out once per kind, the two tiles (None where face down) and a railway on `to`: a
        turn asks it of every neighbour and movement kind, and tiles recur."""
        up = state.up
        key = (kind, state.tiles[frm] if frm in up else None, state.tiles[to] if to in up else None, to in state.rails)
        got = self._step_costs.get(key, False)
        if got is False:
            got = self._step_costs[key] = B.enter_cost(kind, self.places(state, frm), self.places(state, to), key[3])
        return got

    def entry_cost(self, state, h: int, to, kind: str) -> int | None:
        """What h's step onto `to` by `kind` costs now: the tile's cost, less the point a
        step of that kind from here already paid this action to reveal it (rulebook: if
        the movement "is not enough to move onto it, you may play another Job to reach
        the required movement")."""
        pos = state.heroes[h].pos
        cost = self.step_cost(state, pos, to, kind)
        return cost - 1 if cost is not None and (pos, to, kind) in state.topup else cost

    def move_options(self, state, h: int) -> list[Option]:
        hero = state.heroes[h]
        pool = state.pool
        out = []
        for nb in B.neighbours(hero.pos):
            if nb not in state.tiles:
                continue
            for k, kind in enumerate(B.KINDS):
                have = pool[k]
                if not have:
                    continue
                if nb not in state.up:
                    out.append(step_option(nb[0], nb[1], kind))
                    continue
                cost = self.entry_cost(state, h, nb, kind)
                if cost is not None and have >= max(cost, 1):
                    out.append(step_option(nb[0], nb[1], kind))
        return out + self.push_options(state, h, out)

    def heading(self, state, frm, to) -> str:
        """Where a move goes, in a player's words: `west to Land 35 (forest)`."""
        return heading(frm, to, self.seen_tile(state, to))

    def where(self, state, pos) -> str:
        """A map position as the log names it: its tile, or a face-down tile."""
        return tile_words(self.seen_tile(state, pos))

    def seen_tile(self, state, pos):
        """The tile at pos if it is face up, else None (a face-down tile)."""
        return self.tile_at(state, pos) if pos in state.up else None

    @staticmethod
    def _at_words(line: str, tile) -> str:
        """A log line naming a map position by its tile (`where`), where `line` has "{}"."""
        return line.format(tile_words(tile))

    def _d_move(self, state, task):
        h = task[1]
        opts = self.move_options(state, h)
        if not opts:
            return None
        return self._ask_later(state, h, opts + [STOP], self._move_prompt, tuple(state.pool),
                               bool(state.bandits.get(state.heroes[h].pos)))

    @staticmethod
    def _move_prompt(pool: tuple, among_bandits: bool) -> str:
        """The steps left, and what leaving a tile of bandits costs, said before it is paid."""
        left = listed([f"{KIND_WORDS[k]} {plural(p, 'step')}" for p, k in zip(pool, B.KINDS) if p])
        hurt = ". Slipping past the bandits here costs a Pain card" if among_bandits else ""
        return f"you may {left}: choose where to go, or stop{hurt}"

    def _c_move(self, state, task, option, events) -> None:
        h = task[1]
        if option.kind == "stop":
            state.tasks.pop()
            return
        hero = state.heroes[h]
        (_, by), (_, x), (_, y) = option.args          # a step's or push's arguments, by name: by, x, y
        to = (x, y)
        k = B.KINDS.index(by)
        if to not in state.up:
            state.pool[k] -= 1
            state.topup += ((hero.pos, to, by),)
            self._reveal(state, h, to, to[0] < hero.pos[0], events)
            cost = self.entry_cost(state, h, to, by)
            if cost is not None and state.pool[k] >= cost:
                state.tasks.append(("enter", h, to, by))
            return
        state.pool[k] -= self.entry_cost(state, h, to, by)
        frm = hero.pos
        self._leave(state, h, events)
        if option.kind == "push":
            self._push(state, h, frm, to, events)
        self._arrive(state, h, to, events)

    def _d_enter(self, state, task):
        _, h, to, kind = task
        return self._ask(state, h, "step onto the tile you revealed?",
                         [tile_option("enter", to[0], to[1]), value_option("stay")])

    def _c_enter(self, state, task, option, events) -> None:
        _, h, to, kind = task
        state.tasks.pop()
        if option.kind == "enter":
            state.pool[B.KINDS.index(kind)] -= self.entry_cost(state, h, to, kind)
            self._leave(state, h, events)
            self._arrive(state, h, to, events)

    def _leave(self, state, h: int, events) -> None:
        hero = state.heroes[h]
        if state.bandits.get(hero.pos):
            events.append(Event("escape", f"{self.hero_name(state, h)} slips past the bandits and gets hurt.",
                                {"hero": h}))
            self._danger(state, h, "pain", 1, events)
        hero.standing = True

    def _arrive(self, state, h: int, pos, events) -> None:
        hero = state.heroes[h]
        frm = hero.pos
        hero.pos = pos
        events.append(Event.later("move", {"hero": h, "from": frm, "to": pos}, self._moved_words, hero.char, frm, pos,
                                  self.seen_tile(state, pos)))
        self._wagon_follows(state, h, events)
        self._home_check(state, events)

    def _moved_words(self, char: str, frm, to, tile) -> str:
        return f"{self.c.characters[char].name} moves {heading(frm, to, tile)}."

    # ---- revealing tiles ----------------------------------------------------------------
    def reveal_targets(self, state, pos) -> list:
        return [p for p in sorted(state.tiles) if p not in state.up and B.in_reveal_range(pos, p)]

    def _d_reveal(self, state, task):
        _, h, n = task
        opts = [tile_option("reveal", p[0], p[1]) for p in self.reveal_targets(state, state.heroes[h].pos)]
        return self._ask(state, h, f"reveal a face-down tile near you ({n} left to reveal)", opts) if opts else None

    def _c_reveal(self, state, task, option, events) -> None:
        _, h, n = task
        state.tasks.pop()
        if n > 1:
            state.tasks.append(("reveal", h, n - 1))
        self._reveal(state, h, (option["x"], option["y"]), False, events)

    def _reveal(self, state, h: int | None, pos, moving_west: bool, events) -> None:
        """Flip a tile (h None: the wagon does, and nobody scores)."""
        tile = self.tile_at(state, pos)
        state.up.add(pos)
        events.append(Event.later("reveal", {"hero": h, "pos": pos, "tile": tile.id}, self._revealed_words,
                                  state.heroes[h].char if h is not None else None, tile, reveal=True))
        if tile.kind == "camp":
            state.bandits[pos] = state.bandits.get(pos, 0) + 1
            events.append(Event("bandits", "A campfire: 1 bandit appears there.", {"pos": pos, "add": 1}))
        for nb in B.neighbours(pos):
            if nb not in state.tiles and nb[0] <= self.eastmost(state) and self.on_map(state, nb):
                new = self._next_tile(state, pos, events)
                if new is None:
                    break
                state.tiles[nb] = new
        if h is None:
            return
        self._score(state, h, "reveal")
        if pos[0] < state.west_reveal:
            state.west_reveal = pos[0]
            self._score(state, h, "reveal_westmost")
        if moving_west:
            self._score(state, h, "reveal_moving_west")

    def _revealed_words(self, char: str | None, tile) -> str:
        who = self.c.characters[char].name if char is not None else "The wagon"
        return f"{who} reveals {tile_words(tile)}."

    def eastmost(self, state) -> int:
        """The eastmost column (positions compare column first)."""
        return max(state.tiles)[0]

    def _next_tile(self, state, keep, events) -> str | None:
        """The land deck's top tile; when it is empty, the eastmost column is removed and
        shuffled into a new land deck (heroes there take an E card and step west)."""
        if not state.land_deck:
            east = self.eastmost(state)
            fixed = {keep, state.wagon if "return_home" in self.rules(state) else keep}
            column = [p for p in state.tiles if p[0] == east and p not in fixed]
            if len(column) == len([p for p in state.tiles if p[0] == east]) and \
                    len({p[0] for p in state.tiles}) > 1 and column:
                for p in column:
                    state.land_deck.append(self._lift(state, p))
                state.rng.shuffle(state.land_deck)
                events.append(Event("land_reshuffle", f"The land tiles ran out: the eastmost column "
                                                      f"({len(column)} tiles) becomes the new land deck.",
                                    {"removed": column}, reveal=True))
                for h, hero in enumerate(state.heroes):
                    if hero.alive and hero.pos[0] == east:
                        self._danger(state, h, "exhaustion", 1, events)
                        hero.pos = self._nearest_west(state, hero.pos)
                        hero.standing = True
                    if hero.alive and hero.spare and hero.spare[0] == east:
                        self._danger(state, h, "exhaustion", 1, events)
                        hero.spare = self._nearest_west(state, hero.spare)
                        hero.spare_standing = True
                if state.wagon and state.wagon[0] == east:
                    dry = bool({"wagon_flees", "wagon_pushed"} & self.rules(state))
                    state.wagon = self._nearest_west(state, state.wagon, dry)
        return state.land_deck.pop() if state.land_deck else None

    def _lift(self, state, pos) -> str:
        """Take a tile off the map with whatever lies on it (bandits, railway, fed mark)."""
        state.up.discard(pos)
        state.bandits.pop(pos, None)
        state.rails.discard(pos)
        state.fed.discard(pos)
        return state.tiles.pop(pos)

    def _nearest_west(self, state, pos, dry: bool = False):
        """The nearest tile west of pos; `dry` (a wagon that is attacked or pushed): face up
        and not open water, where there is one."""
        cands = [p for p in state.tiles if p[0] < pos[0]] or list(state.tiles)
        if dry:
            cands = [p for p in cands if p in state.up and not self._open_water(state, p)] or cands
        return min(cands, key=lambda p: (pos[0] - p[0], abs(p[1] - pos[1]), p[1]))

    # ---- railways: riding and building --------------------------------------------------
    def ride_targets(self, state, pos, n: int) -> list:
        """Railway to railway; in The Race also village to village, neither with bandits."""
        stations = set(state.rails) if pos in state.rails else set()
        if "village_trains" in self.c.missions[state.mission].rules and self._clear_village(state, pos):
            stations |= {p for p in state.up if self._clear_village(state, p)}
        return [p for p in sorted(stations) if p != pos and abs(p[0] - pos[0]) + abs(p[1] - pos[1]) <= n]

    def _clear_village(self, state, pos) -> bool:
        return "village" in self.places(state, pos) and not state.bandits.get(pos)

    def _d_ride(self, state, task):
        _, h, n = task
        pos = state.heroes[h].pos
        opts = [tile_option("ride", p[0], p[1]) for p in self.ride_targets(state, pos, n)]
        return self._ask(state, h, f"ride the train (up to {n})", opts + [STOP]) if opts else None

    def _c_ride(self, state, task, option, events) -> None:
        h = task[1]
        state.tasks.pop()
        if option.kind == "ride":
            self._leave(state, h, events)
            self._arrive(state, h, (option["x"], option["y"]), events)

    def build_block(self, state, pos, what: str) -> str | None:
        if pos in state.rails:
            return "a railway is already here"
        if state.bandits.get(pos):
            return "bandits are on this tile"
        here = self.places(state, pos)
        wet = "water" in here or "river" in here
        if what == "rail" and "water" in here:
            return "a railway cannot go on water (build a bridge)"
        if what == "bridge" and not wet:
            return "a bridge goes on water or a river"
        return None

    def _build(self, state, h, what, events) -> None:
        hero = state.heroes[h]
        pos = hero.pos
        if self.build_block(state, pos, what):
            return
        state.rails.add(pos)
        events.append(Event("build", f"{self.hero_name(state, h)} builds a {'railway' if what == 'rail' else 'bridge'}.",
                            {"hero": h, "pos": pos, "what": what}))
        self._score(state, h, "build")
        if state.west_build is None or pos[0] < state.west_build:
            state.west_build = pos[0]
            self._score(state, h, "build_westmost")
        if "village" in self.places(state, pos):
            self._score(state, h, "build_village")
