"""The player's settings, kept as JSON in the per-user folder.

Each field is checked on its own: a bad one falls back to its default and the others are
kept, so one hand edit (or a damaged file) never costs the rest nor stops the app. A
boolean is a JSON boolean only ("false" is not false). What fell back is listed in
`problems`, for the menu to say.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, fields

from wildwest.core.levels import EXPERT_SECONDS
from wildwest.core.paths import FileRefused, NoUserDir, read_regular_file, user_dir, user_folder, write_atomic

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
ANIMATION_SPEEDS = (("Slow", 1.6), ("Normal", 1.0), ("Fast", 0.5), ("Instant", 0.0))
EXPERT_TIMES = (1.0, 2.0, 5.0, 10.0)     # seconds an expert bot thinks about each decision
MAX_BYTES = 64_000          # the file the app writes is about 150 bytes


def _volume(value):
    if type(value) in (int, float) and math.isfinite(value) and 0 <= value <= 1:
        return float(value)
    raise ValueError


def _animation(value):
    if isinstance(value, str) and value in dict(ANIMATION_SPEEDS):
        return value
    raise ValueError


def _window(value):
    if (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)
            and tuple(value) in WINDOW_SIZES):
        return tuple(value)
    raise ValueError


def _expert(value):
    if type(value) in (int, float) and value in EXPERT_TIMES:
        return float(value)
    raise ValueError


def _boolean(value):
    if type(value) is bool:
        return value
    raise ValueError


CHECKS = {"volume": _volume, "animation": _animation, "window": _window,
          "fullscreen": _boolean, "interrupt_prompts": _boolean, "auto_chores": _boolean,
          "expert_seconds": _expert}


@dataclass
class Settings:
    volume: float = 0.7
    animation: str = "Normal"
    window: tuple = (1280, 720)
    fullscreen: bool = False
    interrupt_prompts: bool = True
    auto_chores: bool = True            # play a choice of one for the player (Table.chore)
    expert_seconds: float = EXPERT_SECONDS  # an expert bot's thinking time per decision
    problems: list = field(default_factory=list, compare=False, repr=False)

    @property
    def pace(self) -> float:
        """Seconds-multiplier for bot moves and animations (0 is instant)."""
        return dict(ANIMATION_SPEEDS).get(self.animation, 1.0)

    @classmethod
    def load(cls) -> Settings:
        """Read the settings field by field; a missing file gives the defaults quietly."""
        settings = cls()
        try:
            raw = json.loads(read_regular_file(user_folder() / "settings.json", MAX_BYTES).decode("utf-8"))
        except (FileNotFoundError, NotADirectoryError):     # no folder: the menu says if saving is off
            return settings
        except (OSError, FileRefused, ValueError, RecursionError):
            settings.problems.append("the settings file could not be read, so the defaults are used")
            return settings
        if not isinstance(raw, dict):
            settings.problems.append("the settings file holds no settings, so the defaults are used")
            return settings
        for name, check in CHECKS.items():
            if name in raw:
                try:
                    setattr(settings, name, check(raw[name]))
                except ValueError:
                    settings.problems.append(f"{name.replace('_', ' ')} was not valid and is back to its default")
        return settings

    def save(self) -> str:
        """Write settings.json as saves are written (paths.write_atomic). Returns why it could
        not be written, in a few words, or "": the settings apply until the app closes anyway."""
        values = {f.name: getattr(self, f.name) for f in fields(self) if f.name in CHECKS}
        try:
            write_atomic(user_dir() / "settings.json", json.dumps(values, indent=1))
        except NoUserDir:               # the menu said why at start
            return "their folder cannot be used"
        except OSError as err:
            return err.strerror or type(err).__name__
        return ""
