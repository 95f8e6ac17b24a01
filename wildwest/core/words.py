"""Words a player reads that every game writes the same way: small counts in words and
lists of cards with repeats counted."""
from __future__ import annotations

from .engine import names_and

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """A small count as a reader writes it ("two"), a large one in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def the_cards_counted(names) -> str:
    """Card names as a list a reader writes: each card once, in the order first met, a repeat
    counted ("two Saw cards and the Knife", not "the Saw, the Saw and the Knife"); a name's
    note in brackets stays after the count ("two Blue 2 cards (the pioneer's cart)")."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    parts = []
    for name, n in counts.items():
        if n == 1:
            parts.append(f"the {name}")
        else:
            head, brackets, note = name.partition(" (")
            parts.append(f"{number_word(n)} {head} cards{brackets and ' ('}{note}")
    return names_and(parts)


def bare(label: str) -> str:
    """An option's words inside a sentence: without the full stop a whole job's words end
    with (Deck Goes West: "Boots: Pay 1 food to move 1 step.")."""
    return label[:-1] if label.endswith(".") else label


def sentence(words: str) -> str:
    """A blocked option's reason, a fragment made to sit inside a sentence ("Not now: ..."),
    standing alone in a tooltip: a capital and a full stop."""
    words = words[:1].upper() + words[1:]
    return words if not words or words[-1] in ".!?" else words + "."
