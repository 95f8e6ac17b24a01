"""The score board (every score token and the bandit tracker on their tracks, the board's
sections with their red stars) and the dice as they land, for the Deck Goes West table."""
from __future__ import annotations

import random

import pygame

from wildwest.ui import cardart, theme
from wildwest.ui.assets import font
from wildwest.ui.canvas import draw
from wildwest.ui.widgets import draw_text, fitting

from ..content import content
from . import mapdraw

SECTION_SHADES = ((236, 224, 190), (226, 204, 160), (214, 180, 130), (200, 156, 110))
JOB_FACES = (0, 0, 1, 1, 1, 2)
COMPASS = ("N", "S", "W", "W", "W", "+")


def _section(board, space: int, track: str) -> int:
    k = 0 if track == "bandit" else 2
    return next((i for i, sec in enumerate(board.sections) if sec[k] <= space <= sec[k + 1]), 0)


def _track(surface, rect: pygame.Rect, board, length: int, track: str, tokens: dict) -> None:
    """A row of spaces 0..length shaded by section, with tokens (seat marks or a skull)."""
    cell = rect.width / (length + 1)
    for space in range(length + 1):
        box = pygame.Rect(round(rect.x + space * cell), rect.y, max(1, round(cell) - 1), rect.height)
        draw.rect(surface, SECTION_SHADES[_section(board, space, track) % 4], box)
        draw.rect(surface, (120, 90, 60), box, 1)
    draw.rect(surface, theme.RED if track == "bandit" else theme.GREEN,
              pygame.Rect(round(rect.x + length * cell), rect.y, max(1, round(cell) - 1), rect.height), 2)
    size = min(rect.height - 2, round(cell) + 2)
    for space, marks in tokens.items():
        for i, mark in enumerate(marks):
            centre = (round(rect.x + (min(space, length) + 0.5) * cell) + i * 3, rect.centery - i * 3)
            spot = pygame.Rect(0, 0, size, size)
            spot.center = centre
            if mark is None or mark == "team":
                cardart.draw_icon(surface, "icon_skull" if mark is None else "icon_star", centre, size)
            else:
                cardart.draw_seat_mark(surface, mark, spot)


def goal_words(mode: str, win: int, lose: int) -> list[str]:
    """How the game is won and lost, longest first: in versus the bandits end the game and
    the most VP wins; together the players lose."""
    if mode == "versus":
        return [f"First to {win} VP wins; if the bandits reach {lose} first, the most VP wins.",
                f"{win} VP wins; bandits at {lose} end it, most VP wins."]
    who = "you all" if mode == "coop" else "you"
    return [f"Reach {win} VP to win; {who} lose if the bandits reach {lose}.",
            f"Win at {win} VP; lose if bandits reach {lose}."]


def draw_track(surface, view, rect: pygame.Rect, names: list[str]) -> None:
    """Score and bandit tracks, with the night's bandit die rolls and the day underneath."""
    board = content().boards[view.board]
    label_w = 64
    row_h = max(14, (rect.height - font("italic", 14).get_height() - 6) // 2)
    tokens: dict = {}
    for token, vp in enumerate(view.vp):
        marks = [token] if view.mode == "versus" else ["team"]
        tokens.setdefault(vp, []).extend(marks)
    for i, (label, length, track, toks) in enumerate(
            (("VP", board.win, "score", tokens), ("Bandits", board.lose, "bandit", {view.tracker: [None]}))):
        row = pygame.Rect(rect.x + label_w, rect.y + i * (row_h + 2), rect.width - label_w, row_h)
        draw_text(surface, label, (rect.x, row.centery), role="bold", size=14, anchor="midleft")
        _track(surface, row, board, length, track, toks)
    words = goal_words(view.mode, board.win, board.lose)
    y = rect.y + 2 * (row_h + 2) + font("italic", 14).get_height() // 2 + 1
    draw_text(surface, fitting(words, rect.width, role="italic", size=14), (rect.x, y), role="italic", size=14,
              anchor="midleft")


def _die(surface, rect: pygame.Rect, die: str, face) -> None:
    """One die: a job die shows its successes as dots, others their number or letter."""
    draw.rect(surface, theme.CREAM, rect, border_radius=6)
    draw.rect(surface, theme.INK, rect, 2, border_radius=6)
    if die == "job":
        spots = {0: (), 1: ((0.5, 0.5),), 2: ((0.32, 0.32), (0.68, 0.68))}[face]
        for dx, dy in spots:
            mapdraw.star(surface, (rect.x + rect.w * dx, rect.y + rect.h * dy), rect.w * 0.16, theme.INK)
        return
    colour = theme.RED if die.startswith("d") else theme.INK
    draw_text(surface, str(face), rect.center, role="title", size=16, colour=colour, anchor="center")


def roll_words(roll: dict) -> list[str]:
    """What a roll was for, longest first, down to a few words that fit anywhere: three bare
    numbers on the map each morning told a newcomer nothing."""
    short = {"job": "The job dice", "compass": "The compass die"}.get(roll["die"], "The bandit die")
    return [roll["text"].split(":")[0], f"{short} rolled.", short]


def draw_dice(surface, roll: dict, rect: pygame.Rect, progress: float) -> None:
    """The last roll on a paper strip as long as its words need: the dice tumble (random
    faces) while `progress` < 0.6, then show the faces rolled, with what was rolled for."""
    faces = roll["faces"]
    die = roll["die"]
    size = rect.height - 12
    count = min(len(faces), 8)
    text_x = rect.x + 14 + count * (size + 6)
    words = roll_words(roll)
    box = pygame.Rect(rect.x, rect.y, min(rect.width, text_x - rect.x + font("italic", 14).size(words[0])[0] + 12),
                      rect.height)
    cardart.draw_panel(surface, box, style="paper")
    rng = random.Random(int(progress * 20))
    for i, face in enumerate(faces[:count]):
        if progress < 0.6:
            face = rng.choice(JOB_FACES if die == "job" else COMPASS if die == "compass"
                              else range(1, int(die[1:]) + 1))
        spot = pygame.Rect(box.x + 8 + i * (size + 6), box.y + 6, size, size)
        _die(surface, spot, die, face)
    draw_text(surface, fitting(words, box.right - text_x - 8, role="italic", size=14), (text_x, box.centery),
              role="italic", size=14, anchor="midleft")
