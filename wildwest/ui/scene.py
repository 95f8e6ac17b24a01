"""The base of every screen. Scenes never import one another: a scene asks the app for
the next one by name (`app.push("rules")`, `app.replace("menu", message)`), and the app's
SCENES table (wildwest/ui/app.py) is the one place that knows them all."""
from __future__ import annotations

import pygame

DOUBLE_CLICK = 0.5      # seconds: a desktop's usual double-click interval


class Scene:
    """A screen. The top scene of the stack gets input; overlays draw over the one below."""

    overlay = False
    watching = False    # a replay: its table shows positions and offers nothing to do
    click_guard = 0.0   # seconds after it opens in which a click is taken for a double-click's second (App)

    def __init__(self, app) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def idle(self) -> None:
        """A frame without input: a scene may do a little work ahead (render what the
        mouse may soon need), one small piece a frame."""

    def close(self) -> None:
        """The scene leaves the stack for good: stop what it started (a review's thread)."""

    def wants_frames(self) -> bool:
        """True while something moves on its own (an animation, a bot thinking), so the
        app keeps full speed; an idle screen is redrawn at a lower rate to spare the CPU."""
        return False
