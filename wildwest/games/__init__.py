"""The game registry: adding a game is one line here plus its own package."""
from __future__ import annotations

from importlib import import_module

_REGISTRY = {
    "duel": "wildwest.games.duel.rules:Duel",
    "durango": "wildwest.games.durango.rules:Durango",
}
_loaded: dict = {}


def game_names() -> list[str]:
    return list(_REGISTRY)


def get_game(name: str):
    """The game object registered as `name`; KeyError for an unknown name."""
    if name not in _loaded:
        module, cls = _REGISTRY[name].split(":")
        _loaded[name] = getattr(import_module(module), cls)()
    return _loaded[name]
