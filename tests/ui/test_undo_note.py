"""The play scene's undo notes: a refusal is drawn in the error colour, a success is not."""

from wildwest.core.engine import Option
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui import theme
from wildwest.ui.scenes.play import UNDONE, PlayScene
from wildwest.ui.table import LOG_RECT


def red_pixels(surface) -> int:
    area = surface.subsurface(LOG_RECT)
    return sum(1 for x in range(0, LOG_RECT.width, 2) for y in range(0, LOG_RECT.height, 2)
               if sum(abs(a - b) for a, b in zip(area.get_at((x, y))[:3], theme.RED)) < 60)


def test_a_taken_back_choice_is_a_note_not_an_error(app):
    session = Session.start(get_game("duel"), {}, 5, ["human", "easy"])
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    scene.undo()                                         # nothing to take back yet: an error
    scene.draw(app.surface)
    assert scene.message != UNDONE and red_pixels(app.surface) > 20
    scene.play(0, Option("discard", card="pink-1"))
    scene.undo()
    scene.draw(app.surface)
    assert scene.message == UNDONE and red_pixels(app.surface) == 0
