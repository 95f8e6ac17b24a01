"""A per-user folder the app cannot use (issue 17): under /proc, a file in its place, a file
where ~/.local/share should be, a read-only folder. The app starts, the menu says once that
saving is off and why, a game plays without autosave, and Save and quit says why it cannot
save."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wildwest.core import paths
from wildwest.core.saves import autosave_path, retire_autosave
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def _under_proc(tmp_path, monkeypatch):
    monkeypatch.setenv("WILDWEST_HOME", "/proc/wildwest-home")
    return "/proc/wildwest-home cannot be used"


def _a_file(tmp_path, monkeypatch):
    (tmp_path / "home").write_text("not a folder")
    monkeypatch.setenv("WILDWEST_HOME", str(tmp_path / "home"))
    return f"{tmp_path / 'home'} is a file, not a folder"


def _under_a_file(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("WILDWEST_HOME", str(tmp_path / "file" / "home"))
    return f"{tmp_path / 'file'} is a file, not a folder"


def _local_share_a_file(tmp_path, monkeypatch):
    """No WILDWEST_HOME: the platform's folder, ~/.local/share/WildWestTabletop on Linux."""
    (tmp_path / ".local").mkdir()
    (tmp_path / ".local" / "share").write_text("not a folder")
    monkeypatch.delenv("WILDWEST_HOME")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    return f"{tmp_path / '.local' / 'share'} is a file, not a folder"


def _read_only(tmp_path, monkeypatch):
    """The folder exists but nothing can be written in it (tests may run as root, whom a
    chmod does not stop, so the file system's answer is given here)."""
    (tmp_path / "home").mkdir()

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(paths.tempfile, "mkstemp", refuse)
    return f"the folder {tmp_path / 'home'} cannot be used (Read-only file system)"


HOMES = {"under /proc": _under_proc, "a file": _a_file, "under a file": _under_a_file,
         ".local/share a file": _local_share_a_file, "read-only": _read_only}


@pytest.fixture(params=HOMES)
def unusable(request, tmp_path, monkeypatch):
    """Make the user folder unusable; gives the reason the app must say."""
    return HOMES[request.param](tmp_path, monkeypatch)


@pytest.fixture
def app():
    from wildwest.ui.app import App
    application = App(Settings(animation="Instant"), headless=True)
    yield application
    application.shutdown()


def test_the_reason_names_what_is_wrong(unusable):
    assert unusable in paths.saving_problem()
    assert autosave_path() is None
    with pytest.raises(paths.NoUserDir, match="cannot be used|is a file"):
        paths.user_dir()


def test_a_read_only_folder_keeps_its_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("WILDWEST_HOME", str(tmp_path / "home"))
    Settings(volume=0.3, animation="Fast").save()

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(paths.tempfile, "mkstemp", refuse)
    assert "Read-only file system" in paths.saving_problem()
    loaded = Settings.load()
    assert (loaded.volume, loaded.animation, loaded.problems) == (0.3, "Fast", [])


def test_a_usable_folder_has_no_problem(private_home):
    assert paths.saving_problem() == "" and private_home.is_dir()
    assert [p.name for p in private_home.iterdir()] == []       # the write probe leaves nothing


def test_the_menu_says_once_that_saving_is_off(unusable, app):
    from wildwest.ui.scenes.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60, events=[])
    assert menu.message.startswith("Saving is off: ") and unusable in menu.message
    assert "nothing is kept after you quit" in menu.message
    assert menu.resumable is None and [b.label for b in menu.buttons][0] == "New Game"
    assert "Saving is off" not in MenuScene(app).message       # said once


def test_settings_load_quietly_and_their_changes_say_they_cannot_be_kept(unusable, app):
    from wildwest.ui.scenes.settings import SettingsScene
    loaded = Settings.load()
    assert loaded == Settings() and loaded.problems == []      # the menu says why instead
    scene = SettingsScene(app)
    scene._toggle_chores()
    assert app.settings.auto_chores is False                     # applies all the same
    assert scene.note == ("Settings cannot be saved (their folder cannot be used), so this change "
                          "lasts until you quit.")
    scene.draw(app.surface)


def test_a_game_plays_without_autosave_and_save_and_quit_says_why(unusable, app, tmp_path):
    from wildwest.ui.scenes.pause import PauseScene
    from wildwest.ui.scenes.play import PlayScene
    before = sorted(tmp_path.rglob("*"))
    play = PlayScene.start(app, "duel", {"players": 2}, 3, ["easy", "easy"])
    app.replace(play)
    for _ in range(6):
        app.step(1 / 60, events=[])
    assert play.session.save.moves and play.session.autosave is None
    assert play.message == ""                       # no complaint at every move
    pause = PauseScene(app, play)
    app.push(pause)
    pause.save_and_quit()
    assert app.scene is pause                       # not left: the game would be lost unsaid
    assert pause.note.startswith("Saving is off: ") and unusable in pause.note
    app.render()
    leave = next(b for b in pause.buttons if b.label == "Quit without saving")
    leave.action()
    assert app.scene.message == "The game was left unsaved."
    retire_autosave()                               # a finished game's step: nothing to move
    assert sorted(tmp_path.rglob("*")) == before    # nothing was written anywhere


def test_save_and_quit_saves_a_game_begun_while_saving_was_off(private_home, monkeypatch, app):
    """The folder works again by the time the player leaves: the game is kept after all."""
    from wildwest.ui.scenes.pause import PauseScene
    from wildwest.ui.scenes.play import PlayScene
    monkeypatch.setattr("wildwest.ui.scenes.play.autosave_path", lambda: None)
    play = PlayScene.start(app, "duel", {"players": 2}, 3, ["human", "easy"])
    app.replace(play)
    PauseScene(app, play).save_and_quit()
    assert "Game saved" in app.scene.message and (private_home / "autosave.json").exists()


def test_a_failing_write_is_said_by_save_and_quit(private_home, monkeypatch, app):
    from wildwest.ui.scenes.pause import PauseScene
    from wildwest.ui.scenes.play import PlayScene
    play = PlayScene.start(app, "duel", {"players": 2}, 3, ["human", "easy"])
    app.replace(play)

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    pause = PauseScene(app, play)
    app.push(pause)
    pause.save_and_quit()
    assert app.scene is pause and pause.note.startswith("Autosave failed: No space left on device")


@pytest.mark.slow      # the quick set keeps the menu's and the pause's messages for an unusable home (this file)
def test_smoke_in_process_says_saving_is_off(unusable, capsys):
    from wildwest.cli import main
    assert main(["--smoke"]) == 0
    out = capsys.readouterr().out
    assert "smoke ok" in out and "Saving is off" in out and unusable in out


@pytest.mark.slow      # the same smoke as a subprocess
@pytest.mark.parametrize("home", ["/proc/x", "a regular file"])
def test_main_py_smoke_exits_zero_and_says_saving_is_off(home, tmp_path):
    if home != "/proc/x":
        home = tmp_path / "file"
        home.write_text("")
    env = dict(os.environ, WILDWEST_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "Saving is off" in proc.stdout and "Traceback" not in proc.stderr


def test_a_session_says_why_it_cannot_keep_a_game(unusable):
    game = get_game("duel")
    session = Session.start(game, {"players": 2}, 1, ["easy", "easy"], autosave=autosave_path())
    assert session.autosave is None
    assert session.keep(autosave_path()) == f"Saving is off: {paths.saving_problem()}"


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_each_message_fits_its_panel(unusable, window):
    """The longest reason (a deep folder) fits the menu's message, the pause menu's note and
    the settings note, in the larger type of a small window too."""
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    from wildwest.ui.scenes.pause import PauseScene
    from wildwest.ui.scenes.play import PlayScene
    from wildwest.ui.scenes.settings import SettingsScene
    from wildwest.ui.widgets import recording
    app = App(Settings(animation="Instant", window=window), headless=True)
    try:
        menu = MenuScene(app)
        app.push(menu)
        play = PlayScene.start(app, "duel", {"players": 2}, 3, ["human", "easy"])
        pause = PauseScene(app, play)
        pause.save_and_quit()
        settings = SettingsScene(app)
        settings._toggle_chores()
        for scene, words in ((menu, menu.message), (pause, pause.note), (settings, settings.note)):
            app.replace(play) if scene is pause else app.replace(scene)
            if scene is pause:
                app.push(pause)
            with recording() as drawn:
                app.render()
            assert words and not drawn.cut, (scene, drawn.cut)
            lines = [rect for rect, text in drawn.texts if text in words]
            buttons = [rect for rect, kind in drawn.boxes if kind == "button"]
            assert lines and not any(line.colliderect(b) for line in lines for b in buttons)
            assert all(app.surface.get_rect().contains(line) for line in lines)
    finally:
        app.shutdown()
