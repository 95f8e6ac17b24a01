"""The results screen explains the score: each seat's breakdown as a score sheet (a column
per seat, a team in one column, the winners starred), the rule that broke a tie and how a
team game ended in words, and the final table still a click away from the replay."""
import pygame

from wildwest.core.engine import Result, ScoreBreakdown, ScoreRow
from wildwest.ui import cardart, widgets
from wildwest.ui.scenes.replay import ReplayScene
from wildwest.ui.scenes.results import ResultsScene


def drawn_texts(app) -> list[str]:
    with widgets.recording() as drawn:
        app.render()
    return [text for _, text in drawn.texts]


def test_the_sheet_shows_every_source_and_total_and_the_notes(app, finished, monkeypatch):
    session = finished("wildride", 3)
    breakdown = ScoreBreakdown((ScoreRow(0, "Region medals", 12), ScoreRow(0, "Start town", 1),
                                ScoreRow(1, "Region medals", 7), ScoreRow(1, "Start town", 6),
                                ScoreRow(2, "Region medals", 0), ScoreRow(2, "Start town", 0)),
                               ("Points",), "Joe and Audrey tied on points (13 each).", "How it ended.")
    monkeypatch.setattr(session.game, "score_breakdown", lambda state: breakdown)
    app.replace(ResultsScene(app, session))
    texts = drawn_texts(app)
    for expected in ("Region medals", "Start town", "Points", "12", "7", "6", "13",
                     "Joe and Audrey tied on points (13 each).", "How it ended.", "Joe", "Audrey", "Tom", "you"):
        assert expected in texts, expected
    assert texts.count("13") == 2 and texts.count("easy bot") == 2


def test_a_team_that_scores_as_one_is_one_column(app, finished):
    session = finished("desperados", 6)
    app.replace(ResultsScene(app, session))
    texts = drawn_texts(app)
    assert "The gang" in texts and "Marshal" in texts and "5 bots" in texts
    assert not {"Gregor", "Patrick", "Sabine", "Leon", "Matthias"} & set(texts)
    assert "Poker games" in texts and "The gang's target" in texts
    assert any(text.startswith("The gang took $") for text in texts)
    assert any(text.startswith(("won by $", "lost by $")) for text in texts)     # the marshal's total, his side
    assert not [text for text in texts if text.startswith("-")]


def test_the_winners_are_starred_once(app, finished, monkeypatch):
    session = finished("durango", 5)
    app.replace(ResultsScene(app, session))
    stars = []
    icon = cardart.draw_icon
    monkeypatch.setattr(cardart, "draw_icon", lambda surface, name, *a: stars.append(name) or icon(surface, name, *a))
    app.render()
    assert stars.count("icon_star") == len(session.result().winners) == 1


def test_a_click_on_the_final_table_opens_the_replay(app, finished):
    scene = ResultsScene(app, finished("duel", 2))
    app.replace(scene)
    app.render()
    at = scene.thumb_rect.center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert isinstance(app.scene, ReplayScene)


def test_a_drawn_duel_is_headlined_a_draw_not_a_loss(app, finished, monkeypatch):
    session = finished("duel", 2)
    drawn = Result((), ((1, 11), (1, 11)), "A draw: level on rounds and on gold.")
    monkeypatch.setattr(session, "result", lambda: drawn)
    app.replace(ResultsScene(app, session))
    texts = drawn_texts(app)
    assert "A draw" in texts and "Bit the dust" not in texts


def test_a_team_that_lost_to_the_game_is_headlined_a_loss_not_a_draw(app, finished):
    session = finished("deckwest", 2, mode="coop")
    assert not session.result().winners and session.result().together
    app.replace(ResultsScene(app, session))
    texts = drawn_texts(app)
    assert "You lost together" in texts and "A draw" not in texts


def test_enter_held_from_the_last_summary_does_not_play_again(app, finished):
    """Enter held a moment on the last round's summary reached the results as repeats and
    started a new game, the result never seen; a fresh press still plays again."""
    from wildwest.ui.scenes.play import PlayScene
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    app.replace(PlayScene.start(app, "duel", {}, 5, ["human", "easy"]))
    app.step(0.016, [down])                                 # the summary's Continue, pressed in play
    results = app.replace(ResultsScene(app, finished("duel", 2)))
    app.step(0.016, [down, down])
    assert app.scene is results
    app.step(0.016, [up, down])
    assert isinstance(app.scene, PlayScene)


def test_a_double_click_s_second_does_not_play_again(app, finished):
    """The second click of a double-click on the last round's Continue landed on Play again
    (the two overlap in Duel) and the results went unseen; a click after it plays again."""
    from wildwest.ui.scenes.play import PlayScene

    from .test_tables import press
    results = app.replace(ResultsScene(app, finished("duel", 2)))
    again = next(b for b in results.buttons if b.label == "Play again")
    press(app, again.rect.center)
    assert app.scene is results
    app.step(0.5, [])
    press(app, again.rect.center)
    assert isinstance(app.scene, PlayScene)
