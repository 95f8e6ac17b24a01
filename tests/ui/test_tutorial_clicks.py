"""Every tutorial driven to its end by synthetic clicks on what its callouts point at and
on its Next buttons, as a learner would (issue 18 §1); Esc leaves it and the menu resumes it."""
import pygame
import pytest

from wildwest.core import tutorial
from wildwest.games import get_game, playable_names
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings

from .keys import key
from .test_desperados_table import drawn_texts

GAMES = [name for name in playable_names() if tutorial.has_tutorial(name)]


def click(app, pos) -> None:
    """A click at a logical point, sent where the window shows it (the app maps it back)."""
    k = app.surface.scale
    at = (round(pos[0] * k), round(pos[1] * k))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(0.016, [pygame.event.Event(kind, pos=at, button=1)])


def settle(app, scene, frames: int = 400) -> None:
    """Frames until the callout can be read (the opponents moved, the table is still)."""
    for _ in range(frames):
        if scene.lesson is None or scene.lesson.done or scene.coach.still() or scene.table.holding():
            return
        app.step(0.05, [])
    raise AssertionError(f"the table never came to rest at step {scene.lesson.index + 1}")


def where(scene, thing: str) -> pygame.Rect:
    rect = scene.table.locate(thing)
    assert rect is not None, f"step {scene.lesson.index + 1}: the table cannot find {thing!r}"
    return rect


def hidden(scene) -> list[str]:
    """What the callout hides that the learner must see or click: its target, what the step
    names in `keep`, the choice bar, the things the learner's move is made on, and the
    table's buttons (the co-op tutorial's last callout hid the log's "All" at 1024x576)."""
    coach, table, step = scene.coach, scene.table, scene.lesson.step
    if coach.box is None:
        return []
    musts = [("target", coach.target.inflate(12, 12))] if coach.target is not None else []
    musts += [(thing, table.locate(thing)) for thing in step.keep]
    musts += [("the choice bar", table.choice_bar.rect)] if table.choice_bar is not None else []
    musts += [("a choice", rect) for rect in coach._choices(table)]
    musts += [(f"the {button.label} button", button.rect) for button in scene.buttons]
    return [name for name, rect in musts if rect is not None and coach.box.colliderect(rect)]


def one_click(app, scene) -> None:
    """The click a learner makes now: a panel's Continue, Next, the thing the callout
    points at when it expects a move (then the button that confirms it, where a table
    asks to: a Desperados card, a Wild Ride action), or on a free step the easy bot's choice."""
    lesson, table = scene.lesson, scene.table
    settle(app, scene)
    app.render()                                    # the callout is laid out where it is drawn
    if table.holding() and not scene.coach.still():     # a panel the step does not speak of
        click(app, where(scene, "button:Continue").center)
        return
    step = lesson.step
    assert not hidden(scene), f"step {lesson.index + 1}: the callout hides {hidden(scene)}"
    for name in table.beside(step.point or "") if scene.coach.target is not None else ():
        start, end = scene.coach.arrow(scene.coach.box, scene.coach.target)
        assert not name.inflate(-2, -2).clipline(start, end), f"step {lesson.index + 1}: the arrow crosses a name"
    if not step.waits:
        click(app, scene.coach.next_button.rect.center)
        return
    if lesson.expected() is not None:
        target = where(scene, step.point)
        assert not scene.coach.box.colliderect(target), f"step {lesson.index + 1}: the callout covers its target"
    else:
        option = lesson.easy_choice(lesson.learner)
        name = table.thing(option)
        target = where(scene, name if name is not None else f"button:{table.button_words(option)}")
    before, expected = learner_moves(lesson), lesson.expected()
    click(app, target.center)
    if learner_moves(lesson) == before:     # the click picked (a table asking to confirm) or opened
        app.render()                        # buttons: the one labelled as this move
        click(app, where(scene, f"button:{table.button_words(expected or option)}").center)
    assert learner_moves(lesson) == before + 1, f"step {lesson.index}: the click played nothing"


def learner_moves(lesson) -> int:
    return sum(1 for seat, _ in lesson.session.save.moves if seat == lesson.learner)


def start(app, game: str) -> PlayScene:
    return app.replace("tutorial", tutorial.start(tutorial.load_tutorial(get_game(game))))


def clicked_through(lesson_tutorial, size) -> list[int]:
    """A tutorial (a further part, say) played to its end by clicks in a window of `size`;
    the steps whose expected move was not legal when it came (none, in a good script)."""
    app = App(Settings(animation="Instant", window=size), headless=True)
    try:
        scene = app.replace("tutorial", tutorial.start(lesson_tutorial))
        while not scene.lesson.done:
            one_click(app, scene)
        return scene.lesson.lapsed
    finally:
        app.shutdown()


@pytest.fixture(params=[(1280, 720), (1024, 576)], ids=["1280x720", "1024x576"])
def sized_app(request):
    application = App(Settings(animation="Instant", window=request.param), headless=True)
    yield application
    application.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_a_tutorial_is_played_to_its_end_by_clicks(sized_app, game):
    app = sized_app
    scene = start(app, game)
    for _ in range(400):
        if scene.lesson.done:
            break
        one_click(app, scene)
    assert scene.lesson.done and not scene.lesson.lapsed
    app.render()
    play_on = next(b for b in scene.coach.end_buttons if b.label in ("Play on from here", "See the results"))
    click(app, play_on.rect.center)
    assert scene.lesson is None and scene.bots and not tutorial.can_resume(game)


@pytest.mark.parametrize("game", GAMES)
def test_esc_leaves_the_tutorial_and_the_menu_resumes_it(app, game):
    scene = start(app, game)
    while len(scene.lesson.session.save.moves) < 3:
        one_click(app, scene)
    index, moves = scene.lesson.index, list(scene.lesson.session.save.moves)
    key(app, pygame.K_ESCAPE)
    app.render()
    leave = next(b for b in app.scene.buttons if b.label == "Leave the tutorial")
    click(app, leave.rect.center)
    menu = app.scene
    click(app, next(b for b in menu.buttons if b.label == "Learn to play").rect.center)
    learn = app.scene
    resume = next(b for b in learn.buttons if b.label.startswith("Resume: "))
    click(app, resume.rect.center)
    again = app.scene
    assert isinstance(again, PlayScene) and again.lesson is not None
    assert again.lesson.index == index      # the same step, the same moves (and any the opponents made since)
    assert again.lesson.session.save.moves[:len(moves)] == moves


def test_other_options_are_dimmed_as_soon_as_a_step_expects_a_move(app, monkeypatch):
    """Next from a text step to a step that expects the 2: the board is drawn again (no
    move was made, so the step is part of the redraw key) with the other cards dimmed."""
    from wildwest.ui import cardart
    scene = start(app, "duel")
    while scene.lesson.step.expect is None:
        one_click(app, scene)
    scene.lesson.index -= 1                 # back on the text step before it, drawn as such
    app.render()
    drawn, original = [], cardart.draw_card
    monkeypatch.setattr(cardart, "draw_card", lambda surface, face, rect, *a, **k: (
        drawn.append((face.title, k.get("dim"))), original(surface, face, rect, *a, **k))[1])
    click(app, scene.coach.next_button.rect.center)
    app.render()
    assert ("Drifter", False) in drawn and ("Cardsharp", True) in drawn


def test_the_setup_screen_offers_the_tutorial_of_the_chosen_game(app):
    setup = app.push("setup", "duel")
    learn = next(b for b in setup.buttons if b.label == "Learn to play")
    click(app, learn.rect.center)
    assert isinstance(app.scene, PlayScene) and app.scene.lesson.tutorial.game == "duel"
    without = [name for name in playable_names() if not tutorial.has_tutorial(name)]
    if without:
        assert "Learn to play" not in [b.label for b in app.push("setup", without[0]).buttons]


def test_the_learn_to_play_list_keeps_every_part_inside_its_panel(app):
    """Seven parts and more (Desperados' and Deck Goes West's two each) draw closer rows."""
    from wildwest.ui.scenes.learn import PANEL, LearnScene
    for name in GAMES:                    # every part left midway: "Resume" and "Start over"
        for part in tutorial.parts(name):
            tutorial.start(tutorial.load_tutorial(get_game(name), part=part)).save()
    learn = app.replace(LearnScene(app))
    rows = [b for b in learn.buttons if b.label != "Back"]
    assert len(rows) >= 2 * 7 and all(PANEL.contains(b.rect) for b in rows)


def test_a_step_about_the_panel_a_table_holds_is_shown_over_it(app):
    """Desperados' examination step spoke of the turn after the turn-revealed panel was put
    away: a step that points at "panel" shows its callout while the panel waits, ringing it."""
    scene = start(app, "desperados")
    while scene.lesson.step.point != "panel":
        one_click(app, scene)
    settle(app, scene)
    app.render()
    assert scene.table.holding() and scene.coach.box is not None
    assert scene.coach.target == scene.table.locate("panel") and not hidden(scene)


@pytest.mark.parametrize("part", ["", "marshal"])
def test_the_panels_continue_pressed_before_next_moves_the_lesson_on(app, part):
    """At Desperados' examination steps the panel's Continue, pressed before the callout's
    Next, put the panel away and left the callout speaking of "this panel" over the next turn."""
    scene = app.replace("tutorial", tutorial.start(tutorial.load_tutorial(get_game("desperados"), part=part)))
    while scene.lesson.step.point != "panel":
        one_click(app, scene)
    settle(app, scene)
    app.render()
    index = scene.lesson.index
    click(app, where(scene, "button:Continue").center)
    assert not scene.table.holding() and scene.lesson.index == index + 1


@pytest.mark.parametrize("part", ["", "marshal"])
def test_the_arrow_to_the_booty_strikes_through_no_coach_s_words(app, part):
    """Desperados' step on the booty ringed the whole tally, its callout under the coaches'
    routes: the arrow ran through "Flagstaff". It rings the booty's words at the tally's
    right end, and its arrow runs up past the routes' ends, over no word."""
    scene = app.replace("tutorial", tutorial.start(tutorial.load_tutorial(get_game("desperados"), part=part)))
    while scene.lesson.step.point != "booty":
        one_click(app, scene)
    settle(app, scene)
    texts = drawn_texts(app, scene)
    start, end = scene.coach.arrow(scene.coach.box, scene.coach.target)
    words = [rect for rect, text in texts if " coach: " in text]
    assert len(words) == 2 and not any(w.clipline(start, end) for w in words)
    assert not any(w.colliderect(scene.coach.box) for w in words)


@pytest.mark.parametrize("game, point", [("wildride", "map"), ("desperados", "panel")])
def test_the_ring_round_a_titled_panel_passes_under_its_title(app, game, point):
    """The ring round Wild Ride's Roadmap at step 1 was drawn through "Your Roadmap", and
    round Desperados' turn revealed through its title."""
    from wildwest.ui import cardart
    from wildwest.ui.coach import RING
    scene = start(app, game)
    while scene.lesson.step.point != point:
        one_click(app, scene)
    settle(app, scene)
    app.render()
    target = scene.coach.target
    assert target == scene.table.locate(point)
    plaque = cardart._TITLES[tuple(target)][1]           # physical, where the window shows it
    left, right = plaque.left + plaque.width // 4, plaque.right - plaque.width // 4
    ringed = [(x, y) for x in range(left, right) for y in range(plaque.top, plaque.bottom)
              if app.screen.get_at((x, y))[:3] == RING]
    assert not ringed


@pytest.mark.parametrize("game", GAMES)
def test_a_tutorial_s_end_says_when_playing_on_replaces_the_game_continue_holds(app, game):
    """There is one save: "Play on from here" wrote the tutorial's game over the one kept
    for Continue without a word."""
    from wildwest.core.saves import unfinished
    other = "duel" if game != "duel" else "durango"
    PlayScene.start(app, other, {"players": 2}, 5, ["human", "easy"])
    scene = start(app, game)
    while not scene.lesson.done:
        one_click(app, scene)
    app.render()
    assert scene.session.result() is None       # every shipped tutorial ends mid-game
    assert scene.coach.replaces == f" Playing on replaces your unfinished game of {get_game(other).title}."
    click(app, scene.coach.end_buttons[0].rect.center)
    assert unfinished().game == game


def test_a_game_that_never_wrote_the_save_does_not_retire_it_when_it_ends(app, finished):
    """A finished game is retired to "Watch last game" when it ends; one played without
    the autosave (a tutorial's game) retired the unfinished game Continue held instead."""
    from wildwest.core.saves import autosave_path, unfinished
    PlayScene.start(app, "duel", {"players": 2}, 5, ["human", "easy"])
    saved = autosave_path().read_bytes()
    session = finished("wildride", 2)
    session.autosave = None
    app.replace(PlayScene(app, session))
    for _ in range(200):
        if not isinstance(app.scene, PlayScene):
            break
        app.step(0.05, [])
    assert autosave_path().read_bytes() == saved and unfinished().game == "duel"
