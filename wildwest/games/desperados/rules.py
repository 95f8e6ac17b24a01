"""Desperados (rulebook 002): a marshal and his sheriffs against 2-5 desperadoes who move
in secret, rob stage coaches, cheat at poker and hold up banks, for 5 turns of 5 moves.

A move: the coaches roll on (`_begin_move`), the marshal moves each sheriff in the open
(phase "sheriffs"), then every seat lays one movement card face down at the same time
(phase "cards": all seats pending at once, each card one Option with the activity the
desperado means to join). With the rulebook's timing (`proofs` "during") discs go down and
spies look at banks as soon as the cards laid allow it, each showing its proof to all; then
every seat whose card is not shown may keep it or lay another (`keep`, or a new `play`).
The move is complete when every seat has a card down and has kept or changed it since the
last proof; a change shows nothing, so it reopens nobody and the exchange always ends.
With the quicker timing ("after") discs and spies wait for the last card. After the fifth
move the examination (`_examine`) turns the cards move by move.

Desperadoes are one team: each desperado's view holds the partners' cards and planned
target towns (the rules let them show each other their cards); the marshal's never does.
Every decision where the rulebook is silent is in docs/rules/desperados.md.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, lru_cache

from wildwest.core.engine import ConfigChoice, Decision, Event, Game, Option, Result, ScoreBreakdown, ScoreRow, copy_rng

from .board import MOVES, SALOON, board
from .tracking import desperado_goals, likely_path, sample_path, shuffle

TURNS = 5
NAMES = ("Gregor", "Patrick", "Sabine", "Leon", "Matthias")
COACHES = ("brown", "blue")
DISC_ACTS = ("poker",) + COACHES
ACT_WORDS = {"poker": "the poker table", "brown": "the brown stage coach",
             "blue": "the blue stage coach"}
LOOT_WORDS = {"poker": "Poker games", "brown": "Stage coaches", "blue": "Stage coaches", "bank": "Bank hold-ups"}


@cache
def play_option(card: str, act: str | None = None) -> Option:
    """A movement card laid face down, with the activity a desperado joins there."""
    return Option("play", card=card) if act is None else Option("play", card=card, act=act)


@cache
def town_option(kind: str, town: str, sheriff: int | None = None) -> Option:
    return Option(kind, town=town) if sheriff is None else Option(kind, town=town, sheriff=sheriff)


KEEP = Option("keep")       # after a proof: the card laid stays as it is
# the words of the commonest events, written only when read (Event.later): rollouts read none
KEEPS = "{} keeps the same card."
LAYS = "{} lays a card face down."
CHANGES = "{} takes back the card laid and lays another face down."
MOVE_START = "Turn {}, move {}: the marshal moves the sheriffs."
CARDS = "Move {}: everyone lays a movement card face down."
TURN_END = "Turn {} ends: the gang has ${:,} of ${:,}."
# the setup screen's word on the target, from the hard-bot table in docs/rules/desperados.md
# (played by the hard level before its paired root of 2026-11-27)
TARGET_HELP = ("The booty the gang needs for each desperado after 5 turns. With searching bots "
               "on both sides, 200 games each, the game came nearest even at $5,000 a head with 2 "
               "desperadoes (the gang still won 58.5 %), between $4,000 and $4,500 with 3, "
               "$3,500 with 4 and $3,000 with 5.")


@dataclass
class DesperadosState:
    rng: random.Random
    players: int
    marshal: int
    order: list[int]                     # schedule indexes, in the order the turns use them
    poker: dict                          # town -> face-down poker tile value
    banks: dict                          # bank town -> tile value, None if the stack ran out
    bank_stack: list[int]                # face down, top = last
    coach_stack: list[int]               # face down, top = last
    pawn: list                           # every seat's pawn town (None before set-up)
    sheriffs: list
    lost: list[list[str]]                # cards handed to the marshal on arrest, for good
    turn: int = 0                        # 0..4
    move: int = 0                        # moves begun this turn, 1..5
    phase: str = "setup"                 # setup | sheriffs | cards | over
    placing: int = 0                     # set-up: pieces placed so far
    sheriff: int = 0                     # the next sheriff to move
    coach: list = field(default_factory=lambda: [None, None])    # brown, blue town
    robbed: list = field(default_factory=lambda: [False, False])  # discs on it: it stays
    played: list = field(default_factory=list)      # per seat, this turn's cards
    path: list = field(default_factory=list)        # per seat, the town each card leads to
    stuck: list = field(default_factory=list)       # per seat, first impossible card or -1
    committed: list = field(default_factory=list)   # per seat, (card, act) laid this move
    shown: list = field(default_factory=list)       # per seat, {card index: card} shown
    disc: list = field(default_factory=list)        # per seat, disc placed this turn
    activities: list = field(default_factory=list)  # (kind, town, move, seats, need)
    spied: dict = field(default_factory=dict)       # bank town -> value desperadoes saw
    marks: list = field(default_factory=list)       # per seat, (town, turn, move) or None
    reopened: list = field(default_factory=list)    # per seat, may change its card after a proof
    proofs: str = "during"                          # when discs and spies are shown: during | after
    target: int = 0                                 # the gang's goal in dollars
    booty: int = 0
    loot: list = field(default_factory=list)        # (kind, town, value) taken
    arrests: int = 0


@dataclass
class DesperadosView:
    """What one seat may see. Hidden: the other side's cards this turn (a desperado sees
    the partners'), the poker and coach tiles, the stacks' order, the bank tiles (the
    marshal sees them; desperadoes what they spied), the desperadoes' plans (theirs)."""

    player: int | None
    players: int
    marshal: int
    turn: int
    move: int
    phase: str
    placing: int
    sheriff: int
    order: list
    coach: list
    robbed: list
    pawn: list
    sheriffs: list
    lost: list
    laid: list                   # cards each seat laid this turn (moves complete)
    committed: list              # whether each seat has laid its card this move
    shown: list                  # per seat {card index: card}, public proofs
    disc: list
    activities: list
    poker_towns: list            # towns with a poker tile left
    bank_towns: list             # bank towns with a tile
    bank_values: dict            # the tiles this seat knows
    bank_stack_count: int
    coach_stack_count: int
    booty: int
    target: int                  # the gang's goal: the set-up's target a desperado, times them
    proofs: str                  # "during": shown as the cards allow; "after": when all are down
    reopened: list               # per seat: may keep or change its card after a proof
    loot: list
    cards: dict                  # seat -> this turn's cards, for the seats this one may see
    paths: dict                  # seat -> the towns those cards lead to
    stuck: dict                  # seat -> first impossible card, for those seats
    laying: dict                 # seat -> (card, act) laid this move, for those seats
    marks: dict                  # seat -> (town, turn, move), desperadoes only
    hand: list                   # this seat's cards still in hand


class Desperados(Game):
    name = "desperados"
    title = "Desperados"
    min_players = 3
    max_players = 6
    blurb = ("One marshal against a gang moving in secret: rob coaches, cheat at poker, "
             "hold up banks. The gang needs $4,000 a head after 5 turns (or the target you set).")

    def __init__(self, weighted: bool = True) -> None:
        self.weighted = weighted        # the marshal's worlds weigh paths by the gang's goals
        self._last_unseen: tuple = (None, None)     # (view, what `_unseen` found in it)
        self._moment: tuple = (None, 0, 0, None)    # (state, turn, move, its acts: `_moment_acts`)
        self.board = b = board()
        self.options = (
            ConfigChoice("marshal", "Marshal's seat", tuple(range(6)), 0, tuple(f"Seat {i + 1}" for i in range(6)),
                         "Who plays the marshal; every other seat is a desperado of the gang."),
            ConfigChoice("target", "Target per desperado", b.targets, b.target,
                         tuple(f"${t:,}" + (" (rulebook)" if t == b.target else "") for t in b.targets),
                         TARGET_HELP),
            ConfigChoice("proofs", "Discs and proofs", ("during", "after"), "during",
                         ("Shown at once; cards may change (rulebook)", "Shown when every card is down"),
                         "Rulebook: a desperado who joins an activity places his disc and shows his "
                         "card at once, and anyone whose card is not final may still change it. "
                         "The other way, discs and proofs wait until every card of the move is down."),
        )

    # ---- configuration and names ---------------------------------------------------------
    def configure(self, config):
        config = super().configure(config)
        if config["marshal"] >= config["players"]:
            raise ValueError(f"{self.title}: the marshal's seat must be one of the "
                             f"{config['players']} seats")
        return config

    def saved_config(self, config):
        """Saves from before these choices were played to $4,000 with proofs after the last card."""
        return {"target": self.board.target, "proofs": "after", **config}

    def seat_names(self, config):
        return list(_seat_names(config["players"], config["marshal"]))

    def seat_label(self, state, player):
        if not 0 <= player < state.players:
            return super().seat_label(state, player)
        return _seat_names(state.players, state.marshal)[player]

    def desperadoes(self, state) -> list[int]:
        return [p for p in range(state.players) if p != state.marshal]

    def target(self, state) -> int:
        return state.target

    def turn_count(self, state) -> int:
        return state.turn + (state.phase == "over")

    def town(self, card: str) -> str:
        return self.board.name(card)

    # ---- set-up ------------------------------------------------------------------------------
    def _new_game(self, config, rng):
        b = self.board
        n = config["players"]
        bank = list(b.bank)
        for value in b.bottom:
            bank.remove(value)
        low = [v for v in bank if v <= b.low_max]
        high = [v for v in bank if v > b.low_max]
        rng.shuffle(low)
        rng.shuffle(high)
        on_banks = low[:b.low_on_banks] + high[:b.high_on_banks]
        rng.shuffle(on_banks)
        rest = low[b.low_on_banks:] + high[b.high_on_banks:]
        rng.shuffle(rest)
        poker = list(b.poker)
        rng.shuffle(poker)
        coach = list(b.coach)
        rng.shuffle(coach)
        first = rng.randrange(len(b.schedules))
        order = [(first + i) % len(b.schedules) for i in range(TURNS)]
        state = DesperadosState(
            rng=rng, players=n, marshal=config["marshal"], order=order,
            poker=dict(zip([c for c in b.cities if not b.cities[c].bank], poker)),
            banks=dict(zip(b.banks, on_banks)), bank_stack=list(b.bottom) + rest,
            coach_stack=coach, pawn=[None] * n, sheriffs=[None] * (n - 1),
            lost=[[] for _ in range(n)], proofs=config["proofs"], target=config["target"] * (n - 1))
        self._reset_turn(state)
        return state

    def _pieces(self, state) -> list[tuple[str, int]]:
        return ([("marshal", state.marshal)] + [("sheriff", i) for i in range(len(state.sheriffs))]
                + [("desperado", p) for p in self.desperadoes(state)])

    def _reset_turn(self, state) -> None:
        n = state.players
        state.played = [[] for _ in range(n)]
        state.path = [[] for _ in range(n)]
        state.stuck = [-1] * n
        state.committed = [None] * n
        state.reopened = [False] * n
        state.shown = [{} for _ in range(n)]
        state.disc = [False] * n
        state.activities = []
        state.marks = [None] * n
        state.robbed = [False, False]
        state.move = 0
        sched = self.board.schedules
        state.coach = [sched[state.order[state.turn]].brown[0],
                       sched[state.order[state.turn - 1]].blue[0] if state.turn else None]

    # ---- who decides what --------------------------------------------------------------------
    def pending(self, state) -> dict[int, Decision]:
        if state.phase == "setup":
            piece, who = self._pieces(state)[state.placing]
            seat = state.marshal if piece != "desperado" else who
            return {seat: self._setup_decision(state, piece, who)}
        if state.phase == "sheriffs":
            return {state.marshal: _sheriff_decision(state.sheriffs[state.sheriff], state.sheriff, state.move)}
        if state.phase == "cards":
            acts: dict[bool, tuple] = {}        # the seats' acts, worked out once per free disc or not
            return {p: self._card_decision(state, p, acts) for p in _deciding(state)}
        return {}

    def first_pending(self, state):
        """`pending`'s first seat without the other seats' hands (the hard bot's rollouts, at
        every step: no dict of the seats deciding, no list of them)."""
        phase = state.phase
        if phase == "sheriffs":
            return state.marshal, _sheriff_decision(state.sheriffs[state.sheriff], state.sheriff, state.move)
        if phase == "cards":
            reopened = state.reopened
            for p, laid in enumerate(state.committed):
                if laid is None or reopened[p]:         # `_deciding`'s first, without its list
                    return p, self._card_decision(state, p, self._moment_acts(state))
        return super().first_pending(state)

    def _moment_acts(self, state) -> dict:
        """`_card_decision`'s `known` acts shared by the seats deciding in one move of one
        state (a rollout's every card): the activities open in a move read only what
        changes between moves (the coaches, the tiles, the activities of earlier moves)."""
        moment = self._moment
        if moment[0] is state and moment[1] == state.turn and moment[2] == state.move:
            return moment[3]
        known: dict = {}
        self._moment = (state, state.turn, state.move, known)
        return known

    def _setup_decision(self, state, piece: str, who: int) -> Decision:
        what = {"marshal": "your Marshal", "sheriff": f"Sheriff {who + 1}",
                "desperado": "your desperado"}[piece]
        return _any_town_decision(f"Set-up: place {what} in any town")

    def position(self, state, p: int) -> str:
        """Where seat p's laid cards lead so far (its pawn stays put until the examination)."""
        return state.path[p][-1] if state.path[p] else state.pawn[p]

    def hand(self, state, p: int) -> list[str]:
        return list(self._hand(state, p))

    def _hand(self, state, p: int) -> tuple:
        return _cards_left(tuple(state.played[p]), tuple(state.lost[p]))

    def _card_decision(self, state, p: int, known: dict) -> Decision:
        """Seat p's decision; `known` keeps the acts already worked out (by free disc or not)
        for the other seats of the same moment."""
        gang = p != state.marshal
        acts = None
        if gang:
            free = not state.disc[p]
            if free not in known:
                known[free] = self._acts(state, free)
            acts = known[free]
        laid = state.committed[p] if state.reopened[p] else None
        path, mark = state.path[p], state.marks[p]      # `position`, `_hand` and whether p may mark, written out
        return _card_decision(path[-1] if path else state.pawn[p], _cards_left(tuple(state.played[p]), tuple(state.lost[p])),
                              state.stuck[p] >= 0, acts, gang, state.move,
                              mark is None or (mark[1], mark[2]) != (state.turn, state.move), laid)

    def _acts(self, state, disc_free: bool) -> tuple:
        """(town, act) pairs open to a desperado this move, whichever card leads there: a
        poker game or a coach that took discs in an earlier move of the turn is closed, one
        that took them in this move may take one more. Only whether the seat's disc is still
        free tells one desperado's from another's."""
        move = state.move
        earlier = frozenset((a[0], a[1]) for a in state.activities if a[2] < move) if state.activities else NO_ACTS
        banked = tuple([t for t, v in state.banks.items() if v is not None])
        return _open_acts(disc_free, earlier, tuple(state.coach), tuple(state.poker), banked)

    # ---- moves -------------------------------------------------------------------------------
    def _apply(self, state, p: int, option: Option, quiet: bool = False) -> list[Event]:
        """The option's move and its events; `quiet` (a rollout's move, `quiet_step`) leaves out
        the events of the commonest moves (a card laid or kept, a sheriff moved, a move begun),
        which nobody reads."""
        kind = option.kind
        if kind == "place":
            return self._place(state, p, option["town"])
        if kind == "sheriff":
            return self._move_sheriff(state, option["sheriff"], option["town"], quiet)
        if kind == "mark":
            state.marks[p] = (option["town"], state.turn, state.move)
            who = self.seat_label(state, p)
            return [Event.later("mark", {"player": p, "town": option["town"]},
                                self._marks_words, "You" if q == p else who, option["town"], to=q)
                    for q in self.desperadoes(state)]
        if kind == "keep":
            state.reopened[p] = False
            events = [] if quiet else [Event.later("keep", {"player": p, "known_to": self._seen_by(state, p)},
                                                   KEEPS.format, self.seat_label(state, p), reveal=True)]
            events += self._close_if_done(state, quiet)
            return events
        return self._lay(state, p, option["card"], option.get("act"), quiet)

    def _place(self, state, p: int, town: str) -> list[Event]:
        piece, who = self._pieces(state)[state.placing]
        if piece == "sheriff":
            state.sheriffs[who] = town
            label = f"Sheriff {who + 1}"
        else:
            state.pawn[who] = town
            label = self.seat_label(state, who)
        events = []
        if state.placing == 0:      # new_game returns no events: the deal is told with the first piece
            first = self.board.schedules[state.order[0]]
            events += [Event("shuffle", "The poker, stage coach and bank tiles were shuffled face down.", {}),
                       Event("schedule", f"The stage coaches' routes were drawn: in turn 1 {self._coach_words(state.order, 0)}; "
                                         "the blue one joins from turn 2.", {"schedule": first.id})]
        state.placing += 1
        events.append(Event("place", f"{label} starts in {self.town(town)}.",
                            {"piece": piece, "who": who, "town": town}))
        if state.placing == len(self._pieces(state)):
            events += self._begin_move(state)
        return events

    def _begin_move(self, state, quiet: bool = False) -> list[Event]:
        state.move += 1
        state.phase = "sheriffs"
        state.sheriff = 0
        sched = self.board.schedules
        events = []
        for c, kind in enumerate(COACHES):
            if state.coach[c] is None:
                continue
            route = (sched[state.order[state.turn]].brown if c == 0
                     else sched[state.order[state.turn - 1]].blue)
            if state.robbed[c]:
                continue
            frm, to = state.coach[c], route[state.move]
            state.coach[c] = to
            if not quiet:
                events.append(Event.later("coach", {"coach": kind, "from": frm, "to": to},
                                          self._rolls_words, kind, frm, to))
        if not quiet:
            events.append(Event.later("move_start", {"turn": state.turn, "move": state.move},
                                      MOVE_START.format, state.turn + 1, state.move))
        return events

    def _move_sheriff(self, state, i: int, town: str, quiet: bool = False) -> list[Event]:
        frm = state.sheriffs[i]
        state.sheriffs[i] = town
        events = [] if quiet else [Event.later("sheriff", {"sheriff": i, "from": frm, "to": town},
                                               self._rides_words, i, frm, town)]
        state.sheriff += 1
        if state.sheriff == len(state.sheriffs):
            state.phase = "cards"
            state.committed = [None] * state.players
            if not quiet:
                events.append(Event.later("cards", {"move": state.move}, CARDS.format, state.move))
        return events

    def _seen_by(self, state, p: int) -> list[int]:
        """The seats that see p's cards: the whole gang for a desperado, the marshal alone."""
        return self.desperadoes(state) if p != state.marshal else [p]

    def _lay(self, state, p: int, card: str, act: str | None, quiet: bool = False) -> list[Event]:
        """A card laid, or laid in place of the one p took back after a proof."""
        events = [] if quiet else self._lay_events(state, p, state.committed[p], card, act)
        state.committed[p] = (card, act)
        state.reopened[p] = False
        if act is not None and state.proofs == "during":        # a card without an act shows nothing
            events += self._show(state, p)
        events += self._close_if_done(state, quiet)
        return events

    def _lay_events(self, state, p: int, was: tuple | None, card: str, act: str | None) -> list[Event]:
        """What p's partners (or p alone) read, and what the others read: that a card was laid,
        that it was taken back for another, or that it stays (a new activity is not seen)."""
        who = self.seat_label(state, p)
        seen_by = self._seen_by(state, p)
        public = {"player": p, "public_of": seen_by}
        if was is None:
            others = Event.later("lay_hidden", public, LAYS.format, who)
        elif was[0] == card:
            others = Event.later("keep", dict(public, known_to=seen_by), KEEPS.format, who, reveal=True)
        else:
            others = Event.later("change_hidden", dict(public, known_to=seen_by), CHANGES.format, who, reveal=True)
        kind = "lay" if was is None else "change"
        was = was and was[0]
        return [Event.later(kind, {"player": p, "card": card, "act": act}, self._lay_words, who, was, card, act,
                            q == p, to=q) for q in seen_by] + [others]

    def _lay_words(self, who: str, was: str | None, card: str, act: str | None, own: bool) -> str:
        """What p ("You lay ...", `own`) and the partners ("Gregor lays ...") read of a card
        laid (`was`: the card it took back, if any)."""
        who, s = ("You", "") if own else (who, "s")
        words = self._card_words(card)
        meaning = f"meaning to join {ACT_WORDS[act]}" if act in DISC_ACTS else (
            "meaning to spy on the bank" if act == "spy" else "with no activity")
        if was is None:
            return f"{who} lay{s} {words} face down" + (f", {meaning}." if act else ".")
        if was == card:
            return f"{who} keep{s} {words}, now {meaning}."
        return f"{who} take{s} back {self._card_words(was)} and lay{s} {words} face down" + \
            (f", {meaning}." if act else ".")

    def _card_words(self, card: str) -> str:
        return self.town(card) if card != SALOON else "the Saloon"

    def _marks_words(self, who: str, town: str) -> str:
        return f"{who} mark{'' if who == 'You' else 's'} {self.town(town)} as the gang's target."

    def _rolls_words(self, kind: str, frm: str, to: str) -> str:
        return f"The {kind} stage coach rolls from {self.town(frm)} to {self.town(to)}."

    def _rides_words(self, i: int, frm: str, town: str) -> str:
        return (f"Sheriff {i + 1} stays in {self.town(town)}." if frm == town
                else f"Sheriff {i + 1} rides from {self.town(frm)} to {self.town(town)}.")

    def _dest(self, state, p: int) -> str:
        """The town p's card of this move leads to (a card with an activity is reachable)."""
        card = state.committed[p][0]
        return self.position(state, p) if card == SALOON else card

    def _proven(self, state, p: int) -> bool:
        return state.move - 1 in state.shown[p]

    def _show(self, state, p: int) -> list[Event]:
        """What p's card lets happen at once: a spy looks at the bank, a disc joins the
        activity placed this move or goes down with the partners' if they now outnumber the
        sheriffs. Anything shown lets every other seat whose card is not shown change it."""
        act = state.committed[p][1]
        if act is None:
            return []
        town = self._dest(state, p)
        if act == "spy":
            events = self._spy(state, p, town)
        else:
            placed = next((i for i, a in enumerate(state.activities) if a[:3] == (act, town, state.move)), None)
            if placed is not None:
                events = self._join(state, placed, p)
            else:
                seats = self._intents(state)[act, town]          # p's among them
                need = state.sheriffs.count(town) + 1
                events = self._put_discs(state, act, town, seats, need) if len(seats) >= need else []
        if events:
            for q in range(state.players):
                state.reopened[q] = state.committed[q] is not None and not self._proven(state, q)
        return events

    def _intents(self, state) -> dict:
        """(act, town) -> the seats meaning to put a disc there whose disc is not down yet."""
        out: dict = {}
        for q in self.desperadoes(state):
            laid = state.committed[q]
            if laid is not None and laid[1] in DISC_ACTS and not state.disc[q]:
                out.setdefault((laid[1], self._dest(state, q)), []).append(q)
        return out

    def _put_discs(self, state, act: str, town: str, seats: list, need: int) -> list[Event]:
        """Enough discs: they go down and their desperadoes show their proofs to everyone."""
        cards = {}
        for p in seats:
            state.disc[p] = True
            cards[p] = self._prove(state, p)
        if act in COACHES:
            state.robbed[COACHES.index(act)] = True
        state.activities.append((act, town, state.move, tuple(seats), need))
        return self._shown(state, "disc", {"players": list(seats), "act": act, "town": town, "need": need,
                                           "cards": cards}, seats, self._discs_words, town, act)

    def _shown(self, state, kind: str, data: dict, seats, words, *args) -> list[Event]:
        """A proof shown to everyone, in `words(names, *args)`: the table reads the showers'
        names, and each shower its own line ("You show proof: ...") in its place, as it read
        "You lay ..." when it laid the card."""
        data = dict(data, known_to=self.desperadoes(state))
        names = [self.seat_label(state, p) for p in seats]
        own = [Event.later(kind, data, words, ("You", *(n for q, n in zip(seats, names) if q != p)), *args,
                           to=p, reveal=True) for p in seats]
        return [Event.later(kind, dict(data, public_of=list(seats)), words, tuple(names), *args, reveal=True)] + own

    @staticmethod
    def _shows(names: tuple) -> str:
        return f"{_join(names)} {'shows' if names != ('You',) and len(names) == 1 else 'show'} proof"

    def _discs_words(self, names: tuple, town: str, act: str) -> str:
        one = len(names) == 1
        return f"{self._shows(names)}: in {self.town(town)}, {'a disc' if one else 'discs'} on {ACT_WORDS[act]}."

    def _join(self, state, index: int, p: int) -> list[Event]:
        """One more disc on an activity placed this move (a spare, as Sabine's)."""
        act, town, move, seats, need = state.activities[index]
        state.activities[index] = (act, town, move, seats + (p,), need)
        state.disc[p] = True
        return self._shown(state, "disc", {"players": [p], "act": act, "town": town, "need": need,
                                           "cards": {p: self._prove(state, p)}}, [p], self._joins_words, town, act)

    def _joins_words(self, names: tuple, town: str, act: str) -> str:
        return f"{self._shows(names)}: in {self.town(town)}, one more disc on {ACT_WORDS[act]}."

    def _spy(self, state, p: int, town: str) -> list[Event]:
        cards = self._prove(state, p)
        value = state.banks.get(town)
        state.spied[town] = value
        events = self._shown(state, "spy", {"player": p, "town": town, "cards": cards}, [p], self._spies_words, town)
        return events + [Event.later("spied", {"town": town, "value": value}, self._holds_words, town, value,
                                     to=q, reveal=True) for q in self.desperadoes(state)]

    def _spies_words(self, names: tuple, town: str) -> str:
        return f"{self._shows(names)}: in {self.town(town)}, spying on the bank."

    def _holds_words(self, town: str, value: int) -> str:
        return f"The bank in {self.town(town)} holds ${value:,}."

    def _close_if_done(self, state, quiet: bool = False) -> list[Event] | tuple:
        """The move is complete when no seat has a card to lay or to keep or change
        (`_deciding`'s, without its list: every card laid in a rollout asks); its events,
        none (a shared empty tuple) while it is not."""
        reopened = state.reopened
        for p, laid in enumerate(state.committed):
            if laid is None or reopened[p]:
                return ()
        return self._complete_move(state, quiet)

    def _complete_move(self, state, quiet: bool = False) -> list[Event]:
        """Every card is down and kept: discs and spies still waiting are settled (all of
        them with proofs "after"; with "during" only the discs too few to go down), then
        the cards join the displays."""
        events = []
        for (act, town), seats in self._intents(state).items():
            need = state.sheriffs.count(town) + 1
            if len(seats) >= need:
                events += self._put_discs(state, act, town, seats, need)
                continue
            for p in () if quiet else seats:
                events.append(Event.later("no_disc", {"player": p, "act": act, "town": town},
                                          self._too_few_words, act, town, len(seats), need - 1, to=p))
        for p in range(state.players):
            if state.committed[p][1] == "spy" and not self._proven(state, p):
                events += self._spy(state, p, self._dest(state, p))
        nbrs = self.board.nbrs
        for p in range(state.players):
            card = state.committed[p][0]
            here = self.position(state, p)
            if state.stuck[p] < 0 and card != SALOON and card not in nbrs[here]:
                state.stuck[p] = len(state.played[p])
            if state.stuck[p] < 0 and card != SALOON:
                here = card
            state.played[p].append(card)
            state.path[p].append(here)
        state.committed = [None] * state.players
        if state.move == MOVES:
            events += self._examine(state, quiet)
        else:
            events += self._begin_move(state, quiet)
        return events

    def _too_few_words(self, act: str, town: str, gang: int, law: int) -> str:
        return (f"Too few of the gang for {ACT_WORDS[act]} in {self.town(town)}: {against(gang, law)}, "
                "and it takes more desperadoes than sheriffs. Your disc stays home.")

    def _prove(self, state, p: int) -> list[str]:
        """Show the card of this move, and the one before it if this one is the Saloon;
        returns them, oldest first."""
        i = state.move - 1
        card = state.committed[p][0]
        proof = {i - 1: state.played[p][i - 1], i: card} if card == SALOON and i > 0 else {i: card}
        state.shown[p].update(proof)
        return list(proof.values())

    # ---- the examination -----------------------------------------------------------------------
    def _examine(self, state, quiet: bool = False) -> list[Event]:
        """The cards turned move by move: arrests, activities, hold-ups, the turn's end;
        `quiet` (a rollout's last move) makes none of its events."""
        events = [] if quiet else [Event("examination", "All five moves are laid: the examination begins.", {})]
        desperadoes = self.desperadoes(state)
        active = [True] * state.players
        pos = list(state.pawn)
        names = _seat_names(state.players, state.marshal)
        stuck = tuple(state.stuck)
        for m in range(MOVES):
            cards = {}
            for p in range(state.players):
                if not active[p]:
                    continue
                card = state.played[p][m]
                cards[p] = card
                if stuck[p] == m:
                    active[p] = False
                elif card != SALOON:
                    pos[p] = card
            if not quiet:
                towns = {p: pos[p] for p in cards}
                events.append(Event.later("reveal", {"move": m + 1, "cards": cards, "towns": towns},
                                          self._reveal_words, m, names, stuck, cards, towns, reveal=True))
            if active[state.marshal]:
                here = pos[state.marshal]
                for p in desperadoes:
                    if active[p] and pos[p] == here:
                        active[p] = False
                        state.arrests += 1
                        card = state.played[p][m]
                        if card != SALOON:
                            state.lost[p].append(card)
                        if not quiet:
                            events.append(Event.later("arrest", {"player": p, "town": here, "card": card,
                                                                 "lost": card != SALOON},
                                                      self._arrest_words, names[p], here, card))
            for act, town, move, seats, need in state.activities:
                if move == m + 1:
                    events += self._settle_activity(state, act, town, seats, need, active, pos, quiet)
        events += self._hold_ups(state, active, pos, quiet)
        state.pawn = pos
        return events + self._end_turn(state, quiet)

    def _reveal_words(self, m: int, names: tuple, stuck: tuple, cards: dict, towns: dict) -> str:
        """Card m of every seat still moving: where it leads, or that it cannot be reached."""
        parts = []
        for p, card in cards.items():
            if stuck[p] == m:
                parts.append(f"{names[p]} cannot reach {self.town(card)} from {self.town(towns[p])}: "
                             "the move ends there")
            else:
                parts.append(f"{names[p]} {'stays in' if card == SALOON else 'to'} {self.town(towns[p])}")
        return f"Card {m + 1}: " + "; ".join(parts) + "."

    def _arrest_words(self, who: str, here: str, card: str) -> str:
        pays = "laid the Saloon, so hands over no card," if card == SALOON else \
            f"hands over the {self.town(card)} card"
        return f"The marshal arrests {who} in {self.town(here)}: {who} {pays} and sits out the rest of the turn."

    def _settle_activity(self, state, act, town, seats, need, active, pos, quiet: bool = False) -> list[Event]:
        there = [p for p in seats if active[p] and pos[p] == town]
        if len(there) < need:
            return [] if quiet else [Event.later("foiled", {"act": act, "town": town, "players": there},
                                self._settled_words, act, town, None, len(there), need)]
        if act == "poker":
            value = state.poker.pop(town)
        elif state.coach_stack:
            value = state.coach_stack.pop()
        else:
            return [] if quiet else [Event.later("robbed", {"act": act, "town": town, "value": 0},
                                                 self._settled_words, act, town, 0)]
        state.booty += value
        state.loot.append((act, town, value))
        return [] if quiet else [Event.later("robbed", {"act": act, "town": town, "value": value, "players": there},
                            self._settled_words, act, town, value, reveal=True)]

    def _settled_words(self, act: str, town: str, value: int | None, there: int = 0, need: int = 0) -> str:
        """An activity at the examination: foiled (value None), an empty strongbox (0), or the take."""
        where = f"{ACT_WORDS[act]} in {self.town(town)}"
        if value is None:
            return f"Too few desperadoes reach {where} ({there} of {need}): it fails."
        if not value:
            return f"The gang robs {where}, but the strongbox is empty."
        return f"The gang {'cheats at' if act == 'poker' else 'robs'} {where} and takes ${value:,}."

    def _hold_ups(self, state, active, pos, quiet: bool = False) -> list[Event]:
        events, robbed, desperadoes = [], [], self.desperadoes(state)
        for town in self.board.banks:
            gang = [p for p in desperadoes if active[p] and pos[p] == town]
            law = state.sheriffs.count(town)
            if not gang:
                continue
            if len(gang) <= law:
                if not quiet:
                    events.append(Event.later("hold_up_fails", {"town": town, "players": gang},
                                              self._hold_up_words, town, None, len(gang), law))
                continue
            value = state.banks.get(town)
            if value is None:
                if not quiet:
                    events.append(Event.later("hold_up", {"town": town, "value": 0}, self._hold_up_words, town, 0))
                continue
            state.booty += value
            state.loot.append(("bank", town, value))
            robbed.append(town)
            if not quiet:
                events.append(Event.later("hold_up", {"town": town, "value": value, "players": gang},
                                          self._hold_up_words, town, value, reveal=True))
        for town in robbed:
            state.spied.pop(town, None)
            if state.bank_stack:
                state.banks[town] = state.bank_stack.pop()
                if quiet:
                    continue
                events.append(Event("draw", f"A new bank tile is placed face down in {self.town(town)}.",
                                    {"town": town, "public_of": state.marshal}))
                events.append(Event("draw", f"The new bank tile in {self.town(town)} holds ${state.banks[town]:,}.",
                                    {"town": town, "value": state.banks[town]}, to=state.marshal))
            else:
                state.banks[town] = None
                if quiet:
                    continue
                events.append(Event("draw", f"No bank tiles are left: {self.town(town)}'s bank stays empty.",
                                    {"town": town}))
        return events

    def _hold_up_words(self, town: str, value: int | None, gang: int = 0, law: int = 0) -> str:
        """A hold-up: failed (value None), an empty bank (0), or the take."""
        if value is None:
            return f"The hold-up in {self.town(town)} fails: {against(gang, law)}."
        if not value:
            return f"The bank in {self.town(town)} is empty."
        return f"The gang holds up the bank in {self.town(town)} and takes ${value:,}."

    def _begins_words(self, turn: int, order: tuple) -> str:
        return f"Turn {turn + 1} begins: {self._coach_words(order, turn)}."

    def _coach_words(self, order, turn: int) -> str:
        """Where the coaches ride in a turn, in towns: the rulebook's "schedule" (a two-sided
        route card) is a thing the table never shows, so the log names the route instead."""
        brown = self.board.schedules[order[turn]].brown
        words = f"the brown stage coach rides from {self.town(brown[0])} to {self.town(brown[-1])}"
        if turn:
            blue = self.board.schedules[order[turn - 1]].blue
            words += f" and the blue one from {self.town(blue[0])} to {self.town(blue[-1])}"
        return words + ", one town each move"

    def _end_turn(self, state, quiet: bool = False) -> list[Event]:
        target = self.target(state)
        events = [] if quiet else [Event.later("turn_end", {"turn": state.turn, "booty": state.booty,
                                                            "target": target},
                                               TURN_END.format, state.turn + 1, state.booty, target)]
        if state.turn == TURNS - 1:
            state.phase = "over"
            if not quiet:
                events.append(Event("game_end", self.result(state).summary, {}))
            return events
        state.turn += 1
        self._reset_turn(state)
        if not quiet:
            s = self.board.schedules[state.order[state.turn]]
            events.append(Event.later("schedule", {"turn": state.turn, "schedule": s.id, "coach": list(state.coach)},
                                      self._begins_words, state.turn, tuple(state.order)))
        return events + self._begin_move(state, quiet)

    # ---- the end -------------------------------------------------------------------------------
    def result(self, state) -> Result | None:
        if state.phase != "over":
            return None
        target = self.target(state)
        gang = tuple(self.desperadoes(state))
        scores = tuple(state.booty if p != state.marshal else target - state.booty for p in range(state.players))
        if state.booty >= target:
            return Result(gang, scores, f"The desperadoes win with ${state.booty:,} (they needed ${target:,}).",
                          together=True)
        return Result((state.marshal,), scores,
                      f"The marshal wins: the gang has only ${state.booty:,} of ${target:,}.")

    def score_breakdown(self, state) -> ScoreBreakdown:
        """The gang's booty by where it was taken (every desperado scores all of it); the
        marshal's score is the gang's target less that booty, said in words from his side (won
        or lost by how much), never as a signed sum. The gang is one column."""
        target, gang = self.target(state), tuple(self.desperadoes(state))
        loot = dict.fromkeys(("Poker games", "Stage coaches", "Bank hold-ups"), 0)
        for kind, _, value in state.loot:
            loot[LOOT_WORDS[kind]] += value
        rows = [ScoreRow(p, source, value, f"${value:,}") for p in gang for source, value in loot.items()]
        rows += [ScoreRow(state.marshal, "The gang's target", target, f"${target:,}"),
                 ScoreRow(state.marshal, "The gang's booty", -state.booty, f"${state.booty:,}")]
        rows.sort(key=lambda row: row.seat)
        head = round(state.booty / len(gang))
        arrests = f"{state.arrests} arrest{'s' * (state.arrests != 1)}"
        ending = (f"The gang took ${state.booty:,} of the ${target:,} it needed: ${head:,} a desperado "
                  f"against a target of ${target // len(gang):,} each. The marshal made {arrests}.")
        rule = None
        if state.booty == target:
            rule = "The gang's booty equals its target exactly, and reaching the target is enough: the gang wins."
        short = target - state.booty
        said = f"{'won' if short > 0 else 'lost'} by ${abs(short):,}" if short else "lost: target met"   # his side
        return ScoreBreakdown(tuple(rows), ("Score ($)",), rule, ending, (("The gang", gang),),
                              ((state.marshal, said),))

    # ---- views, clones, determinize ---------------------------------------------------------------
    def sees(self, state, viewer: int | None, p: int) -> bool:
        """May `viewer` see seat p's cards this turn? Its own, and a desperado its partners'."""
        if viewer is None:
            return False
        return viewer == p or (viewer != state.marshal and p != state.marshal)

    def view(self, state, player: int | None) -> DesperadosView:
        me, n, marshal = player, state.players, state.marshal
        visible = [p for p in range(n) if self.sees(state, me, p)]
        gang_eyes = me is not None and me != marshal
        if me == marshal:
            bank_values = {t: v for t, v in state.banks.items() if v is not None}
        elif gang_eyes:
            bank_values = {t: v for t, v in state.spied.items() if v is not None}
        else:
            bank_values = {}
        played, committed = state.played, state.committed
        # activities and loot hold tuples (rules.py appends nothing else): a list copy is enough
        return DesperadosView(
            player=me, players=n, marshal=marshal, turn=state.turn,
            move=state.move, phase=state.phase, placing=state.placing, sheriff=state.sheriff,
            order=list(state.order), coach=list(state.coach), robbed=list(state.robbed),
            pawn=list(state.pawn), sheriffs=list(state.sheriffs),
            lost=list(map(list, state.lost)), laid=list(map(len, played)),
            committed=[c is not None for c in committed],
            shown=list(map(dict, state.shown)), disc=list(state.disc),
            activities=list(state.activities),
            poker_towns=sorted(state.poker), bank_towns=sorted(t for t, v in state.banks.items() if v is not None),
            bank_values=bank_values, bank_stack_count=len(state.bank_stack),
            coach_stack_count=len(state.coach_stack), booty=state.booty, target=state.target,
            proofs=state.proofs, reopened=list(state.reopened), loot=list(state.loot),
            cards={p: list(played[p]) for p in visible},
            paths={p: list(state.path[p]) for p in visible},
            stuck={p: state.stuck[p] for p in visible},
            laying={p: committed[p] for p in visible if committed[p] is not None},
            marks={p: m for p, m in enumerate(state.marks) if m} if gang_eyes else {},
            hand=self.hand(state, me) if me is not None else [])

    def clone(self, state):
        new = DesperadosState.__new__(DesperadosState)
        new.__dict__.update(state.__dict__)
        new.rng = copy_rng(state.rng)
        for name in ("pawn", "sheriffs", "coach", "robbed", "stuck", "committed", "disc",
                     "activities", "marks", "loot", "bank_stack", "coach_stack", "order", "reopened"):
            setattr(new, name, list(getattr(state, name)))
        for name in ("played", "path", "lost"):
            setattr(new, name, [list(x) for x in getattr(state, name)])
        new.shown = [dict(x) for x in state.shown]
        new.poker, new.banks, new.spied = dict(state.poker), dict(state.banks), dict(state.spied)
        return new

    def determinize(self, view: DesperadosView, rng: random.Random) -> DesperadosState:
        """A full state agreeing with `view`: the unseen seats' cards drawn along the roads
        (keeping the proofs and lost cards), the unseen tiles dealt from what is left. The
        marshal's draws favour the paths a desperado would want (`likely_path`), unless
        the game was made with `weighted=False` (uniform, kept to measure against)."""
        b = self.board
        n = view.players
        poker, coach, pool, bottom, goals, weights = self._unseen(view)
        poker, coach, pool = list(poker), list(coach), list(pool)
        shuffle(rng, poker)
        shuffle(rng, coach)
        shuffle(rng, pool)
        known = view.bank_values
        banks = {t: None for t in b.banks}
        for t in view.bank_towns:
            banks[t] = known[t] if t in known else pool.pop()
        state = DesperadosState(
            rng=random.Random(rng.random()), players=n, marshal=view.marshal, order=list(view.order),
            poker=dict(zip(view.poker_towns, poker)), banks=banks, bank_stack=bottom + pool,
            coach_stack=coach, pawn=list(view.pawn), sheriffs=list(view.sheriffs),
            lost=[list(x) for x in view.lost], turn=view.turn, move=view.move, phase=view.phase,
            placing=view.placing, sheriff=view.sheriff, coach=list(view.coach),
            robbed=list(view.robbed), shown=[dict(x) for x in view.shown], disc=list(view.disc),
            activities=list(view.activities), spied=({t: v for t, v in known.items()}
                                                     if view.player not in (None, view.marshal) else {}),
            marks=[view.marks.get(p) for p in range(n)], reopened=list(view.reopened), proofs=view.proofs,
            target=view.target, booty=view.booty, loot=list(view.loot))
        state.played, state.path, state.stuck, state.committed = [], [], [], []
        for p in range(n):
            if p in view.cards:
                state.played.append(list(view.cards[p]))
                state.path.append(list(view.paths[p]))
                state.stuck.append(view.stuck[p])
                state.committed.append(view.laying.get(p))
                continue
            extra = 1 if view.committed[p] else 0
            if view.pawn[p] is None:
                drawn = ([], [], -1)
            elif goals is not None:
                drawn = likely_path(b, view.pawn[p], view.laid[p] + extra, view.shown[p], view.lost[p], goals, rng,
                                    weights)
            else:
                drawn = sample_path(b, view.pawn[p], view.laid[p] + extra, view.shown[p], view.lost[p], rng)
            if drawn is None:
                raise ValueError(f"no path fits what seat {p} showed: the view is inconsistent")
            cards, towns, stuck = drawn
            state.played.append(cards[:view.laid[p]])
            state.path.append(towns[:view.laid[p]])
            state.stuck.append(stuck if 0 <= stuck < view.laid[p] else -1)
            state.committed.append((cards[-1], None) if extra else None)
        return state

    def _unseen(self, view: DesperadosView) -> tuple:
        """What `determinize` deals from, worked out once per view (a hard decision asks
        for 160 worlds of one view): the poker, coach and bank tiles left to deal, the
        stack's bottom, and for the marshal the gang's goals (`desperado_goals`, None
        unweighted) with the weights of the paths drawn so far (`likely_path`'s memo)."""
        last_view, found = self._last_unseen
        if last_view is view:
            return found
        b = self.board
        taken = Counter()
        for kind, _, value in view.loot:
            taken["poker" if kind == "poker" else "coach" if kind in COACHES else "bank", value] += 1
        pool = _remaining(b.bank, "bank", taken)
        for v in view.bank_values.values():
            pool.remove(v)
        bottom = list(b.bottom[:min(view.bank_stack_count, len(b.bottom))])
        for v in bottom:
            pool.remove(v)
        goals = desperado_goals(b, view) if self.weighted and view.player == view.marshal else None
        found = (_remaining(b.poker, "poker", taken), _remaining(b.coach, "coach", taken), pool, bottom, goals, {})
        self._last_unseen = (view, found)
        return found

    def describe(self, option: Option) -> str:
        if option.kind == "play":
            card = option["card"]
            act = option.get("act")
            text = "Lay the Saloon" if card == SALOON else f"Lay {self.town(card)}"
            return text + (f" and join {ACT_WORDS[act]}" if act in DISC_ACTS else
                           " and spy on the bank" if act == "spy" else "")
        if option.kind == "sheriff":
            return f"Sheriff {option['sheriff'] + 1} to {self.town(option['town'])}"
        if option.kind == "keep":
            return "Keep the card laid"
        verb = {"place": "Start in", "mark": "Mark as target"}[option.kind]
        return f"{verb} {self.town(option['town'])}"

    def describe_for(self, view, decision, option: Option) -> str:
        """A sheriff left where he is "stays in" his town (the option names only the town)."""
        if option.kind == "sheriff" and view.sheriffs[option["sheriff"]] == option["town"]:
            return f"Sheriff {option['sheriff'] + 1} stays in {self.town(option['town'])}"
        return self.describe(option)

    # ---- simulate ---------------------------------------------------------------------------
    def simulate_config(self, config, seat_of):
        return dict(config, marshal=seat_of[0])

    def simulate_extras(self, finished):
        from wildwest.core.simulate import wilson
        games = len(finished)
        wins = sum(1 for _, s in finished if s.booty >= self.target(s))
        lo, hi = wilson(wins, games)
        per_head = [s.booty / (s.players - 1) for _, s in finished]
        return {"desperadoes_win_rate": round(wins / games, 4) if games else 0.0,
                "desperadoes_win_rate_ci": [round(lo, 4), round(hi, 4)],
                "mean_booty_per_desperado": round(sum(per_head) / games, 1) if games else 0.0}


def quiet_step(game: Desperados, state, p: int, option: Option) -> None:
    """A rollout's move (`Search.step`): the rules' own, without the events nobody reads."""
    game._apply(state, p, option, quiet=True)


@lru_cache(maxsize=4096)
def _cards_left(played: tuple, lost: tuple) -> tuple:
    """The movement cards still in hand: views and decisions ask at every move."""
    out = set(played)
    out.update(lost)
    return tuple(c for c in board().cards if c not in out)


@cache
def _seat_names(players: int, marshal: int) -> tuple:
    """Every seat's name: events name seats at every move of a rollout."""
    names = iter(NAMES)
    return tuple("Marshal" if p == marshal else next(names) for p in range(players))


# ---- decisions, built once per distinct input: playouts ask for them again and again ----------
@lru_cache(maxsize=16)
def _any_town_decision(prompt: str) -> Decision:
    return Decision(prompt, tuple(town_option("place", t) for t in board().cities))


@lru_cache(maxsize=4096)
def _sheriff_decision(here: str, i: int, move: int) -> Decision:
    towns = (here,) + board().nbrs[here]
    return Decision(f"Move {move}: move Sheriff {i + 1} along a road, or leave him in {board().name(here)}",
                    tuple(town_option("sheriff", t, i) for t in towns))


NO_ACTS: frozenset = frozenset()


@lru_cache(maxsize=4096)
def _open_acts(disc_free: bool, earlier: frozenset, coach: tuple, poker: tuple, banked: tuple) -> tuple:
    """`Desperados._acts` from hashable inputs (the poker towns, the bank towns with a
    tile, not the tiles: a world's hidden tiles differ, its open acts not): every decision
    of a rollout asks, from a handful of distinct tables."""
    out = []
    poker = set(poker)
    for town in board().cities:
        if disc_free:
            if town in poker and ("poker", town) not in earlier:
                out.append((town, "poker"))
            if town in coach:
                for c, kind in enumerate(COACHES):
                    if coach[c] == town and (kind, town) not in earlier:
                        out.append((town, kind))
        if town in banked:
            out.append((town, "spy"))
    return tuple(out)


def _deciding(state) -> list[int]:
    """The seats with a card to lay, or that may keep or change the one laid since a proof."""
    reopened = state.reopened
    return [p for p, laid in enumerate(state.committed) if laid is None or reopened[p]]


def against(gang: int, law: int) -> str:
    """How many desperadoes face how many sheriffs, in words."""
    return (f"{gang} desperado{'es' * (gang != 1)} against "
            f"{law} sheriff{'s' * (law != 1)}")


@lru_cache(maxsize=65536)
def _card_decision(here: str, hand: tuple, stuck: bool, acts: tuple | None, gang: bool, move: int,
                   mark_open: bool, laid: tuple | None = None) -> Decision:
    """A card to lay; with `laid` (card, act), the card laid may be kept or another laid.
    Its prompt and blocked reasons (`_card_words`) are written when first read: a search
    meets thousands of distinct decisions and reads none."""
    nbrs = board().nbrs[here]
    reachable = {c for c in hand if c == SALOON or c in nbrs}
    legal = list(hand) if stuck or not reachable else [c for c in hand if c in reachable]
    options = []
    open_acts = {}
    for town, act in acts or ():
        open_acts.setdefault(town, []).append(act)
    for c in legal:
        options.append(play_option(c))
        if gang and not stuck and c in reachable:
            dest = here if c == SALOON else c
            options.extend(play_option(c, act) for act in open_acts.get(dest, ()))
    if gang and mark_open:
        options.extend(town_option("mark", t) for t in board().cities)
    if laid is not None:
        options = [KEEP] + [o for o in options if o != play_option(*laid)]
    return Decision.later(tuple(options), _card_words, here, hand, stuck, move, laid)


def _card_words(here: str, hand: tuple, stuck: bool, move: int, laid: tuple | None) -> tuple:
    """`_card_decision`'s (prompt, blocked reasons)."""
    b = board()
    reachable = {c for c in hand if c == SALOON or c in b.nbrs[here]}
    blocked = []
    if stuck or not reachable:
        prompt = f"Move {move}: you cannot move on. Lay any card (an impossible move ends your turn)"
    else:
        for c in hand:
            if c not in reachable:
                blocked.append((c, f"You are in {b.name(c)} already: the Saloon keeps you here" if c == here
                                else f"No road from {b.name(here)} to {b.name(c)}"))
        for c in b.cards:
            if c not in hand:
                blocked.append((c, f"{b.name(c)}: you laid this card earlier this turn, or it went to the marshal"))
        prompt = f"Move {move}: lay a movement card face down (you are in {b.name(here)})"
    if laid is not None:
        prompt = (f"Move {move}: a card was shown, so you may change yours. Keep "
                  f"{'the Saloon' if laid[0] == SALOON else b.name(laid[0])} laid, or lay another card instead")
    return prompt, tuple(blocked)


def _remaining(tiles, kind: str, taken: Counter) -> list:
    out = list(tiles)
    for (k, value), count in taken.items():
        if k == kind:
            for _ in range(count):
                out.remove(value)
    return out


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
