"""Duel (rulebook 001): two gunslingers, simultaneous cards, three rounds of duels.

Every decision and its reason where the rulebook is silent is in docs/rules/duel.md.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache, lru_cache

from wildwest.core.engine import ConfigChoice, Decision, Event, Game, Option, Result, ScoreBreakdown, ScoreRow, copy_rng, tie_rule

from .cards import Card, card_set, duel

DUELS_PER_ROUND = (6, 5, 4)
HAND_SIZE = 9
DISCARDS = 2
TIE_GOLD = 2
ROUNDS_TO_WIN = 2


@cache
def card_option(kind: str, card: str) -> Option:
    """Options are immutable, so each (kind, card) is built once: playouts make millions."""
    return Option(kind, card=card)


@lru_cache(maxsize=4096)
def choice_decision(kind: str, cards: tuple[str, ...], count: int) -> Decision:
    """Discard (count more) or take back one of `cards`. Decisions are immutable values of
    their inputs, so each is built once: search bots ask for them millions of times."""
    prompt = ("Take back one of your discarded cards" if kind == "take_back" else
              f"Discard {count} card{'s' if count > 1 else ''} face down: "
              f"{'they sit' if count > 1 else 'it sits'} out this round")      # a newcomer asked why
    return Decision(prompt, tuple(card_option(kind, c) for c in cards))


@lru_cache(maxsize=4096)
def play_decision(hand: tuple[str, ...], last: str | None, number: int) -> Decision:
    """Duel `number`: play any card of `hand` but the one the +1 rule bars after `last`."""
    cards = card_set().cards
    last_value = cards[last].value if last else None
    barred = None if last_value is None else last_value + 1
    legal = [c for c in hand if barred is None or cards[c].value != barred]
    blocked = ()
    if not legal:          # only barred cards left: the rule cannot be kept, so it lapses
        legal = list(hand)
    elif len(legal) < len(hand):
        reason = f"you just played a {last_value}, so a {barred} (one above it) must wait a duel"
        blocked = tuple((c, reason) for c in hand if c not in legal)
    return Decision(f"Duel {number}: choose a card to play",
                    tuple(card_option("play", c) for c in legal), blocked)


@dataclass
class DuelState:
    rng: random.Random
    deck_kind: str
    owned: list[list[str]]                 # every card each seat owns
    round: int = 0                          # 0, 1, 2
    phase: str = "discard"                  # discard | duel | take_back | over
    hands: list[list[str]] = field(default_factory=lambda: [[], []])
    discards: list[list[str]] = field(default_factory=lambda: [[], []])
    unused: list[list[str]] = field(default_factory=lambda: [[], []])   # not dealt this round
    shown: list[list[str]] = field(default_factory=lambda: [[], []])    # hand cards shown to all
    played: list[list[str]] = field(default_factory=lambda: [[], []])
    committed: list[str | None] = field(default_factory=lambda: [None, None])
    to_discard: list[int] = field(default_factory=lambda: [DISCARDS, DISCARDS])
    extra_next_round: list[int] = field(default_factory=lambda: [0, 0])
    take_backs: list[int] = field(default_factory=lambda: [0, 0])
    gold: list[int] = field(default_factory=lambda: [0, 0])
    total_gold: list[int] = field(default_factory=lambda: [0, 0])
    win_bonus: list[int] = field(default_factory=lambda: [0, 0])
    pot: int = 0
    round_winners: list[int | None] = field(default_factory=list)
    round_gold: list[list[int]] = field(default_factory=list)            # each seat's gold, per round ended
    outcomes: list[tuple[int | None, int]] = field(default_factory=list)  # this round's duels
    duels_played: int = 0
    ended_early: bool = False


@dataclass
class DuelView:
    """What one seat may see. Opponent's hand, discards, unused cards and face-down card
    are counts; cards shown with a take-back are named."""

    player: int | None
    deck_kind: str
    round: int
    phase: str
    duel: int                      # 0-based index of the duel being fought
    duels_in_round: int
    owned: list[list[str]]
    hand: list[str] | None
    hand_counts: list[int]
    my_discards: list[str] | None
    discard_counts: list[int]
    unused_counts: list[int]
    shown: list[list[str]]
    played: list[list[str]]
    committed: list[bool]
    my_committed: str | None
    to_discard: list[int]
    extra_next_round: list[int]
    take_backs: list[int]
    gold: list[int]
    total_gold: list[int]
    win_bonus: list[int]
    pot: int
    round_winners: list[int | None]
    round_gold: list[list[int]]
    outcomes: list[tuple[int | None, int]]
    duels_played: int
    ended_early: bool
    hands: list[list[str]] | None = None           # every seat's cards: the open view only
    discards: list[list[str]] | None = None
    face_down: list[str | None] | None = None


class Duel(Game):
    name = "duel"
    title = "Duel"
    min_players = max_players = 2
    blurb = "Two gunslingers, nine cards each, three rounds of simultaneous duels for gold."

    def __init__(self) -> None:
        card_set()          # read and check the cards now, at start, not when a game begins

    @property
    def options(self):
        decks = card_set().decks
        return (ConfigChoice("deck", "Deck", tuple(decks), "classic",
                             tuple(d["label"] for d in decks.values()),
                             " ".join(["Both cowboys play the same deck.", *(d.get("help", "") for d in decks.values())])),)

    def seat_names(self, config):
        return [name for _, name in card_set().colours]

    def seat_label(self, state, player):
        colours = card_set().colours
        if not 0 <= player < len(colours):     # a damaged save's seat: IllegalMove, not IndexError
            return super().seat_label(state, player)
        return colours[player][1]

    def card(self, card_id: str) -> Card:
        return card_set().cards[card_id]

    # ---- set-up ----------------------------------------------------------------------
    def _new_game(self, config, rng):
        cards = card_set()
        owned = [cards.deck(colour, config["deck"]) for colour, _ in cards.colours]
        state = DuelState(rng=rng, deck_kind=config["deck"], owned=owned)
        self._deal(state)
        return state

    def _deal(self, state: DuelState) -> None:
        """Each seat takes 9 of its cards (all 9 with the classic deck) and must discard
        2 plus any Gravedigger debt from the last round."""
        for p in (0, 1):
            cards = list(state.owned[p])
            state.rng.shuffle(cards)
            state.hands[p] = sorted(cards[:HAND_SIZE], key=self._order)
            state.unused[p] = sorted(cards[HAND_SIZE:], key=self._order)
            state.discards[p], state.played[p], state.shown[p] = [], [], []
            state.to_discard[p] = DISCARDS + state.extra_next_round[p]
            state.extra_next_round[p] = 0
        state.committed = [None, None]
        state.outcomes = []
        state.gold, state.win_bonus, state.pot = [0, 0], [0, 0], 0
        state.phase = "discard"
        state.ended_early = False

    def _order(self, card_id: str):
        card = self.card(card_id)
        return (card.value if card.value is not None else 9, card.key)

    # ---- decisions -------------------------------------------------------------------
    def forbidden_value(self, played: list[str]) -> int | None:
        """The +1 rule: the value just above the last card played this round is barred."""
        if not played:
            return None
        last = self.card(played[-1]).value
        return None if last is None else last + 1

    def pending(self, state: DuelState) -> dict[int, Decision]:
        out = {}
        if state.phase == "discard":
            for p in (0, 1):
                if state.to_discard[p] > 0:
                    out[p] = choice_decision("discard", tuple(state.hands[p]), state.to_discard[p])
        elif state.phase == "duel":
            for p in (0, 1):
                if state.committed[p] is None:
                    out[p] = self._play_decision(state, p)
        elif state.phase == "take_back":
            for p in (0, 1):
                if state.take_backs[p] > 0:
                    out[p] = choice_decision("take_back", tuple(state.discards[p]), 1)
                    break
        return out

    def _play_decision(self, state: DuelState, p: int) -> Decision:
        played = state.played[p]
        return play_decision(tuple(state.hands[p]), played[-1] if played else None, len(played) + 1)

    # ---- moves -----------------------------------------------------------------------
    def _apply(self, state: DuelState, p: int, option: Option) -> list[Event]:
        handler = {"discard": self._discard, "play": self._play, "take_back": self._take_back}
        return handler[option.kind](state, p, option["card"])

    def _discard(self, state, p, card_id):
        state.hands[p].remove(card_id)
        state.discards[p].append(card_id)
        state.to_discard[p] -= 1
        who = self.seat_label(state, p)
        events = [Event("discard", f"You discard {self.card(card_id).called}.", {"player": p, "card": card_id}, to=p),
                  Event("discard_hidden", f"{who} discards a card face down.", {"player": p, "public_of": p})]
        if not any(state.to_discard):
            state.phase = "duel"
            events.append(Event("duel_start", f"Duel 1 of round {state.round + 1}: choose your cards.",
                                {"round": state.round}))
        return events

    def _play(self, state, p, card_id):
        state.hands[p].remove(card_id)
        state.committed[p] = card_id
        who = self.seat_label(state, p)
        events = [Event("commit", f"You lay {self.card(card_id).called} face down.", {"player": p, "card": card_id}, to=p),
                  Event("commit_hidden", f"{who} lays a card face down.", {"player": p, "public_of": p})]
        if all(c is not None for c in state.committed):
            events += self._resolve(state)
        return events

    def _resolve(self, state: DuelState) -> list[Event]:
        a, b = (self.card(c) for c in state.committed)
        names = [self.seat_label(state, p) for p in (0, 1)]
        duel_index = len(state.played[0])
        for p in (0, 1):
            state.played[p].append(state.committed[p])
            if state.committed[p] in state.shown[p]:
                state.shown[p].remove(state.committed[p])
        state.committed = [None, None]
        state.duels_played += 1
        winner, gold = duel(a, b)
        text = f"{names[0]} shows {a.called}, {names[1]} {b.called}: "
        data = {"cards": [a.id, b.id], "winner": winner, "gold": gold, "duel": duel_index}
        events = []
        if winner is None:
            state.pot += TIE_GOLD
            events.append(Event("reveal", text + f"a tie. {TIE_GOLD} gold goes into the pot, which now holds "
                                f"{state.pot} gold.",
                                data, reveal=True))
        else:
            gold += state.win_bonus[winner]
            cap = (a, b)[1 - winner].effects.get("loss_cap")
            if cap is not None:             # "the winner gains at most N": after any bonus too
                gold = min(gold, cap)
            state.gold[winner] += gold
            data["gold"] = gold
            events.append(Event("reveal", text + f"{names[winner]} wins {gold} gold.", data, reveal=True))
        state.outcomes.append((winner, gold))
        events += self._after_duel(state, (a, b), duel_index)
        return events

    def _after_duel(self, state: DuelState, cards: tuple[Card, Card], duel_index: int) -> list[Event]:
        """The played cards' effects, in seat order, then the end of the round if due."""
        events, end_round = [], False
        for p, card in enumerate(cards):
            who, fx = self.seat_label(state, p), card.effects
            if fx.get("take_pot") and self._first_to_play(state, p, card):
                if state.pot:
                    events.append(Event("pot", f"{who}'s {card.name} takes the pot of {state.pot} gold.",
                                        {"player": p, "gold": state.pot}))
                    state.gold[p] += state.pot
                    state.pot = 0
            if "win_bonus_after" in fx:
                state.win_bonus[p] += fx["win_bonus_after"]
                events.append(Event("bonus", f"{who}'s wins pay {state.win_bonus[p]} more gold for the rest of the round.",
                                    {"player": p}))
            if "end_round_from_duel" in fx and duel_index + 1 >= fx["end_round_from_duel"]:
                end_round = True
                events.append(Event("last_call", f"{who}'s {card.name} ends the round.", {"player": p}))
            if "take_back" in fx and state.discards[p]:
                state.take_backs[p] = min(fx["take_back"], len(state.discards[p]))
            if "extra_discards_next_round" in fx:
                state.extra_next_round[p] += fx["extra_discards_next_round"]
        if any(state.take_backs):
            state.phase = "take_back"
            state.ended_early = end_round
            return events
        return events + self._next_duel(state, end_round)

    def _first_to_play(self, state: DuelState, p: int, card: Card) -> bool:
        """True if the opponent has not played a card of this value this round (a 6 met by
        a 6 in the same duel is nobody's first)."""
        return not any(self.card(c).value == card.value for c in state.played[1 - p])

    def _take_back(self, state, p, card_id):
        state.discards[p].remove(card_id)
        state.hands[p].append(card_id)
        state.hands[p].sort(key=self._order)
        state.shown[p].append(card_id)
        state.take_backs[p] -= 1
        events = [Event("take_back", f"{self.seat_label(state, p)} takes back {self.card(card_id).called} from the discards.",
                        {"player": p, "card": card_id, "known_to": [p]}, reveal=True)]
        if not any(state.take_backs):
            events += self._next_duel(state, state.ended_early)
        return events

    def _next_duel(self, state: DuelState, end_round: bool) -> list[Event]:
        duels = len(state.played[0])
        if end_round or duels >= DUELS_PER_ROUND[state.round]:
            return self._end_round(state)
        state.phase = "duel"
        return [Event("duel_start", f"Duel {duels + 1} of round {state.round + 1}.", {"round": state.round})]

    def _end_round(self, state: DuelState) -> list[Event]:
        names = [self.seat_label(state, p) for p in (0, 1)]
        for p in (0, 1):
            state.total_gold[p] += state.gold[p]
        state.round_gold.append(list(state.gold))
        g = state.gold
        winner = None if g[0] == g[1] else (0 if g[0] > g[1] else 1)
        state.round_winners.append(winner)
        if winner is None:
            text = f"Round {state.round + 1} ends level at {g[0]} gold each: nobody wins it."
        else:
            text = (f"Round {state.round + 1} goes to {names[winner]}, {g[winner]} gold to {g[1 - winner]}.")
        events = [Event("round_end", text, self._round_summary(state, winner))]
        if self.result(state) is not None:
            state.phase = "over"
            events.append(Event("game_end", self.result(state).summary, {}))
            return events
        state.round += 1
        self._deal(state)
        events.append(Event("round_start", f"Round {state.round + 1}: {DUELS_PER_ROUND[state.round]} duels. "
                                           "Take back your cards and discard 2.", {"round": state.round}))
        return events

    def _round_summary(self, state: DuelState, winner: int | None) -> dict:
        """What the table's end-of-round summary shows: the round and who took it (None:
        level), per seat the duels won, this round's gold, rounds won and game gold so far,
        and the duels tied and the pot nobody claimed."""
        return {"round": state.round, "winner": winner, "gold": list(state.gold),
                "duels": [sum(1 for w, _ in state.outcomes if w == p) for p in (0, 1)],
                "ties": sum(1 for w, _ in state.outcomes if w is None),
                "rounds_won": [state.round_winners.count(p) for p in (0, 1)],
                "total_gold": list(state.total_gold), "pot_lost": state.pot}

    # ---- the end -----------------------------------------------------------------------
    def result(self, state: DuelState) -> Result | None:
        wins = [state.round_winners.count(p) for p in (0, 1)]
        done = max(wins) >= ROUNDS_TO_WIN or len(state.round_winners) == len(DUELS_PER_ROUND)
        if not done:
            return None
        names = [self.seat_label(state, p) for p in (0, 1)]
        scores = tuple(zip(wins, state.total_gold))
        if wins[0] != wins[1]:
            w = 0 if wins[0] > wins[1] else 1
            rounds = f"{wins[w]} round{'' if wins[w] == 1 else 's'}"
            return Result((w,), scores, f"{names[w]} wins the game, {rounds} to {wins[1 - w]}.")
        tg = state.total_gold
        if tg[0] != tg[1]:
            w = 0 if tg[0] > tg[1] else 1
            return Result((w,), scores, f"Rounds level at {wins[0]} each: {names[w]} wins on gold, "
                                        f"{tg[w]} to {tg[1 - w]}.")
        return Result((), scores, "A draw: level on rounds and on gold.")

    def score_breakdown(self, state: DuelState) -> ScoreBreakdown:
        """A row per round: who won it and the gold each took; they add up to the rounds
        won and the game's gold, and the gold is what breaks a tie on rounds."""
        rows = []
        for r, (winner, gold) in enumerate(zip(state.round_winners, state.round_gold)):
            for p in (0, 1):
                how = "level" if winner is None else "won" if winner == p else "lost"
                rows.append(ScoreRow(p, f"Round {r + 1}", (int(winner == p), gold[p]), f"{how}: {gold[p]} gold"))
        keys = dict(enumerate(self.result(state).scores))
        names = {p: self.seat_label(state, p) for p in (0, 1)}
        return ScoreBreakdown(tuple(rows), ("Rounds won", "Gold"),
                              tie_rule(keys, names, ("rounds won", "gold"), draw=True))

    def evaluate(self, state: DuelState, player: int) -> float:
        """A rollout cut at the end of a round (the search's episode): the chance to win the
        match from the rounds won so far, each round left a coin flip. The round in play,
        if any, is not counted: the search stops its rollouts only between rounds."""
        wins = [state.round_winners.count(p) for p in (0, 1)]
        left = len(DUELS_PER_ROUND) - len(state.round_winners)
        return match_chance(wins[player], wins[1 - player], left)

    def turn_count(self, state: DuelState) -> int:
        return state.duels_played

    # ---- what a seat sees ------------------------------------------------------------------
    def view(self, state: DuelState, player: int | None) -> DuelView:
        me = player
        return DuelView(
            player=me, deck_kind=state.deck_kind, round=state.round, phase=state.phase,
            duel=len(state.played[0]), duels_in_round=DUELS_PER_ROUND[state.round],
            owned=[list(o) for o in state.owned],
            hand=list(state.hands[me]) if me is not None else None,
            hand_counts=[len(h) for h in state.hands],
            my_discards=list(state.discards[me]) if me is not None else None,
            discard_counts=[len(d) for d in state.discards],
            unused_counts=[len(u) for u in state.unused],
            shown=[list(s) for s in state.shown],
            played=[list(p) for p in state.played],
            committed=[c is not None for c in state.committed],
            my_committed=state.committed[me] if me is not None else None,
            to_discard=list(state.to_discard), extra_next_round=list(state.extra_next_round),
            take_backs=list(state.take_backs), gold=list(state.gold),
            total_gold=list(state.total_gold), win_bonus=list(state.win_bonus), pot=state.pot,
            round_winners=list(state.round_winners), round_gold=[list(g) for g in state.round_gold],
            outcomes=list(state.outcomes),
            duels_played=state.duels_played,
            ended_early=state.ended_early)

    def open_view(self, state: DuelState) -> DuelView:
        """The spectator's view with both seats' hands, discards and face-down cards named."""
        view = self.view(state, None)
        view.hands, view.discards = [list(h) for h in state.hands], [list(d) for d in state.discards]
        view.face_down = list(state.committed)
        return view

    def determinize(self, view: DuelView, rng: random.Random) -> DuelState:
        """Re-deal the opponent's unseen cards (hand, discards, unused, face-down card)."""
        me, opp = view.player, 1 - view.player
        state = DuelState(rng=random.Random(rng.random()), deck_kind=view.deck_kind,
                          owned=[list(o) for o in view.owned], round=view.round, phase=view.phase)
        for name in ("played", "shown"):
            setattr(state, name, [list(x) for x in getattr(view, name)])
        for name in ("to_discard", "extra_next_round", "take_backs", "gold", "total_gold", "win_bonus"):
            setattr(state, name, list(getattr(view, name)))
        state.pot, state.round_winners = view.pot, list(view.round_winners)
        state.round_gold = [list(g) for g in view.round_gold]
        state.outcomes = list(view.outcomes)
        state.duels_played, state.ended_early = view.duels_played, view.ended_early
        state.hands[me], state.discards[me] = list(view.hand), list(view.my_discards)
        state.committed[me] = view.my_committed
        state.unused[me] = [c for c in view.owned[me]
                            if c not in view.hand and c not in view.my_discards
                            and c not in view.played[me] and c != view.my_committed]
        unseen = [c for c in view.owned[opp] if c not in view.played[opp] and c not in view.shown[opp]]
        rng.shuffle(unseen)
        n_hand = view.hand_counts[opp] + (1 if view.committed[opp] else 0) - len(view.shown[opp])
        hand = list(view.shown[opp]) + unseen[:n_hand]
        rest = unseen[n_hand:]
        state.discards[opp] = rest[:view.discard_counts[opp]]
        state.unused[opp] = rest[view.discard_counts[opp]:]
        if view.committed[opp]:
            legal = [o["card"] for o in self._play_decision(_with_hand(state, opp, hand), opp).options]
            pick = rng.choice(legal)
            hand.remove(pick)
            state.committed[opp] = pick
        state.hands[opp] = sorted(hand, key=self._order)
        return state

    def clone(self, state: DuelState) -> DuelState:
        """A copy field by field (search makes one per playout): a deepcopy took 210 us."""
        pair = _pair
        return DuelState(
            rng=copy_rng(state.rng), deck_kind=state.deck_kind, owned=pair(state.owned),
            round=state.round, phase=state.phase, hands=pair(state.hands), discards=pair(state.discards),
            unused=pair(state.unused), shown=pair(state.shown), played=pair(state.played),
            committed=list(state.committed), to_discard=list(state.to_discard),
            extra_next_round=list(state.extra_next_round), take_backs=list(state.take_backs),
            gold=list(state.gold), total_gold=list(state.total_gold), win_bonus=list(state.win_bonus),
            pot=state.pot, round_winners=list(state.round_winners),
            round_gold=[list(g) for g in state.round_gold], outcomes=list(state.outcomes),
            duels_played=state.duels_played, ended_early=state.ended_early)
    def describe(self, option: Option) -> str:
        verb = {"discard": "Discard", "play": "Play", "take_back": "Take back"}[option.kind]
        return f"{verb} {self.card(option['card']).called}"


@cache
def match_chance(mine: int, theirs: int, left: int) -> float:
    """The chance to be first to ROUNDS_TO_WIN rounds with `left` rounds to play, each a coin
    flip; level at the end is half a win (the gold decides, unknown here)."""
    if mine >= ROUNDS_TO_WIN or theirs >= ROUNDS_TO_WIN or left == 0:
        return 1.0 if mine > theirs else 0.0 if theirs > mine else 0.5
    return 0.5 * (match_chance(mine + 1, theirs, left - 1) + match_chance(mine, theirs + 1, left - 1))


def _pair(lists: list[list[str]]) -> list[list[str]]:
    return [list(lists[0]), list(lists[1])]


def _with_hand(state: DuelState, p: int, hand: list[str]) -> DuelState:
    state.hands[p] = list(hand)
    return state
