"""Colours and logical sizes: one place for the look of the table."""
LOGICAL_SIZE = (1280, 720)

INK = (48, 30, 18)
PAPER = (236, 222, 190)
CREAM = (250, 240, 214)
GOLD = (232, 186, 74)
BRASS = (196, 150, 62)
SHADOW = (0, 0, 0)
WHITE = (255, 255, 255)
DUSK = (40, 24, 30)
RED = (178, 48, 40)
GREEN = (66, 130, 70)
MUTED = (160, 140, 110)

# Seat colours, chosen so that every pair stays apart under deuteranopia and protanopia
# (measured in tests/ui/test_seat_marks.py); each seat also has its own shape, so colour
# is never the only cue. Seat 0 and 1 are Duel's Pink and Green.
SEAT_COLOURS = ((180, 50, 100), (130, 190, 100), (60, 120, 210), (230, 176, 60), (80, 40, 120),
                (238, 234, 224))
SEAT_MARKS = ("circle", "diamond", "square", "triangle", "star", "cross")
PINK, GREEN_SEAT = SEAT_COLOURS[:2]


def seat_colour(seat: int) -> tuple:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_mark(seat: int) -> str:
    """The shape that marks a seat wherever its colour is shown (cardart.draw_seat_mark)."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]
