"""The main menu: new game, continue, rules, settings, quit."""
from __future__ import annotations

import pygame

from wildwest.core.saves import SaveError, autosave_path, quarantine, read_save, replay
from wildwest.games import get_game, playable_names

from .. import cardart, theme
from ..app import Scene
from ..assets import scaled
from ..widgets import button_column, dispatch, draw_text, draw_wrapped


class MenuScene(Scene):
    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        self.message = message
        self.resumable = self._check_autosave()
        items = [("New Game", self.new_game)]
        if self.resumable:
            items.insert(0, ("Continue", self.resume))
        items += [("Rules", self.rules), ("Settings", self.settings), ("Quit", app.quit)]
        self.buttons = button_column(items, 640, 300)

    def _check_autosave(self):
        """The autosave if it replays; a damaged one is moved aside with a message."""
        path = autosave_path()
        if not path.exists():
            return None
        try:
            save = read_save(path)
            game, state, _ = replay(save)
        except SaveError as err:
            try:
                kept = quarantine(path)
                where = f" It was kept as {kept.name}."
            except OSError:
                where = ""
            self.message = f"The last game could not be resumed: {err}.{where}"
            return None
        return None if game.result(state) is not None else save

    def new_game(self) -> None:
        from .setup import SetupScene
        self.app.push(SetupScene(self.app))

    def resume(self) -> None:
        from .play import PlayScene
        try:
            self.app.replace(PlayScene.resume(self.app, self.resumable))
        except SaveError as err:
            self.message = f"The last game could not be resumed: {err}."

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.buttons[0].action()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        draw_text(surface, "Wild West Tabletop", (640, 130), role="title", size=76, colour=theme.GOLD,
                  anchor="center", shadow=True)
        draw_text(surface, tagline(), (640, 200), role="italic", size=26, colour=theme.CREAM, anchor="center",
                  shadow=True)
        for button in self.buttons:
            button.draw(surface)
        if self.message:
            box = pygame.Rect(190, 640, 900, 60)
            cardart.draw_panel(surface, box, style="paper")
            draw_wrapped(surface, self.message, box.inflate(-24, -12), size=17, colour=theme.RED)


NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def tagline() -> str:
    """What is true today: the playable games, counted and named ("two games for one
    laptop: Duel and Durango"), so the line grows with the registry."""
    titles = [get_game(name).title for name in playable_names()]
    count = NUMBERS[len(titles)] if len(titles) < len(NUMBERS) else str(len(titles))
    named = titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]
    return f"{count.capitalize()} game{'s' if len(titles) != 1 else ''} for one laptop: {named}"
