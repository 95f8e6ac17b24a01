"""The map's geometry: neighbours, reveal range, movement costs and the compass.

Pure functions over positions and a DeckWestState's map fields, shared by the rules and
the bots (which plan routes with the same costs the rules charge).
"""
from __future__ import annotations

N, S, E, W = (0, -1), (0, 1), (1, 0), (-1, 0)
DIRS = {"N": N, "S": S, "E": E, "W": W}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
COMPASS = ("N", "S", "W", "W", "W", "+")       # the compass die's faces
COMPASS_WORDS = {"N": "N (north)", "S": "S (south)", "W": "W (west)", "+": "+ (one more bandit)"}   # for the log
JOB_DIE = (0, 0, 1, 1, 1, 2)                   # successes on a job die's faces
KINDS = ("move", "climb", "sail")              # movement kinds, index = pool slot


def add(pos: tuple, d: tuple) -> tuple:
    return (pos[0] + d[0], pos[1] + d[1])


def neighbours(pos: tuple) -> list[tuple]:
    x, y = pos
    return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]


def in_reveal_range(a: tuple, b: tuple) -> bool:
    """Within 2 spaces, one diagonal allowed: offsets up to 2 but never (2, 2)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(dx, dy) <= 2 and not (dx == 2 and dy == 2) and (dx or dy)


def west_to_east(positions) -> list[tuple]:
    """The rulebook's order for bandits: from the west, then from the north."""
    return sorted(positions)


def enter_cost(kind: str, places_from: frozenset, places_to: frozenset, rail_to: bool) -> int | None:
    """Points of `kind` needed to step onto a face-up tile (None: that kind cannot go there).
    A railway needs 0 normal movement (but at least 1 point left); a bridge is a railway
    over water, so walking onto it is allowed."""
    water = "water" in places_to
    mountain = "mountain" in places_to
    if kind == "move":
        if rail_to:
            return 0
        if water:
            return None
        return 2 if mountain else 1
    if kind == "climb":
        if water and not rail_to:
            return None
        return 1
    wet = {"water", "river"}
    if wet.isdisjoint(places_from) and wet.isdisjoint(places_to):
        return None
    return 2 if mountain and not rail_to else 1
