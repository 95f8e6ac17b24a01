"""Desperados bots: random, easy (a plan and one-look heuristics) and the shared search.

Easy marshal: shades where each desperado may be (tracking.towns_now, from his view
only), lays his card towards the town most likely to hold desperadoes after this move, and
sends the sheriffs to guard the coaches and the banks the gang can reach. Easy desperado:
the gang picks one bank to hold up at the fifth move (the latest mark of the turn, set by
whoever plans first, a human partner's mark included), walks a path that arrives there on
time, and means to join every coach or poker game it passes (a disc that finds too few
partners stays home, so meaning to costs nothing), unless the marshal could reach that
town this move: with the rulebook's timing a proof shown there brings him to arrest it.
After a proof each bot scores its cards again and changes only for a clearly better one:
the marshal goes to a proof one road away, a desperado adds a spare disc beside a partner's
or follows a changed plan.

The search (hard, expert, flat; core/ismcts.py says how simultaneous cards are searched)
samples worlds with `determinize` from the searcher's own view (the marshal's draws the
desperadoes' paths along the roads, weighted by their goals; a desperado's draws the
marshal's), plays easy rollouts (the easy bot reading a sight of the sampled state, not
a view) to the end of the turn and scores them by `gang_chance`. Marks and set-up are left
to the easy bot. docs/rules/desperados.md has the numbers.
"""
from __future__ import annotations

import math
from functools import cache, lru_cache
from itertools import repeat

from wildwest.core.bots import Bot, Search, best_first
from wildwest.core.levels import standard_bot

from .board import MOVES, SALOON
from .rules import DISC_ACTS, KEEP, TURNS, Desperados, play_option, quiet_step
from .tracking import proven_now, towns_now

PACE = 750                  # dollars per desperado per turn the easy gang makes (measured)
ACT_BONUS = {"brown": 3.0, "blue": 3.0, "poker": 1.2}
EXPOSED = 5.0               # a proof the marshal can reach: he comes and arrests
STAY = 0.25                 # after a proof, a new card must beat the one laid by this much
JITTER = 0.01               # the noise that settles equal scores (`jitter`)


def gang_chance(booty: int, target: int, gang: int, turns_left: int) -> float:
    """The desperadoes' chance to reach the target, from the booty and the turns left."""
    if turns_left <= 0:
        return 1.0 if booty >= target else 0.0
    expected = booty + PACE * gang * turns_left
    spread = 900 * math.sqrt(gang * turns_left)
    return 1 / (1 + math.exp(-(expected - target) / spread))


def turn_value(game, state, player: int) -> float:
    """A rollout played to the end of the turn: the chance `gang_chance` gives the seat's
    side (the desperadoes' or the marshal's)."""
    left = 0 if state.phase == "over" else TURNS - state.turn
    chance = gang_chance(state.booty, game.target(state), state.players - 1, left)
    return 1 - chance if player == state.marshal else chance


class _Sight:
    """What the easy bot reads of a seat's view, taken straight from a sampled state (the
    lists shared, not copied; the hand a tuple): a rollout builds no view, whose 37 fields
    and their copies were a fifth of a hard decision. The `paths` are the state's list of
    every seat's (a view's dict holds the seats it sees, the only ones the easy bot reads),
    the marshal's `marks` a shared empty dict (he never reads them), and the hand is worked
    out when first read (the marshal's sheriffs never read it)."""

    FIELDS = ("player", "players", "marshal", "turn", "move", "placing", "coach", "robbed", "pawn",
              "sheriffs", "lost", "laid", "shown", "proofs", "bank_towns", "bank_values", "paths",
              "laying", "marks", "hand")
    __slots__ = tuple(f for f in FIELDS if f != "hand") + ("_game", "_state", "_hand")

    def __init__(self, game: Desperados, state, player: int) -> None:
        marshal = state.marshal
        self.player, self.players, self.marshal = player, state.players, marshal
        self.turn, self.move, self.placing, self.proofs = state.turn, state.move, state.placing, state.proofs
        self.coach, self.robbed, self.pawn, self.sheriffs = state.coach, state.robbed, state.pawn, state.sheriffs
        self.lost, self.shown, self.laid = state.lost, state.shown, list(map(len, state.played))
        table = _TABLE[0]
        if table[0] is not state or table[1] != state.turn or table[2] != len(state.loot):
            table = _TABLE[0] = (state, state.turn, len(state.loot), _banks(tuple(state.banks.items())), 0, NO_TILES)
        banks = table[3]
        self.bank_towns = banks[0]
        if player == marshal:
            self.bank_values = banks[1]
            self.paths = state.path
            laying = state.committed[player]
            self.laying = NO_MARKS if laying is None else {player: laying}
            self.marks = NO_MARKS
        else:
            spied = state.spied
            if table[4] != len(spied):
                table = _TABLE[0] = table[:4] + (len(spied), _banks(tuple(spied.items()))[1])
            self.bank_values = table[5]
            seen, committed = _gang(state.players, marshal), state.committed
            self.paths = state.path
            self.laying = {p: committed[p] for p in seen if committed[p] is not None}
            self.marks = {p: m for p, m in enumerate(state.marks) if m}
        self._game, self._state, self._hand = game, state, None

    @property
    def hand(self) -> tuple:
        hand = self._hand
        if hand is None:
            hand = self._hand = self._game._hand(self._state, self.player)
        return hand


def by_sight(easy, game, state, player: int, decision):
    """The rollout policy: the easy bot's choice from its sight of the sampled state."""
    return easy.choose(_Sight(game, state, player), decision)


# flat: 48 rollouts per decision shared among the easy bot's best 4 options, whose
# favourite wins near-ties; hard, expert: the same 4 in shared worlds with no tree below
# them, the rounds halved onto the better 2, 640 iterations (a tree over every option at
# 160 lost to flat given its CPU, as in the other games; docs/architecture.md, Bots);
# every level: rollouts end with the turn
SEARCH = Search(iterations=640, playouts=48, candidates=4, edge=0.01, episode=lambda state: state.turn,
                value=turn_value, policy=by_sight, sight=_Sight, step=quiet_step, easy_only=("place", "mark"),
                root=4, depth=1, halving=0.5)


# The easy bots' scores before the noise and the public facts they read, by the facts
# (`EasyBot.remember`, `kept`): pure, so every easy bot shares one memo, and a search's
# rollout and ranking bots, the seats' searchers and the next decision find what another
# worked out.
MEMO: dict = {}


class EasyBot(Bot):
    level = "easy"

    def __init__(self, game: Desperados, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.g = game
        self.b = game.board
        self.memo = MEMO
        # a sight's state, turn and move with its sheriffs' goals (and pulls), the spots they
        # read and the count of cards shown then: while the state, turn and move stand, the
        # spots change only when a proof is shown (one more card shown)
        self.moving: tuple = (None, 0, 0, None, None, 0)

    def choose(self, view, decision):
        """`scores`' first best, without their list: each (score, option) to be noised gets
        its noise in turn, as `scores` draws it (a rollout chooses at every step)."""
        noised, plain = self._scored(view, decision)
        rng = self.rng.random
        best, top = None, -math.inf
        for s, o in noised:
            s += JITTER * rng()
            if s > top:
                best, top = o, s
        for s, o in plain:
            if s > top:
                best, top = o, s
        return best

    def rank(self, view, decision) -> list:
        """Every option, best first (the first is `choose`'s)."""
        return best_first(self.scores(view, decision))

    def scores(self, view, decision) -> list:
        """(score, option) for every option; higher is better."""
        return _noised(*self._scored(view, decision), self.rng.random)

    def _scored(self, view, decision) -> tuple:
        """(the (score, option) pairs that take the noise, `jitter`, drawn in their order,
        then those that take none), in the decision's order."""
        options = decision.options
        kind = options[0].kind
        if kind == "place":
            return (), self._place(view, options)
        if kind == "keep":
            return (), self._reconsider(view, options)
        entry = _PARTS.get(id(options)) or _entry(options)
        if kind == "sheriff":
            return self._sheriff(view, options, entry[1])
        return self._card(view, entry)

    def _card(self, view, entry: tuple) -> tuple:
        """A card's scores (as `_scored`) from `_entry`'s (options, parts, offers marks)."""
        if view.player == view.marshal:
            return self._marshal_card(view, entry[1])
        return self._desperado_card(view, *entry)

    def _reconsider(self, view, options):
        """After a proof: the card laid scored again beside the others, with a margin to keep it."""
        ranked = _noised(*self._card(view, _laid_again(options, view.laying[view.player])), self.rng.random)
        return [(ranked[0][0] + STAY, KEEP)] + ranked[1:]

    def jitter(self) -> float:
        return JITTER * self.rng.random()

    # ---- shared reading of the view -------------------------------------------------------
    def gang(self, view) -> tuple:
        return _gang(view.players, view.marshal)

    def possible(self, view, p: int, extra: int = 0) -> frozenset:
        """The towns desperado p may be in after its laid cards (+ extra), as the marshal sees."""
        shown = view.shown[p]
        return towns_now(view.pawn[p], view.laid[p] + extra, tuple(sorted(shown.items())) if shown else (),
                         tuple(view.lost[p]))

    def threat(self, view, extra: int) -> dict:
        """Town -> expected desperadoes there (each spread evenly over its possible towns).
        Shared from the memo: read it, never change it."""
        spots = self.spots(view, extra)
        return self.remember(("threat", spots), _heat, spots)

    def spots(self, view, extra: int) -> tuple:
        """Each desperado's possible towns (`possible`), in seat order: the marshal's every
        decision asks, so `possible` is written out here without a call per desperado."""
        pawn, laid, shown, lost = view.pawn, view.laid, view.shown, view.lost
        return tuple([towns_now(pawn[p], laid[p] + extra, tuple(sorted(shown[p].items())) if shown[p] else (),
                                tuple(lost[p])) for p in _gang(view.players, view.marshal)])

    def remember(self, key, work, *args):
        """The memo's entry for `key`, made by `work(*args)` the first time (rollouts ask
        again and again from the same public facts; no closure to make at every ask)."""
        found = self.memo.get(key)
        if found is None:
            if len(self.memo) > 50_000:
                self.memo.clear()
            found = self.memo[key] = work(*args)
        return found

    def kept(self, key, parts: tuple, work, *args):
        """`remember` for scores before the noise, whose key holds `id(parts)`: the entry
        keeps its parts, so an id a later tuple takes over is never mistaken for them."""
        found = self.memo.get(key)
        if found is None or found[0] is not parts:
            if len(self.memo) > 50_000:
                self.memo.clear()
            found = self.memo[key] = (parts, work(*args))
        return found[1]

    # ---- set-up ------------------------------------------------------------------------------
    def _place(self, view, options):
        b = self.b
        if view.player == view.marshal:
            if view.placing == 0:        # the marshal: the best-connected town
                return [(len(b.nbrs[o["town"]]) + self.jitter(), o) for o in options]
            taken = set(view.sheriffs)
            wanted = [view.coach[0]] + sorted(b.banks, key=lambda t: -len(b.nbrs[t]))
            goal = next(t for t in wanted if t not in taken)
            return [((5.0 if o["town"] == goal else 0.0) + self.jitter(), o) for o in options]
        law = set(view.sheriffs) | {view.pawn[view.marshal]}

        def score(t):
            near = min(b.dist[t, x] for x in law)
            return min(near, 3) + 0.3 * len(b.nbrs[t]) + self.rng.random()
        return [(score(o["town"]), o) for o in options]

    # ---- the marshal ---------------------------------------------------------------------------
    def _sheriff(self, view, options, parts):
        """The sheriffs pulled to the goals (`_goals`, kept by the facts they read, with each
        sheriff's pulls beside them); a sight's later sheriffs of a move take their first's
        goals: nothing those goals read changes while the sheriffs move (`moving`)."""
        i = options[0]["sheriff"]
        state = view._state if type(view) is _Sight else None
        moving = self.moving
        if i and state is not None and moving[0] is state and moving[1] == view.turn and moving[2] == view.move:
            goals, pulled = moving[3]
        else:
            banks = tuple(view.bank_towns)
            spots = self.spots(view, 1)
            key = ("goals", spots, view.move, tuple(view.coach), tuple(view.robbed), banks,
                   tuple(map(view.bank_values.get, banks, repeat(1500))))
            goals, pulled = entry = self.remember(key, self._guarded, view)
            self.moving = (state, view.turn, view.move, entry, spots, sum(map(len, view.shown)))
        taken = tuple(view.sheriffs[:i])
        found = pulled.get((taken, id(parts)))
        if found is None or found[0] is not parts:        # the pulls keep their parts, as `kept`
            found = pulled[taken, id(parts)] = (parts, self._pulls(goals, taken, parts))
        return found[1], ()

    def _guarded(self, view) -> tuple:
        """(`_goals`, the pulls kept beside them: none yet)."""
        return self._goals(view, self.threat(view, 1)), {}

    def _pulls(self, goals: list, taken: tuple, parts: tuple) -> list:
        """(pull, option): how hard the heaviest goal no earlier sheriff holds pulls each
        option's town, before the noise."""
        dist = self.b.dist
        free = [(w, t) for w, t in goals if t not in taken] or goals
        out = []
        for o, _, t, _ in parts:
            best = 0.0
            for w, g in free:           # heaviest first: a lighter goal cannot pull harder than w
                if w <= best:
                    break
                pull = w / (1 + dist[t, g])
                if pull > best:
                    best = pull
            out.append((best, o))
        return out

    def _goals(self, view, heat) -> list:
        """(weight, town) of the coaches and banks the sheriffs should guard, heaviest first:
        the same for every sheriff of a move."""
        b = self.b
        late = view.move / MOVES
        goals = []
        for c, town in enumerate(view.coach):
            if town is not None and not view.robbed[c]:
                goals.append((2.0 * (0.5 + sum(map(heat.get, (town,) + b.nbrs[town], repeat(0)))), town))
        for town in view.bank_towns:
            value = view.bank_values.get(town, 1500) / 2000
            reach = sum(map(heat.get, b.near[town, MOVES - view.move], repeat(0)))
            goals.append((value * (0.3 + late) * (0.3 + reach), town))
        goals.sort(reverse=True)
        return goals

    def _marshal_card(self, view, parts):
        me = view.player
        here = view.paths[me][-1] if view.paths[me] else view.pawn[me]
        moving = self.moving
        if type(view) is _Sight and moving[0] is view._state and moving[1] == view.turn and \
                moving[2] == view.move and moving[5] == sum(map(len, view.shown)):
            spots = moving[4]           # the sheriffs' of this move: no proof shown since
        else:
            spots = self.spots(view, 1)
        return self.kept(("marshal", spots, here, view.move, id(parts)), parts, self._marshal_base, view, here, parts), ()

    def _marshal_base(self, view, here: str, parts: tuple) -> list:
        """(score, option) of the marshal's cards before the noise: the desperadoes
        expected where the card leads and a quarter of those one road on."""
        nbrs = self.b.nbrs
        heat = self.threat(view, 1)
        left = MOVES - view.move
        out = []
        for o, _, card, _ in parts:
            dest = here if card == SALOON else card
            near = sum(map(heat.get, nbrs[dest], repeat(0))) if left else 0.0
            saloon_cost = 0.15 if card == SALOON and left >= 2 else 0.0
            out.append((heat.get(dest, 0.0) + 0.25 * near - saloon_cost, o))
        return out

    # ---- the desperadoes --------------------------------------------------------------------------
    def team_target(self, view) -> str | None:
        """The gang's plan this turn: the latest mark any desperado made this turn."""
        turn, best, late, first = view.turn, None, -1, 0
        for p, m in view.marks.items():     # a later move's mark, else the lowest seat's
            if m[1] == turn and (m[2] > late or m[2] == late and p < first):
                best, late, first = m[0], m[2], p
        return best

    def pick_target(self, view) -> str:
        gang = self.gang(view)
        here = tuple(view.paths[p][-1] if view.paths[p] else view.pawn[p] for p in gang)
        towns = view.bank_towns
        key = ("target", view.move, here, tuple(tuple(view.lost[p]) for p in gang), tuple(view.sheriffs),
               tuple(towns), tuple(view.bank_values.get(t) for t in towns))
        rng = self.rng.random
        best, best_score = None, -1e9
        for town, base in self.remember(key, self._target_scores, view, gang, here):
            score = base + rng()
            if score > best_score:
                best, best_score = town, score
        return best or view.coach[0]

    def _target_scores(self, view, gang: tuple, here: tuple) -> list:
        """(bank town, score before the noise): its tile against the desperadoes able to
        reach it by the fifth move and the sheriffs beside it, less the roads to go."""
        b = self.b
        left = MOVES - view.move + 1
        unknown = 1900
        out = []
        for town in view.bank_towns:
            able = sum(1 for p, h in zip(gang, here)
                       if town not in view.lost[p] and b.dist[h, town] <= left)
            law = sum(1 for s in view.sheriffs if b.dist[s, town] <= 1)
            value = view.bank_values.get(town, unknown)
            out.append((town, value / 1000 * (able - 0.8 * law) - 0.2 * sum(b.dist[h, town] for h in here)))
        return out

    def _desperado_card(self, view, options, parts, marked: bool):
        me = view.player
        target = self.team_target(view)
        if marked and (target is None or target not in view.bank_towns):     # none, or its bank lost
            goal = self.pick_target(view)
            if goal != target:
                return (), [(1.0 if o.kind == "mark" and o["town"] == goal else 0.0, o) for o in options]
        target = target or self.pick_target(view)
        here = view.paths[me][-1] if view.paths[me] else view.pawn[me]
        saloon_left = SALOON in view.hand
        partners = NOTHING
        for p, (_, a) in view.laying.items():
            if a and p != me:           # a partner's act (most cards have none)
                partners = frozenset((c, a) for p, (c, a) in view.laying.items() if p != me and a)
                break
        at = view.move - 1
        shown = NOTHING
        for cards in view.shown:
            if at in cards:             # a proof of this move (most moves have none)
                shown = frozenset(proven_now(view).values())
                break
        spied = tuple(view.bank_values) if view.move <= 2 else None
        law = self.possible(view, view.marshal) if view.proofs == "during" else None
        return self.kept(("card", here, target, view.move, saloon_left, partners, shown, spied, law, id(parts)),
                         parts, self._desperado_base, view, parts, here, target, saloon_left, partners, shown)

    def _desperado_base(self, view, parts, here: str, target: str, saloon_left: bool, partners: frozenset,
                        shown: frozenset) -> tuple:
        """(scores before the noise, the marks' scores): the desperado's cards as (score,
        option) in the decision's order, then its marks with their -10 (no noise), as the
        rules list them: last. Reads, beside its arguments, the move, the spied banks and
        the marshal's possible towns (`exposure`)."""
        b = self.b
        left = MOVES - view.move            # moves after this one
        roads, dist = b.nbrs[here], b.dist
        exposed: dict = {}
        head, tail = [], []
        for o, kind, card, act in parts:
            if kind == "mark":
                tail.append((-10.0, o))
                continue
            dest = here if card == SALOON else card
            if card != SALOON and card not in roads:
                head.append((-50.0, o))      # forced impossible move
                continue
            d = dist[dest, target]
            spare = (1 if saloon_left and card != SALOON else 0)
            if d > left:
                s = -5.0 - d
            elif dest == target and left > 0 and not (spare and left == 1):
                s = -3.0                              # there too early: its card is spent
            else:
                s = 2.0 - 0.4 * abs(left - d - (0.5 if spare else 0))
            if act in DISC_ACTS:
                s += ACT_BONUS[act] + (1.0 if (card, act) in partners else 0.0)
            elif act == "spy":
                s += 0.3 if dest not in view.bank_values and view.move <= 2 else -1.0
            if act is not None or dest in shown:
                if dest not in exposed:
                    exposed[dest] = self.exposure(view, dest)
                s -= EXPOSED * exposed[dest]
            if card == SALOON and left >= 3:
                s -= 0.5
            head.append((s, o))
        return head, tuple(tail)

    def exposure(self, view, town: str) -> float:
        """The share of the marshal's possible towns from which one card brings him to `town`
        in this move: what a proof shown there risks (none when proofs wait for every card)."""
        if view.proofs != "during":
            return 0.0
        here = self.possible(view, view.marshal)
        return self.remember(("exposure", here, town), _reach_share, self.b.nbrs, here, town)


@cache
def _gang(players: int, marshal: int) -> tuple:
    """The desperadoes' seats: every bot decision of a rollout asks."""
    return tuple(p for p in range(players) if p != marshal)


NO_TILES: dict = {}
NO_MARKS: dict = {}         # the marshal's sight: no marks, and no card laid yet (read only)
NOTHING: frozenset = frozenset()     # no proof of this move, no partner's act
# The last sight's state with its banks, kept while nothing can change them: its turn and
# loot (a hold-up adds to the loot), the banks' `_banks`, and the count of banks spied
# with the gang's `_banks` of them (a spy adds a bank; a bank's tile stays while no hold-up).
# One tuple, replaced whole: a search on another thread can only make it work them out again.
_TABLE: list = [(None, 0, 0, None, 0, NO_TILES)]


@lru_cache(maxsize=1024)
def _banks(tiles: tuple) -> tuple:
    """(the bank towns with a tile, sorted; town -> tile of those) from (town, tile) pairs:
    a sight reads them at every step, from a few distinct tables. Shared: read them, never
    change them."""
    return sorted(t for t, v in tiles if v is not None), {t: v for t, v in tiles if v is not None}


_PARTS: dict = {}


def _entry(options: tuple) -> tuple:
    """(options, `_part` of every option, does it offer marks: may a desperado's plan be set
    now?), worked out once per options tuple: the rules build each decision once and share
    it, and rollouts score the same ones again and again. Keyed by the tuple's id, which
    stays its own while the entry keeps the tuple."""
    found = _PARTS.get(id(options))         # `scores` looks first, without a call
    if found is None:
        if len(_PARTS) > 20_000:
            _PARTS.clear()
        found = _PARTS[id(options)] = (options, tuple(map(_part, options)), any(o.kind == "mark" for o in options))
    return found


def _laid_again(options: tuple, laid: tuple) -> tuple:
    """`_entry` of a keep decision's options with the card laid, `laid` (card, act), in place
    of KEEP: what `_reconsider` scores, kept per options and card as `_entry` (a fresh
    tuple at every step would miss the memo of the scores, keyed by the parts' id)."""
    key = (id(options), laid)
    found = _PARTS.get(key)
    if found is None or found[0] is not options:
        if len(_PARTS) > 20_000:
            _PARTS.clear()
        again = (play_option(*laid),) + tuple(options[1:])
        found = _PARTS[key] = (options, _entry(again))
    return found[1]


@cache
def _part(o) -> tuple:
    """(option, kind, its card or town, its act): what the scores read of an option, kept
    per option (the rules make each once)."""
    return o, o.kind, o.get("card", o.get("town")), o.get("act")


def _noised(noised, plain, rng) -> list:
    """`EasyBot._scored`'s pairs as scores: the first with their noise, in turn."""
    out = [(s + JITTER * rng(), o) for s, o in noised]
    out += plain
    return out


def _reach_share(nbrs: dict, here: frozenset, town: str) -> float:
    """The share of the towns `here` that are `town` or one road from it."""
    return sum(1 for t in here if t == town or town in nbrs[t]) / len(here)


def _heat(spots: tuple) -> dict:
    """Town -> expected desperadoes there, each spread evenly over its possible towns."""
    heat: dict = {}
    for towns in spots:
        share = 1 / len(towns)
        for t in towns:
            heat[t] = heat.get(t, 0.0) + share
    return heat


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, **tuning)
