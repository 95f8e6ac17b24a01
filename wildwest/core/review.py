"""Review a finished game: each seat's chance to win after every move, as the hard bot's
search (core/ismcts.py) estimates it from what that seat could see, and the costliest
choices of the seats reviewed (the humans), each against the best option at that decision.

A seat's chance is estimated where it chooses: the search weighs its decision from its
own view (the most visited option's mean is its chance; the option it took gives its
chance after the move). Where a seat waits, or its game leaves the choice to the easy
bot, `ISMCTSBot.outlook` plays paths from its view instead, once at the deal and at such
choices; between estimates a seat's chance holds. The last point is the search's own
score of the final state: 1 or 0, or a tie's (or a team's) share.

The work is planned before it starts (a replay that lists every estimate), so the
iterations of each fit the whole review into a fixed budget of hard decisions, and a
reviewed seat's own choices get DEEP times more. Each estimate is seeded by its place in
the game, so a review is reproducible. Same view, same choice: the estimate is reused.
Pygame-free; the UI runs it on a thread, reads `series` as it grows and may `cancel`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .engine import digest
from .saves import SaveData, SaveError, replay

BUDGET = 40             # a whole review's work, in hard decisions (benchmarks/review.py)
DEEP = 3                # a reviewed seat's own choices get this many times the iterations
MIN_ITERATIONS = 6      # fewer says nothing
MAX_SHARE = 2           # no estimate gets more than twice a hard decision's iterations
MIN_VISITS = 3          # the option taken, and the best, need this many visits to be compared
MIN_COST = 0.01         # a smaller loss is the search's noise, not a mistake
MARKS = 3               # the costliest choices shown per reviewed seat


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
    `move`) took `took` where `best` was better."""

    move: int
    seat: int
    took: str
    best: str
    before: float       # the seat's chance at the decision
    after: float        # its chance after the option it took
    kept: float         # its chance after the best option
    text: str

    @property
    def cost(self) -> float:
        return self.kept - self.after

    @property
    def short(self) -> str:
        """The mark in a line or two, where the chart shows the chances."""
        return f"Move {self.move + 1}: {self.took} ({percent(self.before)} to {percent(self.after)}); " \
               f"{self.best} kept {percent(self.kept)}"

    def to_json(self) -> dict:
        return {"move": self.move + 1, "seat": self.seat, "took": self.took, "best": self.best,
                "before": round(self.before, 4), "after": round(self.after, 4), "kept": round(self.kept, 4),
                "text": self.text}


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


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
        self.probe = self.game.make_bot("hard", 0)     # its Search, iterations and ranking
        self.base = self.probe.iterations
        self.jobs = self._plan()
        self.total = sum(DEEP if job.deep else 1 for job in self.jobs)
        share = self.base * BUDGET / max(1, self.total)
        self.iterations = iterations or max(MIN_ITERATIONS, min(MAX_SHARE * self.base, round(share)))
        self.series: list[list[float]] = []     # one point per position, 0..moves, filled by run
        self.marks: list[Mark] = []
        self.done = 0                           # work done, in the units of `total`
        self.cancelled = False
        self._cache: dict = {}

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
        candidates = []
        for k, (mover, option) in enumerate(moves):
            taken = None
            while job is not None and job.move == k:
                if self.cancelled:
                    return self
                value, stats = self._estimate(state, job, option if job.seat == mover else None)
                chance[job.seat] = value
                if job.seat == mover and stats:
                    taken = stats
                self.done += DEEP if job.deep else 1
                if progress is not None:
                    progress(self.done, self.total)
                job = next(jobs, None)
            self.series.append(list(chance))
            if taken is not None:
                chance[mover] = self._after(k, mover, option, taken, candidates)
            game.apply(state, mover, option)
        self.marks = self._marks(candidates)     # before the last point, which says it is finished
        self.series.append([self.probe.search.value(game, state, seat) for seat in range(self.players)])
        return self

    def _estimate(self, state, job: Job, keep) -> tuple[float, list]:
        """(chance, the options' statistics or []) of one job, from its seat's view; the
        same view, decision and work reuse the answer."""
        game, seat = self.game, job.seat
        view = game.view(state, seat)
        decision = game.pending(state).get(seat) if job.searched else None
        iterations = self.iterations * (DEEP if job.deep else 1)
        key = (seat, digest(view), decision.options if decision else None, keep, iterations)
        if key not in self._cache:
            bot = game.make_bot("hard", self.save.seed * 7919 + job.move * 31 + seat, iterations=iterations)
            if decision is None:
                self._cache[key] = bot.outlook(view), []
            else:
                stats = bot.analyse(view, decision, keep=keep)
                self._cache[key] = stats[0].mean, stats
        return self._cache[key]

    def _after(self, k: int, seat: int, option, stats: list, candidates: list) -> float:
        """The mover's chance after the option it took (held where the search gave that
        option too few visits to say); a reviewed seat's loss against the best option
        becomes a candidate mark."""
        taken = next((s for s in stats if s.option == option), None)
        if taken is None or taken.visits < MIN_VISITS:
            return stats[0].mean
        if seat in self.reviewed:
            best = max((s for s in stats if s.visits >= MIN_VISITS), key=lambda s: s.mean)
            if best.mean - taken.mean >= MIN_COST:
                candidates.append((k, seat, option, best.option, stats[0].mean, taken.mean, best.mean))
        return taken.mean

    def _marks(self, candidates: list) -> list[Mark]:
        """Each reviewed seat's MARKS costliest choices, costliest first."""
        marks = []
        for seat in self.reviewed:
            mine = sorted((c for c in candidates if c[1] == seat), key=lambda c: c[6] - c[5], reverse=True)
            marks += [self._mark(*c) for c in mine[:MARKS]]
        return sorted(marks, key=lambda m: -m.cost)

    def _mark(self, k, seat, option, best, before, after, kept) -> Mark:
        took, better = self.game.describe(option), self.game.describe(best)
        you = self.save.seats.count("human") == 1 and self.save.seats[seat] == "human"
        who = "you" if you else self.game.seat_label(self.final, seat)
        text = (f"Move {k + 1}: {who} took {took}, and {'your' if you else 'their'} chance to win "
                f"went from {percent(before)} to {percent(after)}; {better} kept {percent(kept)}.")
        return Mark(k, seat, took, better, before, after, kept, text)

    def to_json(self) -> dict:
        """What `main.py review --json` prints."""
        return {"game": self.game.name, "moves": len(self.save.moves), "seats": self.labels(),
                "reviewed": self.reviewed, "iterations": self.iterations,
                "series": [[round(c, 4) for c in point] for point in self.series],
                "marks": [mark.to_json() for mark in self.marks]}

    def labels(self) -> list[str]:
        """Each seat's name as the game writes it, and who played it."""
        return [f"{self.game.seat_label(self.final, seat)} ({kind})" for seat, kind in enumerate(self.save.seats)]
