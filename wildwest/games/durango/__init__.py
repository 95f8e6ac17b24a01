"""Durango: grow a cattle herd faster than your rivals (rulebook 000).

The package pairs the game with its bots, so rules sit below bots and never import them.
"""
from .bots import make_bot
from .rules import Durango

Durango.make_bot = make_bot       # Game.make_bot: the game's random, easy and hard players
