"""Sound effects. With no audio device the app runs silent: one notice, no crash."""
from __future__ import annotations

import pygame

from wildwest.core.paths import resource_path

from .assets import warn_once


class Audio:
    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self.enabled = False
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        try:
            pygame.mixer.init()
            self.enabled = True
        except pygame.error as err:
            warn_once(f"no audio device ({err}); running silent")

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(resource_path("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError):
                warn_once(f"sound {name}.wav missing")
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
