"""Deck Goes West's jobs in plain English, written from the step vocabulary of content.py
(never one string per card): "On a River tile: roll 1 die and gain 1 food for each
success.", "Wayne pays 1 food to move 1 step." The card's small icon row stays as it is
printed; everything a player reads in words (the zoomed card, hover, hints, prompts and
the log) comes from `job_words`.

A job reads as its condition ("On a Forest tile:"), then its costs (the payments and
discards it opens with) joined to its effects by "to". A job with x names its first x
step as the choice ("pay any amount of wood") and every other x step per unit of it
("roll 2 dice for each wood paid").
"""
from __future__ import annotations

from functools import cache

from wildwest.core.words import number_word

from .content import DANGER_CLASSES, ITEM_CLASSES, VP_SOURCES, Job, Step

COSTS = frozenset({"pay", "discard", "scrap", "take"})
HEALED = ("this", "danger") + DANGER_CLASSES           # a discard that is a job's point, not its cost
MERGED = ("pay", "gain", "score", "discard", "scrap")      # verbs said once for a run of steps
DONE = {"pay": "paid", "discard": "discarded", "scrap": "scrapped", "take": "taken", "gain": "gained",
        "draw": "drawn"}                      # the x step's verb as "for each wood paid" says it
KIND_WORDS = {"move": "move", "climb": "climb", "sail": "sail"}     # a movement kind in a sentence
ORDINALS = ("first", "second", "third", "fourth", "fifth")
KIND_NOTES = {"move": "", "climb": " (a mountain costs only 1)", "sail": " (to or from water or a river)"}


def plural(n: int, one: str, many: str | None = None) -> str:
    """`1 card`, `2 cards` (`many` for an irregular plural: `die`, `dice`)."""
    return f"{n} {one if n == 1 else many or one + 's'}"


def bandits(n: int, verb: str) -> str:
    """Bandits opening a sentence, the verb agreeing: "A bandit falls", "Two bandits move"."""
    return f"A bandit {verb}s" if n == 1 else f"{number_word(n).capitalize()} bandits {verb}"


WHY_VP = {"build": "building a railway", "mission": "a job of the mission card", "card": "a card's job",
          "char": "a character's job", "tile": "a tile's job", "buy": "buying a card",
          "build_village": "building at a village",
          "clear_village": "clearing a village"}       # where the results' heading (VP_SOURCES) is plural


def vp_reason(source: str) -> str:
    """What VP were scored for, as the log says it: ` for revealing land` ("" if unknown)."""
    why = WHY_VP.get(source) or VP_SOURCES.get(source, "")
    return f" for {why[:1].lower()}{why[1:]}" if why else ""


def possessive(name: str) -> str:
    """`the Saw's`, `the Boots'`."""
    return name + ("'" if name.endswith("s") else "'s")


class Count:
    """How many a step takes, in words: a number, the job's choice ("any amount of"), or
    an amount per unit of that choice ("3 steps for each 2 food paid")."""

    def __init__(self, n: int = 0, choice: int = 0, per: str = "") -> None:
        self.n, self.choice, self.per = n, choice, per

    def of(self, one: str, many: str | None = None, mass: bool = False) -> str:
        """The count with its noun; `mass` nouns take no plural (`2 wood`, `any amount of wood`)."""
        if self.choice:
            lot = "" if self.choice == 1 else ("even " if self.choice == 2 else f"multiple of {self.choice} ")
            if mass:
                return f"any {lot}amount of {one}"
            return f"any {lot}number of {many or one + 's'}"
        text = f"{self.n} {one}" if mass else plural(self.n, one, many)
        return text + self.per


def card_noun(what: str) -> tuple[str, str]:
    """A card type (or a card's id) as a noun, singular and plural."""
    if what in ("item", "danger"):
        return f"{what} card", f"{what} cards"
    if what in DANGER_CLASSES or what in ITEM_CLASSES:
        return f"{what.title()} card", f"{what.title()} cards"
    name = what.replace("_", " ").title()
    return name, name + "s"


def _resource(count: Count, what: str, brief: bool = False) -> str:
    """A payable amount: `2 wood`, `1 VP`, `2 of any one resource`, `any amount of gold`;
    `brief`, on a button: `1 resource` (one of anything is one kind; the next question asks which)."""
    if what != "any":
        return count.of("VP" if what == "vp" else what, mass=True)
    if count.choice:
        return count.of("one resource", mass=True)
    if brief and count.n == 1:
        return f"1 resource{count.per}"
    return f"{count.n} of any one resource{count.per}"


def unit_noun(step: Step) -> str:
    """What an x step counts, as "for each ... paid" names it: `wood`, `resource`, `card`."""
    if step.verb in ("discard", "scrap", "take"):
        return "card"
    return {"any": "resource", "vp": "VP"}.get(step.what, step.what)


def step_clause(step: Step, count: Count, s: str = "", brief: bool = False) -> str:
    """One step as a clause: `pay 2 wood`, `climb 1 step`; `s` = "s" says it of someone
    (`pays 2 wood`); `brief`, on a button: a resource said short and no note on how a
    movement counts (the card says it)."""
    v, what = step.verb, step.what
    dice = step.amount is not None and step.amount.dice
    get = "score" if what == "vp" else "gain"
    if v == "pay":
        return f"pay{s} {_resource(count, what, brief)}"
    each = "per" if brief else "for each"
    if v == "gain" and dice:
        return f"roll{s} {count.of('die', 'dice')} and {get}{s} {_resource(Count(1), what, brief)} {each} success"
    if v == "gain":
        return f"{get}{s} {_resource(count, what, brief)}"
    if v == "draw" and dice:
        return f"roll{s} {count.of('die', 'dice')} and draw{s} 1 card {each} success"
    if v == "draw":
        return f"draw{s} {count.of('card')}"
    if v in ("discard", "scrap"):
        return f"{v}{s} this card" if what == "this" else f"{v}{s} {count.of(*card_noun(what))}"
    if v == "take":
        return f"take{s} {count.of(*card_noun(what))}"
    if v in KIND_WORDS:
        return f"{KIND_WORDS[v]}{s} {count.of('step')}{'' if brief else KIND_NOTES[v]}"
    if v == "ride":
        return f"ride{s} the train up to {count.of('tile')} along the railway"
    if v == "reveal":
        return f"reveal{s} {count.of('face-down tile')}"
    if v == "build":
        return f"build{s} a railway here" if what == "rail" else f"build{s} a bridge here"
    if v == "attack":
        return f"attack{s} with {count.of('die', 'dice')}" if dice else f"deal{s} {count.of('hit')}"
    if v == "defend":
        return f"defend{s} with {count.of('die', 'dice')}" if dice else f"block{s} {count.of('hit')}"
    return f"feed{s} the village"


def _merge(clauses: list[str]) -> list[str]:
    """Runs of one verb read once: `pay 1 gold, 1 metal and 1 wood` (not a roll, nor a
    card's own discard)."""
    out: list[list[str]] = []
    for c in clauses:
        verb, _, rest = c.partition(" ")
        if out and out[-1][0] == verb and verb.rstrip("s") in MERGED \
                and not any(w in c + out[-1][-1] for w in (" success", "this card")):
            out[-1].append(rest)
        else:
            out.append([verb, rest])
    return [f"{verb} {_repeats(rest)}" for verb, *rest in out]


def _repeats(parts: list[str]) -> str:
    """`listed`, but one part said n times reads once with its count: "2 of any one
    resource twice" (the Skilled Trader's price), not the same words joined by "and"."""
    if len(parts) > 1 and len(set(parts)) == 1:
        return f"{parts[0]} {'twice' if len(parts) == 2 else number_word(len(parts)) + ' times'}"
    return listed(parts)


def listed(parts: list[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _counted(job: Job, x: int | None, brief: bool = False) -> list[tuple[Step, Count]]:
    """Each step the sentence says with its count; place conditions are said apart, and
    at a chosen x the steps that come to nothing are left out. `brief`: "per card
    discarded", "per 2 paid" for "for each card discarded", "for each 2 resources paid"."""
    unit = job.x_step if x is None else None
    per = ""
    if unit is not None:
        k = unit.amount.per_x
        noun = unit_noun(unit)
        lot = f"{k} {noun}{'s' if noun in ('card', 'resource') else ''}" if k > 1 else noun
        done = DONE.get(unit.verb, "chosen")
        per = f" per {k if k > 1 else noun} {done}" if brief else f" for each {lot} {done}"
    out: list[tuple[Step, Count]] = []
    for s in job.steps:
        if s.verb == "place":
            continue
        if s.uses_x and x is not None:
            n = s.amount.value(x)
            last = out[-1] if out else None
            if last and last[0].amount and (last[0].verb, last[0].what, last[0].amount.dice) == \
                    (s.verb, s.what, s.amount.dice) and not last[1].per:
                out[-1] = (s, Count(last[1].n + n))          # `pay 2 food` and x food, at x = 2: `pay 4 food`
            elif n:
                out.append((s, Count(n)))
        elif s is unit:
            out.append((s, Count(choice=s.amount.per_x)))
        elif s.uses_x:
            out.append((s, Count(s.amount.per_x, per=per)))
        else:
            out.append((s, Count(s.amount.n if s.amount else 0)))
    return out


@cache
def job_clause(job: Job, x: int | None = None, who: str | None = None, brief: bool = False) -> str:
    """The job's costs and effects as a clause inside a sentence, without its place
    condition (which holds once the job is under way): "pay 1 food to move 1 step";
    `brief` says it as short as a button needs (`step_clause`)."""
    counted = _counted(job, x, brief)
    k = 0
    while k < len(counted) and counted[k][0].verb in COSTS:
        k += 1
    if k == len(counted) and counted and counted[-1][0].what in HEALED:
        k -= 1                                # costs that buy a danger card's discard
    s = "s" if who else ""
    costs = _merge([step_clause(st, c, s, brief) for st, c in counted[:k]])
    effects = _merge([step_clause(st, c, "" if costs else s, brief) for st, c in counted[k:]])
    if costs and effects:
        return f"{listed(costs)} to {listed(effects)}"
    return listed(costs or effects) if costs or effects else f"do{'es' if who else ''} nothing"


@cache
def job_words(job: Job, x: int | None = None, who: str | None = None) -> str:
    """The job as a sentence (at `x`, if chosen). With `who`, said of that character, for
    the log of a job just started (its place condition holds, so it is left out):
    "Wayne pays 1 food to move 1 step.". Kept once said: every job started is logged."""
    body = job_clause(job, x, who)
    if who:
        return f"{who} {body}."
    places = [st.what.title() for st in job.steps if st.verb == "place"]
    if places:
        return f"On a {' and '.join(places)} tile: {body}."
    return body[:1].upper() + body[1:] + "."


def nothing_but(job: Job, who: str | None = None) -> str:
    """A job at x = 0 in words: it still pays its fixed costs ("only pay 1 gold"), and a
    move then goes nowhere ("pay 1 of any one resource and do not move"), so the choice
    does not read as a slip; with `who`, said of that character ("only pays 1 gold"). The
    tile it needs is where the hero stands: not said again."""
    paid = job_clause(job, 0, who)
    if paid in ("do nothing", "does nothing"):
        return paid
    moves = any(st.verb in ("move", "sail") and st.amount and st.amount.per_x for st in job.steps)
    return f"{paid} and {'does' if who else 'do'} not move" if moves else f"only {paid}"


def chosen_words(job: Job, x: int, who: str) -> str:
    """The log's line for a job's chosen x, said of `who` before the steps' own lines: the
    job at that x ("Kate chooses to pay 4 food to move 6 steps."); at 0, what still happens
    ("Kate only discards 1 item card.") or what was not paid ("Kate pays no gold, so
    nothing happens."), never "chooses 0"."""
    if x:
        return f"{who} chooses to {job_clause(job, x)}."
    said = nothing_but(job, who)
    if said != "does nothing":
        return f"{who} {said}."
    unit = job.x_step
    if unit.verb == "pay":
        none = "nothing" if unit.what == "any" else f"no {unit_noun(unit)}"
    else:
        none = f"no {card_noun(unit.what)[0]}"
    return f"{who} {unit.verb}s {none}, so nothing happens."


KIND_NAMES = {"forest_river": "forest with a river", "prairie_river": "prairie with a river", "camp": "bandit camp"}


def tile_words(tile) -> str:
    """A land tile as a sentence names it: `Land 35 (forest with a river)`, `Village 4` (not
    "Village 4 (village)"); None is a face-down tile."""
    if tile is None:
        return "a face-down tile"
    kind = KIND_NAMES.get(tile.kind, tile.kind)
    return tile.name if tile.name.lower().startswith(kind) else f"{tile.name} ({kind})"


def direction(frm, to) -> str:
    """The way from one map position to another: `north-west`."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    return "-".join(w for w, d in (("north", -dy), ("south", dy), ("east", dx), ("west", -dx)) if d > 0)


def offset(frm, to) -> str:
    """Where a tile lies from a position, so that no two tiles within reach read alike: a
    neighbour `to the north-west`, a tile further off by count, `2 tiles west and 1 tile
    north` (two tiles both north-west of a hero read the same by the compass alone)."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    if max(abs(dx), abs(dy)) <= 1:
        return f"to the {direction(frm, to)}"
    parts = [f"{plural(abs(d), 'tile')} {way}" for d, way in ((dx, "east" if dx > 0 else "west"),
                                                             (dy, "south" if dy > 0 else "north")) if d]
    return " and ".join(parts)


def heading(frm, to, tile) -> str:
    """Where a step goes: `west to Land 35 (forest)` (`tile` None: face down)."""
    return f"{direction(frm, to)} to {tile_words(tile)}"
