"""Sprites: read from disk once a process, converted anew for each window, a block if gone."""
import pygame

from wildwest.ui import assets
from wildwest.ui.app import App
from wildwest.ui.settings import Settings


def test_a_new_window_converts_sprites_without_reading_them_again(monkeypatch):
    reads = []
    load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda path: reads.append(path) or load(path))
    assets._decoded.cache_clear()
    surfaces = []
    for _ in range(2):          # each UI test opens its own window, as here
        app = App(Settings(animation="Instant"), headless=True)
        surfaces.append(assets.image("card_back_green"))
        app.surface.blit(surfaces[-1], (0, 0))
        app.shutdown()
    assert len(reads) == 1
    assert surfaces[0] is not surfaces[1]
    assert surfaces[0].get_size() == surfaces[1].get_size()


def test_a_missing_sprite_is_a_plain_block_and_one_warning(capsys):
    app = App(Settings(animation="Instant"), headless=True)
    try:
        block = assets.image("no_such_sprite")
        assets.image("no_such_sprite")
        assert block.get_size() == (64, 64)
        assert block.get_at((10, 10))[:3] == (120, 80, 50)
        assert capsys.readouterr().err.count("no_such_sprite.png missing") == 1
    finally:
        app.shutdown()
