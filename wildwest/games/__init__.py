"""The game registry: adding a game is one line here plus its own package."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

_REGISTRY = {
    "duel": "wildwest.games.duel.rules:Duel",
    "durango": "wildwest.games.durango.rules:Durango",
    "deckwest": "wildwest.games.deckwest.rules:DeckWest",
}
_loaded: dict = {}


def game_names() -> list[str]:
    return list(_REGISTRY)


def playable_names() -> list[str]:
    """The games the app offers: registered and with a table. A game's engine, bots and
    simulate land before its table does; the menus grow when the table arrives."""
    return [name for name in _REGISTRY if find_spec(f"wildwest.games.{name}.table") is not None]


def get_game(name: str):
    """The game object registered as `name`; KeyError for an unknown name."""
    if name not in _loaded:
        module, cls = _REGISTRY[name].split(":")
        _loaded[name] = getattr(import_module(module), cls)()
    return _loaded[name]
