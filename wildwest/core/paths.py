"""Where files live: bundled resources (source tree or PyInstaller bundle) and user data."""
from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
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


class NoUserDir(OSError):
    """The per-user folder cannot be made or written in; the message says why, in words a
    player reads ("/home/ann/x is a file, not a folder")."""


def user_folder() -> Path:
    """Where the per-user folder for saves and settings is, whether or not it exists (for
    reading: a read-only folder's settings still apply); WILDWEST_HOME overrides it (tests)."""
    override = os.environ.get("WILDWEST_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_NAME, appauthor=False))


def user_dir() -> Path:
    """The per-user folder, made if need be, for writing. NoUserDir when it cannot be made
    or a file cannot be written in it (a read-only or full home, a file in its place), so
    the app can play on without saving."""
    path = user_folder()
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        raise NoUserDir(_unusable(path, err)) from None
    return path


def _unusable(path: Path, err: OSError) -> str:
    """Why `path` cannot hold the user's files: a file standing where a folder must be is
    named (the system's "File exists" or "Not a directory" would not say which), else the
    system's own reason."""
    for part in (path, *path.parents):
        if part.exists() and not part.is_dir():
            return f"{part} is a file, not a folder"
    return f"the folder {path} cannot be used ({err.strerror or type(err).__name__})"


def saving_problem() -> str:
    """Why games and settings cannot be saved, or "" when they can."""
    try:
        user_dir()
    except NoUserDir as err:
        return str(err)
    return ""


TEMP_PREFIX, TEMP_SUFFIX = ".save-", ".json"    # a killed write's leftover is recognised by these


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash or a full disk at any moment leaves either
    the old file or the new one, never a part: a temp file of its own (two windows never
    share one), fsync, rename over, then fsync the folder so the rename itself is on disk."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """fsync a folder, so a rename in it survives a power cut. Windows cannot open a folder
    for this (NTFS journals the rename instead), and a file system that cannot sync folders
    says EINVAL: the file itself is already on disk, so neither is a failed write."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as err:
        if err.errno not in (errno.EINVAL, errno.ENOTSUP):
            raise
    finally:
        os.close(fd)


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
