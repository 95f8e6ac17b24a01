"""A key pressed and released, as a person types it. The app drops a held key's repeats in
a scene the key did not go down in (`App._meant_here`), so a test's key comes up again."""
import pygame


def key(app, k: int, mod: int = 0, text: str = "") -> None:
    app.step(0.016, [pygame.event.Event(kind, key=k, mod=mod, unicode=text, scancode=0)
                     for kind in (pygame.KEYDOWN, pygame.KEYUP)])
