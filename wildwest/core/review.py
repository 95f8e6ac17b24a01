"""Review a finished game: each seat's chance to win after every move, as the hard bot's
search (core/ismcts.py) estimates it from what that seat could see, and the costliest
choices of the seats reviewed (the humans), each against the best option at that decision.

A seat's chance is estimated where it chooses: the search weighs its decision from its
own view (the most visited option's mean is its chance; the option it took gives its
chance after the move). Where a seat waits, or its game leaves the choice to the easy
bot, `ISMCTSBot.outlook` plays paths from its view instead, once at the deal and at such
choices; between estimates a seat's chance holds. Seats that win or lose as one side
(`score_breakdown().teams`: Desperados' gang, a co-op team) share one chance: each
estimate, from whichever member's view, is the side's. The last point is the search's
own score of the final state: 1 or 0, or a tie's (or a team's) share.

A mark must hold against the search's noise: the few choices that looked costliest are
weighed again by a search of their own between the option taken and the better one
(so the figures shown are not the best of several noisy means, the winner's curse),
and only a gap of MIN_COST and of NOISE standard errors is a mark.

The work is planned before it starts (a replay that lists every estimate), so the
iterations of each fit the whole review into a fixed budget of hard decisions, and a
reviewed seat's own choices get DEEP times more, and CHECK_BUDGET of it weighs the
candidate marks again. Each estimate is seeded by its place in the game, so a review is
reproducible. Same view, same choice: the estimate is reused.
Pygame-free; the UI runs it on a thread, reads `series` as it grows and may `cancel`.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from .engine import digest
from .saves import SaveData, SaveError, replay
from .words import bare

BUDGET = 40             # a whole review's work, in hard decisions (benchmarks/review.py)
CHECK_BUDGET = 8        # of it, the candidate marks weighed again, in hard decisions
DEEP = 3                # a reviewed seat's own choices get this many times the iterations
MIN_ITERATIONS = 6      # fewer says nothing
MAX_SHARE = 2           # no estimate gets more than twice a hard decision's iterations
MIN_VISITS = 3          # an option with fewer visits says nothing of its chance
CHECKS = 4              # the candidate marks weighed again per reviewed seat
CHECK_VISITS = 10       # in that check, each of the two options needs this many visits
MIN_COST = 0.08         # a smaller loss is no mistake a player should be shown
NOISE = 2.0             # ... nor one under this many standard errors of the two means
MARKS = 3               # the costliest choices shown per reviewed seat
TREND = 4               # the chart's line: the mean of a seat's last TREND estimates


@dataclass(frozen=True)
class Job:
    """One estimate: `seat`'s chance at the position after `move` moves, its decision
    weighed (`searched`) or its outlook played out; `deep` for a reviewed seat's own move."""

    move: int
    seat: int
    searched: bool
    deep: bool


@dataclass(frozen=True)
class Mark:
    """A reviewed seat's costly choice: move `move` (0-based, the position before it is
    `move`) took `took` where `best` was clearly better, both weighed by one search."""

    move: int
    seat: int
    took: str
    best: str
    before: float       # the seat's chance at the decision: what the better option gives
    after: float        # its chance after the option it took
    text: str

    @property
    def cost(self) -> float:
        return self.before - self.after

    @property
    def short(self) -> str:
        """The mark as a list of marks says it: the move and its cost first, so a row cut
        to fit still says them; the better option is in `text`, shown on a click."""
        return f"Move {self.move + 1} (chance {percent(self.before)} to {percent(self.after)}): \"{bare(self.took)}\""

    def to_json(self) -> dict:
        return {"move": self.move + 1, "seat": self.seat, "took": self.took, "best": self.best,
                "before": round(self.before, 4), "after": round(self.after, 4), "text": self.text}


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def trend(chances: list[float], finished: bool) -> list[float]:
    """A seat's line as the chart draws it: at each position the mean of its last TREND
    estimates (a chance held over several moves counts once), which the noise of a few
    iterations an estimate cannot throw from 0 to 100 % and back; the result, once the
    review is finished, as it is."""
    line, recent = [], []
    for k, chance in enumerate(chances):
        if k == 0 or chance != chances[k - 1]:
            recent = [*recent[1 - TREND:], chance]
        line.append(sum(recent) / len(recent))
    if finished and line:
        line[-1] = chances[-1]
    return line


def clearly_worse(taken, better) -> bool:
    """Is `taken` worse than `better` by more than the search's noise? Both need
    CHECK_VISITS visits, and the gap MIN_COST and NOISE standard errors (rewards lie in
    0..1, so a mean p's variance is at most p(1-p), counted with one win and one loss
    more so that a mean of 0 or 1 over few visits is not taken as certain)."""
    if taken is None or better is None or min(taken.visits, better.visits) < CHECK_VISITS:
        return False
    return better.mean - taken.mean >= MIN_COST and evidence(taken, better) >= NOISE


def evidence(taken, better) -> float:
    """How many standard errors `better`'s mean is above `taken`'s."""
    return (better.mean - taken.mean) / math.hypot(_error(taken), _error(better))


def _error(stats) -> float:
    p = (stats.total + 1) / (stats.visits + 2)
    return math.sqrt(p * (1 - p) / (stats.visits + 2))


class Review:
    """A finished game's review, planned when made and computed by `run` (SaveError for
    a save that does not replay or a game not finished). `reviewed`: the seats whose
    choices are marked (default: the humans); `iterations` per estimate replaces the
    planned share (a quicker or a deeper review)."""

    def __init__(self, save: SaveData, reviewed: list[int] | None = None, iterations: int | None = None) -> None:
        self.save = save
        self.game, self.final, _ = replay(save)
        if self.game.result(self.final) is None:
            raise SaveError("only a finished game can be reviewed; this one is still in play")
        self.players = len(save.seats)
        self.reviewed = [i for i, kind in enumerate(save.seats) if kind == "human"] if reviewed is None \
            else list(reviewed)
        self.sides = self._sides()
        self.probe = self.game.make_bot("hard", 0)     # its Search, iterations and ranking
        self.base = self.probe.settle(self.game.view(self.final, 0))
        self.jobs = self._plan()
        units = sum(DEEP if job.deep else 1 for job in self.jobs)
        share = self.base * (BUDGET - CHECK_BUDGET) / max(1, units)
        self.iterations = iterations or max(MIN_ITERATIONS, min(MAX_SHARE * self.base, round(share)))
        checks = CHECKS * len(self.reviewed)
        self.check = 4 * DEEP * iterations if iterations else \
            max(self.base, round(self.base * CHECK_BUDGET / max(1, checks)))
        self.total = units * self.iterations + checks * self.check    # the work, in iterations
        self.series: list[list[float]] = []     # one point per position, 0..moves, filled by run
        self.marks: list[Mark] = []
        self.done = 0                           # work done, in the units of `total`
        self.cancelled = False
        self._cache: dict = {}

    def _sides(self) -> list[tuple[int, ...]]:
        """Each seat's side: the team it wins or loses with, else itself alone."""
        sides = [(seat,) for seat in range(self.players)]
        for _, team in self.game.score_breakdown(self.final).teams:
            for seat in team:
                sides[seat] = tuple(team)
        return sides

    @property
    def finished(self) -> bool:
        return len(self.series) == len(self.save.moves) + 1

    def cancel(self) -> None:
        """Stop after the estimate under way (a player who leaves)."""
        self.cancelled = True

    # ---- the plan ----------------------------------------------------------------------------
    def _plan(self) -> list[Job]:
        """Every estimate the review makes: each seat at the deal, then each seat with a
        choice of several options at each position."""
        game, moves = self.game, self.save.moves
        state = game.new_game(self.save.config, self.save.seed)
        jobs = []
        for k, (mover, option) in enumerate(moves):
            pending = game.pending(state)
            for seat in range(self.players):
                decision = pending.get(seat)
                if decision is None or len(decision.options) == 1:
                    if k == 0:
                        jobs.append(Job(0, seat, False, False))
                    continue
                searched = self.probe.weighed(game.view(state, seat), decision) is not None
                jobs.append(Job(k, seat, searched, searched and seat == mover and seat in self.reviewed))
            game.apply(state, mover, option)
        return jobs

    # ---- the work ----------------------------------------------------------------------------
    def run(self, progress: Callable[[int, int], None] | None = None) -> Review:
        """Compute the series and the marks, position by position; `progress(done, total)`
        after each estimate. Returns early, with the series so far, once cancelled."""
        game, moves = self.game, self.save.moves
        state = game.new_game(self.save.config, self.save.seed)
        jobs = iter(self.jobs)
        job = next(jobs, None)
        chance = [0.0] * self.players
        candidates: dict[int, list] = {seat: [] for seat in self.reviewed}
        for k, (mover, option) in enumerate(moves):
            taken = None
            while job is not None and job.move == k:
                if self.cancelled:
                    return self
                value, stats = self._estimate(state, job, option if job.seat == mover else None)
                self._hold(chance, job.seat, value)
                if job.seat == mover and stats:
                    taken = stats
                self._worked(self.iterations * (DEEP if job.deep else 1), progress)
                job = next(jobs, None)
            self.series.append(list(chance))
            if taken is not None:
                self._hold(chance, mover, self._after(state, k, mover, option, taken, candidates))
            game.apply(state, mover, option)
        marks = []
        for mine in candidates.values():
            for candidate in mine:
                if self.cancelled:
                    return self
                marks.append(self._check(*candidate))
                self._worked(self.check, progress)
        self.marks = self._marks([mark for mark in marks if mark is not None])
        # the last point comes after the marks: with it the review says it is finished
        self.series.append([self.probe.search.value(game, state, seat) for seat in range(self.players)])
        return self

    def _hold(self, chance: list[float], seat: int, value: float) -> None:
        """`value` is the chance of `seat`'s side from now until its next estimate."""
        for member in self.sides[seat]:
            chance[member] = value

    def _worked(self, iterations: int, progress) -> None:
        self.done += iterations
        if progress is not None:
            progress(self.done, self.total)

    def _seed(self, k: int, seat: int) -> int:
        return self.save.seed * 7919 + k * 31 + seat

    def _estimate(self, state, job: Job, keep) -> tuple[float, list]:
        """(chance, the options' statistics or []) of one job, from its seat's view; the
        same view, decision and work reuse the answer."""
        game, seat = self.game, job.seat
        view = game.view(state, seat)
        decision = game.pending(state).get(seat) if job.searched else None
        iterations = self.iterations * (DEEP if job.deep else 1)
        key = (seat, digest(view), decision.options if decision else None, keep, iterations)
        if key not in self._cache:
            bot = game.make_bot("hard", self._seed(job.move, seat), iterations=iterations)
            if decision is None:
                self._cache[key] = bot.outlook(view), []
            else:
                stats = bot.analyse(view, decision, keep=keep)
                self._cache[key] = stats[0].mean, stats
        return self._cache[key]

    def _after(self, state, k: int, seat: int, option, stats: list, candidates: dict) -> float:
        """The mover's chance after the option it took (held where the search gave that
        option too few visits to say). Where a reviewed seat's option looks worse than
        another, the position is kept as a candidate mark: the CHECKS whose gap has the
        most evidence (a large gap over few visits is mostly noise)."""
        taken = next((s for s in stats if s.option == option), None)
        if taken is None or taken.visits < MIN_VISITS:
            return stats[0].mean
        if seat in self.reviewed:
            best = max((s for s in stats if s.visits >= MIN_VISITS), key=lambda s: s.mean)
            if best.mean > taken.mean:
                mine = candidates[seat]
                mine.append((evidence(taken, best), k, seat, self.game.clone(state), option, best.option))
                mine.sort(key=lambda c: -c[0])
                del mine[CHECKS:]
        return taken.mean

    def _check(self, _, k: int, seat: int, state, option, best) -> Mark | None:
        """A candidate weighed again by a search of its own between the option taken and
        the better one: a mark if the gap holds against the noise. The chart then shows
        those two figures at that move, so the line agrees with the mark's words."""
        game = self.game
        decision = game.pending(state)[seat]
        bot = game.make_bot("hard", self._seed(k, seat) + 1_000_003, iterations=self.check)
        view = game.view(state, seat)
        stats = {s.option: s for s in bot.analyse(view, decision, keep=option, among=(best, option))}
        taken, better = stats.get(option), stats.get(best)
        if not clearly_worse(taken, better):
            return None
        side = self.sides[seat]
        end = next((job.move for job in self.jobs if job.move > k and job.seat in side), len(self.save.moves))
        for j, chance in [(k, better.mean)] + [(j, taken.mean) for j in range(k + 1, end)]:
            for member in side:
                self.series[j][member] = chance
        took, instead = (game.describe_alone(view, decision, o) for o in (option, best))
        return self._mark(k, seat, took, instead, better.mean, taken.mean)

    def _marks(self, marks: list[Mark]) -> list[Mark]:
        """Each reviewed seat's MARKS costliest choices; all of them, costliest first."""
        kept = []
        for seat in self.reviewed:
            kept += sorted((m for m in marks if m.seat == seat), key=lambda m: -m.cost)[:MARKS]
        return sorted(kept, key=lambda m: -m.cost)

    def _mark(self, k, seat, took: str, better: str, before, after) -> Mark:
        """The mark of move `k`: `took` and `better` are the two options in the seat's words."""
        you = self.save.seats.count("human") == 1 and self.save.seats[seat] == "human"
        who = "you" if you else self.game.seat_label(self.final, seat)
        text = (f"Move {k + 1}: {who} chose \"{bare(took)}\". {'Your' if you else 'Their'} chance to win was then "
                f"about {percent(after)}; about {percent(before)} had {'you' if you else 'they'} chosen "
                f"\"{bare(better)}\".")     # the options' own words, quoted: "you took Play 7 Last Call" read oddly
        return Mark(k, seat, took, better, before, after, text)

    def to_json(self) -> dict:
        """What `main.py review --json` prints."""
        return {"game": self.game.name, "moves": len(self.save.moves), "seats": self.labels(),
                "reviewed": self.reviewed, "iterations": self.iterations, "check_iterations": self.check,
                "series": [[round(c, 4) for c in point] for point in self.series],
                "marks": [mark.to_json() for mark in self.marks]}

    def labels(self) -> list[str]:
        """Each seat's name as the game writes it, and who played it."""
        return [f"{self.game.seat_label(self.final, seat)} ({kind})" for seat, kind in enumerate(self.save.seats)]
