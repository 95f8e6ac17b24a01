"""A hand that holds still under the pointer (ui/steady.py)."""
import pygame

from wildwest.ui.steady import SteadyHand

BAND = pygame.Rect(0, 500, 600, 150)
ON, OFF = (100, 550), (100, 100)


def laid(n: int) -> list[pygame.Rect]:
    return [pygame.Rect(10 + 90 * i, 520, 80, 110) for i in range(n)]


def test_a_card_that_leaves_leaves_its_gap_while_the_pointer_rests_on_the_hand():
    hand = SteadyHand(BAND)
    before = hand.spots(["a", "b", "c"], laid(3), ON)
    assert hand.spots(["a", "c"], laid(2), ON) == [before[0], before[2]]
    assert hand.spots(["a", "c"], laid(2), OFF) == laid(2)          # the pointer gone: closed up


def test_two_copies_of_a_card_keep_two_places():
    """Wild Ride's hand holds two "orange-1"s: keyed by the card alone, both lay in one
    place and one of them vanished while the pointer rested on the hand."""
    hand = SteadyHand(BAND)
    before = hand.spots(["blue-1", "orange-1", "orange-1", "red-2"], laid(4), ON)
    again = hand.spots(["blue-1", "orange-1", "orange-1", "red-2"], laid(4), ON)
    assert again == before and len({tuple(r) for r in again}) == 4
    after = hand.spots(["blue-1", "orange-1", "red-2"], laid(3), ON)
    assert len({tuple(r) for r in after}) == 3 and after[-1] == before[-1]


def test_a_card_that_comes_lays_the_hand_out_afresh():
    hand = SteadyHand(BAND)
    hand.spots(["a", "b"], laid(2), ON)
    assert hand.spots(["a", "b", "a"], laid(3), ON) == laid(3)
