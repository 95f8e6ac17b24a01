"""The player's settings, kept as JSON in the per-user folder."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from wildwest.core.paths import user_dir

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
ANIMATION_SPEEDS = (("Slow", 1.6), ("Normal", 1.0), ("Fast", 0.5), ("Instant", 0.0))


@dataclass
class Settings:
    volume: float = 0.7
    animation: str = "Normal"
    window: tuple = (1280, 720)
    fullscreen: bool = False
    interrupt_prompts: bool = True

    @property
    def pace(self) -> float:
        """Seconds-multiplier for bot moves and animations (0 is instant)."""
        return dict(ANIMATION_SPEEDS).get(self.animation, 1.0)

    @classmethod
    def load(cls) -> "Settings":
        """Read the settings; a missing or damaged file gives the defaults."""
        try:
            raw = json.loads((user_dir() / "settings.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(raw, dict):
            return cls()
        settings = cls()
        for f in fields(cls):
            if f.name in raw:
                setattr(settings, f.name, raw[f.name])
        settings.volume = min(1.0, max(0.0, float(settings.volume))) if isinstance(settings.volume, (int, float)) else 0.7
        settings.window = tuple(settings.window) if tuple(settings.window) in WINDOW_SIZES else (1280, 720)
        if settings.animation not in dict(ANIMATION_SPEEDS):
            settings.animation = "Normal"
        settings.fullscreen = bool(settings.fullscreen)
        settings.interrupt_prompts = bool(settings.interrupt_prompts)
        return settings

    def save(self) -> None:
        path = user_dir() / "settings.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
        tmp.replace(path)
