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

from pathlib import Path

from .bots import Bot, FocusedSearchBot, RandomBot, Search, SearchBot
from .data import load_checked
from .engine import Game
from .ismcts import ISMCTSBot
from .paths import resource_path

LEVELS = ("random", "easy", "flat", "hard", "expert")
OFFERED = ("random", "easy", "hard", "expert")      # what a seat may be in the app and its saves
EXPERT_SECONDS = 2.0

# The setup screen's line for each offered level: what it does, then its measured score
# against the level named in YARDSTICK (none for random: it would only mirror easy's).
ABOUT = {"random": "picks any legal move by chance.",
         "easy": "plays what looks best at a glance.",
         "hard": "tries its best few moves against many guesses at what it cannot see.",
         "expert": "the hard search, given the time per move set in Settings."}
YARDSTICK = {"easy": "random", "hard": "easy", "expert": "hard"}
_ELO = {"map": {"elo": "int", "low": "int", "high": "int"}, "required": ["elo", "low", "high"]}
LADDER_SCHEMA = {"dict_of": {"map": {
    "command": "str", "date": "str", "seed": "int",
    "games_per_pairing": {"int": [1, 1_000_000]}, "expert_iterations": {"int": [1, 10_000_000]},
    "expert_times": "number",
    "elo": {"map": dict.fromkeys(LEVELS, _ELO), "required": list(LEVELS)},
    "results": {"list": {"map": {"level": {"enum": list(LEVELS)}, "against": {"enum": list(LEVELS)},
                                 "score": "number", "games": {"int": [1, 1_000_000]}},
                         "required": ["level", "against", "score", "games"]}},
}, "required": ["command", "date", "games_per_pairing", "expert_iterations", "elo", "results"]}}


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


def ladder_path() -> Path:
    """The games' Elo ladders, by game, written by benchmarks/ladder.py."""
    return resource_path("data", "ladder.yaml")


def work_words(times: float) -> str:
    """Expert's fixed work in the ladder, as its line says it: "twice hard's"."""
    return "twice hard's" if times == 2 else f"{times:g} times hard's"


def _records(game: str) -> tuple[dict, dict]:
    """The game's ladder (empty where not measured yet) and, for each offered level with a
    yardstick, (score, games) against it. DataError, with file, line and field, for a
    damaged ladder."""
    ladders, where = load_checked(ladder_path(), LADDER_SCHEMA)
    scores = {}
    for i, row in enumerate(ladders.get(game, {"results": []})["results"]):
        if not 0 <= row["score"] <= row["games"]:
            where.fail(f"{game}.results[{i}].score", f"{row['score']} is not between 0 and the games played")
        scores[row["level"], row["against"]] = (row["score"], row["games"])
        scores[row["against"], row["level"]] = (row["games"] - row["score"], row["games"])
    records = {}
    for level, against in YARDSTICK.items():
        if game in ladders:
            if (level, against) not in scores:
                where.fail(f"{game}.results", f"{level} against {against} is missing")
            records[level] = scores[level, against]
    return ladders.get(game, {}), records


def level_lines(game: str) -> list[str]:
    """One sentence per level a seat may be: what it does and, from the game's ladder, how
    often it won against its yardstick ("Hard: tries ... Wins 74 % of 20 games against
    Easy."); no score for a game not measured yet."""
    ladder, records = _records(game)
    lines = []
    for level in OFFERED:
        line = f"{level.capitalize()}: {ABOUT[level]}"
        if level in records:
            score, games = records[level]
            wins = f"{round(100 * score / games)} % of {games} games against {YARDSTICK[level].capitalize()}."
            times = ladder.get("expert_times")
            line += f" With {work_words(times)} work it wins {wins}" if level == "expert" and times else f" Wins {wins}"
        lines.append(line)
    return lines


def level_notes(game: str) -> dict[str, str]:
    """A few words beside a bot's seat on the setup screen, so its strength shows without
    pointing at it: "Wins 98 % against Easy" (the seat's tooltip says the whole line)."""
    _, records = _records(game)
    notes = {"random": "Picks moves by chance"}
    for level, (score, games) in records.items():
        notes[level] = f"Wins {round(100 * score / games)} % against {YARDSTICK[level].capitalize()}"
    return notes


def notes_heading(game: str) -> str:
    """Over the seats' notes: the ladder plays two seats (Desperados: one level a side), so
    "Wins 100 % against Random" beside a four-player table is not read as against three."""
    return "Record, side against side" if game == "desperados" else "Their record, one on one"
