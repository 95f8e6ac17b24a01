"""Deck Goes West bots: random, easy (one-look heuristics) and the shared search's levels.

The easy bot prices every step of the vocabulary (a VP is worth most, a revealed tile
next, resources and cards a little, danger cards in hand cost) and takes the job, purchase
or attack worth most, passing when nothing is worth doing. Inside a job it moves west
towards face-down tiles and away from bandits, discards its weakest cards and rolls every
fight it can win. It decides from a peek built from its view, or, inside the hard bot's
rollouts, from the sampled state itself (which is already a re-deal of a view).

The tree search (hard, expert) weighs versus action choices, with easy rollouts to a
horizon where `estimate` judges the position, other versus choices being easy's. In co-op
and solo it weighs every choice that steers the team (`TEAM_SEARCHED`: actions, moves,
fights, joining, who acts next, trade) with rollouts played to the end and scored by the
team's result; each seat searches from its own view, so it samples its partners' hands
(docs/rules/deckwest.md, "Bots"). The flat search keeps to versus actions.
"""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, replace
from operator import itemgetter

from wildwest.core.bots import Bot, Search, best_first, reward
from wildwest.core.levels import standard_bot

from . import board as B
from .options import step_option
from .state import DeckWestState, Hero
from .wagon import WAGON_GUARD

DIE_MEAN = 5 / 6                 # successes per job die
WAGON_WEST = 1.5                 # a column west that lets the following wagon move (per column)
LEADER_WEST = 0.6                # a column further west than that
SCOUT = 2.5                     # Precious Cargo: revealing a tile the wagon can then be pushed onto
QUIET_REVEAL = 0.5              # a face-down tile where the plan scores neither reveals nor feasts
ZERO_WORTH = 0.1                # a job is done with x = 0 only when it is worth more than this then
SAVE_SHARE = 0.6                # a unit saved for a scoring job: this share of the VP it buys
CARD_VALUE = {"move": 1.2, "gather": 0.8, "fight": 0.9, "health": 0.9, "trade": 0.5, "make": 1.0,
              "pain": -1.5, "exhaustion": -1.5}
SCORED_BY = {"reveal": "move", "reveal_westmost": "move", "reveal_moving_west": "move", "wagon_west": "move",
             "wagon_east": "move", "wagon_damage": "fight", "clear": "fight", "clear_village": "fight",
             "build": "make", "build_westmost": "make", "build_village": "make"}   # the class a scoring event favours
JOB_CLASS = {"move": "move", "climb": "move", "sail": "move", "ride": "move", "reveal": "move", "attack": "fight",
             "defend": "fight", "build": "make", "gain": "gather", "scrap": "health", "discard": "health"}
VERSUS_HORIZON = 60             # versus rollout steps before `estimate` judges the position
TEAM_HORIZON = 2_000            # co-op and solo rollouts play to the end (a game is 100-300 steps)
# the team's searched choices: actions and chained jobs, moves and rides, fights, joining
# a teammate (a fight, a cooperation roll), who acts next, and trade
TEAM_SEARCHED = ("turn", "chain", "move", "ride", "fight", "defend", "join_fight", "join", "who",
                 "trade", "trade_ask", "pool")
FAVOURED = 2.0                  # a class the mission scores is worth this much more in a character
COLUMN = itemgetter(0)          # a position's column


def peek(game, view) -> DeckWestState:
    """A state-shaped object from a view, enough for the rules' helpers the easy bot uses
    (own hand, resources, the face-up map, face-down positions). Never a full state."""
    heroes = []
    for hv in view.heroes:
        hero = Hero(hv["char"], hv["seat"], dict(hv["res"]), tuple(hv["pos"]))
        hero.hand = list(hv["hand"] or ())
        hero.tapped, hero.standing, hero.alive = hv["tapped"], hv["standing"], hv["alive"]
        hero.spare = hv["spare"]
        heroes.append(hero)
    tiles = dict(view.tiles)
    tiles.update({p: None for p in view.backs})
    return DeckWestState(
        rng=None, players=view.players, mode=view.mode, mission=view.mission, board=view.board, die=view.die,
        heroes=heroes, vp=list(view.vp), tracker=view.tracker, trade_row=list(view.trade_row),
        tiles=tiles, up=set(view.tiles), bandits=dict(view.bandits), rails=set(view.rails), fed=set(view.fed),
        wagon=view.wagon, west_reveal=view.west_reveal, west_build=view.west_build, day=view.day,
        phase=view.phase, pool=list(view.pool), topup=view.topup, fight=list(view.fight), tasks=list(view.tasks))


MAP_FIELDS = ("mode", "mission", "tiles", "up", "bandits", "rails", "fed", "wagon", "west_reveal", "west_build")


def same_map(a, b) -> bool:
    """Whether two peeks agree on everything the bot's memo reads besides a hero's hand,
    resources and tile (which its keys hold)."""
    return all(getattr(a, f) == getattr(b, f) for f in MAP_FIELDS)


def ground_sig(state) -> tuple:
    """What a walk's steps depend on (the tiles, which are face up, the railways), for the
    bot's memo besides the state's identity: a rollout changes its state in place. Tiles
    and rails only grow, so their counts will do, until the land deck runs out and the
    eastmost column is lifted: the map's east edge then moves west for good (the largest
    column, read without comparing whole positions)."""
    return len(state.up), len(state.tiles), len(state.rails), max(map(COLUMN, state.tiles))


def map_sig(state) -> tuple:
    """What the bot's memo keys on besides the state's identity: the ground (`ground_sig`)
    and fed villages (they only grow but for a lifted column); bandits move and shrink and
    the wagon moves, so they are keyed whole."""
    return (ground_sig(state), tuple(state.bandits.items()), len(state.fed), state.wagon, state.west_reveal,
            state.west_build)


def best_of(scored: list):
    """The option of the first of the best (value, option) pairs, as max by value picks it,
    in a plain loop: a bot asks this at every action."""
    top, best = None, None
    for v, o in scored:
        if top is None or v > top:
            top, best = v, o
    return best


def dice_sums(n: int) -> list:
    """The chances of each total of n job dice (faces 0, 0, 1, 1, 1, 2)."""
    out = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(out) + 2)
        for t, p in enumerate(out):
            for face in B.JOB_DIE:
                nxt[t + face] += p / len(B.JOB_DIE)
        out = nxt
    return out


def job_vp(job) -> int:
    """The fixed VP a job (or a scoring event's job) gains."""
    return sum(s.amount.n for s in job.steps if s.verb == "gain" and s.what == "vp") if job else 0


def builds_rail(job) -> bool:
    return any(s.verb == "build" and s.what == "rail" for s in job.steps)


def pays(job) -> dict:
    """The fixed resources a job pays, by resource."""
    out: dict = {}
    for s in job.steps:
        if s.verb == "pay" and s.what != "vp" and not s.amount.per_x:
            out[s.what] = out.get(s.what, 0) + s.amount.n
    return out


@dataclass(frozen=True)
class Plan:
    """What a co-op or solo mission pays for, read from its scoring events and jobs:
    whether finding tiles pays (reveals, villages to feed, bandits to clear), the VP for
    clearing a tile, building (and building westmost), a westmost reveal and feeding a
    village (a mission job with a feed step, and what it pays), and the resources worth
    saving for such a job or a railway: (amount, value of a unit short of it). Versus
    has no plan: its pricing stays as it was measured."""

    explores: bool
    clear: float
    build: float
    build_west: float
    westmost: float
    feed: float
    feed_pays: dict
    want: dict


def make_plan(game, mission) -> Plan:
    """The plan of a mission, from its `scoring` events and its jobs (a railway's price
    from the cards' railway jobs)."""
    on = mission.on
    scoring = [(j, job_vp(j)) for j in mission.jobs if any(s.verb == "feed" for s in j.steps)]
    build, build_west = job_vp(on.get("build")), job_vp(on.get("build_westmost"))
    if build + build_west:
        scoring += [(j, build + build_west) for d in game.c.cards.values() for j in d.jobs if builds_rail(j)]
    want: dict = {}
    for job, vp in scoring:
        cost = pays(job)
        for r, n in cost.items():
            unit = min(1.0, SAVE_SHARE * vp / sum(cost.values()))   # never above a VP's 1.2
            have = want.get(r, (0, 0.0))
            want[r] = (max(have[0], 2 * n), max(have[1], unit))
    feed = max(((vp, pays(j)) for j, vp in scoring if any(s.verb == "feed" for s in j.steps)),
               default=(0, {}), key=lambda f: f[0])
    clear = job_vp(on.get("clear"))
    explores = bool(feed[0] or clear) or any(ev.startswith("reveal") for ev in on)
    return Plan(explores=explores, clear=clear, build=build, build_west=build_west,
                westmost=job_vp(on.get("reveal_westmost")), feed=feed[0], feed_pays=feed[1], want=want)


def character_fit(game, char, mission) -> float:
    """How well a character suits a mission, to choose one at the start: its hand size most
    (more cards a day, more room before danger cards kill), then its starting cards and its
    jobs (by the class of the job's last step), each at CARD_VALUE, more for a class the
    mission scores VP for (moving for reveals and wagons, fighting for clearing, making
    for railways, gathering for a feast), then its resources a little."""
    favoured = {SCORED_BY[e] for e, job in mission.on.items() if any(s.what == "vp" for s in job.steps)}
    if any(s.verb == "feed" for j in mission.jobs for s in j.steps):
        favoured.add("gather")

    def worth(cls: str) -> float:
        return CARD_VALUE.get(cls, CARD_VALUE["trade"]) * (FAVOURED if cls in favoured else 1.0)

    deck = sum(worth(game.c.cards[cid].cls) * k for cid, k in char.deck.items()) / sum(char.deck.values())
    jobs = sum(worth(JOB_CLASS.get(j.last, "trade")) for j in char.jobs)
    return 2.0 * char.hand + 4.0 * deck + jobs + 0.1 * sum(char.resources.values())


def mission_goal(game, state):
    """A tile to walk to, when the mission has one: the wagon to attack or to push
    (Stop That Wagon, Precious Cargo), the start tile once the track is complete (There
    and Back Again)."""
    rules = game.c.missions[state.mission].rules
    if "attack_wagon" in rules or "wagon_pushed" in rules:
        return state.wagon
    if "return_home" in rules and state.vp[0] >= game.c.boards[state.board].win:
        return state.wagon
    return None


class EasyBot(Bot):
    level = "easy"

    def __init__(self, game, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.g = game
        self.memo: dict = {}
        self.plans: dict = {}
        self.last_peek = None
        self.rail_cards = frozenset(d.id for d in game.c.cards.values()
                                    if any(s.verb == "build" for j in d.jobs for s in j.steps))
        # what each physical card's railway jobs pay, for `aims` (asked at every decision)
        self.rail_pays = {i: tuple(pays(j) for j in d.jobs if builds_rail(j))
                          for i, d in game.defs.items() if any(builds_rail(j) for j in d.jobs)}
        self.shapes: dict = {}          # job -> its steps for `score`, and whether saved units count (shape)
        self.fits: dict = {}            # (character, mission) -> character_fit
        self.keeps: dict = {}           # (card, mode, mission) -> card_keep
        self.buys: dict = {}            # (card, way to pay, wagon, plan) -> card_buy
        self.units: dict = {}           # (plan, resource, holding, change, saving) -> res_unit
        self.entry_costs: dict = {}     # (face-up tile, railway there) -> a walk's step onto it (way_from)
        self.around: dict = {}          # what one decision asks again (steps_from, walk, sig, ways)

    def plan(self, state) -> Plan | None:
        """The mission's plan in co-op and solo, None in versus."""
        if state.mode == "versus":
            return None
        if state.mission not in self.plans:
            self.plans[state.mission] = make_plan(self.g, self.g.c.missions[state.mission])
        return self.plans[state.mission]

    def choose(self, view, decision):
        if len(decision.options) == 1:
            return decision.options[0]
        return self.pick(self.peek(view), decision)

    def peek(self, view) -> DeckWestState:
        """A peek of the view that keeps the memo of the last peek where the map is the
        same (consecutive decisions mostly are): a peek never changes, so what was worked
        out on the last one still holds."""
        state = peek(self.g, view)
        last, self.last_peek = self.last_peek, state
        if last is not None and self.memo.get("_id") is last and same_map(last, state):
            self.memo["_id"] = state
        return state

    # ---- the entry point on a state (a peek or a sampled world) ---------------------------
    def pick(self, state, decision):
        opts = decision.options
        if len(opts) == 1:
            return opts[0]
        self.around = {}
        task = state.tasks[-1]
        kind = task[0]
        h = task[1] if kind not in ("bandit_attack",) else None
        if kind in ("turn", "chain", "fight", "defend"):
            return best_of(self.values(state, h, opts, kind))
        return getattr(self, "_" + kind, self._first)(state, task, opts)

    def rank(self, view, decision) -> list:
        """Every option, best first (the first is `choose`'s): by value where the choice
        is an action, else the one this bot picks and then the rest as offered."""
        opts = decision.options
        if len(opts) == 1:
            return list(opts)
        state = self.peek(view)
        self.around = {}
        kind = state.tasks[-1][0]
        if kind in ("turn", "chain", "fight", "defend"):
            return best_first(self.values(state, state.tasks[-1][1], opts, kind))
        first = self.pick(state, decision)
        return [first] + [o for o in opts if o != first]

    def values(self, state, h: int, opts, kind: str) -> list:
        """(value, option) for each action-level option; pass and done are worth 0. A job
        option's source and job are read once (`option_job`), for `joins` and its worth."""
        g = self.g
        jobs = []
        for o in opts:
            jobs.append(g.option_job(state, h, o) if o.kind == "job" else None)
        if kind == "turn":
            self.around[("joins", h)] = self.joins(jobs)
        elif kind == "chain":                   # the rules offer every job that could join (`joining`)
            self.around[("joining", h, state.tasks[-1][2])] = [o for o in opts if o.kind == "job"]
        out = []
        for o, got in zip(opts, jobs):
            k = o.kind
            if k == "job":
                v = self.job_value(state, h, o, got)
            elif k == "buy":
                v = self.buy_value(state, h, o)
            elif k == "attack":
                v = self.attack_value(state, h)
                plan = self.plan(state)
                if plan is not None and v > 0:           # a winnable fight scores the clearing
                    v += 0.5 * plan.clear
            elif k == "attack_wagon":
                v = self.wagon_attack_value(state, h)
            elif k == "roll":
                f = state.fight
                v = 0.05 if (f[0] + f[1] * DIE_MEAN) >= state.bandits.get(state.heroes[h].pos, 0) * DIE_MEAN else -0.1
            elif k == "end_turn":
                v = -0.14
            elif k == "switch":                        # Double Trouble: move the laggard first
                hero = state.heroes[h]
                v = 0.3 * (hero.spare[0] - hero.pos[0]) - 0.05 if hero.spare[0] > hero.pos[0] else -1.0
            elif k == "trade":
                v = -0.3
            else:
                v = -0.15 if k == "pass" else 0.0       # unused item cards are discarded tonight
            out.append((v, o))
        return out

    @staticmethod
    def joins(jobs: list) -> dict:
        """How many of a turn's jobs (`option_job` of each option, None for other kinds)
        end in each step: the jobs that could join a move of that kind (`steps_from`), read
        off the turn's options, which offer every job h can start (`available_jobs`),
        instead of asking the rules again for each kind."""
        out: dict = {}
        for got in jobs:
            if got is not None:
                last = got[2].last
                out[last] = out.get(last, 0) + 1
        return out

    # ---- values ------------------------------------------------------------------------------
    def frontier(self, state, pos, use_goal: bool = True, h: int | None = None) -> float:
        """How promising a position is: the best tile reachable from it by walking (west,
        where the wagon goes; face down, where reveals score; free of bandits) less the
        walk there (`reach`).

        Where the wagon follows the slowest (`wagon_follows`), a column west is worth
        more than the step there (WAGON_WEST), but only up to one column past the
        eastmost of the others (`h`'s teammates): further on it moves nothing, as the
        wagon waits for the last walker (LEADER_WEST)."""
        memo = self.memo
        if memo.get("_id") is not state:
            memo.clear()
            memo["_id"] = state
        walk = self.walk(state, use_goal, h)
        known = walk[4]
        if pos in known:
            return known[pos]
        parts, tile_parts = walk[5], self.tile_parts
        west = walk[6]
        # where a tile is worth its column (no goal, no line), one d steps away is worth
        # at most `top` less (1 - west) d, as it lies at most d columns west and each step
        # costs 1 or more, or, if the plan aims there, at most the best aim less d (other
        # walks have no such bound: they weigh every tile)
        slope = 1.0 - west
        if pos not in state.up:
            top = aimed = math.inf
            tiles = ((pos, 0),)                         # a walk goes on from face-up tiles only
        elif walk[0] is None and walk[1] is None and slope > 0:
            top, aimed = -west * pos[0] + walk[7] + 1e-9, walk[8]
            tiles = self.steps_out(state, pos, self.ways(state)[0])
        else:
            top = aimed = math.inf
            tiles = self.reach(state, pos)
        best = -1e9
        for p, d in tiles:
            if top - slope * d < best and aimed - d < best:
                break                                   # the walks are nearest first
            got = parts.get(p)
            if got is None:
                got = parts[p] = tile_parts(state, p, walk)
            a, b, c, e = got
            val = a - d - b + c + e
            if val > best:
                best = val
        known[pos] = best
        return best

    def tile_parts(self, state, p, walk) -> tuple:
        """A tile's terms of a frontier's worth, (a, b, c, e), worth a - walk - b + c + e,
        summed in that order as the formulas read: they are the same from every start."""
        goal, lag, aims, scout = walk[:4]
        west, hidden = walk[6:8]
        b = state.bandits.get(p, 0)
        c = 0 if p in state.up else hidden
        if lag is not None:
            return -WAGON_WEST * max(p[0], lag) + LEADER_WEST * max(0, lag - p[0]), 1.5 * min(b, 3), c, 0.0
        if goal is None:
            return -west * p[0], 1.5 * min(b, 3), c, aims.get(p, 0.0)
        return -1.5 * self.goal_dist(state, goal, p), 0.5 * min(b, 3), SCOUT if p in scout else 0.0, 0.0

    def reach(self, state, pos) -> list:
        """The tiles a walk from pos reaches, each with the walk there (`steps_out`), kept
        per ground: bandits, aims and goals change what a tile is worth to a frontier, not
        the way there."""
        steps, reached = self.ways(state)
        if pos not in reached:
            reached[pos] = list(self.steps_out(state, pos, steps))
        return reached[pos]

    def steps_out(self, state, pos, steps: dict):
        """The tiles a walk from pos reaches, nearest first, each with the walk there
        (Dijkstra over the walking costs: on from face-up tiles only, and not past 8). The
        costs are whole steps, so the tiles to go on from wait in rings by walk length
        rather than in a heap."""
        up = state.up
        dist = {pos: 0}
        rings = [[pos]]
        d = 0
        while d < len(rings):
            for p in rings[d]:
                if dist[p] != d:                        # reached by a shorter walk since
                    continue
                yield p, d
                if d >= 8 or p not in up:
                    continue
                got = steps.get(p)
                for nb, c in self.way_from(state, p, steps) if got is None else got:
                    nd = d + c
                    if nd < dist.get(nb, 1e9):
                        dist[nb] = nd
                        if nd < len(rings):
                            rings[nd].append(nb)
                        else:
                            while len(rings) < nd:
                                rings.append([])
                            rings.append([nb])
            d += 1

    def sig(self, state) -> tuple:
        """map_sig, once per decision."""
        if "sig" not in self.around:
            self.around["sig"] = map_sig(state)
        return self.around["sig"]

    def ways(self, state) -> tuple:
        """The memo's walking steps by tile (`steps`) and the walks from each start on this
        ground (`reach`), once per decision: bandits and the wagon move, the ground stays."""
        if "ways" not in self.around:
            ground = self.sig(state)[0]
            self.around["ways"] = (self.steps(state, ground), self.memo.setdefault(("ways", ground), {}))
        return self.around["ways"]

    def steps(self, state, ground: tuple) -> dict:
        """The walking steps by tile (`way_from`), kept from one ground to the next: a
        tile's steps change only where it or a neighbour was laid, turned face up, given a
        railway or lifted, so only those tiles are worked out again."""
        kept = self.memo.get("steps")
        if kept is None:
            kept = self.memo["steps"] = [ground, set(state.up), set(state.tiles), set(state.rails), {}]
        elif kept[0] != ground:
            steps = kept[4]
            for p in (state.up ^ kept[1]) | (state.tiles.keys() ^ kept[2]) | (state.rails ^ kept[3]):
                steps.pop(p, None)
                for nb in B.neighbours(p):
                    steps.pop(nb, None)
            kept[:4] = ground, set(state.up), set(state.tiles), set(state.rails)
        return kept[4]

    def way_from(self, state, p, ways: dict) -> tuple:
        """The walking steps from face-up tile p: (tile, cost), a face-down tile costing 1
        and water left out (walkers go round). A walk onto a tile costs the same from any
        side (the tile and its railway), so the steps hold for the map, whatever the walk's
        start, and a tile's cost is worked out once."""
        out = []
        for nb in B.neighbours(p):
            if nb in state.tiles:
                if nb not in state.up:
                    c = 1
                else:
                    key = (state.tiles[nb], nb in state.rails)
                    c = self.entry_costs.get(key, False)
                    if c is False:
                        c = self.entry_costs[key] = self.g.step_cost(state, p, nb, "move")
                if c is not None:
                    out.append((nb, max(c, 1)))
        ways[p] = tuple(out)
        return ways[p]

    def walk(self, state, use_goal: bool, h: int | None) -> tuple:
        """What a frontier walks for (goal, laggard line, aims, scout tiles), the memo's
        frontiers of such walks by start tile and their tiles' terms (`tile_parts`), and
        what a column west, a face-down tile and at most a tile the plan aims at are
        worth, once per decision: a decision weighs a walk from each step, and its key
        (the map, goal, line and aims) is hashed once."""
        key = ("walk", use_goal, h)
        if key not in self.around:
            goal = self.goal(state) if use_goal else None
            lag = self.laggard_line(state, h) if goal is None else None
            aims, held = self.aims(state, h) if goal is None and lag is None and h is not None else ({}, None)
            scout = self.scout(state) if goal is not None else ()
            walks = (self.sig(state), goal, lag, held)
            wagon = state.wagon is not None
            west, hidden = (1.0, 0.4) if wagon else (0.35, 1.2)
            plan = self.plan(state)
            if plan is not None and not wagon and not plan.explores:
                hidden = QUIET_REVEAL
            aimed = -1e9                                # the most a tile the plan aims at is worth
            for p, e in aims.items():
                worth = -west * p[0] + (0 if p in state.up else hidden) + e
                if worth > aimed:
                    aimed = worth
            aimed += 1e-9
            self.around[key] = (goal, lag, aims, scout, *self.memo.setdefault(walks, ({}, {})), west, hidden, aimed)
        return self.around[key]

    def aims(self, state, h: int) -> tuple[dict, tuple | None]:
        """Tiles the mission's plan pays for going to, with their worth: a face-down tile
        west of every reveal where westmost reveals score; an unfed village while h holds
        (part of) the feast's food; a tile of 1-2 bandits where clearing scores VP (the
        frontier already charges 1.5 a bandit); a tile a railway can go on while h holds
        a railway card and its resources (westmost ones score more). With them, what of
        h's holding they read (the feast's share, whether h can build), which names them
        on this map: kept by it, they are worked out again only when it or the map
        changes, not at every card or resource h gains."""
        plan = self.plan(state)
        if plan is None or not (plan.feed or plan.clear or plan.westmost or plan.build + plan.build_west):
            return {}, None
        hero = state.heroes[h]
        res = hero.res
        share = 1.0                                 # the least share of the feast's food h holds
        for r, n in plan.feed_pays.items():
            share = min(share, min(1.0, res[r] / n))
        builder = plan.build + plan.build_west      # and h holds a railway card and its price
        if builder:
            builder = False
            for i in hero.hand:
                for cost in self.rail_pays.get(i, ()):
                    builder = builder or all(res[r] >= n for r, n in cost.items())
        held = (share, builder)
        memo_key = ("aims", held, self.sig(state))
        if memo_key in self.memo:
            return self.memo[memo_key], held
        out = {}                                    # (a loop: a comprehension makes plan and state cells)
        for p in state.tiles:
            if p[0] < state.west_reveal and p not in state.up:
                out[p] = 1.2 * plan.westmost
        for p in state.up:
            b = state.bandits.get(p, 0)
            if plan.feed and not b and p not in state.fed and "village" in self.g.places(state, p):
                out[p] = 0.8 * plan.feed * share ** 2
            elif plan.clear and 0 < b <= 2:
                out[p] = 1.2 * plan.clear
            elif builder and self.g.build_block(state, p, "rail") is None:
                out[p] = 1.2 * self.build_vp(state, p)
        self.memo[memo_key] = out
        return out, held

    def build_vp(self, state, pos) -> float:
        """The VP a railway here scores in the mission's plan (westmost or not)."""
        plan = self.plan(state)
        west = state.west_build is None or pos[0] < state.west_build
        return plan.build + (plan.build_west if west else 0)

    def scout(self, state) -> set:
        """Precious Cargo: the face-down tiles beside the wagon, no further east than it.
        The wagon is pushed only onto face-up tiles, so one of them must be revealed
        before it can go on west (before, the walkers guarded it on the start columns
        all game)."""
        if "wagon_pushed" not in self.g.c.missions[state.mission].rules:
            return set()
        return {p for p in B.neighbours(state.wagon) if p in state.tiles and p not in state.up
                and p[0] <= state.wagon[0]}

    def goal_dist(self, state, goal, pos) -> float:
        """The walk from pos to the goal tile (round water and over mountains; a face-down
        tile counts 1.5, a guess). Straight-line distance hid the way round a lake: a
        walker beside water never saw a step as progress and stayed put all game."""
        key = ("goal", goal, self.sig(state))
        if key not in self.memo:
            g = self.g
            dist = {goal: 0.0}
            todo = [(0.0, goal)]
            while todo:
                d, q = heapq.heappop(todo)
                if d > dist[q]:
                    continue
                for p in B.neighbours(q):
                    if p not in state.tiles:
                        continue
                    c = 1.5 if q not in state.up or p not in state.up else g.step_cost(state, p, q, "move")
                    if c is None and q == goal:
                        c = 1                               # a wagon on water: beside it will do
                    if c is not None and d + max(c, 1) < dist.get(p, 1e9):
                        dist[p] = d + max(c, 1)
                        heapq.heappush(todo, (dist[p], p))
            self.memo[key] = dist
        far = abs(pos[0] - goal[0]) + abs(pos[1] - goal[1])
        return self.memo[key].get(pos, 3.0 * far)

    def laggard_line(self, state, h: int | None):
        """Speed of the Slowest: the column past which `h`'s walking west stops moving
        the wagon (one west of the eastmost teammate); None when the mission has no
        following wagon. The others are the teammates' meeples and h's own second one
        (Double Trouble: the wagon waits for both). With h unknown there is no line
        (-10**6): every column west counts fully."""
        if state.wagon is None or "wagon_follows" not in self.g.c.missions[state.mission].rules:
            return None
        if h is None:
            return -10 ** 6
        others = [p[0] for k, x in enumerate(state.heroes) if x.alive
                  for p in (x.meeples()[1:] if k == h else x.meeples())]
        return max(others) - 1 if others else -10 ** 6

    def goal(self, state):
        return mission_goal(self.g, state)

    def push_gain(self, state, frm, to) -> float:
        """How much nearer the west a push takes the wagon (walking routes, as the wagon
        goes where walkers go)."""
        return self.frontier(state, to, False) - self.frontier(state, frm, False)

    def job_value(self, state, h: int, o, got: tuple | None = None) -> float:
        """A job option's worth at its best x; `got`: its `option_job`, where read already."""
        g = self.g
        src, sa, job = g.option_job(state, h, o) if got is None else got
        return self.best_x(state, h, job, g.hand_without(state, h, src, sa), src, sa)[0]

    def best_x(self, state, h, job, rest, src, sa, top: int | None = None) -> tuple[float, int]:
        """(value, x) of a job at its best x (x up to 6: more is rarely worth paying). x = 0
        only when the job still gains something then (feeding a village with 2 food,
        shedding a danger card): at 0 most jobs only use up their card. `top`: the largest
        x h can pay, where the caller knows it."""
        if not job.uses_x:
            return self.score(state, h, job, 0, rest, src, sa), 0
        top = self.g.max_x(state, h, job, rest, 6) if top is None else min(top, 6)
        tries = []
        for x in range(1, top + 1):
            tries.append((self.score(state, h, job, x, rest, src, sa), x))
        zero = self.score(state, h, job, 0, rest, src, sa)
        if zero > ZERO_WORTH:
            tries.append((zero, 0))
        return max(tries, default=(-1.0, 1))

    @staticmethod
    def unit(have: int) -> float:
        """What one more (or one less) of a resource is worth when you hold `have`."""
        return 0.45 if have < 2 else 0.3 if have < 5 else 0.15 if have < 9 else 0.05

    def res_unit(self, state, h: int, what: str, change: float, saving: bool = True) -> float:
        """What one unit of a resource (`any`: the best one to gain, the cheapest to pay)
        is worth after `change` to the holding. A unit the mission's plan wants saved (for
        a feast or a railway) is worth its share of the VP until the amount is reached,
        except to the job it is saved for (`saving` False). Kept by what it reads (the plan,
        that resource's count or for `any` the whole holding): every x of every job asks,
        and holdings recur from one decision and game to the next."""
        res = state.heroes[h].res
        key = (state.mode == "versus" or state.mission, what, res[what] if what != "any" else tuple(res.items()),
               change, saving)
        got = self.units.get(key)
        if got is None:
            got = self.units[key] = self._res_unit(state, h, what, change, saving)
        return got

    def _res_unit(self, state, h: int, what: str, change: float, saving: bool) -> float:
        res = state.heroes[h].res
        plan = self.plan(state)
        if plan is None or not plan.want or not saving:
            have = res[what] if what != "any" else (max if change < 0 else min)(res.values())
            return self.unit(max(0, have + change))
        def worth(r):
            have = max(0, res[r] + change)
            amount, save = plan.want.get(r, (0, 0.0))
            return max(self.unit(have), save) if have < amount else self.unit(have)
        if what != "any":
            return worth(what)
        if change < 0:
            return min(worth(r) for r in res if res[r] >= -change) if max(res.values()) >= -change else 0.0
        return max(worth(r) for r in res)

    def score(self, state, h, job, x, rest, src, sa) -> float:
        g = self.g
        v = 0.0
        danger_card = src == "card" and g.defs[sa].is_danger
        if danger_card:
            v += 0.2                                  # danger cards are played to be rid of
        saving, steps = self.shape(job)
        for verb, what, base, per_x, dice in steps:
            n = base + per_x * x
            mean = n * DIE_MEAN if dice else n
            if verb == "pay":
                if what == "vp":
                    v -= 1.2 * mean
                else:
                    v -= mean * (self.res_unit(state, h, what, -mean, saving) + 0.05)
            elif verb == "gain":
                if what == "vp":
                    v += 1.2 * mean
                else:
                    v += mean * self.res_unit(state, h, what, 0)
            elif verb == "draw":
                v += 0.35 * mean
            elif verb in ("discard", "scrap"):
                if what == "this":
                    if verb == "scrap" and not danger_card and src == "card":
                        v -= 0.6
                    elif danger_card:
                        v += 1.2 if verb == "scrap" else 0.9
                elif what in ("danger", "pain", "exhaustion"):
                    dn = len(self.of_type(state, h, what, rest))
                    v += min(n, dn) * (1.2 if verb == "scrap" else 0.8)
                else:
                    given = 0                             # the first n added up in turn, as sum() does
                    if verb == "scrap":                   # gone for good from the deck
                        for k in self.of_type(state, h, what, rest)[:n]:
                            given += 0.3 * k + 0.3
                    else:
                        for k in self.of_type(state, h, what, rest)[:n]:
                            given += 0.1 * k
                    v -= given
            elif verb == "take":
                v -= 1.0 * n
            elif verb in B.KINDS:
                v += self.move_value(state, h, verb, n)
            elif verb == "ride":
                v += 0.3
            elif verb == "reveal":
                targets = g.reveal_targets(state, state.heroes[h].pos)
                gain = sum(1 for _ in targets[:n])
                vp_each = 1.0 if "reveal" in g.c.missions[state.mission].on else 0.2
                v += gain * (0.6 + vp_each)
            elif verb == "build" and self.plan(state) is not None:
                v += 1.0 + self.build_vp(state, state.heroes[h].pos)
            elif verb == "build":
                on = g.c.missions[state.mission].on
                v += 1.0 + sum(st.amount.n for ev in ("build", "build_westmost") for st in (on[ev].steps if ev in on else ())
                               if st.verb == "gain" and st.what == "vp")
            elif verb == "feed":
                v += 0.5
            elif verb in ("attack", "defend"):
                b = state.bandits.get(state.heroes[h].pos, 0)
                v += (0.5 * mean if b else -0.3)
        return v

    def shape(self, job) -> tuple:
        """A job's steps as (verb, what, n, per x, dice) (no amount: 0, 0, False), and
        whether the units the plan saves count against it (they do not for the job they
        are saved for), once per job: `score` reads them at each x of each decision."""
        got = self.shapes.get(job)
        if got is None:
            got = self.shapes[job] = (
                not any(s.verb in ("build", "feed") for s in job.steps),
                tuple((s.verb, s.what, *((s.amount.n, s.amount.per_x, s.amount.dice) if s.amount else (0, 0, False)))
                      for s in job.steps))
        return got

    def of_type(self, state, h: int, what: str, rest: list) -> list:
        """The worth to keep (card_keep) of each card of a type in `rest`, least first, once
        per decision: a job is weighed at each x, and jobs of one card share a rest."""
        key = ("of_type", what, *rest)
        got = self.around.get(key)
        if got is None:
            of = self.g.of_type(what)
            got = self.around[key] = []
            for i in rest:
                if i in of:
                    got.append(self.card_keep(i, state, h))
            got.sort()
        return got

    def move_value(self, state, h: int, kind: str, n: int) -> float:
        """Worth of n points of a movement kind: something only when a step they (with the
        points already in the pool and one more per other job that could join) can pay
        for leads somewhere better. No points (x = 0) are worth nothing, whatever the
        pool already holds."""
        if not n:
            return 0.0
        more, here, steps = self.steps_from(state, h, kind)
        points = n + max(0, more)
        best = 0.0
        for step in steps:
            if step[1] > points:
                continue
            if len(step) == 2:
                step.append(self.step_gain(state, h, step[0], kind, here))
            if step[2] > best:
                best = step[2]
        return min(n, 3) * 0.7 + 1.5 * min(best, 3.0) if best > 0.05 else -0.1

    def steps_from(self, state, h: int, kind: str) -> tuple[int, float, list]:
        """The other jobs of `kind` that could join (a turn reads them off its options,
        `joins`), h's frontier, and h's steps by `kind` as [tile, points needed] (a
        face-down tile: 0; water: left out), once per decision: a job is weighed at each
        x, and every x asks the same. Each step's gain is appended the first time a move
        can pay for it, as the walk it asks for is worked out then."""
        key = (h, kind)
        if key not in self.around:
            g = self.g
            here = self.frontier(state, state.heroes[h].pos, h=h)
            joins = self.around.get(("joins", h))
            could = joins.get(kind, 0) if joins is not None else len(self.joining(state, h, kind))
            more = state.pool[B.KINDS.index(kind)] + could - 1
            steps = []
            for nb in B.neighbours(state.heroes[h].pos):
                if nb not in state.tiles:
                    continue
                cost = g.entry_cost(state, h, nb, kind) if nb in state.up else 0
                if cost is not None:
                    steps.append([nb, max(cost, 1) if nb in state.up else 0])
            self.around[key] = (more, here, steps)
        return self.around[key]

    def joining(self, state, h: int, last: str) -> list:
        """The jobs h could add to an action ending in `last` (`available_jobs`), once per
        decision: a move's banking (`bank`) and the steps of those jobs ask the same."""
        key = ("joining", h, last)
        got = self.around.get(key)
        if got is None:
            got = self.around[key] = self.g.available_jobs(state, h, last=last)[0]
        return got

    def step_gain(self, state, h: int, nb, kind: str, here: float) -> float:
        """How much better h stands on the tile nb than here, or pushing the wagon there."""
        pos = state.heroes[h].pos
        gain = self.frontier(state, nb, h=h) - here
        if pos == state.wagon and self.g.push_options(state, h, [step_option(nb[0], nb[1], kind)]):
            gain = max(gain, self.push_gain(state, pos, nb))
        return gain

    def buy_value(self, state, h: int, o) -> float:
        (_, ci), (_, slot) = o.args                  # a buy's arguments, by name: cost, slot
        v, price = self.card_buy(state, state.trade_row[slot], ci)
        for what, n in price:                         # what the plan saves for costs more
            if what is not None:
                v -= n * max(0.3, self.res_unit(state, h, what, -n))
            else:
                v -= 0.3 * n
        return v - 0.2 * state.day / 4

    def card_buy(self, state, inst: str, ci: int) -> tuple:
        """A trade card's worth to buy before its price, and its price (way `ci`) as (the
        resource whose worth it costs, or None: 0.3 a unit or card, amount), kept per card,
        way, plan and whether there is a wagon: a turn weighs every card of the trade row,
        and the row changes slowly."""
        d = self.g.defs[inst]
        wagon = state.wagon is not None
        key = (d.id, ci, wagon, state.mode == "versus" or state.mission)
        got = self.buys.get(key)
        if got is None:
            moves = any(j.last in B.KINDS for j in d.jobs)
            v = CARD_VALUE[d.cls] + (0.4 if moves or any(j.last == "reveal" for j in d.jobs) else 0.0)
            if moves and wagon:
                v += 1.0                              # the wagon waits for the slowest walker
            plan = self.plan(state)
            v += self.rail_card(state, d)
            saves = plan is not None and plan.want
            price = tuple((s.what if s.verb == "pay" and saves and s.what != "vp" else None, s.amount.value(0))
                          for s in d.cost[ci].steps if s.verb in ("pay", "discard"))
            got = self.buys[key] = (v, price)
        return got

    def attack_value(self, state, h: int, b: int | None = None) -> float:
        """Expected hits over the defenders' saves (b dice: the bandits here by default)."""
        g = self.g
        b = state.bandits.get(state.heroes[h].pos, 0) if b is None else b
        att = 0.0
        for o in g.available_jobs(state, h, fight=True)[0]:
            sk, sa, job = g.option_job(state, h, o)
            x = self.fight_x(state, h, job, sk, sa)
            att += sum((s.amount.value(x) * (DIE_MEAN if s.amount.dice else 1)) for s in job.steps if s.verb == "attack")
        return (att - b * DIE_MEAN) * 0.8 + (1.0 if att > b * DIE_MEAN else -1.0)

    def fight_x(self, state, h: int, job, sk: str, sa) -> int:
        """The x a fight job (from source kind `sk`, source `sa`) is counted at: 2, or what
        can be paid (a Revolver without wood attacks with nothing)."""
        return self.g.max_x(state, h, job, self.g.hand_without(state, h, sk, sa), 2) if job.uses_x else 0

    def wagon_attack_value(self, state, h: int) -> float:
        """Stop That Wagon: the VP the mission pays per point of damage times the damage
        to expect (hits above the guard's and riding bandits' saves, from the dice
        distribution: a strong hand often gets through where the means tie), less the
        riding bandits' strike back."""
        g = self.g
        fixed, dice = 0, 0
        for o in g.available_jobs(state, h, fight=True)[0]:
            sk, sa, job = g.option_job(state, h, o)
            x = self.fight_x(state, h, job, sk, sa)
            for s in job.steps:
                if s.verb == "attack":
                    n = s.amount.value(x)
                    dice, fixed = (dice + n, fixed) if s.amount.dice else (dice, fixed + n)
        on = g.c.missions[state.mission].on.get("wagon_damage")
        per = sum(s.amount.per_x for s in on.steps if s.verb == "gain" and s.what == "vp") if on else 0
        b = state.bandits.get(state.heroes[h].pos, 0)
        hits, saves = dice_sums(dice), dice_sums(WAGON_GUARD + b)
        damage = sum(ph * ps * max(0, fixed + i - j) for i, ph in enumerate(hits) for j, ps in enumerate(saves))
        return 1.2 * per * damage - 0.6 * b * DIE_MEAN - 0.3

    # ---- choices inside a job -----------------------------------------------------------------
    def _first(self, state, task, opts):
        return opts[0]

    def _character(self, state, task, opts):
        return max(opts, key=lambda o: self.fit(o["char"], state.mission))

    def fit(self, char: str, mission: str) -> float:
        """character_fit, worked out once per character and mission (content never changes)."""
        key = (char, mission)
        if key not in self.fits:
            self.fits[key] = character_fit(self.g, self.g.c.characters[char], self.g.c.missions[mission])
        return self.fits[key]

    def _x(self, state, task, opts):
        _, h, sk, sa, ji, _chain = task
        job = self.g.job_of(state, h, sk, sa, ji)
        # the rules offer every x from 0 to the largest h can pay (`max_x`)
        x = self.best_x(state, h, job, list(state.heroes[h].hand), sk, sa, len(opts) - 1)[1]
        return next((o for o in opts if o["n"] == x), opts[-1])

    def _res(self, state, task, opts):
        hero = state.heroes[task[1]]
        plan = self.plan(state)
        if plan is not None and plan.want:          # keep (or take) what the mission's plan saves for
            sign = -1 if task[2] == "pay" else 1
            worth = {o["r"]: self.res_unit(state, task[1], o["r"], 0 if sign > 0 else -1) for o in opts}
            return max(opts, key=lambda o: sign * worth[o["r"]] + 0.01 * sign * -hero.res[o["r"]])
        if task[2] == "pay":
            return max(opts, key=lambda o: (hero.res[o["r"]] - (1 if o["r"] == "food" else 0)))
        return min(opts, key=lambda o: hero.res[o["r"]] + (0.5 if o["r"] == "gold" else 0))

    def card_keep(self, inst: str, state, h: int) -> float:
        """A card's worth to keep, worked out once per card, mode and mission (its plan)."""
        key = (inst, state.mode, state.mission)
        got = self.keeps.get(key)
        if got is None:
            d = self.g.defs[inst]
            got = self.keeps[key] = CARD_VALUE[d.cls] + (0.5 if d.trade else 0.0) + self.rail_card(state, d)
        return got

    def rail_card(self, state, d) -> float:
        """A railway card's extra worth where the plan scores railways (a deck holds one
        Mallet: scrapping it, or not buying a hammer, ends the building)."""
        plan = self.plan(state)
        if plan is None or not plan.build + plan.build_west:
            return 0.0
        return plan.build + plan.build_west if d.id in self.rail_cards else 0.0

    def _cards(self, state, task, opts):
        h = task[1]
        if task[2] == "scrap":
            # a danger card goes first: scrapping it is a gain
            return min(opts, key=lambda o: self.card_keep(o["card"], state, h) - (5 if self.g.defs[o["card"]].is_danger else 0))
        return min(opts, key=lambda o: self.card_keep(o.args[0][1], state, h))   # a card option's one argument

    def _move(self, state, task, opts):
        h = task[1]
        hero = state.heroes[h]
        if self.bank(state, h):
            return next(o for o in opts if o.kind == "stop")
        best, score = None, self.frontier(state, hero.pos, h=h) + 0.01
        pushing = any(o.kind == "push" for o in opts)
        for o in opts:
            if o.kind not in ("step", "push"):
                continue
            (_, by), (_, x), (_, y) = o.args          # a step's or push's arguments, by name: by, x, y
            to = (x, y)
            v = self.frontier(state, to, h=h) - 0.02 * ("sail", "climb", "move").index(by)
            if o.kind == "push":                       # Precious Cargo: the pusher stays with the wagon
                v = score - 0.01 + self.push_gain(state, hero.pos, to) - 0.02 * ("sail", "climb", "move").index(by)
            elif pushing and to in state.up:           # a face-down tile is revealed from here (_enter)
                v -= 1.5
            if v > score:
                best, score = o, v
        return best or next(o for o in opts if o.kind == "stop")

    def bank(self, state, h: int) -> bool:
        """Keep the movement points for now when another movement job can join this
        action: points add up (a mountain needs 2) and are spent after the last job."""
        job = state.tasks[-2] if len(state.tasks) > 1 else None
        if job is None or job[0] != "job" or job[7] is not True:
            return False
        g = self.g
        last = g.job_of(state, h, job[2], job[3], job[4]).last
        for k, verb in enumerate(B.KINDS):
            if state.pool[k] and verb == last:
                for o in self.joining(state, h, verb):
                    if self.job_value(state, h, o) > 0:
                        return True
        return False

    def _trade(self, state, task, opts):
        return next(o for o in opts if o.kind == "done")

    def _pool(self, state, task, opts):
        return next(o for o in opts if o.kind == "done")

    def _trade_ask(self, state, task, opts):
        trade = state.tasks[-2]
        fair = state.mode != "versus" or trade[3] > trade[4]
        return next(o for o in opts if o.kind == ("accept" if fair else "refuse"))

    def _join(self, state, task, opts):
        return opts[0]

    def _who(self, state, task, opts):
        """Co-op turn order: the team keeps the seat order (the one the rules name)."""
        return next(o for o in opts if o["hero"] == task[2])

    def _join_fight(self, state, task, opts):
        """Help a teammate's attack; in versus the clearing scores for the attacker."""
        if state.mode == "versus":
            return next(o for o in opts if o.kind == "done")
        return best_of(self.values(state, task[1], opts, "fight"))

    def _enter(self, state, task, opts):
        """Step onto a revealed tile without bandits, but stay with a wagon to push."""
        to = task[2]
        guard = state.heroes[task[1]].pos == state.wagon and "wagon_pushed" in self.g.c.missions[state.mission].rules
        return opts[0] if not state.bandits.get(to) and not guard else opts[1]

    def _ride(self, state, task, opts):
        return min(opts, key=lambda o: o["x"] if o.kind == "ride" else state.heroes[task[1]].pos[0])

    def _reveal(self, state, task, opts):
        return min(opts, key=lambda o: (o["x"], abs(o["y"])))

    def _place_card(self, state, task, opts):
        inst = task[2]
        pile = "discard" if self.g.defs[inst].is_danger else "draw"
        return next(o for o in opts if o["pile"] == pile)

    def _day_end(self, state, task, opts):
        hero = state.heroes[task[1]]
        b = state.bandits.get(hero.pos, 0)
        for o in opts:
            if o.kind == "card":
                d = self.g.defs[o["card"]]
                limit = self.g.c.characters[hero.char].hand
                if b and d.cls == "fight" and len(hero.hand) < limit - 1:
                    continue
                return o
        return next(o for o in opts if o.kind == "done")


def estimate(game, state, player: int) -> float:
    """A versus rollout cut short: a softmax over the seats of VP, westward progress,
    resources and danger cards carried."""
    scores = []
    for h, hero in enumerate(state.heroes):
        danger = sum(1 for i in hero.hand + hero.draw + hero.discard if i in game.danger)
        worth = -0.25 * hero.pos[0] + 0.08 * sum(hero.res.values()) - 0.35 * danger if hero.alive else -20.0
        scores.append(0.9 * state.vp[h] + worth)
    top = max(scores)
    w = [math.exp(0.6 * (s - top)) for s in scores]
    mine = sum(w[h] for h, x in enumerate(state.heroes) if x.seat == player)
    return mine / sum(w)


def scored(game, state, player: int) -> float:
    """A rollout's worth to `player`: the result (co-op and solo: the team's, as their
    rollouts play to the end), or in versus `estimate` where it was cut short."""
    if state.mode == "versus" and game.result(state) is None:
        return estimate(game, state, player)
    return reward(game, state, player)


def by_state(easy, game, state, player: int, decision):
    """Rollouts ask the easy bot about the sampled state itself (already a re-deal of a
    view), skipping the view and the peek."""
    return easy.pick(state, decision)


def versus_action(view, decision) -> bool:
    """The decisions the flat search weighs: versus action choices."""
    return view.mode == "versus" and view.tasks[-1][0] == "turn"


def searched(view, decision) -> bool:
    """The decisions the tree search weighs: versus action choices; in co-op and solo
    every choice that steers the team (TEAM_SEARCHED), while a job's payments (x, which
    resource or card), where a bought card goes and the set-up stay easy's."""
    if view.mode == "versus":
        return versus_action(view, decision)
    return view.tasks[-1][0] in TEAM_SEARCHED


def mode_search(view) -> Search:
    """Hard's Search for the game's mode: versus weighs one action choice at a time against
    a rival, a team plans every choice together (docs/rules/deckwest.md, Bots)."""
    return SEARCH if view.mode == "versus" else TEAM


# flat: 24 rollouts per decision shared among the easy bot's best 4 actions, passing and
# ending the turn always weighed. Hard, versus: the same few paired in shared worlds, no
# tree below, the rounds halved onto the better 2, 84 iterations (a widening tree lost to
# flat, as in Wild Ride and Durango; docs/measurements.md, "Deck Goes West (versus): hard vs flat"), the easy
# bot's favourite keeping a near-tie within 0.04 (two seeds agree on 83 % of 30 positions,
# 67 % with none). Hard, co-op and solo: the tree over every choice that steers the team,
# rollouts to the end, 28 iterations (a third of versus': its rollouts play the game out)
SEARCH = Search(iterations=84, playouts=24, candidates=4, horizon=VERSUS_HORIZON, value=scored, policy=by_state,
                searched=searched, always=("pass", "end_turn"), root=4, depth=1, halving=0.5, edge=0.04,
                modes=mode_search)
TEAM = replace(SEARCH, iterations=28, horizon=TEAM_HORIZON, root=0, depth=0, halving=0.0, edge=0.0)
FLAT = replace(SEARCH, searched=versus_action, edge=0.0, modes=None)   # co-op and solo: the easy plan


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, flat=FLAT, **tuning)
