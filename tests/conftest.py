"""Headless pygame for every test, a private user folder so tests never touch real saves,
and the slow tests scheduled first."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("WILDWEST_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def pytest_collection_modifyitems(items) -> None:
    """The slow tests first: under `make test` (xdist, one test handed out at a time) both
    workers start on the long runs and the quick tests fill in around them, so the two
    finish together instead of one waiting alone on a long test at the end."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
