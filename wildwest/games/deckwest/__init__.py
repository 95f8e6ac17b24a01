"""Deck Goes West: explore west with a deck of jobs, versus, co-op or solo (rulebook 004).

The package pairs the game with its bots, so rules sit below bots and never import them.
"""
from .bots import make_bot
from .rules import DeckWest

DeckWest.make_bot = make_bot       # Game.make_bot: the game's random, easy and hard players
