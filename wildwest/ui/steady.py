"""A hand that holds still under the pointer. Laid out afresh each frame, a hand closed up
the moment a card left it: the next card slid under the pointer, and a second click meant
for the card beside (Duel's two discards, a Knife played and then an item to discard)
took another. While the pointer rests on the hand the cards keep their places, leaving a
gap; the pointer gone, the hand closes up."""
from __future__ import annotations

from collections import Counter

import pygame


class SteadyHand:
    def __init__(self, band: pygame.Rect) -> None:
        self.band = band                            # where the pointer rests on the hand
        self.places: dict[tuple, pygame.Rect] = {}  # each card (and copy) where it was laid out last

    def spots(self, cards, fresh: list[pygame.Rect], pointer) -> list[pygame.Rect]:
        """Where `cards` lie: their last places while `pointer` is on the band and no card
        has come since, else `fresh` (remembered)."""
        keys = copies(cards)
        if self.band.collidepoint(pointer) and set(keys) <= self.places.keys():
            return [self.places[k] for k in keys]
        self.places = dict(zip(keys, fresh))
        return fresh

    def holding(self, pointer) -> bool:
        """Is the pointer on the hand? A table's frame key: leaving it closes the gaps."""
        return self.band.collidepoint(pointer)


def copies(cards) -> list[tuple]:
    """Each card with its copy's number: Wild Ride's hand holds two "orange-1"s, and keyed by
    the card alone both lay in one place (a card vanished while the pointer was on the hand)."""
    seen: Counter = Counter()
    keys = []
    for card in cards:
        keys.append((card, seen[card]))
        seen[card] += 1
    return keys
