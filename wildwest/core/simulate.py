"""Headless bot-versus-bot games for balance figures and bot strength.

Seats rotate between games so no bot always sits first; each bot's wins are counted for
the bot, whichever seat it had. Win rates carry a 95 % Wilson interval.
"""
from __future__ import annotations

import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from .engine import Game
from .saves import SaveData, write_save


@dataclass
class BotTally:
    bot: str
    wins: float = 0.0
    decision_ms: list[float] = field(default_factory=list)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(game: Game, bots: list, seed: int, timings: list[list[float]] | None = None,
             config: dict | None = None, moves: list | None = None):
    """Play one game to the end; returns the final state. Bots decide from their views;
    `moves` collects the (player, option) taken."""
    state = game.new_game(dict(config or {}, players=len(bots)), seed)
    while True:
        pending = game.pending(state)
        if not pending:
            return state
        player, decision = next(iter(pending.items()))
        view = game.view(state, player)
        start = time.perf_counter()
        option = bots[player].choose(view, decision)
        if timings is not None and len(decision.options) > 1:
            timings[player].append((time.perf_counter() - start) * 1000)
        game.apply(state, player, option)
        if moves is not None:
            moves.append((player, option))


def simulate(game: Game, bot_levels: list[str], games: int, seed: int,
             progress: bool = False, options: dict | None = None, save_dir: str | None = None) -> dict:
    """`options` are the game's own config choices (mode, mission...). A game with roles
    seats them through `Game.simulate_config`; `Game.simulate_extras` adds team figures.
    With `save_dir`, each finished game is written there as a save (GAME-0001.json...)."""
    folder = Path(save_dir) if save_dir else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    n = len(bot_levels)
    tallies = [BotTally(level) for level in bot_levels]
    turns, draws, finished = [], 0, []
    for g in range(games):
        shift = g % n
        seat_of = [(i + shift) % n for i in range(n)]          # bot i sits at seat_of[i]
        bots = [None] * n
        for i, level in enumerate(bot_levels):
            bots[seat_of[i]] = game.make_bot(level, seed * 7919 + g * n + i)
        timings = [[] for _ in range(n)]
        config = game.simulate_config(dict(options or {}, players=n), seat_of)
        moves = []
        state = play_one(game, bots, seed * 100_003 + g, timings, config, moves)
        if folder is not None:
            levels = [bot_levels[seat_of.index(seat)] for seat in range(n)]
            offered = {"players"} | {choice.key for choice in game.options}     # not simulate's own keys
            kept = {key: value for key, value in game.configure(config).items() if key in offered}
            save = SaveData(game.name, kept, seed * 100_003 + g, levels, moves)
            write_save(folder / f"{game.name}-{g + 1:04d}.json", save)
        result = game.result(state)
        finished.append((config, state))
        turns.append(game.turn_count(state) if hasattr(game, "turn_count") else 0)
        drawn = not result.winners and not result.together     # a draw is no seat's win
        draws += drawn
        for i in range(n):
            tallies[i].wins += 0.0 if drawn else result.share(seat_of[i])
            tallies[i].decision_ms += timings[seat_of[i]]
        if progress:
            progress_bar(g + 1, games)
    if progress:
        sys.stderr.write("\n")
    seats = []
    for t in tallies:
        lo, hi = wilson(t.wins, games)
        ms = sorted(t.decision_ms) or [0.0]
        seats.append({"bot": t.bot, "wins": round(t.wins, 2), "win_rate": round(t.wins / games, 4),
                      "win_rate_ci": [round(lo, 4), round(hi, 4)],
                      "decision_ms": {"median": round(statistics.median(ms), 2),
                                      "p95": round(ms[min(len(ms) - 1, int(0.95 * len(ms)))], 2)}})
    report = {"game": game.name, "games": games, "seed": seed,
              "mean_turns": round(statistics.fmean(turns), 2) if turns else 0.0,
              "draws": draws, "seats": seats}
    if options:
        report["options"] = dict(options)
    report.update(game.simulate_extras(finished))
    return report


def progress_bar(done: int, total: int, what: str = "games") -> None:
    """A progress bar on the terminal's error stream, redrawn in place."""
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}")
    sys.stderr.flush()
