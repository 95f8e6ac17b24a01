"""Every table's legend: enough entries, each with a symbol its painter really draws, the
"?" (and F1, and the button) opens it and Esc, Close or a click outside puts it away, it
reads whole at the smallest window, and a hovered map symbol says the legend's words."""
import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game, playable_names
from wildwest.games.deckwest.table import picking
from wildwest.ui import widgets
from wildwest.ui.app import App
from wildwest.ui.legend import Entry, paint, words
from wildwest.ui.scenes.legend import LegendScene
from wildwest.ui.scenes.play import LEGEND_BUTTON, PlayScene
from wildwest.ui.settings import Settings
from wildwest.ui.smoke import midgame_session

from .keys import key

MIN_ENTRIES = {"duel": 10, "durango": 15, "desperados": 20, "wildride": 25, "deckwest": 25}


def click(app, pos) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def hover(app, pos) -> widgets.Drawn:
    """Move the mouse to pos and draw a frame; what it drew comes back."""
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], draw=False)
    with widgets.recording() as drawn:
        app.render()
    return drawn


def table_at(app, name: str, session=None) -> PlayScene:
    scene = PlayScene(app, session or midgame_session(name))
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    return scene


def paints_something(entry: Entry) -> bool:
    """True if the entry's painter leaves a mark on a clear square."""
    surface = pygame.Surface((44, 44), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    entry.paint(surface, pygame.Rect(3, 3, 38, 38))
    return surface.get_bounding_rect().width > 0


def test_an_entry_that_draws_nothing_is_caught():
    assert not paints_something(Entry("Nothing", "Draws nothing.", lambda surface, rect: None))


@pytest.mark.parametrize("name", playable_names())
def test_every_table_has_a_legend_whose_entries_all_draw_a_symbol(app, name):
    entries = table_at(app, name).table.legend()
    assert len(entries) >= MIN_ENTRIES[name]
    assert len({e.name for e in entries}) == len(entries), "two entries share a name"
    for entry in entries:
        assert entry.text.endswith((".", ")")) and entry.text[0].isupper(), f"{entry.name}: not a sentence"
        assert paints_something(entry), f"{name}: the legend's {entry.name!r} draws no symbol"


@pytest.mark.parametrize("name", playable_names())
def test_question_mark_opens_the_legend_and_escape_closes_it(app, name):
    scene = table_at(app, name)
    key(app, pygame.K_SLASH, text="?")
    assert isinstance(app.scene, LegendScene) and app.scene.entries == scene.table.legend()
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    key(app, pygame.K_F1)
    assert isinstance(app.scene, LegendScene)
    click(app, (20, 700))                       # outside the panel
    assert app.scene is scene
    click(app, LEGEND_BUTTON.center)
    legend = app.scene
    assert isinstance(legend, LegendScene)
    click(app, legend.close_button.rect.center)
    assert app.scene is scene


@pytest.mark.parametrize("name", playable_names())
def test_the_legend_reads_whole_at_the_smallest_window(name):
    """At 1024x576 the type is larger: every entry is drawn whole on the legend's page,
    inside its width, and the page scrolls to its last line."""
    app = App(Settings(animation="Instant", window=(1024, 576)), headless=True)
    try:
        table_at(app, name)
        with widgets.recording() as drawn:
            key(app, pygame.K_F1)           # its first frame draws the page
        legend = app.scene
        page = legend.page(app.surface.scale).get_rect()
        assert not drawn.cut
        names = {t for r, t in drawn.texts if page.contains(r)}
        assert {e.name for e in legend.entries} <= names
        assert legend.view.max_offset == page.height - legend.view.rect.height > 0
        key(app, pygame.K_END)
        assert legend.view.offset == legend.view.max_offset
    finally:
        app.shutdown()


def test_durangos_card_swatches_are_thumbnails_not_letters(app, monkeypatch):
    """A card drawn at a swatch's size was a block with a lone letter ("S" for a Companion
    and an Item alike): the legend shrinks the whole card instead."""
    from wildwest.ui import cardart
    scene = table_at(app, "durango")
    lettered = []
    tiny = cardart._tiny_card
    monkeypatch.setattr(cardart, "_tiny_card", lambda face, size: lettered.append(face.title) or tiny(face, size))
    cardart.clear_caches()
    cards = [e for e in scene.table.legend() if e.paint.__qualname__.startswith("_card")]
    for entry in cards:
        paint(app.surface, entry, pygame.Rect(100, 100, 38, 38))
    assert len(cards) >= 8 and not lettered


def first_session(name: str, players: int = 3) -> Session:
    game = get_game(name)
    return Session.start(game, {"players": players}, 4, ["human"] + ["easy"] * (players - 1))


def tooltip_names(drawn: widgets.Drawn, entries) -> set[str]:
    """The legend entries whose words (name, colon, sentence) begin a line drawn this frame:
    the first line of a tooltip that says them."""
    return {e.name for e in entries for _, t in drawn.texts
            if t.startswith(e.name + ":") and words(entries, e.name).startswith(t)}


def test_hovering_a_desperados_town_names_it_unless_it_may_be_clicked(app):
    """"Town: A town of the map..." never said which town, and sat over the map where the
    pointer rested after every click: a tip names the town and its roads, and a town the
    player may click (the pointer is there after the click) has none."""
    from wildwest.games.desperados.board import board

    from .test_desperados_table import table_at_cards
    scene = table_at_cards(app, marshal=1)
    table = scene.table
    lit = table.legal_towns(scene.session.view(0), scene.session.pending().get(0))
    b = board()
    bank = next(t for t, c in b.cities.items() if c.bank and t not in lit)
    plain = next(t for t, c in b.cities.items() if not c.bank and t not in lit)
    for town, kind in ((bank, "a bank town"), (plain, "a town")):
        drawn = hover(app, table.map.screen(town))
        assert any(t.startswith(f"{b.name(town)}: {kind}, one road from") for _, t in drawn.texts)
        assert not tooltip_names(drawn, table.legend())
    assert table.legend_tip(table.map.screen(bank)).endswith(f" and {max(b.name(n) for n in b.nbrs[bank])}.")
    assert lit and all(table.legend_tip(table.map.screen(town)) is None for town in lit)


def test_hovering_a_wild_ride_flag_names_it(app):
    scene = table_at(app, "wildride", first_session("wildride"))
    table = scene.table
    region = next(r for r in table.roadmap.regions.values() if not r.start and table.board.visible(r.id))
    drawn = hover(app, table.board.screen(region.id))
    assert tooltip_names(drawn, table.legend()) == {"Flag, not ticked"}
    start = next(r for r in table.roadmap.regions.values() if r.start and table.board.visible(r.id))
    assert tooltip_names(hover(app, table.board.screen(start.id)), table.legend()) == {"Start flag"}


def test_hovering_a_deck_goes_west_tile_names_its_land(app):
    from wildwest.games.deckwest.content import content
    from wildwest.games.deckwest.table.legend import KINDS
    scene = table_at(app, "deckwest")        # past the choice of characters: the map is out
    table, view = scene.table, scene.session.view(0)
    board = table.map.board
    pos, tile = next((p, t) for p, t in view.tiles.items() if board.visible(f"tile:{p[0]},{p[1]}")
                     and p not in view.rails and not view.bandits.get(p))
    rect = board.tile_rect(f"tile:{pos[0]},{pos[1]}")
    drawn = hover(app, (rect.x + rect.w // 10, rect.y + rect.h * 6 // 10))
    assert tooltip_names(drawn, table.legend()) == {KINDS[content().tiles[tile].kind][0]}
    back = next(p for p in view.backs if board.visible(f"tile:{p[0]},{p[1]}"))
    drawn = hover(app, board.tile_rect(f"tile:{back[0]},{back[1]}").center)
    assert tooltip_names(drawn, table.legend()) == {"Face-down land"}


def test_deckwest_explains_scrap_with_its_crossed_out_card():
    """Cards, prompts and the log say "scrap"; only the rules page said what it meant."""
    from wildwest.games.deckwest.table import legend
    scrap = next(entry for entry in legend.entries() if entry.name == "Scrap")
    assert "leaves the game for good" in scrap.text and paints_something(scrap)


@pytest.mark.parametrize("mission, said", [("speed_of_the_slowest", "every character is west of it"),
                                           ("precious_cargo", "push it onto a face-up neighbour"),
                                           ("stop_that_wagon", "flees 1 tile west")])
def test_deck_goes_wests_wagon_says_how_its_mission_moves_it(app, mission, said):
    """One sentence for every mission said "it moves west once every player is west of it"
    of the cargo players push and of the wagon that flees."""
    session = Session.start(get_game("deckwest"), {"players": 2, "mode": "coop", "mission": mission}, 3,
                            ["human", "easy"])
    while session.state.day < 1 or session.pending().get(0) is None or picking(session.view(0)) is not None:
        player, decision = sorted(session.pending().items())[0]
        session.play(player, decision.options[0])
    table = table_at(app, "deckwest", session).table
    rect = table.map.board.tile_rect(f"tile:{session.view(0).wagon[0]},{session.view(0).wagon[1]}")
    assert table.symbol_at((rect.centerx, rect.y + rect.h // 5)) == "The wagon"
    assert said in table.legend_tip((rect.centerx, rect.y + rect.h // 5))
