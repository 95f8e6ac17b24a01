"""Headless checks of the whole app: --smoke and the frame-time benchmark."""
from __future__ import annotations

import random
import statistics
import time

import pygame

from wildwest.core.session import Session
from wildwest.games import get_game, playable_names

from .app import App
from .scenes.play import PlayScene
from .settings import Settings


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


def bench_frames(game_name: str, frames: int = 300) -> dict:
    app = App(Settings(), headless=True)
    scene = PlayScene(app, midgame_session(game_name))
    app.replace(scene)
    scene.bots.clear()      # measure drawing, not thinking
    app.step(0, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(420, 560), rel=(0, 0), buttons=(0, 0, 0))])
    times = []
    for _ in range(frames + 10):
        start = time.perf_counter()
        scene.draw(app.surface)
        times.append((time.perf_counter() - start) * 1000)
    times = sorted(times[10:])
    app.shutdown()
    return {"game": game_name, "frames": frames, "size": list(app.surface.get_size()),
            "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(0.99 * len(times)))], 3)}


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
        if step.point is not None and scene.table.locate(step.point) is None:
            raise tutorial.problem(f"steps[{at.index}].point",
                                   f"the table cannot find {step.point!r} at step {at.index + 1}")
    try:
        run_auto(lesson, at_step=look)
    finally:
        app.shutdown()
    return {"game": tutorial.game, "steps": len(tutorial.steps), "moves": len(lesson.session.save.moves),
            "finished": lesson.session.result() is not None, "digest": digest(lesson.session.state)}
