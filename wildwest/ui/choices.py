"""Turn a Decision into things a table can click.

Most options name one thing on the table (a card, a cattle, a seat). Clicking a thing
that only one option names plays it; a thing several options name (add to party or to
reserve, pay with Coal or Silver) opens a row of buttons for just those options. Options
that name nothing (pass) are always buttons. Any Decision can therefore be answered, so a
table never needs per-card input code.
"""
from __future__ import annotations

from wildwest.core.engine import Decision, Option

THING_KEYS = ("card", "cattle")


def thing_of(option: Option) -> str | None:
    for key in THING_KEYS:
        value = option.get(key)
        if value is not None:
            return str(value)
    player = option.get("player")
    return f"seat:{player}" if player is not None else None


class Choices:
    def __init__(self, decision: Decision | None) -> None:
        self.decision = decision
        self.by_thing: dict[str, list[Option]] = {}
        self.loose: list[Option] = []
        for option in decision.options if decision else ():
            thing = thing_of(option)
            if thing is None:
                self.loose.append(option)
            else:
                self.by_thing.setdefault(thing, []).append(option)
        self.selected: tuple[str, ...] = ()

    def clickable(self, *things: str) -> bool:
        return any(t in self.by_thing for t in things)

    def click(self, *things: str) -> Option | None:
        """The option a click on a thing (or a group of things, such as a whole herd) plays,
        or None: nothing to play, or a row of buttons opened for the choice."""
        options = [o for t in things for o in self.by_thing.get(t, [])]
        if len(options) == 1:
            self.selected = ()
            return options[0]
        self.selected = things if options and self.selected != things else ()
        return None

    def buttons(self) -> list[Option]:
        """The options to show as buttons now: the selected things', then the loose ones."""
        return [o for t in self.selected for o in self.by_thing.get(t, [])] + self.loose
