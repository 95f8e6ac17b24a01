"""Balance figures `simulate wildride --json` adds: mean points of each bot, the win rate
by place in the calling order (0 = the first Caller, who starts with 4 cards; the next
ones get 5, 6, 7), and how often each source of points decides a game (the winner's lead
from that source alone is larger than the final margin, so without it the result flips).
"""
from __future__ import annotations

import statistics

SOURCES = ("region", "rail", "tipi", "wanted", "area", "flags")


def sources(game, state, p: int) -> dict:
    """A seat's points split by where they came from."""
    out = dict.fromkeys(SOURCES, 0)
    for value, source in state.points[p]:
        out[source.split(":")[0]] += value
    out["flags"] = sum(game.map.regions[r].flag_points for r in state.flags[p])
    return out


def balance(game, finished) -> dict:
    if not finished:
        return {}
    n = finished[0][1].players
    bot_points = [[] for _ in range(n)]
    by_order, decided = [0.0] * n, dict.fromkeys(SOURCES, 0)
    for config, state in finished:
        seat_of = config.get("seat_of", list(range(n)))
        scores = [game.score(state, p) for p in range(n)]
        for i, seat in enumerate(seat_of):
            bot_points[i].append(scores[seat])
        for w in state.winners:
            by_order[(w - state.first) % n] += 1 / len(state.winners)
        if len(state.winners) != 1:
            continue
        w = state.winners[0]
        runner = max((p for p in range(n) if p != w), key=lambda p: scores[p])
        margin = scores[w] - scores[runner]
        mine, theirs = sources(game, state, w), sources(game, state, runner)
        for s in SOURCES:
            if mine[s] - theirs[s] >= margin:
                decided[s] += 1
    games = len(finished)
    return {"mean_points": [round(statistics.fmean(x), 2) for x in bot_points],
            "win_rate_by_order": [round(x / games, 4) for x in by_order],
            "decided_by": {s: round(c / games, 4) for s, c in decided.items()}}
