"""Options in a player's words from the seat's view (naming.py, `DeckWest.describe_for`):
the game review says these, where the engine's stateless words were "Your character's
second job" and "Pass for the day" for declining a teammate's roll."""
from __future__ import annotations

import random
import re

from wildwest.core.engine import Option
from wildwest.core.review import Review
from wildwest.games.deckwest.content import content
from wildwest.games.deckwest.naming import hero_names, job_of, option_words
from wildwest.games.deckwest.words import ORDINALS, job_words, nothing_but

from .helpers import GAME, asking_amount, at, day_state, options


def test_moving_no_steps_says_the_price_is_paid_and_nobody_moves():
    """"0: only pay 1 of any one resource" read like a slip on the character's move job."""
    said = {job_words(job, 1): nothing_but(job) for _, job in content().every_job()}
    assert said["Pay 1 of any one resource and 1 food to move 1 step."] == "pay 1 of any one resource and do not move"
    assert said["Pay 1 gold to scrap 1 danger card."] == "only pay 1 gold"
    assert said["On a Water tile: pay 1 of any one resource to scrap 1 danger card."] == "only pay 1 of any one resource"


def decisions(config: dict, seed: int, moves: int = 400):
    """(state, view, decision) of every seat's pending decision along a seeded random game."""
    rng, state = random.Random(seed), GAME.new_game(config, seed)
    for _ in range(moves):
        pending = GAME.pending(state)
        if not pending:
            return
        for seat, decision in pending.items():
            yield state, GAME.view(state, seat), decision
        seat = min(pending)
        GAME.apply(state, seat, rng.choice(pending[seat].options))


def test_every_job_purchase_and_trade_is_named_by_what_it_is():
    """A job by its source's name and its steps, a purchase by the card, a trade by the
    character: never the engine's "first job" or "second card of the trade row"."""
    seen = set()
    for config, seed in [({"players": 2}, 1), ({"players": 3, "mode": "coop"}, 2), ({"players": 1}, 3)]:
        for _, view, decision in decisions(config, seed):
            names = hero_names(view)
            for option in decision.options:
                words = GAME.describe_for(view, decision, option)
                kind = option.kind
                if kind == "job":
                    seen.add(kind)
                    assert not any(f"{nth} job" in words for nth in ORDINALS) and words.endswith("."), words
                    if option["src"] == "card":
                        assert words.startswith(GAME.card_name(option["card"]) + ": "), words
                elif kind == "buy" and view.trade_row[option["slot"]]:
                    seen.add(kind)
                    assert words.startswith(f"Buy the {GAME.card_name(view.trade_row[option['slot']])}"), words
                elif kind in ("trade", "pool", "next"):
                    seen.add(kind)
                    assert names[option["hero"]] in words, words
                elif kind == "x":           # said alone, without the prompt naming the job
                    seen.add(kind)
                    assert ": " in words and words.endswith(".") and words != str(option["n"]), words
    assert {"job", "buy", "x"} <= seen, seen


def test_a_job_at_x_0_said_alone_says_the_price_is_paid_and_nothing_else():
    """The review said "Pay 1 of any one resource." for a move job at 0: the words of x = 0
    are the choice bar's, whose "0: pay ... and do not move" the job's name leads here."""
    for seed in range(1, 40):
        for _, view, decision in decisions({"players": 2}, seed):
            if Option("x", n=0) in decision.options and view.tasks and view.tasks[-1][0] == "x":
                _, h, src, source, ji, _ = view.tasks[-1]
                name, job = job_of(GAME, view, h, src, ji, source)
                words = nothing_but(job)
                assert GAME.describe_for(view, decision, Option("x", n=0)) == f"{name}: {words[0].upper()}{words[1:]}."
                assert option_words(GAME, view, h, Option("x", n=0)) == "0: " + words     # the choice bar's
                return
    raise AssertionError("no random game chose how much to pay for a job")


def test_an_even_amount_is_offered_as_what_is_paid():
    """The Stalion pays "any even amount of food": its buttons read 2 and 4, the food paid,
    where "1" and "2" (its x) read as an odd amount the card does not allow."""
    state = asking_amount("stalion", food=5)
    view = GAME.view(state, 0)
    assert [option_words(GAME, view, 0, o) for o in options(state)] == ["0: do nothing", "2", "4"]


def test_declining_a_teammates_roll_is_not_called_passing_the_day():
    for seed in range(1, 40):
        for state, view, decision in decisions({"players": 3, "mode": "coop"}, seed):
            if state.tasks and state.tasks[-1][0] == "join" and Option("pass") in decision.options:
                assert GAME.describe_for(view, decision, Option("pass")) == "Don't join"
                assert GAME.describe(Option("pass")) == "Pass for the day"      # the stateless words differ
                return
    raise AssertionError("no co-op game asked to join a roll")


def test_the_review_names_the_choices_in_the_seats_words(monkeypatch):
    """A review's marks say which job was taken and which was better, as the table does."""
    from wildwest.core.golden import record_game
    from wildwest.core.ismcts import ISMCTSBot

    from ..core.test_review import one_good_option
    monkeypatch.setattr(ISMCTSBot, "analyse", one_good_option)
    save, _, _ = record_game(GAME, ["random", "easy"], 4)
    save.seats[0] = "human"
    review = Review(save, iterations=4).run()
    assert review.marks
    assert not any(f"{nth} job" in mark.took + mark.best for mark in review.marks for nth in ORDINALS)
    state = GAME.new_game(save.config, save.seed)
    moves = {mark.move: mark for mark in review.marks}
    for k, (seat, option) in enumerate(save.moves):
        if k in moves:
            decision = GAME.pending(state)[seat]
            assert moves[k].took == GAME.describe_for(GAME.view(state, seat), decision, option)
            assert moves[k].text.startswith(f"Move {k + 1}: you chose \"{moves[k].took.rstrip('.')}\". ")
        GAME.apply(state, seat, option)


def test_a_reveal_names_the_way_to_the_face_down_tile_once():
    """It read "Reveal the tile north to a face-down tile"; and two tiles within reach both
    to the north-west read alike: a tile further off than a neighbour is named by count."""
    state = day_state()
    state.heroes[0].pos = (-1, -1)
    at(state, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    decision = GAME.pending(state)[0]
    said = {(o["x"] + 1, o["y"] + 1): option_words(GAME, GAME.view(state, 0), 0, o)     # by the way from (-1, -1)
            for o in decision.options if o.kind == "reveal"}
    near = {w: s for w, s in said.items() if max(map(abs, w)) == 1}
    assert near and all(re.fullmatch(r"Reveal the face-down tile to the (north|south)?-?(east|west)?", s)
                        for s in near.values()), said
    assert said[0, -1] == "Reveal the face-down tile to the north"
    assert said[-1, 2] == "Reveal the face-down tile 1 tile west and 2 tiles south"     # beside "to the south-west"
    assert len(set(said.values())) == len(said), said
