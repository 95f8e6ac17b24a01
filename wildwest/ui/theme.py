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

PINK = (196, 64, 118)
GREEN_SEAT = (60, 140, 90)
SEAT_COLOURS = ((196, 64, 118), (60, 140, 90), (70, 110, 180), (210, 140, 40), (120, 80, 160))
