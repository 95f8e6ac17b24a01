"""The pause menu over the table: resume, rules, save and quit, concede."""
from __future__ import annotations

import pygame

from wildwest.core.saves import autosave_path, retire_autosave

from .. import canvas, cardart, theme
from ..scene import Scene
from ..widgets import button_column, cover, dispatch, draw_message, draw_text

NOTE = pygame.Rect(190, 636, 900, 76)      # under the pause panel: why the game cannot be saved
SURE = "Yes, concede"                      # Concede's label once it has asked


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        self.note = ""
        if play.lesson is not None:         # a tutorial is left, kept to resume, never conceded
            self._layout(("Leave the tutorial", self.leave_lesson), concede=False)
        else:
            self._layout(("Save and quit to menu", self.save_and_quit))

    def _layout(self, leave, concede: bool = True) -> None:
        items = [("Resume", self.app.pop), ("Rules", self.rules), ("Settings", self.settings), leave]
        self.buttons = button_column(items + [("Concede", self.concede)] * concede, 640, 220)

    def rules(self) -> None:
        self.app.push("rules", self.play.game.name)

    def settings(self) -> None:
        self.app.push("settings")

    def save_and_quit(self) -> None:
        """Write the game once more and leave it for Continue. If it cannot be written, say
        why and stay: the player may play on, or choose again to leave it unsaved."""
        why = self.play.session.keep(autosave_path())
        if not why:
            self._leave("Game saved. Continue picks it up where you left it.", news=True)
            return
        self.note = f"{why}. Resume to play on, or quit without saving."
        self._layout(("Quit without saving", lambda: self._leave("The game was left unsaved.")))

    def leave_lesson(self) -> None:
        """The tutorial's place is kept beside the saves (core.tutorial), when it can be."""
        kept = self.play.lesson.keep is not None
        self._leave("Your place in the tutorial is kept: Learn to play picks it up." if kept else
                    "Saving is off, so the tutorial starts afresh next time.", news=kept)

    def _leave(self, message: str, news: bool = False) -> None:
        self.play.close()
        self.app.replace("menu", message, news=news)

    def concede(self) -> None:
        """A conceded game cannot be continued, so a first press only asks (a slip of the
        mouse must not lose a game); "Yes, concede" ends it."""
        button = next(b for b in self.buttons if b.action == self.concede)
        if button.label != SURE:
            button.label = SURE
            self.note = (f"Conceding ends this game for good: it cannot be continued. Press \"{SURE}\" to end it, "
                         "or Resume to play on.")
            return
        retire_autosave()
        self._leave("You conceded the game.", news=True)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        cover(surface.get_rect())
        canvas.veil(surface, (0, 0, 0, 150))
        cardart.draw_panel(surface, pygame.Rect(420, 120, 440, 500), style="leather")
        draw_text(surface, "Paused", (640, 170), role="title", size=44, colour=theme.GOLD,
                  anchor="center", shadow=True)
        for button in self.buttons:
            button.draw(surface)
        if self.note:
            draw_message(surface, self.note, NOTE)
