"""A headless app for scene and table tests, animations off so bots move at once."""
import pytest

from wildwest.ui.app import App
from wildwest.ui.settings import Settings


@pytest.fixture
def app():
    application = App(Settings(animation="Instant"), headless=True)
    yield application
    application.shutdown()


@pytest.fixture
def finished():
    """Make a finished game: seat 0 human, the others easy bots, every move a seeded
    random choice (for the results, the replay and the whole-game log)."""
    import random

    from wildwest.core.session import Session
    from wildwest.games import get_game

    def play(name: str, players: int, seed: int = 5, **options) -> Session:
        session = Session.start(get_game(name), {"players": players, **options}, seed,
                                ["human"] + ["easy"] * (players - 1))
        rng = random.Random(seed)
        while session.result() is None:
            player, decision = sorted(session.pending().items())[0]
            session.play(player, rng.choice(decision.options))
        return session
    return play
