"""No drawn text leaves its panel or lands on another label, on every scene, for every
playable game at every seat count, seen from a seat and by a spectator.

While a frame is drawn, `widgets.recording` collects each line of text and each button;
the cardart primitives are wrapped here to add panels, cards and counters. A label that
straddles a panel, card or button edge, two labels that overlap, wrapped text cut off
for want of room, a button half off its panel or anything off the screen is reported
with the text involved.
"""
import dataclasses

import pygame
import pytest

from wildwest.core import tutorial
from wildwest.core.engine import Option, ScoreBreakdown, ScoreRow
from wildwest.core.session import Session
from wildwest.games import get_game, playable_names
from wildwest.ui import cardart, widgets
from wildwest.ui.app import App
from wildwest.ui.choices import ChoiceBar
from wildwest.ui.review import PLOT_MIN
from wildwest.ui.scenes.handoff import HandoffScene
from wildwest.ui.scenes.learn import LearnScene
from wildwest.ui.scenes.menu import MenuScene
from wildwest.ui.scenes.pause import PauseScene
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.scenes.replay import ReplayScene
from wildwest.ui.scenes.results import ResultsScene
from wildwest.ui.scenes.rules import RulesScene
from wildwest.ui.scenes.settings import SettingsScene
from wildwest.ui.scenes.setup import SetupScene
from wildwest.ui.settings import Settings
from wildwest.ui.smoke import random_moves
from wildwest.ui.table import BOARD

SCREEN = pygame.Rect(0, 0, 1280, 720)
WINDOWS = [(1280, 720), (1024, 600), (1920, 1080)]     # small windows draw small type larger
LARGE = pytest.mark.slow    # the quick set keeps 1280x720 and the small window, where layouts break


@pytest.fixture(scope="module", params=[pytest.param(w, marks=LARGE) if w == WINDOWS[-1] else w for w in WINDOWS],
                ids=lambda w: f"{w[0]}x{w[1]}")
def app(request):
    """The headless app in each window size (one per size: every test sets its own
    scenes): text is measured as that window draws it."""
    application = App(Settings(animation="Instant", window=request.param), headless=True)
    application.render()
    yield application
    application.shutdown()


@pytest.fixture
def record(monkeypatch):
    """Wrap the card-art primitives so panels, cards and counters are recorded too."""
    def wrap(name, kind, at):
        original = getattr(cardart, name)

        def recorded(surface, *args, **kwargs):
            rect = original(surface, *args, **kwargs)
            if kind == "counter":
                widgets.note(rect, str(args[at]))
            else:
                widgets.note(pygame.Rect(args[at]), name, box=kind)
            return rect
        monkeypatch.setattr(cardart, name, recorded)

    wrap("draw_panel", "panel", 0)         # the index of the rect (or the counter's value)
    wrap("draw_card", "card", 1)
    wrap("draw_back", "card", 1)
    wrap("draw_counter", "counter", 2)
    return draw_and_check


def problems(drawn: widgets.Drawn) -> list[str]:
    found = [f"{text!r} is cut off: it does not fit its box" for text in drawn.cut]
    texts = drawn.texts
    for rect, text in texts:
        if not SCREEN.contains(rect):
            found.append(f"{text!r} at {rect} is off the screen")
        for box, kind in drawn.boxes:
            if rect.colliderect(box) and not box.contains(rect):
                found.append(f"{text!r} at {rect} straddles a {kind} at {box}")
    for i, (a, ta) in enumerate(texts):
        for b, tb in texts[i + 1:]:
            if a.inflate(-2, -2).colliderect(b.inflate(-2, -2)):
                found.append(f"{ta!r} at {a} overlaps {tb!r} at {b}")
            elif a.inflate(0, -2).colliderect(b.inflate(0, -2)):    # one line: words run together
                found.append(f"{ta!r} at {a} runs into {tb!r} at {b}")
    panels = [box for box, kind in drawn.boxes if kind == "panel"]
    for box, kind in drawn.boxes:
        if kind == "button":
            if not SCREEN.contains(box):
                found.append(f"a button at {box} is off the screen")
            for panel in panels:
                if box.colliderect(panel) and not panel.contains(box):
                    found.append(f"a button at {box} runs off the panel at {panel}")
    return found


def draw_and_check(app, where: str) -> None:
    with widgets.recording() as drawn:
        app.render()
    found = problems(drawn)
    assert not found, f"{where}:\n  " + "\n  ".join(found[:12])


def test_the_checker_sees_an_overlap_and_a_straddle(app, record):
    """The test itself can fail: two labels on one spot, one across a panel edge."""
    surface = app.surface
    with widgets.recording() as drawn:
        cardart.draw_panel(surface, pygame.Rect(100, 100, 200, 80))
        widgets.draw_text(surface, "Total gold 0", (120, 120))
        widgets.draw_text(surface, "reserve", (130, 124))
        widgets.draw_text(surface, "past the edge", (260, 150))
    assert len(problems(drawn)) == 2


# ---- the scenes ---------------------------------------------------------------------------
def test_menu_settings_and_setup(app, record):
    app.replace(MenuScene(app, "The last game could not be resumed: a long message to wrap."))
    record(app, "menu")
    app.push(SettingsScene(app))
    record(app, "settings")
    for name in playable_names():         # a tutorial left midway: "Resume" and "Start over"
        if tutorial.has_tutorial(name):
            tutorial.start(tutorial.load_tutorial(get_game(name))).save()
    app.replace(LearnScene(app))
    record(app, "learn to play")
    for name in playable_names():
        setup = SetupScene(app, name)
        app.replace(setup)
        game = get_game(name)
        for players in range(game.min_players, game.max_players + 1):
            setup.players = players
            setup._fit_seats()
            record(app, f"setup {name} {players} players")


def sessions(name: str):
    """(label, session) at the start, a quarter, half and near the end of seeded games,
    for every seat count, seat 0 human."""
    game = get_game(name)
    for players in range(game.min_players, game.max_players + 1):
        config = {"players": players}
        seed = 11 * players
        moves = random_moves(game, config, seed)
        for share in (0, 0.25, 0.5, 0.9):
            session = Session.start(game, config, seed, ["human"] + ["easy"] * (players - 1))
            for player, option in moves[: int(len(moves) * share)]:
                session.play(player, option)
            yield f"{name} {players} players at {share:.0%}", session, moves


@pytest.mark.parametrize("name", playable_names())
def test_tables_from_a_seat_and_as_spectator(app, record, name):
    for label, session, _ in sessions(name):
        for viewer in (0, None):
            scene = PlayScene(app, session)
            scene.bots.clear()
            scene.viewer = viewer
            if viewer is not None:          # the longest notes the log panel shows
                scene.hint_text = "Hint: Bring your reserve card into your party, then add the Locomotive " \
                                  "Fireman  ·  about 39% to win"
                scene.message = "Nothing to undo: a card was revealed since your last choice."
            app.replace(scene)
            record(app, f"{label}, viewer {viewer}")
            table = scene.table
            ended = [e for events in session.history for e in events if e.kind == "round_end"]
            if ended and hasattr(table, "summary"):     # Duel: the last round's summary, dismissable
                table.on_events(ended[-1:])
                scene._board_key = None
                record(app, f"{label}, round summary, viewer {viewer}")
                table.summary = None
            decision = session.pending().get(0)
            if viewer == 0 and decision is not None and hasattr(table, "choices"):
                for thing, options in table.choices.by_thing.items():
                    if len(options) > 1:        # a thing with several uses opens its buttons
                        table.choices.click(thing)
                        scene._board_key = None
                        record(app, f"{label}, buttons for {thing}")
                        break


@pytest.mark.slow      # the quick set clicks every tutorial through, each callout clear of what it keeps (test_tutorial_clicks)
@pytest.mark.parametrize("name,part", [(n, p) for n in playable_names() for p in tutorial.parts(n)])
def test_tutorial_callouts_at_every_step_and_its_pause_and_end(app, record, name, part):
    """Each step's callout over its table, the pause menu of a tutorial, and its end: every
    part of it."""
    lesson = tutorial.Lesson(tutorial.load_tutorial(get_game(name), part=part))
    play = PlayScene.tutorial(app, lesson)
    app.replace(play)

    def look(at) -> None:
        play.table.reset()              # a panel put away, as the learner does before reading on
        assert play.coach.still()
        record(app, f"{name} tutorial step {at.index + 1}")
    tutorial.run_auto(lesson, at_step=look)
    record(app, f"{name} tutorial's end")
    app.push(PauseScene(app, play))
    record(app, f"pause over the {name} tutorial")


@pytest.mark.slow      # the quick set draws the results and pause scenes (tests/ui/test_results.py, test_scenes.py)
@pytest.mark.parametrize("name", playable_names())
def test_results_pause_and_handoff(app, record, name):
    for label, session, moves in sessions(name):
        if not label.endswith("90%"):
            continue
        play = PlayScene(app, session)
        play.bots.clear()
        app.replace(play)
        app.push(PauseScene(app, play))
        record(app, f"pause over {label}")
        app.replace(HandoffScene(app, play, 0))
        record(app, f"handoff {label}")
        for player, option in moves[len(session.save.moves):]:
            session.play(player, option)
        app.replace(ResultsScene(app, session))
        record(app, f"results {label}")
        app.replace(ReplayScene(app, session.save, 0))
        record(app, f"replay {label}")


def test_desperados_turn_revealed_fits_two_arrests(app, record):
    """A turn of two arrests, a hold-up and five robberies: the held "Turn N revealed" panel
    grows to fit its words, so its last line (the gang's new total) is never cut."""
    game, config = get_game("desperados"), {"players": 6}
    moves = random_moves(game, config, 7)
    session = Session.start(game, config, 7, ["human"] + ["easy"] * 5)
    for player, option in moves[:103]:
        session.play(player, option)
    events = session.history[-1]
    assert [e.kind for e in events].count("arrest") == 2 and events[-1].kind != "arrest"
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    scene.table.on_events(events)
    scene.table.flashes = [f for f in scene.table.flashes if f.kind != "exam"]    # the playback skipped
    assert scene.table.holding()
    record(app, "desperados turn revealed with two arrests")


LONG_SOURCES = ("Revealing furthest west", "Building furthest west", "Reward Chart medals", "Silver made a turn",
                "Building at villages", "Damage to the wagon", "VP paid for jobs")


def longest_sheet(breakdown, seats: int) -> ScoreBreakdown:
    """The game's own sheet made as long as any game's can be: seven lines of long sources
    and totals (Deck Goes West's Discovery: six sources and the total), large numbers, a
    tie rule and an ending of two lines each."""
    width = len(breakdown.labels)
    rows = tuple(ScoreRow(seat, source, (12345,) * width if width > 1 else -12345)
                 for seat in range(seats) for source in LONG_SOURCES[:len(LONG_SOURCES) - width])
    tie = "Joe, Audrey and Tom tied on points (52 each); the most medals on the points track leaves Joe " \
          "and Audrey (Joe 7, Audrey 7, Tom 6); the most nuggets decides (Joe 4, Audrey 3)."
    ending = "The gang took $17,200 of the $20,000 it needed: $3,440 a desperado against a target of " \
             "$4,000 each. The marshal made 12 arrests."
    return dataclasses.replace(breakdown, rows=rows, tie_rule=tie, ending=ending)


@pytest.mark.parametrize("name", playable_names())
def test_results_sheets(app, record, name, monkeypatch):
    """The score sheet of every game with the most seats (and Deck Goes West's co-op),
    then made as long as a sheet can be: it fits beside the final table, nothing cut."""
    game = get_game(name)
    configs = [{"players": game.max_players}] + ([{"players": 3, "mode": "coop"}] if name == "deckwest" else [])
    for config in configs:
        seed = 5
        session = Session.start(game, config, seed, ["human"] + ["easy"] * (config["players"] - 1))
        for player, option in random_moves(game, config, seed):
            session.play(player, option)
        app.replace(ResultsScene(app, session))
        record(app, f"results of {name} {config}")
        longest = longest_sheet(game.score_breakdown(session.state), config["players"])
        monkeypatch.setattr(game, "score_breakdown", lambda state, sheet=longest: sheet)
        app.replace(ResultsScene(app, session))
        record(app, f"the longest results sheet of {name} {config}")
        monkeypatch.undo()


@pytest.mark.parametrize("name", playable_names())
def test_rules_pages(app, record, name):
    app.replace(RulesScene(app, name))
    record(app, f"rules page of {name}")


# ---- the shared choice bar ----------------------------------------------------------------
@pytest.mark.parametrize("count", range(1, 13))
@pytest.mark.parametrize("length", [4, 30, 80])
def test_choice_bar_fits_any_number_of_long_labels(app, count, length):
    """1..12 options with labels up to 80 characters: every button inside the board,
    none over another or over the prompt."""
    strip = pygame.Rect(8, 384, 936, 92)
    bar = ChoiceBar(strip, BOARD)
    options = [Option("pick", n=i) for i in range(count)]
    bar.set("Choose one of these things, " * 3, options,
            lambda o: (f"Option {o['n']} " + "x" * length)[:max(length, 9)])
    rects = [b.rect for b in bar.buttons]
    assert len(rects) == count
    with widgets.recording() as drawn:
        bar.draw(app.surface)
    prompt = pygame.Rect(drawn.texts[0][0].unionall([r for r, _ in drawn.texts]))
    for i, rect in enumerate(rects):
        assert BOARD.contains(rect) and bar.rect.contains(rect)
        assert not rect.colliderect(prompt)
        assert all(not rect.colliderect(other) for other in rects[i + 1:])
    assert not problems(drawn)


def test_menu_names_the_playable_games(monkeypatch):
    from wildwest.ui.scenes import menu
    names = playable_names()
    line = menu.tagline()
    assert line.startswith(f"{menu.NUMBERS[len(names)].capitalize()} game")
    assert all(get_game(n).title in line for n in names)
    monkeypatch.setattr(menu, "playable_names", lambda: ["duel"])
    assert menu.tagline() == "One game for one laptop: Duel"


def finished_review(session, marks: int = 3):
    """The session's review, done at once with no search at all (what is drawn here, not
    what a review finds: tests/core/test_review.py runs real ones, and a search per move
    took seconds a case): each seat's chance at each position a seeded random one, and
    `marks` marks naming the longest option the game review would describe."""
    import random
    import threading

    from wildwest.core.review import Review
    from wildwest.ui import review as chart_module
    review, rng = Review(session.save), random.Random(5)
    review.series = [[rng.random() for _ in range(review.players)] for _ in range(len(session.save.moves) + 1)]
    game, said = session.game, []
    state = game.new_game(session.save.config, session.save.seed)
    for seat, option in session.save.moves:
        said.append(game.describe_for(game.view(state, seat), game.pending(state)[seat], option))
        game.apply(state, seat, option)
    took = max(said, key=len)
    own = [k for k, (seat, _) in enumerate(session.save.moves) if seat == 0]     # a mark is at its seat's move
    review.marks = [review._mark(k, 0, took, took, 0.62, 0.12) for k in own[:marks]]
    work = chart_module.shared(session.save)
    work.review, work.thread = review, threading.Thread()     # done: nothing to start
    work.users -= 1
    return work


@pytest.mark.parametrize("name", playable_names())
def test_the_review_fits_on_the_results_and_in_the_replay(app, record, name):
    """A finished review with three marks of the game's longest option, on the results
    screen (hovering a mark) and in the replay's panel, at every window size."""
    game = get_game(name)
    config = {"players": game.max_players}
    session = Session.start(game, config, 5, ["human"] + ["easy"] * (config["players"] - 1))
    for player, option in random_moves(game, config, 5):
        session.play(player, option)
    work = finished_review(session)
    results = app.replace(ResultsScene(app, session))
    record(app, f"the review on the results of {name}")
    if results.chart.spots:         # a sheet with notes as long as the panel leaves it to the replay
        assert results.chart.plot.height >= PLOT_MIN, f"the review is squeezed on the results of {name}"
        spot = results.chart.spots[0][0]
        results.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0)))
        record(app, f"a mark's words on the results of {name}")
    else:
        assert name == "deckwest", f"no room for the review on the results of {name}"
    replay = app.replace(ReplayScene(app, session.save, 0, at=3, review=True))
    record(app, f"the review in the replay of {name}")
    assert len(replay.mark_rows) == 3, f"the replay's panel lists {len(replay.mark_rows)} of 3 marks in {name}"
    last = work.review.marks[-1]
    replay = app.replace(ReplayScene(app, session.save, 0, at=last.move, review=True, mark=last))
    record(app, f"the last mark shown in the replay of {name}")
    assert last in [mark for _, mark in replay.mark_rows], f"the mark shown has no words in the replay of {name}"


def test_wildride_choice_bar_keeps_under_the_roadmap(app, record):
    """A two-line prompt with its buttons (a card's two actions, one a railroad box) used
    to grow up over the Roadmap's railroad, at 1024 over all of it: it keeps to its strip."""
    import random

    from wildwest.games.wildride.table import MAP
    session = Session.start(get_game("wildride"), {"players": 3}, 1, ["human", "easy", "easy"])
    rng = random.Random(1)
    while 0 not in session.pending() or "two actions" not in session.pending()[0].prompt:
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    record(app, "wildride, a card's two actions")
    bar = scene.table.choice_bar
    assert len(bar.buttons) == 2 and bar.rect.top >= MAP.bottom


def test_the_review_on_a_short_sheet_is_never_squeezed(app, record):
    """Two players of Deck Goes West: the review goes in the final table's column, and in a
    small window's larger type the deal's note gives way rather than the plot."""
    game = get_game("deckwest")
    session = Session.start(game, {"players": 2}, 5, ["human", "easy"])
    for player, option in random_moves(game, {"players": 2}, 5):
        session.play(player, option)
    finished_review(session)
    results = app.replace(ResultsScene(app, session))
    record(app, "the review on a short sheet")
    assert results.chart.plot.height >= PLOT_MIN


@pytest.mark.slow      # whole seeded games, every decision drawn; the quick set keeps the choice bar's checks above
def test_wildride_prompt_bar_never_covers_your_plate_or_hand_at_1024x576():
    """At 1024x576 the prompt bar grown by a picked action's confirmation covered "Joe ·
    Caller", "Your hand (4)" and the hand's names, and a three-line prompt (asked for a card
    you do not have) ran past the strip: at every decision of seeded games, a picked action's
    confirmation included, the bar, its words and its buttons keep to the strip between the
    Roadmap and your plate and hand, words whole; a prompt longer than any is cut, not moved."""
    import random

    from wildwest.games.wildride import table as W
    application = App(Settings(animation="Instant", window=(1024, 576)), headless=True)

    def check(scene, name):
        scene.table._prompt = None
        scene._board_key = None
        with widgets.recording() as drawn:
            application.render()
        bar = scene.table.choice_bar
        said = [t for r, t in drawn.texts if bar.rect.contains(r)]
        assert bar.rect.top >= W.MAP.bottom and bar.rect.bottom < W.ME_Y, (name, bar.prompt, bar.rect)
        assert all(bar.rect.contains(b.rect) for b in bar.buttons), (name, bar.prompt)
        assert not [t for t in drawn.cut if t == bar.head], (name, bar.prompt, said)

    try:
        for players in (2, 3):
            session = Session.start(get_game("wildride"), {"players": players}, players, ["human"] + ["easy"] * (players - 1))
            scene = PlayScene(application, session)
            scene.bots.clear()
            application.replace(scene)
            rng = random.Random(players)
            while session.result() is None:
                player, decision = sorted(session.pending().items())[0]
                if player == 0:
                    check(scene, "decision")
                    if scene.table.together:
                        scene.table.picked = decision.options[0]
                        check(scene, "confirmation")
                        scene.table.picked = None
                session.play(player, rng.choice(decision.options))
        bar = ChoiceBar(W.STRIP, W.ROOM, fill=True)
        bar.set(W.CONFIRM * 3, [Option("action", action="swap")], lambda o: "Discard 2 of one colour, put down a card")
        assert W.STRIP.contains(bar.rect) and bar.rect.contains(bar.buttons[0].rect)
    finally:
        application.shutdown()
