"""The Deck Goes West table's own features: the growing map and its camera, the trade row's
highlights, the pile panel, dice, job rows, chores, solo's two characters, the setup."""
import dataclasses
import random
import re

import pygame
import pytest

from wildwest.core.engine import Event, Option
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.deckwest import table as T
from wildwest.games.deckwest.naming import job_of
from wildwest.ui import widgets
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.scenes.setup import SetupScene

from .keys import key


def press(app, pos, up=None):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up or pos, button=1)])


def scene_at(app, config, seats, moves=0, seed=3, until=None):
    """A play scene after `moves` seeded random moves (or once `until(session)` holds), the
    characters dealt unless the config says otherwise."""
    session = Session.start(get_game("deckwest"), {"characters": "dealt", **config}, seed, seats)
    rng = random.Random(seed)
    for _ in range(2000):
        if session.result() is not None or (until is None and moves <= 0) or (until and until(session)):
            break
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
        moves -= 1
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    return scene


def human_turn(session):
    d = session.pending().get(0)
    return d is not None and any(o.kind == "buy" for o in d.options) and d.prompt.count("choose an action")


def test_affordable_trade_cards_are_exactly_the_buys_offered(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    view, decision = scene.session.view(0), scene.session.pending()[0]
    offered = {o["slot"] for o in decision.options if o.kind == "buy"}
    table = scene.table
    for slot, inst in enumerate(view.trade_row):
        if inst is not None:
            assert table.choices.clickable(inst) == (slot in offered), inst
            assert any(t == inst for _, t in table.things)
    slot = min(offered)
    rect = next(r for r, t in table.things if t == view.trade_row[slot])
    before = len(scene.session.save.moves)
    press(app, rect.center)
    assert scene.session.save.moves[before][1].kind == "buy" and scene.session.save.moves[before][1]["slot"] == slot


def test_the_map_scrolls_by_keys_and_drag_without_playing(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    camera = scene.table.map.board.camera
    start = camera.origin
    key(app, pygame.K_LEFT)
    assert camera.origin[0] < start[0]
    moved = camera.origin
    before = len(scene.session.save.moves)
    centre = T.MAP.center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + 40, centre[1]), rel=(40, 0),
                                        buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] + 40, centre[1]), button=1)])
    assert camera.origin[0] < moved[0] and len(scene.session.save.moves) == before


def test_the_map_grows_and_keeps_the_players_view(app):
    import dataclasses

    from wildwest.games.deckwest.table.mapview import MapView
    view = get_game("deckwest").view(get_game("deckwest").new_game({"players": 2}, 4), 0)
    shown = MapView(T.MAP)
    shown.sync(view)
    board = shown.board
    board.camera.zoom(1.6, board.rect.center)           # the player zoomed in
    before = (board.camera.origin, board.camera.scale)
    grown = dataclasses.replace(view, backs={**view.backs, (-3, 0): 5, (-4, 0): 7})
    shown.sync(grown)
    assert {"tile:-3,0", "tile:-4,0"} <= set(board.nodes)
    assert (board.camera.origin, board.camera.scale) == before
    assert board.camera.min_scale < before[1]           # and zooming out now shows the larger map


def test_land_grown_in_the_west_is_brought_into_view_unless_the_player_panned(app):
    import dataclasses

    from wildwest.games.deckwest.table.mapview import MapView
    view = get_game("deckwest").view(get_game("deckwest").new_game({"players": 2}, 4), 0)
    shown = MapView(T.MAP)
    shown.sync(view)
    board = shown.board
    west = {(-x, y): 5 for x in range(1, 5) for y in range(-1, 2)}
    shown.sync(dataclasses.replace(view, backs={**view.backs, **west}))
    assert all(board.rect.contains(board.tile_rect(n)) for n in board.nodes)    # no land cut at the edge


def test_land_grown_over_days_is_zoomed_out_into_view_clear_of_the_dice(app, monkeypatch):
    """The map followed new land without zooming out, so by day 6 the west column and the
    bottom row were cut, and the dice strip lay over the bottom row. Meeples stay 24 px."""
    import dataclasses

    from wildwest.games.deckwest.table import mapview
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    table, view = scene.table, scene.session.view(0)
    west = {(-x, y): 5 for x in range(1, 9) for y in range(-2, 4)}
    grown = dataclasses.replace(view, backs={**view.backs, **west})
    table.map.sync(grown)
    board = table.map.board
    tiles = [board.tile_rect(n) for n in board.nodes]
    assert all(board.rect.contains(r) and not r.colliderect(T.DICE) for r in tiles)
    marks = []
    monkeypatch.setattr(mapview.cardart, "draw_seat_mark", lambda surface, seat, rect, **_: marks.append(rect))
    table.map.draw(pygame.Surface((1280, 720)), grown, set(), set())
    assert len(marks) == 2 and min(r.width for r in marks) >= 24


def test_a_camera_the_player_moved_is_kept_when_land_grows_frames_later(app):
    """Every frame's sync took the player's camera for its own, so the next land to grow
    undid a zoom made a moment before."""
    import dataclasses
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    board, view = scene.table.map.board, scene.session.view(0)
    key(app, pygame.K_PLUS)
    app.step(0.016, [])
    before = (board.camera.origin, board.camera.scale)
    scene.table.map.sync(dataclasses.replace(view, backs={**view.backs, (-3, 0): 5}))
    assert (board.camera.origin, board.camera.scale) == before


def test_a_decisions_tiles_out_of_view_are_brought_into_it(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    table = scene.table
    board = table.map.board
    for _ in range(12):
        key(app, pygame.K_RIGHT)                        # the map scrolled far away
    assert not any(board.rect.colliderect(board.tile_rect(n)) for n in board.nodes)
    table.map.show(["tile:0,0"])
    assert board.rect.contains(board.tile_rect("tile:0,0"))


def test_the_draw_pile_panel_is_sorted_and_never_its_order(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    hero = scene.session.state.heroes[0]
    assert hero.draw != sorted(hero.draw) or len(set(hero.draw)) < 2    # the real order is shuffled
    press(app, T.DRAW_PILE.center)
    table = scene.table
    assert table.piles.open and table.piles.which == "draw"
    [(title, cards)] = table.piles.sections(scene.session.view(0))
    assert cards == sorted(hero.draw)
    app.render()
    names = [T.card_face(c).title for _, c in table.piles.cards]
    assert names == sorted(names)
    before = len(scene.session.save.moves)
    press(app, (500, 300))                       # any click closes it, and plays nothing
    assert not table.piles.open and len(scene.session.save.moves) == before


def test_dice_faces_stay_shown_after_a_roll(app):
    def rolled(session):
        return any(e.kind == "roll" for e in session.history[-1]) if session.history else False
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=rolled)
    roll = next(e for e in scene.session.history[-1] if e.kind == "roll")
    scene.table.on_events([roll])
    for _ in range(5):
        app.step(1.0, [])
    assert scene.table.last_roll["faces"] == roll.data["faces"]
    assert not any(f.kind == "roll" for f in scene.table.flashes)       # the animation is over, the faces stay


def test_a_night_attack_clears_the_days_last_roll_from_the_dice_strip(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    scene.table.on_events([Event("roll", "Wayne Johns rolls for gold.", {"faces": [3, 5], "die": "job"})])
    assert scene.table.last_roll
    scene.table.on_events([Event("bandit_attack", "2 bandits attack!", {"pos": (0, 0), "count": 2})])
    assert scene.table.last_roll is None


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("faces", [[6, 4, 20], [1, 13, 12, 7, 3, 9, 15, 2]])
def test_the_bandit_dies_strip_says_what_was_rolled_in_words(window, faces):
    """The night's roll showed only red numbers ("6 4 20"): its sentence did not fit the
    strip, and the fallback was nothing."""
    from wildwest.games.deckwest.table.trackdraw import draw_dice
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant", window=window), headless=True)
    roll = {"faces": faces, "die": "d20",
            "text": f"The 20-sided bandit die is rolled {len(faces)} times: {', '.join(map(str, faces))}."}
    try:
        with widgets.recording() as drawn:
            draw_dice(pygame.Surface((1280, 720)), roll, T.DICE, 1.0)
    finally:
        application.shutdown()
    [words] = [t for r, t in drawn.texts if not t.isdigit()]
    assert "bandit die" in words, words


def test_a_ringed_job_on_a_card_plays_that_job(app):
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    app.render()
    rect, option = scene.table.job_rows[0]
    before = len(scene.session.save.moves)
    press(app, rect.center)
    assert scene.session.save.moves[before][1] == option


@pytest.mark.parametrize("chores", [True, False])
def test_chores_are_played_only_when_the_setting_is_on(app, chores):
    def single(session):
        d = session.pending().get(0)
        return d is not None and len(d.options) == 1
    app.settings.auto_chores = chores
    try:
        scene = scene_at(app, {"players": 2}, ["human", "random"], until=single)
        before = len(scene.session.save.moves)
        assert len(scene.session.pending()[0].options) == 1
        for _ in range(4):
            app.step(0.016, [])
        assert (len(scene.session.save.moves) > before) == chores
    finally:
        app.settings.auto_chores = True


def test_undo_steps_back_over_a_chore(app):
    def single(session):
        """A chore for seat 0 right after its own choice, which shows nothing new (a
        chore that rolls or draws is a point undo stops at)."""
        d = session.pending().get(0)
        if not (d is not None and len(d.options) == 1 and len(session.save.moves) > 0
                and session.save.moves[-1][0] == 0 and session.undo_point(0) is not None):
            return False
        game = session.game
        return not any(e.reveal for e in game.apply(game.clone(session.state), 0, d.options[0]))
    scene = scene_at(app, {"players": 2}, ["human", "random"], seed=5, until=single)
    choice = len(scene.session.save.moves)            # the player's last real choice is just before
    for _ in range(3):
        app.step(0.016, [])
    assert len(scene.session.save.moves) > choice
    scene.undo()
    assert len(scene.session.save.moves) < choice


def test_solo_shows_both_characters_and_switches_between_them(app):
    scene = scene_at(app, {"players": 1}, ["human"])
    app.render()
    table = scene.table
    rows = {t: r for r, t in table.things if t.startswith("hero:")}
    assert set(rows) == {"hero:0", "hero:1"}
    view = scene.session.view(0)
    assert all(h["hand"] is not None for h in view.heroes)        # both hands are the player's
    other = 1 - table.focus
    if scene.session.pending().get(0) is None or not table.choices.clickable(f"hero:{other}"):
        press(app, rows[f"hero:{other}"].center)
        app.render()
        assert table.focus == other          # even while the first one must choose: a peek


def test_setup_never_offers_an_invalid_deck_goes_west_config(app):
    setup = SetupScene(app, "deckwest")
    game = get_game("deckwest")
    mode = next(c for c in game.options if c.key == "mission")
    for players in (1, 2, 4, 1):
        setup.players = players
        setup._fit_seats()
        assert (setup.options["mode"] == "solo") == (players == 1)
        for _ in range(12):
            setup._cycle_option(next(c for c in game.options if c.key == "mode"))
            setup._cycle_option(mode)
            game.configure({**setup.options, "players": players})      # raises if invalid


def test_setup_offers_only_the_missions_boards_and_a_board_never_changes_the_mission(app):
    setup = SetupScene(app, "deckwest")
    game = get_game("deckwest")
    choice = {c.key: c for c in game.options}
    for players, mode in ((2, "versus"), (3, "coop"), (1, "solo")):
        setup.players = players
        setup._fit_seats()
        while setup.options["mode"] != mode:
            setup._cycle_option(choice["mode"])
        for _ in range(3):
            setup._cycle_option(choice["mission"])
            mission = setup.options["mission"]
            boards = set()
            for _ in range(4):
                setup._cycle_option(choice["board"])
                assert (setup.options["mode"], setup.options["mission"]) == (mode, mission)
                boards.add(setup.options["board"])
            assert boards == set(game.c.missions[mission].boards)
        dice, levels = set(), set()
        for _ in range(5):
            setup._cycle_option(choice["difficulty"])
            setup._cycle_option(choice["characters"])
            dice.add(setup.options["difficulty"])
            levels.add(setup.options["characters"])
        assert dice == {"d20", "d12", "d10", "d8"}
        assert levels == ({"1", "2", "dealt"} if players == 3 else {"1", "2", "3", "dealt"})   # two of difficulty 3


def test_characters_are_chosen_by_clicking_their_large_cards_and_their_backs_are_read_on_pointing(app):
    from wildwest.core.engine import Option
    scene = scene_at(app, {"players": 2, "characters": "1"}, ["human", "easy"])
    table = scene.table
    app.render()
    offered = [o["char"] for o in scene.session.pending()[0].options]
    shown = {t: r for r, t in table.things if t in offered}
    assert sorted(shown) == sorted(offered) and all(r.width > T.CARD[0] for r in shown.values())   # larger than a hand's
    centre = shown["jake_wilder"].center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))])
    scene._board_key = None
    cards = []
    original = T.cardart.draw_card
    T.cardart.draw_card = lambda surface, face, rect, **kw: cards.append(pygame.Rect(rect)) or original(surface, face,
                                                                                                       rect, **kw)
    try:
        with widgets.recording() as drawn:
            app.render()
    finally:
        T.cardart.draw_card = original
    back = next(r for r, text in drawn.texts if text.startswith("Jake Wilder starts with 1 gold"))
    zoom = max(cards, key=lambda r: r.width)
    assert zoom.width > shown["jake_wilder"].width and not zoom.colliderect(back)     # the zoom leaves it readable
    press(app, shown["sam_boater"].center)
    assert scene.session.save.moves == [(0, Option("character", char="sam_boater"))]
    app.render()                                    # the bot's turn to choose: the rest, not clickable
    waiting = [t for r, t in table.hover_cards if T.PICK.contains(r)]
    assert "sam_boater" not in waiting and len(waiting) == len(offered) - 1
    assert not any(table.choices.clickable(t) for t in waiting)


def test_setup_keeps_five_seats_and_five_options_readable(app):
    from wildwest.ui.scenes.setup import PANEL
    setup = SetupScene(app, "deckwest")
    setup.players = 5
    setup._fit_seats()
    rows = [b for b in setup.buttons if PANEL.contains(b.rect) and b.label not in ("-", "+")]
    assert len(rows) == 5 + len(get_game("deckwest").options)
    assert all(b.rect.height >= 32 for b in rows)          # one column of ten rows made them 25 px


def test_five_meeples_on_one_tile_all_stand_on_it(app):
    scene = scene_at(app, {"players": 5}, ["human"] + ["random"] * 4)
    marks = []
    original = scene.table.map._meeple
    scene.table.map._meeple = lambda surface, h, centre, size, standing: marks.append(
        pygame.Rect(centre[0] - size / 2, centre[1] - size / 2, size, size))
    scene._board_key = None
    app.render()
    scene.table.map._meeple = original
    tile = scene.table.map.board.tile_rect("tile:0,0")
    assert len(marks) == 5 and all(tile.contains(m) for m in marks)


@pytest.mark.parametrize("mode", ["versus", "coop"])
def test_five_players_play_by_clicks(app, mode):
    from .test_tables import play_by_clicks
    session = Session.start(get_game("deckwest"), {"players": 5, "mode": mode}, 5, ["human"] + ["easy"] * 4)
    kinds = play_by_clicks(app, session, random.Random(mode), 120)
    assert "character" in kinds and len(session.state.heroes) == 5
    assert session.state.day >= 2 or session.result() is not None


def test_a_move_slides_the_meeple_and_a_reveal_turns_the_tile(app):
    from wildwest.core.engine import Event
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    app.settings.animation = "Normal"
    try:
        table = scene.table
        table.on_events([Event("move", "", {"hero": 0, "from": (0, 0), "to": (-1, 0)}),
                         Event("reveal", "", {"hero": 0, "pos": (-2, 0), "tile": "t1"})])
        assert table.busy()
        app.step(0.2, [])
        app.render()                                   # drawn mid-slide and mid-turn without trouble
        assert {f.kind for f in table.flashes} == {"move", "reveal"}
        for _ in range(10):
            app.step(0.2, [])
        assert not table.busy()
    finally:
        app.settings.animation = "Instant"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_characters_row_says_used_today_or_passed_at_any_seat_count(app, monkeypatch, players):
    def someone_tapped(session):
        return any(h.tapped or h.passed for h in session.state.heroes)
    scene = scene_at(app, {"players": players}, ["human"] + ["random"] * (players - 1), until=someone_tapped)
    written = []
    monkeypatch.setattr(T, "draw_text", lambda surface, text, *a, **k: written.append(text))
    app.render()
    view = scene.session.view(0)
    for h, hero in enumerate(scene.session.state.heroes):
        first = T.hero_names(view)[h].split()[0]
        state = "dead" if not hero.alive else "passed" if hero.passed else "used today" if hero.tapped else None
        label = next(t for t in written if t.startswith(first))
        assert state is None or state in label, (label, state)
    rows = [r for r, t in scene.table.things if t.startswith("hero:")]
    assert all(any(r == row and "hand" in tip for row, tip in scene.table.tips) for r in rows)


def test_the_action_prompt_stays_on_one_line_in_a_small_window():
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=(1024, 600)), headless=True)
    try:
        scene = scene_at(small, {"players": 2, "mode": "coop"}, ["human", "random"], until=human_turn)
        bar = scene.table.choice_bar
        assert "click what glows" in bar.prompt
        assert bar.rect.top > T.HEROES.bottom           # one line: the bar leaves the characters' rows alone
    finally:
        small.shutdown()


def test_a_full_hands_job_rows_are_large_enough_to_read(app):
    from wildwest.games.deckwest.content import content
    scene = scene_at(app, {"players": 2}, ["human", "random"])
    table = scene.table
    card = next(k for k, c in content().cards.items() if len(c.jobs) == 3)
    rect = pygame.Rect(0, 0, 81, 113)                  # a card in a hand of six
    table.job_rows = []
    table._job_rows(app.surface, content().cards[card].jobs, rect, {("card", "x", i): i for i in range(3)},
                    ("card", "x"), True)
    assert [o for _, o in table.job_rows] == [0, 1, 2]
    assert all(r.height >= 20 and rect.contains(r) for r, _ in table.job_rows)


def test_solo_shows_the_other_characters_cards_while_one_must_choose(app):
    def acting(session):
        d = session.pending().get(0)
        return d is not None and T.acting_hero(session.view(0), d) is not None
    scene = scene_at(app, {"players": 1}, ["human"], until=acting)
    table, session = scene.table, scene.session
    app.render()
    view = session.view(0)
    chooser = T.acting_hero(view, session.pending()[0])
    other = 1 - chooser
    assert table.focus == chooser and table.peek_button.label == f"See {T.hero_names(view)[other].split()[0]}'s cards"
    before = len(session.save.moves)
    press(app, T.PEEK.center)
    for _ in range(3):
        app.step(0.016, [])
    app.render()
    assert len(session.save.moves) == before
    assert table.focus == other                       # the other character's hand is on the table
    assert any(t == view.heroes[other]["hand"][0] for _, t in table.hover_cards) if view.heroes[other]["hand"] else True
    assert not table.job_rows and "char" not in {t for _, t in table.things}     # nothing of theirs plays
    press(app, T.PEEK.center)                         # "Back to ..."
    assert table.focus == chooser


def test_drawn_cards_fly_from_the_draw_pile_into_the_hand_and_a_bought_card_leaves_the_row(app):
    from wildwest.core.engine import Event
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    table = scene.table
    hand = scene.session.view(0).heroes[table.focus]["hand"]
    app.settings.animation = "Normal"
    try:
        table.on_events([Event("draw", "", {"hero": table.focus, "cards": hand[-2:]}),
                         Event("buy", "", {"hero": 1 - table.focus, "card": hand[0], "slot": 2})])
        assert table.busy() and {f.data["end"] for f in table.flashes} == {("card", hand[-2]), ("card", hand[-1]),
                                                                             ("hero", 1 - table.focus)}
        app.step(0.2, [])
        app.render()
        assert set(hand[-2:]) <= table._flying()
        assert not any(c in hand[-2:] for _, c in table.hover_cards)      # the hand shows them once they land
        assert table.spots[("card", hand[-1])].y == T.ME_Y + T.CARD[1] - table.spots[("card", hand[-1])].height
        for _ in range(10):
            app.step(0.2, [])
        app.render()
        assert not table.busy() and all(any(c == h for _, c in table.hover_cards) for h in hand)
    finally:
        app.settings.animation = "Instant"


def test_small_pile_cards_show_no_words_too_small_to_read(app, monkeypatch):
    from wildwest.ui import cardart
    def discarded(session):
        return human_turn(session) and len(session.state.heroes[0].discard) > 0
    scene_at(app, {"players": 2}, ["human", "random"], until=discarded)
    faces = []
    real = cardart.draw_card
    monkeypatch.setattr(cardart, "draw_card", lambda s, face, rect, **k: faces.append((face, rect)) or real(s, face, rect, **k))
    app.render()
    press(app, T.ALL_CARDS.center)
    app.render()
    small = [f for f, r in faces if r.width <= 72]
    assert small and all(not f.text and not f.footer for f in small)


def test_the_card_to_place_on_a_pile_is_shown_with_the_question(app):
    def placing(session):
        d = session.pending().get(0)
        return d is not None and d.options[0].kind == "place"
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=placing)
    app.render()
    card = scene.session.state.tasks[-1][2]
    rect = next(r for r, c in scene.table.hover_cards if c == card)
    assert scene.table.choice_bar.rect.contains(rect)
    assert not any(b.rect.colliderect(rect) for b in scene.table.bar)


def test_buttons_and_hints_name_a_job_by_its_card_and_steps_and_a_buy_by_its_card(app):
    """The engine's label ("Job 1 of the character", "slot 2") needs the state to mean
    anything; the table's words name the card or character and the job's steps."""
    from wildwest.games.deckwest.content import card_of, content
    from wildwest.games.deckwest.words import job_words
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    view, decision, table = scene.session.view(0), scene.session.pending()[0], scene.table
    c = content()
    char = c.characters[view.heroes[0]["char"]]
    for o in decision.options:
        words = table.describe(o)
        if o.kind == "job" and o["src"] == "char":
            assert words == f"{char.name}: {job_words(char.jobs[o['job']])}"
        elif o.kind == "job" and o["src"] == "card":
            assert words.startswith(c.cards[card_of(o["card"])].name + ": ")
        elif o.kind == "buy":
            assert words.startswith("Buy the " + c.cards[card_of(view.trade_row[o["slot"]])].name)
        assert "Job " not in words and "slot" not in words or words.endswith(")")
    job = next(o for o in decision.options if o.kind == "job" and o["src"] == "char")
    scene.hinter.take = lambda: (decision, (job, 0.5))        # the hint worker's answer
    scene.hinter.done, scene.hinter.error = True, None
    scene._collect_hint()
    assert scene.hint_text.startswith(f"Hint: {char.name}: ") and "50% to win" in scene.hint_text
    assert ". (" not in scene.hint_text, scene.hint_text        # the job's sentence runs into the odds
    scene.hinter.take = lambda: (decision, (job, None))        # a choice not searched: no odds
    scene.hinter.done = True
    scene._collect_hint()
    assert scene.hint_text.startswith(f"Hint: {char.name}: ") and "%" not in scene.hint_text


def test_coop_turn_order_is_a_plain_choice_and_hot_seat_hands_the_laptop_on(app):
    """Co-op, two humans: at dawn the first player names who takes the first turn, on
    buttons with the characters' names; naming the other one passes the laptop."""
    from wildwest.ui.scenes.handoff import HandoffScene
    session = Session.start(get_game("deckwest"), {"players": 2, "mode": "coop", "characters": "dealt"}, 3, ["human", "human"])
    scene = PlayScene(app, session)
    app.replace(scene)
    app.step(0.016, [])
    names = T.hero_names(session.view(0))
    labels = {b.label: b for b in scene.table.bar}
    assert {f"{n} takes the next turn" for n in names} <= set(labels), list(labels)
    press(app, labels[f"{names[1]} takes the next turn"].rect.center)
    assert list(session.pending()) == [1]
    assert isinstance(app.scenes[-1], HandoffScene) and scene.viewer is None


def test_a_hovered_hand_card_is_zoomed_larger_than_other_tables_for_its_sentences(app):
    """Jobs in sentences need more room than a row of icons: the zoom is T.ZOOM, larger
    than the shared one, and stays clear of the prompt and its buttons."""
    from wildwest.ui.table import ZOOM_SIZE
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    app.render()
    rect = next(r for r, c in scene.table.hover_cards if c in scene.table.hand)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    cards = []
    original = T.cardart.draw_card
    T.cardart.draw_card = lambda surface, face, r, **kw: cards.append((pygame.Rect(r), face)) or original(surface, face,
                                                                                                         r, **kw)
    try:
        app.render()
    finally:
        T.cardart.draw_card = original
    zoom, face = max(cards, key=lambda c: c[0].width)
    assert zoom.size == T.ZOOM and T.ZOOM[0] > ZOOM_SIZE[0] and T.ZOOM[1] > ZOOM_SIZE[1]
    assert face.text and "->" not in face.text and not zoom.colliderect(scene.table.choice_bar.rect)


@pytest.mark.parametrize("players,moves", [(2, 6), (4, 40), (2, 80)])
def test_the_map_fills_its_panel_and_meeples_are_at_least_24_px(app, monkeypatch, players, moves):
    """The fitted map left a 24 px margin on every side of a panel it did not fill; meeples
    were a quarter of a tile, 13 px at 1024x576."""
    from wildwest.games.deckwest.table import mapview
    scene = scene_at(app, {"players": players}, ["human"] * players, moves=moves)
    board = scene.table.map.board
    board.refit()
    tiles = [board.tile_rect(n) for n in board.nodes]
    shown = tiles[0].unionall(tiles[1:])
    assert min(T.LAND.width - shown.width, T.LAND.height - shown.height) <= 18    # the dice have the band below
    marks = []
    monkeypatch.setattr(mapview.cardart, "draw_seat_mark", lambda surface, seat, rect, **_: marks.append(rect))
    scene._board_key = None
    app.render()
    on_map = [r for r in marks if T.MAP.contains(r)]           # the score track draws marks too
    assert len(on_map) >= players and min(r.width for r in on_map) >= 24


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("config, says", [({"players": 2}, "most VP wins"), ({"players": 2, "mode": "coop"}, "lose")])
def test_the_score_board_says_how_this_mode_is_won_in_a_sentence(window, config, says):
    """Versus: the bandits end the game and the most VP wins (nobody "loses"); together,
    the bandits mean a loss. At 1024 too, a sentence and not "Win 16 · lose 8 · d20 ×2"."""
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant", window=window), headless=True)
    try:
        scene_at(application, config, ["human", "random"])
        with widgets.recording() as drawn:
            application.render()
    finally:
        application.shutdown()
    [line] = [t for r, t in drawn.texts if "bandits reach" in t or "bandits at" in t]
    assert says in line and line.endswith(".") and "·" not in line, line
    assert ("lose" in line) == (config.get("mode") == "coop"), line


def test_the_legend_says_what_a_character_card_used_today_is():
    from wildwest.games.deckwest.table import legend
    [entry] = [e for e in legend.entries() if e.name == "Used today"]
    assert "used today" in entry.text and "tapped" not in entry.text


def test_the_legend_s_used_today_picture_says_used(app):
    """Its picture was a character card at legend size: grey, with a lone initial."""
    from wildwest.games.deckwest.table import legend
    [entry] = [e for e in legend.entries() if e.name == "Used today"]
    with widgets.recording() as drawn:
        entry.paint(pygame.Surface((64, 64)), pygame.Rect(3, 3, 38, 38))
    assert [t for r, t in drawn.texts] == ["used"]


def test_a_village_s_tooltip_names_it_once_and_says_its_job(app):
    """It read "Village 6: village / Job: ..."."""
    import dataclasses

    from wildwest.games.deckwest.content import content
    from wildwest.games.deckwest.table.mapview import MapView
    village = next(t for t in content().tiles.values() if t.kind == "village" and t.job)
    view = get_game("deckwest").view(get_game("deckwest").new_game({"players": 2}, 4), 0)
    view = dataclasses.replace(view, tiles={**view.tiles, (0, 0): village.id})
    shown = MapView(T.LAND)
    shown.sync(view)
    words = shown.tip(view, shown.board.tile_rect("tile:0,0").center)
    assert words.lower().count("village") == 1 and "\nIts job: " in words, words


def test_a_face_down_tile_s_tooltip_says_face_down_once(app):
    """The legend's line and the map's line both began "Face-down land"."""
    from wildwest.games.deckwest.table import legend
    from wildwest.games.deckwest.table.mapview import MapView
    view = get_game("deckwest").view(get_game("deckwest").new_game({"players": 2}, 4), 0)
    shown = MapView(T.LAND)
    shown.sync(view)
    x, y = next(p for p in view.backs if p not in view.tiles and not view.bandits.get(p))
    centre = shown.board.tile_rect(f"tile:{x},{y}").center
    words = f"{legend.symbol_at(shown, view, centre)}\n{shown.tip(view, centre)}"
    assert words.count("Face-down land") == 1 and f"red star {view.backs[x, y]} on its back" in words.lower(), words


def test_new_game_after_a_tutorial_starts_from_the_game_it_taught(app):
    """Not Solo "New World", which the tutorial never taught: its mode, mission, players,
    and characters chosen by each player from difficulty 1 (a new deal gave a character the
    tutorial never showed; the learner chooses first and may keep Derek Dogood); the co-op
    part's after that one."""
    from wildwest.ui.coach import open_tutorial
    assert open_tutorial(app, "deckwest") == ""
    app.replace("menu")
    setup = app.push("setup")
    assert setup.game_name == "deckwest" and setup.players == 2
    assert {k: setup.options[k] for k in ("mode", "mission", "characters")} == {
        "mode": "versus", "mission": "discovery", "characters": "1"}
    assert open_tutorial(app, "deckwest", part="coop") == ""
    assert app.push("setup", "deckwest").options["mode"] == "coop"


def test_the_log_opens_with_the_missions_goal_in_a_sentence(app):
    from wildwest.ui.log import log_rows
    session = Session.start(get_game("deckwest"), {"players": 2, "mission": "discovery"}, 3, ["human", "easy"])
    goal = log_rows(session, 0)[1]
    assert goal.text == ("Mission Discovery: victory points (VP) come from revealing land, revealing furthest west, building "
                         "railways, building furthest west and clearing bandits; the first to 16 VP wins.")


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_choosing_an_amount_is_a_row_of_numbers_that_keeps_off_the_map(app, window):
    """Five amounts of a job: the prompt says the job, each button just how much (0 says
    what it still pays, so it does not read like a mistake), in the strip under the map.
    At 1024x576 the prompt takes two lines: the numbers follow its last line instead of
    growing the bar over the map's foot."""
    def amounts(session):
        d = session.pending().get(0)
        return d is not None and sum(o.kind == "x" for o in d.options) >= 5
    app.settings.window = window
    app.apply_window_settings()
    scene = scene_at(app, {"players": 2}, ["human", "random"], seed=1, until=amounts)
    app.render()
    bar = scene.table.choice_bar
    labels = [b.label for b in bar.buttons]
    assert labels[0].startswith("0: ") and labels[1:] == [str(n) for n in range(1, len(labels))], labels
    assert not bar.rect.colliderect(scene.table.map.board.rect), (bar.rect, labels)


def test_the_top_bar_names_the_mission_and_the_night_not_the_phase(app):
    """"Day 1 · day · Discovery" said "day" twice and never what Discovery is."""
    scene = scene_at(app, {"players": 2, "mission": "discovery"}, ["human", "random"],
                     until=lambda s: s.state.phase == "night")
    view = scene.session.view(0)
    assert scene.table.status(view) == f"Day {view.day}  ·  Night  ·  Mission: Discovery"
    view = dataclasses.replace(view, phase="day")
    assert scene.table.status(view) == f"Day {view.day}  ·  Mission: Discovery"


def test_a_hand_card_shows_its_own_picture_above_its_job_rows(app, monkeypatch):
    """The job rows cover the middle of the art window, where the picture stands: a hand
    card showed a strip of sky, so the Saw and the Pan could not be told apart by picture."""
    from wildwest.games.deckwest.table import jobart
    from wildwest.ui import cardart
    from wildwest.ui.canvas import Canvas
    drawn = []
    real = cardart.draw_icon
    monkeypatch.setattr(cardart, "draw_icon", lambda surface, name, *a: drawn.append((surface, name))
                        or real(surface, name, *a))
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    hand = next(h["hand"] for h in scene.session.view(0).heroes if h["hand"] is not None)
    assert hand
    on_table = {name for surface, name in drawn if isinstance(surface, Canvas)}     # not inside a card's face
    assert {jobart.card_face(c, words=False).icon for c in hand} <= on_table


def test_a_candidate_character_shows_its_portrait_and_the_screen_says_how_to_choose(app, monkeypatch):
    """The large cards showed only the hat of each portrait above the job rows, and nothing
    said what choosing a character changes."""
    from wildwest.ui import cardart, widgets
    from wildwest.ui.canvas import Canvas
    drawn = []
    real = cardart.draw_icon
    monkeypatch.setattr(cardart, "draw_icon", lambda surface, name, centre, size: drawn.append((surface, name, size))
                        or real(surface, name, centre, size))
    scene = scene_at(app, {"players": 2, "characters": "1"}, ["human", "easy"])
    with widgets.recording() as said:
        app.render()
    offered = scene.session.pending()[0].options
    portraits = {name: size for surface, name, size in drawn if isinstance(surface, Canvas)}
    for o in offered:
        icon = T.jobart.card_face(o["char"], words=False).icon
        assert portraits.get(icon, 0) >= 48, icon       # a face and shoulders, not a hat
    how = " ".join(text for _, text in said.texts)
    assert "Click a character to play it" in how and "hand size" in how


def test_the_legend_s_lying_character_is_drawn_lying_on_its_side(app):
    """"Character lying down" showed the standing marker a little smaller, so the words and
    the picture disagreed: it is tipped onto its side, wider than tall."""
    from wildwest.games.deckwest.table import legend
    shapes = {}
    for entry in legend.entries():
        if entry.name in ("Character", "Character lying down"):
            surface = pygame.Surface((64, 64), pygame.SRCALPHA)
            entry.paint(surface, pygame.Rect(13, 13, 38, 38))
            shapes[entry.name] = surface.get_bounding_rect()
    standing, lying = shapes["Character"], shapes["Character lying down"]
    assert abs(standing.width - standing.height) <= 2
    assert lying.width >= 1.4 * lying.height


def test_an_emptied_trade_row_says_so_in_words(app):
    """By day 4 the trade row could be empty (a bought card's slot stays empty until the
    night's shift, one new card a night): five empty frames read like a bug."""
    scene = scene_at(app, {"players": 2}, ["human", "random"], until=human_turn)
    row = scene.session.state.trade_row
    row[0] = None
    scene._board_key = None
    with widgets.recording() as drawn:
        app.render()
    said = [t for _, t in drawn.texts]
    assert "empty" in said and "No cards left to buy in the trade row" not in " ".join(said)
    assert (scene.table.spots[("slot", 0)], T.TRADE_EMPTY) in scene.table.tips
    row[:] = [None] * len(row)
    scene._board_key = None
    with widgets.recording() as drawn:
        app.render()
    assert "No cards left to buy in the trade row" in " ".join(t for _, t in drawn.texts)


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_the_character_choice_puts_the_tutorial_s_character_first_and_reads_the_pointed_one_below(window):
    """After the tutorial a newcomer met "Characters of difficulty 1", "Player 1: choose your
    character", Derek Dogood last and unmarked, "Hand 6" under every card (all have 6) and
    the lower band of the window empty."""
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant", window=window), headless=True)
    try:
        scene = scene_at(application, {"players": 2, "characters": "1"}, ["human", "easy"])
        with widgets.recording() as drawn:
            application.render()
        said = [t for _, t in drawn.texts]
        cards = sorted((r.x, t) for r, t in scene.table.things if t in T.content().characters)
        assert cards[0][1] == "derek_dogood" == T.taught_character(scene.game)
        assert "Choose your character" in said and not any("difficulty" in t or t.startswith("Hand") for t in said)
        mark = next(r for r, t in drawn.texts if t in T.TAUGHT_MARKS)
        assert "Derek Dogood comes first: the tutorial's character." in " ".join(said)     # it said "you played", to anyone
        assert abs(mark.centerx - dict((t, r) for r, t in scene.table.things)["derek_dogood"].centerx) <= 1
        assert scene.table.choice_bar.prompt.startswith("Choose your character")
        pointed = dict((t, r) for r, t in scene.table.things)["jake_wilder"]
        k = application.surface.scale
        application.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pointed.centerx * k),
                                 round(pointed.centery * k)), rel=(0, 0), buttons=(0, 0, 0))])
        scene._board_key = None
        with widgets.recording() as drawn:
            application.render()
        foot = " ".join(t for r, t in drawn.texts if T.PICK_FOOT.contains(r))
        assert "Jake Wilder's jobs" in foot and "Scrap 1 item card" in foot, foot      # in type larger than the zoom's
        assert any(t.startswith("Jake Wilder starts with 1 gold") for _, t in drawn.texts) and not drawn.cut
    finally:
        application.shutdown()


def test_in_hot_seat_the_character_prompt_still_says_whose_choice_it_is(app):
    scene = scene_at(app, {"players": 2, "characters": "1"}, ["human", "human"])
    app.render()
    assert scene.table.choice_bar.prompt.startswith("Player 1: choose your character")


@pytest.mark.parametrize("seats", [["human", "easy"], ["easy", "human"], ["human", "human", "hard"],
                                   ["easy", "human", "human", "easy"], ["easy", "easy", "human", "easy", "human"]])
def test_the_character_screen_names_a_seat_that_has_not_chosen_by_who_plays_it(app, seats):
    """A bot yet to choose was "Player 2" in "Waiting for Player 2...": the screen now says
    who chooses after you and which bot is choosing, and "plays" only a chosen character."""
    for moves in range(len(seats)):
        scene = scene_at(app, {"players": len(seats), "mode": "coop", "characters": "1"}, seats, moves=moves)
        session, table = scene.session, scene.table
        with widgets.recording() as drawn:
            scene._board_key = None
            app.render()
        view, (chooser,) = session.view(scene.viewer), session.pending()
        line = " ".join(t for r, t in drawn.texts if T.PICK.y <= r.y < T.PICK.y + 30 and t != "Choose your character")
        names = T.hero_names(view)
        for h, hv in enumerate(view.heroes):
            plays = "you play" if hv["seat"] == scene.viewer else f"Player {hv['seat'] + 1} plays"
            assert f"{plays} {names[h]}".lower() in line.lower() or "Chosen:" in line, line
        assert len(view.heroes) == moves and all(f"Player {p + 1} plays" not in line for p in range(moves, len(seats)))
        later = [f"Player {p + 1}" for p in range(chooser + 1, len(seats))]
        if chooser == scene.viewer:
            assert all(name in line for name in later) and ("after you" in line) == bool(later), line
            assert table.choice_bar.prompt.endswith("click what glows: a character")    # was "a card"
        else:
            bot = f" ({seats[chooser]} bot)" if seats[chooser] != "human" else ""
            assert table.choice_bar.prompt == f"Player {chooser + 1}{bot} is choosing a character...", \
                table.choice_bar.prompt


def test_a_characters_row_says_you_only_for_the_person_at_the_laptop(app):
    """The rows wrote "(you)" after whichever seat was shown, a bot's in a replay too;
    they follow the shared rule (Table.is_you)."""
    scene = scene_at(app, {"players": 2}, ["human", "easy"], moves=3)
    said = {}
    for seat in (0, 1):
        with widgets.recording() as drawn:
            scene.table.draw(pygame.Surface((1280, 720)), scene.session.view(seat), None)
        said[seat] = [t for _, t in drawn.texts if "(you)" in t]
    names = T.hero_names(scene.session.view(0))
    assert said[0] and all(t.startswith(names[0]) for t in said[0]) and said[1] == []


def test_a_characters_start_counts_its_cards_and_its_jobs_are_hers():
    from wildwest.games.deckwest.table.jobart import character_jobs, start_text
    wayne = get_game("deckwest").c.characters["wayne_johns"]
    assert "cards: two Boots cards, two Pan cards, two Saw cards, the Pickaxe" in start_text(wayne)
    assert character_jobs(wayne).startswith("Wayne Johns' jobs")


def test_a_seats_cards_are_counted_with_what_they_are(app):
    """The seats said "hand 2 · draw 3 · discard 8" and the hand "Wayne Johns: hand 2 of 6"."""
    scene = scene_at(app, {"players": 2}, ["human", "easy"], moves=3)
    with widgets.recording() as drawn:
        scene._board_key = None
        app.render()
    texts = [t for _, t in drawn.texts]
    assert any(re.fullmatch(r"\d+ in hand · \d+ to draw · \d+ discarded", t) for t in texts), texts
    assert any(re.fullmatch(r".+' hand: \d+ of \d+ cards|.+'s hand: \d+ of \d+ cards", t) for t in texts), texts


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_a_job_button_says_what_pressing_it_does_and_fits_it(window):
    """A card clicked open showed "Climbing Boots: Pay 1 food ...": a card's listing, not
    what the button does. A job button is one sentence, its steps; the source is named
    only where no click picked it. Every job button of seeded games fits whole at both sizes."""
    from wildwest.games.deckwest.words import job_clause
    from wildwest.ui.app import App
    from wildwest.ui.assets import font
    from wildwest.ui.choices import LABEL_SIZE, Choices
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant", window=window), headless=True)
    buttons = 0
    try:
        for config, seed in (({"players": 2}, 1), ({"players": 1}, 3)):
            scene = scene_at(application, config, ["human"] + ["random"] * (config["players"] - 1), seed=seed)
            session, table, rng = scene.session, scene.table, random.Random(seed)
            for _ in range(300):
                if session.result() is not None:
                    break
                player, decision = sorted(session.pending().items())[0]
                if player == 0:
                    table._sync(session.view(0), decision)
                    for thing, options in list(table.choices.by_thing.items()):
                        if len(options) < 2 or any(o.kind != "job" for o in options):
                            continue
                        table.choices = Choices(decision, table.thing)
                        table.choices.click(thing)
                        table._sync(session.view(0), decision)
                        for b in (b for b in table.bar if b.action().kind == "job"):
                            o = b.action()
                            job = job_of(table.game, table._view, table._hero, o["src"], o["job"], o.get("card"))[1]
                            clause = job_clause(job, brief=True)
                            assert b.label == clause[:1].upper() + clause[1:] + ".", b.label
                            assert font("title", LABEL_SIZE).size(b.label)[0] + 34 <= b.rect.width, b.label
                            buttons += 1
                session.play(player, rng.choice(decision.options))
    finally:
        application.shutdown()
    assert buttons > 20


def test_every_job_of_the_game_fits_one_button_in_a_small_window():
    """The longest job sentences (Rookie Trader's: 115 letters) ran past the strip and were
    drawn small; said for a button, every job of every card, character, tile and mission
    fits one button across the strip at 1024x576, at the bar's type."""
    from wildwest.games.deckwest.content import content
    from wildwest.games.deckwest.words import job_clause
    from wildwest.ui.app import App
    from wildwest.ui.assets import font
    from wildwest.ui.choices import LABEL_SIZE, PAD
    from wildwest.ui.settings import Settings
    application = App(Settings(animation="Instant", window=(1024, 576)), headless=True)
    c = content()
    jobs = {j for group in (c.cards, c.characters, c.missions) for thing in group.values() for j in thing.jobs}
    jobs |= {t.job for t in c.tiles.values() if t.job}
    try:
        wide = [s for s in (job_clause(j, brief=True) + "." for j in jobs)
                if font("title", LABEL_SIZE).size(s)[0] + 34 > T.STRIP.width - 2 * PAD]
    finally:
        application.shutdown()
    assert not wide


def test_declining_to_join_a_roll_is_not_called_passing_the_day(app):
    """A teammate's roll asks whether to join with a job: its "pass" option declines the
    roll (the player may have passed the day already), and its button says so."""
    def asked_to_join(session):
        d = session.pending().get(0)
        return d is not None and session.state.tasks[-1][0] == "join"
    for seed in range(3, 40):
        scene = scene_at(app, {"players": 2}, ["human", "random"], seed=seed, until=asked_to_join)
        if asked_to_join(scene.session):
            break
    labels = [b.label for b in scene.table.bar]
    assert "Don't join" in labels and "Pass for the day" not in labels, labels
    assert scene.table.describe(Option("pass")) == "Don't join"


def test_a_trade_bar_grown_over_the_characters_leaves_every_row_above_it(app):
    """A trade's two rows of buttons grow the bar up over the characters' panel: the rows
    close up above it, so the partner's resources stay in sight while asking for them."""
    def trading(session):
        d = session.pending().get(0)
        return d is not None and "trade with" in d.prompt and len(d.options) >= 9
    scene = scene_at(app, {"players": 2}, ["human", "random"], seed=5, until=trading)
    assert trading(scene.session)
    app.render()
    bar = scene.table.choice_bar.rect
    assert bar.top < T.HEROES.bottom, "the bar no longer grows over the panel: nothing to check"
    rows = [scene.table.spots[("hero", h)] for h in range(2)]
    assert all(row.bottom <= bar.top for row in rows), (rows, bar)
    partner = rows[1]
    assert any(partner.contains(spot) for spot, tip in scene.table.tips if tip.endswith(" gold"))


def test_five_characters_keep_their_rows_readable_under_a_grown_bar(app):
    """Where the room above the bar is too low for a line per character, the rows keep the
    whole panel (the bar covers the last ones, as before) rather than shrink past reading."""
    scene = scene_at(app, {"players": 5}, ["human"] + ["random"] * 4, moves=30)
    table, whole = scene.table, T.HEROES.inflate(-12, -10)
    line = T.font("bold", T.ROW_TYPE[-1]).get_height()
    table.choice_bar.rect.top = T.HEROES.top + 40          # a line each would not fit above it
    assert table._heroes_room(5) == whole
    table.choice_bar.rect.top = T.HEROES.bottom - 30       # it would: the rows close up above the bar
    room = table._heroes_room(5)
    assert room.bottom < table.choice_bar.rect.top and room.height // 5 >= line


@pytest.mark.parametrize("mode, end_tip", [("versus", T.BUTTON_TIPS["end_turn"]), ("coop", T.TEAM_END_TIP)])
def test_end_the_turn_and_pass_for_the_day_each_say_what_they_do_on_hover(app, mode, end_tip):
    """Side by side after an action, "End the turn" and "Pass for the day" looked like two
    words for one thing: pointing at each says how it differs (in co-op, who goes next is
    the team's choice)."""
    def both(session):
        d = session.pending().get(0)
        return d is not None and {"end_turn", "pass"} <= {o.kind for o in d.options}
    scene = scene_at(app, {"players": 2, "mode": mode}, ["human", "easy"], until=both)
    assert both(scene.session)
    for label, tip in (("End the turn", end_tip), ("Pass for the day", T.BUTTON_TIPS["pass"])):
        button = next(b for b in scene.table.choice_bar.buttons if b.label == label)
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        with widgets.recording() as drawn:
            app.render()
        assert tip in " ".join(text for _, text in drawn.texts), label


def test_no_job_icon_looks_like_the_wagon_on_the_map():
    """Riding the train was drawn as a covered wagon: on Speed of the Slowest's card,
    "1 gold: wagon 3" read as moving the settlers' wagon 3 tiles."""
    from wildwest.games.deckwest.table import jobart
    from wildwest.games.deckwest.table.mapview import WAGON
    assert WAGON not in jobart.VERB_ICONS.values() and jobart.VERB_ICONS["ride"] == "icon_locomotive"


def test_the_hand_holds_its_places_while_the_pointer_rests_on_it(app):
    """A card played from the hand leaves a gap while the pointer is on the hand (the next
    card slid under it, and a second click played that); the pointer gone, it closes."""
    def jobs_on_cards(session):
        decision = session.pending().get(0)
        return human_turn(session) and sum(o.kind == "job" and o["src"] == "card" for o in decision.options) > 1
    scene = scene_at(app, {"players": 2}, ["human", "easy"], until=jobs_on_cards)
    session, table = scene.session, scene.table

    def laid():
        hand = session.view(0).heroes[0]["hand"]
        return dict(zip(hand, table._hand_rects(hand, len(hand))))
    places = laid()
    last = list(places)[-1]
    option = next(o for o in session.pending()[0].options if o.kind == "job" and o["src"] == "card"
                  and o["card"] != last)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=places[option["card"]].center, rel=(0, 0),
                                        buttons=(0, 0, 0))])
    session.play(0, option)
    after = laid()
    assert option["card"] not in after and after == {c: r for c, r in places.items() if c in after}
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))])
    assert laid()[last].x < places[last].x          # the pointer gone: the last card moved up into the gap
