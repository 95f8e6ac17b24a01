"""The Deck Goes West legend: the land tiles, what stands on them, the score board's
tracks, the dice and the resources, each painted by the table's own painters (mapdraw,
mapview, trackdraw, jobart), and which of them lies under the mouse on the map."""
from __future__ import annotations

from functools import cache

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.canvas import draw, scale_of
from wildwest.ui.legend import HINT, SEAT_MARK, Entry
from wildwest.ui.widgets import draw_text

from ..content import content
from . import jobart, mapdraw, trackdraw
from .mapview import WAGON, MapView

KINDS = {   # tile kind: (legend name, what it is)
    "prairie": ("Plains", "Open grassland: easy to walk across."),
    "prairie_river": ("Plains with a river", "Plains that count as a river, for a job that asks for one and for "
                      "sailing."),
    "forest": ("Forest", "Forest land, for a job that asks for a forest."),
    "forest_river": ("Forest with a river", "A forest that also counts as a river."),
    "mountain": ("Mountains", "Walking or sailing onto mountains costs 2 points; climbing costs 1."),
    "water": ("Water", "Nobody can walk or climb onto water: sail across it."),
    "village": ("Village", "A village, with its own job for whoever stands on it."),
    "camp": ("Bandit camp", "A campfire: a bandit appears when it is revealed, and bandits here never wander. "
             "Its own job works for whoever stands on it."),
}
RESOURCES = {"gold": "Gold", "metal": "Metal", "wood": "Wood", "food": "Food"}
USED = "used today"          # a character card whose job was used (the engine's "tapped")
PARTS = {"bandits": "Bandits", "wagon": "The wagon", "fed": "Fed village", "rail": "Railway", "star": "Red star",
         "back": "Face-down land"}


def _tile(kind: str, stars: tuple = ()):
    def paint(surface, rect) -> None:
        surface.blit(mapdraw.kind_face(kind, rect, scale_of(surface), stars), rect)
    return paint


def _back(surface, rect) -> None:
    surface.blit(mapdraw.tile_back(6, rect, scale_of(surface)), rect)


def _on_tile(mark):
    """A mark as the map draws it on a tile (plains under it)."""
    def paint(surface, rect) -> None:
        _tile("prairie")(surface, rect)
        mark(surface, rect)
    return paint


def _meeple(standing: bool):
    def paint(surface, rect) -> None:
        MapView._meeple(surface, 1, rect.center, 22, standing)
    return paint


def _board():
    return next(iter(content().boards.values()))


def _track(track: str):
    def paint(surface, rect) -> None:
        row = pygame.Rect(rect.x, rect.centery - 8, rect.width, 16)
        tokens = {1: [None]} if track == "bandit" else {2: [1]}
        trackdraw._track(surface, row, _board(), 3, track, tokens)
    return paint


def _die(die: str, face):
    def paint(surface, rect) -> None:
        trackdraw._die(surface, rect.inflate(-6, -6), die, face)
    return paint


def _used(surface, rect) -> None:
    """A dimmed character card with "used" across it, as the table marks one (the card
    alone, this small, was a grey card with a lone initial)."""
    card = pygame.Rect(0, 0, rect.h * 5 // 7, rect.h)
    card.center = rect.center
    cardart.draw_card(surface, jobart.card_face(next(iter(content().characters)), words=False), card, dim=True)
    band = pygame.Rect(rect.x, rect.centery - 8, rect.width, 16)
    draw.rect(surface, (52, 36, 24), band)
    draw_text(surface, "used", band.center, role="bold", size=12, colour=theme.CREAM, anchor="center")


def _resource(kind: str):
    def paint(surface, rect) -> None:
        jobart.draw_resource(surface, kind, 2, rect.center, size=18)
    return paint


@cache
def entries() -> tuple[Entry, ...]:
    tiles = tuple(Entry(name, text, _tile(kind)) for kind, (name, text) in KINDS.items())
    resources = tuple(Entry(name, f"The number beside it is how much {name.lower()} a character has. Jobs pay "
                                  f"it and spend it.", _resource(kind)) for kind, name in RESOURCES.items())
    return tiles + (
        Entry("Red star", "The number in a tile's red star: at night, when the bandit die shows it, that tile "
              "gains a bandit.", _tile("prairie", (7,))),
        Entry("Face-down land", "Land not revealed yet: only the red star on its back shows. Reveal it to turn it "
              "over.", _back),
        Entry("Railway", "Rails on a tile: moving along railways costs nothing, and players on railway tiles can "
              "trade.", _on_tile(lambda s, r: jobart.rail_pair(s, r.inflate(-r.w // 8, -r.h // 2)))),
        Entry("The wagon", "The mission's wagon. Point at it on the map: its words there say how this "
              "mission moves it.",
              _on_tile(lambda s, r: cardart.draw_icon(s, WAGON, (r.centerx, r.y + r.h * 0.3), r.w // 2))),
        Entry("Fed village", "The food mark on a village: it has been fed.",
              _on_tile(lambda s, r: jobart.draw_glyph(s, "food", (r.x + r.w // 4, r.y + r.h // 4), r.w // 3))),
        Entry("Bandits", "A skull in a red ring, with the number of bandits on the tile. Leaving a tile with "
              "bandits hurts; attack them to clear it.", _on_tile(lambda s, r: MapView._bandits(s, r, 3, True))),
        Entry("Character", "A character's marker, in the seat's colour and shape, standing on its tile.",
              _meeple(True)),
        Entry("Character lying down", "A marker tipped onto its side: that character has used this tile's job.", _meeple(False)),
        Entry(USED.capitalize(), f"A dimmed character card marked \"{USED}\": its job has been used today. It "
              "can be used again after the next dawn.", _used),
        Entry("Tile you may choose", "A gold double ring: click this tile (to step or sail there, reveal it, use "
              "its job or attack its bandits).", _on_tile(MapView.draw_live)),
        Entry("Score track", "The VP row of the score board: each score token (a seat's mark, or a star for the "
              "team) on its space. The last space, framed green, wins.", _track("score")),
        Entry("Bandit track", "The Bandits row: the skull is the bandit tracker. If it reaches the last space, "
              "framed red, the bandits win.", _track("bandit")),
        Entry("Job die", "Rolled for a job: each star on it is a success.", _die("job", 2)),
        Entry("Bandit die", "The red number: the bandit die rolled at night; every tile with that number in its "
              "red star gains a bandit.", _die("d8", 5)),
        Entry("Compass die", "Where a bandit group wanders at night: N, S or W, or + for one more bandit.",
              _die("compass", "W")),
        Entry("Victory points", "The star with a number beside a character: their victory points.",
              lambda s, r: cardart.draw_counter(s, r.center, "icon_star", "4", size=18)),
        Entry("Scrap", "A crossed-out card in a job: scrap a card, and it leaves the game for good. A discarded "
              "card comes back when your discard pile is shuffled into your draw pile.",
              lambda s, r: jobart.draw_glyph(s, "scrap_card", r.center, r.h * 3 // 4)),
    ) + resources + (HINT, SEAT_MARK)


# How each mission's wagon moves, by its rule: one sentence for every mission would have
# said "it moves west once every player is west of it" of a wagon players push, or one
# that never moves.
WAGON_WORDS = {
    "wagon_follows": "It moves 1 tile west whenever every character is west of it: it waits for the slowest.",
    "wagon_flees": "It flees 1 tile west at the end of every night, and a bandit joins it. Attack it on its "
                   "tile to score.",
    "wagon_pushed": "The cargo: a character on its tile may push it onto a face-up neighbour instead of a step "
                    "(west scores, east costs). Bandits left alone with it damage it at night.",
    "return_home": "It marks the start tile: the team wins with every living character back on it once the "
                   "score track is full.",
}


def wagon_words(rules) -> str:
    """The wagon's tooltip under a mission with `rules`."""
    said = next((WAGON_WORDS[r] for r in WAGON_WORDS if r in rules), "The mission's wagon.")
    return f"The wagon: {said}"


def symbol_at(mapview: MapView, view, pos) -> str | None:
    """The legend name of the part of a tile under `pos` on the map."""
    part = mapview.part_at(view, pos) if view is not None else None
    if part is None:
        return None
    what, detail = part
    if what == "meeple":
        return "Character" if detail else "Character lying down"
    return KINDS[detail][0] if what == "kind" else PARTS[what]
