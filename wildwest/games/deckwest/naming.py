"""An option in a player's words, from what a seat sees: a job by its source and steps, a
purchase by its card, a step by where it goes, a trade by the character's name. The
engine's `describe` has no state and can say only "the first job" or "the second card of
the trade row"; the table's buttons and Hint and the game review say these instead."""
from __future__ import annotations

from .content import card_of, content
from .words import KIND_WORDS, ORDINALS, heading, job_words, nothing_but, offset


def hero_names(view) -> list[str]:
    c = content()
    return [c.characters[h["char"]].name for h in view.heroes]


def acting_hero(view, decision) -> int | None:
    """The hero a decision is for: its prompt starts with the character's name."""
    if decision is None:
        return None
    return next((h for h, name in enumerate(hero_names(view)) if decision.prompt.startswith(name + ":")), None)


def jobs_of(card_id: str):
    """The jobs printed on a character or a card (by its instance)."""
    c = content()
    if card_id in c.characters:
        return c.characters[card_id].jobs
    return c.cards[card_of(card_id)].jobs


def job_of(game, view, hero: int, src: str, ji: int, source=None):
    """(source name, job) of a job on a card, the character, a tile (by id, else the one
    the hero stands on) or the mission card; None for any other source."""
    c = content()
    if src == "card":
        return game.card_name(source), jobs_of(source)[ji]
    if src == "char":
        char = c.characters[view.heroes[hero]["char"]]
        return char.name, char.jobs[ji]
    if src == "tile":
        tile = c.tiles[source or view.tiles[tuple(view.heroes[hero]["pos"])]]
        return tile.name, tile.job
    if src == "mission":
        mission = c.missions[view.mission]
        return mission.name, mission.jobs[ji]
    return None


def _heading(view, hero: int, option) -> str:
    """A step, a reveal or a ride by where it goes: `Climb north to Land 2 (mountain)`."""
    to, at = (option["x"], option["y"]), tuple(view.heroes[hero]["pos"])
    if option.kind == "reveal":          # always a face-down tile: "Reveal the tile north to a face-down tile"
        return f"Reveal the face-down tile {offset(at, to)}"
    tile = content().tiles[view.tiles[to]] if to in view.tiles else None
    where = heading(at, to, tile)
    kind = option.kind
    if kind in ("step", "push"):
        return f"{KIND_WORDS[option['by']].title()} {where}" + (", pushing the wagon" if kind == "push" else "")
    return {"enter": "Step", "ride": "Ride the train"}[kind] + f" {where}"


def option_words(game, view, hero: int | None, option, alone: bool = False) -> str:
    """`option` as `hero`'s player reads it in `view`; the engine's words where the view
    says nothing more (no hero yet, a card no longer in the trade row). `alone`: said
    without the prompt beside it (the review), so an x names its job at that x."""
    kind = option.kind
    if view is None or hero is None:
        return game.describe(option)
    if kind == "buy" and option["slot"] < len(view.trade_row) and view.trade_row[option["slot"]]:
        row, slot = view.trade_row, option["slot"]
        name = game.card_name(row[slot])
        twins = [i for i in row if i and game.card_name(i) == name]
        return f"Buy the {name}" + (f" ({ORDINALS[slot]} in the trade row)" if len(twins) > 1 else "")
    if kind in ("step", "push", "enter", "reveal", "ride"):
        return _heading(view, hero, option)
    if kind == "pass" and view.tasks and view.tasks[-1][0] == "join":     # a teammate's roll, not the day
        return "Don't join"
    if kind in ("trade", "pool", "next"):
        name = hero_names(view)[option["hero"]]
        return {"trade": f"Trade with {name}", "pool": f"Pool movement to move {name}",
                "next": f"{name} takes the next turn"}[kind]
    if kind == "x" and view.tasks and view.tasks[-1][0] == "x":     # the prompt says the job: just how much
        _, h, src, source, ji, _ = view.tasks[-1]
        found, n = job_of(game, view, h, src, ji, source), option["n"]
        if found is None:
            return str(n)
        if alone:
            said = job_words(found[1], n) if n else nothing_but(found[1]) + "."
            return f"{found[0]}: {said[:1].upper()}{said[1:]}"
        return str(n * found[1].x_step.amount.per_x) if n else "0: " + nothing_but(found[1])   # even: 2, 4
    found = job_of(game, view, hero, option["src"], option["job"], option.get("card")) if kind == "job" else None
    if found is None:
        return game.describe(option)
    return f"{found[0]}: {job_words(found[1])}"
