"""Where a card flying across the table is: eased out of its start, into its end, and
lifted half way, as a hand would carry it. Tables draw the card; this gives the spot."""
from __future__ import annotations

import math


def arc(start, end, t: float, lift: float = 60) -> tuple[int, int]:
    """The centre at progress `t` (0..1) of a flight from point `start` to `end`."""
    t = min(1.0, max(0.0, t))
    ease = t * t * (3 - 2 * t)
    return (round(start[0] + (end[0] - start[0]) * ease),
            round(start[1] + (end[1] - start[1]) * ease - lift * math.sin(math.pi * t)))
