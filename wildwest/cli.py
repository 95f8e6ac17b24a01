"""The command line, the same from source and in the packaged executable.

    main.py                         open the menu
    main.py --smoke                 render the menu and every table headless, exit 0
    main.py simulate GAME --bots hard,easy --games N --seed S [--option KEY=VALUE ...] [--json]
    main.py bench frames --game GAME [--frames N] --json
    main.py replay SAVE.json [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import sys


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wildwest", description="Wild West Tabletop")
    parser.add_argument("--smoke", action="store_true", help="render every scene headless and exit")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="bot-versus-bot games, headless")
    sim.add_argument("game")
    sim.add_argument("--bots", required=True, help="comma-separated levels, one per seat: random,easy,hard")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option (mode, mission, difficulty...); repeatable")
    sim.add_argument("--json", action="store_true")
    bench = sub.add_parser("bench", help="measure the app")
    bench.add_argument("what", choices=["frames"])
    bench.add_argument("--game", required=True)
    bench.add_argument("--frames", type=int, default=300)
    bench.add_argument("--json", action="store_true")
    rep = sub.add_parser("replay", help="replay a save and print its outcome")
    rep.add_argument("save")
    rep.add_argument("--json", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "replay":
        return _replay(args)
    if args.command == "bench":
        return _bench(args)
    if args.smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from wildwest.ui.smoke import smoke
        return smoke()
    from wildwest.ui.app import App
    from wildwest.ui.scenes.menu import MenuScene
    app = App()
    app.push(MenuScene(app))
    app.run()
    return 0


def _simulate(args) -> int:
    from wildwest.core.simulate import simulate
    from wildwest.games import game_names, get_game
    if args.game not in game_names():
        print(f"unknown game {args.game!r}; choose from {', '.join(game_names())}", file=sys.stderr)
        return 2
    game = get_game(args.game)
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not game.min_players <= len(levels) <= game.max_players:
        print(f"{game.title} takes {game.min_players}-{game.max_players} bots, got {len(levels)}", file=sys.stderr)
        return 2
    if any(level not in ("random", "easy", "hard") for level in levels):
        print("bots are random, easy or hard", file=sys.stderr)
        return 2
    try:
        options = _game_options(game, args.option)
        game.configure(dict(options, players=len(levels)))   # choices that clash (mode, mission)
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    report = simulate(game, levels, args.games, args.seed, progress=sys.stderr.isatty(),
                      options=options)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{game.title}: {report['games']} games, seed {report['seed']}, "
              f"mean turns {report['mean_turns']}, draws {report['draws']}")
        for seat in report["seats"]:
            lo, hi = seat["win_rate_ci"]
            print(f"  {seat['bot']:>6}: {seat['win_rate']:.1%} wins (95% CI {lo:.1%}-{hi:.1%}), "
                  f"decision median {seat['decision_ms']['median']} ms, p95 {seat['decision_ms']['p95']} ms")
    return 0


def _game_options(game, pairs: list[str]) -> dict:
    """`KEY=VALUE` strings as the game's config, each checked against its ConfigChoice."""
    choices = {c.key: c for c in game.options}
    options = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or key not in choices:
            known = ", ".join(choices) or "none"
            raise ValueError(f"--option {pair!r}: {game.title} options are {known} (KEY=VALUE)")
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
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['game']}: {summary['moves']} moves, {summary['summary']} (digest {summary['digest']})")
    return 0


def _bench(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from wildwest.ui.smoke import bench_frames
    report = bench_frames(args.game, args.frames)
    print(json.dumps(report) if args.json else
          f"{args.game}: median {report['median_ms']} ms, p99 {report['p99_ms']} ms per frame")
    return 0
