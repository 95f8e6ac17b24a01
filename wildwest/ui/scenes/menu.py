"""The main menu: new game, continue, rules, settings, quit."""
from __future__ import annotations

import pygame

from wildwest.core.data import DataError
from wildwest.core.saves import SaveError, autosave_path, autosaved, quarantine, read_save, remove_stale_temps
from wildwest.games import game_class, playable_names

from .. import theme
from ..assets import scaled
from ..scene import Scene
from ..widgets import Button, button_column, dispatch, draw_message, draw_text, pressed


def last_game_path():
    """Where retire_autosave keeps the last finished or conceded game (None: saving is off)."""
    path = autosave_path()
    return path and path.with_name("last_game.json")


class MenuScene(Scene):
    def __init__(self, app, message: str = "", news: bool = False) -> None:
        super().__init__(app)
        self.message, self.news = message, news        # news: not a problem ("Game saved")
        self.resumable = self._check_autosave()
        if not self.message and app.saving_off:
            self.message = f"Saving is off: {app.saving_off}. You can play, but nothing is kept after you quit."
            app.saving_off = ""                 # said once
        if not self.message and app.settings.problems:
            self.message = "Settings: " + "; ".join(app.settings.problems) + "."
            app.settings.problems = []          # said once
        items = [("New Game", self.new_game)]
        if self.resumable:
            items.insert(0, ("Continue", self.resume))
        items += [("Learn to play", self.learn), ("Rules", self.rules), ("Settings", self.settings),
                  ("Quit", app.quit)]
        self.buttons = button_column(items, 640, 250, height=50, gap=12)
        last = last_game_path()
        if last is not None and last.exists():
            self.buttons.append(Button(pygame.Rect(1000, 652, 260, 52), "Watch last game", self.watch_last,
                                       tooltip="Step through your last finished game move by move"))

    def _check_autosave(self):
        """The autosave if it replays. Any damaged one (SaveError is every way a save can
        fail) is moved aside byte for byte, with a message; stale temp files are removed."""
        path = autosave_path()
        if path is None:                # saving is off: there is nothing to resume
            return None
        remove_stale_temps(path.parent)
        try:
            return autosaved()
        except DataError as err:        # the app's own data is broken: the save is kept
            self.message = f"The games' data is damaged: {err}"
        except SaveError as err:
            try:
                kept = quarantine(path)
                where = f" It was moved aside, unchanged, as {kept.name}."
            except OSError:
                where = ""
            self.message = f"The last game could not be resumed: {err}.{where}"
        return None

    def new_game(self) -> None:
        from wildwest.games import load_all

        try:
            load_all()
        except DataError as err:
            self.message = f"The games' data is damaged: {err}"
            return
        self.app.push("setup")

    def resume(self) -> None:
        try:
            self.app.replace("resume", self.resumable)
        except SaveError as err:
            self.message = f"The last game could not be resumed: {err}."
        except DataError as err:
            self.message = f"The games' data is damaged: {err}"

    def watch_last(self) -> None:
        try:
            self.app.push("replay", read_save(last_game_path()))
        except SaveError as err:
            self.message = f"The last game cannot be replayed: {err}."

    def learn(self) -> None:
        self.app.push("learn")

    def rules(self) -> None:
        self.app.push("rules")

    def settings(self) -> None:
        self.app.push("settings")

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if pressed(event, pygame.K_RETURN):
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
            draw_message(surface, self.message, box, news=self.news)


NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def tagline() -> str:
    """What is true today: the playable games, counted and named ("two games for one
    laptop: Duel and Durango"), so the line grows with the registry."""
    titles = [game_class(name).title for name in playable_names()]    # unbuilt: data may be damaged
    count = NUMBERS[len(titles)] if len(titles) < len(NUMBERS) else str(len(titles))
    named = titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]
    return f"{count.capitalize()} game{'s' if len(titles) != 1 else ''} for one laptop: {named}"
