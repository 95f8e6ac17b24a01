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


def test_the_log_names_the_coaches_routes_never_a_schedule_number():
    """"Schedule 5 was drawn" named a rulebook card the table never shows: every turn's line
    says where each coach rides, from the town it stands in, in towns."""
    import random

    from wildwest.games import get_game
    game = get_game("desperados")
    state, rng, texts = game.new_game({"players": 4}, 3), random.Random(3), []
    while game.result(state) is None:
        player, decision = sorted(game.pending(state).items())[0]
        events = game.apply(state, player, rng.choice(decision.options))
        texts += [e.text for e in events]
        for e in events:
            if e.kind == "schedule":
                brown = board().schedules[state.order[state.turn]].brown
                assert f"brown stage coach rides from {board().name(brown[0])} to {board().name(brown[-1])}" in e.text
    told = [t for t in texts if "stage coach rides from" in t]
    assert len(told) == 5 and "blue one from" not in told[0] and all("blue one from" in t for t in told[1:])
    assert not [t for t in texts if "chedule" in t]


def test_a_sheriff_left_where_he_is_stays_in_his_town_in_the_seats_words():
    """The review names the marshal's choices as the table does: "Sheriff 1 stays in
    Flagstaff", where the stateless words would say "Sheriff 1 to Flagstaff"."""
    from .helpers import GAME, setup
    s = setup(3, "tucson", ["flagstaff", "phoenix"], {1: "st-johns", 2: "socorro"})
    view, decision = GAME.view(s, 0), GAME.pending(s)[0]
    stay = next(o for o in decision.options if o["town"] == view.sheriffs[o["sheriff"]])
    ride = next(o for o in decision.options if o["sheriff"] == stay["sheriff"] and o != stay)
    name = board().name
    assert GAME.describe_for(view, decision, stay) == f"Sheriff {stay['sheriff'] + 1} stays in {name(stay['town'])}"
    assert GAME.describe_for(view, decision, ride) == GAME.describe(ride) == \
        f"Sheriff {ride['sheriff'] + 1} to {name(ride['town'])}"


def test_a_card_laid_reads_you_to_its_player_and_the_name_to_partners():
    """The marshal's own log read "Marshal lays Aztec face down." under "Marshal (you)"; a
    partner reads the desperado's name, everyone else only that a card was laid."""
    import random

    from wildwest.games import get_game
    game = get_game("desperados")
    state, rng, events = game.new_game({"players": 4}, 5), random.Random(5), []
    while game.result(state) is None and len(events) < 4000:
        player, decision = sorted(game.pending(state).items())[0]
        events += game.apply(state, player, rng.choice(decision.options))
    lays = [e for e in events if e.kind in ("lay", "change")]
    assert lays
    for e in lays:
        mover = e.data["player"]
        assert e.text.startswith("You ") if e.to == mover else e.text.startswith(game.seat_label(state, mover) + " ")
    assert any(e.to != e.data["player"] for e in lays)        # a partner's line, in the name
