"""A cheap proxy for a search level's strength: on searched positions of seeded easy-bot
games (benchmarks/search.py), how far each configuration's choice falls short of an oracle,
a much deeper flat search over every option in shared worlds (the "truth" as the easy
policy plays the rest of the game; it flatters flat, whose model of the opponents it is).

Per configuration: the mean regret (the oracle's best mean minus the oracle's mean of the
choice) with its standard error, how often the choice is the oracle's best, and the
median CPU ms a decision. Whole games must still confirm a proxy's verdict.

    python benchmarks/regret.py --game durango --positions 30 --oracle 1920 \\
        --try flat --try hard --try hard:root=4,model=1
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import PLAYERS, positions  # noqa: E402
from strength import setting  # noqa: E402

from wildwest.games import game_names, get_game  # noqa: E402


def configured(game, text: str, seed: int):
    """A bot from "LEVEL[:FIELD=VALUE,...]": the level with its Search changed so."""
    level, _, rest = text.partition(":")
    bot = game.make_bot(level, seed)
    changes = dict(setting(s) for s in rest.split(",") if s)
    work = {k: changes.pop(k) for k in ("iterations", "playouts") if k in changes}
    if changes:
        bot.search = bot.search.changed(**changes)
    for key, value in work.items():
        setattr(bot, key, value)
    return bot


def oracle(game, view, decision, playouts: int, seed: int) -> dict:
    """Every option's mean reward from a flat search over all of them, no edge."""
    bot = game.make_bot("flat", seed)
    bot.search = bot.search.changed(edge=0.0)
    bot.candidates = len(decision.options)
    bot.playouts = playouts
    return {s.option: s.mean for s in bot.analyse(view, decision)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=game_names())
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--oracle", type=int, default=1440, help="the oracle's playouts a position")
    parser.add_argument("--seeds", type=int, default=2, help="seeds a configuration is asked with")
    parser.add_argument("--try", dest="tries", action="append", required=True, metavar="LEVEL[:F=V,...]")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    spots = positions(game, PLAYERS[args.game], args.positions)
    truths = [oracle(game, v, d, args.oracle, 7000 + i) for i, (v, d) in enumerate(spots)]
    for i, truth in enumerate(truths):
        means = sorted(truth.values(), reverse=True)
        print(json.dumps({"position": i, "options": len(truth),
                          "gaps": [round(means[0] - m, 4) for m in means[1:4]]}), file=sys.stderr)
    for text in args.tries:
        regrets, best, cpu = [], 0, []
        for i, ((view, decision), truth) in enumerate(zip(spots, truths)):
            top = max(truth.values())
            for s in range(args.seeds):
                bot = configured(game, text, 1000 * s + i)
                start = time.process_time()
                choice = bot.choose(view, decision)
                cpu.append((time.process_time() - start) * 1000)
                regrets.append(top - truth[choice])
                best += truth[choice] == top
        print(json.dumps({"try": text, "regret": round(statistics.mean(regrets), 4),
                          "regret_se": round(statistics.stdev(regrets) / len(regrets) ** 0.5, 4),
                          "oracle_best": f"{best}/{len(regrets)}",
                          "cpu_ms_median": round(statistics.median(cpu), 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
