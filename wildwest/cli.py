"""The command line, the same from source and in the packaged executable.

    main.py                         open the menu
    main.py --smoke                 render the menu and every table headless, exit 0
    main.py simulate GAME --bots hard,easy --games N --seed S [--option KEY=VALUE ...] [--json]
    main.py bench frames --game GAME [--frames N] --json
    main.py replay SAVE.json [--json] [--view]   (--view: step through it in the replay viewer)
    main.py tutorial GAME [--part NAME] [--auto] [--json]   (--auto: play it headless by its script and check it)
    main.py review SAVE.json [--seat N ...] [--iterations N] [--json]   chances after every move
"""
from __future__ import annotations

import argparse
import json
import os
import sys


def _whole(lo: int, hi: int):
    """An argparse type: a whole number in [lo, hi], so a bad value exits 2 with usage."""
    def parse(text: str) -> int:
        digits = text.strip()
        if not digits.lstrip("+-").isdigit():
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:30]!r}")
        value = int(digits) if len(digits) <= 20 else (lo - 1 if digits[0] == "-" else hi + 1)
        if value < lo:
            raise argparse.ArgumentTypeError(f"must be at least {lo}")
        if value > hi:
            raise argparse.ArgumentTypeError(f"must be at most {hi:,}")
        return value
    parse.__name__ = "whole number"
    return parse


def _bots(text: str) -> list[str]:
    """One level per seat; an empty entry (`easy,,random`) is refused, not dropped, since
    it changes the number of seats."""
    from wildwest.core.levels import LEVELS
    named = f"{', '.join(LEVELS[:-1])} or {LEVELS[-1]}"
    levels = [b.strip() for b in text.split(",")]
    if "" in levels and text.strip():
        raise argparse.ArgumentTypeError(f"an empty entry in {text[:40]!r}: name one level per seat ({named})")
    if any(level not in LEVELS for level in levels):
        raise argparse.ArgumentTypeError(f"bots are {named}, one per seat: {text[:40]!r}")
    return levels


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not KEY=VALUE")
    return key, value


class _Parser(argparse.ArgumentParser):
    """Names the option in a type error (`--games: must be at least 1`), as players read it."""

    def error(self, message: str):
        message = message.replace("argument --", "--").replace(": invalid whole number value", "")
        super().error(message)


def _parser() -> argparse.ArgumentParser:
    from wildwest.games import game_names, playable_names
    parser = _Parser(prog="wildwest", description="Wild West Tabletop")
    parser.add_argument("--smoke", action="store_true", help="render every scene headless and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    sim = sub.add_parser("simulate", help="bot-versus-bot games, headless")
    sim.add_argument("game", choices=game_names())
    sim.add_argument("--bots", required=True, type=_bots,
                     help="comma-separated levels, one per seat: random, easy, flat (the old search, "
                          "for measuring), hard or expert")
    sim.add_argument("--games", type=_whole(1, 1_000_000), default=100)
    sim.add_argument("--seed", type=_whole(0, 2**40), default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", type=_option,
                     help="a game option (mode, mission, difficulty...); repeatable")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--save-dir", metavar="DIR", help="write each finished game there as a save "
                     "that replay and review read")
    sim.set_defaults(usage=sim)             # checks that need the game report with its usage
    bench = sub.add_parser("bench", help="measure the app")
    bench.add_argument("what", choices=["frames"])
    bench.add_argument("--game", required=True, choices=playable_names())
    bench.add_argument("--frames", type=_whole(1, 100_000), default=300)
    bench.add_argument("--json", action="store_true")
    rep = sub.add_parser("replay", help="replay a save and print its outcome")
    rep.add_argument("save")
    rep.add_argument("--json", action="store_true")
    rep.add_argument("--view", action="store_true", help="open the save in the replay viewer")
    tut = sub.add_parser("tutorial", help="a game's guided first game; --auto checks it headless")
    tut.add_argument("game", choices=playable_names())
    tut.add_argument("--auto", action="store_true", help="play it by its script, check every step, exit")
    tut.add_argument("--json", action="store_true")
    tut.add_argument("--part", default="", metavar="NAME",
                     help="a further part, data/GAME/tutorial-NAME.yaml (desperados: marshal; deckwest: coop)")
    rev = sub.add_parser("review", help="each seat's chance to win after every move of a finished game, "
                         "and the costliest choices")
    rev.add_argument("save")
    rev.add_argument("--seat", type=_whole(1, 99), action="append", metavar="N",
                     help="mark this seat's choices (1 is the first seat; repeatable; default: the humans)")
    rev.add_argument("--iterations", type=_whole(1, 100_000), metavar="N",
                     help="search iterations an estimate (default: planned so a game takes about 30 s)")
    rev.add_argument("--json", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    from wildwest.core.data import DataError
    from wildwest.games import load_all
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        load_all()
        damaged = ""
    except DataError as err:        # said in words, never a traceback; the menu says it too
        if args.command or args.smoke:
            print(f"Wild West Tabletop cannot start: {err}", file=sys.stderr)
            return 1
        damaged = f"The games' data is damaged: {err}"
    if args.command == "simulate":
        return _simulate(args.usage, args)
    if args.command == "replay":
        return _replay(args)
    if args.command == "review":
        return _review(args)
    if args.command == "bench":
        return _bench(args)
    if args.command == "tutorial":
        return _tutorial(args)
    if args.smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from wildwest.ui.smoke import smoke
        return smoke()
    from wildwest.ui.app import App
    app = App()
    app.push("menu", message=damaged)
    app.run()
    return 0


def _simulate(parser, args) -> int:
    from wildwest.core.simulate import simulate
    from wildwest.games import get_game
    game = get_game(args.game)
    levels = args.bots
    if not game.min_players <= len(levels) <= game.max_players:
        parser.error(f"--bots: {game.title} takes {game.min_players}-{game.max_players} bots, got {len(levels)}")
    try:
        options = _game_options(game, args.option)
        game.configure(dict(options, players=len(levels)))   # choices that clash (mode, mission)
    except ValueError as err:
        parser.error(str(err))
    if args.save_dir and "flat" in levels:
        parser.error("--save-dir: a save names the levels the app offers; flat is for measuring only")
    report = simulate(game, levels, args.games, args.seed, progress=sys.stderr.isatty(),
                      options=options, save_dir=args.save_dir)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{game.title}: {report['games']} games, seed {report['seed']}, "
              f"mean turns {report['mean_turns']}, draws {report['draws']}")
        for seat in report["seats"]:
            lo, hi = seat["win_rate_ci"]
            print(f"  {seat['bot']:>6}: {seat['win_rate']:.1%} wins (95% CI {lo:.1%}-{hi:.1%}), "
                  f"decision median {seat['decision_ms']['median']} ms, p95 {seat['decision_ms']['p95']} ms")
        for key, value in report.items():       # a team game's own figures (simulate_extras)
            if key not in ("game", "games", "seed", "mean_turns", "draws", "seats", "options"):
                print(f"  {key}: {value}")
    return 0


def _game_options(game, pairs: list[tuple[str, str]]) -> dict:
    """`KEY=VALUE` pairs as the game's config, each checked against its ConfigChoice."""
    choices = {c.key: c for c in game.options}
    options = {}
    for key, text in pairs:
        if key not in choices:
            known = ", ".join(choices) or "none"
            raise ValueError(f"--option {key[:40]!r}: {game.title} options are {known} (KEY=VALUE)")
        values = {str(v).lower(): v for v in choices[key].values}
        if text.lower() not in values:
            raise ValueError(f"--option {key}: choose from {', '.join(map(str, choices[key].values))}")
        options[key] = values[text.lower()]
    return options


def _replay(args) -> int:
    from wildwest.core.saves import SaveError, replay_summary
    try:
        summary = replay_summary(args.save)
    except SaveError as err:
        print(f"{args.save}: {err}", file=sys.stderr)
        return 1
    if args.view:
        return _view(args.save)
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['game']}: {summary['moves']} moves, {summary['summary']} (digest {summary['digest']})")
    return 0


def _review(args) -> int:
    from wildwest.core.review import Review, percent
    from wildwest.core.saves import SaveError, read_save
    from wildwest.core.simulate import progress_bar
    try:
        save = read_save(args.save)
        seats = None if args.seat is None else sorted({n - 1 for n in args.seat})
        if seats and seats[-1] >= len(save.seats):
            print(f"{args.save}: --seat {seats[-1] + 1}: the game has {len(save.seats)} seats", file=sys.stderr)
            return 2
        review = Review(save, seats, args.iterations)
    except SaveError as err:
        print(f"{args.save}: {err}", file=sys.stderr)
        return 1
    bar = sys.stderr.isatty()
    review.run(progress=(lambda done, total: progress_bar(done, total, "of the work")) if bar else None)
    if bar:
        sys.stderr.write("\n")
    if args.json:
        print(json.dumps(review.to_json()))
        return 0
    labels = review.labels()
    print(f"{review.game.title}: {len(save.moves)} moves; each seat's chance to win after every move "
          f"({review.iterations} search iterations an estimate)")
    print("move  " + "  ".join(f"{label[:14]:>14}" for label in labels))
    for k, point in enumerate(review.series):
        print(f"{k:>4}  " + "  ".join(f"{percent(c):>14}" for c in point))
    if not review.reviewed:
        print("No human played: --seat N marks a seat's costliest choices.")
    elif not review.marks:
        print("No costly choice: the search found no clearly better option at any decision reviewed.")
    for mark in review.marks:
        print(mark.text)
    return 0


def _view(path: str) -> int:
    """The replay viewer over the menu: Back (Esc) leads to the menu."""
    from wildwest.core.saves import read_save
    from wildwest.ui.app import App
    save = read_save(path)
    app = App()
    app.push("menu")
    app.push("replay", save)
    app.run()
    return 0


def _bench(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from wildwest.ui.smoke import bench_frames
    report = bench_frames(args.game, args.frames)
    print(json.dumps(report) if args.json else
          f"{args.game}: median {report['median_ms']} ms, p99 {report['p99_ms']} ms per frame")
    return 0


def _tutorial(args) -> int:
    """Open a game's tutorial, or (--auto) play it by its script headless, checking that
    every expected move is legal and every `point` is on the table: exit 1 with file, line
    and field otherwise."""
    from wildwest.core.data import DataError
    from wildwest.core.tutorial import TutorialError, load_tutorial, resume
    from wildwest.games import get_game
    try:
        tutorial = load_tutorial(get_game(args.game), part=args.part)
    except DataError as err:
        print(f"The tutorial cannot be used: {err}", file=sys.stderr)
        return 1
    if not args.auto:
        from wildwest.ui.app import App
        app = App()
        app.push("menu")
        app.push("tutorial", resume(tutorial))
        app.run()
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from wildwest.ui.smoke import check_tutorial
    try:
        report = check_tutorial(tutorial)
    except TutorialError as err:
        print(f"The tutorial does not play: {err}", file=sys.stderr)
        return 1
    print(json.dumps(report) if args.json else
          f"{tutorial.title}: {report['steps']} steps, {report['moves']} moves, digest {report['digest']}")
    return 0
