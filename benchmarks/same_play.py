"""Does a change to a game's engine or easy bot leave every decision and every state as it
was? Fingerprints of seeded play, written before the change and compared after it:

- easy-policy rollouts (benchmarks/rollouts.py's, through first_pending, view, choose and
  _apply), hashing after every move the state digest, the decision, the view and the events;
- bot games through the public contract (pending, apply): easy seats, and random seats;
- hard-bot searches at positions of seeded easy games: every candidate's visits and reward.

    python benchmarks/same_play.py --game wildride --write build/before.json   # old code
    python benchmarks/same_play.py --game wildride --check build/before.json   # new code

`--check` prints the first fingerprint that differs and exits 1, or says all match. The
defaults (10 games of each kind and 10 searches per seat count, every seat count) take
about a minute of CPU for Wild Ride; `--players N` (repeatable) keeps to some seat counts.
Write the fingerprints from the code before the change (e.g. `git archive main` into a
folder under build/, and run the script there).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.rollouts import seeded_rollout  # noqa: E402
from wildwest.core.engine import digest, to_plain  # noqa: E402
from wildwest.games import game_names, get_game  # noqa: E402


class Trace:
    """A running hash of what a game showed, move by move."""

    def __init__(self) -> None:
        self.hash = hashlib.sha256()

    def add(self, *things) -> None:
        self.hash.update(json.dumps(to_plain(things), sort_keys=True, default=repr).encode())

    def hex(self) -> str:
        return self.hash.hexdigest()[:16]


class TracingGame:
    """The game, with `_apply` and `first_pending` recorded into a Trace (for the rollout)."""

    def __init__(self, game, trace: Trace) -> None:
        self.game, self.trace = game, trace

    def __getattr__(self, name):
        return getattr(self.game, name)

    def first_pending(self, state):
        first = self.game.first_pending(state)
        self.trace.add(first)
        if first is not None:
            self.trace.add(self.game.view(state, first[0]))
        return first

    def _apply(self, state, player, option):
        events = self.game._apply(state, player, option)
        self.trace.add(player, option, events, digest(state))
        return events


def rollouts(game, players: int, games: int) -> dict:
    out = {}
    for seed in range(games):
        trace = Trace()
        seeded_rollout(TracingGame(game, trace), players, seed, game.make_bot("easy", seed))
        out[f"rollout {players}p seed {seed}"] = trace.hex()
    return out


def public_game(game, levels: list[str], seed: int, searched: int = 0) -> tuple[str, list]:
    """A seeded game through pending/apply (the lowest pending seat moves); the first
    `searched` decisions of seat 0 with several options are also searched by a hard bot."""
    trace = Trace()
    state = game.new_game({"players": len(levels)}, seed)
    bots = [game.make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    searches = []
    while pending := game.pending(state):
        trace.add(sorted(pending.items()))
        p = min(pending)
        view = game.view(state, p)
        if p == 0 and len(searches) < searched and len(pending[p].options) > 1:
            stats = game.make_bot("hard", seed + len(searches)).analyse(view, pending[p])
            searches.append([(s.option, s.visits, s.total) for s in stats])
        trace.add(p, view)
        option = bots[p].choose(view, pending[p])
        trace.add(game.apply(state, p, option), digest(state))
    trace.add(game.result(state))
    return trace.hex(), searches


def fingerprints(game, games: int, searched: int, seat_counts) -> dict:
    out = {}
    for players in seat_counts:
        out.update(rollouts(game, players, games))
        for level in ("easy", "random"):
            for seed in range(games):
                out[f"{level} game {players}p seed {seed}"] = public_game(game, [level] * players, seed)[0]
        _, searches = public_game(game, ["easy"] * players, 1000 + players, searched)
        for i, stats in enumerate(searches):
            trace = Trace()
            trace.add(stats)
            out[f"hard search {players}p #{i}"] = trace.hex()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="wildride", choices=game_names())
    parser.add_argument("--games", type=int, default=10, help="seeded games of each kind and seat count")
    parser.add_argument("--searched", type=int, default=10, help="hard searches per seat count")
    parser.add_argument("--players", type=int, action="append", help="a seat count (default: every one)")
    out = parser.add_mutually_exclusive_group(required=True)
    out.add_argument("--write", type=Path)
    out.add_argument("--check", type=Path)
    args = parser.parse_args(argv)
    game = get_game(args.game)
    seat_counts = args.players or range(game.min_players, game.max_players + 1)
    found = fingerprints(game, args.games, args.searched, seat_counts)
    if args.write:
        args.write.write_text(json.dumps(found, indent=1) + "\n")
        print(f"wrote {len(found)} fingerprints to {args.write}")
        return 0
    expected = json.loads(args.check.read_text())
    for key, value in expected.items():
        if found.get(key) != value:
            print(f"differs: {key}")
            return 1
    if set(found) != set(expected):
        print("differs: not the same set of games")
        return 1
    print(f"all {len(found)} fingerprints match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
