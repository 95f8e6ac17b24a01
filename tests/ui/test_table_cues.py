"""What a table shows without being asked: Durango's interrupt names the card, the action
and what the reserve card would do, marks the target and offers the interrupt beside
Pass; a hint is marked on the board; five-seat opponents' parties read as text; the
zoomed card keeps off the prompt and the buttons it opened."""
import random

import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.durango.cards import card_set
from wildwest.games.durango.table import TARGET
from wildwest.ui import widgets
from wildwest.ui.choices import HINT_RING, thing_of
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.table import BOARD, zoom_rect


def durango_until(players: int, wanted, seeds=range(60)):
    """A session (seat 0 human) stopped at the first decision of seat 0 that `wanted` accepts."""
    game = get_game("durango")
    for seed in seeds:
        state, rng, moves = game.new_game({"players": players}, seed), random.Random(seed), []
        while game.result(state) is None:
            player, decision = next(iter(game.pending(state).items()))
            if player == 0 and wanted(decision):
                session = Session.start(game, {"players": players}, seed, ["human"] + ["easy"] * (players - 1))
                for move in moves:
                    session.play(*move)
                return session
            option = rng.choice(decision.options)
            game.apply(state, player, option)
            moves.append((player, option))
    pytest.fail("no such decision in the seeded games")


def table_for(app, session):
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.render()
    return scene, scene.table


def ring_colour(surface, rect: pygame.Rect, grow: int):
    """The colour just outside rect where a mark's ring is drawn."""
    ring = rect.inflate(grow, grow)
    return tuple(surface.get_at((ring.centerx, ring.top + 1)))[:3]


def test_interrupt_names_card_action_and_effect_and_sits_beside_pass(app):
    session = durango_until(3, lambda d: d.interrupt and len(d.options) == 2)
    game, decision = session.game, session.pending()[0]
    view = session.view(0)
    r = view.tasks[-2]
    held = card_set().cards[view.reserve]
    assert game.card_name(r[2]) in decision.prompt                 # the acting card
    assert game.card_name(r[7]) in decision.prompt if r[7] else "reserve" in decision.prompt
    effect = held.text.partition("targets you, ")[2].rstrip(".")
    assert f"Interrupt with your {held.name}? It would {effect}." in decision.prompt   # what it would do
    scene, table = table_for(app, session)
    labels = [b.label for b in table.bar]
    assert labels == [game.describe(decision.options[0]), "Let it happen"]   # it read "Pass", as on a turn
    assert game.describe_for(view, decision, decision.options[1]) == "Let it happen"   # the review's words
    a, b = (b.rect for b in table.bar)
    assert a.y == b.y and a.right < b.left                          # one row: interrupt, then let it happen
    target = game.interrupt_target(view)
    assert target is not None
    rect = next(r for r, t in table.things if t == target)
    assert ring_colour(scene._board, rect, 8) == TARGET


def test_hinted_option_is_marked_on_the_board(app):
    session = durango_until(3, lambda d: not d.interrupt and any(thing_of(o) for o in d.options))
    decision = session.pending()[0]
    scene, table = table_for(app, session)
    table.hint = next(o for o in decision.options if thing_of(o))
    scene._board_key = None
    app.render()
    rect = next(r for r, t in table.things if t == thing_of(table.hint))
    assert ring_colour(scene._board, rect, 8) == HINT_RING


def test_five_seat_opponents_read_as_text(app):
    session = durango_until(5, lambda d: True, seeds=[3])
    game = session.game
    for player, option in _some_moves(game, session, 120):
        session.play(player, option)
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    with widgets.recording() as drawn:
        app.render()
    texts = {t for _, t in drawn.texts}
    shown = [c for seat in range(1, 5) for c in session.view(0).party[seat]]
    assert shown, "the opponents should have hired someone by now"
    for card_id in shown:
        assert card_set().cards[card_id].name in texts


def _some_moves(game, session, n):
    rng, state = random.Random(1), game.clone(session.state)
    for _ in range(n):
        if game.result(state) is not None:
            return
        player, decision = next(iter(game.pending(state).items()))
        option = rng.choice(decision.options)
        game.apply(state, player, option)
        yield player, option


def test_zoom_keeps_off_the_buttons_a_click_opened(app):
    session = durango_until(3, lambda d: any(o.kind == "reserve" for o in d.options))
    scene, table = table_for(app, session)
    drawn = next(o["card"] for o in session.pending()[0].options if o.kind == "reserve")
    table.choices.click(drawn)
    table._sync(session.view(0), session.pending()[0])
    assert len(table.bar) >= 2
    anchor = next(r for r, t in table.things if t == drawn)
    zoom = zoom_rect(anchor, avoid=(table.choice_bar.rect,))
    assert BOARD.contains(zoom) and not zoom.colliderect(anchor)
    assert not zoom.colliderect(table.choice_bar.rect)


def test_duel_hint_is_ringed_like_durangos(app):
    session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
    scene, table = table_for(app, session)
    table.hint = session.pending()[0].options[0]
    scene._board_key = None
    app.render()
    rect = next(r for r, c in table._hand_rects(session.view(0)) if c == table.hint["card"])
    assert ring_colour(scene._board, rect, 8) == HINT_RING


def test_round_summary_holds_the_bots_until_put_away_and_lets_the_app_idle(app):
    from wildwest.core.engine import Event
    session = Session.start(get_game("duel"), {"players": 2}, 5, ["human", "easy"])
    scene = PlayScene(app, session)             # the bot stays seated
    app.replace(scene)
    table = scene.table
    table.on_events([Event("round_end", "Round 1 goes to Pink, 6 gold to 2.",
                           {"round": 0, "winner": 0, "gold": [6, 2], "duels": [3, 1], "ties": 2,
                            "rounds_won": [1, 0], "total_gold": [6, 2], "pot_lost": 0})])
    assert table.holding() and not scene.wants_frames()
    moves = len(session.save.moves)
    for _ in range(5):
        app.step(0.5, [])
    assert len(session.save.moves) == moves               # the bot waits for the player
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 700), button=1)])
    assert not table.holding()
    for _ in range(5):
        app.step(0.5, [])
    assert len(session.save.moves) > moves
