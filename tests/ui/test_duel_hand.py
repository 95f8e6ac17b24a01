"""Duel's hand holds still under the pointer: the round's two discards clicked side by
side take the two cards the player aimed at, and the gap closes once the pointer leaves."""
import pygame

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.duel.table import CENTRE_X
from wildwest.ui.scenes.play import PlayScene

from .test_tables import press


def test_a_second_discard_beside_the_first_takes_the_card_aimed_at(app):
    session = Session.start(get_game("duel"), {}, 4, ["human", "easy"])
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.render()
    table = scene.table
    laid = table._hand_rects(session.view(0))
    (_, first), (second_rect, second), (third_rect, third) = laid[:3]
    press(app, second_rect.center)
    press(app, third_rect.center)           # the card that lay there when the player aimed
    discarded = [option["card"] for seat, option in session.save.moves if seat == 0]
    assert discarded == [second, third], discarded      # it took the fourth card: the hand had closed up
    kept = dict((c, r) for r, c in table._hand_rects(session.view(0)))
    assert kept[first] == laid[0][0]                    # the pointer still on the hand: nothing moved

    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 300), rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    rects = [r for r, _ in table._hand_rects(session.view(0))]
    assert len(rects) == len(laid) - 2
    assert abs((rects[0].left + rects[-1].right) / 2 - CENTRE_X) <= 1      # the pointer gone: closed up, centred


def test_a_number_key_held_discards_one_card(app):
    """A key held repeats every 40 ms: "1" held a moment discarded the round's two cards
    where the player meant one; each press chooses once."""
    session = Session.start(get_game("duel"), {}, 4, ["human", "easy"])
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    app.render()
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)
    app.step(0.016, [down, down, down])
    assert len([m for m in session.save.moves if m[0] == 0]) == 1
    app.step(0.016, [pygame.event.Event(pygame.KEYUP, key=pygame.K_1, mod=0, unicode="1", scancode=0), down])
    assert len([m for m in session.save.moves if m[0] == 0]) == 2
