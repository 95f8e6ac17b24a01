"""The Desperados table's own features: the confirm step for a card, the marshal's shading
of possible towns, partners' paths for the gang only, lit legal towns, marking a target and
placing pieces by clicking towns."""
import pygame
import pytest

from wildwest.core.engine import Event
from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.desperados.board import SALOON
from wildwest.games.desperados.table.mapdraw import destination
from wildwest.ui import theme
from wildwest.ui.scenes.play import PlayScene

from .test_tables import press

GAME = get_game("desperados")


def table_at_cards(app, marshal: int, players: int = 4, seed: int = 3, turn: int = 0, move: int = 2):
    """Seat 0 human (the marshal if `marshal` is 0), the rest easy bots, played by easy
    choices until seat 0 lays a card in the given turn and move."""
    session = Session.start(GAME, {"players": players, "marshal": marshal}, seed,
                            ["human"] + ["easy"] * (players - 1))
    bots = {p: GAME.make_bot("easy", seed + p) for p in range(players)}
    while True:
        pending = session.pending()
        state = session.state
        if 0 in pending and state.phase == "cards" and (state.turn, state.move) >= (turn, move):
            break
        player = sorted(pending)[-1] if any(p != 0 for p in pending) else 0
        session.play(player, bots[player].choose(session.view(player), pending[player]))
    return seated(app, session)


def seated(app, session):
    """The session's table on screen, its bots stopped: nothing moves while the test clicks."""
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.step(0.016, [])
    return scene


def spot(table, thing):
    return next(r for r, t in reversed(table.things) if t == thing)


def button(table, label):
    return next(b for b in table.bar if b.label == label)


def playable(scene):
    return [o["card"] for o in scene.session.pending()[0].options if o.kind == "play"]


def test_a_click_picks_a_card_and_only_confirm_lays_it(app):
    scene = table_at_cards(app, marshal=1)
    table, session = scene.table, scene.session
    first, second = playable(scene)[:2]
    before = len(session.save.moves)
    press(app, spot(table, first).center)
    assert len(session.save.moves) == before            # picked, not played
    assert table._picked_card() == first
    press(app, spot(table, second).center)
    assert len(session.save.moves) == before
    assert table._picked_card() == second               # another card replaces the pick
    mine = {GAME.describe(o) for o in session.pending()[0].options if o.get("card") == second}
    assert {b.label for b in table.bar} == mine         # the bar confirms this card only
    option = next(o for o in session.pending()[0].options if o.kind == "play" and o["card"] == second)
    press(app, button(table, GAME.describe(option)).rect.center)
    assert session.save.moves[-1] == (0, option)


def test_a_click_on_a_lit_town_picks_the_card_leading_there(app):
    scene = table_at_cards(app, marshal=0)
    table, session = scene.table, scene.session
    card = next(c for c in playable(scene) if c != SALOON)
    before = len(session.save.moves)
    press(app, table.map.screen(card))
    assert len(session.save.moves) == before
    assert table._picked_card() == card
    view = session.view(0)
    here = destination(view, 0, SALOON)
    press(app, table.map.screen(here))                  # your own town: the Saloon
    assert table._picked_card() == (SALOON if SALOON in playable(scene) else None)


def test_lit_towns_are_where_the_engine_lets_the_card_go(app):
    for marshal in (0, 1):
        scene = table_at_cards(app, marshal=marshal, turn=1, move=3)
        state, view = scene.session.state, scene.session.view(0)
        decision = scene.session.pending()[0]
        here = GAME.position(state, 0)
        want = {here if o["card"] == SALOON else o["card"] for o in decision.options if o.kind == "play"}
        assert scene.table.legal_towns(view, decision) == want
        assert want and all(t == here or t in GAME.board.nbrs[here] for t in want) or state.stuck[0] >= 0


def test_only_the_marshal_sees_shading_and_it_holds_every_true_town(app):
    for turn, move in ((0, 3), (1, 5), (3, 2)):
        scene = table_at_cards(app, marshal=0, players=5, turn=turn, move=move)
        state = scene.session.state
        shade = scene.table.shaded(scene.session.view(0))
        assert set(shade) == set(GAME.desperadoes(state))
        for p, towns in shade.items():
            assert GAME.position(state, p) in towns
        scene.table._toggle_shading()
        assert scene.table.shaded(scene.session.view(0)) == {}
    gang = table_at_cards(app, marshal=1)
    assert gang.table.shaded(gang.session.view(0)) == {}


def test_partners_paths_are_drawn_for_the_gang_never_for_the_marshal(app):
    scene = table_at_cards(app, marshal=0, turn=0, move=4)
    assert set(scene.table.paths(scene.session.view(0))) == {0}
    gang = table_at_cards(app, marshal=1, turn=0, move=4)
    state = gang.session.state
    paths = gang.table.paths(gang.session.view(0))
    assert set(paths) == set(GAME.desperadoes(state))
    for p in GAME.desperadoes(state):
        assert paths[p][:len(state.path[p])] == state.path[p]


def test_a_desperado_marks_a_target_by_clicking_a_town(app):
    scene = table_at_cards(app, marshal=1)
    table, session = scene.table, scene.session
    here = destination(session.view(0), 0, SALOON)
    town = next(t for t in GAME.board.cities if t != here and t not in playable(scene))
    press(app, table.map.screen(town))
    label = f"Mark as target {GAME.board.name(town)}"
    press(app, button(table, label).rect.center)
    assert session.save.moves[-1][1].kind == "mark" and session.save.moves[-1][1]["town"] == town
    assert session.view(0).marks[0][0] == town
    assert not session.view(1).marks                    # the marshal never sees it


def test_the_gang_prompt_leaves_marking_a_target_to_the_legend(app):
    """Said at every move it was noise, and a second line at 1024 over the map."""
    from wildwest.games.desperados.table import legend
    table = table_at_cards(app, marshal=1).table
    assert table.choice_bar.prompt.endswith("Pick a lit card or town.")
    target = next(e for e in legend.entries(None) if e.name == "The gang's target")
    assert "Click any town to mark it" in target.text


def test_set_up_places_a_piece_with_one_click_on_a_town(app):
    session = Session.start(GAME, {"players": 3, "marshal": 0}, 1, ["human", "easy", "easy"])
    scene = seated(app, session)
    press(app, scene.table.map.screen("globe"))
    assert session.save.moves[-1][1].kind == "place" and session.save.moves[-1][1]["town"] == "globe"
    assert session.state.pawn[0] == "globe"


def seat_0_lays_a_card_in_hot_seat(app, marshal: int):
    """Seats 0 and 1 human, the marshal at `marshal`: seat 0 picks and confirms a card."""
    session = Session.start(GAME, {"players": 3, "marshal": marshal}, 2, ["human", "human", "easy"])
    bot = GAME.make_bot("easy", 2)
    while not (session.state.phase == "cards" and {0, 1} <= set(session.pending())):
        player, decision = sorted(session.pending().items())[-1]
        session.play(player, bot.choose(session.view(player), decision))
    scene = seated(app, session)
    assert scene.viewer == 0
    card = playable(scene)[0]
    press(app, spot(scene.table, card).center)
    option = next(o for o in session.pending()[0].options if o.kind == "play" and o["card"] == card)
    press(app, button(scene.table, GAME.describe(option)).rect.center)
    return scene


@pytest.mark.parametrize("marshal", [0, 1])
def test_hot_seat_hands_over_between_the_sides(app, marshal):
    """Marshal and a desperado both human: after one lays a card, the laptop is passed and
    the table shows nobody's hidden cards until the next player takes it."""
    from wildwest.ui.scenes.handoff import HandoffScene
    scene = seat_0_lays_a_card_in_hot_seat(app, marshal)
    assert isinstance(app.scenes[-1], HandoffScene) and scene.viewer is None
    assert scene.table.choices.selected == ()
    hidden = scene.session.view(scene.viewer)
    assert scene.table.paths(hidden) == {} and scene.table.shaded(hidden) == {}


def test_two_human_desperadoes_pass_the_table_without_a_screen(app):
    """Partners see each other's cards and plans anyway: no pass-the-laptop screen between
    them, the table goes straight to the partner who still has to lay a card."""
    scene = seat_0_lays_a_card_in_hot_seat(app, marshal=2)
    assert app.scenes[-1] is scene
    assert scene.viewer == 1 and scene.table.choices.selected == ()


def test_a_click_during_the_examination_skips_it_and_plays_nothing(app):
    scene = table_at_cards(app, marshal=1)
    table, session = scene.table, scene.session
    app.settings.animation = "Normal"
    table.on_events([Event("reveal", "Gregor's card 1: Gallup.")])
    assert table._exam_step() is not None and table.busy()
    before = len(session.save.moves)
    press(app, spot(table, playable(scene)[0]).center)
    assert len(session.save.moves) == before and table._picked_card() is None
    assert not table.busy() and table.holding()         # skipped to the turn revealed, held
    press(app, spot(table, playable(scene)[0]).center)
    assert len(session.save.moves) == before and table._exam_step() is None and not table.holding()


def finish_turn(scene) -> None:
    """Everyone lays the last card of the turn (seat 0 too): the examination events come."""
    session = scene.session
    bots = {p: GAME.make_bot("easy", 7 + p) for p in range(session.state.players)}
    turn = session.state.turn
    while session.state.turn == turn:
        player, decision = sorted(session.pending().items())[-1]
        session.play(player, bots[player].choose(session.view(player), decision))


def test_the_examination_shows_the_turn_examined_not_the_next(app):
    """The state has moved on to the next turn when the examination plays back: the map's
    coaches and routes, the tally and the top bar must still show the turn being examined,
    and the booty grows step by step as the robberies come."""
    from wildwest.games.desperados.table.mapdraw import route_of
    scene = table_at_cards(app, marshal=1, turn=0, move=5)
    table, session = scene.table, scene.session
    before = session.view(0)
    app.settings.animation = "Normal"
    finish_turn(scene)
    app.step(0.016, [])
    assert table._exam_step() is not None
    shown = table._exam_view(session.view(0))
    assert session.view(0).turn == 1 and shown.turn == 0
    assert route_of(shown, 0) == route_of(before, 0) and shown.coach == before.coach
    assert shown.booty == before.booty + (table._exam_step()[1][0]["value"] or 0)
    assert table.status(session.view(0)).startswith("Turn 1")
    assert table.bar == [] and "examination" in table.choice_bar.prompt.lower()
    table.flashes.clear()                          # played out: the turn stays until put away
    assert table._exam_view(session.view(0)).turn == 0
    table.revealed = None                          # Continue: the next turn shows
    assert table._exam_view(session.view(0)).turn == 1


def test_the_log_tells_the_examination_only_as_far_as_the_table_has_turned_it(app):
    """The log must not give away the cards the table is still turning over."""
    from wildwest.ui.log import log_rows
    scene = table_at_cards(app, marshal=1, turn=0, move=5)
    table, session = scene.table, scene.session
    app.settings.animation = "Normal"
    finish_turn(scene)
    app.step(0.016, [])
    reveals = [line.text for line in session.log_lines(0) if line.kind == "reveal"]
    assert len(reveals) == 5 and table._exam_step()[0] == 0

    def shown():
        return [r.text for r in log_rows(session, 0, table.log_held())]
    assert reveals[0] in shown() and reveals[1] not in shown()
    assert not any(t.startswith("Turn 1 ends") for t in shown())
    panel = " ".join(line[1] for line in scene.log.lines)      # the play scene's log panel
    assert "Card 1:" in panel and "Card 2:" not in panel
    table.flashes.clear()                          # played out: the log tells all
    assert table.log_held() == () and reveals[4] in shown()
    assert any(t.startswith("Turn 1 ends") for t in shown())


def drawn_texts(app, scene):
    from wildwest.ui import widgets
    scene._board_key = None
    with widgets.recording() as drawn:
        app.render()
    return drawn.texts


def test_six_seat_rows_keep_their_slots_inside_and_shorten_towns_without_cutting(app):
    """Six seats: every seat row's card slots stay in the seats' panel (the fifth one was
    drawn past its edge, the disc beyond it) and a long town reads "Tombst." not "Tomb…"."""
    from wildwest.games.desperados.table import SEATS
    scene = table_at_cards(app, marshal=1, players=6, turn=1, move=3)
    texts = [(r, t) for r, t in drawn_texts(app, scene) if r.colliderect(SEATS)]
    assert len(texts) >= 12
    assert all(SEATS.contains(r) for r, _ in texts), [t for r, t in texts if not SEATS.contains(r)]
    assert not [t for _, t in texts if "…" in t]


def test_the_booty_words_sit_beside_the_bar_not_on_it(app):
    from wildwest.games.desperados.table import TALLY
    scene = table_at_cards(app, marshal=1)
    view = scene.session.view(0)
    money = next(r for r, t in drawn_texts(app, scene) if t.startswith("$") and f"{view.target:,}" in t)
    bar = pygame.Rect(TALLY.x + 10, TALLY.bottom - 12, TALLY.width - 20, 7)
    assert TALLY.contains(money) and not money.colliderect(bar)


@pytest.mark.parametrize("window", [(1280, 720), (1024, 600), (1920, 1080)])
def test_every_town_keeps_its_name_at_every_window_size(window):
    """A crowded town's name is placed farther out rather than skipped."""
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    app = App(Settings(animation="Instant", window=window), headless=True)
    try:
        scene = table_at_cards(app, marshal=0, players=6, turn=1, move=3)
        view = scene.session.view(0)
        labels = scene.table.painter._layout(view, (scene.table.shade_button.rect,))
        assert sorted(lines[0][0] for _, lines in labels) == sorted(c.name for c in GAME.board.cities.values())
    finally:
        app.shutdown()


def test_town_names_keep_clear_of_the_pieces():
    """A sheriff's star or a coach drawn over a name made it unreadable ("lagstaff")."""
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    app = App(Settings(animation="Instant"), headless=True)
    try:
        scene = table_at_cards(app, marshal=0, players=6, turn=1, move=3)
        painter, view = scene.table.painter, scene.session.view(0)
        pieces = [r for kind, r, _ in painter.piece_spots(view) if kind in ("coach", "sheriff", "marshal")]
        for spot, lines in painter._layout(view, ()):
            assert spot.collidelist(pieces) < 0, lines[0][0]
    finally:
        app.shutdown()


def test_a_sheriff_left_where_he_is_stays_in_his_town(app):
    """The hint and buttons said "Sheriff 1 to Tuba City" for leaving him in Tuba City."""
    session = Session.start(GAME, {"players": 3, "marshal": 0}, 7, ["human", "easy", "easy"])
    bots = {p: GAME.make_bot("easy", 7 + p) for p in range(3)}
    while session.pending().get(0) is None or session.pending()[0].options[0].kind != "sheriff":
        player, decision = sorted(session.pending().items())[0]
        session.play(player, bots[player].choose(session.view(player), decision))
    scene = seated(app, session)
    app.render()
    view, options = session.view(0), session.pending()[0].options
    stay = next(o for o in options if o["town"] == view.sheriffs[o["sheriff"]])
    ride = next(o for o in options if o is not stay)
    n = stay["sheriff"] + 1
    assert scene.table.describe(stay) == f"Sheriff {n} stays in {GAME.town(stay['town'])}"
    assert scene.table.describe(ride) == f"Sheriff {n} to {GAME.town(ride['town'])}"


@pytest.mark.parametrize("window", [(1280, 720), (1024, 600)])
def test_the_examination_banner_is_as_tall_as_its_words(window):
    """The banner covered a fixed quarter of the map; now it fits its text, never cut."""
    from wildwest.games.desperados.table import MAP
    from wildwest.ui import widgets
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    app = App(Settings(animation="Normal", window=window), headless=True)
    try:
        scene = table_at_cards(app, marshal=1)
        long = ("The marshal arrests Patrick in St. Johns: Patrick hands over the St. Johns card "
                "and sits out the rest of the turn.")
        for text, most in (("Card 1: Gregor to Gallup.", 60), (long, 140)):
            scene.table.flashes.clear()
            scene.table.on_events([Event("arrest", text)])
            scene._board_key = None
            with widgets.recording() as drawn:
                app.render()
            assert not drawn.cut
            first = next(r for r, t in drawn.texts if MAP.contains(r) and t.startswith(text[:10]))
            assert MAP.bottom - first.top < most          # the banner starts low on the map
    finally:
        app.shutdown()


def test_an_arrest_is_ringed_in_red_on_its_town(app):
    scene = table_at_cards(app, marshal=1)
    table = scene.table
    app.settings.animation = "Normal"
    town = "gallup"
    assert town in table.map.nodes
    table.on_events([Event("arrest", "The marshal arrests Gregor in Gallup.", {"player": 0, "town": town})])
    scene._board_key = None
    app.render()
    x, y = table.map.screen(town)
    from wildwest.games.desperados.table import EXAM_RING
    ring = [scene._board.get_at((x + dx, y)) for dx in range(EXAM_RING - 3, EXAM_RING + 2)]
    assert any(tuple(c)[:3] == theme.RED for c in ring), ring


def proof_in_salem(app, human: int, marshal_card: str = "tombstone", sabine_card: str = "st-johns"):
    """Marshal (0) in El Paso, one road from Salem; Gregor (1) and Patrick (2) lay Salem with
    a disc on its poker game and show proof while the move is open. Seat `human` plays."""
    from wildwest.games.desperados.rules import play_option, town_option
    seats = ["easy"] * 4
    seats[human] = "human"
    session = Session.start(GAME, {"players": 4, "marshal": 0}, 0, seats)
    for town in ("el-paso", "salem", "tucson", "aztec"):
        session.play(0, town_option("place", town))
    for p, town in ((1, "socorro"), (2, "la-luz"), (3, "silver-city")):
        session.play(p, town_option("place", town))
    for i, town in enumerate(list(session.state.sheriffs)):
        session.play(0, town_option("sheriff", town, i))
    for p, option in ((0, play_option(marshal_card)), (3, play_option(sabine_card)),
                      (1, play_option("salem", "poker")), (2, play_option("salem", "poker"))):
        session.play(p, option)
    return seated(app, session)


def test_the_marshal_sees_a_proof_in_the_open_move_and_changes_his_card(app):
    from wildwest.games.desperados.rules import KEEP, play_option
    from wildwest.games.desperados.table import SEATS
    scene = proof_in_salem(app, human=0)
    table, session = scene.table, scene.session
    prompt = table.choice_bar.prompt
    assert "Gregor's card shows Salem, Patrick's Salem." in prompt and "Keep Tombstone" in prompt
    assert [b.label for b in table.bar] == [GAME.describe(KEEP)]
    shown = [t for r, t in drawn_texts(app, scene) if r.colliderect(SEATS)]
    assert shown.count("Salem") == 2                    # the two proofs, face up in their rows
    press(app, spot(table, "salem").center)
    press(app, button(table, "Lay Salem").rect.center)
    assert session.save.moves[-1] == (0, play_option("salem")) and session.state.committed[0] == ("salem", None)
    assert 0 not in session.pending()


def test_a_desperado_may_add_a_disc_to_the_card_laid_after_the_partners_proof(app):
    scene = proof_in_salem(app, human=3, marshal_card="tombstone", sabine_card="salem")
    table, session = scene.table, scene.session
    press(app, spot(table, "salem").center)             # the card laid: lit, it may take a disc now
    press(app, button(table, "Lay Salem and join the poker table").rect.center)
    assert session.state.activities[0][3] == (1, 2, 3)


def test_a_proof_shown_face_up_says_why(app):
    """Cards face up in a desperado's row read as a slip unless the row says they are a
    proof, and of what; six seats have no room under the cards, so the status says it."""
    from wildwest.games.desperados.table import SEATS
    scene = proof_in_salem(app, human=0)
    texts = [t for r, t in drawn_texts(app, scene) if SEATS.contains(r)]
    assert texts.count("Face up as proof: a disc on the poker table in Salem.") == 2
    assert scene.table._seat_status(scene.session.view(0), 1, captioned=False).endswith("face up: proof")
    assert "face up" not in scene.table._seat_status(scene.session.view(0), 3, captioned=False)


def test_no_empty_band_between_the_prompt_and_your_cards(app):
    """A prompt without buttons left a 40 px band of bare felt above "Your movement cards"."""
    from wildwest.games.desperados.table import HAND
    scene = table_at_cards(app, marshal=0)
    bar = scene.table.choice_bar
    assert not bar.buttons and HAND.top - bar.rect.bottom <= 8


def test_the_marshals_own_laid_cards_are_named_whole_in_a_small_window(app):
    """At 1024x576 the slots of a seat's row cut a town to "Silver C." or "Los Lun.": where
    the row has room the slot takes two lines, "Los / Lunas"."""
    from wildwest.games.desperados.board import board
    from wildwest.ui import widgets
    from wildwest.ui.smoke import midgame_session
    app.settings.window = (1024, 576)
    app.apply_window_settings()
    scene = PlayScene(app, midgame_session("desperados"))
    app.replace(scene)
    scene.bots.clear()
    view = scene.session.view(scene.viewer)
    assert view.player == view.marshal and view.cards.get(view.player)
    with widgets.recording() as drawn:
        app.render()
    shortened = {n[:k].rstrip() + "." for n in map(board().name, board().cards) for k in range(3, len(n))}
    laid = [board().name(c) for c in view.cards[view.player]]
    said = [t for _, t in drawn.texts]
    assert not shortened & set(said), shortened & set(said)
    assert all(name in said or all(word in said for word in name.split(" ", 1)) for name in laid), (laid, said)


def test_a_seat_row_says_what_an_arrest_cost_and_names_its_towns_whole(app):
    """"lost 1" was engine shorthand, and "Silver Cit." or "Tombst." a name cut where a
    smaller type fits it whole."""
    import dataclasses

    from wildwest.games.desperados.table import MOVES, SLOT_GAP, _seat_rect, draw_slot
    from wildwest.ui import widgets
    scene = table_at_cards(app, marshal=1, players=3)
    view = scene.session.view(0)
    view = dataclasses.replace(view, lost=[[], [], ["tombstone"]])
    assert scene.table._seat_status(view, 2, captioned=True).endswith("1 card lost to an arrest")
    row = _seat_rect(2, view.players)
    rect = pygame.Rect(0, 0, (row.width - SLOT_GAP * (MOVES - 1)) // MOVES, 18)
    towns = ("silver-city", "tombstone", "los-lunas", "flagstaff")
    with widgets.recording() as drawn:
        for town in towns:
            draw_slot(app.surface, rect, town)
    assert [t for _, t in drawn.texts] == [GAME.board.name(town) for town in towns]


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_every_seat_row_is_whole_with_five_long_towns_shown(window, players):
    """Every seat with five of the longest towns face up, a disc and an arrest: each row keeps
    its name, its words and five town names whole inside the seats' panel (at 1024x576 six
    rows read "Tombsto." and "Silver Cit." in a panel too narrow for five names)."""
    import dataclasses

    from wildwest.games.desperados.board import board
    from wildwest.games.desperados.table import SEATS
    from wildwest.ui import widgets
    from wildwest.ui.app import App
    from wildwest.ui.settings import Settings
    app = App(Settings(animation="Instant", window=window), headless=True)
    try:
        scene = table_at_cards(app, marshal=0, players=players, turn=0, move=0)
        towns = ["silver-city", "tombstone", "los-lunas", "flagstaff", "tuba-city"]
        view = dataclasses.replace(scene.session.view(0), laid=[5] * players, shown=[dict(enumerate(towns))] * players,
                                   disc=[True] * players, lost=[["st-johns"]] * players)
        with widgets.recording() as drawn:
            scene.table._draw_seats(app.surface, view)
        said = [t for _, t in drawn.texts]
        assert not drawn.cut and all(SEATS.contains(r) for r, _ in drawn.texts), drawn.texts
        labels = [GAME.seat_label(scene.session.state, p) for p in range(players)]
        assert all(any(t.startswith(label) for t in said) for label in labels), said
        for name in map(board().name, towns):
            halves = name.split(" ", 1)       # "Silver / City" on two lines where the slot is tall
            whole = said.count(name) + (min(map(said.count, halves)) if len(halves) == 2 else 0)
            assert whole == players, (name, said)
    finally:
        app.shutdown()
