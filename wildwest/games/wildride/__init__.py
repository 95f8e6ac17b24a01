"""Wild Ride (rulebook 003): call & write exploration.

The package pairs the game with its bots, so rules sit below bots and never import them.
"""
from .bots import make_bot
from .rules import WildRide

WildRide.make_bot = make_bot       # Game.make_bot: the game's random, easy and hard players
