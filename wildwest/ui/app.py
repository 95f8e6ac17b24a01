"""The app loop and the scene stack: scenes ask for one another by name (SCENES).

Every scene draws on one Canvas (wildwest/ui/canvas.py): layouts are written once in
logical 1280x720 pixels, and the canvas has the window's own resolution (the largest
scale that fits, aspect kept, letterbox bars round it), so text and cards are rendered
sharp at any size. Mouse positions are mapped back to logical pixels. The window is
never meant to be smaller than MIN_WINDOW, the size every layout is tested at; one a window
manager forces smaller still is drawn at MIN_WINDOW and shrunk to fit, so no layout ever
meets a size it was not made for.
"""
from __future__ import annotations

import warnings
from importlib import import_module
from operator import attrgetter

import pygame

from wildwest.core.paths import saving_problem

from . import assets, canvas, cardart, theme
from .audio import Audio
from .canvas import Canvas
from .scene import Scene
from .settings import Settings

IDLE_FPS = 15
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
# The pointer left the window: the scene hears it move off the canvas (no button held,
# so no drag follows it), as if to a spot nothing covers.
AWAY = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0), touch=False)
MIN_WINDOW = (1024, 576)        # the smallest window size offered, where every layout is tested
MIN_SCALE = MIN_WINDOW[0] / theme.LOGICAL_SIZE[0]
# Every way into a scene by the name a scene asks for, and what makes it (app, *args) -> Scene
# in wildwest/ui/scenes/: loaded when first asked for, so start-up reads only the menu.
SCENES = {
    "menu": "menu:MenuScene",                   # (message="")
    "setup": "setup:SetupScene",                # (game=None): seats and options of a new game
    "play": "play:PlayScene.start",             # (game_name, config, seed, seats): a new game
    "resume": "play:PlayScene.resume",          # (save): a saved game at its table
    "tutorial": "play:PlayScene.tutorial",      # (lesson): a guided game (core.tutorial.Lesson)
    "pause": "pause:PauseScene",                # (play): over the table
    "handoff": "handoff:HandoffScene",          # (play, player, back=None): pass the laptop
    "legend": "legend:LegendScene",             # (title, entries): what a table's symbols mean
    "log": "gamelog:LogScene",                  # (session, reader, held=()): the whole log
    "results": "results:ResultsScene",          # (session)
    "replay": "replay:ReplayScene",             # (save, seat=-1, at=None, review=False, mark=None)
    "rules": "rules:RulesScene",                # (game=None)
    "learn": "learn:LearnScene",                # the games with a tutorial, to start or resume
    "settings": "settings:SettingsScene",
}


def scene_maker(name: str):
    """What SCENES names: a scene class or a constructor of one."""
    module, attribute = SCENES[name].split(":")
    return attrgetter(attribute)(import_module(f"wildwest.ui.scenes.{module}"))


def forget_surfaces() -> None:
    """Drop every cached font and surface: made before the window opened they blit slowly,
    and fonts die with pygame.quit()."""
    assets.reset()
    cardart.clear_caches()
    canvas.clear_caches()


class App:
    def __init__(self, settings: Settings | None = None, headless: bool = False) -> None:
        pygame.init()
        self.settings = settings or Settings.load()
        self.saving_off = saving_problem()      # why nothing can be saved, until the menu says it
        self.headless = headless
        self.screen = self._open_window()
        forget_surfaces()
        pygame.display.set_caption("Wild West Tabletop")
        self.surface = self._canvas()
        self.audio = Audio(self.settings.volume)
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.taught: dict[str, dict] = {}       # each game's set-up in its last tutorial: New Game starts there
        self.held: dict[int, Scene] = {}        # each key held down, and the scene it went down in
        self.shown: tuple[Scene | None, float] = (None, 0.0)     # the top scene, and for how long (s)
        pygame.key.set_repeat(300, 40)

    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            flags = pygame.FULLSCREEN
            return pygame.display.set_mode((0, 0), flags)
        screen = pygame.display.set_mode(self.settings.window, flags)
        with warnings.catch_warnings():     # deprecated for drawing through the Window, not for this
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        return screen

    def apply_window_settings(self) -> None:
        self.screen = self._open_window()
        self.surface = self._canvas()

    def _canvas(self) -> Canvas:
        """A canvas at the window's scale, never below MIN_SCALE; text and images follow it
        (assets.set_scale)."""
        sw, sh = self.screen.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = max(MIN_SCALE, min(sw / lw, sh / lh))
        assets.set_scale(scale)
        return Canvas(scale)

    # ---- scenes ----------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def _made(self, scene: Scene | str, args, kwargs) -> Scene:
        """A scene given, or the one its name in SCENES makes with these arguments."""
        return scene_maker(scene)(self, *args, **kwargs) if isinstance(scene, str) else scene

    def push(self, scene: Scene | str, *args, **kwargs) -> Scene:
        """Put a scene (or the scene of that name) on top of the stack."""
        scene = self._made(scene, args, kwargs)
        self.scenes.append(scene)
        return scene

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().close()

    def replace(self, scene: Scene | str, *args, **kwargs) -> Scene:
        """Make a scene (or the scene of that name) the only one (leaving a game for the
        menu, say)."""
        scene = self._made(scene, args, kwargs)
        left, self.scenes = self.scenes, [scene]
        for old in left:
            if old is not scene:
                old.close()
        return scene

    # ---- the loop ----------------------------------------------------------------------
    def _view_rect(self) -> pygame.Rect:
        """Where the canvas lands in the window: centred, letterboxed, and shrunk to fit a
        window smaller than MIN_WINDOW."""
        sw, sh = self.screen.get_size()
        cw, ch = pygame.Surface.get_size(self.surface)
        shrink = min(1, sw / cw, sh / ch)
        rect = pygame.Rect(0, 0, max(1, round(cw * shrink)), max(1, round(ch * shrink)))
        rect.center = (sw // 2, sh // 2)
        return rect

    def to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type not in MOUSE_EVENTS:
            return event
        view = self._view_rect()
        k = self.surface.scale * view.w / pygame.Surface.get_width(self.surface)
        x = (event.pos[0] - view.x) / k
        y = (event.pos[1] - view.y) / k
        attrs = dict(event.dict)
        attrs["pos"] = (int(x), int(y))
        return pygame.event.Event(event.type, attrs)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None, draw: bool = True) -> None:
        """One frame: input, update, draw, present. Tests and --smoke drive it directly."""
        events = pygame.event.get() if events is None else events
        top = self.scene
        self.shown = (top, self._shown_for(top) + dt)     # the frame's time passed with it on top
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.settings.fullscreen:
                self.screen = pygame.display.get_surface()
                self.surface = self._canvas()
            if event.type == pygame.WINDOWLEAVE and not any(pygame.mouse.get_pressed()):
                self.scene.handle(AWAY)      # nothing stays hovered: a zoomed card, a tooltip
                continue
            event = self._meant_here(event)
            if event is None or self._too_soon(event):
                continue
            self.scene.handle(self.to_logical(event))
        self.scene.update(dt)
        if not events:
            self.scene.idle()
        if draw:
            self.render()

    def _meant_here(self, event) -> pygame.event.Event | None:
        """The event as the top scene gets it, or None for a held key's repeat reaching a
        scene the key did not go down in: Enter held a moment on a round's summary played
        again from the results (the game's end never seen). Such a repeat is dropped, and the
        key works again once released; a repeat in its own scene comes marked `repeat`, which
        a choice ignores (`widgets.pressed`: Enter held in a tutorial skipped a step every
        40 ms) and a map's pan or a replay's step does not."""
        if event.type == pygame.KEYUP:
            self.held.pop(event.key, None)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()               # a key released elsewhere sends no KEYUP here
        elif event.type == pygame.KEYDOWN:
            repeat = event.key in self.held
            if self.held.setdefault(event.key, self.scene) is not self.scene:
                return None
            if repeat:
                return pygame.event.Event(event.type, dict(event.dict, repeat=True))
        return event

    def _too_soon(self, event) -> bool:
        """Is this a click within the top scene's `click_guard` seconds? The second click of a
        double-click on a round's last Continue played again from the results."""
        return event.type == pygame.MOUSEBUTTONDOWN and self._shown_for(self.scene) < self.scene.click_guard

    def _shown_for(self, scene: Scene) -> float:
        """How long `scene` has been on top, in the frames' time (0 if it has just come)."""
        return self.shown[1] if self.shown[0] is scene else 0.0

    def render(self) -> None:
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(self.surface)
        view = self._view_rect()
        frame = self.surface
        if view.size != pygame.Surface.get_size(frame):
            frame = pygame.transform.smoothscale(frame, view.size)
        if view.size != self.screen.get_size():
            self.screen.fill(theme.SHADOW)
        self.screen.blit(frame, view)
        pygame.display.flip()

    def run(self) -> None:
        """The loop: 60 frames a second while anything moves; when idle, wake at a low rate
        to update and redraw only after input (a window uncovered sends an event too)."""
        quiet = 0.0
        while self.running:
            events = pygame.event.get()
            busy = bool(events) or any(scene.wants_frames() for scene in self.scenes)
            dt = self.clock.tick(60 if busy else IDLE_FPS) / 1000
            quiet = 0.0 if busy else quiet + dt
            self.step(dt, events, draw=quiet < 0.5)
        self.shutdown()

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        for scene in self.scenes:
            scene.close()
        forget_surfaces()
        pygame.quit()
