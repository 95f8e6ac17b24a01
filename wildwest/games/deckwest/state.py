"""Deck Goes West state: characters (heroes), the map, the piles; a fast hand-written clone.

A seat plays one hero, or two in solo (one hero with two meeples in Double Trouble). Map
positions are (x, y) with x growing east and y growing south, so the map grows towards
negative x; a table draws the bounding box of `tiles` and scrolls it. Everything a seat may
not see (deck orders, other hands, face-down tile identities, the land, trade and danger
decks, the dice to come) is named in DeckWestView's docstring and re-dealt by
Game.determinize.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from wildwest.core.engine import copy_rng

RES = ("gold", "metal", "wood", "food")


@dataclass(slots=True)
class Hero:
    """One character in play: its cards, resources, meeple and day-phase marks."""

    char: str
    seat: int
    res: dict
    pos: tuple
    hand: list = field(default_factory=list)
    draw: list = field(default_factory=list)       # top = last
    discard: list = field(default_factory=list)    # top = last
    standing: bool = True                          # lies down after using the tile's job
    tapped: bool = False
    alive: bool = True
    passed: bool = False
    actions: int = 0                               # actions taken this day (a safety cap)
    spare: tuple | None = None                     # Double Trouble: the second meeple's tile
    spare_standing: bool = True

    def copy(self) -> Hero:
        return Hero(self.char, self.seat, dict(self.res), self.pos, list(self.hand), list(self.draw),
                    list(self.discard), self.standing, self.tapped, self.alive, self.passed, self.actions,
                    self.spare, self.spare_standing)

    def meeples(self) -> tuple:
        """The tiles of this character's meeples: the active one first."""
        return (self.pos,) if self.spare is None else (self.pos, self.spare)

    def at(self, pos) -> bool:
        return self.pos == pos or self.spare == pos


@dataclass
class DeckWestState:
    rng: random.Random
    players: int                       # seats
    mode: str                          # versus | coop | solo
    mission: str
    board: str
    die: int                           # sides of the bandit die: 20, 12 or 8
    heroes: list                       # of Hero
    vp: list                           # one score token per hero in versus, one shared otherwise
    vp_from: list = field(default_factory=list)        # per token: what scored its VP, {source: VP}
    tracker: int = 0
    trade_deck: list = field(default_factory=list)
    trade_row: list = field(default_factory=list)      # 5 slots, leftmost first, None = empty
    trade_discard: list = field(default_factory=list)
    pain_deck: list = field(default_factory=list)
    pain_discard: list = field(default_factory=list)
    ex_deck: list = field(default_factory=list)
    ex_discard: list = field(default_factory=list)
    removed: list = field(default_factory=list)        # starters scrapped: out of the game
    tiles: dict = field(default_factory=dict)          # (x, y) -> tile id
    up: set = field(default_factory=set)               # face-up positions
    land_deck: list = field(default_factory=list)
    land_out: list = field(default_factory=list)       # tiles removed at night (out of play)
    bandits: dict = field(default_factory=dict)        # (x, y) -> count (> 0)
    rails: set = field(default_factory=set)            # railway or bridge tokens
    fed: set = field(default_factory=set)              # villages fed (missions)
    wagon: tuple | None = None
    west_reveal: int = 0                               # westmost x revealed so far
    west_build: int | None = None                      # westmost x built on so far
    day: int = 1
    phase: str = "day"                                 # day | night | over
    p1: int = 0                                        # hero holding the P1 token
    in_play: list = field(default_factory=list)        # cards whose job is running
    pool: list = field(default_factory=lambda: [0, 0, 0])   # move, climb, sail points this action
    topup: tuple = ()                                  # (from, to, kind): a tile a step revealed this action;
                                                       # entering it so costs the 1 point already paid less
    fight: list = field(default_factory=lambda: [0, 0, 0, 0])  # attack fixed/dice, defence fixed/dice
    coop: list = field(default_factory=list)           # cooperation bonus: (hero, resource, dice) to roll
    tasks: list = field(default_factory=list)
    winners: list = field(default_factory=list)
    end: str = ""                                      # "" | win | bandits | death


def clone_state(s: DeckWestState) -> DeckWestState:
    rng = copy_rng(s.rng)
    new = DeckWestState(
        rng=rng, players=s.players, mode=s.mode, mission=s.mission, board=s.board, die=s.die,
        heroes=[h.copy() for h in s.heroes], vp=list(s.vp), vp_from=[dict(b) for b in s.vp_from], tracker=s.tracker,
        trade_deck=list(s.trade_deck), trade_row=list(s.trade_row), trade_discard=list(s.trade_discard),
        pain_deck=list(s.pain_deck), pain_discard=list(s.pain_discard), ex_deck=list(s.ex_deck),
        ex_discard=list(s.ex_discard), removed=list(s.removed), tiles=dict(s.tiles), up=set(s.up),
        land_deck=list(s.land_deck), land_out=list(s.land_out), bandits=dict(s.bandits),
        rails=set(s.rails), fed=set(s.fed), wagon=s.wagon, west_reveal=s.west_reveal,
        west_build=s.west_build, day=s.day, phase=s.phase, p1=s.p1, in_play=list(s.in_play),
        pool=list(s.pool), topup=s.topup, fight=list(s.fight), coop=list(s.coop), tasks=list(s.tasks),
        winners=list(s.winners), end=s.end)
    new._pend = getattr(s, "_pend", None)
    return new
