"""The shared map widget: fitting, pan and zoom, hit-testing, click versus drag."""
import pygame
import pytest

from wildwest.ui.board import DRAG_PIXELS, Board

PANEL = pygame.Rect(100, 50, 600, 400)
CITIES = {"a": (0.0, 0.0), "b": (10.0, 0.0), "c": (10.0, 5.0)}


def ev(kind, **attrs):
    return pygame.event.Event(kind, attrs)


def click(board, pos, drag=(0, 0)):
    board.handle(ev(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    end = (pos[0] + drag[0], pos[1] + drag[1])
    if drag != (0, 0):
        board.handle(ev(pygame.MOUSEMOTION, pos=end, rel=drag, buttons=(1, 0, 0)))
    return board.handle(ev(pygame.MOUSEBUTTONUP, button=1, pos=end))


def test_fit_shows_every_node_inside_the_panel():
    board = Board(PANEL, CITIES)
    for node in CITIES:
        assert PANEL.collidepoint(board.screen(node))
    xs = [board.screen(n)[0] for n in CITIES]
    assert max(xs) - min(xs) > PANEL.width * 0.8          # fills the panel, not a corner


def test_world_and_screen_round_trip():
    board = Board(PANEL, CITIES)
    world = board.camera.to_world(board.screen("c"))
    assert world == pytest.approx(CITIES["c"], abs=0.05)


def test_a_click_on_a_node_names_it_and_off_a_node_names_nothing():
    board = Board(PANEL, CITIES)
    assert click(board, board.screen("b")) == "b"
    x, y = board.screen("a")
    assert click(board, (x + 3, y - 2)) == "a"
    assert click(board, (x + 80, y + 80)) is None
    assert click(board, (PANEL.right + 5, y)) is None      # outside the panel


def test_a_drag_pans_and_is_not_a_click():
    board = Board(PANEL, CITIES)
    before = board.screen("a")
    assert click(board, before, drag=(DRAG_PIXELS + 20, 0)) is None
    assert board.screen("a")[0] == before[0] + DRAG_PIXELS + 20


def test_wheel_zooms_about_the_pointer_and_stays_within_limits():
    board = Board(PANEL, CITIES)
    anchor = board.screen("b")
    board.handle(ev(pygame.MOUSEMOTION, pos=anchor, rel=(0, 0), buttons=(0, 0, 0)))
    scale = board.camera.scale
    board.handle(ev(pygame.MOUSEWHEEL, x=0, y=1))
    assert board.camera.scale > scale
    assert board.screen("b") == pytest.approx(anchor, abs=1)
    for _ in range(50):
        board.handle(ev(pygame.MOUSEWHEEL, x=0, y=-1))
    assert board.camera.scale == pytest.approx(board.camera.min_scale)


def test_arrow_keys_pan():
    board = Board(PANEL, CITIES)
    x, y = board.screen("a")
    board.handle(ev(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert board.screen("a")[0] > x
    board.handle(ev(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode=""))
    assert board.screen("a")[1] > y


def test_grid_tiles_hit_by_area_and_growth_keeps_the_view():
    tiles = {"0,0": (0.0, 0.0), "-1,0": (-1.0, 0.0)}
    board = Board(PANEL, tiles, tile=1.0)
    rect = board.tile_rect("-1,0")
    assert click(board, (rect.left + 2, rect.top + 2)) == "-1,0"
    board.handle(ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    where = board.screen("0,0")
    board.set_nodes(dict(tiles, **{"-2,0": (-2.0, 0.0)}))
    assert board.screen("0,0") == where                       # the player's pan is kept
    assert "-2,0" in board.nodes


def test_draw_calls_the_game_for_edges_and_visible_nodes_only():
    board = Board(PANEL, CITIES, edges=[("a", "b"), ("b", "c")])
    for _ in range(4):              # the map moves right: "b" and "c" leave the panel
        board.handle(ev(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    seen, roads = [], []
    surface = pygame.Surface((800, 500))
    board.draw(surface, lambda s, n, p: seen.append(n), lambda s, pa, pb, a, b: roads.append((a, b)))
    assert roads == [("a", "b"), ("b", "c")]
    assert seen == ["a"]
    assert surface.get_clip() == surface.get_rect()            # clip restored
