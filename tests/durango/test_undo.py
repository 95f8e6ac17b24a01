"""Undo in Durango: a choice among cards already seen is taken back; a reveal to the
player who asks (their new draw, the next cattle of the yard, the cards another player
drew) is not."""
from __future__ import annotations

from wildwest.core.engine import Option, digest
from wildwest.core.session import Session

from .helpers import GAME


def run_until(seed: int, wanted) -> tuple[Session, object]:
    """A 2-player game, me (seat 0, played by an easy bot until then) against an easy bot,
    run until `wanted(decision)` holds for my decision."""
    session = Session.start(GAME, {"players": 2}, seed, ["human", "easy"])
    bots = [GAME.make_bot("easy", seed), GAME.make_bot("easy", seed + 1)]
    while True:
        (player, decision), = session.pending().items()
        if player == 0 and wanted(decision):
            return session, decision
        session.play(player, bots[player].choose(session.view(player), decision))


def test_a_selection_is_taken_back_while_its_action_waits_for_a_target():
    session, decision = run_until(1, lambda d: Option("add", card="faro-dealer-1") in d.options)
    before, view = digest(session.state), session.view(0)
    session.play(0, Option("add", card="faro-dealer-1"))
    assert session.pending()[0].prompt.startswith("Faro Dealer: choose the card to take")
    assert session.undo(0) is True
    assert digest(session.state) == before and session.view(0) == view
    assert session.pending() == {0: decision}           # the same three drawn cards to choose from


def test_no_undo_once_the_next_cattle_of_the_yard_came_up():
    session, decision = run_until(0, lambda d: d.options[0].kind == "buy")
    assert session.undo_point(0) is not None
    events = session.play(0, decision.options[0])       # the buy turns the next cattle up
    assert any(e.kind == "yard" and e.reveal for e in events)
    assert session.undo_point(0) is None and session.undo(0) is False


def test_bringing_my_own_reserve_card_out_can_be_taken_back():
    """The reserve card comes out face up (a reveal to the others), but I knew it: the
    choice is taken back while its action waits for a target (before, any reveal to
    anyone stopped undo)."""
    session, decision = run_until(1, lambda d: Option("bring_add", card="faro-dealer-1") in d.options)
    before = digest(session.state)
    events = session.play(0, Option("bring_add", card="faro-dealer-1"))
    assert any(e.kind == "unreserve" and e.reveal for e in events)
    assert session.pending()[0].prompt.startswith("Undertaker: choose the card")
    assert session.undo(0) is True
    assert digest(session.state) == before and session.pending() == {0: decision}


def test_no_undo_once_the_bot_shows_the_cards_it_drew():
    """The bot's draw is private, but the card it adds and the two it discards are shown
    to me: they were the next cards of the deck, so my reserve choice before them stays."""
    session, decision = run_until(9, lambda d: d.options[0].kind == "add")
    session.play(0, Option("reserve", card="derringer-1"))
    bot = GAME.make_bot("easy", 10)
    while 0 not in session.pending():
        (player, d), = session.pending().items()
        session.play(player, bot.choose(session.view(player), d))
    shown = [e for events in session.history for e in events if e.kind == "select" and e.data["player"] == 1]
    assert shown and shown[-1].reveal and shown[-1].to is None
    assert session.undo_point(0) is None and session.undo(0) is False
