"""Plain words where a player reads (issue 18 §2): every job of the data as a sentence
from the one vocabulary (words.py), and no engine shorthand in any prompt, button label
or log line of seeded games."""
import random
import re

import pytest

from wildwest.games.deckwest.content import content
from wildwest.games.deckwest.words import job_words

from .helpers import GAME, MODES, dealt

SHORTHAND = [r"->", "@", "\u25c6", "\u2b22", r"(?<![\w'])[-+]\d", r"\bx\b", r"\bx =", r"\(-?\d+, -?\d+\)",
             r"\bJob \d", r"\bslot \d", r"\bd\d+\b", r"\w_\w", r"(?i)\bcharacter \d", r"s's\b", r"\d to go\b"]


def shorthand(text: str) -> list[str]:
    """The engine shorthand a player would have to decode in `text`."""
    return [p for p in SHORTHAND if re.search(p, text)]


def test_every_job_of_the_data_is_a_sentence_without_shorthand():
    jobs = list(content().every_job())
    assert len(jobs) > 150
    for where, job in jobs:
        for text in [job_words(job), job_words(job, who="Wayne")] + [job_words(job, x) for x in range(4)]:
            assert not shorthand(text) and "?" not in text, (where, text)
            assert text[0].isupper() and text.endswith(".") and "  " not in text, (where, text)


@pytest.mark.parametrize("card, job, x, who, words", [
    ("pan", 0, None, None, "On a River tile: roll 1 die and gain 1 gold for each success."),
    ("boots", 0, None, "Wayne", "Wayne pays 1 food to move 1 step."),
    ("boots", 0, None, None, "Pay 1 food to move 1 step."),
    ("revolver", 1, None, None, "On a Forest tile: pay any amount of wood to roll 2 dice for each wood paid "
                                "and gain 1 food for each success."),
    ("revolver", 1, 2, None, "On a Forest tile: pay 2 wood to roll 4 dice and gain 1 food for each success."),
    ("saw", 0, None, None, "On a Forest tile: discard 1 item card to roll 2 dice and gain 1 wood for each success."),
    ("mallet", 0, None, None, "Pay 1 gold, 1 metal and 1 wood and discard 1 item card to build a railway here."),
    ("stalion", 0, None, None, "Pay any even amount of food to move 3 steps for each 2 food paid."),
    ("hunger", 0, None, None, "Pay 1 of any one resource to discard this card."),
    ("rifle", 0, None, None, "Pay 1 metal to deal 3 hits and attack with 4 dice."),
    ("wagon", 0, None, None, "Scrap this card to gain 2 wood and 2 food and draw 2 cards."),
])
def test_pinned_sentences(card, job, x, who, words):
    assert job_words(content().cards[card].jobs[job], x, who) == words


def test_a_price_and_a_mission_job_read_as_sentences():
    c = content()
    assert job_words(c.cards["wagon"].cost[0]) == "Pay 3 wood and 2 food."
    assert job_words(c.missions["village_hero"].jobs[-1], 2) == \
        "On a Village tile: feed the village, pay 4 food and score 4 VP."


def test_button_labels_read_as_english():
    from wildwest.core.engine import Option
    assert GAME.describe(Option("job", src="card", card="binoculars-t1", job=0)) == "The Binoculars' first job"
    assert GAME.describe(Option("job", src="card", card="saw-s1", job=1)) == "The Saw's second job"
    assert GAME.describe(Option("ask", r="food")) == "Ask for 1 food"
    assert GAME.describe(Option("give", r="gold")) == "Give 1 gold"
    assert GAME.describe(Option("next", hero=1)) == "The second character takes the next turn"


@pytest.mark.parametrize("mode", ["versus", "coop", "solo", "chase", "double", "race"])
def test_prompts_buttons_and_log_lines_of_seeded_games_have_no_shorthand(mode):
    """Random seeded games: every prompt, every option's label and every log line."""
    rng = random.Random(7)
    state = GAME.new_game(dealt(MODES[mode]), 7)
    seen: set = set()
    for _ in range(700):
        pending = GAME.pending(state)
        if not pending:
            break
        (player, decision), = pending.items()
        seen.add(decision.prompt)
        seen.update(GAME.describe(o) for o in decision.options)
        seen.update(why for _, why in decision.blocked)
        seen.update(e.text for e in GAME.apply(state, player, rng.choice(decision.options)))
    bad = sorted(t for t in seen if shorthand(t))
    assert not bad, bad[:40]
    compass = [t for t in seen if t.startswith("The compass die shows")]
    assert all(re.fullmatch(r"The compass die shows \S \((north|south|west|one more bandit)\)\.", t)
               for t in compass), compass
    assert len(seen) > 100


def test_a_jobs_sentence_is_worked_out_once_every_start_of_it_logs_it():
    job = content().cards["boots"].jobs[0]
    assert job_words(job, 1, "Wayne") is job_words(job, 1, "Wayne")


def logged(mode: str, seed: int, moves: int) -> list[str]:
    """Every log line of a seeded random game of `mode`, up to `moves` moves."""
    rng = random.Random(seed)
    state, lines = GAME.new_game(dealt(MODES[mode]), seed), []
    for _ in range(moves):
        pending = GAME.pending(state)
        if not pending:
            break
        (player, decision), = pending.items()
        lines += [e.text for e in GAME.apply(state, player, rng.choice(decision.options))]
    return lines


@pytest.mark.parametrize("mode", ["versus", "coop", "solo"])
def test_a_payment_is_logged_once_and_every_card_named_with_the(mode):
    """"With the Boots, Jake pays 1 food to move 1 step." was followed by "Jake pays 1 food."
    for the same payment, and cards were named "discards Saw" but "scraps the Exhaustion"."""
    lines = logged(mode, 5, 700)
    names = {c.name for c in content().cards.values()}
    assert any(line.startswith("With ") and " pays " in line for line in lines)
    for before, line in zip(lines, lines[1:]):
        if m := re.fullmatch(r"(.+) pays (\d+ \w+)\.", line):
            assert f"{m[1]} pays {m[2]}" not in before, (before, line)
        for verb in ("discards", "scraps", "takes", "draw"):
            for name in names:
                assert f" {verb} {name}" not in line, line


def test_a_job_line_says_it_for_the_card_it_names():
    """"With the Hunger, Kate pays 1 food to discard this card.": in the log the card was
    just named, so "it"; a card's own face keeps "this card"."""
    lines = [line for mode in ("versus", "coop", "solo") for line in logged(mode, 5, 700)]
    assert any(re.match(r"With the .+ (discard|scrap)s? it\b", line) or " to discard it." in line for line in lines)
    assert not [line for line in lines if "this card" in line]
    assert job_words(content().cards["hunger"].jobs[0]).endswith("this card.")


def test_the_log_says_who_scores_vp_and_what_for():
    """Co-op's log said "Wayne Johns scores 3 VP" when the team scored, and a versus
    reveal logged "scores 1 VP" twice with no word on why."""
    from wildwest.core.engine import Option

    from .helpers import at, day_state, play
    coop, events = day_state({"players": 2, "mode": "coop"}), []
    GAME._gain(coop, 1, "vp", 3, False, events, "wagon_west")
    assert [e.text for e in events] == ["The team scores 3 VP for the wagon going west."]
    versus = day_state()                                   # Discovery: revealing land scores
    at(versus, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    play(versus, Option("reveal", x=-1, y=-2))
    versus.heroes[0].pos = (-1, 0)
    at(versus, [("turn", 0, 1, 2), ("reveal", 0, 1)])
    name = GAME.hero_name(versus, 0)
    said = [e.text for e in play(versus, Option("reveal", x=-2, y=0)) if e.kind == "vp"]
    assert said == [f"{name} scores 1 VP for revealing furthest west.", f"{name} scores 1 VP for revealing land."]


def test_a_drawn_card_drawn_again_is_counted_not_repeated():
    """The log said "You draw the Knife, the Knife and the Boots"."""
    assert GAME.the_cards(["knife-s1", "boots-s1", "knife-s2"]) == "two Knife cards and the Boots"


def test_a_tile_named_by_its_kind_does_not_say_it_twice():
    from wildwest.games.deckwest.words import tile_words
    tiles = content().tiles.values()
    assert {tile_words(t) for t in tiles if t.kind in ("village", "camp")} == \
        {t.name for t in tiles if t.kind in ("village", "camp")}
    assert tile_words(next(t for t in tiles if t.kind == "forest_river")).endswith(" (forest with a river)")


def test_a_roll_of_job_dice_says_the_successes_in_words():
    """The log said "rolls for food: 2 job dice roll 1, 2 (3 successes)", then "the 2 dice
    show 1 and 0 successes, 1 in all" (a 1 and a 0 read as the dice's faces): the total
    first, each die's share after it."""
    state, events = GAME.new_game(dealt(MODES["versus"]), 3), []
    total, faces = GAME._roll(state, 2, "Wayne rolls for food", events)
    assert events[-1].text == f"Wayne rolls for food: {total} success{'es' if total != 1 else ''} from the 2 dice " \
                              f"({faces[0]} + {faces[1]})."
    GAME._roll(state, 1, "Wayne rolls for food", events)
    assert re.fullmatch(r"Wayne rolls for food: the die shows (1 success|[02] successes)\.", events[-1].text)



@pytest.mark.parametrize("mode", ["versus", "solo"])
def test_no_log_line_opens_with_a_number(mode):
    """"1 bandit moves to a face-down tile." reads as a table cell, not a sentence."""
    lines = logged(mode, 3, 1500)
    assert any(" bandit" in line and "move" in line for line in lines)
    assert not [line for line in lines if line[:1].isdigit()]


def test_the_bandit_tracker_says_how_far_it_has_to_go():
    """"The bandit tracker moves to 3." gave no idea that 8 ends the game."""
    lines = logged("versus", 3, 1500)
    lose = GAME.c.boards[GAME.new_game(dealt(MODES["versus"]), 3).board].lose
    assert f"The bandit tracker moves to 1 of {lose}." in lines


@pytest.mark.parametrize("pool, words", [((1, 0, 0), "you may move 1 step: "),
                                         ((2, 0, 1), "you may move 2 steps and sail 1 step: ")])
def test_the_move_prompt_counts_the_steps_left_without_more(pool, words):
    """Before the first step it said "you may move 1 more step": more than what?"""
    assert GAME._move_prompt(pool, False).startswith(words)


def test_a_payment_said_twice_reads_once_with_its_count():
    """The Skilled Trader's price read "Pay 2 of any one resource and 2 of any one resource."."""
    assert job_words(content().cards["skilled_trader"].cost[0]) == "Pay 2 of any one resource twice."
    assert job_words(content().cards["wagon"].cost[0]) == "Pay 3 wood and 2 food."
