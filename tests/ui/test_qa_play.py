"""What a player met in a whole game by clicks (issue 7's QA pass), each as a test."""
import pygame

from wildwest.ui import cardart, widgets
from wildwest.ui.scenes.play import PlayScene


def test_duel_plates_at_the_end_show_the_game_gold_once(app, finished):
    """The last round's gold is banked into the total at the end: the plate must not add
    it a second time (it read 13 where the summary and results said 8)."""
    session = finished("duel", 2)
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    scene.table.summary = None
    with widgets.recording() as drawn:
        app.render()
    shown = sorted(t for _, t in drawn.texts if t.startswith("Game gold so far"))
    assert shown == sorted(f"Game gold so far: {g}" for g in session.state.total_gold)


def test_duel_round_summary_is_not_hidden_by_a_zoomed_card(app, monkeypatch):
    """The pointer resting on a hand card after the last click must not zoom that card
    over the round summary and its Continue button."""
    import random

    from wildwest.core.session import Session
    from wildwest.games import get_game
    session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
    rng = random.Random(5)
    while not any(e.kind == "round_end" for events in session.history for e in events):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    table = scene.table
    table.on_events([e for events in session.history for e in events if e.kind == "round_end"])
    rect, _ = table.hover_rects[-1]
    table.mouse = rect.center           # where the pointer rested after the last click
    assert table.summary is not None and table._hovered() is not None
    drawn, original = [], cardart.draw_card
    monkeypatch.setattr(cardart, "draw_card", lambda surface, face, r, *a, **k: (
        drawn.append(pygame.Rect(r)), original(surface, face, r, *a, **k))[1])
    scene._board_key = None
    app.render()
    zooms = [box for box in drawn if box.width > rect.width]
    assert not zooms, f"a card zoomed to {zooms} over the summary"


def test_duel_round_summary_leaves_the_rounds_duels_in_view(app):
    """After round 1 the state deals round 2 at once: while its summary waits, the rows
    still show round 1's duels, every one of them, and the summary covers none."""
    import random

    from wildwest.core.session import Session
    from wildwest.games import get_game
    from wildwest.games.duel.table import SUMMARY
    session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
    rng = random.Random(5)
    while not any(e.kind == "round_end" for events in session.history for e in events):
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    duels = [e.data["cards"] for events in session.history for e in events if e.kind == "reveal"]
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    table = scene.table
    table.on_events(session.history[-1])
    assert session.view(0).played == [[], []] and table.holding()
    scene._board_key = None
    app.render()
    shown = [(rect, card) for rect, card in table.hover_rects if rect.y < SUMMARY.y]
    assert sorted(card for _, card in shown) == sorted(card for pair in duels for card in pair)
    assert not [rect for rect, _ in shown if rect.colliderect(SUMMARY)]
    with widgets.recording() as drawn:
        scene._board_key = None
        app.render()
    totals = sorted(t for _, t in drawn.texts if t.startswith("Game gold so far"))
    assert totals == sorted(f"Game gold so far: {g}" for g in table.summary["total_gold"])


def test_durango_five_seat_names_shorten_instead_of_being_cut(monkeypatch):
    """At 1024x600 (type drawn larger) five plates read "Cass · easy…": a name that does
    not fit drops words ("Cass · easy", then "Cass") rather than ending in an ellipsis."""
    from wildwest.core.session import Session
    from wildwest.games import get_game
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=(1024, 600)), headless=True)
    try:
        session = Session.start(get_game("durango"), {"players": 5}, 3, ["human"] + ["easy"] * 4)
        scene = PlayScene(small, session)
        scene.bots.clear()
        small.replace(scene)
        with widgets.recording() as drawn:
            small.render()
        names = [t for _, t in drawn.texts if t.split(" ")[0] in ("Bo", "Cass", "Dell", "Etta")]
        assert len(names) >= 4
        assert not [t for t in names if "…" in t], names
    finally:
        small.shutdown()


def test_the_pause_before_results_idles_and_the_results_still_come(app, finished, monkeypatch):
    """After the last move the final board stays up a moment: no frames at full rate for
    it (nothing moves), but once it is over a frame runs so the results are drawn."""
    from wildwest.ui.scenes.results import ResultsScene
    monkeypatch.setattr(type(app.settings), "pace", property(lambda self: 1.0))   # as the default pace
    scene = PlayScene(app, finished("durango", 3))
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    assert scene.finished_at is not None and not isinstance(app.scene, ResultsScene)
    assert not scene.wants_frames()
    scene.finished_at -= 10 * app.settings.pace
    assert scene.wants_frames()
    app.step(0.016, [])
    assert isinstance(app.scene, ResultsScene)


def test_duel_plate_names_a_win_bonus_whole_on_its_own_line():
    """A card's bonus a win read "this round (+1 a wi…)" and the bot's name "Green · easy…"
    at 1024x600: the bonus gets a line of its own inside the plate, the name drops words."""
    from wildwest.core.session import Session
    from wildwest.games import get_game
    from wildwest.games.duel.table import MY_PLATE, OPP_PLATE
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    for size in ((1280, 720), (1024, 600)):
        small = App(Settings(animation="Instant", window=size), headless=True)
        try:
            session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
            session.state.win_bonus[:] = [1, 2]
            scene = PlayScene(small, session)
            scene.bots.clear()
            small.replace(scene)
            with widgets.recording() as drawn:
                small.render()
            plated = [(r, t) for r, t in drawn.texts if r.colliderect(OPP_PLATE) or r.colliderect(MY_PLATE)]
            assert not [t for _, t in plated if "…" in t], plated
            bonus = {t: r for r, t in plated if "a duel won" in t}
            assert set(bonus) == {"+1 gold a duel won", "+2 gold a duel won"}, size
            for r, t in plated:
                assert OPP_PLATE.contains(r) or MY_PLATE.contains(r), (t, r, size)
                assert not any(r.inflate(-2, -2).colliderect(o.inflate(-2, -2)) for o, u in plated if u != t), t
        finally:
            small.shutdown()


def test_the_last_rounds_summary_can_be_put_away_and_the_results_follow(app, finished):
    """The game's last round ends with its summary: a click must put it away (the table
    got no input once the game was over, so the results never came)."""
    from wildwest.ui.scenes.results import ResultsScene
    session = finished("duel", 2)
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    scene.table.on_events([e for e in session.history[-1] if e.kind == "round_end"])
    assert scene.table.holding()
    scene.finished_at = -1e9                 # the pause on the final board is long over
    app.step(0.016, [])
    assert app.scene is scene                # the summary holds the results back
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(0.016, [pygame.event.Event(kind, pos=(10, 700), button=1)])
    app.step(0.016, [])
    assert isinstance(app.scene, ResultsScene)


def test_rules_contents_read_whole_in_the_smallest_window():
    """At 1024x600 the contents list read "When the rules are…": every entry of every
    playable game's page must fit its column whole."""
    from wildwest.games import playable_names
    from wildwest.ui.app import App
    from wildwest.ui.scenes.rules import RulesScene, fitted
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=(1024, 600)), headless=True)
    try:
        for name in playable_names():
            scene = RulesScene(small, name)
            small.replace(scene)
            small.render()
            cut = [title for rect, title, _ in scene.contents for role in ("body", "bold")    # bold: hovered
                   if fitted(title, role, rect.width - 16) != title]
            assert not cut, (name, cut)
    finally:
        small.shutdown()


def test_durango_five_seat_rows_keep_card_names_whole_at_1024x600():
    """Opponents' party rows read "Telegraph O… 2 Silver · discards" at 1024x600: a row
    that is short of room drops what the action does (seen on hover) before the name."""
    from wildwest.core.session import Session
    from wildwest.games import get_game
    from wildwest.games.durango.cards import card_set
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    from wildwest.ui.smoke import random_moves
    game, names = get_game("durango"), {c.name for c in card_set().cards.values()}
    small = App(Settings(animation="Instant", window=(1024, 600)), headless=True)
    try:
        cut = []
        for seed in range(6):
            moves = random_moves(game, {"players": 5}, seed)
            session = Session.start(game, {"players": 5}, seed, ["human"] + ["easy"] * 4)
            for move in moves[: len(moves) * 3 // 4]:
                session.play(*move)
            scene = PlayScene(small, session)
            scene.bots.clear()
            small.replace(scene)
            with widgets.recording() as drawn:
                small.render()
            cut += [t for r, t in drawn.texts if r.bottom < 200 and t.endswith("…")
                    and any(n.startswith(t[:-1]) for n in names)]
        assert not cut, cut
    finally:
        small.shutdown()
