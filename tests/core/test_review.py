"""Review a finished game (core/review.py): each seat's chance after every move, estimated
by the hard bot's search from that seat's view, ending at the result; the reviewed seat's
costliest choices, each a real decision of that seat; simulate --save-dir's saves."""
from __future__ import annotations

import json

import pytest

from wildwest.core.bots import OptionStats
from wildwest.core.golden import record_game
from wildwest.core.ismcts import ISMCTSBot
from wildwest.core.review import CHECKS, DEEP, MARKS, TREND, Review, clearly_worse, trend
from wildwest.core.saves import SaveData, SaveError, read_save, replay, replay_summary
from wildwest.core.simulate import simulate
from wildwest.games import game_names, get_game
from wildwest.games.duel.bots import EasyBot

from .test_ismcts import GAME, at_first_duel, search

PLAYERS = {"duel": 2, "durango": 3, "desperados": 3, "wildride": 2, "deckwest": 2}


def played(name: str, seed: int = 1, levels: tuple = ("easy", "easy")) -> SaveData:
    """A seeded bot game of `name` whose first seat is marked human."""
    game = get_game(name)
    levels = list(levels) + ["easy"] * (PLAYERS[name] - len(levels))
    save, _, _ = record_game(game, levels, seed)
    save.seats[0] = "human"
    return save


@pytest.mark.parametrize("name", game_names())
def test_the_series_has_a_point_after_every_move_and_ends_at_the_result(name):
    save = played(name)
    review = Review(save, iterations=1).run()
    game = review.game
    assert review.finished and len(review.series) == len(save.moves) + 1
    assert all(len(point) == len(save.seats) and all(0 <= c <= 1 for c in point) for point in review.series)
    result = game.result(review.final)
    assert review.series[-1] == [result.share(seat) for seat in range(len(save.seats))]


def one_good_option(self, view, decision, keep=None, among=None):
    """A search that finds one option of each decision (the first by name) clearly
    better than the others: 80 % against 20 %."""
    good, options = min(decision.options, key=str), among or decision.options
    visits = max(1, self.iterations // len(options))
    return sorted((OptionStats(o, visits, (0.8 if o == good else 0.2) * visits) for o in options),
                  key=lambda s: -s.mean)


def test_a_human_who_plays_randomly_gets_three_marks_each_a_real_choice_of_theirs(monkeypatch):
    monkeypatch.setattr(ISMCTSBot, "analyse", one_good_option)
    save = played("duel", seed=2, levels=("random", "easy"))
    review = Review(save, iterations=30).run()
    assert len(review.marks) == MARKS
    costs = [mark.cost for mark in review.marks]
    assert costs == sorted(costs, reverse=True) and costs[-1] > 0
    game = review.game
    for mark in review.marks:
        seat, option = save.moves[mark.move]
        assert seat == mark.seat == 0 and save.seats[seat] == "human"
        assert mark.took == game.describe(option)
        state = game.new_game(save.config, save.seed)
        for player, taken in save.moves[: mark.move]:
            game.apply(state, player, taken)
        legal = game.pending(state)[seat].options
        assert mark.best == game.describe(min(legal, key=str)) and mark.best != mark.took
        assert (mark.before, mark.after) == (pytest.approx(0.8), pytest.approx(0.2))
        assert f"Move {mark.move + 1}: you chose \"{mark.took}\". Your chance to win was then about 20%; " \
               f"about 80% had you chosen \"{mark.best}\"." == mark.text
        assert review.series[mark.move][seat] == mark.before          # the chart agrees with the words


def test_a_mark_names_the_card_where_the_table_would_ring_it(monkeypatch):
    """Durango's buttons say "Add it to your party" of the card clicked; a mark, read with
    nothing ringed, said that of both cards it compared."""
    monkeypatch.setattr(ISMCTSBot, "analyse", one_good_option)
    review = Review(played("durango", seed=3, levels=("random", "easy")), iterations=30).run()
    assert review.marks and all(mark.took != mark.best for mark in review.marks), \
        [mark.text for mark in review.marks]


def test_only_the_reviewed_seats_own_searched_moves_are_analysed_deeply():
    save = played("duel", seed=3)
    review = Review(save)
    deep = [job for job in review.jobs if job.deep]
    assert deep and all(job.seat == 0 and save.moves[job.move][0] == 0 for job in deep)
    work = (len(review.jobs) + (DEEP - 1) * len(deep)) * review.iterations
    assert review.total == work + CHECKS * review.check
    unreviewed = Review(save, reviewed=[])
    assert unreviewed.total == len(review.jobs) * unreviewed.iterations


def test_the_planned_work_fits_the_budget_of_hard_decisions():
    """Longer games get fewer iterations an estimate, never fewer than MIN_ITERATIONS (the
    share is rounded: a few iterations over)."""
    from wildwest.core.review import BUDGET, MIN_ITERATIONS
    short, long = Review(played("duel")), Review(played("durango", levels=("easy",) * 3))
    for review in (short, long):
        assert review.total <= BUDGET * review.base * 1.03 or review.iterations == MIN_ITERATIONS
    assert long.iterations < short.iterations


def test_the_same_save_gives_the_same_review():
    save = played("duel", seed=4)
    first, second = Review(save, iterations=5).run(), Review(save, iterations=5).run()
    assert first.series == second.series and first.marks == second.marks


def test_a_review_can_be_cancelled_between_estimates_and_reports_its_progress():
    review = Review(played("duel"), iterations=2)
    seen = []

    def progress(done, total):
        seen.append((done, total))
        if len(seen) == 5:
            review.cancel()

    review.run(progress)
    assert len(seen) == 5 and not review.finished and review.marks == []
    assert all(0 < done <= total == review.total for done, total in seen)


def test_a_game_still_in_play_cannot_be_reviewed():
    save = played("duel")
    save.moves = save.moves[:10]
    with pytest.raises(SaveError, match="finished"):
        Review(save)


def test_the_json_form_names_seats_series_and_marks():
    review = Review(played("duel", seed=2, levels=("random", "easy")), iterations=10).run()
    data = json.loads(json.dumps(review.to_json()))
    assert set(data) == {"game", "moves", "seats", "reviewed", "iterations", "check_iterations", "series", "marks"}
    assert data["reviewed"] == [0] and len(data["series"]) == data["moves"] + 1
    assert data["seats"][0].endswith("(human)")
    for mark in data["marks"]:
        assert set(mark) == {"move", "seat", "took", "best", "before", "after", "text"}
        assert 1 <= mark["move"] <= data["moves"]


# ---- marks only where the evidence holds; a line a player can read; a side's one chance -----
def test_a_gap_is_clearly_worse_only_with_visits_enough_and_above_the_noise():
    def stats(mean, visits):
        return OptionStats("o", visits, mean * visits)
    assert not clearly_worse(stats(0.46, 3), stats(0.75, 3))           # the audit's "46% to 46%; kept 75%"
    assert not clearly_worse(stats(0.46, 12), stats(0.75, 12))         # 29 points, but 12 visits: noise
    assert clearly_worse(stats(0.30, 200), stats(0.60, 200))
    assert not clearly_worse(stats(0.50, 5000), stats(0.55, 5000))     # sure, but too small to show
    assert not clearly_worse(None, stats(0.9, 500))


def test_a_game_whose_options_are_all_alike_gets_no_mark(monkeypatch):
    """Every option worth a coin toss, each mean a count of coin tosses: the old marks
    ranked the best of several noisy means (the winner's curse) and found three."""
    import random
    rng = random.Random(3)

    def coins(self, view, decision, keep=None, among=None):
        options = among or decision.options
        visits = max(1, self.iterations // len(options))
        return [OptionStats(o, visits, sum(rng.random() < 0.5 for _ in range(visits))) for o in options]
    monkeypatch.setattr(ISMCTSBot, "analyse", coins)
    review = Review(played("duel", seed=2, levels=("random", "easy")), iterations=30).run()
    assert review.finished and review.marks == []


def test_the_line_is_the_mean_of_the_last_few_estimates_and_ends_at_the_result():
    noisy = [0.0, 1.0, 1.0, 0.1, 0.9, 0.0, 0.0, 1.0]
    line = trend(noisy, finished=True)
    assert line[:2] == [0.0, 0.5] and line[3] == pytest.approx((0 + 1 + 0.1) / 3)
    assert line[5] == pytest.approx(sum([1.0, 0.1, 0.9, 0.0][-TREND:]) / TREND)
    assert line[-1] == 1.0 and trend(noisy, finished=False)[-1] < 1.0
    assert max(abs(a - b) for a, b in zip(line[:-1], line[1:-1])) <= 0.5


@pytest.mark.parametrize("name, config", [("desperados", {"players": 4}), ("deckwest", {"players": 2, "mode": "coop"})])
def test_a_sides_members_share_one_chance(name, config):
    game = get_game(name)
    save, _, _ = record_game(game, ["easy"] * config["players"], 1, options=config)
    team = game.score_breakdown(replay(save)[1]).teams[0][1]
    review = Review(save, iterations=2).run()
    assert len(team) > 1 and review.sides[team[0]] == tuple(team)
    assert all(len({point[seat] for seat in team}) == 1 for point in review.series)


# ---- the search's two answers a review asks for ------------------------------------------
def test_analyse_weighs_the_option_kept_however_low_the_easy_bot_ranks_it():
    state = at_first_duel()
    view, decision = GAME.view(state, 0), GAME.pending(state)[0]
    last = EasyBot(GAME, 2).rank(view, decision)[-1]
    plain = {s.option: s.visits for s in search(iterations=12).analyse(view, decision)}
    kept = {s.option: s.visits for s in search(iterations=12).analyse(view, decision, keep=last)}
    assert plain.get(last, 0) == 0 and kept[last] > 0


def test_analyse_among_two_options_weighs_only_those_and_ranks_the_whole_decision():
    """A review's second look at a choice weighs the option taken and the better one
    alone. Handing the search a decision of those two made Desperados' easy bot read the
    marshal's sheriff choice as a card choice (it ranks by the first option's kind)."""
    game = get_game("desperados")
    save, _, _ = record_game(game, ["easy"] * 3, 1)
    state, bot = game.new_game(save.config, save.seed), game.make_bot("hard", 1, iterations=30)
    for seat, option in save.moves:
        decision = game.pending(state)[seat]
        if len({o.kind for o in decision.options}) > 1 and bot.weighed(game.view(state, seat), decision):
            break
        game.apply(state, seat, option)
    among = (decision.options[-1], next(o for o in decision.options if o.kind != decision.options[-1].kind))
    stats = bot.analyse(game.view(state, seat), decision, keep=among[0], among=among)
    assert {s.option for s in stats} == set(among) and sum(s.visits for s in stats) == 30


def test_outlook_plays_paths_from_a_seats_view_whoever_moves_first():
    state = at_first_duel()
    view = GAME.view(state, 1)

    def outlook(seed):
        return ISMCTSBot(GAME, seed, EasyBot, GAME.make_bot("hard", 0).search, iterations=20).outlook(view)

    assert 0 <= outlook(1) <= 1 and outlook(1) == outlook(1)


# ---- simulate --save-dir ------------------------------------------------------------------
@pytest.mark.slow      # the quick set reviews a game of each (test_the_series_has_a_point_after_every_move...)
@pytest.mark.parametrize("name", game_names())
def test_simulate_writes_each_finished_game_as_a_save_that_replays_and_reviews(name, tmp_path):
    levels = ["easy"] * PLAYERS[name]
    simulate(get_game(name), levels, 2, 7, save_dir=str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == [f"{name}-0001.json", f"{name}-0002.json"]
    for path in files:
        summary = replay_summary(path)
        assert summary["finished"] and summary["game"] == name
        review = Review(read_save(path), reviewed=[1], iterations=1).run()
        assert review.finished and review.reviewed == [1]
