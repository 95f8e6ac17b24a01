"""A headless app for scene and table tests, animations off so bots move at once."""
import pytest

from wildwest.ui.app import App
from wildwest.ui.settings import Settings


@pytest.fixture
def app():
    application = App(Settings(animation="Instant"), headless=True)
    yield application
    application.shutdown()
