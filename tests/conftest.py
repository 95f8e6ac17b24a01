"""Headless, silent pygame for every test, a private user folder so tests never touch real
saves, no waiting on the disk, and the slow tests scheduled first."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["SDL_AUDIODRIVER"] = "none"  # no such driver: the app runs silent (audio.Audio).
# SDL's dummy audio waits some 30 ms to close, at the end of every window (about 700 in
# the quick set); tests/ui/test_audio.py opens the dummy device where sound is tested.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("WILDWEST_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def no_disk_sync(monkeypatch):
    """fsync does nothing: every autosave syncs the file and its folder, milliseconds of
    waiting on the disk each (a third of a UI fuzz), and no test survives a power cut to
    read them. The order of the atomic write is still checked by a spy that records the
    calls (tests/test_atomic_writes.py), and a failing fsync by tests that make it fail."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def pytest_collection_modifyitems(items) -> None:
    """The slow tests first, then the UI's (frames drawn: seconds each, where a rules test
    takes milliseconds): under `make test` (xdist, one test handed out at a time) both
    workers start on the long runs and the short ones fill in around them and end the
    run, so the two finish together instead of one waiting alone on a long test at the end."""
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None, not item.nodeid.startswith("tests/ui/")))
