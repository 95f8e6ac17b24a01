"""Deck Goes West's winning, losing and scoring (rulebook "Winning, Losing and Scoring"):
the mission's scoring events, VP on the score track, a character's death, the end of the
game and its results screen. A mixin of DeckWest (rules.py)."""
from __future__ import annotations

from wildwest.core.engine import Event, Result, ScoreBreakdown, ScoreRow, names_and, tie_rule

from .content import VP_SOURCES


def _gains_vp(job) -> bool:
    return any(step.verb == "gain" and step.what == "vp" for step in job.steps)


class Scoring:
    """VP, death and the end; uses DeckWest's helpers (`hero_name`, `token`...)."""

    # ---- scoring ------------------------------------------------------------------------
    def _gain_vp(self, state, h: int, n: int, events, source: str) -> None:
        """Score n VP (or pay them, never below 0), booked under `source` for the results."""
        t = self.token(state, h)
        before = state.vp[t]
        state.vp[t] = max(0, before + n)
        if state.vp[t] != before:
            state.vp_from[t][source] = state.vp_from[t].get(source, 0) + state.vp[t] - before
        bd = self.c.boards[state.board]
        if n and state.vp[t] >= bd.win:
            if state.mode == "versus":
                self._finish(state, "win", [state.heroes[h].seat], events,
                             f"{self.hero_name(state, h)} reaches the end of the score track and wins!")
            elif self.home_blocks_win(state):
                events.append(Event("home", "The score track is complete: now everyone back to the start tile!",
                                    {"pos": state.wagon}))
            else:
                self._finish(state, "win", list(range(state.players)), events,
                             "The team reaches the end of the score track and wins!")

    def _score(self, state, h: int, event: str, x: int = 0, src: str = "trigger") -> None:
        """Run the mission's job for this event for h; x is the event's amount (damage).
        `src` "spoils": the job without its VP, for a second hero sharing the event (the
        VP of one event is scored once)."""
        if event in self.c.missions[state.mission].on:
            state.tasks.append(("job", h, src, event, 0, 0, x, False))

    # ---- death and the end --------------------------------------------------------------
    def _kill(self, state, h: int, why: str, events) -> None:
        hero = state.heroes[h]
        if not hero.alive:
            return
        hero.alive = False
        hero.passed = True
        events.append(Event("death", f"{self.hero_name(state, h)} dies: {why}.", {"hero": h}))
        alive = [x for x in state.heroes if x.alive]
        if state.mode != "versus":
            self._finish(state, "death", [], events, "A character died: the team loses.")
        elif not alive:
            self._finish(state, "death", [], events, "Every character died: the bandits win.")

    def _finish(self, state, end: str, winners: list, events, text: str) -> None:
        state.end = end
        state.winners = sorted(set(winners))
        state.phase = "over"
        state.tasks.clear()
        state._pend = None
        events.append(Event("game_over", text, {"winners": list(state.winners), "end": end}))

    def result(self, state) -> Result | None:
        if not state.end:
            return None
        if state.mode == "versus":
            scores = tuple(state.vp[h] for h in range(len(state.heroes)))
        else:
            scores = tuple(state.vp[0] for _ in range(state.players))
        if state.winners:
            names = " and ".join(self.seat_label(state, p) for p in state.winners)
            summary = (f"{names} win{'s' if len(state.winners) == 1 and state.mode == 'versus' else ''}"
                       f" ({'team score ' if state.mode != 'versus' else ''}{scores[state.winners[0]]} VP).")
        else:
            summary = {"bandits": f"The bandits win: their tracker reached the end on day {state.day}, "
                                  f"with the team at {state.vp[0]} of {self.c.boards[state.board].win} VP.",
                       "death": "A character died: the bandits win."}.get(state.end, "Nobody wins.")
        return Result(tuple(state.winners), scores, summary, together=state.mode != "versus" or not state.winners)

    def standing_key(self, state, h: int) -> tuple:
        """Versus order at the bandits' end: VP, then furthest west, then most resources."""
        hero = state.heroes[h]
        return (state.vp[self.token(state, h)], -hero.pos[0], sum(hero.res.values()))

    # ---- the results screen -------------------------------------------------------------
    def score_breakdown(self, state) -> ScoreBreakdown:
        """Each score token's VP by where it came from: every way the mission scores (its
        scoring events in its order, then its card's jobs), even those that scored nothing,
        then anything else booked (VP paid for jobs); a line on what ended the game; in
        versus the tie-break at the bandits' end. Co-op's seats share one token, one column."""
        mission = self.c.missions[state.mission]
        events = [e for e, job in mission.on.items() if any(step.what == "vp" for step in job.steps)]
        if any(step.verb == "gain" and step.what == "vp" for job in mission.jobs for step in job.steps):
            events.append("mission")
        owners = ([(hero.seat, h) for h, hero in enumerate(state.heroes)] if state.mode == "versus"
                  else [(seat, 0) for seat in range(state.players)])
        rows = []
        for seat, t in owners:
            booked = dict.fromkeys(events, 0) | state.vp_from[t]
            rows += [ScoreRow(seat, VP_SOURCES[source], vp) for source, vp in booked.items()]
        teams = (("The team", tuple(range(state.players))),) if state.mode == "coop" else ()
        return ScoreBreakdown(tuple(rows), ("VP",), self._standing_rule(state), self._ending(state), teams)

    def _standing_rule(self, state) -> str | None:
        """Versus at the bandits' end: the tie-break among the characters still alive."""
        if state.mode != "versus" or state.end != "bandits" or not state.winners:
            return None
        alive = [h for h, hero in enumerate(state.heroes) if hero.alive]
        keys = {state.heroes[h].seat: self.standing_key(state, h) for h in alive}
        names = {state.heroes[h].seat: self.hero_name(state, h) for h in alive}
        return tie_rule(keys, names, ("VP", "tiles west of the start", "resources"))

    def goal(self, state) -> str:
        """The mission card's goal in one sentence: where its VP come from, and how it is won."""
        mission, board = self.c.missions[state.mission], self.c.boards[state.board]
        ways = [VP_SOURCES[e].lower() for e, job in mission.on.items() if _gains_vp(job)]
        if any(_gains_vp(job) for job in mission.jobs):
            ways.append("the mission card's jobs")
        won = (f"the first to {board.win} VP wins" if state.mode == "versus"
               else f"reach {board.win} VP together to win")
        return f"Mission {mission.name}: victory points (VP) come from {names_and(ways)}; {won}."

    def _ending(self, state) -> str | None:
        """What ended the game, in a sentence; None where the result's summary already says
        it (co-op and solo at the bandits' end: the day and the score)."""
        board, day = self.c.boards[state.board], state.day
        if state.end == "win":
            who = "The team" if state.mode == "coop" else self.seat_label(state, state.winners[0])
            return f"{who} reached the end of the score track ({board.win} VP) on day {day}."
        dead = names_and(self.hero_name(state, h) for h, hero in enumerate(state.heroes) if not hero.alive)
        if state.end == "bandits":
            if state.mode == "versus":
                return (f"The bandits' tracker reached the end of its track on day {day}: the most VP "
                        "among the characters still alive wins" + (f" ({dead} died)." if dead else "."))
            return None
        return f"{dead} died on day {day}: the bandits win."
