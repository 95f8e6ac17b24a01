"""The game registry: adding a game is one line here plus its own package."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from wildwest.core.levels import level_lines

_REGISTRY = {
    "duel": "wildwest.games.duel.rules:Duel",
    "durango": "wildwest.games.durango.rules:Durango",
    "desperados": "wildwest.games.desperados.rules:Desperados",
    "wildride": "wildwest.games.wildride.rules:WildRide",
    "deckwest": "wildwest.games.deckwest.rules:DeckWest",
}
_loaded: dict = {}


def game_names() -> list[str]:
    return list(_REGISTRY)


def playable_names() -> list[str]:
    """The games the app offers: registered and with a table. A game's engine, bots and
    simulate land before its table does; the menus grow when the table arrives."""
    return [name for name in _REGISTRY if find_spec(f"wildwest.games.{name}.table") is not None]


def load_all() -> None:
    """Build every registered game now. A game reads and checks all its content files when
    it is built, so the app, --smoke and simulate find a damaged file at start (DataError,
    naming file, line and field) rather than in the middle of a game; and the bot levels'
    ladder, which the setup screen reads."""
    for name in _REGISTRY:
        get_game(name)
        level_lines(name)


def game_class(name: str):
    """The registered game's class, unbuilt: its name, title and player counts are known
    even when its content files are damaged (building it reads them)."""
    module, cls = _REGISTRY[name].split(":")
    return getattr(import_module(module), cls)


def get_game(name: str):
    """The game object registered as `name`; KeyError for an unknown name."""
    if name not in _loaded:
        _loaded[name] = game_class(name)()
    return _loaded[name]
