"""Sound: played through SDL's dummy device here (the other tests run silent, conftest)."""
import pygame
import pytest

from wildwest.core.paths import resource_path
from wildwest.ui.audio import Audio


@pytest.fixture
def device(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield
    pygame.mixer.quit()


def test_every_sound_plays(device):
    audio = Audio(0.5)
    assert audio.enabled
    names = sorted(path.stem for path in resource_path("sounds").glob("*.wav"))
    assert "gunshot" in names
    for name in names:
        audio.play(name)
        assert audio._sounds[name] is not None, f"{name}.wav did not load"
    assert pygame.mixer.get_busy()


def test_a_missing_sound_is_silence_and_one_warning(device, capsys):
    audio = Audio(0.5)
    audio.play("no_such_sound")
    audio.play("no_such_sound")
    assert audio._sounds["no_such_sound"] is None
    assert capsys.readouterr().err.count("no_such_sound.wav missing") == 1


def test_no_audio_device_runs_silent(monkeypatch):
    def broken():
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(0.5)
    assert not audio.enabled
    audio.play("gunshot")   # nothing happens, nothing raised
