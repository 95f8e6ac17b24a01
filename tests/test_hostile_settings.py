"""settings.json as a hostile user writes it: each bad field falls back to its default and
the rest is kept; booleans are JSON booleans only; the app's real start (`--smoke`, which
reads settings.json like the app) survives every damaged file."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.ui.settings import Settings

DEFAULTS = Settings()
GOOD = {"volume": 0.3, "animation": "Fast", "window": [1920, 1080], "fullscreen": False,
        "interrupt_prompts": False, "expert_seconds": 5.0}

# (file text, the fields expected to fall back to their defaults)
DAMAGED = {
    "window null": ({**GOOD, "window": None}, {"window"}),
    "window 5": ({**GOOD, "window": 5}, {"window"}),
    "window true": ({**GOOD, "window": True}, {"window"}),
    "window of three": ({**GOOD, "window": [1280, 720, 1]}, {"window"}),
    "window not offered": ({**GOOD, "window": [1, 1]}, {"window"}),
    "window of bools": ({**GOOD, "window": [True, True]}, {"window"}),
    "window huge": ({**GOOD, "window": [10**400, 720]}, {"window"}),
    "animation a list": ({**GOOD, "animation": [1]}, {"animation"}),
    "animation a mapping": ({**GOOD, "animation": {}}, {"animation"}),
    "animation unknown": ({**GOOD, "animation": "Warp"}, {"animation"}),
    "fullscreen 'false'": ({**GOOD, "fullscreen": "false"}, {"fullscreen"}),
    "fullscreen 1": ({**GOOD, "fullscreen": 1}, {"fullscreen"}),
    "interrupt prompts 'no'": ({**GOOD, "interrupt_prompts": "no"}, {"interrupt_prompts"}),
    "interrupt prompts 0": ({**GOOD, "interrupt_prompts": 0}, {"interrupt_prompts"}),
    "expert seconds not offered": ({**GOOD, "expert_seconds": 3}, {"expert_seconds"}),
    "expert seconds a string": ({**GOOD, "expert_seconds": "2"}, {"expert_seconds"}),
    "expert seconds true": ({**GOOD, "expert_seconds": True}, {"expert_seconds"}),
    "volume a string": ({**GOOD, "volume": "loud"}, {"volume"}),
    "volume true": ({**GOOD, "volume": True}, {"volume"}),
    "volume above 1": ({**GOOD, "volume": 1.5}, {"volume"}),
    "volume NaN": (json.dumps({**GOOD, "volume": 0}).replace('"volume": 0', '"volume": NaN'), {"volume"}),
    "volume Infinity": (json.dumps({**GOOD, "volume": 0}).replace('"volume": 0', '"volume": Infinity'), {"volume"}),
    "volume of 5,000 digits": (json.dumps({**GOOD, "volume": 0}).replace('"volume": 0', '"volume": ' + "9" * 5000), set(GOOD)),
    "deep nesting": ('{"window": ' + "[" * 100_000 + "]" * 100_000 + "}", set(GOOD)),
    "deep nesting in a field": (json.dumps({**GOOD, "window": 0}).replace('"window": 0', '"window": ' + "[" * 500 + "]" * 500),
                                {"window"}),
    "a list": ("[1, 2]", set(GOOD)),
    "null": ("null", set(GOOD)),
    "not JSON": ("{volume: 1", set(GOOD)),
    "not UTF-8": (b"\xff\xfe{}", set(GOOD)),
    "unknown fields": ({**GOOD, "colour": "red", "": None}, set()),
}


def write(home: Path, content) -> None:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")


def assert_valid(settings: Settings) -> None:
    assert type(settings.volume) is float and 0.0 <= settings.volume <= 1.0
    assert settings.animation in ("Slow", "Normal", "Fast", "Instant")
    assert type(settings.window) is tuple and all(type(v) is int for v in settings.window)
    assert type(settings.fullscreen) is bool and type(settings.interrupt_prompts) is bool
    assert type(settings.expert_seconds) is float and settings.expert_seconds > 0


@pytest.mark.parametrize("case", DAMAGED)
def test_a_bad_field_falls_back_and_the_rest_is_kept(private_home, case):
    content, bad = DAMAGED[case]
    write(private_home, content)
    settings = Settings.load()
    assert_valid(settings)
    for name, value in GOOD.items():
        expected = getattr(DEFAULTS, name) if name in bad else value
        assert getattr(settings, name) == (tuple(expected) if name == "window" else expected), name
    assert bool(settings.problems) == bool(bad)


def test_good_settings_load_as_written(private_home):
    write(private_home, GOOD)
    settings = Settings.load()
    assert (settings.volume, settings.animation, settings.window, settings.fullscreen,
            settings.interrupt_prompts, settings.expert_seconds) == (0.3, "Fast", (1920, 1080), False, False, 5.0)
    assert settings.problems == []


def test_a_missing_file_is_the_defaults_without_complaint(private_home):
    assert Settings.load() == DEFAULTS and Settings.load().problems == []


def test_a_named_pipe_is_refused_without_blocking(private_home):
    private_home.mkdir(parents=True, exist_ok=True)
    os.mkfifo(private_home / "settings.json")
    settings = Settings.load()
    assert settings == DEFAULTS and settings.problems


def test_a_huge_file_is_refused(private_home):
    write(private_home, {**GOOD, "padding": "x" * 2_000_000})
    assert Settings.load() == DEFAULTS


@pytest.mark.parametrize("case", DAMAGED)
def test_the_apps_real_start_survives_each_damaged_file(private_home, case):
    """What `main.py` does first: the App reads settings.json, opens its window, shows the menu."""
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    write(private_home, DAMAGED[case][0])
    app = App(headless=True)
    try:
        assert_valid(app.settings)
        app.push(MenuScene(app))
        for _ in range(3):
            app.step(1 / 60, events=[])
        assert app.screen.get_size() == app.settings.window
    finally:
        app.shutdown()


def test_smoke_in_process_with_every_field_damaged(private_home, capsys):
    from wildwest.cli import main
    write(private_home, {"window": None, "animation": [1], "fullscreen": "false", "volume": {},
                         "interrupt_prompts": "no"})
    assert main(["--smoke"]) == 0
    assert "smoke ok" in capsys.readouterr().out


def test_smoke_reads_settings_json(private_home, monkeypatch):
    from wildwest.ui import smoke
    write(private_home, {**GOOD, "window": [1024, 576]})
    seen = []
    real = smoke.App

    def spy(settings=None, headless=False):
        seen.append(settings)
        return real(settings, headless)
    monkeypatch.setattr(smoke, "App", spy)
    assert smoke.smoke(frames=1) == 0
    assert seen and seen[0].window == (1024, 576) and seen[0].animation == "Fast"


def test_main_py_smoke_in_a_process_with_a_damaged_settings_file(private_home):
    write(private_home, {"window": None, "animation": [1], "fullscreen": "false"})
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, str(root / "main.py"), "--smoke"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr


def test_the_menu_says_once_which_setting_fell_back(private_home):
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    write(private_home, {**GOOD, "fullscreen": "false"})
    app = App(headless=True)
    try:
        assert "fullscreen was not valid and is back to its default" in MenuScene(app).message
        assert MenuScene(app).message == ""
    finally:
        app.shutdown()
