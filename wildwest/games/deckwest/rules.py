"""Deck Goes West (rulebook 004): travel west playing jobs from a deck, day after night.

The state rests at a decision. What the rules do next is a stack of task tuples
(`state.tasks`, top = last): a day pushes the turns, the day's end and the night; a job
pushes itself ("job", hero, source kind, source, job index, next step, x, may chain) and,
for a step that needs a choice, that choice's task above it. `_settle` runs tasks that
need nobody until one does, and caches its Decision. Jobs come from cards, characters,
tiles, the mission card, trade-row costs and scoring triggers, and every one of them is
run by the same interpreter (`_t_job`) over the step vocabulary of content.py.

Every decision taken where the rulebook is silent is in docs/rules/deckwest.md.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from wildwest.core.engine import (
    ConfigChoice,
    Decision,
    Event,
    Game,
    Option,
    Result,
    ScoreBreakdown,
    ScoreRow,
    names_and,
    tie_rule,
)

from . import board as B
from .content import RESOURCES, VP_SOURCES, Job, card_of, content, job_text
from .options import DONE, END_TURN, PASS, ROLL, STOP, card_option, job_option, step_option, tile_option, value_option
from .phases import Phases
from .state import DeckWestState, Hero, clone_state
from .together import Together
from .wagon import Wagons

TRADE_ROW = 5
MAX_X = 12
ACTION_CAP = 40            # actions a hero may take in one day (a loop guard, see docs)
DIES = {"d20": 20, "d12": 12, "d10": 10, "d8": 8}
DEALT = "dealt"             # the characters option's value for a random deal (difficulty 1)
LAST_STEP = {"place": "a place", "pay": "a payment", "gain": "a gain", "draw": "a draw", "discard": "a discard",
             "scrap": "a scrap", "take": "taking a card", "move": "a move", "climb": "a climb", "sail": "sailing",
             "ride": "a train ride", "reveal": "a reveal", "build": "building", "attack": "an attack",
             "defend": "a defence", "feed": "feeding a village"}     # a step's icon in a prompt's words
DEFAULT_MISSION = {"versus": "discovery", "coop": "speed_of_the_slowest", "solo": "new_world"}
START_UP = [(-1, -1), (0, -1), (-1, 0), (0, 0), (-1, 1), (0, 1)]
START_DOWN = [(-1, -2), (0, -2), (-2, -1), (-2, 0), (-2, 1), (-1, 2), (0, 2)]


def board_label(board) -> str:
    """A score board as set-up names it: how long it lasts, its goal, its bandit rolls."""
    rolls = [sec[4] for sec in board.sections]
    return f"{board.id}: {board.lose} nights, {board.win} VP to win, {min(rolls)}-{max(rolls)} bandit rolls"


@dataclass
class DeckWestView:
    """What one seat sees: the whole face-up map with bandits, rails, the wagon and the
    back star of every face-down tile (not its identity); every hero's resources, meeple,
    discard pile and card counts; its own heroes' hands and draw piles (the draw pile as a
    sorted list, never its order); for the other heroes, the cards in hand and draw pile
    together, sorted (every card a player gains or loses is public, where it lies is not);
    the trade row, pile sizes, the tracker, the scores and the task stack."""

    player: int | None
    players: int
    mode: str
    mission: str
    board: str
    die: int
    heroes: list          # of dict
    vp: list
    vp_from: list         # per score token: {source: VP} (public, as every score is)
    tracker: int
    trade_row: list
    trade_deck_count: int
    trade_discard: list
    pain_count: int
    pain_discard: list
    ex_count: int
    ex_discard: list
    removed: list
    tiles: dict           # face-up (x, y) -> tile id
    backs: dict           # face-down (x, y) -> back star
    land_count: int
    land_out: list
    bandits: dict
    rails: list
    fed: list
    wagon: tuple | None
    west_reveal: int
    west_build: int | None
    day: int
    phase: str
    p1: int
    in_play: list
    pool: list
    topup: tuple
    fight: list
    coop: list
    tasks: list
    winners: list
    end: str


class DeckWest(Phases, Together, Wagons, Game):
    name = "deckwest"
    title = "Deck Goes West"
    min_players = 1
    max_players = 5             # the box holds meeples for five ("2 per player")
    blurb = ("Play jobs from your deck to travel west, reveal land and build railways, "
             "while bandits gather every night: versus, co-op or solo.")

    def __init__(self) -> None:
        c = self.c = content()
        self.options = (
            ConfigChoice("mode", "Mode", ("versus", "coop", "solo"), "versus",
                         ("Versus", "Co-op", "Solo (two characters)")),
            ConfigChoice("mission", "Mission", tuple(m for m, x in c.missions.items() if x.playable),
                         "discovery", tuple(x.name for x in c.missions.values() if x.playable)),
            ConfigChoice("board", "Score board", tuple(c.boards), "A",
                         tuple(board_label(b) for b in c.boards.values())),
            ConfigChoice("difficulty", "Bandit die", tuple(DIES), "d20",
                         ("d20 (easiest)", "d12", "d10", "d8 (hardest)")),
            ConfigChoice("characters", "Characters", ("1", "2", "3", DEALT), "1",
                         ("Difficulty 1, each player chooses", "Difficulty 2, each player chooses",
                          "Difficulty 3, each player chooses", "Difficulty 1, dealt at random")),
        )
        self.defs = {}
        for pile in ("starter", "trade", "pain", "exhaustion"):
            for inst in c.instances(pile):
                self.defs[inst] = c.cards[card_of(inst)]
        self.danger = frozenset(i for i, d in self.defs.items() if d.is_danger)
        self._needs_memo: dict = {}
        self._auto = {
            "day": self._t_day, "next": self._t_next, "action_end": self._t_action_end,
            "job": self._t_job, "resolve_fight": self._t_resolve_fight, "night": self._t_night,
            "tracker": self._t_tracker, "shift": self._t_shift, "ex": self._t_ex,
            "night_attacks": self._t_night_attacks, "bandit_attack": self._t_bandit_attack,
            "resolve_night": self._t_resolve_night, "bandit_move": self._t_bandit_move,
            "remove": self._t_remove, "appear": self._t_appear, "night_end": self._t_night_end,
            "coop_roll": self._t_coop_roll, "wagon_raid": self._t_wagon_raid,
            "resolve_wagon": self._t_resolve_wagon,
        }
        self._decide = {
            "character": self._d_character,             # set-up: each seat chooses a character
            "turn": self._d_turn, "chain": self._d_chain, "x": self._d_x, "res": self._d_res,
            "cards": self._d_cards, "move": self._d_move, "enter": self._d_enter,
            "ride": self._d_ride, "reveal": self._d_reveal, "fight": self._d_fight,
            "defend": self._d_fight, "join_fight": self._d_fight, "place_card": self._d_place,
            "day_end": self._d_day_end,
            "join": self._d_join, "trade": self._d_trade, "trade_ask": self._d_trade_ask, "pool": self._d_pool,
            "fighter": self._d_fighter, "who": self._d_who,
        }
        self._choose = {
            "character": self._c_character,
            "turn": self._c_turn, "chain": self._c_chain, "x": self._c_x, "res": self._c_res,
            "cards": self._c_cards, "move": self._c_move, "enter": self._c_enter,
            "ride": self._c_ride, "reveal": self._c_reveal, "fight": self._c_fight,
            "defend": self._c_fight, "join_fight": self._c_fight, "place_card": self._c_place,
            "day_end": self._c_day_end,
            "join": self._c_join, "trade": self._c_trade, "trade_ask": self._c_trade_ask, "pool": self._c_pool,
            "fighter": self._c_fighter, "who": self._c_who,
        }

    # ---- configuration -------------------------------------------------------------------
    def configure(self, config: dict | None) -> dict:
        """Versus is the default for 2-5 players, solo is required for 1; the mission
        defaults to the mode's recommended first mission and must be one of that mode's;
        the score board defaults to the mission's first and must be one it lists; the
        characters' difficulty must have a character for everyone."""
        config = dict(config or {})
        players = config.setdefault("players", 2)
        mode = config.setdefault("mode", "solo" if players == 1 else "versus")
        if mode in DEFAULT_MISSION:
            config.setdefault("mission", DEFAULT_MISSION[mode])
        mission = config.get("mission")
        if isinstance(mission, str) and mission in self.c.missions:
            config.setdefault("board", self.c.missions[mission].boards[0])
        config = super().configure(config)
        if (players == 1) != (mode == "solo"):
            raise ValueError("Deck Goes West: solo is for 1 player (who plays two characters), "
                             f"versus and co-op for 2-{self.max_players}")
        mission = self.c.missions[config["mission"]]
        allowed = ("coop", "solo") if mode == "solo" else (mode,)
        if mission.mode not in allowed:
            raise ValueError(f"Deck Goes West: {mission.name} is not a {mode} mission")
        if config["board"] not in mission.boards:
            raise ValueError(f"Deck Goes West: {mission.name} is played on score board "
                             f"{' or '.join(mission.boards)}, not {config['board']}")
        level = 1 if config["characters"] == DEALT else int(config["characters"])
        offered = sum(1 for ch in self.c.characters.values() if ch.difficulty == level)
        wanted = self.hero_count(players, mode, mission.id)
        if wanted > offered:
            raise ValueError(f"Deck Goes West: only {offered} characters have difficulty {level}, "
                             f"too few for {wanted}")
        return config

    def saved_config(self, config: dict) -> dict:
        """Saves written before characters were chosen dealt them at random from difficulty 1
        (and played on the mission's first board, still the default)."""
        return config if "characters" in config else dict(config, characters=DEALT)

    def hero_count(self, players: int, mode: str, mission: str) -> int:
        """Characters in play: one per seat, two in solo, one with two meeples in Double Trouble."""
        if "one_character_two_meeples" in self.c.missions[mission].rules:
            return 1
        return 2 if mode == "solo" else players

    def seat_names(self, config):
        return [f"Player {i + 1}" for i in range(config["players"])]

    def turn_count(self, state) -> int:
        return state.day

    def hero_name(self, state, h: int) -> str:
        return self.c.characters[state.heroes[h].char].name

    def seat_label(self, state, player):
        names = [self.hero_name(state, h) for h, x in enumerate(state.heroes) if x.seat == player]
        return " & ".join(names) or f"Player {player + 1}"

    def card_name(self, inst: str) -> str:
        return self.defs[inst].name

    def token(self, state, h: int) -> int:
        return h if state.mode == "versus" else 0

    # ---- set-up ---------------------------------------------------------------------------
    def _new_game(self, config, rng):
        c = self.c
        mission = c.missions[config["mission"]]
        n = config["players"]
        heroes_n = self.hero_count(n, config["mode"], mission.id)
        dealt = config["characters"] == DEALT
        if dealt:
            chars = [k for k, ch in c.characters.items() if ch.difficulty == 1]
            rng.shuffle(chars)
        tiles = list(c.tiles)
        rng.shuffle(tiles)
        trade = c.instances("trade")
        rng.shuffle(trade)
        pain, ex = c.instances("pain"), c.instances("exhaustion")
        rng.shuffle(pain)
        rng.shuffle(ex)
        state = DeckWestState(
            rng=rng, players=n, mode=config["mode"], mission=mission.id, board=config["board"],
            die=DIES[config["difficulty"]], heroes=[], vp=[0] * (heroes_n if config["mode"] == "versus" else 1),
            trade_deck=trade, pain_deck=pain, ex_deck=ex, removed=c.instances("starter"))
        state.vp_from = [{} for _ in state.vp]
        if dealt:
            for cid in chars[:heroes_n]:
                self._add_hero(state, cid)
        state.trade_row = [state.trade_deck.pop() for _ in range(TRADE_ROW)]
        for pos in START_UP:
            state.tiles[pos] = tiles.pop()
            state.up.add(pos)
        for pos in START_DOWN:
            if self.on_map(state, pos):
                state.tiles[pos] = tiles.pop()
        state.land_deck = tiles
        state.west_reveal = -1
        if config["mode"] != "versus":
            state.tracker = max(0, heroes_n - 2)          # co-op: 1 space per player above 2
        state.tasks = [("day",)]
        self._set_up_wagon(state, [])
        if not dealt:
            state.tasks += [("character", h, int(config["characters"])) for h in reversed(range(heroes_n))]
        self._settle(state, [])
        return state

    def _add_hero(self, state, cid: str) -> None:
        """Seat the next character with the resources and starter cards on the back of its
        card (the starter copies are taken from those out of play), its deck shuffled."""
        ch = self.c.characters[cid]
        h = len(state.heroes)
        hero = Hero(cid, 0 if state.mode == "solo" else h, dict(ch.resources), (0, 0))
        for card, k in ch.deck.items():
            for _ in range(k):
                i = max(j for j, inst in enumerate(state.removed) if card_of(inst) == card)
                hero.draw.append(state.removed.pop(i))
        state.rng.shuffle(hero.draw)
        if "one_character_two_meeples" in self.rules(state):
            hero.spare = (0, 0)
        state.heroes.append(hero)

    def candidates(self, level: int, taken) -> list[str]:
        """The characters of that difficulty not taken yet (a table asks with its view's)."""
        return [k for k, ch in self.c.characters.items() if ch.difficulty == level and k not in taken]

    def _d_character(self, state, task):
        _, h, level = task
        seat = 0 if state.mode == "solo" else h
        pair = state.mode == "solo" and self.hero_count(state.players, state.mode, state.mission) == 2
        options = [value_option("character", char=k) for k in self.candidates(level, [x.char for x in state.heroes])]
        return (seat, Decision(f"Player {seat + 1}: choose your {('first ', 'second ')[h] if pair else ''}character",
                               tuple(options)))

    def _c_character(self, state, task, option, events) -> None:
        state.tasks.pop()
        self._add_hero(state, option["char"])
        h = len(state.heroes) - 1
        events.append(Event("character", f"Player {state.heroes[h].seat + 1} chooses {self.hero_name(state, h)}.",
                            {"hero": h, "char": option["char"]}))

    # ---- the task machine -------------------------------------------------------------------
    def settle(self, state) -> list[Event]:
        """Run every task that needs no choice; call after editing a state by hand."""
        events: list[Event] = []
        self._settle(state, events)
        return events

    def _settle(self, state, events) -> None:
        tasks, decide, auto = state.tasks, self._decide, self._auto
        while tasks and not state.end:
            task = tasks[-1]
            chooser = decide.get(task[0])
            if chooser is not None:
                found = chooser(state, task)
                if found is not None:
                    state._pend = found
                    return
                tasks.pop()
                continue
            auto[task[0]](state, task, events)
        state._pend = None

    def pending(self, state) -> dict[int, Decision]:
        if not hasattr(state, "_pend"):
            self._settle(state, [])
        pend = state._pend
        return {pend[0]: pend[1]} if pend else {}

    def _apply(self, state, player, option) -> list[Event]:
        events: list[Event] = []
        task = state.tasks[-1]
        self._choose[task[0]](state, task, option, events)
        self._settle(state, events)
        return events

    def _ask(self, state, h: int, prompt: str, options, blocked=()) -> tuple:
        who = self.hero_name(state, h)
        return (state.heroes[h].seat, Decision(f"{who}: {prompt}", tuple(options), tuple(blocked)))

    # ---- small helpers ------------------------------------------------------------------------
    def tile_at(self, state, pos):
        tid = state.tiles.get(pos)
        return self.c.tiles[tid] if tid is not None else None

    def places(self, state, pos) -> frozenset:
        if pos not in state.up:
            return frozenset()
        return self.c.tiles[state.tiles[pos]].places

    def is_type(self, inst: str, kind: str) -> bool:
        d = self.defs[inst]
        if kind == "item":
            return not d.is_danger
        if kind == "danger":
            return d.is_danger
        return d.cls == kind or d.id == kind

    def _roll(self, state, n: int, why: str, events, die=B.JOB_DIE) -> tuple[int, list]:
        faces = [state.rng.choice(die) for _ in range(n)] if die is B.JOB_DIE else \
                [state.rng.randint(1, die) for _ in range(n)]
        total = sum(faces) if die is B.JOB_DIE else 0
        if n:
            shown = ", ".join(map(str, faces))
            events.append(Event("roll", f"{why}: {n} {'job ' if die is B.JOB_DIE else ''}"
                                        f"{'die' if n == 1 else 'dice'} roll {shown}"
                                + (f" ({total} success{'es' if total != 1 else ''})." if die is B.JOB_DIE else "."),
                                {"faces": faces, "die": "job" if die is B.JOB_DIE else f"d{die}",
                                 "successes": total}, reveal=True))
        return total, faces

    def _draw(self, state, h: int, n: int, events) -> list[str]:
        hero = state.heroes[h]
        got = []
        for _ in range(n):
            if not hero.draw:
                if not hero.discard:
                    break
                hero.draw, hero.discard = hero.discard, []
                state.rng.shuffle(hero.draw)
                events.append(Event("shuffle", f"{self.hero_name(state, h)} shuffles the discard pile "
                                               f"({len(hero.draw)} cards) into a new draw pile.",
                                    {"hero": h, "count": len(hero.draw)}, reveal=True))
            got.append(hero.draw.pop())
        hero.hand += got
        if got:
            names = ", ".join(self.card_name(i) for i in got)
            events.append(Event("draw", f"You draw {names}.", {"hero": h, "cards": list(got)},
                                to=hero.seat, reveal=True))
            events.append(Event("draw_count", f"{self.hero_name(state, h)} draws {len(got)} "
                                              f"card{'s' if len(got) != 1 else ''}.",
                                {"hero": h, "count": len(got), "public_of": hero.seat}))
            limit = self.c.characters[hero.char].hand
            if sum(1 for i in hero.hand if i in self.danger) >= limit:
                self._kill(state, h, f"a hand full of danger cards ({limit})", events)
        return got

    def _danger(self, state, h: int, pile: str, n: int, events, to_draw: bool = False) -> list[str]:
        """Take n P or E cards onto the discard (or draw) pile; reshuffles that pile's discards."""
        deck = state.pain_deck if pile == "pain" else state.ex_deck
        used = state.pain_discard if pile == "pain" else state.ex_discard
        hero = state.heroes[h]
        got = []
        for _ in range(n):
            if not deck:
                if not used:
                    break
                deck += used
                used.clear()
                state.rng.shuffle(deck)
                events.append(Event("shuffle", f"The {pile} cards are shuffled into a new pile.",
                                    {"pile": pile}, reveal=True))
            got.append(deck.pop())
        (hero.draw if to_draw else hero.discard).extend(got)
        if got:
            where = "draw" if to_draw else "discard"
            events.append(Event("danger", f"{self.hero_name(state, h)} takes "
                                          f"{', '.join(self.card_name(i) for i in got)} onto the {where} pile.",
                                {"hero": h, "cards": got, "pile": where}, reveal=True))
        return got

    def _scrap(self, state, inst: str) -> None:
        d = self.defs[inst]
        if d.cls == "pain":
            state.pain_discard.append(inst)
        elif d.cls == "exhaustion":
            state.ex_discard.append(inst)
        elif inst.rsplit("-", 1)[1].startswith("t"):
            state.trade_discard.append(inst)
        else:
            state.removed.append(inst)

    def _kill(self, state, h: int, why: str, events) -> None:
        hero = state.heroes[h]
        if not hero.alive:
            return
        hero.alive = False
        hero.passed = True
        events.append(Event("death", f"{self.hero_name(state, h)} dies: {why}.", {"hero": h}))
        alive = [x for x in state.heroes if x.alive]
        if state.mode != "versus":
            self._finish(state, "death", [], events, "A character died: the team loses.")
        elif not alive:
            self._finish(state, "death", [], events, "Every character died: the bandits win.")

    def _finish(self, state, end: str, winners: list, events, text: str) -> None:
        state.end = end
        state.winners = sorted(set(winners))
        state.phase = "over"
        state.tasks.clear()
        state._pend = None
        events.append(Event("game_over", text, {"winners": list(state.winners), "end": end}))

    def _gain_vp(self, state, h: int, n: int, events, source: str) -> None:
        """Score n VP (or pay them, never below 0), booked under `source` for the results."""
        t = self.token(state, h)
        before = state.vp[t]
        state.vp[t] = max(0, before + n)
        if state.vp[t] != before:
            state.vp_from[t][source] = state.vp_from[t].get(source, 0) + state.vp[t] - before
        bd = self.c.boards[state.board]
        if n and state.vp[t] >= bd.win:
            if state.mode == "versus":
                self._finish(state, "win", [state.heroes[h].seat], events,
                             f"{self.hero_name(state, h)} reaches the end of the score track and wins!")
            elif self.home_blocks_win(state):
                events.append(Event("home", "The score track is complete: now everyone back to the start tile!",
                                    {"pos": state.wagon}))
            else:
                self._finish(state, "win", list(range(state.players)), events,
                             "The team reaches the end of the score track and wins!")

    def _score(self, state, h: int, event: str, x: int = 0, src: str = "trigger") -> None:
        """Run the mission's job for this event for h; x is the event's amount (damage).
        `src` "spoils": the job without its VP, for a second hero sharing the event (the
        VP of one event is scored once)."""
        if event in self.c.missions[state.mission].on:
            state.tasks.append(("job", h, src, event, 0, 0, x, False))

    def eastmost(self, state) -> int:
        return max(p[0] for p in state.tiles)

    # ---- jobs: what a job needs, and whether a hero can do it now ----------------------------
    def source_of(self, state, h: int, opt: Option):
        """The source argument of a job option: the card, the tile's id, or None."""
        src = opt["src"]
        if src == "card":
            return opt["card"]
        return state.tiles[state.heroes[h].pos] if src == "tile" else None

    def job_of(self, state, h: int, sk: str, sa, ji: int) -> Job:
        if sk == "card":
            return self.defs[sa].jobs[ji]
        if sk == "char":
            return self.c.characters[state.heroes[h].char].jobs[ji]
        if sk == "tile":
            return self.c.tiles[sa].job
        if sk == "mission":
            return self.c.missions[state.mission].jobs[ji]
        if sk == "buy":
            return self.defs[state.trade_row[sa]].cost[ji]
        return self.c.missions[state.mission].on[sa]

    def _needs(self, job: Job, x: int) -> tuple:
        key = (job, x)
        got = self._needs_memo.get(key)
        if got is None:
            places, pay, anys, cards, draws = set(), {}, [], [], 0
            other = []
            for s in job.steps:
                v = s.verb
                if v == "place":
                    places.add(s.what)
                elif v == "pay":
                    n = s.amount.value(x)
                    if s.what == "any":
                        if n:
                            anys.append(n)
                    else:
                        pay[s.what] = pay.get(s.what, 0) + n
                elif v in ("discard", "scrap") and s.what != "this":
                    cards.append((s.what, s.amount.value(x), draws))
                elif v == "draw" and not s.amount.dice:
                    draws += s.amount.value(x)
                elif v in ("build", "feed", "ride"):
                    other.append((v, s.what, s.amount.value(x) if s.amount else 0))
            got = self._needs_memo[key] = (frozenset(places), pay, tuple(sorted(anys, reverse=True)),
                                           tuple(cards), tuple(other))
        return got

    def can_do(self, state, h: int, job: Job, x: int, hand: list) -> str | None:
        """None when `h` can do `job` with this x now, else why not (for Decision.blocked).
        `hand` is the hand without the card showing the job."""
        places, pay, anys, cards, other = self._needs(job, x)
        hero = state.heroes[h]
        pos = hero.pos
        if places:
            here = self.places(state, pos)
            if not places <= here:
                return "needs " + " and ".join(sorted(places)) + " here"
            if state.bandits.get(pos):
                return "bandits are on this tile"
        res = hero.res
        left = dict(res)
        for r, n in pay.items():
            if r == "vp":
                if state.vp[self.token(state, h)] < n:
                    return f"needs {n} VP"
                continue
            left[r] -= n
            if left[r] < 0:
                return f"needs {n} {r}"
        for n in anys:
            best = max(RESOURCES, key=lambda r: left[r])
            if left[best] < n:
                return f"needs {n} of one resource"
            left[best] -= n
        if cards:
            pool = list(hand)
            for kind, n, draws in sorted(cards, key=lambda c: c[0] in ("item", "danger")):
                if not n:
                    continue
                fit = [i for i in pool if self.is_type(i, kind)]
                if len(fit) + draws < n:
                    return f"needs {n} {kind} card{'s' if n > 1 else ''} in hand"
                for i in fit[:n]:
                    pool.remove(i)
        for verb, what, n in other:
            if verb == "build":
                why = self.build_block(state, pos, what)
                if why:
                    return why
            elif verb == "feed":
                if pos in state.fed:
                    return "this village has been fed"
            elif verb == "ride":
                if not self.ride_targets(state, pos, n):
                    return "needs a railway here and another within reach"
        return None

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

    def ride_targets(self, state, pos, n: int) -> list:
        """Railway to railway; in The Race also village to village, neither with bandits."""
        stations = set(state.rails) if pos in state.rails else set()
        if "village_trains" in self.c.missions[state.mission].rules and self._clear_village(state, pos):
            stations |= {p for p in state.up if self._clear_village(state, p)}
        return [p for p in sorted(stations) if p != pos and abs(p[0] - pos[0]) + abs(p[1] - pos[1]) <= n]

    def _clear_village(self, state, pos) -> bool:
        return "village" in self.places(state, pos) and not state.bandits.get(pos)

    def max_x(self, state, h: int, job: Job, hand: list) -> int:
        best = 0
        for x in range(1, MAX_X + 1):
            if self.can_do(state, h, job, x, hand) is not None:
                break
            best = x
        return best

    def available_jobs(self, state, h: int, last: str | None = None, fight: bool = False) -> tuple[list, list]:
        """(options, blocked) for every job `h` may start now. `last`: only jobs ending with
        that step (they join the current action); `fight`: only attack / defence jobs."""
        hero = state.heroes[h]
        opts, blocked = [], []
        seen = set()
        hand = hero.hand

        def consider(job: Job, opt: Option, rest: list, key: str | None) -> None:
            if last is not None and job.last != last:
                return
            if fight != job.is_fight:
                return
            why = self.can_do(state, h, job, 0, rest)          # x may be 0 ("even zero")
            if why is None:
                opts.append(opt)
            elif key is not None:
                blocked.append((key, why))

        for inst in hand:
            d = self.defs[inst]
            sig = (d.id, 0)
            if sig in seen:
                continue
            seen.add(sig)
            rest = list(hand)
            rest.remove(inst)
            for ji, job in enumerate(d.jobs):
                consider(job, job_option("card", ji, inst), rest, None)
        ch = self.c.characters[hero.char]
        if not hero.tapped:
            for ji, job in enumerate(ch.jobs):
                consider(job, job_option("char", ji), hand, None)
        tile = self.tile_at(state, hero.pos)
        if tile is not None and tile.job and hero.pos in state.up and hero.standing:
            if state.bandits.get(hero.pos):
                blocked.append(("tile", "bandits are on this tile"))
            else:
                consider(tile.job, job_option("tile", 0), hand, "tile")
        for ji, job in enumerate(self.c.missions[state.mission].jobs):
            consider(job, job_option("mission", ji), hand, None)
        return opts, blocked

    def can_attack(self, state, h: int) -> bool:
        """Some fight job with an attack step can be started with some attack (a fight
        needs hits: a Revolver's `-x wood -> attack 3x` without wood has none)."""
        for opt in self.available_jobs(state, h, fight=True)[0]:
            job = self.job_of(state, h, opt["src"], self.source_of(state, h, opt), opt["job"])
            x = self.max_x(state, h, job, self.hand_without(state, h, opt)) if job.uses_x else 0
            if any(s.verb == "attack" and s.amount.value(x) for s in job.steps):
                return True
        return False

    def hand_without(self, state, h: int, opt: Option) -> list:
        """h's hand without the card that shows a job option (what the job may use)."""
        hand = list(state.heroes[h].hand)
        if opt["src"] == "card":
            hand.remove(opt["card"])
        return hand

    def _start_job(self, state, h: int, opt: Option, chain: bool, events) -> None:
        """Take the source (discard the card into play, tap, lie down) and push the job, or
        the choice of x first."""
        hero = state.heroes[h]
        sk, ji = opt["src"], opt["job"]
        sa = None
        if sk == "card":
            sa = opt["card"]
            hero.hand.remove(sa)
            state.in_play.append(sa)
        elif sk == "char":
            hero.tapped = True
        elif sk == "tile":
            sa = state.tiles[hero.pos]                 # the tile's id: its column may be recycled
            hero.standing = False
        job = self.job_of(state, h, sk, sa, ji)
        where = {"card": lambda: f"the {self.card_name(sa)}", "char": lambda: "the character card",
                 "tile": lambda: self.c.tiles[sa].name, "mission": lambda: "the mission card"}[sk]()
        events.append(Event("job", f"{self.hero_name(state, h)} uses {where}: {job_text(job)}.",
                            {"hero": h, "src": sk, "card": sa if sk == "card" else None, "job": ji}))
        if job.uses_x:
            state.tasks.append(("x", h, sk, sa, ji, chain))
        else:
            state.tasks.append(("job", h, sk, sa, ji, 0, 0, chain))

    # ---- the interpreter ------------------------------------------------------------------------
    def _t_job(self, state, task, events) -> None:
        tasks = state.tasks
        idx = len(tasks) - 1
        _, h, sk, sa, ji, si, x, chain = task
        job = self.job_of(state, h, sk, sa, ji) if sk != "buy" or state.trade_row[sa] else None
        steps = job.steps if job else ()
        hero = state.heroes[h]
        while si < len(steps) and not state.end and hero.alive:
            step = steps[si]
            si += 1
            tasks[idx] = ("job", h, sk, sa, ji, si, x, chain)
            if not self._do_step(state, h, step, x, sk, sa, events, chain, si == len(steps)):
                si = len(steps)                      # a place condition failed: the rest is skipped
            if len(tasks) > idx + 1 or state.end:
                return
        if state.end:
            return
        tasks.pop()
        self._job_done(state, h, sk, sa, job, chain, events)

    def _job_done(self, state, h, sk, sa, job, chain, events) -> None:
        hero = state.heroes[h]
        if sk == "card" and sa in state.in_play:
            state.in_play.remove(sa)
            hero.discard.append(sa)
        if sk == "buy":
            inst = state.trade_row[sa]
            state.trade_row[sa] = None
            events.append(Event("buy", f"{self.hero_name(state, h)} buys the {self.card_name(inst)}.",
                                {"hero": h, "card": inst, "slot": sa}))
            state.tasks.append(("place_card", h, inst))
        elif chain is True and job is not None and hero.alive:
            state.tasks.append(("chain", h, job.last))

    def _do_step(self, state, h: int, step, x: int, sk, sa, events, chain=False, last=False) -> bool:
        hero = state.heroes[h]
        v, what = step.verb, step.what
        amt = step.amount
        n = amt.value(x) if amt is not None else 0
        name = self.hero_name(state, h)
        tasks = state.tasks
        if v == "place":
            return what in self.places(state, hero.pos) and not state.bandits.get(hero.pos)
        if v == "pay":
            if what == "vp":
                self._gain_vp(state, h, -n, events, sa if sk == "trigger" else "paid")
                events.append(Event("vp", f"{name} pays {n} VP.", {"hero": h, "vp": -n}))
            elif what == "any":
                if n:
                    can = [r for r in RESOURCES if hero.res[r] >= n]
                    if len(can) == 1:
                        self._pay(state, h, can[0], n, events)
                    elif can:
                        tasks.append(("res", h, "pay", n, False))
            else:
                self._pay(state, h, what, n, events)
        elif v == "gain":
            if what == "vp" and sk == "spoils":
                pass                                          # the VP went to the first hero
            elif last and amt.dice and what in RESOURCES and chain == "coop":
                state.coop.append((h, what, n))               # rolled with the others
            elif last and amt.dice and what in RESOURCES and chain is True and self._invite(state, h, what, n):
                pass
            elif what == "any":
                if n:
                    tasks.append(("res", h, "gain", n, amt.dice))
            else:
                self._gain(state, h, what, n, amt.dice, events, sa if sk == "trigger" else sk)
        elif v == "draw":
            if amt.dice:
                n, _ = self._roll(state, n, f"{name} rolls for cards", events)
            self._draw(state, h, n, events)
        elif v in ("discard", "scrap"):
            if what == "this":
                if sa in state.in_play:
                    state.in_play.remove(sa)
                    if v == "discard":
                        hero.discard.append(sa)
                    else:
                        self._scrap(state, sa)
                    events.append(Event(v, f"{name} {v}s the {self.card_name(sa)}.", {"hero": h, "cards": [sa]}))
            elif n:
                self._discard_some(state, h, v, what, n, events)
        elif v == "take":
            self._danger(state, h, what, n, events)
        elif v in B.KINDS:
            state.pool[B.KINDS.index(v)] += n
            tasks.append(("move", chain[1] if isinstance(chain, tuple) else h))   # pooled: the mover
        elif v == "ride":
            tasks.append(("ride", h, n))
        elif v == "reveal":
            tasks.append(("reveal", h, n))
        elif v == "build":
            self._build(state, h, what, events)
        elif v in ("attack", "defend"):
            k = 0 if v == "attack" else 2
            state.fight[k + (1 if amt.dice else 0)] += n
        elif v == "feed":
            state.fed.add(hero.pos)
            events.append(Event("feed", f"{name} feeds {self.tile_at(state, hero.pos).name}.",
                                {"hero": h, "pos": hero.pos}))
        return True

    # ---- the map: revealing, moving ---------------------------------------------------------------
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
                    state.land_deck.append(state.tiles.pop(p))
                    state.up.discard(p)
                    state.bandits.pop(p, None)
                    state.rails.discard(p)
                    state.fed.discard(p)
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

    def _nearest_west(self, state, pos, dry: bool = False):
        """The nearest tile west of pos; `dry` (a wagon that is attacked or pushed): face up
        and not open water, where there is one."""
        cands = [p for p in state.tiles if p[0] < pos[0]] or list(state.tiles)
        if dry:
            cands = [p for p in cands if p in state.up and not self._open_water(state, p)] or cands
        return min(cands, key=lambda p: (pos[0] - p[0], abs(p[1] - pos[1]), p[1]))

    def _reveal(self, state, h: int | None, pos, moving_west: bool, events) -> None:
        """Flip a tile (h None: the wagon does, and nobody scores)."""
        tile = self.tile_at(state, pos)
        state.up.add(pos)
        who = self.hero_name(state, h) if h is not None else "The wagon"
        events.append(Event("reveal", f"{who} reveals {tile.name} ({tile.kind.replace('_', ' + ')}).",
                            {"hero": h, "pos": pos, "tile": tile.id}, reveal=True))
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

    def heading(self, state, frm, to) -> str:
        """Where a move goes, in a player's words: `west to Land 35 (forest)`."""
        dx, dy = to[0] - frm[0], to[1] - frm[1]
        way = "-".join(w for w, d in (("north", -dy), ("south", dy), ("east", dx), ("west", -dx)) if d > 0)
        if to not in state.up:
            return f"{way} to a face-down tile"
        tile = self.c.tiles[state.tiles[to]]
        return f"{way} to {tile.name} ({tile.kind.replace('_', ' + ')})"

    def step_cost(self, state, frm, to, kind: str) -> int | None:
        return B.enter_cost(kind, self.places(state, frm), self.places(state, to), to in state.rails)

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
        events.append(Event("move", f"{self.hero_name(state, h)} moves {self.heading(state, frm, pos)}.",
                            {"hero": h, "from": frm, "to": pos}))
        self._wagon_follows(state, h, events)
        self._home_check(state, events)

    # ---- decisions -----------------------------------------------------------------------------
    def _d_turn(self, state, task):
        _, h, done, limit = task
        hero = state.heroes[h]
        opts, blocked = self.available_jobs(state, h)
        for slot, inst in enumerate(state.trade_row):
            if inst is None:
                continue
            for ci, cost in enumerate(self.defs[inst].cost):
                why = self.can_do(state, h, cost, 0, hero.hand)
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
        if any(i not in self.danger for i in hero.hand):
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
            events.append(Event("pass", f"{self.hero_name(state, h)} passes for the day.", {"hero": h}))
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
            events.append(Event("buying", f"{self.hero_name(state, h)} pays for the "
                                          f"{self.card_name(state.trade_row[slot])}.", {"hero": h, "slot": slot}))
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

    def _push_joiners(self, state, h: int, pos) -> None:
        """Everyone else on the tile may join a day attack with fight jobs of their own,
        even after passing (rulebook: "all players on the tile choose jobs they wish to
        activate"; passed players "may participate in other players' actions")."""
        for q in reversed(range(len(state.heroes))):
            x = state.heroes[q]
            if q != h and x.alive and x.pos == pos:
                state.tasks.append(("join_fight", q, h))

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
        return self._ask(state, h, f"chain another job that ends in {LAST_STEP.get(last, last)} into this action, "
                                   "or Done", opts + [DONE])

    def _c_chain(self, state, task, option, events) -> None:
        state.tasks.pop()
        if option.kind == "job":
            self._start_job(state, task[1], option, True, events)

    def _d_x(self, state, task):
        _, h, sk, sa, ji, chain = task
        job = self.job_of(state, h, sk, sa, ji)
        top = self.max_x(state, task[1], job, state.heroes[h].hand)
        return self._ask(state, h, f"choose x for {job_text(job)}",
                         [value_option("x", n=k) for k in range(top + 1)])

    def _c_x(self, state, task, option, events) -> None:
        _, h, sk, sa, ji, chain = task
        state.tasks.pop()
        events.append(Event("x", f"{self.hero_name(state, h)} chooses x = {option['n']}.", {"hero": h, "x": option["n"]}))
        state.tasks.append(("job", h, sk, sa, ji, 0, option["n"], chain))

    def _d_res(self, state, task):
        _, h, mode, n, dice = task
        hero = state.heroes[h]
        can = [r for r in RESOURCES if mode == "gain" or hero.res[r] >= n]
        if not can:
            return None
        verb = "pay" if mode == "pay" else ("roll for" if dice else "gain")
        return self._ask(state, h, f"which resource do you {verb} ({n}{'◆' if dice else ''})?",
                         [value_option("resource", r=r) for r in can])

    def _c_res(self, state, task, option, events) -> None:
        _, h, mode, n, dice = task
        state.tasks.pop()
        if mode == "pay":
            self._pay(state, h, option["r"], n, events)
        else:
            self._gain(state, h, option["r"], n, dice, events)

    def _d_cards(self, state, task):
        _, h, verb, kind, n = task
        fit = []
        for i in state.heroes[h].hand:
            if self.is_type(i, kind) and i not in fit:
                fit.append(i)
        if not fit:
            return None
        return self._ask(state, h, f"{verb} {n} {kind} card{'s' if n > 1 else ''}", [card_option(i) for i in fit])

    def _c_cards(self, state, task, option, events) -> None:
        _, h, verb, kind, n = task
        tasks = state.tasks
        tasks.pop()
        self._cards(state, h, verb, [option["card"]], events)
        if n > 1:
            tasks.append(("cards", h, verb, kind, n - 1))

    def _d_move(self, state, task):
        h = task[1]
        opts = self.move_options(state, h)
        if not opts:
            return None
        pool = ", ".join(f"{p} {k}" for p, k in zip(state.pool, B.KINDS) if p)
        return self._ask(state, h, f"move ({pool} left) or stop", opts + [STOP])

    def _c_move(self, state, task, option, events) -> None:
        h = task[1]
        if option.kind == "stop":
            state.tasks.pop()
            return
        hero = state.heroes[h]
        to = (option["x"], option["y"])
        k = B.KINDS.index(option["by"])
        if to not in state.up:
            state.pool[k] -= 1
            state.topup += ((hero.pos, to, option["by"]),)
            self._reveal(state, h, to, to[0] < hero.pos[0], events)
            cost = self.entry_cost(state, h, to, option["by"])
            if cost is not None and state.pool[k] >= cost:
                state.tasks.append(("enter", h, to, option["by"]))
            return
        state.pool[k] -= self.entry_cost(state, h, to, option["by"])
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

    def reveal_targets(self, state, pos) -> list:
        return [p for p in sorted(state.tiles) if p not in state.up and B.in_reveal_range(pos, p)]

    def _d_reveal(self, state, task):
        _, h, n = task
        opts = [tile_option("reveal", p[0], p[1]) for p in self.reveal_targets(state, state.heroes[h].pos)]
        return self._ask(state, h, f"reveal a face-down tile ({n} to go)", opts) if opts else None

    def _c_reveal(self, state, task, option, events) -> None:
        _, h, n = task
        state.tasks.pop()
        if n > 1:
            state.tasks.append(("reveal", h, n - 1))
        self._reveal(state, h, (option["x"], option["y"]), False, events)

    def _d_fight(self, state, task):
        h = task[1]
        opts, _ = self.available_jobs(state, h, fight=True)
        if task[0] == "defend":
            if not opts:
                return None
            return self._ask(state, h, "the bandits attack: add a fight job, or stand", opts + [DONE])
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
        att = f"{f[0]}+{f[1]}◆" if f[0] else f"{f[1]}◆"
        dfn = f"{f[2]}+{f[3]}◆" if f[2] else f"{f[3]}◆"
        return self._ask(state, h, f"attack {att}, defence {dfn}: add a fight job or roll", opts)

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

    def _d_place(self, state, task):
        _, h, inst = task
        return self._ask(state, h, f"put the {self.card_name(inst)} on top of your draw or discard pile",
                         [value_option("place", pile="draw"), value_option("place", pile="discard")])

    def _c_place(self, state, task, option, events) -> None:
        _, h, inst = task
        state.tasks.pop()
        hero = state.heroes[h]
        (hero.draw if option["pile"] == "draw" else hero.discard).append(inst)
        events.append(Event("place", f"{self.hero_name(state, h)} puts the {self.card_name(inst)} on the "
                                     f"{option['pile']} pile.", {"hero": h, "card": inst, "pile": option["pile"]}))

    def _d_day_end(self, state, task):
        _, h = task
        hero = state.heroes[h]
        items = []
        for i in hero.hand:
            if i not in self.danger and i not in items:
                items.append(i)
        if not hero.alive or not items:
            return None
        return self._ask(state, h, "end of day: discard item cards you do not keep", [card_option(i) for i in items] + [DONE])

    def _c_day_end(self, state, task, option, events) -> None:
        if option.kind == "done":
            state.tasks.pop()
            return
        self._cards(state, task[1], "discard", [option["card"]], events)

    # ---- the end --------------------------------------------------------------------------------
    def result(self, state) -> Result | None:
        if not state.end:
            return None
        if state.mode == "versus":
            scores = tuple(state.vp[h] for h in range(len(state.heroes)))
        else:
            scores = tuple(state.vp[0] for _ in range(state.players))
        if state.winners:
            names = " and ".join(self.seat_label(state, p) for p in state.winners)
            summary = (f"{names} win{'s' if len(state.winners) == 1 and state.mode == 'versus' else ''}"
                       f" ({'team score ' if state.mode != 'versus' else ''}{scores[state.winners[0]]} VP).")
        else:
            summary = {"bandits": f"The bandits win: their tracker reached the end on day {state.day}, "
                                  f"with the team at {state.vp[0]} of {self.c.boards[state.board].win} VP.",
                       "death": "A character died: the bandits win."}.get(state.end, "Nobody wins.")
        return Result(tuple(state.winners), scores, summary)

    def score_breakdown(self, state) -> ScoreBreakdown:
        """Each score token's VP by where it came from: every way the mission scores (its
        scoring events in its order, then its card's jobs), even those that scored nothing,
        then anything else booked (VP paid for jobs); a line on what ended the game; in
        versus the tie-break at the bandits' end. Co-op's seats share one token, one column."""
        mission = self.c.missions[state.mission]
        events = [e for e, job in mission.on.items() if any(step.what == "vp" for step in job.steps)]
        if any(step.verb == "gain" and step.what == "vp" for job in mission.jobs for step in job.steps):
            events.append("mission")
        owners = ([(hero.seat, h) for h, hero in enumerate(state.heroes)] if state.mode == "versus"
                  else [(seat, 0) for seat in range(state.players)])
        rows = []
        for seat, t in owners:
            booked = dict.fromkeys(events, 0) | state.vp_from[t]
            rows += [ScoreRow(seat, VP_SOURCES[source], vp) for source, vp in booked.items()]
        teams = (("The team", tuple(range(state.players))),) if state.mode == "coop" else ()
        return ScoreBreakdown(tuple(rows), ("VP",), self._standing_rule(state), self._ending(state), teams)

    def _standing_rule(self, state) -> str | None:
        """Versus at the bandits' end: the tie-break among the characters still alive."""
        if state.mode != "versus" or state.end != "bandits" or not state.winners:
            return None
        alive = [h for h, hero in enumerate(state.heroes) if hero.alive]
        keys = {state.heroes[h].seat: self.standing_key(state, h) for h in alive}
        names = {state.heroes[h].seat: self.hero_name(state, h) for h in alive}
        return tie_rule(keys, names, ("VP", "tiles west of the start", "resources"))

    def _ending(self, state) -> str:
        """What ended the game, in a sentence."""
        board, day = self.c.boards[state.board], state.day
        if state.end == "win":
            who = "The team" if state.mode == "coop" else self.seat_label(state, state.winners[0])
            return f"{who} reached the end of the score track ({board.win} VP) on day {day}."
        dead = names_and(self.hero_name(state, h) for h, hero in enumerate(state.heroes) if not hero.alive)
        if state.end == "bandits":
            if state.mode == "versus":
                return (f"The bandits' tracker reached the end of its track on day {day}: the most VP "
                        "among the characters still alive wins" + (f" ({dead} died)." if dead else "."))
            return (f"The bandits' tracker reached the end of its track on day {day}, with the score at "
                    f"{state.vp[0]} of {board.win} VP.")
        return f"{dead} died on day {day}: the bandits win."

    # ---- views -------------------------------------------------------------------------------------
    def view(self, state, player: int | None) -> DeckWestView:
        heroes = []
        for h, hero in enumerate(state.heroes):
            mine = player is not None and hero.seat == player
            heroes.append({
                "char": hero.char, "seat": hero.seat, "res": dict(hero.res), "pos": hero.pos,
                "standing": hero.standing, "tapped": hero.tapped, "alive": hero.alive, "passed": hero.passed,
                "actions": hero.actions, "discard": list(hero.discard), "hand_count": len(hero.hand),
                "spare": hero.spare, "spare_standing": hero.spare_standing,
                "draw_count": len(hero.draw), "hand": list(hero.hand) if mine else None,
                "draw": sorted(hero.draw) if mine else None,
                "unseen": None if mine else sorted(hero.hand + hero.draw),
            })
        return DeckWestView(
            player=player, players=state.players, mode=state.mode, mission=state.mission, board=state.board,
            die=state.die, heroes=heroes, vp=list(state.vp), vp_from=[dict(b) for b in state.vp_from], tracker=state.tracker,
            trade_row=list(state.trade_row), trade_deck_count=len(state.trade_deck),
            trade_discard=list(state.trade_discard), pain_count=len(state.pain_deck),
            pain_discard=list(state.pain_discard), ex_count=len(state.ex_deck), ex_discard=list(state.ex_discard),
            removed=list(state.removed), tiles={p: t for p, t in state.tiles.items() if p in state.up},
            backs={p: self.c.tiles[t].back for p, t in state.tiles.items() if p not in state.up},
            land_count=len(state.land_deck), land_out=list(state.land_out), bandits=dict(state.bandits),
            rails=sorted(state.rails), fed=sorted(state.fed), wagon=state.wagon, west_reveal=state.west_reveal,
            west_build=state.west_build, day=state.day, phase=state.phase, p1=state.p1,
            in_play=list(state.in_play), pool=list(state.pool), topup=state.topup, fight=list(state.fight),
            coop=list(state.coop), tasks=list(state.tasks), winners=list(state.winners), end=state.end)

    def determinize(self, view: DeckWestView, rng: random.Random) -> DeckWestState:
        """A full state agreeing with the view: the seat's own draw pile order, the other
        heroes' hands and draw piles (from what they hold together), the face-down tiles
        (among those with the same back star), the land, trade and danger decks, the dice."""
        c = self.c
        heroes = []
        for hv in view.heroes:
            hero = Hero(hv["char"], hv["seat"], dict(hv["res"]), tuple(hv["pos"]))
            hero.standing, hero.tapped, hero.alive, hero.passed, hero.actions = (
                hv["standing"], hv["tapped"], hv["alive"], hv["passed"], hv["actions"])
            hero.discard = list(hv["discard"])
            hero.spare, hero.spare_standing = hv["spare"], hv["spare_standing"]
            if hv["hand"] is not None:
                hero.hand = list(hv["hand"])
                hero.draw = list(hv["draw"])
                rng.shuffle(hero.draw)
            else:
                cards = list(hv["unseen"])
                rng.shuffle(cards)
                hero.hand = cards[:hv["hand_count"]]
                hero.draw = cards[hv["hand_count"]:]
            heroes.append(hero)
        placed = {p: None for p in view.backs}
        seen = set(view.tiles.values()) | set(view.land_out)
        hidden = [t for t in c.tiles if t not in seen]
        rng.shuffle(hidden)
        by_back: dict = {}
        for t in hidden:
            by_back.setdefault(c.tiles[t].back, []).append(t)
        tiles = dict(view.tiles)
        for p in sorted(placed):
            tiles[p] = by_back[view.backs[p]].pop()
        land = [t for group in by_back.values() for t in group]
        rng.shuffle(land)
        in_sight = set(view.trade_row) | set(view.trade_discard) | set(view.pain_discard) | set(view.ex_discard)
        in_sight |= set(view.removed) | set(view.in_play)
        for hero in heroes:
            in_sight |= set(hero.hand) | set(hero.draw) | set(hero.discard)
        for t in view.tasks:
            if t[0] == "place_card":
                in_sight.add(t[2])
        piles = {}
        for pile in ("trade", "pain", "exhaustion"):
            piles[pile] = [i for i in c.instances(pile) if i not in in_sight]
            rng.shuffle(piles[pile])
        state = DeckWestState(
            rng=random.Random(rng.random()), players=view.players, mode=view.mode, mission=view.mission,
            board=view.board, die=view.die, heroes=heroes, vp=list(view.vp), vp_from=[dict(b) for b in view.vp_from],
            tracker=view.tracker,
            trade_deck=piles["trade"], trade_row=list(view.trade_row), trade_discard=list(view.trade_discard),
            pain_deck=piles["pain"], pain_discard=list(view.pain_discard), ex_deck=piles["exhaustion"],
            ex_discard=list(view.ex_discard), removed=list(view.removed), tiles=tiles, up=set(view.tiles),
            land_deck=land, land_out=list(view.land_out), bandits=dict(view.bandits), rails=set(view.rails),
            fed=set(view.fed), wagon=view.wagon, west_reveal=view.west_reveal, west_build=view.west_build,
            day=view.day, phase=view.phase, p1=view.p1, in_play=list(view.in_play), pool=list(view.pool), topup=view.topup,
            fight=list(view.fight), coop=list(view.coop), tasks=list(view.tasks), winners=list(view.winners), end=view.end)
        self._settle(state, [])
        return state

    def clone(self, state):
        return clone_state(state)

    def describe(self, option: Option) -> str:
        k = option.kind
        if k == "job":
            src = option["src"]
            where = self.card_name(option["card"]) if src == "card" else \
                {"char": "character", "tile": "tile", "mission": "mission card"}[src]
            return f"Job {option['job'] + 1} of the {where}"
        if k == "buy":
            return f"Buy the card in trade row slot {option['slot'] + 1}"
        if k == "card":
            return self.card_name(option["card"])
        if k == "character":
            return self.c.characters[option["char"]].name
        if k in ("step", "enter", "reveal", "ride"):
            return f"{k.title()} ({option['x']}, {option['y']})" + (f" by {option['by']}" if k == "step" else "")
        if k == "push":
            return f"Push the wagon to ({option['x']}, {option['y']}) by {option['by']}"
        if k == "x":
            return f"x = {option['n']}"
        if k == "resource":
            return option["r"].title()
        if k == "place":
            return f"On the {option['pile']} pile"
        if k in ("give", "ask"):
            return f"{k.title()} 1 {option['r']}"
        if k == "trade":
            return f"Trade with character {option['hero'] + 1}"
        if k == "pool":
            return f"Pool movement to move character {option['hero'] + 1}"
        if k == "next":
            return f"Character {option['hero'] + 1} takes the next turn"
        return {"pass": "Pass for the day", "accept": "Accept", "refuse": "Refuse", "end_turn": "End the turn", "done": "Done", "stop": "Stop",
                "roll": "Roll the fight", "attack": "Attack the bandits here", "stay": "Stay",
                "attack_wagon": "Attack the wagon", "none": "Take none", "switch": "Switch to the other meeple"}.get(k, k)

    # ---- simulate ---------------------------------------------------------------------------------
    def simulate_extras(self, finished) -> dict:
        coop = [(cfg, s) for cfg, s in finished if s.mode != "versus"]
        if not coop:
            return {}
        from wildwest.core.simulate import wilson
        wins = sum(1 for _, s in coop if s.winners)
        lo, hi = wilson(wins, len(coop))
        return {"team_wins": wins, "team_win_rate": round(wins / len(coop), 4),
                "team_win_rate_ci": [round(lo, 4), round(hi, 4)]}
