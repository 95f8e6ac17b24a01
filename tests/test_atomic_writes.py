"""Saves and settings.json are written one way (paths.write_atomic): a temp file of their
own, fsync, rename over, fsync of the folder, so neither a crash nor a full disk leaves a
part of a file or loses the rename."""
from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

import pytest

from wildwest.core.saves import SaveData, write_save
from wildwest.ui.settings import Settings


@pytest.fixture
def disk(monkeypatch):
    """What reaches the disk, in order: ("fsync", "file" | "folder") and ("replace", name)."""
    calls = []
    fsync, replace = os.fsync, os.replace

    def spy_fsync(fd):
        calls.append(("fsync", "folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file"))
        fsync(fd)

    def spy_replace(src, dst):
        calls.append(("replace", Path(src).name.startswith(".save-"), Path(dst).name))
        replace(src, dst)
    monkeypatch.setattr(os, "fsync", spy_fsync)
    monkeypatch.setattr(os, "replace", spy_replace)
    return calls


def test_settings_are_written_like_saves(private_home, disk):
    assert Settings(volume=0.2).save() == ""
    assert disk == [("fsync", "file"), ("replace", True, "settings.json"), ("fsync", "folder")]
    assert json.loads((private_home / "settings.json").read_text())["volume"] == 0.2
    assert sorted(p.name for p in private_home.iterdir()) == ["settings.json"]


def test_saves_fsync_the_folder_after_the_rename(tmp_path, disk):
    write_save(tmp_path / "autosave.json", SaveData("duel", {"players": 2}, 1, ["easy", "easy"]))
    assert disk == [("fsync", "file"), ("replace", True, "autosave.json"), ("fsync", "folder")]


def test_a_settings_write_that_fails_keeps_the_old_file_and_says_why(private_home, monkeypatch):
    Settings(volume=0.2).save()
    before = (private_home / "settings.json").read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    why = Settings(volume=0.9).save()
    assert why == "No space left on device"
    assert (private_home / "settings.json").read_bytes() == before
    assert sorted(p.name for p in private_home.iterdir()) == ["settings.json"]
