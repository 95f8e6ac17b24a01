"""The review chart on the results screen and in the replay viewer, driven by synthetic
events: worked out on a thread with a progress bar while the screen keeps running, the
costliest choices numbered on it and a click away from that moment in the replay, the
work stopped when the player leaves."""
import threading

import pygame
import pytest

import wildwest.core.review as review_module
from tests.core.test_review import one_good_option
from wildwest.core.ismcts import ISMCTSBot
from wildwest.ui import review as chart_module
from wildwest.ui import widgets
from wildwest.ui.scene import DOUBLE_CLICK
from wildwest.ui.scenes.menu import MenuScene
from wildwest.ui.scenes.replay import CHART, ReplayScene
from wildwest.ui.scenes.results import ResultsScene

from .keys import key


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """A small review: a few iterations an estimate, enough for the marks to show."""
    monkeypatch.setattr(review_module, "BUDGET", 0.1)
    monkeypatch.setattr(review_module, "MIN_ITERATIONS", 10)
    monkeypatch.setattr(chart_module, "_LIVE", {})


@pytest.fixture
def marked(monkeypatch):
    """A search that finds one option of each decision clearly the best: a random
    player's review has its three marks."""
    monkeypatch.setattr(ISMCTSBot, "analyse", one_good_option)


def click(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def texts(app) -> list[str]:
    with widgets.recording() as drawn:
        app.render()
    return [text for _, text in drawn.texts]


def reviewed(app, finished, name="duel", players=2) -> ResultsScene:
    scene = app.replace(ResultsScene(app, finished(name, players)))
    app.step(0.016, [])
    scene.chart.work.wait(120)
    app.render()
    return scene


def test_the_screen_keeps_running_while_the_review_works_and_shows_its_progress(app, finished, monkeypatch):
    gate = threading.Event()
    run = review_module.Review.run
    monkeypatch.setattr(review_module.Review, "run", lambda self, progress=None: gate.wait(60) and run(self))
    scene = app.replace(ResultsScene(app, finished("duel", 2)))
    for _ in range(3):
        app.step(0.016, [])             # returns at once: the work is on its own thread
    assert scene.chart.busy and not scene.wants_frames()     # nothing new to draw: the CPU is the work's
    assert "Reviewing: 0%" in texts(app)
    gate.set()
    scene.chart.work.wait(120)
    assert scene.chart.work.finished and not scene.chart.busy
    assert scene.wants_frames()         # the finished chart is drawn once more, marks and all
    assert "Reviewing: 0%" not in texts(app)
    assert not scene.wants_frames()


def test_a_click_on_a_mark_opens_the_replay_at_that_moment_with_the_review(app, finished, marked):
    scene = reviewed(app, finished)
    marks = scene.chart.marks
    assert marks and len(scene.chart.spots) == len(marks)
    spot, mark = scene.chart.spots[0]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert mark.text in " ".join(texts(app))        # its words on hover
    click(app, spot.center)
    replay = app.scene
    assert isinstance(replay, ReplayScene) and replay.reviewing
    assert replay.at == mark.move and replay.chart.work is scene.chart.work     # the same review, not again
    shown = " ".join(texts(app))
    assert "Chance to win, as each saw it" in shown and f"Move {mark.move + 1}:" in shown


def test_the_replay_from_a_mark_shows_the_choice_the_mark_is_about(app, finished, marked):
    """The audit saw "Waiting for Joe..." and "move 197 of 248" for the mark "Move 198": the
    position before the move, from the seat that chose, with its decision on the table
    and the mark's words in full."""
    scene = reviewed(app, finished)
    spot, mark = scene.chart.spots[0]
    click(app, spot.center)
    replay = app.scene
    decision = replay.session.pending()[mark.seat]
    assert (replay.at, replay.viewer, replay.decision()) == (mark.move, mark.seat, decision)
    assert replay.source.moves[mark.move] == (mark.seat, next(o for o in decision.options
                                                             if replay.game.describe(o) == mark.took))
    shown = " ".join(texts(app))
    assert f"before move {mark.move + 1} of {replay.total}" in shown and "Waiting" not in shown
    assert mark.text in shown                       # in full in the review panel
    click(app, replay.buttons[3].rect.center)          # one move on: an ordinary position again
    assert replay.decision() is None and f"move {mark.move + 1} of" in " ".join(texts(app))


def test_a_second_results_screen_of_the_same_game_reuses_the_finished_review(app, finished, monkeypatch):
    session = finished("duel", 2)
    first = app.replace(ResultsScene(app, session))
    app.step(0.016, [])
    first.chart.work.wait(120)
    runs = []
    monkeypatch.setattr(review_module.Review, "run", lambda self, progress=None: runs.append(self))
    click(app, first.buttons[1].rect.center)        # Menu: the first screen is left
    second = app.replace(ResultsScene(app, session))
    app.step(0.016, [])
    assert second.chart.work is first.chart.work and second.chart.work.finished and runs == []


def test_the_replay_shows_the_review_on_request_and_jumps_where_it_is_clicked(app, finished, marked):
    session = finished("duel", 2)
    replay = app.replace(ReplayScene(app, session.save))
    assert not replay.reviewing
    key(app, pygame.K_v, text="v")
    assert replay.reviewing and replay.review_button.label == "Log"
    replay.chart.work.wait(120)
    app.render()
    plot = replay.chart.plot
    assert CHART.contains(plot)
    click(app, (plot.left + plot.width // 4, plot.centery))
    assert replay.at == round(replay.total / 4)
    rect, mark = replay.mark_rows[0]
    click(app, rect.center)
    assert replay.at == mark.move and replay.decision() is not None


def test_leaving_stops_the_work(app, finished, monkeypatch):
    gate = threading.Event()
    run = review_module.Review.run
    monkeypatch.setattr(review_module.Review, "run", lambda self, progress=None: gate.wait(60) and run(self))
    scene = app.replace(ResultsScene(app, finished("duel", 2)))
    app.step(DOUBLE_CLICK, [])
    work = scene.chart.work
    click(app, scene.buttons[1].rect.center)        # Menu
    assert isinstance(app.scene, MenuScene)
    gate.set()
    work.thread.join(60)
    assert work.cancelled and not work.finished and not work.thread.is_alive()


def test_the_replay_going_back_to_the_results_keeps_the_work(app, finished, marked):
    scene = reviewed(app, finished)
    click(app, scene.chart.spots[0][0].center)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and not scene.chart.work.cancelled


def test_a_game_still_in_play_has_no_review_in_the_replay(app, finished):
    session = finished("duel", 2)
    session.save.moves = session.save.moves[:10]
    replay = app.replace(ReplayScene(app, session.save))
    assert replay.chart is None and "Review" not in [b.label for b in replay.buttons]


def test_the_chart_says_each_line_is_that_players_own_estimate(app, finished):
    """Each seat's chance comes from its own view, so a 2-player game's lines can both sit
    above 50 % at the deal: the title says whose estimate each line is, in the replay's
    narrow panel too."""
    session = finished("duel", 2)
    app.replace(ResultsScene(app, session))         # the title stands from the first frame
    assert any(text.startswith("Chance to win") and "as each player saw it" in text for text in texts(app))
    replay = app.replace(ReplayScene(app, session.save))
    replay.toggle_review()
    with widgets.recording() as drawn:
        app.render()
    rect, title = next((rect, text) for rect, text in drawn.texts if text.startswith("Chance to win"))
    assert "as each saw it" in title and rect.width <= CHART.width     # the side panel's fewer words


@pytest.mark.parametrize("name, players", [("duel", 2),      # the quick set keeps Duel's: a whole review each
                                           *(pytest.param(name, n, marks=pytest.mark.slow)
                                             for name, n in (("durango", 3), ("desperados", 3), ("wildride", 2),
                                                             ("deckwest", 2)))])
def test_a_finished_chart_draws_each_seat_from_its_start_to_the_result(app, finished, monkeypatch, name, players):
    """Headless audits saw "Reviewing: 0%" and no lines: they shot the screen before the
    work was done. Waited for, every seat's line moves (it is not one flat chance) and ends
    at the result: the top for a winner, the floor for a loser (a draw's share between)."""
    drawn = {}
    lines = chart_module.draw.lines

    def recorded(surface, colour, closed, points, width=1):
        drawn.setdefault(tuple(colour), []).append([y for _, y in points])
        return lines(surface, colour, closed, points, width)
    monkeypatch.setattr(chart_module.draw, "lines", recorded)
    scene = reviewed(app, finished, name, players)
    chart, result = scene.chart, scene.session.result()
    assert chart.work.finished
    for seat in range(players):
        points = len(scene.session.save.moves) + 1
        ys = next(ys for ys in drawn[tuple(chart_module.theme.seat_colour(seat))] if len(ys) == points)
        assert min(ys) < max(ys), (seat, ys)
        end = chart.plot.top if seat in result.winners and len(result.winners) == 1 else \
            chart.plot.bottom if result.winners and seat not in result.winners else None
        assert end is None or ys[-1] == end, (seat, ys[-1], chart.plot, result)
