"""Deck Goes West's hidden information: what one seat sees, and a full state re-dealt to
agree with it for the search bots. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .state import DeckWestState, Hero


@dataclass
class DeckWestView:
    """What one seat sees: the whole face-up map with bandits, rails, the wagon and the
    back star of every face-down tile (not its identity); every hero's resources, meeple,
    discard pile and card counts; its own heroes' hands and draw piles (the draw pile as a
    sorted list, never its order); for the other heroes, the cards in hand and draw pile
    together, sorted (every card a player gains or loses is public, where it lies is not);
    the trade row, pile sizes, the tracker, the scores and the task stack."""

    player: int | None
    players: int
    mode: str
    mission: str
    board: str
    die: int
    heroes: list          # of dict
    vp: list
    vp_from: list         # per score token: {source: VP} (public, as every score is)
    tracker: int
    trade_row: list
    trade_deck_count: int
    trade_discard: list
    pain_count: int
    pain_discard: list
    ex_count: int
    ex_discard: list
    removed: list
    tiles: dict           # face-up (x, y) -> tile id
    backs: dict           # face-down (x, y) -> back star
    land_count: int
    land_out: list
    bandits: dict
    rails: list
    fed: list
    wagon: tuple | None
    west_reveal: int
    west_build: int | None
    day: int
    phase: str
    p1: int
    in_play: list
    pool: list
    topup: tuple
    fight: list
    coop: list
    tasks: list
    winners: list
    end: str


class Views:
    """`view` and `determinize`; uses DeckWest's `_settle`."""

    # ---- what a seat sees ---------------------------------------------------------------
    def view(self, state, player: int | None) -> DeckWestView:
        heroes = []
        for hero in state.heroes:
            mine = player is not None and hero.seat == player
            heroes.append({
                "char": hero.char, "seat": hero.seat, "res": dict(hero.res), "pos": hero.pos,
                "standing": hero.standing, "tapped": hero.tapped, "alive": hero.alive, "passed": hero.passed,
                "actions": hero.actions, "discard": list(hero.discard), "hand_count": len(hero.hand),
                "spare": hero.spare, "spare_standing": hero.spare_standing,
                "draw_count": len(hero.draw), "hand": list(hero.hand) if mine else None,
                "draw": sorted(hero.draw) if mine else None,
                "unseen": None if mine else sorted(hero.hand + hero.draw),
            })
        return DeckWestView(
            player=player, players=state.players, mode=state.mode, mission=state.mission, board=state.board,
            die=state.die, heroes=heroes, vp=list(state.vp), vp_from=[dict(b) for b in state.vp_from], tracker=state.tracker,
            trade_row=list(state.trade_row), trade_deck_count=len(state.trade_deck),
            trade_discard=list(state.trade_discard), pain_count=len(state.pain_deck),
            pain_discard=list(state.pain_discard), ex_count=len(state.ex_deck), ex_discard=list(state.ex_discard),
            removed=list(state.removed), tiles={p: t for p, t in state.tiles.items() if p in state.up},
            backs={p: self.c.tiles[t].back for p, t in state.tiles.items() if p not in state.up},
            land_count=len(state.land_deck), land_out=list(state.land_out), bandits=dict(state.bandits),
            rails=sorted(state.rails), fed=sorted(state.fed), wagon=state.wagon, west_reveal=state.west_reveal,
            west_build=state.west_build, day=state.day, phase=state.phase, p1=state.p1,
            in_play=list(state.in_play), pool=list(state.pool), topup=state.topup, fight=list(state.fight),
            coop=list(state.coop), tasks=list(state.tasks), winners=list(state.winners), end=state.end)

    def determinize(self, view: DeckWestView, rng: random.Random) -> DeckWestState:
        """A full state agreeing with the view: the seat's own draw pile order, the other
        heroes' hands and draw piles (from what they hold together), the face-down tiles
        (among those with the same back star), the land, trade and danger decks, the dice."""
        c = self.c
        heroes = []
        for hv in view.heroes:
            hero = Hero(hv["char"], hv["seat"], dict(hv["res"]), tuple(hv["pos"]))
            hero.standing, hero.tapped, hero.alive, hero.passed, hero.actions = (
                hv["standing"], hv["tapped"], hv["alive"], hv["passed"], hv["actions"])
            hero.discard = list(hv["discard"])
            hero.spare, hero.spare_standing = hv["spare"], hv["spare_standing"]
            if hv["hand"] is not None:
                hero.hand = list(hv["hand"])
                hero.draw = list(hv["draw"])
                rng.shuffle(hero.draw)
            else:
                cards = list(hv["unseen"])
                rng.shuffle(cards)
                hero.hand = cards[:hv["hand_count"]]
                hero.draw = cards[hv["hand_count"]:]
            heroes.append(hero)
        placed = {p: None for p in view.backs}
        seen = set(view.tiles.values()) | set(view.land_out)
        hidden = [t for t in c.tiles if t not in seen]
        rng.shuffle(hidden)
        by_back: dict = {}
        for t in hidden:
            by_back.setdefault(c.tiles[t].back, []).append(t)
        tiles = dict(view.tiles)
        for p in sorted(placed):
            tiles[p] = by_back[view.backs[p]].pop()
        land = [t for group in by_back.values() for t in group]
        rng.shuffle(land)
        in_sight = set(view.trade_row) | set(view.trade_discard) | set(view.pain_discard) | set(view.ex_discard)
        in_sight |= set(view.removed) | set(view.in_play)
        for hero in heroes:
            in_sight |= set(hero.hand) | set(hero.draw) | set(hero.discard)
        for t in view.tasks:
            if t[0] == "place_card":
                in_sight.add(t[2])
        piles = {}
        for pile in ("trade", "pain", "exhaustion"):
            piles[pile] = [i for i in c.instances(pile) if i not in in_sight]
            rng.shuffle(piles[pile])
        state = DeckWestState(
            rng=random.Random(rng.random()), players=view.players, mode=view.mode, mission=view.mission,
            board=view.board, die=view.die, heroes=heroes, vp=list(view.vp), vp_from=[dict(b) for b in view.vp_from],
            tracker=view.tracker,
            trade_deck=piles["trade"], trade_row=list(view.trade_row), trade_discard=list(view.trade_discard),
            pain_deck=piles["pain"], pain_discard=list(view.pain_discard), ex_deck=piles["exhaustion"],
            ex_discard=list(view.ex_discard), removed=list(view.removed), tiles=tiles, up=set(view.tiles),
            land_deck=land, land_out=list(view.land_out), bandits=dict(view.bandits), rails=set(view.rails),
            fed=set(view.fed), wagon=view.wagon, west_reveal=view.west_reveal, west_build=view.west_build,
            day=view.day, phase=view.phase, p1=view.p1, in_play=list(view.in_play), pool=list(view.pool), topup=view.topup,
            fight=list(view.fight), coop=list(view.coop), tasks=list(view.tasks), winners=list(view.winners), end=view.end)
        self._settle(state, [])
        return state
