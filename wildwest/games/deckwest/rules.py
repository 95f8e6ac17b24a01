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

from wildwest.core.engine import Decision, Event, Game, Option
from wildwest.core.words import the_cards_counted

from . import board as B
from .combat import Combat
from .content import card_of, content
from .day import Day
from .jobs import Jobs
from .movement import Movement
from .naming import acting_hero, option_words
from .night import Night
from .options import DONE, END_TURN, PASS, job_option  # noqa: F401 (re-exported for the tests)
from .scoring import Scoring
from .setup import DEALT, SetUp, config_choices  # noqa: F401 (DEALT: re-exported for the tests)
from .state import clone_state
from .together import Together
from .views import Views
from .wagon import Wagons
from .words import KIND_WORDS, ORDINALS, listed, possessive


class DeckWest(SetUp, Day, Jobs, Movement, Combat, Night, Together, Wagons, Scoring, Views, Game):
    name = "deckwest"
    title = "Deck Goes West"
    min_players = 1
    max_players = 5             # the box holds meeples for five ("2 per player")
    blurb = ("Play jobs from your deck to travel west, reveal land and build railways, "
             "while bandits gather every night: versus, co-op or solo.")

    def __init__(self) -> None:
        c = self.c = content()
        self.options = config_choices(c)
        self.defs = {}
        for pile in ("starter", "trade", "pain", "exhaustion"):
            for inst in c.instances(pile):
                self.defs[inst] = c.cards[card_of(inst)]
        self.danger = frozenset(i for i, d in self.defs.items() if d.is_danger)
        self._needs_memo: dict = {}
        self._x_needs: dict = {}            # job -> its needs at x = 1, 2... (`max_x`)
        self._types: dict = {}
        self._wanted_memo: dict = {}
        self._prices: dict = {}
        self._place_why: dict = {}          # places -> `_place_words`
        self._step_costs: dict = {}         # (kind, tile from, tile to, railway) -> `step_cost`
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

    # ---- names --------------------------------------------------------------------------
    def seat_names(self, config):
        return [f"Player {i + 1}" for i in range(config["players"])]

    def seats_compete(self, config) -> bool:
        return config.get("mode", "versus") == "versus"

    def turn_count(self, state) -> int:
        return state.day

    def hero_name(self, state, h: int) -> str:
        return self.c.characters[state.heroes[h].char].name

    def seat_label(self, state, player):
        names = [self.hero_name(state, h) for h, x in enumerate(state.heroes) if x.seat == player]
        return " & ".join(names) or f"Player {player + 1}"

    def card_name(self, inst: str) -> str:
        return self.defs[inst].name

    def the_cards(self, insts) -> str:
        """Cards as the log names them: "the Saw, the Boots and the Knife", "two Saw cards and the Knife"."""
        return the_cards_counted(self.card_name(i) for i in insts)

    def token(self, state, h: int) -> int:
        return h if state.mode == "versus" else 0

    # ---- the task machine ---------------------------------------------------------------
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
        pend = self.first_pending(state)
        return {pend[0]: pend[1]} if pend else {}

    def first_pending(self, state) -> tuple | None:
        """The one seat that must choose and its decision, as settled (a rollout asks at
        every step; `pending` builds a dict of it)."""
        if not hasattr(state, "_pend"):
            self._settle(state, [])
        return state._pend

    def _apply(self, state, player, option) -> list[Event]:
        events: list[Event] = []
        task = state.tasks[-1]
        self._choose[task[0]](state, task, option, events)
        self._settle(state, events)
        return events

    def _ask(self, state, h: int, prompt: str, options, blocked=()) -> tuple:
        """h's seat and a decision whose prompt is h's name and `prompt`, put together only
        when read (a rollout reads none)."""
        hero = state.heroes[h]
        return hero.seat, Decision.later(tuple(options), self._named, hero.char, prompt, tuple(blocked))

    def _ask_later(self, state, h: int, options, words, *args) -> tuple:
        """`_ask` whose prompt, `words(*args)`, is written only when read; `args` are
        values, as Decision.later asks."""
        hero = state.heroes[h]
        return hero.seat, Decision.later(tuple(options), self._asked, hero.char, words, args)

    def _said(self, kind: str, data: dict, char: str, line: str, *args, reveal: bool = False) -> Event:
        """An event whose words, `line` with the hero's name and then `args` in its {}s,
        are written only when read (a rollout reads none); `args` are values."""
        return Event.later(kind, data, self._line, char, line, args, reveal=reveal)

    def _line(self, char: str, line: str, args: tuple) -> str:
        return line.format(self.c.characters[char].name, *args)

    def _named(self, char: str, prompt: str, blocked: tuple) -> tuple:
        return f"{self.c.characters[char].name}: {prompt}", blocked

    def _asked(self, char: str, words, args) -> tuple:
        return self._named(char, words(*args), ())

    # ---- small helpers shared by every section ------------------------------------------
    def tile_at(self, state, pos):
        tid = state.tiles.get(pos)
        return self.c.tiles[tid] if tid is not None else None

    def places(self, state, pos) -> frozenset:
        if pos not in state.up:
            return frozenset()
        return self.c.tiles[state.tiles[pos]].places

    def is_type(self, inst: str, kind: str) -> bool:
        return inst in self.of_type(kind)

    def of_type(self, kind: str) -> frozenset:
        """Every physical card of a type (item, danger, a class or a card's id), gathered
        once per type: the legal-option checks ask it of every card in hand."""
        got = self._types.get(kind)
        if got is None:
            got = self._types[kind] = frozenset(
                i for i, d in self.defs.items()
                if (not d.is_danger if kind == "item" else d.is_danger if kind == "danger"
                    else d.cls == kind or d.id == kind))
        return got

    def _roll(self, state, n: int, why: str, events, die=B.JOB_DIE) -> tuple[int, list]:
        faces = [state.rng.choice(die) for _ in range(n)] if die is B.JOB_DIE else \
                [state.rng.randint(1, die) for _ in range(n)]
        total = sum(faces) if die is B.JOB_DIE else 0
        if n:
            job = die is B.JOB_DIE
            events.append(Event.later("roll", {"faces": faces, "die": "job" if job else f"d{die}", "successes": total},
                                      self._roll_words, why, tuple(faces), total, job, reveal=True))
        return total, faces

    @staticmethod
    def _roll_words(why: str, faces: tuple, total: int, job: bool) -> str:
        n, shown = len(faces), listed(list(map(str, faces)))
        if not job:
            return f"{why} {'once' if n == 1 else f'{n} times'}: {shown}."
        if n == 1:
            return f"{why}: the die shows {shown} success{'es' if total != 1 else ''}."
        return f"{why}: {total} success{'es' if total != 1 else ''} from the {n} dice ({' + '.join(map(str, faces))})."

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
            events.append(Event.later("draw", {"hero": h, "cards": list(got)}, self._drawn_words, tuple(got),
                                      to=hero.seat, reveal=True))
            events.append(self._said("draw_count", {"hero": h, "count": len(got), "public_of": hero.seat}, hero.char,
                                     "{} draws {} card{}.", len(got), "s" if len(got) != 1 else ""))
            limit = self.c.characters[hero.char].hand
            if len(self.danger.intersection(hero.hand)) >= limit:      # a hand's cards are each once
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
            events.append(Event.later("danger", {"hero": h, "cards": got, "pile": where}, self._cards_words,
                                      hero.char, "takes", tuple(got), f" onto the {where} pile", reveal=True))
        return got

    def _drawn_words(self, cards: tuple) -> str:
        return f"You draw {self.the_cards(cards)}."

    def _cards_words(self, char: str, verb: str, cards: tuple, where: str = "") -> str:
        """A hero's line about some cards: "Kate discards the Saw and the Knife."."""
        return f"{self.c.characters[char].name} {verb} {self.the_cards(cards)}{where}."

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

    # ---- search, hints, simulate --------------------------------------------------------
    def clone(self, state):
        return clone_state(state)

    def describe(self, option: Option) -> str:
        k = option.kind
        if k == "job":
            nth = ORDINALS[option["job"]] if option["job"] < len(ORDINALS) else f"job {option['job'] + 1}"
            return {"card": lambda: f"The {possessive(self.card_name(option['card']))} {nth} job",
                    "char": lambda: f"Your character's {nth} job", "tile": lambda: "This tile's job",
                    "mission": lambda: f"The mission card's {nth} job"}[option["src"]]()
        if k == "buy":
            return f"Buy the {ORDINALS[option['slot']]} card of the trade row"
        if k == "card":
            return self.card_name(option["card"])
        if k == "character":
            return self.c.characters[option["char"]].name
        if k in ("step", "push"):
            return f"{KIND_WORDS[option['by']].title()} there" + (" pushing the wagon" if k == "push" else "")
        if k in ("enter", "reveal", "ride"):
            return {"enter": "Step onto it", "reveal": "Reveal that tile", "ride": "Ride the train there"}[k]
        if k == "x":
            return str(option["n"])
        if k == "resource":
            return option["r"].title()
        if k == "place":
            return f"On the {option['pile']} pile"
        if k in ("give", "ask"):
            return f"{'Give' if k == 'give' else 'Ask for'} 1 {option['r']}"
        if k in ("trade", "pool", "next"):       # the table names the character; here, its place
            who = f"the {ORDINALS[option['hero']]} character"
            return {"trade": f"Trade with {who}", "pool": f"Pool movement to move {who}",
                    "next": f"The {who[4:]} takes the next turn"}[k]
        return {"pass": "Pass for the day", "accept": "Accept", "refuse": "Refuse", "end_turn": "End the turn",
                "done": "Done", "stop": "Stop",
                "roll": "Roll the fight", "attack": "Attack the bandits here", "stay": "Stay",
                "attack_wagon": "Attack the wagon", "none": "Take none", "switch": "Switch to the other meeple"}.get(k, k)

    def describe_for(self, view, decision, option: Option) -> str:
        """The option as the seat's player reads it: whose job and what it does, which
        card, where a step goes, a job's x in its words (naming.py); the hero is the one
        the decision is for."""
        hero = acting_hero(view, decision)
        if hero is None:
            hero = next((h for h, x in enumerate(view.heroes) if x["seat"] == view.player), None)
        return option_words(self, view, hero, option, alone=True)

    def simulate_extras(self, finished) -> dict:
        coop = [(cfg, s) for cfg, s in finished if s.mode != "versus"]
        if not coop:
            return {}
        from wildwest.core.simulate import wilson
        wins = sum(1 for _, s in coop if s.winners)
        lo, hi = wilson(wins, len(coop))
        return {"team_wins": wins, "team_win_rate": round(wins / len(coop), 4),
                "team_win_rate_ci": [round(lo, 4), round(hi, 4)]}
