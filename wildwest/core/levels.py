"""The bot levels of every game, from one place: a game gives its easy bot and its
`Search`, and the levels are settings of the shared search, not classes per game.

- random: any legal option.
- easy: the game's own heuristics.
- hard: the information-set tree search (core/ismcts.py), `Search.iterations` per
  decision, calibrated per game to the decision times in docs/architecture.md.
- expert: the same search given a time budget per decision (Settings; EXPERT_SECONDS by
  default), or a fixed iteration count where it must be reproducible (tests).
- flat: the flat Monte Carlo search the hard level replaced, kept to measure against:
  `simulate` accepts it, the setup screen does not offer it.
"""
from __future__ import annotations

from .bots import Bot, FocusedSearchBot, RandomBot, Search, SearchBot
from .engine import Game
from .ismcts import ISMCTSBot

LEVELS = ("random", "easy", "flat", "hard", "expert")
OFFERED = ("random", "easy", "hard", "expert")      # what a seat may be in the app and its saves
EXPERT_SECONDS = 2.0


def standard_bot(game: Game, level: str, seed: int, easy: type[Bot], search: Search,
                 flat: Search | None = None, iterations: int | None = None,
                 seconds: float | None = None, playouts: int | None = None) -> Bot:
    """A game's bot at `level`; `flat` is the flat level's own Search where it differs
    (it stays the search the tree search replaced). `iterations` (hard, expert),
    `seconds` (expert) and `playouts` (flat) override the Search: tests pass small ones."""
    if level == "random":
        return RandomBot(game, seed)
    if level == "easy":
        return easy(game, seed)
    if level == "hard":
        return ISMCTSBot(game, seed, easy, search, iterations)
    if level == "expert":
        budget = None if iterations else seconds or EXPERT_SECONDS
        return ISMCTSBot(game, seed, easy, search, iterations, budget)
    if level == "flat":
        flat = flat or search
        kind = FocusedSearchBot if flat.candidates else SearchBot
        return kind(game, seed, easy, flat, playouts)
    raise ValueError(f"unknown bot level {level!r}")
