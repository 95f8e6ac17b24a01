"""The rules pages explain every icon with its picture (issue 18 §2): `![..](icon:name)` in
a players' page is painted in the line by the game's table, and every picture a game's
cards and sheets use has its entry on that game's page."""
import pygame
import pytest

from wildwest.games import playable_names
from wildwest.games.deckwest.table import jobart
from wildwest.games.durango import table as durango_table
from wildwest.games.wildride.rules import ICON_TEXT
from wildwest.ui.markdown import Page, parse
from wildwest.ui.scenes.rules import icon_painters, page_source


def page_icons(game: str) -> set[str]:
    return {text for block in parse(page_source(game))
            for runs in [block.runs, *[c for row in block.rows for c in row]]
            for text, role in runs if role == "icon"}


def test_an_icon_sits_in_its_line_and_is_painted_by_the_game(app):
    page = Page(parse("- ![gold](icon:icon_gold) a **gold coin** (gold)"), 600, icon=icon_painters("deckwest"))
    icon = next(p for p in page.placed if p.kind == "icon")
    word = next(p for p in page.placed if p.content == "gold")
    assert icon.content == "icon_gold" and icon.rect.w == icon.rect.h >= 18
    assert word.rect.x > icon.rect.right and abs(word.rect.centery - icon.rect.centery) <= 2
    surface = pygame.Surface((700, 100))
    surface.fill((0, 0, 0))
    page.draw(surface, (0, 0), surface.get_rect())
    painted = [surface.get_at((x, y)) for x in range(icon.rect.left, icon.rect.right)
               for y in range(icon.rect.top, icon.rect.bottom)]
    assert sum(c != (0, 0, 0, 255) for c in painted) > len(painted) // 4


@pytest.mark.parametrize("game", ["deckwest", "wildride", "durango"])
def test_every_icon_the_game_uses_has_its_picture_on_the_rules_page(game):
    used = {"deckwest": jobart.pictures, "wildride": lambda: set(ICON_TEXT), "durango": durango_table.pictures}[game]()
    assert used - page_icons(game) == set()


@pytest.mark.parametrize("game", playable_names())
def test_every_icon_on_a_rules_page_is_one_the_game_can_paint(game):
    painter = icon_painters(game)
    assert all(painter is not None and painter(name) is not None for name in page_icons(game))
