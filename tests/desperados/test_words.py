"""Plain words where a player reads (issue 18 §2): why a card cannot be laid, the prompt
after a card was shown, and a failed hold-up, as sentences."""
from wildwest.games.desperados.board import SALOON, board
from wildwest.games.desperados.rules import KEEP, _card_decision, against


def test_a_blocked_card_says_why_in_a_sentence():
    b = board()
    far = next(c for c in b.cards if c not in b.nbrs["st-johns"] and c != "st-johns")
    hand = ("st-johns", far, SALOON)
    d = _card_decision("st-johns", hand, False, None, True, 2, False)
    assert d.reason("st-johns") == "You are in St. Johns already: the Saloon keeps you here"
    assert d.reason(far) == f"No road from St. Johns to {b.name(far)}"
    gone = next(c for c in b.cards if c not in hand)
    assert d.reason(gone) == f"{b.name(gone)}: you laid this card earlier this turn, or it went to the marshal"


def test_after_a_card_is_shown_the_prompt_says_what_may_change():
    d = _card_decision("st-johns", (SALOON,), False, None, True, 3, False, laid=(SALOON, None))
    assert KEEP in d.options
    assert d.prompt == ("Move 3: a card was shown, so you may change yours. Keep the Saloon laid, "
                        "or lay another card instead")


def test_gang_against_sheriffs_counts_in_words():
    assert against(1, 1) == "1 desperado against 1 sheriff"
    assert against(2, 3) == "2 desperadoes against 3 sheriffs"
