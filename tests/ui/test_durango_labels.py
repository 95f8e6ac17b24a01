"""Durango's option buttons read in a few words (the prompt says the rest), so even
three of them at 1024x600 stay one row in the strip under the middle row of cards."""
import random

import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.durango.table import MID_CARD, MID_Y
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings

GAME = get_game("durango")
LONGEST = 32
MIDDLE_ROW_BOTTOM = MID_Y + MID_CARD[1]


def test_no_option_label_is_longer_than_a_few_words():
    for players in range(GAME.min_players, GAME.max_players + 1):
        for seed in range(6):
            session = Session.start(GAME, {"players": players}, seed, ["random"] * players)
            rng = random.Random(seed)
            while session.result() is None:
                player, decision = sorted(session.pending().items())[0]
                for option in decision.options:
                    label = GAME.describe(option)
                    assert len(label) <= LONGEST, f"{label!r} ({len(label)} characters)"
                session.play(player, rng.choice(decision.options))


@pytest.fixture(scope="module")
def small_app():
    application = App(Settings(animation="Instant", window=(1024, 600)), headless=True)
    application.render()
    yield application
    application.shutdown()


@pytest.mark.slow      # many seeded bars; the quick set lays out Durango at 1024x576 (test_layout)
def test_the_choice_bar_stays_under_the_middle_row_at_1024x600(small_app):
    """Every card with several uses is clicked open (the selection's three buttons
    among them) in seeded games at every seat count; the drawn bar keeps off the cards."""
    opened = 0
    for players in range(GAME.min_players, GAME.max_players + 1):
        session = Session.start(GAME, {"players": players}, players, ["human"] + ["random"] * (players - 1))
        scene = PlayScene(small_app, session)
        small_app.replace(scene)
        rng = random.Random(players)
        for _ in range(300):
            if session.result() is not None:
                break
            small_app.step(0.016, [])
            decision = session.pending().get(0)
            if decision is None:
                continue
            table = scene.table
            for thing, options in table.choices.by_thing.items():
                if len(options) > 1:
                    table.choices.click(thing)
                    scene._board_key = None
                    small_app.step(0.016, [])
                    small_app.render()
                    bar = table.choice_bar
                    assert len(bar.buttons) == len(options)
                    assert bar.rect.top >= MIDDLE_ROW_BOTTOM, \
                        f"{[b.label for b in bar.buttons]} grow the bar to y={bar.rect.top}"
                    opened += 1
                    table.choices.click(thing)
                    break
            session.play(0, rng.choice(decision.options))
    assert opened > 10



def test_the_top_bar_says_what_the_seat_does_not_the_phase(app):
    """"Ada's selection phase" is the rulebook's jargon: the top bar says who picks a card,
    who performs the card's action and who buys cattle."""
    session = Session.start(GAME, {"players": 3}, 2, ["human", "easy", "easy"])
    table = PlayScene(app, session).table
    rng, said = random.Random(2), {}
    while session.result() is None:
        view = session.view(0)
        said.setdefault(view.phase, set()).add(table.status(view).split("  ·  ")[1])
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    assert {"Ada (you) picks a card", "Bo picks a card"} <= said["selection"]
    assert {"Ada (you) performs the card's action", "Bo performs the card's action"} <= said["action"]
    assert {"Ada (you) buys cattle", "Bo buys cattle"} <= said["buy"]


@pytest.mark.parametrize("seats", [["human", "easy", "easy"], ["human", "human", "easy"]])
def test_you_follows_the_laptops_seat_wherever_a_seat_is_named(app, seats):
    """One rule: "(you)" after the name of the seat shown, when a person plays it, on its
    plate, in the top bar and in the log; never after another seat's. The top bar said
    "Ada picks a card" under a plate saying "Ada (you)", and a replay seen from a bot's seat
    called that bot "(you)" in the log."""
    from wildwest.ui import widgets
    from wildwest.ui.log import log_rows
    session = Session.start(GAME, {"players": 3}, 4, seats)
    rng = random.Random(4)
    for _ in range(12):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    for seat in session.humans:
        scene.take_seat(seat)
        scene._board_key = None
        with widgets.recording() as drawn:
            app.render()
        said = [t for _, t in drawn.texts] + [r.text for r in log_rows(session, seat)]
        marked = {name for name in GAME.seat_names({"players": 3}) if any(f"{name} (you)" in t for t in said)}
        assert marked == {GAME.seat_label(None, seat)}, said
        view = session.view(seat)
        assert "(you)" in scene.table.status(view) or view.active != seat
    assert not [r for r in log_rows(session, 2) if "(you)" in r.text]


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_a_lifted_draw_card_never_covers_its_label(monkeypatch, window):
    """A drawn card chosen (and under the mouse) rose over "Your draw: pick one": every
    middle-row label is drawn after the cards, so whatever lifts slides under it."""
    from wildwest.games.durango import table as T
    from wildwest.ui.choices import Choices
    session = Session.start(GAME, {"players": 3}, 3, ["human", "easy", "easy"])
    rng = random.Random(3)
    while not (session.pending().get(0) and session.view(0).drawn):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    application = App(Settings(animation="Instant", window=window), headless=True)
    scene = PlayScene(application, session)
    scene.bots.clear()
    application.replace(scene)
    drawn = []
    card, text = T.cardart.draw_card, T.draw_text
    monkeypatch.setattr(T.cardart, "draw_card", lambda *a, **k: drawn.append(("card", card(*a, **k))) or drawn[-1][1])
    monkeypatch.setattr(T, "draw_text", lambda s, words, *a, **k: drawn.append((words, text(s, words, *a, **k)))
                        or drawn[-1][1])
    lifted = 0
    try:
        for i, thing in enumerate(session.view(0).drawn):
            scene.table.choices = Choices(session.pending()[0])
            scene.table.choices.click(thing)
            scene.table.mouse = T.DRAWN.move(i * 92, 0).center
            scene._board_key = None
            drawn.clear()
            application.render()
            label = next(i for i, (words, _) in enumerate(drawn) if words == "Your draw: pick one")
            over = [j for j, (kind, rect) in enumerate(drawn) if kind == "card" and rect.colliderect(drawn[label][1])]
            assert all(j < label for j in over), (thing, drawn[label][1], over, label)
            lifted += bool(over)
    finally:
        application.shutdown()
    assert lifted       # a chosen card did rise into its label
