"""Deck Goes West: explore west with a deck of jobs, versus, co-op or solo (rulebook 004)."""
