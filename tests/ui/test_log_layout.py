"""The scenes of the log, the rules pages and the replay pass the layout checker of
tests/ui/test_layout.py: no text off the screen, across a panel edge or on another."""
import importlib.util
from pathlib import Path

import pytest

from wildwest.games import playable_names
from wildwest.ui.scenes.gamelog import LogScene
from wildwest.ui.scenes.replay import ReplayScene
from wildwest.ui.scenes.rules import RulesScene


def _layout_checks():
    """tests/ui/test_layout.py as a module (the tests run in importlib mode, so it is not
    importable by name): its `record` fixture is the one layout checker."""
    spec = importlib.util.spec_from_file_location("layout_checks", Path(__file__).with_name("test_layout.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


record = _layout_checks().record


@pytest.mark.parametrize("name", playable_names())
def test_the_rules_page_at_every_section(app, record, name):
    scene = RulesScene(app, name)
    app.replace(scene)
    for _rect, title, y in [(None, "top", 0)] + scene.contents:
        scene.jump(y)
        record(app, f"rules of {name} at {title!r}")


@pytest.mark.parametrize("name,players", [("duel", 2), ("durango", 2), ("durango", 5)])
def test_the_whole_log_and_the_replay(app, record, finished, name, players):
    session = finished(name, players)
    app.replace(LogScene(app, session, 0))
    for offset in (0, 400, 10 ** 6):
        app.scene.panel.view.scroll_to(offset)
        record(app, f"{name} whole log at {offset}")
    replay = ReplayScene(app, session.save)
    app.replace(replay)
    for k in (0, 1, replay.total // 3, replay.total - 1, replay.total):
        replay.goto(k)
        for _ in replay.seats:
            record(app, f"{name} {players} replay at move {k} seen by {replay.viewer}")
            replay.next_seat()
