"""The log's words, read per seat: one line per event for its reader, names as printed."""
import random
import re

import pytest

from wildwest.core.session import Session
from wildwest.games import get_game


def played(name, players, seed, moves=400):
    game = get_game(name)
    session = Session.start(game, {"players": players}, seed, ["random"] * players)
    rng = random.Random(seed)
    while session.result() is None and len(session.save.moves) < moves:
        player, decision = sorted(session.pending().items())[0]
        session.play(player, rng.choice(decision.options))
    return session


GAMES = [("duel", 2, 1), ("duel", 2, 2), ("durango", 2, 3), ("durango", 4, 4), ("durango", 5, 5)]
SECRETS = GAMES + [("desperados", 3, 6), ("desperados", 5, 7), ("wildride", 3, 8), ("deckwest", 2, 9)]


def subject(e):
    """What a line is about: its kind (a public twin may end in _hidden or _count), the
    seat or character, the town."""
    return re.sub(r"_(hidden|count)$", "", e.kind), e.data.get("player", e.data.get("hero")), e.data.get("town")


@pytest.mark.parametrize("name,players,seed", SECRETS)
def test_a_secret_action_is_one_line_for_its_actor_and_one_for_the_others(name, players, seed):
    session = played(name, players, seed)
    for events in session.history:
        for e in events:
            if e.to is not None and name in ("duel", "durango"):   # every secret there has a public twin
                assert any(o.shadows(e.to) and o.to is None for o in events), e.text
            if e.to is not None:        # a public twin of a private line is hidden from its reader
                twins = [o for o in events if o.to is None and subject(o) == subject(e)]
                assert all(o.shadows(e.to) for o in twins), (e.text, [o.text for o in twins])
    for reader in range(players):
        read = {}
        for line in session.log_lines(reader):
            read.setdefault(line.move, []).append(line.text)
        for move, events in enumerate(session.history):
            mine = [e.text for e in events if e.to == reader]
            public = [e.text for e in events if e.shadows(reader)]
            assert all(t in read[move] for t in mine)
            if mine:        # the reader saw what they did, not also what the others saw
                assert not any(t in read[move] for t in public if t not in mine)
    spectator = session.log(None)
    assert not any(t.startswith("You ") for t in spectator)


def test_duel_reader_never_reads_both_lines_of_their_own_card():
    session = played("duel", 2, 7, moves=6)
    log0 = session.log(0)
    assert any(t.startswith("You lay ") or t.startswith("You discard ") for t in log0)
    assert not any(t.startswith("Pink lays") or t.startswith("Pink discards a card") for t in log0)
    assert any(t.startswith("Pink discards a card") or t.startswith("Pink lays") for t in session.log(1))


def test_durango_names_are_capitalised_as_printed_on_the_card():
    session = played("durango", 4, 11, moves=1500)
    game = session.game
    names = set(game.names.values())
    for text in session.log(None) + session.log(0):
        for name in names:
            for found in re.findall(re.escape(name), text, flags=re.I):
                assert found == name, text
        assert not re.search(r"\bthe blue ribbon\b", text, flags=re.I) or "Blue Ribbon" in text


@pytest.mark.parametrize("name,players,seed", GAMES)
def test_every_log_line_opens_with_a_capital(name, players, seed):
    session = played(name, players, seed, moves=2000)
    for reader in [None] + list(range(players)):
        for text in session.log(reader):
            assert text[:1].isupper() or text[:1].isdigit(), text


def test_the_durango_log_opens_with_the_first_turn_the_deal_played():
    game = get_game("durango")
    session = Session.start(game, {"players": 3}, 5, ["random"] * 3)
    first = game.new_game({"players": 3}, 5).active
    name = game.seat_label(session.state, first)
    mine = session.log_lines(first)
    assert [(line.kind, line.move) for line in mine[:2]] == [("turn", -1), ("draw", -1)]
    assert mine[1].text.startswith("You draw the ") and len(mine) == 2
    other = session.log((first + 1) % 3)
    assert other == [f"{name}'s turn.", f"{name} draws 3 cards."]
    assert get_game("duel").deal_events({"players": 2}, 5) == []


@pytest.mark.parametrize("name,players,seed", SECRETS)
def test_no_prompt_has_a_capital_after_a_colon_but_a_name(name, players, seed):
    """"Jake: choose how much: Discard any number of..." read as two sentences glued."""
    game = get_game(name)
    session = Session.start(game, {"players": players}, seed, ["random"] * players)
    names = {game.seat_label(session.state, p) for p in range(players)}
    if name == "deckwest":
        names |= {c.name for c in game.c.characters.values()}
    rng = random.Random(seed)
    while session.result() is None and len(session.save.moves) < 1500:
        player, decision = sorted(session.pending().items())[0]
        for after in re.findall(r": (?=(.+))", decision.prompt):
            assert after[:1].islower() or any(after.startswith(n) for n in names), decision.prompt
        session.play(player, rng.choice(decision.options))


def test_an_event_with_no_words_writes_no_line():
    """Deck Goes West's purchase is said by its price line; its own event is the table's."""
    session = played("deckwest", 2, 9, moves=600)
    buys = [e for events in session.history for e in events if e.kind == "buy"]
    assert buys and not any(e.text for e in buys)
    for reader in (None, 0, 1):
        assert all(session.log(reader))
