"""Shared helpers for the Desperados tests: set-up by options, whole moves, invariants, seeded games."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from wildwest.games.desperados.board import SALOON, board
from wildwest.games.desperados.rules import KEEP, Desperados, play_option, town_option

from .. import battery

GAME = Desperados()
B = board()


def setup(players: int, marshal_at: str, sheriffs: list[str], pawns: dict, marshal: int = 0,
          seed: int = 0, order: list[int] | None = None):
    """A new game with every piece placed through the set-up options; `order` fixes the
    schedules drawn (the first one's brown coach is then at its start)."""
    s = GAME.new_game({"players": players, "marshal": marshal}, seed)
    if order:
        s.order = list(order)
        s.coach = [B.schedules[order[0]].brown[0], None]
    GAME.apply(s, marshal, town_option("place", marshal_at))
    for town in sheriffs:
        GAME.apply(s, marshal, town_option("place", town))
    for p in range(players):
        if p != marshal:
            GAME.apply(s, p, town_option("place", pawns[p]))
    return s


def move(s, sheriffs: list[str] | None, cards: dict) -> list:
    """One whole move: the sheriffs (None: all stay), then every seat's card in seat order,
    then every seat that may change its card after a proof keeps it.
    A card is a town id, "saloon", or (card, act)."""
    events = []
    for i, town in enumerate(sheriffs or list(s.sheriffs)):
        events += GAME.apply(s, s.marshal, town_option("sheriff", town, i))
    for p in range(s.players):
        card = cards[p]
        card, act = card if isinstance(card, tuple) else (card, None)
        events += GAME.apply(s, p, play_option(card, act))
    return events + keep_all(s)


def keep_all(s) -> list:
    """Every seat asked to keep or change its card keeps it, lowest seat first."""
    events = []
    while s.phase == "cards" and any(s.reopened):
        events += GAME.apply(s, s.reopened.index(True), KEEP)
    return events


KIND = {"poker": 0, "brown": 1, "blue": 1, "bank": 2}
# Every poker, coach and bank tile value, sorted: a sorted list compares several times
# quicker than a Counter, after every step of the fuzz.
ALL_TILES = (sorted(B.poker), sorted(B.coach), sorted(B.bank))
NO_BANK = {c for c in B.cities if not B.cities[c].bank}
BANKS = set(B.banks)


def tiles(s) -> tuple[list, list, list]:
    """Every poker, coach and bank tile value wherever it is (board, stacks or booty), sorted."""
    out = (list(s.poker.values()), list(s.coach_stack),
           [v for v in list(s.banks.values()) + s.bank_stack if v is not None])
    for k, _, v in s.loot:
        out[KIND[k]].append(v)
    for values in out:
        values.sort()
    return out


def check_invariants(s, events=()) -> None:
    """Called by the battery after every step too (tests/desperados/hooks.py)."""
    assert tiles(s) == ALL_TILES, "a tile was lost"
    assert s.booty == sum(v for _, _, v in s.loot)
    assert s.poker.keys() <= NO_BANK
    assert s.banks.keys() == BANKS
    gang = GAME.desperadoes(s)
    discs = Counter(p for a in s.activities for p in a[3])
    assert all(n == 1 for n in discs.values()) and set(discs) <= set(gang), "a second disc in one turn"
    assert all(s.disc[p] == (p in discs) for p in range(s.players))
    assert len(s.sheriffs) == s.players - 1
    assert s.lost[s.marshal] == [] and all(SALOON not in x for x in s.lost)
    for p in range(s.players):
        assert len(set(s.played[p])) == len(s.played[p]), "a card played twice in a turn"
        assert len(s.path[p]) == len(s.played[p])
        if s.phase == "over":     # the last examination moved the pawns and took cards laid
            continue
        assert walks(s.pawn[p], tuple(s.played[p]), tuple(s.path[p]), s.stuck[p], tuple(s.lost[p]))
    pending = battery.check_decisions(GAME, s)
    assert (s.phase == "over") != bool(pending), "a seat pending after the end, or none before"
    if s.phase == "cards":
        assert set(pending) == {p for p in range(s.players) if s.committed[p] is None or s.reopened[p]}
        for p in range(s.players):      # only a card laid and not shown may be changed
            assert not s.reopened[p] or (s.committed[p] is not None and s.move - 1 not in s.shown[p])
    elif pending:
        assert len(pending) == 1


@lru_cache(maxsize=8192)
def walks(pawn: str, played: tuple, path: tuple, stuck: int, lost: tuple) -> bool:
    """A seat's cards of this turn: none lost, each along a road from the last (or the
    Saloon), the path following them, and after the seat was stuck (an impossible move only
    when no card could move on) none moving it. Pure, so cached: a step changes one seat's
    cards at most, and a failed check raises (never cached)."""
    assert not set(played) & set(lost), "a lost card was played"
    here, used = pawn, set()
    for i, card in enumerate(played):
        if stuck >= 0 and i >= stuck:
            if i == stuck:    # impossible only when no card could move on
                assert SALOON in used and all(n in used or n in lost for n in B.nbrs[here])
            assert path[i] == here
        else:
            assert card == SALOON or card in B.nbrs[here], "an illegal card"
            here = here if card == SALOON else card
            assert path[i] == here
        used.add(card)
    return True


def random_game(players: int, seed: int, check: bool = True, marshal: int | None = None):
    """A seeded game of random options by seats pending in random order (tests/battery.py);
    returns (state, steps)."""
    config = {"players": players, "marshal": seed % players if marshal is None else marshal}
    return battery.random_game(GAME, config, seed, check_invariants if check else None)
