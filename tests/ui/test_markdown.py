"""The players' rules pages: Markdown rendered as a player reads it (tables, emphasis,
lists, underscores, card pictures), one page per game, with contents and a scrollbar."""
import importlib
import re
from pathlib import Path

import pygame
import pytest

from wildwest.games import get_game, playable_names
from wildwest.ui.markdown import Page, parse
from wildwest.ui.scenes.rules import RulesScene, card_faces, page_source

from .keys import key

ROOT = Path(__file__).resolve().parents[2]


def texts(page, kind="text"):
    return [p for p in page.placed if p.kind == kind]


def test_a_markdown_table_renders_as_a_table_not_as_pipes(app):
    page = Page(parse("| card | does |\n|---|---|\n| 6 Bounty Hunter | takes the *pot* |\n"), 600)
    words = [p.content for p in texts(page)]
    assert "card" in words and "Bounty" in words and "pot" in words
    assert not any("|" in w or "---" in w for w in words)
    assert texts(page, "frame") and texts(page, "band")          # a framed table with a head row
    head = next(p for p in texts(page) if p.content == "card")
    cell = next(p for p in texts(page) if p.content == "takes")
    assert head.role == "bold" and cell.rect.x > head.rect.x + 100 and cell.rect.y > head.rect.y


def test_underscores_emphasis_and_code_are_kept_as_meant(app):
    page = Page(parse("bring_add and *ongoing* and **steal** and `snake_case`"), 800)
    got = {p.content: p.role for p in texts(page)}
    assert got["bring_add"] == "body" and got["ongoing"] == "italic" and got["steal"] == "bold"
    assert got["snake_case"] == "slab"


def test_lists_headings_and_wrapping(app):
    page = Page(parse("# Title\n\n## Part\n\n1. first\n2. second\n\n- a\n  - nested\n\n" + "word " * 200), 500)
    words = [p.content for p in texts(page)]
    assert "1." in words and "2." in words and words.count("•") == 2
    nested = next(p for p in texts(page) if p.content == "nested")
    first = next(p for p in texts(page) if p.content == "a")
    assert nested.rect.x > first.rect.x
    assert [(t, lvl) for t, lvl, _ in page.anchors] == [("Title", 1), ("Part", 2)]
    assert all(p.rect.right <= 500 for p in texts(page))
    assert page.height > 20 * 10


def test_card_pictures_are_drawn_by_the_game(app):
    page = Page(parse("![Bounty Hunter](card:pink-6) ![Dynamite](card:pink-dynamite)"), 800, card_faces("duel"))
    cards = texts(page, "card")
    assert [c.content for c in cards] == ["pink-6", "pink-dynamite"]
    surface = pygame.Surface((900, 400))
    surface.fill((0, 0, 0))
    page.draw(surface, (0, 0), surface.get_rect())
    assert surface.get_at(cards[0].rect.center) != (0, 0, 0, 255)


@pytest.mark.parametrize("name", playable_names())
def test_each_game_has_a_players_page_with_every_card_and_no_developer_matter(name):
    path = ROOT / "docs" / "players" / f"{name}.md"
    source = path.read_text(encoding="utf-8")
    assert page_source(name) == source
    for word in ("data/", ".yaml", ".py", "tests/", "playout", "bots.py", "`"):
        assert word not in source, word
    for section in ("How to play", "The cards", "At the table", "Unclear rules"):
        assert f"## {section}" in source
    faces = card_faces(name)
    for card_id in re.findall(r"\(card:([^)]+)\)", source):
        assert faces(card_id) is not None, card_id
    game = get_game(name)
    names = {face.title for face in map(faces, _all_ids(name))}
    missing = [n for n in names if n not in source]
    assert missing == [], f"{game.title} cards not on the players' page: {missing}"


def _all_ids(name):
    return list(importlib.import_module(f"wildwest.games.{name}.table").card_ids())


def test_the_rules_scene_jumps_from_its_contents_and_scrolls(app):
    scene = RulesScene(app, "durango")
    app.push(scene)
    app.step(0.016, [])
    assert scene.view.thumb is not None and len(scene.contents) >= 5
    rect, title, y = scene.contents[-1]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert title == "Unclear rules" and scene.view.offset == min(y - 6, scene.view.max_offset)
    key(app, pygame.K_HOME)
    assert scene.view.offset == 0


def test_the_rules_page_is_laid_out_again_when_the_window_is_resized(app):
    """Measured at 1280x720, then the window shrinks to 1024x576, where small type grows:
    the page kept its old measures and its words ran into one another and off the page."""
    from wildwest.ui.scenes.rules import TEXT
    from wildwest.ui.scroll import BAR
    scene = RulesScene(app, "durango")
    app.push(scene)
    app.step(0.016, [])
    wide = scene.page.height
    app.settings.window = (1024, 576)
    app.apply_window_settings()
    app.step(0.016, [])
    fresh = Page(parse(page_source("durango")), TEXT.width - BAR - 12, card_faces("durango"))
    assert scene.page.height == fresh.height != wide
    assert [p.rect for p in texts(scene.page)] == [p.rect for p in texts(fresh)]


def test_the_players_pages_ship_in_the_executable():
    spec = (ROOT / "pyinstaller.spec").read_text()
    assert 'os.path.join("docs", "players")' in spec
    assert "markdown-it-py" in (ROOT / "requirements.txt").read_text()
