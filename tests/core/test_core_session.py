"""Session: play, autosave after every move, undo rules, resume, and surviving a kill."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from wildwest.core import saves
from wildwest.core.engine import Event, IllegalMove, Option, digest
from wildwest.core.saves import read_save
from wildwest.core.session import Session, reveals_to
from wildwest.games import get_game

GAME = get_game("duel")
ROOT = Path(__file__).resolve().parents[2]


def discard(card: str) -> Option:
    return Option("discard", card=card)


def play(card: str) -> Option:
    return Option("play", card=card)


def new(seats=("human", "easy"), path: Path | None = None, seed: int = 5, deck: str = "classic") -> Session:
    return Session.start(GAME, {"deck": deck}, seed, list(seats), autosave=path)


def to_duel(session: Session) -> None:
    for card in ("pink-7", "pink-8"):
        session.play(0, discard(card))
    for card in ("green-7", "green-8"):
        session.play(1, discard(card))
    assert session.state.phase == "duel"


# ---- start and play --------------------------------------------------------------------

def test_start_fills_the_config_and_autosaves_at_once(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path)
    save = read_save(path)
    assert (save.game, save.config, save.seed, save.seats, save.moves) == (
        "duel", {"deck": "classic", "players": 2}, 5, ["human", "easy"], [])
    assert session.humans == [0] and session.is_human(0) and not session.is_human(1)


def test_start_checks_the_seats():
    with pytest.raises(ValueError, match="1 seats for 2 players"):
        Session.start(GAME, {}, 1, ["human"])
    with pytest.raises(ValueError):
        Session.start(GAME, {"players": 3}, 1, ["human"] * 3)


def test_play_records_autosaves_and_tells_listeners(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path)
    heard = []
    session.listeners.append(heard.append)
    events = session.play(0, discard("pink-1"))
    assert heard == [events]
    assert session.save.moves == [(0, discard("pink-1"))]
    assert read_save(path).moves == [(0, discard("pink-1"))]
    session.play(1, discard("green-2"))
    assert read_save(path).moves == [(0, discard("pink-1")), (1, discard("green-2"))]
    assert len(session.history) == 2


def test_an_illegal_play_changes_nothing(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path)
    session.play(0, discard("pink-1"))
    before, on_disk, heard = digest(session.state), path.read_bytes(), []
    session.listeners.append(heard.append)
    with pytest.raises(IllegalMove):
        session.play(0, discard("pink-1"))
    with pytest.raises(IllegalMove):
        session.play(0, play("pink-2"))
    assert digest(session.state) == before and path.read_bytes() == on_disk
    assert session.save.moves == [(0, discard("pink-1"))] and len(session.history) == 1 and heard == []


def test_the_log_shows_each_seat_only_what_it_may_read():
    session = new()
    session.play(0, discard("pink-1"))
    assert session.log(0) == ["You discard the Greenhorn (1)."]        # one line per event for the reader
    assert session.log(1) == ["Pink discards a card face down."]
    assert session.log(None) == ["Pink discards a card face down."]


# ---- undo ------------------------------------------------------------------------------

def test_undo_takes_back_my_move_and_the_bot_moves_after_it(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path)
    start = digest(session.state)
    session.play(0, discard("pink-1"))
    session.play(1, discard("green-1"))                 # a bot's move, nothing revealed
    assert session.undo_point(0) == 0
    assert session.undo(0) is True
    assert session.save.moves == [] and session.history == []
    assert digest(session.state) == start
    assert read_save(path).moves == []                  # the undo is autosaved too


def test_undo_takes_back_only_the_last_of_my_moves():
    session = new()
    session.play(0, discard("pink-1"))
    after_first = digest(session.state)
    session.play(0, discard("pink-2"))
    assert session.undo(0) is True
    assert session.save.moves == [(0, discard("pink-1"))] and digest(session.state) == after_first
    assert session.undo(0) is True and session.save.moves == []
    assert session.undo(0) is False


def test_undo_of_a_hidden_card_before_the_reveal():
    session = new()
    to_duel(session)
    before = digest(session.state)
    session.play(0, play("pink-3"))                     # face down: nothing revealed yet
    assert session.undo(0) is True and digest(session.state) == before


def test_no_undo_past_a_reveal_by_a_bot_move():
    session = new()
    to_duel(session)
    session.play(0, play("pink-3"))
    events = session.play(1, play("green-5"))           # the bot's card reveals both
    assert any(e.reveal for e in events)
    moves = list(session.save.moves)
    assert session.undo_point(0) is None and session.undo(0) is False
    assert session.save.moves == moves


def test_no_undo_of_my_own_move_when_it_revealed():
    session = new()
    to_duel(session)
    session.play(1, play("green-5"))
    session.play(0, play("pink-3"))                     # mine came second: it revealed both
    assert session.undo(0) is False and len(session.save.moves) == 6


def test_a_take_back_shown_only_to_the_opponent_can_be_taken_back():
    session = new(seats=("easy", "human"))
    for card in ("pink-7", "pink-8"):
        session.play(0, discard(card))
    for card in ("green-2", "green-3"):
        session.play(1, discard(card))
    session.play(0, play("pink-1"))
    session.play(1, play("green-8"))                    # Gravedigger: this revealed pink's card
    before = digest(session.state)
    events = session.play(1, Option("take_back", card="green-2"))
    assert any(e.reveal for e in events)                # shown to pink, but green knew its card
    assert session.undo(1) is True and digest(session.state) == before
    assert session.undo(1) is False                     # the duel before it revealed pink's card


def fake(seats, moves: list[tuple[int, list[Event]]]) -> Session:
    """A session whose record is `moves`: (mover, the events that move wrote)."""
    session = new(seats=seats)
    session.save.moves = [(mover, discard("pink-1")) for mover, _ in moves]
    session.history = [events for _, events in moves]
    return session


def test_a_reveal_counts_only_for_the_seats_that_read_it_and_did_not_know_it():
    private = Event("draw", "You draw a card.", to=1, reveal=True)
    public = Event("reveal", "A card turns over.", reveal=True)
    own = Event("unreserve", "Pink brings out a card.", {"known_to": [0]}, reveal=True)
    quiet = Event("discard", "You discard a card.", to=0)
    assert [reveals_to(e, 0) for e in (private, public, own, quiet)] == [False, True, False, False]
    assert [reveals_to(e, 1) for e in (private, public, own, quiet)] == [True, True, True, False]


def test_undo_goes_past_what_was_revealed_only_to_others():
    session = fake(("human", "easy"), [(0, [Event("discard", "x", to=0)]),
                                       (1, [Event("draw", "y", to=1, reveal=True)])])
    assert session.undo_point(0) == 0                   # the bot's private draw: nothing for me
    session = fake(("human", "easy"), [(0, [Event("reserve", "x", to=0)]),
                                       (1, [Event("interrupt", "y", {"known_to": [1]}, reveal=True)])])
    assert session.undo_point(0) is None                # the bot's reserve card was new to me
    session = fake(("human", "easy"), [(0, [Event("unreserve", "x", {"known_to": [0]}, reveal=True)]),
                                       (1, [])])
    assert session.undo_point(0) == 0                   # my own reserve card: I knew it
    session = fake(("human", "easy"), [(0, []), (0, [Event("draw", "z", to=0, reveal=True)])])
    assert session.undo_point(0) is None                # my own draw showed me new cards


def test_undo_of_another_humans_move_is_refused():
    session = new(seats=("human", "human"))
    session.play(0, discard("pink-1"))
    session.play(1, discard("green-1"))
    assert session.undo_point(0) is None and session.undo(0) is False
    assert len(session.save.moves) == 2
    assert session.undo(1) is True                      # green may take back its own move
    assert session.undo(0) is True and session.save.moves == []


def test_nothing_to_undo():
    session = new()
    assert session.undo(0) is False
    session.play(1, discard("green-1"))                 # only the bot has moved
    assert session.undo(0) is False and len(session.save.moves) == 1


# ---- resume ------------------------------------------------------------------------------------

def bot_game(seed: int = 11, deck: str = "frontier"):
    """The move list and digest after each move of a seeded easy-versus-random game, chosen
    the way the app does: the lowest pending seat moves, with its bot's view."""
    state = GAME.new_game({"deck": deck}, seed)
    bots = [GAME.make_bot("easy", 1), GAME.make_bot("random", 2)]
    moves, digests = [], []
    while GAME.pending(state):
        player, decision = sorted(GAME.pending(state).items())[0]
        option = bots[player].choose(GAME.view(state, player), decision)
        GAME.apply(state, player, option)
        moves.append((player, option))
        digests.append(digest(state))
    return moves, digests


def test_resume_gives_the_live_state(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path, deck="frontier", seats=("human", "hard"))
    moves, _ = bot_game(seed=5)
    for player, option in moves[:25]:
        session.play(player, option)
    resumed = Session.resume(read_save(path), autosave=path)
    assert digest(resumed.state) == digest(session.state)
    assert resumed.save == session.save
    assert resumed.log(0) == session.log(0) and resumed.log(1) == session.log(1)
    assert resumed.seats == ["human", "hard"]


def test_autosave_after_every_move_resumes_to_the_same_digest(tmp_path):
    path = tmp_path / "autosave.json"
    session = new(path=path, seed=11, deck="frontier", seats=("easy", "random"))
    moves, digests = bot_game()
    for (player, option), expected in zip(moves, digests):
        session.play(player, option)
        assert digest(session.state) == expected
        assert digest(Session.resume(read_save(path)).state) == expected
    assert session.result() is not None and session.pending() == {}


def test_a_failed_autosave_leaves_the_previous_move_on_disk(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    session = new(path=path, seed=11, deck="frontier", seats=("easy", "random"))
    moves, digests = bot_game()
    for player, option in moves[:9]:
        session.play(player, option)

    def crash(*args):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(saves.os, "replace", crash)
    session.play(*moves[9])                      # the game goes on in memory...
    assert session.save_error == "Autosave failed: Input/output error"
    monkeypatch.undo()
    assert digest(Session.resume(read_save(path)).state) == digests[8]   # ...the disk keeps move 9
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    session.play(*moves[10])                     # the next move saves both
    assert session.save_error == ""
    assert digest(Session.resume(read_save(path)).state) == digests[10]


def test_killed_mid_game_resumes_from_the_autosave(tmp_path):
    """A real kill: a child process plays with autosave, in lock-step with this test, and is
    killed (SIGKILL) after 15 moves; the autosave resumes to its last digest exactly, and the
    rest of the game then plays out as it would have."""
    path = tmp_path / "autosave.json"
    child = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from wildwest.core.engine import digest
        from wildwest.core.session import Session, reveals_to
        from wildwest.games import get_game
        game = get_game("duel")
        s = Session.start(game, {{"deck": "frontier"}}, 11, ["easy", "random"], autosave=Path({str(path)!r}))
        bots = [game.make_bot("easy", 1), game.make_bot("random", 2)]
        while s.pending():
            player, decision = sorted(s.pending().items())[0]
            s.play(player, bots[player].choose(s.view(player), decision))
            print(len(s.save.moves), digest(s.state), flush=True)
            sys.stdin.readline()
    """)
    proc = subprocess.Popen([sys.executable, "-c", child], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for n in range(15):
            line = proc.stdout.readline()
            assert line, proc.stderr.read()
            lines.append(line.split())
            if n < 14:
                proc.stdin.write("\n")
                proc.stdin.flush()
    finally:
        proc.kill()
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stdin.close()
        proc.stderr.close()
    moves, digests = bot_game()
    assert [d for _, d in lines] == digests[:15]        # the child played the reference game
    resumed = Session.resume(read_save(path), autosave=path)
    assert len(resumed.save.moves) == 15
    assert digest(resumed.state) == digests[14]
    for player, option in moves[15:]:
        resumed.play(player, option)
    assert digest(resumed.state) == digests[-1]
    assert digest(Session.resume(read_save(path)).state) == digests[-1]
