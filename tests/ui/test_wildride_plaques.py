"""The turn panel's action plaques say the whole action at every window size: at 1024x576
"Discard 2 cards of a suit to put down a card" was cut to "...put down..."."""
import random

import pytest

from wildwest.core.engine import Option
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.wildride.content import content
from wildwest.games.wildride.rules import ACTION_TEXT
from wildwest.ui import widgets
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_every_plaque_reads_whole(window):
    app = App(Settings(animation="Instant", window=window), headless=True)
    try:
        session = Session.start(get_game("wildride"), {"players": 3}, 1, ["human", "easy", "easy"])
        rng, seen = random.Random(1), set()
        while session.result() is None and len(seen) < 3:
            view = session.view(0)
            family = view.given and content().cards[view.given].family
            if family and family not in seen:
                seen.add(family)
                scene = PlayScene(app, session)
                scene.bots.clear()
                app.replace(scene)
                with widgets.recording() as drawn:
                    app.render()
                labels = [text for rect, text in drawn.texts if any(
                    plaque.contains(rect) for plaque in scene.table.plaques.values())]
                assert len(labels) == 2 and not [t for t in labels if t.endswith("…")], labels
                for action, plaque in scene.table.plaques.items():      # a picked one keeps room for your mark
                    scene.table.picked = Option("act", action=action)
                    with widgets.recording() as picked:
                        app.render()
                    said = [text for rect, text in picked.texts if plaque.contains(rect)]
                    assert len(said) == 1 and not said[0].endswith("…"), said
                scene.table.picked = None
                assert not [t for t in labels if " for 2 of " in t], labels      # "Put down 1 for 2 of one colour"
                for action, plaque in scene.table.plaques.items():      # a shortened plaque says it all on hover
                    whole = ACTION_TEXT[action][0].upper() + ACTION_TEXT[action][1:]
                    shown = next(t for r, t in drawn.texts if plaque.contains(r))
                    said = [t for r, t in scene.table.tips if r == plaque]
                    assert shown == whole or said and said[0] in (whole + ".",) or \
                        said and said[0].startswith("You cannot"), (shown, said)
            player, decision = sorted(session.pending().items())[0]
            session.play(player, rng.choice(decision.options))
        assert seen == {"nugget", "card", "check"}
    finally:
        app.shutdown()
