"""Settings: volume, animation speed, window size, fullscreen, interrupt prompts, chores,
and how long an expert bot thinks."""
from __future__ import annotations

import pygame

from .. import cardart, theme
from ..assets import scaled
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS, EXPERT_TIMES, WINDOW_SIZES
from ..widgets import Button, dispatch, draw_message, draw_text, draw_tooltip

PANEL = pygame.Rect(220, 110, 840, 470)     # labels on its left, buttons ending 40 px inside
ROW_Y, ROW_STEP = 158, 58                   # seven rows of 50 px buttons inside the panel
NOTE = pygame.Rect(220, 40, 840, 48)        # above the panel and its title: why a change is not kept
TIPS = {     # what a setting does, for those whose name cannot say it all
    "Animation speed": "How fast cards fly and bots move. Instant shows each move at once.",
    "Ask before interrupts": "Durango: when another player's card targets you while you keep a card in your "
                             "reserve, you are asked whether to interrupt with it. No always passes for you.",
    "Do chores for me": "Deck Goes West: a step with only one thing to do is done for you. No makes you "
                        "click every step yourself.",
    "Expert bots think": "How long an Expert bot may think about each move. Longer usually plays better, and "
                         "you wait longer.",
}


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.s = app.settings
        self.note = ""
        self._layout()

    def _layout(self) -> None:
        s, x = self.s, 640
        rows = [
            ("Sound volume", f"{round(s.volume * 100)} %", self._volume_up, self._volume_down),
            ("Animation speed", s.animation, self._cycle_speed, None),
            ("Window size", f"{s.window[0]} x {s.window[1]}", self._cycle_window, None),
            ("Fullscreen", "On" if s.fullscreen else "Off", self._toggle_fullscreen, None),
            ("Ask before interrupts", "Yes" if s.interrupt_prompts else "No (skip them)",
             self._toggle_interrupts, None),
            ("Do chores for me", "Yes" if s.auto_chores else "No (ask every time)", self._toggle_chores, None),
            ("Expert bots think", f"{s.expert_seconds:g} second{'' if s.expert_seconds == 1 else 's'} a move",
             self._cycle_expert, None),
        ]
        self.rows = []
        self.buttons = []
        for i, (label, value, action, minus) in enumerate(rows):
            y = ROW_Y + i * ROW_STEP
            self.rows.append((label, y))
            tip = TIPS.get(label, "")
            if minus:
                self.buttons.append(Button(pygame.Rect(x, y, 50, 50), "-", minus))
                self.buttons.append(Button(pygame.Rect(x + 60, y, 260, 50), value, action, tooltip=tip))
                self.buttons.append(Button(pygame.Rect(x + 330, y, 50, 50), "+", action))
            else:
                self.buttons.append(Button(pygame.Rect(x, y, 380, 50), value, action, tooltip=tip))
        self.buttons.append(Button(pygame.Rect(520, 600, 240, 60), "Done", self.done, primary=True,
                                   hotkey=pygame.K_ESCAPE))

    def _changed(self) -> None:
        self.app.audio.volume = self.s.volume
        why = self.s.save()
        self.note = why and f"Settings cannot be saved ({why}), so this change lasts until you quit."
        self._layout()

    def _volume_up(self) -> None:
        self.s.volume = min(1.0, round(self.s.volume + 0.1, 1))
        self._changed()
        self.app.audio.play("click")

    def _volume_down(self) -> None:
        self.s.volume = max(0.0, round(self.s.volume - 0.1, 1))
        self._changed()
        self.app.audio.play("click")

    def _cycle_speed(self) -> None:
        names = [n for n, _ in ANIMATION_SPEEDS]
        self.s.animation = names[(names.index(self.s.animation) + 1) % len(names)]
        self._changed()

    def _cycle_window(self) -> None:
        sizes = list(WINDOW_SIZES)
        self.s.window = sizes[(sizes.index(tuple(self.s.window)) + 1) % len(sizes)]
        self._changed()
        self.app.apply_window_settings()

    def _toggle_fullscreen(self) -> None:
        self.s.fullscreen = not self.s.fullscreen
        self._changed()
        self.app.apply_window_settings()

    def _toggle_interrupts(self) -> None:
        self.s.interrupt_prompts = not self.s.interrupt_prompts
        self._changed()

    def _toggle_chores(self) -> None:
        self.s.auto_chores = not self.s.auto_chores
        self._changed()

    def _cycle_expert(self) -> None:
        times = list(EXPERT_TIMES)
        self.s.expert_seconds = times[(times.index(self.s.expert_seconds) + 1) % len(times)]
        self._changed()

    def done(self) -> None:
        self.s.save()
        self.app.pop()

    def handle(self, event) -> None:
        dispatch(self.buttons, event)

    def draw(self, surface) -> None:
        surface.blit(scaled("menu_bg", theme.LOGICAL_SIZE), (0, 0))
        cardart.draw_panel(surface, PANEL, style="paper", title="Settings")
        for label, y in self.rows:
            draw_text(surface, label, (PANEL.x + 40, y + 25), role="bold", size=24, anchor="midleft")
        for button in self.buttons:
            button.draw(surface)
        hovered = next((b for b in self.buttons if b.hover and b.tooltip), None)
        if hovered:
            draw_tooltip(surface, hovered.tooltip, (hovered.rect.x - 16, hovered.rect.bottom - 12), width=380)
        if self.note:
            draw_message(surface, self.note, NOTE)
