"""Deck Goes West's options: immutable values built once each (search bots make millions),
named so a table can click them: a card, a tile, a step with its movement kind."""
from __future__ import annotations

from functools import cache

from wildwest.core.engine import Option

PASS = Option("pass")
END_TURN = Option("end_turn")
DONE = Option("done")
STOP = Option("stop")
ROLL = Option("roll")


@cache
def job_option(src: str, job: int, card: str = "") -> Option:
    return Option("job", src=src, job=job, card=card) if card else Option("job", src=src, job=job)


def job_args(opt: Option) -> tuple:
    """(source kind, card or None, job index) of a job option, read off its arguments in
    one go (they are kept sorted by name: card, for a card's job only, job, src)."""
    args = opt.args
    if len(args) == 3:
        (_, card), (_, ji), (_, sk) = args
        return sk, card, ji
    (_, ji), (_, sk) = args
    return sk, None, ji


@cache
def card_option(card: str) -> Option:
    return Option("card", card=card)


@cache
def step_option(x: int, y: int, kind: str) -> Option:
    return Option("step", x=x, y=y, by=kind)


@cache
def tile_option(kind: str, x: int, y: int) -> Option:
    return Option(kind, x=x, y=y)


@cache
def value_option(kind: str, **kw) -> Option:
    return Option(kind, **kw)
