"""The table's log: it scrolls (wheel, drag, bar), follows new lines unless scrolled up,
groups lines by turn under the seat's mark, every line is readable, and L opens it all."""
import random

import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.ui import cardart, theme
from wildwest.ui.assets import scaled
from wildwest.ui.log import log_rows
from wildwest.ui.scenes.gamelog import LogScene
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.smoke import midgame_session
from wildwest.ui.table import LOG_RECT

from .keys import key


def ev(kind, **attrs):
    return pygame.event.Event(kind, attrs)


def frame(app, *events):
    app.step(0.016, list(events))


def table(app, name="durango"):
    scene = PlayScene(app, midgame_session(name))
    scene.bots.clear()
    app.replace(scene)
    frame(app)
    return scene


def luminance(c):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_wcag_formula_matches_known_values():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


def test_the_log_scrolls_by_wheel_and_follows_new_lines_only_at_the_bottom(app):
    scene = table(app)
    view = scene.log.view
    assert view.content_h > view.rect.height and view.at_bottom and view.offset == view.max_offset
    inside = view.rect.center
    frame(app, ev(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)),
          ev(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    held = view.offset
    assert held < view.max_offset and not view.at_bottom
    player, decision = next(iter(scene.session.pending().items()))
    scene.session.play(player, decision.options[0])
    frame(app)
    assert view.offset == held                   # scrolled up: new lines do not move it
    frame(app, ev(pygame.MOUSEWHEEL, x=0, y=-400, flipped=False))
    assert view.at_bottom
    player, decision = next(iter(scene.session.pending().items()))
    before = view.content_h
    scene.session.play(player, decision.options[0])
    frame(app)
    assert view.content_h > before and view.offset == view.max_offset


def test_the_wheel_outside_the_log_does_not_scroll_it(app):
    scene = table(app)
    view = scene.log.view
    frame(app, ev(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0)),
          ev(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert view.at_bottom


def test_the_log_scrolls_by_dragging_its_bar_and_its_text(app):
    scene = table(app)
    view = scene.log.view
    thumb = view.thumb
    assert thumb is not None
    frame(app, ev(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
          ev(pygame.MOUSEMOTION, pos=(thumb.centerx, view.rect.top), rel=(0, 0), buttons=(1, 0, 0)),
          ev(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, view.rect.top), button=1))
    assert view.offset == 0
    text_at = (view.rect.x + 40, view.rect.top + 20)
    frame(app, ev(pygame.MOUSEBUTTONDOWN, pos=text_at, button=1),
          ev(pygame.MOUSEMOTION, pos=(text_at[0], text_at[1] - 200), rel=(0, 0), buttons=(1, 0, 0)),
          ev(pygame.MOUSEBUTTONUP, pos=(text_at[0], text_at[1] - 200), button=1))
    assert view.offset == 200


@pytest.mark.parametrize("name", ["duel", "durango"])
def test_every_log_line_is_readable_at_4_5_to_1(app, name):
    """WCAG contrast of each drawn line's colour against every pixel of the panel behind it."""
    scene = table(app, name)
    scene.message, scene.hint_text = "Nothing to undo.", "Hint: Play the Banker  ·  about 40% to win"
    for offset in (0, scene.log.view.max_offset // 2, scene.log.view.max_offset):
        scene.log.view.scroll_to(offset)
        scene.draw(app.surface)
        rows = scene.log.drawn
        assert len(rows) > 10
        bare = pygame.Surface(theme.LOGICAL_SIZE)
        bare.blit(scaled("felt", theme.LOGICAL_SIZE), (0, 0))
        cardart.draw_panel(bare, LOG_RECT, style="paper", title="Log")
        for rect, colour in rows:
            rect = rect.clip(scene.log.rect)
            for x in range(rect.left, rect.right, 3):
                for y in range(rect.top, rect.bottom, 3):
                    assert contrast(colour, bare.get_at((x, y))) >= 4.5, (rect, colour)
    for colour in (theme.RED, theme.INK):         # the notes under the log
        assert contrast(colour, theme.PAPER) >= 4.5
    assert contrast(theme.INK, theme.CREAM) >= 4.5   # the last move's lines, highlighted


def test_turns_are_grouped_under_the_seat_and_the_reader_is_you():
    session = midgame_session("durango")
    rows = log_rows(session, 0)
    assert rows[0].kind == "head" and str(session.save.seed) in rows[0].text
    heads = [r for r in rows if r.kind == "head" and r.seat is not None]
    assert {r.seat for r in heads} == set(range(len(session.seats)))
    assert all(r.text.endswith("(you)") == (r.seat == 0) for r in heads)
    assert not any(r.kind == "line" and r.text.endswith("'s turn.") for r in rows)
    first = session.save.moves[0][0]
    assert rows[1].kind == "head" and rows[1].seat == first      # the first turn has its heading too


def test_duel_groups_by_duel_and_marks_each_seat(app):
    session = midgame_session("duel")
    rows = log_rows(session, 0)
    assert any(r.kind == "head" and r.text.startswith("Duel 2 of round 1") for r in rows)
    assert {r.seat for r in rows if r.kind == "line" and r.seat is not None} == {0, 1}
    assert any("Pink (you)" in r.text for r in rows)


def test_deck_goes_wests_day_and_night_are_headings_no_seats_move_owns():
    """The move that begins a day (Wayne's pass) headed its draws: "You draw ..." read as
    Wayne's. A day's heading keeps the rest of that move under it, and a night's every line
    (each names its seat): the bandits' moves read as the last seat's to choose a pile."""
    session = Session.start(get_game("deckwest"), {"players": 2}, 1, ["human", "easy"])
    rng = random.Random(1)
    while session.state.day < 3:
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    rows = log_rows(session, 0)
    days = [i for i, r in enumerate(rows) if r.kind == "head" and r.text.endswith("begins.")]
    nights = [i for i, r in enumerate(rows) if r.kind == "head" and r.text.endswith("falls.")]
    assert len(days) == 3 and len(nights) == 2
    for day in days:
        drawn = next(i for i in range(day + 1, len(rows)) if rows[i].text.startswith("You draw"))
        assert all(r.kind == "line" for r in rows[day + 1:drawn + 1])
    for night, day in zip(nights, days[1:]):
        assert all(r.kind == "line" for r in rows[night + 1:day]) and day - night > 4


def test_l_opens_the_whole_log_and_l_closes_it(app):
    scene = table(app, "duel")
    key(app, pygame.K_l, text="l")
    assert isinstance(app.scene, LogScene)
    full = app.scene.panel
    assert full.lines[0][1] == scene.log.lines[0][1] == "Duel, deal 7" and full.view.at_bottom
    key(app, pygame.K_HOME)
    assert full.view.offset == 0
    key(app, pygame.K_l, text="l")
    assert app.scene is scene


def test_latest_takes_a_scrolled_up_log_back_to_the_end(app):
    scene = table(app)
    view = scene.log.view
    assert scene.log.latest is None
    view.scroll_to(0)
    latest = scene.log.latest
    assert latest is not None and view.rect.contains(latest)
    frame(app, ev(pygame.MOUSEBUTTONDOWN, pos=latest.center, button=1),
          ev(pygame.MOUSEBUTTONUP, pos=latest.center, button=1))
    assert view.at_bottom and scene.log.latest is None


def test_undo_takes_the_undone_lines_out_of_the_log(app):
    scene = table(app, "duel")
    decision = scene.session.pending().get(scene.viewer)
    if decision is None:                       # let the bot side move until it is our turn
        player, other = next(iter(scene.session.pending().items()))
        scene.session.play(player, other.options[0])
        decision = scene.session.pending()[scene.viewer]
    frame(app)
    before = [line[1] for line in scene.log.lines]
    scene.play(scene.viewer, decision.options[0])
    frame(app)
    assert [line[1] for line in scene.log.lines] != before
    scene.undo()
    frame(app)
    assert [line[1] for line in scene.log.lines] == before


def test_the_whole_log_during_the_examination_tells_only_what_the_table_turned(app):
    """L during Desperados' examination: the whole-game log holds back the cards the table
    has not turned yet, as the table's own log does; once played out, it tells all."""
    from .test_desperados_table import finish_turn, table_at_cards
    scene = table_at_cards(app, marshal=1, turn=0, move=5)
    app.settings.animation = "Normal"
    finish_turn(scene)
    frame(app)
    assert scene.table._exam_step()[0] == 0

    def whole_log():
        key(app, pygame.K_l, text="l")
        assert isinstance(app.scene, LogScene)
        text = " ".join(line[1] for line in app.scene.panel.lines)
        key(app, pygame.K_l, text="l")
        return text
    shown = whole_log()
    assert "Card 1:" in shown and "Card 2:" not in shown
    assert scene.table._exam_step()[0] == 0                   # opening the log skipped nothing
    scene.table.flashes.clear()                               # played out: the log tells all
    assert "Card 2:" in whole_log()


def test_log_lines_are_wrapped_anew_when_the_window_is_resized(app):
    """Wrapped at 1280x720, then the window shrinks to 1024x576: text there is drawn at a
    larger logical width (small type grows), so every line is measured again and fits."""
    from wildwest.ui.scroll import BAR
    scene = table(app, "durango")
    app.settings.window = (1024, 576)
    app.apply_window_settings()
    frame(app)
    right = scene.log.rect.right - BAR - 6
    assert scene.log.drawn and all(at.right <= right for at, _ in scene.log.drawn), \
        [(at, right) for at, _ in scene.log.drawn if at.right > right]
