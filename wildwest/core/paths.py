"""Where files live: bundled resources (source tree or PyInstaller bundle) and user data."""
from __future__ import annotations

import os
import stat
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


class FileRefused(ValueError):
    """A file the app will not read: not a regular file, or larger than it could need."""


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. What is not a regular file (a
    named pipe would block the app, a device never ends) is refused before it is opened,
    and the open does not block either in case the path changed in between. OSError for a
    file that is missing or unreadable."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise FileRefused("it is not a regular file")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused("it is not a regular file")
        if info.st_size > limit:
            raise FileRefused(f"it is larger than {limit:,} bytes")
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = handle.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileRefused(f"it is larger than {limit:,} bytes")
    return data
