"""Every game's table can express every legal option with clicks alone, and draws any
seat count from any seat, including the spectator's."""
import random

import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game, playable_names
from wildwest.ui.scenes.play import PlayScene


def press(app, pos, draw: bool = True):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], draw=draw)


def spot(scene, thing: str):
    """Where the table last drew `thing` to be clicked, the group (a herd counter, say) that
    shows it, or where `Table.locate` finds it; None if it is not on the table now."""
    table = scene.table
    spots = getattr(table, "things", None) or [(r, c) for r, c in table._choices(
        scene.session.view(scene.viewer), scene.session.pending()[scene.viewer])]
    rect = next((r for r, t in reversed(spots) if t == thing), None)
    rect = rect or next((r for r, group in getattr(table, "groups", []) if thing in group), None)
    return rect or table.locate(thing)     # a cell of a dialogue (Wild Ride's call)


def click_option(app, scene, option) -> None:
    """Play `option` the way a person would: click its card, seat or button on the table.
    A click that plays it is not drawn after (the next click draws the table first); one
    that only picks a thing is, for the buttons it brings."""
    table = scene.table
    for _ in range(3):        # a panel that waits (the Duel's round summary, a Desperados turn revealed)
        if not table.holding():
            break
        press(app, (10, 700))
    thing, asked = table.thing(option), option.get("player")
    if hasattr(table, "asking") and asked is not None and table.asking() != asked:
        press(app, spot(scene, f"seat:{asked}").center)     # Wild Ride's call: that player's dialogue first
    if thing is not None:
        rect = spot(scene, thing)
        assert rect is not None, f"nothing on the table to click for {option!r}"
        before = len(scene.session.save.moves)
        press(app, rect.center, draw=False)
        if len(scene.session.save.moves) > before:
            return
        app.render()
    label = scene.table.button_words(option)
    button = next((b for b in getattr(table, "bar", []) if b.label == label), None)
    assert button is not None, f"no button for {option!r}"
    press(app, button.rect.center, draw=False)


@pytest.mark.parametrize("game_name", [pytest.param(n, marks=pytest.mark.slow) if n == "wildride" else n
                                       for n in playable_names()])     # Wild Ride's 9 s: in the full suite
def test_every_option_can_be_clicked(app, game_name):
    game = get_game(game_name)
    players = min(game.max_players, 3)
    rng = random.Random(game_name)
    for seed in range(3):
        session = Session.start(game, {"players": players}, seed, ["human"] + ["random"] * (players - 1))
        play_by_clicks(app, session, rng, 400)


def play_by_clicks(app, session, rng, moves: int) -> set[str]:
    """Seat 0 clicks a random legal option, up to `moves` times, while the bots play on;
    each click must play exactly that option. The option kinds played come back. The table
    is drawn where seat 0 clicks, not at each bot's move (two frames in three, and what
    the UI fuzz and the layout tests draw)."""
    scene = PlayScene(app, session)
    app.replace(scene)
    kinds = set()
    for _ in range(moves):
        if session.result() is not None:
            break
        app.step(0.016, [], draw=False)
        decision = session.pending().get(0)
        if decision is None:
            continue
        app.render()        # the table as seat 0 sees it now, to click on
        option = rng.choice(decision.options)
        kinds.add(option.kind)
        before = len(session.save.moves)
        click_option(app, scene, option)
        assert len(session.save.moves) == before + 1, option
        player, played = session.save.moves[-1]      # identical copies share one button
        assert player == 0 and scene.game.describe(played) == scene.game.describe(option)
    return kinds


@pytest.mark.parametrize("game_name", playable_names())
def test_tables_draw_every_seat_count_and_spectator(app, game_name):
    game = get_game(game_name)
    for players in range(game.min_players, game.max_players + 1):
        for seats in (["human"] + ["easy"] * (players - 1), ["easy"] * players):
            session = Session.start(game, {"players": players}, players, seats)
            for _ in range(40):
                if not session.pending():       # a game may end sooner (always passing in Deck Goes West)
                    break
                player, decision = next(iter(session.pending().items()))
                session.play(player, decision.options[-1])
            scene = PlayScene(app, session)
            app.replace(scene)
            scene.bots.clear()
            app.step(0.016, [])
            assert scene.viewer == (0 if seats[0] == "human" else None)


@pytest.mark.parametrize("anchor", [(610, 240, 84, 118), (10, 122, 80, 112), (860, 240, 84, 118),
                                    (300, 500, 102, 143), (16, 590, 60, 84), (880, 60, 56, 78)])
def test_zoomed_card_stays_on_the_board_and_off_the_card(anchor):
    from wildwest.ui.table import BOARD, zoom_rect
    anchor = pygame.Rect(anchor)
    zoom = zoom_rect(anchor)
    assert BOARD.contains(zoom)
    assert not zoom.colliderect(anchor)


def test_a_duel_card_barred_by_the_plus_one_rule_says_why_in_a_sentence(app):
    """Clicking the barred card wrote the rule's fragment as it stands in an error: "you
    just played a 3, so a 4 (one above it) must wait a duel"."""
    session = Session.start(get_game("duel"), {}, 3, ["human", "human"])
    for _ in range(200):
        player, decision = sorted(session.pending().items())[0]
        if player == 0 and decision.blocked:
            break
        session.play(player, random.Random(len(session.save.moves)).choice(decision.options))
    barred = decision.blocked[0][0]
    scene = PlayScene(app, session)
    app.replace(scene)
    scene.bots.clear()
    app.render()
    press(app, spot(scene, barred).center)
    assert scene.message.startswith("You just played a ") and scene.message.endswith("must wait a duel."), scene.message
