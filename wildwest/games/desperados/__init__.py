"""Desperados: the marshal against a gang of desperadoes moving in secret (rulebook 002).

The package pairs the game with its bots, so rules sit below bots and never import them.
"""
from .bots import make_bot
from .rules import Desperados

Desperados.make_bot = make_bot       # Game.make_bot: the game's random, easy and hard players
