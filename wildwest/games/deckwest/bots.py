"""Deck Goes West bots (placeholder until the easy and hard players land)."""
from __future__ import annotations

from wildwest.core.bots import RandomBot


def make_bot(game, level: str, seed: int = 0):
    return RandomBot(game, seed)
