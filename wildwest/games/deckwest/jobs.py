"""Deck Goes West's jobs (rulebook "Perform a Job" and "Understanding the Job Icons"):
where a job comes from, what it needs and whether a hero can do it now, starting it
(choosing x), and the interpreter that runs its steps over content.py's vocabulary. A
mixin of DeckWest (rules.py)."""
from __future__ import annotations

from functools import cache

from wildwest.core.engine import Event, Option

from . import board as B
from .content import RESOURCES, Job
from .options import card_option, job_args, job_option, value_option
from .words import Count, card_noun, chosen_words, job_clause, job_words, plural, vp_reason

MAX_X = 12
STARTED = ("card", "char", "tile", "mission", "buy")    # a job from these is logged as it starts, its price said


@cache
def needs_words(n: int, what: str, cards: bool = False) -> str:
    """Why a job cannot be done for want of n of `what` (a resource, VP, a card type),
    written once per want: every option of every turn, and every x a bot weighs, is
    checked, and many are blocked (the words are read only where a table shows them)."""
    return f"needs {n} {what} card{'s' if n > 1 else ''} in hand" if cards else f"needs {n} {what}"


class Jobs:
    """Every job of every source, run by one interpreter (`_t_job`)."""

    # ---- where a job comes from ---------------------------------------------------------
    def option_job(self, state, h: int, opt: Option) -> tuple:
        """(source kind, source, job) of a job option, the source being the card, the
        tile's id or None; its arguments read once (a bot weighs every option of a turn)."""
        sk, sa, ji = job_args(opt)
        if sk == "tile":
            sa = state.tiles[state.heroes[h].pos]
        return sk, sa, self.job_of(state, h, sk, sa, ji)

    def job_of(self, state, h: int, sk: str, sa, ji: int) -> Job:
        if sk == "card":
            return self.defs[sa].jobs[ji]
        if sk == "char":
            return self.c.characters[state.heroes[h].char].jobs[ji]
        if sk == "tile":
            return self.c.tiles[sa].job
        if sk == "mission":
            return self.c.missions[state.mission].jobs[ji]
        if sk == "buy":
            return self.defs[state.trade_row[sa]].cost[ji]
        return self.c.missions[state.mission].on[sa]

    def hand_without(self, state, h: int, sk: str, sa) -> list:
        """h's hand without the card that shows a job (what the job may use): the source
        kind and source of a job option, as `option_job` reads them."""
        hand = list(state.heroes[h].hand)
        if sk == "card":
            hand.remove(sa)
        return hand

    # ---- what a job needs, and whether a hero can do it now -----------------------------
    def _needs(self, job: Job, x: int) -> tuple | None:
        """What `job` with this x asks of a hero, worked out once per (job, x): the places,
        the payments, the "any resource" payments (largest first), the cards to give up
        (type, how many, cards drawn before, the type's cards; item and danger types last
        so that a named class takes its cards first) and the other checks (build, feed, ride); None when
        it asks nothing (most jobs at x = 0), so a turn's options skip checking them."""
        key = (job, x)
        got = self._needs_memo.get(key, False)
        if got is False:
            places, pay, anys, cards, draws = set(), {}, [], [], 0
            other = []
            for s in job.steps:
                v = s.verb
                if v == "place":
                    places.add(s.what)
                elif v == "pay":
                    n = s.amount.value(x)
                    if s.what == "any":
                        if n:
                            anys.append(n)
                    else:
                        pay[s.what] = pay.get(s.what, 0) + n
                elif v in ("discard", "scrap") and s.what != "this":
                    n = s.amount.value(x)
                    if n:
                        cards.append((s.what, n, draws, self.of_type(s.what)))
                elif v == "draw" and not s.amount.dice:
                    draws += s.amount.value(x)
                elif v in ("build", "feed", "ride"):
                    other.append((v, s.what, s.amount.value(x) if s.amount else 0))
            cards.sort(key=lambda c: c[0] in ("item", "danger"))
            got = (frozenset(places), tuple(pay.items()), tuple(sorted(anys, reverse=True)), tuple(cards), tuple(other))
            got = self._needs_memo[key] = got if any(got) else None
        return got

    def _unmet(self, state, h: int, needs: tuple | None, hand: list) -> str | None:
        """None when `h` can do a job with these needs (`_needs`) now, else why not (for
        Decision.blocked). `hand` is the hand without the card showing the job."""
        if needs is None:
            return None
        places, pay, anys, cards, other = needs
        pos = state.heroes[h].pos
        if places:
            here = self.places(state, pos)
            if not places <= here:
                return self._place_words(places)
            if state.bandits.get(pos):
                return "bandits are on this tile"
        if pay or anys:
            why = self._cannot_pay(state, h, pay, anys)
            if why:
                return why
        if cards:
            why = self._cannot_give(hand, cards)
            if why:
                return why
        for verb, what, n in other:
            if verb == "build":
                why = self.build_block(state, pos, what)
                if why:
                    return why
            elif verb == "feed":
                if pos in state.fed:
                    return "this village has been fed"
            elif verb == "ride":
                if not self.ride_targets(state, pos, n):
                    return "needs a railway here and another within reach"
        return None

    def _place_words(self, places: frozenset) -> str:
        """Why a job asking for these places cannot be done here, written once per places:
        every turn's options and every x a bot weighs are checked, and most are blocked so."""
        got = self._place_why.get(places)
        if got is None:
            got = self._place_why[places] = "needs you on a " + " and ".join(sorted(places)) + " tile"
        return got

    def _cannot_pay(self, state, h: int, pay: tuple, anys: tuple) -> str | None:
        """Why h cannot make these payments (each "any" from the resource h has most of).
        `pay` names each resource once, so only "any" payments need what is left after it."""
        res = state.heroes[h].res
        for r, n in pay:
            if r == "vp":
                if state.vp[self.token(state, h)] < n:
                    return needs_words(n, "VP")
            elif res[r] < n:
                return needs_words(n, r)
        if not anys:
            return None
        left = dict(res)
        for r, n in pay:
            if r != "vp":
                left[r] -= n
        for n in anys:
            best = max(RESOURCES, key=left.__getitem__)
            if left[best] < n:
                return needs_words(n, "of one resource")
            left[best] -= n
        return None

    def _cannot_give(self, hand: list, cards: tuple) -> str | None:
        """Why these cards cannot be given up from `hand` (counting the cards drawn first);
        the cards a need takes leave the hand only for the needs after it, so the last need
        only counts them (a hand's cards are physical ones, each once)."""
        pool, last = hand, len(cards) - 1
        for k, (kind, n, draws, of) in enumerate(cards):
            fit = of.intersection(pool) if k == last else list(filter(of.__contains__, pool))
            if len(fit) + draws < n:
                return needs_words(n, kind, True)
            if k < last:
                pool = list(pool)
                for i in fit[:n]:
                    pool.remove(i)
        return None

    def prices(self, inst: str) -> tuple:
        """The needs (`_needs` at x = 0) of each way to pay for a trade card, once per
        card: a turn checks every card of the trade row."""
        got = self._prices.get(inst)
        if got is None:
            got = self._prices[inst] = tuple(self._needs(cost, 0) for cost in self.defs[inst].cost)
        return got

    def max_x(self, state, h: int, job: Job, hand: list, top: int = MAX_X) -> int:
        """The largest x (up to `top`) h can do `job` with now. A job's needs at each x
        (`_needs`) are listed as far as they were asked, the list found once a call: a bot
        asks this of every job of a turn, x by x."""
        needs = self._x_needs.get(job)
        if needs is None:
            needs = self._x_needs[job] = [None]                 # x = 0 is never asked here
        best = 0
        for x in range(1, top + 1):
            if x == len(needs):
                needs.append(self._needs(job, x))
            if self._unmet(state, h, needs[x], hand) is not None:
                break
            best = x
        return best

    def available_jobs(self, state, h: int, last: str | None = None, fight: bool = False) -> tuple[list, list]:
        """(options, blocked) for every job `h` may start now. `last`: only jobs ending with
        that step (they join the current action); `fight`: only attack / defence jobs."""
        hero = state.heroes[h]
        opts, blocked = [], []
        hand = hero.hand
        consider = self._consider
        seen = set()
        by_card = self._card_jobs(last, fight)
        for inst in hand:
            got = by_card.get(inst)
            if got is None:
                d = self.defs[inst]
                got = by_card[inst] = (d.id, self._wanted("card", d.id, d.jobs, last, fight))
            cid, wanted = got
            if cid in seen:
                continue
            seen.add(cid)
            rest = None                                         # the hand without it, for a job giving up cards
            for ji, needs in wanted:
                if rest is None and needs and needs[3]:
                    rest = list(hand)
                    rest.remove(inst)
                consider(state, h, needs, ("card", ji, inst), rest, None, opts, blocked)
        if not hero.tapped:
            for ji, needs in self._wanted("char", hero.char, self.c.characters[hero.char].jobs, last, fight):
                consider(state, h, needs, ("char", ji), hand, None, opts, blocked)
        tile = self.tile_at(state, hero.pos)
        if tile is not None and tile.job and hero.pos in state.up and hero.standing:
            if state.bandits.get(hero.pos):
                blocked.append(("tile", "bandits are on this tile"))
            elif (last is None or tile.job.last == last) and tile.job.is_fight == fight:
                consider(state, h, self._needs(tile.job, 0), ("tile", 0), hand, "tile", opts, blocked)
        for ji, needs in self._wanted("mission", state.mission, self.c.missions[state.mission].jobs, last, fight):
            consider(state, h, needs, ("mission", ji), hand, None, opts, blocked)
        return opts, blocked

    def _consider(self, state, h: int, needs: tuple | None, src: tuple, rest: list, key: str | None, opts: list,
                  blocked: list) -> None:
        """`available_jobs`' check of one job: its option to `opts` if h can do it at x = 0
        ("even zero"), else why not to `blocked` where it has a `key` (a method, not a
        closure: a closure would make the locals it reads cells for the whole loop)."""
        why = self._unmet(state, h, needs, rest) if needs else None
        if why is None:
            opts.append(job_option(*src))
        elif key is not None:
            blocked.append((key, why))

    def _card_jobs(self, last: str | None, fight: bool) -> dict:
        """A table per question of each physical card's id and `_wanted` jobs, filled as
        cards are asked about: a turn asks it of every card in hand."""
        return self._wanted_memo.setdefault(("cards", last, fight), {})

    def _wanted(self, kind: str, owner: str, jobs: tuple, last: str | None, fight: bool) -> tuple:
        """(index, needs at x = 0) of the `jobs` of a card, character or mission (`kind`,
        `owner`'s id) that end with `last` (any, if None) and fight or not as asked, kept
        per question."""
        key = (kind, owner, last, fight)
        got = self._wanted_memo.get(key)
        if got is None:
            got = self._wanted_memo[key] = tuple((ji, self._needs(job, 0)) for ji, job in enumerate(jobs) if
                                                 (last is None or job.last == last) and job.is_fight == fight)
        return got

    # ---- starting a job -----------------------------------------------------------------
    def _start_job(self, state, h: int, opt: Option, chain: bool, events) -> None:
        """Take the source (discard the card into play, tap, lie down) and push the job, or
        the choice of x first."""
        hero = state.heroes[h]
        sk, sa, ji = job_args(opt)
        if sk == "card":
            hero.hand.remove(sa)
            state.in_play.append(sa)
        elif sk == "char":
            hero.tapped = True
        elif sk == "tile":
            sa = state.tiles[hero.pos]                 # the tile's id: its column may be recycled
            hero.standing = False
        job = self.job_of(state, h, sk, sa, ji)
        events.append(Event.later("job", {"hero": h, "src": sk, "card": sa if sk == "card" else None, "job": ji},
                                  self._job_words, hero.char, sk, sa, job))
        if job.uses_x:
            state.tasks.append(("x", h, sk, sa, ji, chain))
        else:
            state.tasks.append(("job", h, sk, sa, ji, 0, 0, chain))

    def _job_words(self, char: str, sk: str, sa, job: Job) -> str:
        """A job's line as it starts: "With the Boots, Kate moves 2 steps."; a card's "this
        card" is "it" here, the card just named ("With the Hunger, Kate pays 1 food to discard it.")."""
        where = {"card": lambda: f"the {self.card_name(sa)}", "char": lambda: "the character card",
                 "tile": lambda: self.c.tiles[sa].name, "mission": lambda: "the mission card"}[sk]()
        return f"With {where}, {job_words(job, who=self.c.characters[char].name).replace('this card', 'it')}"

    def _d_x(self, state, task):
        _, h, sk, sa, ji, chain = task
        job = self.job_of(state, h, sk, sa, ji)
        top = self.max_x(state, task[1], job, state.heroes[h].hand)
        return self._ask_later(state, h, [value_option("x", n=k) for k in range(top + 1)], self._x_prompt, job)

    @staticmethod
    def _x_prompt(job: Job) -> str:
        return f"choose the amount for this job: {job_clause(job)}"

    def _c_x(self, state, task, option, events) -> None:
        _, h, sk, sa, ji, chain = task
        state.tasks.pop()
        job = self.job_of(state, h, sk, sa, ji)
        events.append(Event.later("x", {"hero": h, "x": option["n"]}, self._x_words,
                                  state.heroes[h].char, job, option["n"]))
        state.tasks.append(("job", h, sk, sa, ji, 0, option["n"], chain))

    def _x_words(self, char: str, job: Job, x: int) -> str:
        return chosen_words(job, x, self.c.characters[char].name)

    # ---- the interpreter ----------------------------------------------------------------
    def _t_job(self, state, task, events) -> None:
        tasks = state.tasks
        idx = len(tasks) - 1
        _, h, sk, sa, ji, si, x, chain = task
        job = self.job_of(state, h, sk, sa, ji) if sk != "buy" or state.trade_row[sa] else None
        steps = job.steps if job else ()
        hero = state.heroes[h]
        while si < len(steps) and not state.end and hero.alive:
            step = steps[si]
            si += 1
            tasks[idx] = ("job", h, sk, sa, ji, si, x, chain)
            again = si > 1 and steps[si - 2].verb == "pay" and steps[si - 2].what == step.what == "any"
            if not self._do_step(state, h, step, x, sk, sa, events, chain, si == len(steps), again):
                si = len(steps)                      # a place condition failed: the rest is skipped
            if len(tasks) > idx + 1 or state.end:
                return
        if state.end:
            return
        tasks.pop()
        self._job_done(state, h, sk, sa, job, chain, events)

    def _job_done(self, state, h, sk, sa, job, chain, events) -> None:
        hero = state.heroes[h]
        if sk == "card" and sa in state.in_play:
            state.in_play.remove(sa)
            hero.discard.append(sa)
        if sk == "buy":
            inst = state.trade_row[sa]
            state.trade_row[sa] = None
            # no words: the purchase's first line said it ("Kate pays 1 wood for the Axe."); this
            # is for the table, which flies the card (a log had said a purchase in three lines)
            events.append(Event("buy", "", {"hero": h, "card": inst, "slot": sa}))
            state.tasks.append(("place_card", h, inst))
        elif chain is True and job is not None and hero.alive:
            state.tasks.append(("chain", h, job.last))

    def _do_step(self, state, h: int, step, x: int, sk, sa, events, chain=False, last=False, again=False) -> bool:
        """Do one step of a job; False if a place condition fails. `again`: a second payment
        of any one resource follows the first ("pays 2 more food", not the same line twice)."""
        hero = state.heroes[h]
        v, what = step.verb, step.what
        amt = step.amount
        n = amt.value(x) if amt is not None else 0
        tasks = state.tasks
        if v == "place":
            return what in self.places(state, hero.pos) and not state.bandits.get(hero.pos)
        if v == "pay":
            said = sk in STARTED              # the job's own line said the price: one line per payment
            if what == "vp":
                self._gain_vp(state, h, -n, events, sa if sk == "trigger" else "paid")
                if not said:
                    events.append(self._said("vp", {"hero": h, "vp": -n}, hero.char, "{} pays {} VP.", n))
            elif what == "any":
                if n:
                    can = []                          # (a plain loop: a comprehension would make
                    for r in RESOURCES:               # hero and n cells for the whole interpreter)
                        if hero.res[r] >= n:
                            can.append(r)
                    if len(can) == 1:
                        self._pay(state, h, can[0], n, events, more=again)
                    elif can:
                        tasks.append(("res", h, "pay", n, False, again))
            else:
                self._pay(state, h, what, n, events, said)
        elif v == "gain":
            if what == "vp" and sk == "spoils":
                pass                                          # the VP went to the first hero
            elif last and amt.dice and what in RESOURCES and chain == "coop":
                state.coop.append((h, what, n))               # rolled with the others
            elif last and amt.dice and what in RESOURCES and chain is True and self._invite(state, h, what, n):
                pass
            elif what == "any":
                if n:
                    tasks.append(("res", h, "gain", n, amt.dice, False))
            else:
                self._gain(state, h, what, n, amt.dice, events, sa if sk == "trigger" else sk)
        elif v == "draw":
            if amt.dice:
                n, _ = self._roll(state, n, f"{self.hero_name(state, h)} rolls for cards", events)
            self._draw(state, h, n, events)
        elif v in ("discard", "scrap"):
            if what == "this":
                if sa in state.in_play:
                    state.in_play.remove(sa)
                    if v == "discard":
                        hero.discard.append(sa)
                    else:
                        self._scrap(state, sa)
                    events.append(Event(v, f"{self.hero_name(state, h)} {v}s the {self.card_name(sa)}.",
                                        {"hero": h, "cards": [sa]}))
            elif n:
                self._discard_some(state, h, v, what, n, events)
        elif v == "take":
            self._danger(state, h, what, n, events)
        elif v in B.KINDS:
            state.pool[B.KINDS.index(v)] += n
            tasks.append(("move", chain[1] if isinstance(chain, tuple) else h))   # pooled: the mover
        elif v == "ride":
            tasks.append(("ride", h, n))
        elif v == "reveal":
            tasks.append(("reveal", h, n))
        elif v == "build":
            self._build(state, h, what, events)
        elif v in ("attack", "defend"):
            k = 0 if v == "attack" else 2
            state.fight[k + (1 if amt.dice else 0)] += n
        elif v == "feed":
            state.fed.add(hero.pos)
            events.append(Event("feed", f"{self.hero_name(state, h)} feeds {self.tile_at(state, hero.pos).name}.",
                                {"hero": h, "pos": hero.pos}))
        return True

    # ---- the steps' choices and effects -------------------------------------------------
    def _d_res(self, state, task):
        _, h, mode, n, dice, _again = task
        hero = state.heroes[h]
        can = [r for r in RESOURCES if mode == "gain" or hero.res[r] >= n]
        if not can:
            return None
        what = f"roll {plural(n, 'die', 'dice')} for" if dice else f"{mode} {n} of"
        return self._ask(state, h, f"which resource do you {what}?",
                         [value_option("resource", r=r) for r in can])

    def _c_res(self, state, task, option, events) -> None:
        _, h, mode, n, dice, again = task
        state.tasks.pop()
        if mode == "pay":
            self._pay(state, h, option["r"], n, events, more=again)
        else:
            self._gain(state, h, option["r"], n, dice, events)

    def _pay(self, state, h, r, n, events, said: bool = False, more: bool = False) -> None:
        """Pay n of resource r, in the log unless the job's own line `said` so already."""
        hero = state.heroes[h]
        hero.res[r] = max(0, hero.res[r] - n)
        if n and not said:
            events.append(self._said("pay", {"hero": h, r: -n}, hero.char, "{} pays {}{} {}.", n, " more" * more, r))

    def _gain(self, state, h, r, n, dice, events, source: str = "") -> None:
        hero = state.heroes[h]
        if dice:
            n, _ = self._roll(state, n, f"{self.hero_name(state, h)} rolls for {r if r != 'vp' else 'VP'}", events)
        if r == "vp":
            events.append(Event.later("vp", {"hero": h, "vp": n}, self._scored_words,
                                      hero.char if state.mode == "versus" else None, n, source))
            self._gain_vp(state, h, n, events, source)
            return
        hero.res[r] += n
        events.append(self._said("gain", {"hero": h, r: n}, hero.char, "{} gains {} {}.", n or "no", r))

    def _scored_words(self, char: str | None, n: int, source: str) -> str:
        who = self.c.characters[char].name if char is not None else "The team"     # co-op's one score token
        return f"{who} scores {n} VP{vp_reason(source)}."

    def _d_cards(self, state, task):
        _, h, verb, kind, n = task
        fit = []
        for i in state.heroes[h].hand:
            if self.is_type(i, kind) and i not in fit:
                fit.append(i)
        if not fit:
            return None
        return self._ask(state, h, f"{verb} {Count(n).of(*card_noun(kind))}", [card_option(i) for i in fit])

    def _c_cards(self, state, task, option, events) -> None:
        _, h, verb, kind, n = task
        tasks = state.tasks
        tasks.pop()
        self._cards(state, h, verb, [option["card"]], events)
        if n > 1:
            tasks.append(("cards", h, verb, kind, n - 1))

    def _discard_some(self, state, h, verb, what, n, events) -> None:
        """Discard or scrap n cards of a type: done at once when there is no real choice
        (as many as can be, all copies alike), else asked card by card."""
        fit = [i for i in state.heroes[h].hand if self.is_type(i, what)]
        n = min(n, len(fit))
        if n and (len(fit) == n or len({self.defs[i].id for i in fit}) == 1):
            self._cards(state, h, verb, fit[:n], events)
        elif n:
            state.tasks.append(("cards", h, verb, what, n))

    def _cards(self, state, h, verb, insts, events) -> None:
        hero = state.heroes[h]
        for i in insts:
            hero.hand.remove(i)
            if verb == "discard":
                hero.discard.append(i)
            else:
                self._scrap(state, i)
        events.append(Event.later(verb, {"hero": h, "cards": list(insts)}, self._cards_words,
                                  hero.char, f"{verb}s", tuple(insts)))
