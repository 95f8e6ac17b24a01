"""DeckWest is one mixin per rulebook section (docs/rules/deckwest.md, code map)."""
from wildwest.core.engine import Game
from wildwest.games.deckwest.rules import DeckWest


def test_no_two_sections_define_the_same_name():
    """A name defined twice would be shadowed silently by the order of the bases."""
    owner: dict = {}
    for base in DeckWest.__mro__[1:]:
        if base in Game.__mro__:
            continue
        for name in vars(base):
            if not name.startswith("__"):
                assert name not in owner, f"{name} is in both {owner[name]} and {base.__name__}"
                owner[name] = base.__name__
    clash = set(owner) & set(vars(DeckWest))
    assert not clash, f"DeckWest itself redefines {sorted(clash)}"
