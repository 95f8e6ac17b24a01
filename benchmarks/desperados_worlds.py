"""Desperados: does the marshal gain from worlds weighted by the gang's goals?

The hard marshal samples the desperadoes' hidden paths from his view (`determinize`).
`weighted` (shipped) keeps one of several drawn paths by how well it serves a desperado
(tracking.likely_path); `uniform` draws one path (the code before). Two measurements:

- `--accuracy N`: N seeded easy-bot games; at every card the marshal lays, 20 worlds
  each way from his view, and the share of (world, desperado) where the sampled town is
  the desperado's true one (the true town is read only to score, never to sample).
- `--games N`: each seed played twice, hard marshal (weighted) and hard marshal
  (uniform) against the same hard gang (same seeds), for each `--counts` of desperadoes.
  Each game goes to the log as one JSON line when it ends; the same command goes on
  where the log ends; `--minutes` starts no new game after that long.

    nice -n 10 python benchmarks/desperados_worlds.py --accuracy 10
    nice -n 10 python benchmarks/desperados_worlds.py --games 20 --counts 2 3 --minutes 30
    python benchmarks/desperados_worlds.py --report
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.core.simulate import play_one, wilson  # noqa: E402
from wildwest.games.desperados.rules import Desperados  # noqa: E402

WORLDS = 20


def accuracy(games: int, players: int) -> dict:
    """(hits, tries) of each sampler: sampled town == true town, at the marshal's cards."""
    samplers = {"weighted": Desperados(), "uniform": Desperados(weighted=False)}
    game = samplers["weighted"]
    hits = dict.fromkeys(samplers, 0)
    tries = 0
    for seed in range(games):
        state = game.new_game({"players": players, "marshal": 0}, seed)
        bots = [game.make_bot("easy", seed * 10 + p) for p in range(players)]
        rng = random.Random(seed)
        while pending := game.pending(state):
            p, decision = next(iter(pending.items()))
            view = game.view(state, p)
            if p == state.marshal and state.phase == "cards" and not state.reopened[p]:
                gang = [q for q in range(players) if q != p]
                truth = {q: game.position(state, q) for q in gang}
                tries += WORLDS * len(gang)
                for name, sampler in samplers.items():
                    for _ in range(WORLDS):
                        world = sampler.determinize(view, rng)
                        hits[name] += sum(world.path[q][-1] == truth[q] if world.path[q] else
                                          world.pawn[q] == truth[q] for q in gang)
            game.apply(state, p, bots[p].choose(view, decision))
    return {name: (hit, tries) for name, hit in hits.items()}


def play(seed: int, count: int, marshal: str) -> dict:
    game = Desperados()
    chooser = game if marshal == "weighted" else Desperados(weighted=False)
    bots = [chooser.make_bot("hard", seed * 10)] + [game.make_bot("hard", seed * 10 + p)
                                                      for p in range(1, count + 1)]
    start = time.process_time()
    state = play_one(game, bots, seed, config={"marshal": 0})
    return {"seed": seed, "desperadoes": count, "marshal": marshal, "booty": state.booty,
            "marshal_wins": state.booty < game.target(state), "cpu_s": round(time.process_time() - start, 1)}


def report(rows: list[dict]) -> list[str]:
    lines = []
    for count in sorted({r["desperadoes"] for r in rows}):
        arms = {}
        for marshal in ("weighted", "uniform"):
            mine = {r["seed"]: r for r in rows if r["desperadoes"] == count and r["marshal"] == marshal}
            arms[marshal] = mine
        both = sorted(set(arms["weighted"]) & set(arms["uniform"]))
        for marshal in ("weighted", "uniform"):
            wins = sum(arms[marshal][s]["marshal_wins"] for s in both)
            lo, hi = wilson(wins, len(both))
            lines.append(f"{count} desperadoes, hard marshal ({marshal}) vs hard gang: marshal wins "
                         f"{wins}/{len(both)} = {wins / max(1, len(both)):.1%} (95 % CI {lo:.1%}-{hi:.1%})")
        better = sum(arms["weighted"][s]["marshal_wins"] > arms["uniform"][s]["marshal_wins"] for s in both)
        worse = sum(arms["weighted"][s]["marshal_wins"] < arms["uniform"][s]["marshal_wins"] for s in both)
        lines.append(f"  paired by seed: weighted won where uniform lost {better}, the reverse {worse}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accuracy", type=int, default=0, help="easy games to score the samplers on")
    parser.add_argument("--players", type=int, default=4, help="seats in the accuracy games")
    parser.add_argument("--games", type=int, default=0, help="seeds per count, each played both ways")
    parser.add_argument("--counts", type=int, nargs="+", default=[2, 3])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=None)
    parser.add_argument("--log", type=Path, default=Path("benchmarks/logs/desperados_worlds.jsonl"))
    parser.add_argument("--report", action="store_true", help="print the log's table and stop")
    args = parser.parse_args(argv)
    if args.report:
        print("\n".join(report([json.loads(x) for x in args.log.read_text().splitlines()])))
        return 0
    if args.accuracy:
        for name, (hit, tries) in accuracy(args.accuracy, args.players).items():
            lo, hi = wilson(hit, tries)
            print(f"{name}: the sampled town is the true one in {hit}/{tries} = {hit / tries:.1%} "
                  f"(95 % CI {lo:.1%}-{hi:.1%})")
    if args.games:
        args.log.parent.mkdir(parents=True, exist_ok=True)
        rows = [json.loads(x) for x in args.log.read_text().splitlines()] if args.log.exists() else []
        done = {(r["seed"], r["desperadoes"], r["marshal"]) for r in rows}
        stop = None if args.minutes is None else time.monotonic() + 60 * args.minutes
        for seed in range(args.seed, args.seed + args.games):
            for count in args.counts:
                for marshal in ("weighted", "uniform"):
                    if (seed, count, marshal) in done or (stop and time.monotonic() > stop):
                        continue
                    row = play(seed, count, marshal)
                    rows.append(row)
                    with args.log.open("a") as log:
                        log.write(json.dumps(row) + "\n")
                    print(json.dumps(row), flush=True)
        print("\n".join(report(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
