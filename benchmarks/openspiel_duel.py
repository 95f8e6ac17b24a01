"""An outside yardstick: the hard bot against OpenSpiel's information-set MCTS in Duel.

The adapter exposes Duel as an OpenSpiel sequential imperfect-information game. Where
both seats choose at once (the discards, each duel's card), seat 0 moves first and seat 1
then lays without seeing the first card: its information state says only that a card
was laid. An action is an integer, kind * cards + card (`encode` / `decode`), over every
card of both colours and the three option kinds. A seat's information state is its view
(`Duel.view`) written out field by field, so two states read the same exactly when the
seat sees the same; `resample_from_infostate` re-deals what the seat cannot see with the
project's own `Duel.determinize`. `--check` runs `pyspiel.random_sim_test` on it.

The opponent is OpenSpiel's pure-Python `open_spiel.python.algorithms.ismcts.ISMCTSBot`
(its C++ bot cannot re-deal a game written in Python) with random rollouts to the end of
the game, UCT constant 2 (rewards are -1..1) and the most visited action at the root.

Equal CPU, as benchmarks/strength.py makes it: both bots are timed (CPU time of this
process) side by side on the same searched positions of seeded easy-bot games
(benchmarks/search.py), and OpenSpiel's simulation count is scaled, and timed again beside
hard, until its median CPU per searched decision is within 5 % of the hard bot's (until
2026-11-28 the count was scaled once, from timings made apart: in play the hard bot then
took 5-20 % more CPU than OpenSpiel); `--factor 4` gives it four times that. Then the games: seats
alternate, each game's bots seeded from `--seed` and the game's number. The report gives
the hard bot's wins, draws and losses, its score (a draw is half) with the 95 % Wilson
interval, and each side's median CPU per searched decision in the match itself.

Each game's record goes to `--log` as it ends (with the seed's calibration first), so a
run cut off still counts: the same command again plays only the games the log lacks, at
the simulation count the log's calibration gave. `--minutes` starts no game after that long.

    make bench-openspiel                               # installs requirements-bench.txt, runs below
    python benchmarks/openspiel_duel.py --check 200    # the adapter through random_sim_test
    python benchmarks/openspiel_duel.py --games 20     # a pilot at equal CPU
    python benchmarks/openspiel_duel.py --games 200 --factor 1 --factor 4 --json
    python benchmarks/openspiel_duel.py --games 20 --simulations 70   # no calibration
    python benchmarks/openspiel_duel.py --games 200 --factor 4 --seed 90 --minutes 60   # resumable
    python benchmarks/openspiel_duel.py --set model=0 --log build/model0.jsonl     # a screen of hard

Needs `pip install -r requirements-bench.txt`; nothing under tests/ imports it. Run it
under `nice` beside other work.
"""
from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import random
import statistics
import sys
import time
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from runlog import append, logged, read  # noqa: E402
from search import asked, in_turn, positions  # noqa: E402
from strength import POSITIONS, scaled, setting, varied  # noqa: E402

from wildwest.core.simulate import wilson  # noqa: E402
from wildwest.games import game_class, get_game  # noqa: E402
from wildwest.games.duel.cards import card_set  # noqa: E402
from wildwest.games.duel.rules import DISCARDS, DUELS_PER_ROUND, card_option  # noqa: E402

GAME = get_game("duel")
KINDS = ("discard", "play", "take_back")
CARDS = tuple(sorted(card_set().cards))         # every card of both colours, both decks
INDEX = {card: i for i, card in enumerate(CARDS)}
UCT_C = 2.0
# A seat's moves in a round: its discards (a Gravedigger's 2 more), duels and take-backs
# (at most one a duel); two seats, three rounds.
MAX_LENGTH = 2 * len(DUELS_PER_ROUND) * (DISCARDS + 2 + 2 * max(DUELS_PER_ROUND))

GAME_TYPE = pyspiel.GameType(
    short_name="wildwest_duel", long_name="Wild West Tabletop: Duel",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,     # the deal uses the state's rng
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2, min_num_players=2,
    provides_information_state_string=True, provides_information_state_tensor=False,
    provides_observation_string=True, provides_observation_tensor=False,
    parameter_specification={"deck": "classic", "rng_seed": 0})
GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=len(KINDS) * len(CARDS), max_chance_outcomes=0, num_players=2,
    min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=MAX_LENGTH)


def encode(option) -> int:
    return KINDS.index(option.kind) * len(CARDS) + INDEX[option["card"]]


def decode(action: int):
    kind, card = divmod(int(action), len(CARDS))
    return card_option(KINDS[kind], CARDS[card])


@lru_cache(maxsize=4096)
def legal(options: tuple) -> list[int]:
    """The actions of a decision's options, ascending (decisions recur: rollouts ask often)."""
    return sorted(encode(o) for o in options)


def observation(view) -> str:
    """Every field of a seat's view in order: the same string exactly when the seat sees
    the same (its own hand, discards and face-down card; the opponent's as counts)."""
    return "; ".join(f"{f.name} {getattr(view, f.name)}" for f in dataclasses.fields(view))


class Table:
    """The project's state, the first seat to move and its options, and the seats'
    information-state strings so far. OpenSpiel copies a state by deep-copying its
    attributes: this copies the state with `Duel.clone` (a deepcopy is 7x slower)."""

    def __init__(self, world, keys: dict | None = None) -> None:
        self.world = world
        self.turn = GAME.first_pending(world)
        self.keys = keys or {}

    def __deepcopy__(self, memo) -> Table:
        return Table(GAME.clone(self.world), dict(self.keys))

    def key(self, player: int) -> str:
        if player not in self.keys:
            self.keys[player] = observation(GAME.view(self.world, player))
        return self.keys[player]


class DuelGame(pyspiel.Game):
    def __init__(self, params=None) -> None:
        super().__init__(GAME_TYPE, GAME_INFO, params or {})

    def new_initial_state(self) -> DuelState:
        params = self.get_parameters()
        return DuelState(self, GAME.new_game({"players": 2, "deck": params["deck"]}, params["rng_seed"]))

    def make_py_observer(self, iig_obs_type=None, params=None) -> Observer:
        return Observer()


class DuelState(pyspiel.State):
    """A game of Duel in play, seat 0 moving first where both seats choose at once."""

    def __init__(self, game: DuelGame, world) -> None:
        super().__init__(game)
        self.table = Table(world)

    def current_player(self) -> int:
        turn = self.table.turn
        return pyspiel.PlayerId.TERMINAL if turn is None else turn[0]

    def _legal_actions(self, player: int) -> list[int]:
        return legal(self.table.turn[1].options)

    def _apply_action(self, action: int) -> None:
        GAME._apply(self.table.world, self.table.turn[0], decode(action))   # OpenSpiel gives legal ones
        self.table = Table(self.table.world)

    def _action_to_string(self, player: int, action: int) -> str:
        return GAME.describe(decode(action))

    def is_terminal(self) -> bool:
        return self.table.turn is None

    def returns(self) -> list[float]:
        result = GAME.result(self.table.world)
        if result is None or not result.winners:
            return [0.0, 0.0]
        return [1.0, -1.0] if result.winners == (0,) else [-1.0, 1.0]

    def resample_from_infostate(self, player: int, sampler) -> DuelState:
        """A state `player` cannot tell from this one: the project's re-deal of its view."""
        world = GAME.determinize(GAME.view(self.table.world, player), random.Random(sampler()))
        state = self.clone()
        state.table = Table(world)
        return state

    def __str__(self) -> str:
        return observation(GAME.open_view(self.table.world))


class Observer:
    """Strings only (the game offers no tensors): a seat's view, written out."""

    def __init__(self) -> None:
        self.tensor = np.zeros(0, np.float32)
        self.dict = {}

    def set_from(self, state: DuelState, player: int) -> None:
        pass

    def string_from(self, state: DuelState, player: int) -> str:
        return state.table.key(player)


pyspiel.register_game(GAME_TYPE, DuelGame)


# ---- the match ------------------------------------------------------------------------

def openspiel_bot(game: DuelGame, simulations: int, seed: int) -> ismcts.ISMCTSBot:
    """OpenSpiel's ISMCTS with random rollouts, every random draw from `seed`."""
    rng = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + 1)),
                           UCT_C, simulations, random_state=rng)
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, bot.random_number))
    return bot


def timed(act, *args) -> tuple:
    """act(*args), and the CPU milliseconds it took."""
    start = time.process_time()
    out = act(*args)
    return out, (time.process_time() - start) * 1000


def hard_duel(sets: tuple = ()):
    """Duel whose hard bot plays with these changes to its Search (`--set`, a screen); the
    shipped hard without them."""
    duel = game_class("duel")()
    varied(duel, "hard", "hard", dict(sets))
    return duel


def play(game: DuelGame, simulations: int, seed: int, hard_seat: int, sets: tuple = ()) -> dict:
    """One game, hard at `hard_seat`: who won, and each side's CPU ms per searched decision."""
    world = GAME.new_game({"players": 2}, seed)
    hard = hard_duel(sets).make_bot("hard", seed)
    other = openspiel_bot(game, simulations, seed)
    cpu = {"hard": [], "openspiel": []}
    while (turn := GAME.first_pending(world)) is not None:
        player, decision = turn
        if player == hard_seat:
            side = "hard"
            option, ms = timed(hard.choose, GAME.view(world, player), decision)
        else:
            side = "openspiel"
            action, ms = timed(other.step, DuelState(game, GAME.clone(world)))
            option = decode(action)
        if len(decision.options) > 1:
            cpu[side].append(round(ms, 1))
        GAME.apply(world, player, option)
    winners = GAME.result(world).winners
    return {"hard": 0.5 if not winners else float(hard_seat in winners), "cpu_ms": cpu}


def _game(args) -> dict:
    simulations, seed, index, sets = args
    one = play(pyspiel.load_game("wildwest_duel"), simulations, seed * 100_003 + index, index % 2, sets)
    return {"seed": seed, "simulations": simulations, "index": index, **one}


def key(record: dict) -> tuple:
    """A game's place (seed, OpenSpiel's simulations, number), or a seed's calibration."""
    return record["seed"], record.get("simulations", "calibration"), record.get("index")


def calibrate(spots: int, probe: int, sets: tuple = ()) -> dict:
    """OpenSpiel's simulation count for the hard bot's CPU: its time at `probe` simulations
    scaled in proportion, then both timed side by side on the same positions at the scaled
    count (`search.in_turn`) and scaled again until within 5 % (`strength.scaled`)."""
    where = positions(GAME, 2, spots)
    game = pyspiel.load_game("wildwest_duel")

    def openspiel(simulations: int):
        def chooser(i, view, _decision):
            state = DuelState(game, GAME.determinize(view, random.Random(i)))
            assert state.current_player() == view.player
            return functools.partial(openspiel_bot(game, simulations, i).step, state)
        return chooser
    hard = asked(hard_duel(sets), "hard", {})
    hard_ms, os_ms = in_turn(where, hard, openspiel(probe))
    checks = scaled(probe, hard_ms, os_ms, lambda sims: in_turn(where, hard, openspiel(sims)))
    return {"positions": len(where), "openspiel_probe_simulations": probe, "openspiel_probe_cpu_ms": os_ms,
            "checks": [{"simulations": n, "hard_cpu_ms": h, "openspiel_cpu_ms": o} for n, h, o in checks],
            "hard_cpu_ms": checks[-1][1], "simulations_at_equal_cpu": checks[-1][0]}


def match(simulations: int, games: int, seed: int, args, before: dict) -> dict | None:
    """The match's games: the log's, then the rest played (and logged); None when
    `--minutes` ran out first."""
    out = [before[seed, simulations, i] for i in range(games) if (seed, simulations, i) in before]
    todo = [(simulations, seed, i, tuple(args.set)) for i in range(games) if (seed, simulations, i) not in before]
    for one in logged(_game, todo, args.log, args.jobs, args.minutes):
        out.append(one)
        sys.stderr.write(f"{simulations} simulations: game {len(out)}/{games}, hard "
                         f"{sum(o['hard'] for o in out):g}" + ("\r" if sys.stderr.isatty() else "\n"))
    sys.stderr.write("\n" if sys.stderr.isatty() else "")
    if len(out) < games:
        return None
    score = sum(o["hard"] for o in out)
    wins = sum(1 for o in out if o["hard"] == 1)
    draws = sum(1 for o in out if o["hard"] == 0.5)
    lo, hi = wilson(score, games)
    return {"openspiel_simulations": simulations, "games": games, "hard_wins": wins,
            "draws": draws, "hard_losses": games - wins - draws,
            "hard_score": round(score / games, 4), "hard_score_ci": [round(lo, 4), round(hi, 4)],
            "cpu_ms_median": {side: round(statistics.median(ms for o in out for ms in o["cpu_ms"][side]), 1)
                              for side in ("hard", "openspiel")}}


def calibration(args, before: dict) -> dict:
    """The seed's calibration: the log's, or made now and logged (a resumed run plays the
    same match)."""
    if (args.seed, "calibration", None) in before:
        return before[args.seed, "calibration", None]["timing"]
    timing = calibrate(args.positions, args.probe, tuple(args.set))
    append(args.log, {"seed": args.seed, "timing": timing, "set": dict(args.set),
                      "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")})
    return timing


def check(sims: int) -> None:
    """The adapter through OpenSpiel's own checks, with both decks."""
    for deck in card_set().decks:
        pyspiel.random_sim_test(pyspiel.load_game("wildwest_duel", {"deck": deck}),
                                num_sims=sims, serialize=False, verbose=False)
        print(f"random_sim_test: {sims} random games with the {deck} deck passed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--factor", type=float, action="append",
                        help="OpenSpiel's CPU as a multiple of the hard bot's (repeat; default 1)")
    parser.add_argument("--simulations", type=int, help="OpenSpiel's count at factor 1 (skips calibration)")
    parser.add_argument("--positions", type=int, default=POSITIONS, help="positions timed to equalise CPU")
    parser.add_argument("--probe", type=int, default=100, help="OpenSpiel's simulations while timed")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--check", type=int, metavar="N", help="only run random_sim_test, N games a deck")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--log", type=Path, default=Path("benchmarks/logs/openspiel_duel.jsonl"),
                        help="each game's record; the same command goes on where it ends")
    parser.add_argument("--minutes", type=float, default=0, help="start no game after this long (0: no limit)")
    parser.add_argument("--set", type=setting, action="append", default=[], metavar="FIELD=VALUE",
                        help="a screen: change hard's Search so (keep one --log a setting)")
    args = parser.parse_args(argv)
    if args.check:
        check(args.check)
        return 0
    before = {key(r): r for r in read(args.log, key) if r["seed"] == args.seed}
    timing = None if args.simulations else calibration(args, before)
    equal = args.simulations or timing["simulations_at_equal_cpu"]
    matches = []
    for f in args.factor or [1.0]:
        one = match(max(1, round(equal * f)), args.games, args.seed, args, before)
        if one is None:
            print(f"stopped at {args.minutes:g} minutes; the same command goes on from {args.log}")
            return 0
        matches.append(dict(one, cpu_factor=f))
    report = {"game": "duel", "level": "hard", "against": "OpenSpiel ISMCTS (Python), random rollouts",
              "uct_c": UCT_C, "equal_cpu": timing, "matches": matches, "seed": args.seed,
              "command": "python benchmarks/openspiel_duel.py " + " ".join(argv if argv is not None else sys.argv[1:]),
              "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}
    if args.json:
        print(json.dumps(report))
        return 0
    if timing:
        print(f"equal CPU: hard {timing['hard_cpu_ms']} ms per searched decision (median of "
              f"{timing['positions']} positions) = OpenSpiel at {equal} simulations")
    for m in matches:
        lo, hi = m["hard_score_ci"]
        print(f"OpenSpiel at {m['cpu_factor']:g}x CPU ({m['openspiel_simulations']} simulations): hard wins "
              f"{m['hard_wins']}, draws {m['draws']}, loses {m['hard_losses']} of {m['games']}: "
              f"{100 * m['hard_score']:.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f}); CPU ms per searched "
              f"decision in play: hard {m['cpu_ms_median']['hard']}, OpenSpiel {m['cpu_ms_median']['openspiel']}")
    print(report["command"], report["date"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
