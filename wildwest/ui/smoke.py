"""Headless checks of the whole app: --smoke and the frame-time benchmark."""
from __future__ import annotations

import random
import statistics
import time

import pygame

from wildwest.core.session import Session
from wildwest.games import get_game, playable_names

from .app import IDLE_FPS, App
from .scenes.play import PlayScene
from .settings import Settings
from .table import BOARD


def random_moves(game, config: dict, seed: int) -> list:
    """Every (player, option) of a whole seeded game played by random choices."""
    state, rng, moves = game.new_game(config, seed), random.Random(seed), []
    while game.result(state) is None:
        player, decision = next(iter(game.pending(state).items()))
        option = rng.choice(decision.options)
        game.apply(state, player, option)
        moves.append((player, option))
    return moves


def midgame_session(game_name: str, seed: int = 7) -> Session:
    """A seeded game played halfway by random choices: seat 0 human, the rest easy bots."""
    game = get_game(game_name)
    players = min(game.max_players, max(game.min_players, 3))
    config = {"players": players}
    moves = random_moves(game, config, seed)
    session = Session.start(game, config, seed, ["human"] + ["easy"] * (players - 1))
    for player, option in moves[: len(moves) // 2]:
        session.play(player, option)
    return session


def _frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60, events=[])


def smoke(frames: int = 5) -> int:
    """The app's real start, headless: settings.json is read as the app reads it, and
    what the menu says first is printed."""
    app = App(Settings.load(), headless=True)
    menu = app.push("menu")
    _frames(app, frames)
    for name in playable_names():
        app.replace(PlayScene(app, midgame_session(name)))
        _frames(app, frames)
    app.shutdown()
    print(f"smoke ok: menu and {len(playable_names())} table(s) rendered")
    if menu.message:                # what a player would read first (saving is off, a bad setting)
        print(f"the menu says: {menu.message}")
    return 0


PHASES = ("sweep", "zoom", "legend", "flight", "log")     # what a player does, frame by frame
WARM = 5                    # frames of each phase not timed (first renders fill the caches)
REST = 60                   # idle frames first (4 s at IDLE_FPS): the table renders its zooms ahead


def bench_frames(game_name: str, frames: int = 300) -> dict:
    """Real frames (input, update, draw, present: `App.step`) of a seeded mid-game table
    at 1280x720 while a player works it, in five phases of equal length: the mouse
    sweeping over the board, resting on a card (its zoom shown), the legend open and
    scrolled, an animation of the last moves replayed, the log scrolled by the wheel.
    Each phase reports its own times and `shown`, the frames in which what it measures
    was on screen. Wall-clock and CPU times both (see `_summary`)."""
    app = App(Settings(), headless=True)
    scene = PlayScene(app, midgame_session(game_name))
    app.replace(scene)
    scene.bots.clear()      # measure drawing, not thinking
    app.step(0, events=[])
    for _ in range(REST):   # the player reads the table before reaching for it
        app.step(1 / IDLE_FPS, events=[])
    per = max(1, frames // len(PHASES))
    phases, every, every_cpu = {}, [], []
    for phase in PHASES:
        times, cpu, shown = [], [], 0
        for i, (events, showing) in enumerate(_script(app, scene, phase, per + WARM)):
            start, start_cpu = time.perf_counter(), time.process_time()
            app.step(1 / 60, events)
            if i >= WARM:
                times.append((time.perf_counter() - start) * 1000)
                cpu.append((time.process_time() - start_cpu) * 1000)
                shown += showing()
        if app.scene is not scene:
            app.pop()
        phases[phase] = {**_summary(times), **_summary(cpu, "cpu_"), "shown": shown}
        every += times
        every_cpu += cpu
    app.shutdown()
    return {"game": game_name, "frames": len(every), "size": list(app.surface.get_size()), **_summary(every),
            **_summary(every_cpu, "cpu_"), "phases": phases}


def _summary(times: list[float], prefix: str = "") -> dict:
    """Median and 99th percentile; `cpu_` figures are the process's CPU time, which a busy
    shared machine does not inflate as it does the wall clock."""
    times = sorted(times)
    return {f"{prefix}median_ms": round(statistics.median(times), 3),
            f"{prefix}p99_ms": round(times[min(len(times) - 1, int(0.99 * len(times)))], 3)}


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def _sweep(n: int, area: pygame.Rect):
    """n points across `area`, 24 px a frame, back and forth, while going down from its top
    to its bottom over the n frames: the mouse crosses cards and places of every part of
    the table, not only its top rows."""
    per_row = max(1, area.width // 24)
    for i in range(n):
        row, step = divmod(i, per_row)
        x = area.x + (step if row % 2 == 0 else per_row - 1 - step) * 24
        yield (x, area.y + i * area.height // n)


def _script(app, scene, phase: str, n: int):
    """(events, showing) for each of n frames of a phase: `showing()` says, after the
    frame, whether what the phase measures was on screen."""
    table = scene.table
    if phase == "sweep":
        for pos in _sweep(n, BOARD):
            yield [_motion(pos)], lambda: True
    elif phase == "zoom":
        cards = getattr(table, "hover_cards", None) or getattr(table, "hover_rects", None) or table.things
        rect = cards[len(cards) // 2][0] if cards else BOARD
        for i in range(n):          # a hand resting on the card still trembles
            yield [_motion((rect.centerx + i % 2, rect.centery))], lambda: _zoomed(table)
    elif phase == "legend":
        scene.open_legend()
        legend = app.scene
        for i, pos in enumerate(_sweep(n, legend.view.rect)):
            wheel = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if i % 40 < 20 else 1)] if i % 4 == 0 else []
            yield [_motion(pos)] + wheel, lambda: app.scene is legend
    elif phase == "flight":
        for _ in range(n):
            if not table.busy():
                _replay_animation(scene)
            yield [], table.busy
    else:
        view = scene.log.view
        before = [view.offset]

        def scrolled() -> bool:
            moved, before[0] = view.offset != before[0], view.offset
            return moved
        for i in range(n):
            step = 1 if i % 60 < 30 else -1
            yield [_motion(view.rect.center), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step)], scrolled


def _zoomed(table) -> bool:
    hovered = getattr(table, "_hovered", None)
    return hovered is not None and hovered() is not None


def _replay_animation(scene) -> None:
    """Start the table's animation of the latest move in which something moves (a card
    flying, a pawn walking, the dice, the examination), as if it had just been played;
    failing that, of the latest move with a banner."""
    table, recent = scene.table, scene.session.history[-60:]
    for moving in (True, False):
        for events in reversed(recent):
            table.on_events([e for e in events if e.visible_to(scene.viewer)])
            if any(f.kind != "banner" for f in table.flashes) or (table.busy() and not moving):
                return
            table.flashes.clear()


def check_tutorial(tutorial) -> dict:
    """`main.py tutorial GAME --auto`: the tutorial played by its script (core.tutorial.
    run_auto) with its table built headless, drawn at every step, and asked for the step's
    `point`. TutorialError names the step's file, line and field when one is missing."""
    from wildwest.core.engine import digest
    from wildwest.core.tutorial import Lesson, run_auto

    app = App(Settings(animation="Instant"), headless=True)
    lesson = Lesson(tutorial)
    scene = app.replace(PlayScene.tutorial(app, lesson))

    def look(at: Lesson) -> None:
        step = at.step
        scene.draw(app.surface)
        for field, thing in [("point", step.point)] + [(f"keep[{k}]", t) for k, t in enumerate(step.keep)]:
            if thing is not None and scene.table.locate(thing) is None:
                raise tutorial.problem(f"steps[{at.index}].{field}",
                                       f"the table cannot find {thing!r} at step {at.index + 1}")
    try:
        run_auto(lesson, at_step=look)
    finally:
        app.shutdown()
    return {"game": tutorial.game, "steps": len(tutorial.steps), "moves": len(lesson.session.save.moves),
            "finished": lesson.session.result() is not None, "digest": digest(lesson.session.state)}
