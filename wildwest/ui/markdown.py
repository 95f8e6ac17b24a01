"""Markdown pages for players, parsed by markdown-it-py and laid out for pygame.

`parse` turns the source into blocks (headings, paragraphs, list items, tables, code,
rules, rows of card pictures) whose text is runs of (words, style); `Page` wraps them to
a width once and draws whatever part is scrolled into view. A paragraph made only of
images whose address is `card:<card id>` becomes a row of card faces, drawn by the
game's own `card_face`, so the page shows the cards exactly as the table does. An
image whose address is `icon:<name>` is a picture in the line, as tall as the text, painted
by the game's own `icon_painter`: the rules explain each icon beside the icon itself.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from markdown_it import MarkdownIt

from . import cardart, theme
from .assets import font, text
from .canvas import draw
from .widgets import note

Runs = list[tuple[str, str]]          # (text, role): role is body, bold, italic, slab or icon
Painter = Callable[[pygame.Surface, pygame.Rect], None]

SIZES = {1: 32, 2: 26, 3: 21, 0: 18}    # heading level -> size; 0 is body text
CARD = (118, 165)
GAP = 10


@dataclass
class Block:
    kind: str                          # heading, para, item, table, code, rule, cards
    runs: Runs = field(default_factory=list)
    level: int = 0                     # heading level, or list depth for an item
    bullet: str = ""                   # "•" or "3." for an item
    rows: list[list[Runs]] = field(default_factory=list)     # a table: the first row is the head
    cards: list[str] = field(default_factory=list)


def _runs(children) -> Runs:
    """Inline tokens as runs; strong and em nest (bold wins), links keep their words."""
    out: Runs = []
    bold = italic = 0
    for tok in children or []:
        if tok.type == "strong_open":
            bold += 1
        elif tok.type == "strong_close":
            bold -= 1
        elif tok.type == "em_open":
            italic += 1
        elif tok.type == "em_close":
            italic -= 1
        elif tok.type in ("softbreak", "hardbreak"):
            out.append((" ", "body"))
        elif tok.type == "code_inline":
            out.append((tok.content, "slab"))
        elif tok.type == "image" and str(tok.attrs.get("src", "")).startswith("icon:"):
            out.append((str(tok.attrs["src"])[5:], "icon"))
        elif tok.type == "image":
            out.append((tok.content, "italic"))
        elif tok.type in ("text", "html_inline"):
            out.append((tok.content, "bold" if bold else "italic" if italic else "body"))
    return out


def _card_row(children) -> list[str]:
    """The card ids of a paragraph made only of `![name](card:id)` images (and spaces)."""
    ids = []
    for tok in children or []:
        if tok.type == "image" and str(tok.attrs.get("src", "")).startswith("card:"):
            ids.append(str(tok.attrs["src"])[5:])
        elif not (tok.type in ("text", "softbreak") and not tok.content.strip()):
            return []
    return ids


def parse(source: str) -> list[Block]:
    tokens = MarkdownIt("commonmark").enable("table").parse(source)
    blocks: list[Block] = []
    lists: list[list] = []             # per open list: [ordered?, next number]
    item_pending: str | None = None     # the bullet for the first paragraph of an item
    table: Block | None = None
    for i, tok in enumerate(tokens):
        t = tok.type
        if t in ("bullet_list_open", "ordered_list_open"):
            lists.append([t == "ordered_list_open", int(tok.attrs.get("start", 1) or 1)])
        elif t in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif t == "list_item_open":
            ordered, number = lists[-1]
            item_pending = f"{number}." if ordered else "•"
            lists[-1][1] += 1
        elif t == "heading_open":
            blocks.append(Block("heading", _runs(tokens[i + 1].children), level=int(tok.tag[1])))
        elif t == "table_open":
            table = Block("table")
        elif t == "tr_open" and table is not None:
            table.rows.append([])
        elif t in ("th_open", "td_open") and table is not None:
            table.rows[-1].append(_runs(tokens[i + 1].children))
        elif t == "table_close" and table is not None:
            blocks.append(table)
            table = None
        elif t == "paragraph_open":
            inline = tokens[i + 1]
            cards = _card_row(inline.children)
            if cards:
                blocks.append(Block("cards", cards=cards, level=len(lists)))
            elif lists:
                blocks.append(Block("item", _runs(inline.children), level=len(lists),
                                    bullet=item_pending or ""))
            else:
                blocks.append(Block("para", _runs(inline.children)))
            item_pending = None
        elif t in ("fence", "code_block"):
            blocks.append(Block("code", [(tok.content.rstrip("\n"), "slab")]))
        elif t == "hr":
            blocks.append(Block("rule"))
    return blocks


def heading_text(block: Block) -> str:
    return "".join(t for t, _ in block.runs)


# ---- layout -----------------------------------------------------------------------------

def icon_size(size: int) -> int:
    """An icon in a line of text is a square as tall as the line."""
    return font("body", size).get_height()


def _width(word: str, role: str, size: int) -> int:
    return icon_size(size) if role == "icon" else font(role, size).size(word)[0]


def wrap_runs(runs: Runs, width: int, size: int) -> list[list[tuple[int, str, str]]]:
    """Runs wrapped to width: lines of (x, text, role) pieces, words (and icons) kept whole."""
    lines: list[list[tuple[int, str, str]]] = [[]]
    x = 0
    space = font("body", size).size(" ")[0]
    pending_space = False
    for content, role in runs:
        if role == "slab" and "\n" in content:          # a code block keeps its lines
            for n, line in enumerate(content.split("\n")):
                if n:
                    lines.append([])
                lines[-1].append((0, line, role))
            continue
        words = [content] if role == "icon" else content.split(" ")
        for n, word in enumerate(words):
            if n:
                pending_space = True
            if not word:
                continue
            w = _width(word, role, size)
            gap = space if pending_space and x else 0
            if x + gap + w > width and x:
                lines.append([])
                x, gap = 0, 0
            lines[-1].append((x + gap, word, role))
            x += gap + w
            pending_space = False
        if content.endswith(" "):
            pending_space = True
    return lines


@dataclass
class Placed:
    """One thing drawn on the page at page coordinates (y from the page's top)."""

    kind: str                 # text, line, box, card
    rect: pygame.Rect
    content: str = ""
    role: str = "body"
    size: int = 18


class Page:
    """Blocks laid out to a width: a list of Placed things and the headings' positions."""

    def __init__(self, blocks: list[Block], width: int,
                 card_face: Callable[[str], cardart.CardFace | None] | None = None,
                 icon: Callable[[str], Painter | None] | None = None) -> None:
        self.width = width
        self.card_face = card_face
        self.icon = icon
        self.placed: list[Placed] = []
        self.anchors: list[tuple[str, int, int]] = []        # (heading, level, y)
        y = 0
        for block in blocks:
            y = getattr(self, "_" + block.kind)(block, y)
        self.height = y
        # top to bottom (a stable sort keeps a band or box under its text) so a frame
        # draws only what is in view: a long page is thousands of words
        self.placed.sort(key=lambda p: p.rect.top)
        self._tops = [p.rect.top for p in self.placed]
        self._tallest = max((p.rect.height for p in self.placed), default=0)

    def _text(self, runs: Runs, x: int, y: int, width: int, size: int, step_extra: int = 4) -> int:
        step = font("body", size).get_height() + step_extra
        for line in wrap_runs(runs, width, size):
            for dx, word, role in line:
                kind = "icon" if role == "icon" else "text"
                w, h = (_width(word, role, size), icon_size(size)) if kind == "icon" else font(role, size).size(word)
                self.placed.append(Placed(kind, pygame.Rect(x + dx, y, w, h), word, role, size))
            y += step
        return y

    def _heading(self, block: Block, y: int) -> int:
        size = SIZES.get(block.level, SIZES[3])
        y += 14 if self.placed else 0
        self.anchors.append((heading_text(block), block.level, y))
        runs = [(t, "title" if block.level <= 2 else "bold") for t, _ in block.runs]
        y = self._text(runs, 0, y, self.width, size)
        if block.level <= 2:
            self.placed.append(Placed("line", pygame.Rect(0, y, self.width, 2)))
            y += 8
        return y + 4

    def _para(self, block: Block, y: int) -> int:
        return self._text(block.runs, 0, y, self.width, SIZES[0]) + 8

    def _item(self, block: Block, y: int) -> int:
        indent = 28 * block.level
        if block.bullet:
            w, h = font("body", SIZES[0]).size(block.bullet)
            self.placed.append(Placed("text", pygame.Rect(indent - 8 - w, y, w, h), block.bullet))
        return self._text(block.runs, indent, y, self.width - indent, SIZES[0]) + 4

    def _code(self, block: Block, y: int) -> int:
        start = len(self.placed)
        end = self._text(block.runs, 16, y + 8, self.width - 32, 16)
        self.placed.insert(start, Placed("box", pygame.Rect(0, y, self.width, end - y + 8)))
        return end + 16

    def _rule(self, block: Block, y: int) -> int:
        self.placed.append(Placed("line", pygame.Rect(0, y + 8, self.width, 1)))
        return y + 20

    def _cards(self, block: Block, y: int) -> int:
        x = 28 * block.level
        for card_id in block.cards:
            if x + CARD[0] > self.width:
                x, y = 28 * block.level, y + CARD[1] + GAP
            self.placed.append(Placed("card", pygame.Rect((x, y), CARD), card_id))
            x += CARD[0] + GAP
        return y + CARD[1] + 12

    def _table(self, block: Block, y: int) -> int:
        """Columns as wide as their widest cell on one line, shrunk in proportion to fit;
        the head row bold on a tinted band, thin rules between rows."""
        size, pad = 17, 8
        ncol = max(len(r) for r in block.rows)
        natural = [0] * ncol
        for row in block.rows:
            for c, runs in enumerate(row):
                widths = [_width(t, r, size) for t, r in runs]
                natural[c] = max(natural[c], sum(widths) + 2 * pad)
        total = sum(natural)
        widths = natural if total <= self.width else [max(60, n * self.width // total) for n in natural]
        scale = self.width / max(self.width, sum(widths))
        widths = [int(w * scale) for w in widths]
        top = y
        for r, row in enumerate(block.rows):
            start = len(self.placed)
            bottom, x = y, 0
            for c in range(ncol):
                runs = row[c] if c < len(row) else []
                if r == 0:
                    runs = [(t, "bold") for t, _ in runs]
                bottom = max(bottom, self._text(runs, x + pad, y + pad // 2, widths[c] - 2 * pad, size, 2))
                x += widths[c]
            bottom += pad // 2
            if r == 0:
                self.placed.insert(start, Placed("band", pygame.Rect(0, y, sum(widths), bottom - y)))
            self.placed.append(Placed("line", pygame.Rect(0, bottom, sum(widths), 1)))
            y = bottom
        x = 0
        for w in widths[:-1]:
            x += w
            self.placed.append(Placed("line", pygame.Rect(x, top, 1, y - top)))
        self.placed.append(Placed("frame", pygame.Rect(0, top, sum(widths), y - top)))
        return y + 14

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, origin: tuple[int, int], clip: pygame.Rect) -> None:
        """Draw the page with its top-left at origin, only what meets clip."""
        ox, oy = origin
        old = surface.get_clip()
        surface.set_clip(clip)
        first = bisect_left(self._tops, clip.top - oy - self._tallest)
        last = bisect_right(self._tops, clip.bottom - oy)
        for p in self.placed[first:last]:
            rect = p.rect.move(ox, oy)
            if rect.bottom < clip.top:
                continue
            if p.kind == "text":
                surface.blit(text(p.role, p.size, p.content, theme.INK), rect)
                if clip.contains(rect):
                    note(rect, p.content)
            elif p.kind == "line":
                draw.rect(surface, theme.MUTED, rect)
            elif p.kind == "band":
                draw.rect(surface, theme.CREAM, rect)
            elif p.kind == "box":
                draw.rect(surface, theme.CREAM, rect, border_radius=6)
            elif p.kind == "frame":
                draw.rect(surface, theme.INK, rect, 1)
            elif p.kind == "icon":
                painter = self.icon(p.content) if self.icon else None
                if painter is not None:
                    painter(surface, rect)
            elif p.kind == "card":
                face = self.card_face(p.content) if self.card_face else None
                if face is not None:
                    cardart.draw_card(surface, face, rect)
        surface.set_clip(old)
