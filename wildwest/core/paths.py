"""Where files live: bundled resources (source tree or PyInstaller bundle) and user data."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "WildWestTabletop"


def resource_root() -> Path:
    """The folder holding data/, sprites/, sounds/, fonts/ and docs/: the repository when run
    from source, PyInstaller's unpack folder when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def user_dir() -> Path:
    """The per-user folder for saves and settings; WILDWEST_HOME overrides it (tests)."""
    override = os.environ.get("WILDWEST_HOME")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir
        path = Path(user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
