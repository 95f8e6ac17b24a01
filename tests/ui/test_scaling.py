"""Window scaling: the canvas has the window's resolution, text is rendered for it (sharp
at 1920x1080, never under 16 px at 1024x600), and clicks land where they are drawn."""
from __future__ import annotations

import pygame
import pytest

from wildwest.ui import assets, canvas, theme
from wildwest.ui.app import App
from wildwest.ui.choices import PROMPT_ROLE, PROMPT_SIZE
from wildwest.ui.scene import Scene
from wildwest.ui.settings import Settings
from wildwest.ui.widgets import Button, draw_text


@pytest.fixture
def window(request):
    settings = Settings(animation="Instant")
    settings.window = request.param
    application = App(settings, headless=True)
    yield application
    application.shutdown()


def _ink_height(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Physical rows of `rect` (physical pixels) holding any dark text pixel."""
    rows = 0
    for y in range(rect.top, rect.bottom):
        if any(sum(surface.get_at((x, y))[:3]) < 200 for x in range(rect.left, rect.right)):
            rows += 1
    return rows


def _draw_sample(surface, size):
    surface.fill((255, 255, 255))
    return draw_text(surface, "Hello 1", (20, 20), role="body", size=size, colour=(0, 0, 0))


@pytest.mark.parametrize("window", [(1024, 600)], indirect=True)
def test_body_text_is_at_least_16_physical_pixels_at_1024x600(window):
    canvas_ = window.surface
    assert canvas_.scale == pytest.approx(0.8)
    drawn = _draw_sample(canvas_, 16)            # the log's body size
    physical = _ink_height(canvas_, canvas.to_physical(drawn, canvas_.scale))
    reference = pygame.Surface((200, 60))
    assets.set_scale(1)
    at16 = _ink_height(reference, _draw_sample(reference, 16))
    assert physical >= at16                      # as tall as 16 px text drawn 1:1
    assert assets.raw_font("body", 16).get_height() >= 16


@pytest.mark.parametrize("window", [(1920, 1080)], indirect=True)
def test_1920x1080_is_drawn_at_its_own_resolution(window):
    canvas_ = window.surface
    assert pygame.Surface.get_size(canvas_) == (1920, 1080) and canvas_.get_size() == (1280, 720)
    drawn = _draw_sample(canvas_, 20)
    tall = _ink_height(canvas_, canvas.to_physical(drawn, 1.5))
    reference = pygame.Surface((300, 80))
    assets.set_scale(1)
    assert tall >= 1.4 * _ink_height(reference, _draw_sample(reference, 20))   # rendered, not stretched
    window.render()
    assert window.screen.get_at((0, 0)) == canvas_.get_at((0, 0))     # no letterbox, no resample


@pytest.mark.parametrize("window", [(1024, 576)], indirect=True)
def test_bold_prompt_keeps_c_and_l_apart_at_1024x576(window):
    """The prompt's bold "click" at 0.8 scale: a faint column between "c" and "l", or it
    reads "dick"."""
    assert window.surface.scale == pytest.approx(0.8)
    word = assets.text(PROMPT_ROLE, PROMPT_SIZE, "click", theme.CREAM)
    width, height = pygame.Surface.get_size(word)
    ink = [max(word.get_at((x, y)).a for y in range(height)) for x in range(width)]
    c_ends = assets.raw_font(PROMPT_ROLE, assets.text_px(PROMPT_SIZE)).metrics("c")[0][4]
    assert min(ink[c_ends - 2:c_ends + 2]) < 160, ink


class _Buttons(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.clicked = []
        self.buttons = [Button(pygame.Rect(x, y, 120, 40), f"{x},{y}", lambda x=x, y=y: self.clicked.append((x, y)))
                        for x, y in ((10, 10), (600, 340), (1150, 670))]

    def handle(self, event):
        for button in self.buttons:
            button.handle(event)

    def draw(self, surface):
        surface.fill((0, 0, 0))
        for button in self.buttons:
            button.draw(surface)


@pytest.mark.parametrize("window", [(1920, 1080), (1024, 600), (1280, 720), (1000, 800)], indirect=True)
def test_a_click_where_a_button_is_drawn_hits_it(window):
    scene = _Buttons(window)
    window.push(scene)
    window.render()
    view = window._view_rect()
    for button in scene.buttons:
        drawn = canvas.to_physical(button.rect, window.surface.scale).move(view.topleft)
        # the button's own pixels are where the click goes: its face is not the background
        assert window.screen.get_at(drawn.center)[:3] != (0, 0, 0)
        for pos in (drawn.center, (drawn.left + 2, drawn.top + 2), (drawn.right - 3, drawn.bottom - 3)):
            window.step(0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], draw=False)
        assert scene.clicked[-3:] == [button.rect.topleft] * 3
    outside = canvas.to_physical(pygame.Rect(300, 200, 1, 1), window.surface.scale).move(view.topleft).topleft
    window.step(0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=outside, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=outside, button=1)], draw=False)
    assert len(scene.clicked) == 9


def test_canvas_draw_takes_logical_coordinates_on_a_canvas():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    board = canvas.Canvas(2, (40, 30))
    board.fill((0, 0, 0))
    canvas.draw.rect(board, (255, 0, 0), pygame.Rect(5, 5, 10, 10))
    canvas.draw.line(board, (0, 255, 0), (20, 2), (30, 2), 1)
    canvas.draw.circle(board, (0, 0, 255), (30, 20), 4)
    raw = pygame.Surface.get_at
    assert raw(board, (10, 10))[:3] == (255, 0, 0) and raw(board, (29, 29))[:3] == (255, 0, 0)
    assert raw(board, (31, 31))[:3] == (0, 0, 0)
    assert raw(board, (50, 4))[:3] == (0, 255, 0) and raw(board, (50, 5))[:3] == (0, 255, 0)
    assert raw(board, (60, 40))[:3] == (0, 0, 255) and raw(board, (60, 49))[:3] == (0, 0, 0)
    board.set_clip(pygame.Rect(3, 4, 7, 9))
    assert board.get_clip() == pygame.Rect(3, 4, 7, 9)
    assert pygame.Surface.get_clip(board) == pygame.Rect(6, 8, 14, 18)


def test_a_veil_covers_the_whole_window_at_its_resolution():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    board = canvas.Canvas(1.5, (40, 30))
    board.fill((200, 200, 200))
    canvas.veil(board, (0, 0, 0, 128))
    raw = pygame.Surface.get_at
    assert raw(board, (59, 44))[0] < 120 and raw(board, (0, 0))[0] < 120      # far corner too
    canvas.veil(board, (255, 0, 0, 255), pygame.Rect(10, 10, 10, 10))
    assert raw(board, (15, 15))[:3] == (255, 0, 0) and raw(board, (14, 14))[:3] != (255, 0, 0)


def test_ui_code_draws_through_canvas_draw():
    """A raw pygame.draw call on a Canvas would draw in physical pixels, misplaced at any
    scale but 1: the UI and every table use canvas.draw (pygame.draw is not patched)."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "wildwest"
    files = [*root.joinpath("ui").rglob("*.py"), *root.joinpath("games").glob("*/table.py")]
    raw = [str(f.relative_to(root)) for f in files
           if f.name != "canvas.py" and "pygame.draw." in f.read_text(encoding="utf-8")]
    assert raw == []
    assert not hasattr(pygame.draw.rect, "__wrapped__")
