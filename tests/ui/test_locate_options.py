"""`Table.locate` answers every name `thing(option)` gives (its contract): over seeded
games, each option a human may click on the table is found where the click plays it."""
import random

import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui.scenes.play import PlayScene

GAMES = {"duel": {"players": 2}, "durango": {"players": 3}, "desperados": {"players": 3},
         "wildride": {"players": 3}, "deckwest": {"players": 2}}


def unlocated(app, name: str, config: dict, seed: int, looks: int = 60) -> set[str]:
    """The things the human's options name that the table could not find, over one game."""
    session = Session.start(get_game(name), config, seed, ["human"] + ["easy"] * (config["players"] - 1))
    rng, missing = random.Random(seed), set()
    while session.result() is None and looks:
        player, decision = sorted(session.pending().items())[0]
        if player == 0:
            looks -= 1
            scene = PlayScene(app, session)
            scene.bots.clear()
            app.replace(scene)
            app.render()
            table = scene.table
            for option in decision.options:
                thing = table.thing(option)
                if thing is not None and not decision.interrupt and table.locate(thing) is None:
                    missing.add(f"{option.kind}: {thing}")
        session.play(player, rng.choice(decision.options))
    return missing


@pytest.mark.slow      # the quick set clicks every option where the table locates it (tests/ui/test_tables.py)
@pytest.mark.parametrize("name", GAMES)
def test_every_clickable_option_is_located(app, name):
    missing = set()
    for seed in (1, 2):
        missing |= unlocated(app, name, GAMES[name], seed)
    assert not missing, sorted(missing)
