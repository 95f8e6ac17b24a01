"""Seeded deals: the setup shows the deal number and takes a typed one; the same number
deals the same game; the log and the results name it."""
import pygame
import pytest

from wildwest.core.engine import digest
from wildwest.ui.log import log_rows
from wildwest.ui.scenes.setup import SEED_FIELD, SetupScene

from .keys import key


def step(app, *events):
    app.step(0.016, list(events))


def click(app, pos):
    step(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def deal(app, game, typed):
    app.replace(SetupScene(app, game))
    setup = app.scene
    assert setup.seed_text.isdigit()            # a deal number is shown before any typing
    click(app, SEED_FIELD.center)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    for ch in typed:
        key(app, ord(ch), text=ch)
    key(app, pygame.K_x, text="x")                   # not a digit: ignored
    assert setup.seed_text == typed
    key(app, pygame.K_RETURN)                   # Enter starts the game
    if app.scene is setup:                      # the last deal is unfinished: Start named it first
        assert "unfinished game" in setup.message
        key(app, pygame.K_RETURN)
    return app.scene.session


@pytest.mark.parametrize("game", ["duel", "durango"])
def test_the_same_typed_deal_number_deals_the_same_game(app, game):
    first = deal(app, game, "1234")
    second = deal(app, game, "1234")
    other = deal(app, game, "1235")
    assert first.save.seed == second.save.seed == 1234
    assert digest(first.state) == digest(second.state) != digest(other.state)
    assert digest(first.view(0)) == digest(second.view(0))
    assert "deal 1234" in log_rows(first, 0)[0].text


def test_new_deals_a_new_number_and_an_empty_field_deals_at_random(app):
    app.replace(SetupScene(app, "duel"))
    setup = app.scene
    before = setup.seed_text
    setup.reroll()
    assert setup.seed_text != before
    setup.seed_text = ""
    assert isinstance(setup.seed, int)


def test_the_results_name_the_deal(app, finished):
    from wildwest.ui import widgets
    from wildwest.ui.scenes.results import ResultsScene
    session = finished("duel", 2, seed=4321)
    app.replace(ResultsScene(app, session))
    with widgets.recording() as drawn:
        app.render()
    assert any("deal 4321" in text for _, text in drawn.texts)
