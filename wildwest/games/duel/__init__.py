"""Duel (rulebook 001): two gunslingers, simultaneous cards, three rounds of duels.

The package pairs the game with its bots, so rules sit below bots and never import them.
"""
from .bots import make_bot
from .rules import Duel

Duel.make_bot = make_bot       # Game.make_bot: the game's random, easy and hard players
