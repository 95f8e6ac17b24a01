"""Duel bots: random, easy (one-duel expected gold), and the shared search's levels (hard,
expert, flat) over re-dealt hands with easy rollouts to the end of the round."""
from __future__ import annotations

import zlib
from functools import lru_cache

from wildwest.core.bots import Bot, Search, SearchBot, best_first
from wildwest.core.levels import standard_bot

from .cards import card_set, duel


class EasyBot(Bot):
    """Scores each card by the gold it wins on average against the cards the opponent may
    still hold, plus the pot for a first 6, and plays the best; ends the round with Last
    Call only when ahead. Discards the cards that score worst over the whole round."""

    level = "easy"

    def choose(self, view, decision):
        return max(self.scores(view, decision), key=lambda so: so[0])[1]

    def rank(self, view, decision) -> list:
        """Every option, best first (the first is `choose`'s)."""
        return best_first(self.scores(view, decision))

    def scores(self, view, decision) -> list:
        """(score, option) for every option, higher is better: a little noise (drawn in
        the options' order) breaks the ties of a discard or a card to play."""
        game = self.game
        me, opp = view.player, 1 - view.player
        threats = [c for c in view.owned[opp] if c not in view.played[opp]]
        if decision.options[0].kind == "take_back":
            return [(self._edge(o["card"], threats), o) for o in decision.options]
        if decision.options[0].kind == "discard":
            return [(-(self._edge(o["card"], threats) + 0.01 * self.rng.random()), o)
                    for o in decision.options]
        lead = view.gold[me] - view.gold[opp]
        out = []
        for option in decision.options:
            card = game.card(option["card"])
            score = self._edge(card.id, threats)
            fx = card.effects
            if fx.get("take_pot") and not any(game.card(c).value == card.value for c in view.played[opp]):
                score += view.pot
            if "end_round_from_duel" in fx and view.duel + 1 >= fx["end_round_from_duel"]:
                score += 6 if lead > 0 else -6
            if "take_back" in fx and view.my_discards:
                score += 1
            out.append((score + 0.01 * self.rng.random(), option))
        return out

    def _edge(self, card_id: str, threats: list[str]) -> float:
        return edge(card_id, tuple(threats))


@lru_cache(maxsize=65536)
def edge(card_id: str, threats: tuple[str, ...]) -> float:
    """Mean gold won minus gold lost by this card against each possible threat."""
    if not threats:
        return 0.0
    cards, total = card_set().cards, 0
    for other in threats:
        winner, gold = duel(cards[card_id], cards[other])
        total += gold if winner == 0 else -gold if winner == 1 else 0
    return total / len(threats)


class _Sight:
    """What the easy bot reads of a seat's view, taken straight from a sampled state (the
    lists shared, not copied): rollouts skip building the whole view, 1.3x faster."""

    __slots__ = ("player", "owned", "played", "gold", "pot", "duel", "my_discards")

    def __init__(self, state, player: int) -> None:
        self.player, self.owned, self.played = player, state.owned, state.played
        self.gold, self.pot, self.duel = state.gold, state.pot, len(state.played[0])
        self.my_discards = state.discards[player]


def by_sight(easy, game, state, player: int, decision):
    """The rollout policy: the easy bot's choice from its sight of the sampled state."""
    return easy.choose(_Sight(state, player), decision)


def coin(view, option) -> int:
    """A coin tossed from the seat's view: it orders the options the search cannot tell
    apart. The cards are laid together, so the options worth the same are the mixture a
    good player randomises over; every search opponent expects the easy bot's first of
    them, and a second seed of this bot would pick another. The view's text decides the
    same way every time (across processes, unlike `hash`), and no opponent can predict it
    in a position he has not met before (hence not in the first round: see `tied`)."""
    return zlib.crc32(repr((view, option)).encode())


def tied(view) -> float:
    """How many standard errors apart the search must see two options to choose between
    them: 3 at a round's opening (the discards and the first card), where nothing of the
    round is known and the best options are worth the same however long it searches (the
    two discards go together in either order; the first cards are a mixture), 0 later,
    where the most visited carries what the duels so far revealed. Not in the match's
    first round: its opening is the same view in every game (the classic deck deals every
    card), so a coin there would open the same way every time and a player could learn it."""
    return 3.0 if view.duel == 0 and view.round > 0 else 0.0


def blind(game, view, rng):
    """Worlds for the tree search in which the opponent's face-down card, if it laid one,
    is back in its hand. The cards are laid together; only the engine asks one seat first.
    A card laid before ours was chosen blind to it, as a card laid after it would be, so
    the opponent's tree chooses it there (what its search and easy bot would lay), rather
    than the re-deal's uniform guess among its legal cards."""
    def world():
        state = game.determinize(view, rng)
        uncommit(game, state, 1 - view.player)
        return state
    return world


def uncommit(game, state, seat: int) -> None:
    card = state.committed[seat]
    if card is not None:
        state.hands[seat] = sorted(state.hands[seat] + [card], key=game._order)
        state.committed[seat] = None


def read(game, view, rng):
    """Worlds in which a card the opponent has laid is one a flat search of its own would
    have laid: it chose it before ours was down, and a search with easy rollouts answers
    the easy bot's card (the flat level does; measured, a guess is its card 35 times in
    100, a uniform draw 23). `GUESSES` re-deals of its hand, each searched as
    it chose; each world's card is drawn from those guesses where the world's hand holds
    it, else its tree chooses (as in `blind`). A card the opponent lays after ours is left
    to its tree: it will have seen ours laid, and such a choice was not predictable."""
    world = blind(game, view, rng)
    opp = 1 - view.player
    if view.phase != "duel" or not view.committed[opp]:
        return world
    guesses = [guess(game, view, rng) for _ in range(GUESSES)]

    def guessed():
        state = world()
        card = rng.choice(guesses)
        if card in state.hands[opp] and any(o["card"] == card for o in game._play_decision(state, opp).options):
            state.hands[opp].remove(card)
            state.committed[opp] = card
        return state
    return guessed


def guess(game, view, rng) -> str:
    """The card a flat search (a best reply to the easy bot) would have laid for the
    opponent, from its view in one re-deal of ours, before our card was down."""
    state = game.determinize(view, rng)
    opp = 1 - view.player
    uncommit(game, state, opp)
    bot = SearchBot(game, rng.randrange(1 << 30), EasyBot, FLAT, playouts=GUESS_PLAYOUTS)
    return bot.choose(game.view(state, opp), game.pending(state)[opp])["card"]


FLAT = Search(playouts=240, policy=by_sight)        # the flat search as it was: whole games
# the tree search's rollouts end with the round, where Duel.evaluate gives the match chance
# ... and in half of its iterations the opponent plays the easy bot's cards, not its tree's
SEARCH = Search(iterations=440, tied=tied, coin=coin, policy=by_sight, episode=lambda state: state.round,
                worlds=read, model=0.5)
GUESSES, GUESS_PLAYOUTS = 4, 30      # measured: 30, 40 and 260 playouts guess 35, 37, 40 %


def make_bot(game, level: str, seed: int = 0, **tuning) -> Bot:
    return standard_bot(game, level, seed, EasyBot, SEARCH, flat=FLAT, **tuning)
