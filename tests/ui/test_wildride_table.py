"""The Wild Ride table's own features: live legs, reasons on hover, the call dialogue, the
confirmed simultaneous action and its take-back, opponents' sheets, hot-seat hand-over."""
import pygame
import pytest

from wildwest.core.engine import Option
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.wildride.table import TAKE_BACK, face
from wildwest.ui import theme, widgets
from wildwest.ui.scene import DOUBLE_CLICK
from wildwest.ui.scenes.handoff import HandoffScene
from wildwest.ui.scenes.play import PlayScene

from .keys import key


def move(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def press(app, pos):
    """A click as a person makes it: move there, press, release."""
    move(app, pos)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def reach(session, wanted, limit=2000):
    """Play every seat with the easy bot until seat 0's decision is `wanted`."""
    bots = {p: session.game.make_bot("easy", p) for p in range(len(session.seats))}
    for _ in range(limit):
        pending = session.pending()
        if 0 in pending and wanted(session, pending[0]):
            return pending[0]
        player = min(pending, key=lambda p: (p == 0, p))       # the others first, seat 0 last
        decision = pending[player]
        session.play(player, bots[player].choose(session.view(player), decision))
    raise AssertionError("never reached")


def table_for(app, session):
    scene = PlayScene(app, session)
    app.replace(scene)
    scene.bots.clear()           # the bots wait: the test alone moves
    app.step(0.016, [])
    return scene, scene.table


def start(players=3, seed=4, seats=None):
    seats = seats or ["human"] + ["easy"] * (players - 1)
    return Session.start(get_game("wildride"), {"players": players}, seed, seats)


def is_leg(session, decision):
    return decision.options[0].kind == "leg"


def together(session, decision):
    return decision.options[0].kind == "act" and session.state.tasks[-1][0] == "act"


def test_only_legal_legs_glow_and_only_they_play(app):
    session = start()
    decision = reach(session, lambda s, d: is_leg(s, d) and len(s.state.legs[0]) >= 1)
    scene, table = table_for(app, session)
    legal = {f"leg:{o['leg']}" for o in decision.options}
    live = {t for t in table.choices.by_thing if t.startswith("leg:")}
    assert live == legal
    blocked = next(r for r, t in table.things if t.startswith("leg:") and t not in legal)
    before = len(session.save.moves)
    press(app, blocked.center)
    assert len(session.save.moves) == before
    target = next(r for r, t in table.things if t in legal)
    press(app, target.center)
    assert len(session.save.moves) == before + 1 and session.save.moves[-1][1].kind == "leg"


def test_hovering_a_blocked_leg_shows_the_engines_reason(app):
    session = start()
    decision = reach(session, is_leg)
    scene, table = table_for(app, session)
    leg, why = next((k, r) for k, r in decision.blocked if "not discovered" in r)
    rect = next(r for r, t in table.things if t == f"leg:{leg}")
    move(app, rect.center)
    assert why in table._node_tip(decision)


def test_the_call_dialogue_plays_exactly_the_engines_call(app):
    session = start(players=3)
    decision = reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    assert not table.cells                              # nothing asked before an opponent is chosen
    press(app, table.plates[2].center)
    assert table.asking() == 2 and table.cells
    wanted = next(o for o in decision.options if o["player"] == 2)
    cell = next(b for b in table.cells if b.label == scene.game.describe(wanted))
    press(app, cell.rect.center)
    assert session.save.moves[-1] == (0, Option("call", player=2, card=wanted["card"]))


def test_a_card_in_the_callers_play_area_cannot_be_asked_for(app):
    session = start(players=2)
    reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    assert table.asking() == 1                          # two players: the dialogue opens at once
    press(app, table.plates[1].center)
    assert table.asking() == 1                          # and a click on the plate keeps it open
    mine = session.state.areas[0][0]
    asked = {b.label for b in table.cells}
    assert not any(face(mine).title in label and f"{mine.split('-')[0].title()} {mine[-1]}" in label
                   for label in asked)
    assert len(table.cells) == 18 - len(set(session.state.areas[0]))


def test_the_action_is_confirmed_and_can_be_taken_back_until_all_chose(app):
    session = start(players=3)
    decision = reach(session, together)
    scene, table = table_for(app, session)
    before = len(session.save.moves)
    option = decision.options[0]
    plaque = next(r for r, t in table.things if t == f"action:{option['action']}")
    press(app, plaque.center)
    assert len(session.save.moves) == before and table.picked == option        # picked, not played
    confirm = next(b for b in table.bar if b.label == scene.game.describe(option))
    press(app, confirm.rect.center)
    assert session.save.moves[-1] == (0, option)
    app.step(0.016, [])
    take_back = next(b for b in table.bar if b.action() == TAKE_BACK)
    press(app, take_back.rect.center)
    assert len(session.save.moves) == before and 0 in session.pending()


def marked(app, table, action) -> bool:
    """Whether the action's plaque bears your seat's mark (seat 0's pink), as a pick does."""
    app.render()
    plaque = table.plaques[action]
    pixels = app.screen.subsurface(plaque)
    pink = theme.seat_colour(0)
    return any(max(abs(a - b) for a, b in zip(pixels.get_at((x, y))[:3], pink)) < 12
               for x in range(plaque.width) for y in range(plaque.height))


def test_the_picked_action_is_marked_on_its_plaque_until_let_go(app):
    """Once picked, only the bar's Confirm named the action: its plaque now bears your mark
    (and a picked card's glow), moves with the pick, and is let go by a second click."""
    session = start(players=3)
    decision = reach(session, lambda s, d: together(s, d) and len(d.options) == 2)
    scene, table = table_for(app, session)
    first, second = (o["action"] for o in decision.options)
    assert not marked(app, table, first) and not marked(app, table, second)
    press(app, table.plaques[first].center)
    assert marked(app, table, first) and not marked(app, table, second)
    press(app, table.plaques[second].center)
    assert marked(app, table, second) and not marked(app, table, first)
    press(app, table.plaques[second].center)            # a second click lets the pick go
    assert table.picked is None and not marked(app, table, second)
    assert not any(b.label == scene.game.describe(decision.options[1]) for b in table.bar)
    press(app, table.plaques[first].center)
    press(app, next(b for b in table.bar if b.label == scene.game.describe(decision.options[0])).rect.center)
    assert session.save.moves[-1] == (0, decision.options[0]) and marked(app, table, first)   # chosen: still yours
    press(app, next(b for b in table.bar if b.action() == TAKE_BACK).rect.center)
    assert not marked(app, table, first) and not marked(app, table, second)


def test_no_take_back_once_everyone_has_chosen(app):
    session = start(players=2)
    reach(session, lambda s, d: together(s, d) and s.state.chosen[1] is not None)
    scene, table = table_for(app, session)
    session.play(0, session.pending()[0].options[0])     # the last choice reveals them all
    app.step(0.016, [])
    assert all(b.action() != TAKE_BACK for b in table.bar)


def test_nothing_to_check_is_said_and_the_other_action_offered(app):
    session = start(players=2, seed=1)
    reach(session, lambda s, d: together(s, d) and d.options[0]["action"] in ("leg", "rail"))
    state, game = session.state, session.game
    state.legs[0] = [leg for leg in game.map.legs if game.map.legs[leg].region in state.flags[0]]
    game.settle(state)                         # every leg of the discovered regions is checked
    decision = session.pending()[0]
    scene, table = table_for(app, session)
    assert "No leg can be checked" in table._map_note(decision)
    assert not table.choices.clickable("action:leg") and table.choices.clickable("action:rail")


def test_the_maps_note_is_never_cut_in_a_small_window(app):
    """At 1024x576 the note under the Roadmap ended in "..." mid-word: it is now said
    whole, or shortly with the whole on hover."""
    app.settings.window = (1024, 576)
    app.apply_window_settings()
    session = start(players=2, seed=1)
    reach(session, lambda s, d: together(s, d) and d.options[0]["action"] in ("leg", "rail"))
    state, game = session.state, session.game
    state.legs[0] = [leg for leg in game.map.legs if game.map.legs[leg].region in state.flags[0]]
    game.settle(state)
    scene, table = table_for(app, session)
    with widgets.recording() as drawn:
        scene._board_key = None
        app.render()
    whole = table._map_note(session.pending()[0])
    said = [(rect, t) for rect, t in drawn.texts if t.startswith("No leg")]
    assert said and all(t in (whole, "No leg can be checked now.") for _, t in said), said
    band = said[0][0]
    assert any(r.colliderect(band) and t == whole for r, t in table.tips) or said[0][1] == whole


@pytest.mark.parametrize("close", ["click", "escape"])
def test_an_opponents_sheet_opens_full_size_on_click_and_closes(app, close):
    """A thumbnail opens the sheet over the table, larger than your own; a click anywhere
    (which plays nothing) or Esc (which opens no pause menu) closes it."""
    from wildwest.games.wildride.table import SHEET
    session = start(players=4)
    reach(session, is_leg)
    scene, table = table_for(app, session)
    own = table.board.camera.scale
    rect, seat = table.thumbs[1]
    press(app, rect.center)
    assert table.shown == seat
    with widgets.recording() as drawn:
        table.draw(app.surface, session.view(0), session.pending().get(0))
    assert "Click anywhere or press Esc to close it." in [t for _r, t in drawn.texts]
    width, height = table.roadmap.size
    assert min((SHEET.width - 20) / width, (SHEET.height - 60) / height) > own * 1.3
    before = len(session.save.moves)
    if close == "click":
        node = next(r for r, t in table.things if t.startswith("leg:") and table.choices.clickable(t))
        press(app, node.center)                      # under the open sheet: a click checks nothing
    else:
        key(app, pygame.K_ESCAPE)
    assert table.shown is None and len(session.save.moves) == before and app.scene is scene


def test_the_opponents_play_area_chips_are_labelled(app):
    session = start(players=4)
    reach(session, lambda s, d: sum(map(len, s.state.areas)) >= 3)
    scene, table = table_for(app, session)
    with widgets.recording() as drawn:
        table.draw(app.surface, session.view(0), session.pending().get(0))
    labels = [r for r, t in drawn.texts if t in ("Play area:", "Played:", "Play area: empty", "Played: none")]
    for seat in (1, 2, 3):
        assert sum(table.plates[seat].contains(r) for r in labels) == 1


def _ink(surface) -> int:
    """Pixels drawn in the sheet's ink."""
    from wildwest.games.wildride.table.mapdraw import INK
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], INK, strict=True)) < 60)


@pytest.mark.parametrize("start_flag", [True, False])
def test_a_checked_flag_differs_by_a_mark_not_only_its_shade(app, start_flag):
    from wildwest.games.wildride.table import mapdraw
    shapes = []
    for checked in (False, True):
        surface = pygame.Surface((60, 60))
        surface.fill((252, 248, 236))
        mapdraw._flag(surface, (30, 30), 2.0, start_flag, checked, 3, label=False)
        shapes.append(_ink(surface))
    assert shapes[1] > shapes[0] + 20         # the pen's cross, beside the same pole


def test_the_check_icon_is_a_picture_not_a_tick(app):
    """A tick in a box read as a box already checked: the Check icon is a filled picture
    (a pencil), not a line."""
    from wildwest.games.wildride.table import mapdraw
    paper = (252, 248, 236)
    surface = pygame.Surface((40, 40))
    surface.fill(paper)
    mapdraw.draw_glyph(surface, "check", (20, 20), 32)
    drawn = sum(1 for x in range(40) for y in range(40) if surface.get_at((x, y))[:3] != paper)
    assert drawn > 0.2 * 32 * 32


def test_the_legend_calls_the_check_icon_what_it_shows():
    """The legend said "A blue tick" beside the pencil it draws."""
    from wildwest.games.wildride.table.legend import ICON_WORDS
    words = ICON_WORDS["check"][1].lower()
    assert "pencil" in words and "tick" not in words


def test_a_railroad_box_hovered_is_named_in_a_sentence(app):
    """The hover ended "A railroad box (Card)"; it now says it as the log does."""
    scene, table = table_for(app, start(players=2))
    assert table._place_tip("r1", None) == "The railroad box with a Card icon"


@pytest.mark.parametrize("players", [2, 4])
def test_hot_seat_hands_the_table_over_for_the_simultaneous_choice(app, players):
    session = start(players=players, seats=["human"] * 2 + ["easy"] * (players - 2))
    reach(session, lambda s, d: together(s, d) and 1 in s.pending())
    scene, table = table_for(app, session)
    assert scene.viewer == 0
    scene.play(0, session.pending()[0].options[0])
    scene._next_viewer()
    assert isinstance(app.scenes[-1], HandoffScene) and scene.viewer is None


def test_in_hot_seat_the_chooser_can_take_back_on_the_hand_over_screen(app):
    session = start(players=2, seats=["human", "human"])
    reach(session, lambda s, d: together(s, d) and 0 in s.pending() and 1 in s.pending())
    scene, table = table_for(app, session)
    moves = len(session.save.moves)
    option = session.pending()[0].options[0]
    scene.play(0, option)
    scene._next_viewer()
    handoff = app.scenes[-1]
    assert isinstance(handoff, HandoffScene) and scene.viewer is None
    back = next(b for b in handoff.buttons if b.label.endswith("take back"))
    app.step(DOUBLE_CLICK, [])
    press(app, back.rect.center)
    assert app.scenes[-1] is scene and scene.viewer == 0          # the laptop stays with seat 0
    assert len(session.save.moves) == moves and 0 in session.pending()


def test_a_decision_about_places_out_of_view_shows_the_whole_sheet(app):
    session = start()
    decision = reach(session, lambda s, d: d.options[0].kind == "rail")
    scene = PlayScene(app, session)
    table = scene.table
    camera = table.board.camera
    camera.zoom(4.0, table.board.screen("pine-ridge"))            # the north-west corner only
    assert not table.board.visible(decision.options[0]["box"])
    app.replace(scene)
    scene.bots.clear()
    app.step(0.016, [])
    assert table.board.visible(decision.options[0]["box"])


def test_after_the_reveal_the_turn_panel_shows_who_chose_what(app):
    session = start(players=2)
    reach(session, lambda s, d: together(s, d) and s.state.chosen[1] is not None)
    scene, table = table_for(app, session)
    mine = session.pending()[0].options[0]
    press(app, next(r for r, t in table.things if t == f"action:{mine['action']}").center)
    press(app, next(b for b in table.bar if b.label == scene.game.describe(mine)).rect.center)
    app.step(0.016, [])
    shown = [text for _rect, text in table.tips if " chose to " in text]
    assert any(text.startswith("Joe chose to ") for text in shown)
    assert len(shown) == sum(a != "none" for a in table.revealed()) >= 1


def test_one_point_is_singular_on_the_players_plate(app, monkeypatch):
    session = start(players=2)
    reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    monkeypatch.setattr(scene.game, "score", lambda view, seat: 1)
    drawn = []
    monkeypatch.setattr("wildwest.games.wildride.table.draw_text",
                        lambda surface, text, *a, **k: drawn.append(text) or pygame.Rect(0, 0, 1, 1))
    table.draw(app.screen, session.view(0), session.pending().get(0))
    assert "1 point so far" in drawn


def test_the_points_track_shows_the_seven_medals_that_count_and_the_plate_their_score(app):
    """Seat 0's 7th medal and then an 8th in the last turn's chain: the 8th scores nothing,
    so the points track's numbers and the flags add up to the score the plate and the
    results give."""
    from wildwest.core.saves import SaveData
    from wildwest.games.wildride.rules import opt
    from wildwest.ui.widgets import recording
    game = get_game("wildride")
    state = Session.start(game, {"players": 4}, 5, ["human"] + ["easy"] * 3).state
    state.flags[0], state.legs[0], state.wanted[0] = ["dust-town"], ["dt1", "dt2"], 5
    state.points[0] = [(v, "region") for v in (5, 4, 3, 2, 2, 1)]
    state.tasks, state.chains[0] = [("final",), ("wait",)], [("wanted",), ("leg",)]
    game.settle(state)
    game.apply(state, 0, opt("leg", leg="dt3"))          # Dust Town's medal (2), the 7th
    game.apply(state, 0, opt("act", action="nugget"))     # then the Wanted track's medal: none
    result = game.result(state)
    assert result is not None and result.scores[0] == 17 + 2 + 1
    session = Session(game, SaveData("wildride", {"players": 4}, 5, ["human"] + ["easy"] * 3), state)
    app.replace(PlayScene(app, session))
    with recording() as drawn:
        app.render()
    label = next(r for r, t in drawn.texts if t == "Points")
    row = [int(t) for r, t in sorted(drawn.texts, key=lambda x: x[0].x)
           if t.isdigit() and r.x > label.right and abs(r.centery - label.centery) < 6]
    assert row == [5, 4, 3, 2, 2, 1, 2]
    assert f"{result.scores[0]} points so far" in [t for _, t in drawn.texts]


def test_names_stand_over_mountains_and_under_every_leg_and_flag(app, monkeypatch):
    """A name drawn last hid leg icons at the regions' feet; one drawn before the mountains
    was hidden by their peaks."""
    from wildwest.games.wildride.content import content
    from wildwest.games.wildride.table import mapdraw
    order = []
    for name in ("_mountain", "_region_name", "_flag", "_box"):
        real = getattr(mapdraw, name)
        monkeypatch.setattr(mapdraw, name, lambda *a, _n=name, _f=real, **k: order.append(_n) or _f(*a, **k))
    roadmap = content().roadmap
    mapdraw.draw_roadmap(app.screen, roadmap, lambda p: (round(p[0]), round(p[1])), 1.0, mapdraw.Marks(None))
    last = {n: max(i for i, m in enumerate(order) if m == n) for n in set(order)}
    first = {n: order.index(n) for n in set(order)}
    assert last["_mountain"] < first["_region_name"]
    assert last["_region_name"] < min(first["_flag"], first["_box"])


def test_the_others_marks_on_the_chart_are_large_enough_to_tell_apart(app, monkeypatch):
    from wildwest.games.wildride.table import mapdraw
    session = start(players=4)
    reach(session, lambda s, d: s.state.turn >= 3)
    view = session.view(0)
    marks = []
    monkeypatch.setattr(mapdraw.cardart, "draw_seat_mark", lambda surface, seat, rect: marks.append(rect))
    cell = pygame.Rect(0, 0, 26, 26)
    for what in ("points", "area:town", "area:desert", "area:forest"):
        for j in range(3):
            mapdraw._others(app.screen, view, 0, what, j, cell)
    assert marks and min(r.width for r in marks) >= 12


@pytest.mark.parametrize("kind", ["give", "put"])
def test_a_copy_in_the_play_area_neither_glows_nor_answers_a_click(app, kind):
    from wildwest.games.wildride.table import AREA
    session = start(players=3)
    decision = reach(session, lambda s, d: d.options[0].kind == kind)
    card = decision.options[0]["card"]
    session.state.areas[0].append(card)             # a copy of a card in hand lies in the play area
    scene, table = table_for(app, session)
    assert not any(AREA.colliderect(rect) for rect, _thing in table.spots)
    assert not any(AREA.colliderect(rect) for rect, _text in table.tips)
    before = len(session.save.moves)
    chip = next(rect for rect, cid in table.hover_cards if cid == card and AREA.contains(rect))
    press(app, chip.center)
    assert len(session.save.moves) == before


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_a_hand_of_twelve_cards_shows_every_card_and_name_whole(window):
    """At 1024x576 a hand of 13 overlapped until each card showed a sliver ("Pion", "Cal"):
    your play area is chips on the hand's label line, as an opponent's, and the hand has the
    whole row."""
    from wildwest.games.wildride.table import AREA, HAND
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=window), headless=True)
    try:
        from wildwest.ui.smoke import midgame_session
        session = midgame_session("wildride")
        scene, table = table_for(small, session)
        hand = [rect for rect, _cid in table.hand_spots]
        assert len(hand) == len(session.state.hands[0]) >= 12 and all(HAND.contains(r) for r in hand)
        assert all(a.right <= b.left for a, b in zip(hand, hand[1:])), hand       # side by side, none covered
        assert min(r.width for r in hand) >= 50
        chips = [cid for rect, cid in table.hover_cards if AREA.contains(rect)]
        assert chips == session.state.areas[0]
    finally:
        small.shutdown()


def _hand_of(window, count: int) -> tuple[list[pygame.Rect], float]:
    """The hand's cards as shown (logical rects) with `count` cards held, and the window's scale."""
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    from wildwest.ui.smoke import midgame_session
    small = App(Settings(animation="Instant", window=window), headless=True)
    try:
        session = midgame_session("wildride")
        hand, deck = session.state.hands[0], session.state.deck
        while len(hand) != count:
            deck.append(hand.pop()) if len(hand) > count else hand.append(deck.pop())
        scene, table = table_for(small, session)
        small.render()
        return [rect for rect, _cid in table.hand_spots], small.surface.scale
    finally:
        small.shutdown()


@pytest.mark.parametrize("count", [2, 4])
def test_a_few_cards_in_hand_are_large_at_1024(count):
    """At 1024x576 four cards were drawn as small as twelve (38 px wide, 7 px names): a few
    cards take the row's full height beside its caption, at least 56 px wide (1280x720's
    size before its row grew; there they are 70 px now)."""
    from wildwest.games.wildride.table import AREA, HAND
    small, scale = _hand_of((1024, 576), count)
    assert len(small) == count and all(HAND.contains(r) and not r.colliderect(AREA.inflate(0, 4)) for r in small)
    assert all(a.right <= b.left for a, b in zip(small, small[1:]))
    assert round(min(r.width for r in small) * scale) >= 56


@pytest.mark.parametrize("count", [8, 10, 12])
def test_a_full_hand_at_1024_is_drawn_large(count):
    """At 1024x576 eight or more cards were 46x58 px with names too small to read: the hand's
    row takes 24 px more of the screen's foot, so a card is 55x78 px there (70x98 at
    1280x720), overlapping its neighbour a little when twelve need it."""
    small, scale = _hand_of((1024, 576), count)
    assert len(small) == count
    assert round(min(r.height for r in small) * scale) >= 76
    assert round(min(r.width for r in small) * scale) >= 48       # the part of each card in view


@pytest.mark.parametrize("window", [(1280, 720), (1024, 600)])
def test_the_call_dialogue_names_every_card_and_colour_whole(window, monkeypatch):
    """'2 · Saloon wagon' was cut to '2', and some colours lost their family."""
    from wildwest.games.wildride import table as module
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=window), headless=True)
    try:
        session = start(players=3)
        reach(session, lambda s, d: d.options[0].kind == "call")
        scene, table = table_for(small, session)
        table.choices.selected = ("seat:1",)
        shown = []
        real = module.fitting
        monkeypatch.setattr(module, "fitting", lambda options, *a, **k: shown.append((options[0], real(options, *a, **k)))
                            or shown[-1][1])
        monkeypatch.setattr(module, "draw_text", lambda surface, text, *a, **k: shown.append((text, text))
                            or pygame.Rect(0, 0, 1, 1))
        table.draw(small.screen, session.view(0), session.pending()[0])
        cut = [whole for whole, drawn in shown if whole != drawn and whole[0].isdigit()]    # the dialogue's cells
        assert not cut
        texts = {drawn for _whole, drawn in shown}
        assert {"Red · Nugget", "Purple · Card", "Orange · Check", "2 · Saloon wagon"} <= texts
    finally:
        small.shutdown()


def test_the_own_roadmap_is_drawn_large(app):
    """The sheet takes the whole left of the table, from the top down to the prompt bar:
    383 x 364 logical pixels (it was 360 x 342 under the opponents' row, then 442 x 420
    with a bar that grew up over its railroad, then 408 x 388 until the hand's row took 24 px
    for cards as large at 1024x576 as at 1280x720); it must not shrink back."""
    session = start()
    reach(session, is_leg)
    scene, table = table_for(app, session)
    width, height = table.roadmap.size
    scale = table.board.camera.scale
    assert width * scale >= 380 and height * scale >= 360


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_opponents_plates_fill_their_panel_with_no_empty_strip(app, players):
    """With one opponent the plate takes the whole panel (a large sheet), not 80 px of it."""
    from wildwest.games.wildride.table import TOP
    scene, table = table_for(app, start(players=players))
    plates = sorted((r for seat, r in table.plates.items() if seat != 0), key=lambda r: r.y)
    assert plates[0].top == TOP.top and TOP.bottom - plates[-1].bottom < 4 + players
    assert table.thumbs[0][0].height >= (150 if players == 2 else 40)


def test_with_one_opponent_their_play_area_is_cards_and_the_bar_fills_its_strip(app):
    """Two players: the opponent's plate has the room for its play area as cards (chips
    left half the plate bare), and a prompt without buttons leaves no band over your hand."""
    from wildwest.games.wildride.table import STRIP
    session = start(players=2)
    reach(session, lambda s, d: len(s.state.areas[1]) >= 2 and together(s, d))
    scene, table = table_for(app, session)
    cards = [r for r, cid in table.hover_cards if table.plates[1].contains(r)]
    assert len(cards) == len(session.state.areas[1]) and min(r.height for r in cards) >= 50
    assert not table.choice_bar.buttons and table.choice_bar.rect == STRIP


DRAW_ROADMAP = """
import hashlib, pygame
from wildwest.games.wildride.content import content
from wildwest.games.wildride.table import mapdraw
from wildwest.ui.smoke import midgame_session
view = midgame_session("wildride").view(0)
surface = pygame.Surface((1280, 720))
mapdraw.draw_roadmap(surface, content().roadmap, lambda p: (round(p[0] * 1.4), round(p[1] * 1.4)), 1.4,
                     mapdraw.Marks.of(view, 0))
print(hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest())
"""


def test_the_roadmap_is_drawn_the_same_whatever_the_hash_seed():
    """The roads were drawn in a set's order, which Python's hash seed changes: where a
    ridden road crosses an unridden one, one pixel took either colour from run to run."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    outs = set()
    for seed in ("1", "2"):
        env = {"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        out = subprocess.run([sys.executable, "-c", DRAW_ROADMAP], cwd=root, env=env, capture_output=True,
                             text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        outs.add(out.stdout.strip())
    assert len(outs) == 1


def _longest_prompts(game):
    """Every prompt of the longest kinds, with the button it comes with: a pair with one
    action blocked (from every kind of source, a card's the longest), the take-back-able confirmation, and a call answered
    by another card, as Audrey asks for the card with the longest name."""
    import random

    from wildwest.games.wildride.rules import PAIRS
    from wildwest.games.wildride.table import CONFIRM
    prompts = []
    pairs = [(a, b) for a, b in PAIRS.values()] + [(b, a) for a, b in PAIRS.values()]
    for ok, no in [(a, b) for a, b in pairs if b in ("buy", "swap", "leg", "rail")]:   # what can be blocked
        for source in ("the railroad box", "the leg's icon", max(game.the.values(), key=len)):
            prompts.append((game._pair_prompt(source, [ok], [(no, "")]), [Option("act", action=ok)]))
        prompts.append((CONFIRM, [Option("act", action=ok)]))
    session = Session.start(game, {"players": 2}, 36, ["human", "random"])
    rng = random.Random(36)
    while len(session.save.moves) < 84:
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    asked = session.pending()[0].prompt
    assert asked.startswith("Audrey asks you for the Purple 2 (the barman's saloon wagon)")
    return prompts + [(asked, [])]


def test_the_longest_prompts_stay_inside_their_strip_at_1024():
    """A three-line prompt over a button ran past the strip's foot at 1024x576 (the bar may
    not grow over the Roadmap): its type shrinks until prompt and buttons fit."""
    from wildwest.games.wildride.table import ROOM, STRIP
    from wildwest.ui.app import App
    from wildwest.ui.choices import PAD, ChoiceBar
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=(1024, 576)), headless=True)
    try:
        game = get_game("wildride")
        for prompt, options in _longest_prompts(game):
            bar = ChoiceBar(STRIP, ROOM, fill=True)
            bar.set(prompt, options, game.describe)
            assert STRIP.contains(bar.rect) and all(STRIP.contains(b.rect) for b in bar.buttons), prompt
            text_bottom = bar.rect.y + PAD + bar._prompt_height(bar.head, bar.rect.width - 2 * PAD)
            assert text_bottom <= (bar.buttons[0].rect.top if bar.buttons and not bar.tail else STRIP.bottom), prompt
    finally:
        small.shutdown()


def test_a_call_is_named_by_the_card_asked_for_where_a_click_makes_it(app):
    """A call was named `seat:1` (the plate), so the hint ringed the plate of an opponent
    whose dialogue was already open, not the card to ask for."""
    session = start(players=2)
    decision = reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    app.render()
    assert table.asking() == 1                          # one opponent: the dialogue is open
    for option in decision.options:
        assert table.thing(option) == f"call:{option['card']}"
        assert table.locate(table.thing(option)) == table.call_cells[option["card"]]
    cell = table.call_cells[decision.options[0]["card"]]
    press(app, cell.center)
    assert session.save.moves[-1] == (0, decision.options[0])


def test_with_two_opponents_a_call_is_located_on_a_plate_that_opens_its_dialogue(app):
    """With the dialogue shut, a call's card is found on the plate of a player who may be
    asked for it (the first click of the two a call takes), not nowhere."""
    session = start(players=3)
    decision = reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    app.render()
    assert table.asking() is None
    for option in decision.options:
        asked = min(o["player"] for o in decision.options if o["card"] == option["card"])
        assert table.locate(table.thing(option)) == table.plates[asked]


def test_in_the_tutorial_a_dimmed_card_of_the_call_says_what_the_tutorial_asks_for(app):
    """With calls named by the plate, every call was one thing: the dialogue's other cards
    said only "You cannot ask for it." where the tutorial's reason belongs."""
    from tests.ui.test_tutorial_clicks import one_click, settle, start
    scene = start(app, "wildride")
    while not scene.lesson.step.point.startswith("call:"):
        one_click(app, scene)
    settle(app, scene)
    scene._board_key = None
    app.render()
    table = scene.table
    asked = scene.lesson.step.point.removeprefix("call:")
    other = next(cell for cid, cell in table.call_cells.items() if cid != asked)
    tips = [text for rect, text in table.tips if rect == other]
    assert tips and tips[0].startswith("The tutorial asks for"), tips


def test_a_plate_says_you_by_the_shared_rule(app, monkeypatch):
    """The plates wrote "(you)" by their own test of the seat; they ask Table.is_you and
    Table.named, the one rule every table's plates, top bar and log follow."""
    session = start(players=2)
    reach(session, lambda s, d: d.options[0].kind == "call")
    scene, table = table_for(app, session)
    monkeypatch.setattr(type(table), "is_you", lambda self, view, seat: seat == 1)     # as if Audrey were you
    with widgets.recording() as drawn:
        table.draw(app.screen, session.view(0), session.pending().get(0))
    said = [t for _, t in drawn.texts]
    assert "Audrey (you)" in said and not [t for t in said if t.startswith("Joe (you)")]


@pytest.mark.parametrize("count", [8, 13])
def test_a_small_hand_cards_colour_reads_without_its_name(count):
    """At 1024x576 with 8 or more cards a card's colour showed only as its header's tint
    (orange read as red): each card in view has a band of its colour across its foot."""
    from wildwest.games.wildride.content import content
    from wildwest.games.wildride.table import SUIT_COLOUR
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    small = App(Settings(animation="Instant", window=(1024, 576)), headless=True)
    try:
        session = start(players=2)
        hand = session.state.hands[0]
        while len(hand) < count:
            hand.append(session.state.deck.pop())
        scene, table = table_for(small, session)
        small.render()
        k = small.surface.scale
        for rect, cid in table.hand_spots:
            pixel = small.screen.get_at((round((rect.x + 6) * k), round((rect.bottom - 7) * k)))[:3]
            want = SUIT_COLOUR[content().cards[cid].suit]
            assert max(abs(a - b) for a, b in zip(pixel, want)) <= 12, (cid, pixel, want)
    finally:
        small.shutdown()


def test_a_plates_tiny_cards_keep_their_value_clear_of_a_colour_band(app):
    """The colour band covered the value of a two-player plate's tiny cards, whose two-line
    title pushes the value down; they are mostly their coloured header already."""
    from wildwest.games.wildride import table as W
    session = start(players=2)
    session.state.areas[1] += ["orange-1", "green-1"]
    scene, table = table_for(app, session)
    bands = []
    original = W.draw_colour_band
    W.draw_colour_band = lambda surface, card, suit, dim=False: bands.append(pygame.Rect(card)) or original(
        surface, card, suit, dim)
    try:
        table.draw(app.screen, session.view(0), session.pending().get(0))
    finally:
        W.draw_colour_band = original
    plate = [r for r, cid in table.hover_cards if table.plates[1].contains(r)]
    hand = [r for r, cid in table.hand_spots]
    assert len(plate) >= 2 and not [b for b in bands if table.plates[1].colliderect(b)]
    assert len(bands) == len(hand)


def test_the_hand_holds_its_places_while_the_pointer_rests_on_it(app):
    """A card put down or given leaves a gap while the pointer is on the hand (the next
    card slid under it, and a second click took that); the pointer gone, it closes."""
    session = start()
    decision = reach(session, lambda s, d: d.options[0].kind in ("put", "give") and len(d.options) > 1
                     and len(s.view(0).hand) > 2)
    scene, table = table_for(app, session)

    def laid():
        app.render()
        return {cid: rect for rect, cid in table.hand_spots}
    places = laid()
    last = session.view(0).hand[-1]
    option = next(o for o in decision.options if o.get("card") not in (None, last))
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=places[option["card"]].center, rel=(0, 0),
                                        buttons=(0, 0, 0))])
    session.play(0, option)
    scene._board_key = None
    after = laid()
    assert option["card"] not in after and all(after[c].topleft == places[c].topleft for c in after)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))])
    assert laid()[last].x < places[last].x          # the pointer gone: the last card moved up into the gap
