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
        self.selected: str | None = None

    def clickable(self, thing: str) -> bool:
        return thing in self.by_thing

    def click(self, thing: str) -> Option | None:
        """The option a click on `thing` plays, or None (nothing, or a menu opened)."""
        options = self.by_thing.get(thing, [])
        if len(options) == 1:
            self.selected = None
            return options[0]
        self.selected = thing if options and self.selected != thing else None
        return None

    def buttons(self) -> list[Option]:
        """The options to show as buttons now: the selected thing's, then the loose ones."""
        chosen = self.by_thing.get(self.selected, []) if self.selected else []
        return chosen + self.loose
