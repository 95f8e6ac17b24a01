"""Deck Goes West's set-up (rulebook "Setup"): the config choices, the mission and board
checks, the first map, the piles, and the characters dealt or chosen. A mixin of DeckWest
(rules.py)."""
from __future__ import annotations

from wildwest.core.engine import ConfigChoice, Decision, Event

from .options import value_option
from .state import DeckWestState, Hero

TRADE_ROW = 5
DIES = {"d20": 20, "d12": 12, "d10": 10, "d8": 8}
DEALT = "dealt"             # the characters option's value for a random deal (difficulty 1)
DEFAULT_MISSION = {"versus": "discovery", "coop": "speed_of_the_slowest", "solo": "new_world"}
START_UP = [(-1, -1), (0, -1), (-1, 0), (0, 0), (-1, 1), (0, 1)]
START_DOWN = [(-1, -2), (0, -2), (-2, -1), (-2, 0), (-2, 1), (-1, 2), (0, 2)]


def board_label(board) -> str:
    """A score board as set-up names it: how long it lasts, its goal, its bandit rolls."""
    rolls = [sec[4] for sec in board.sections]
    return f"{board.id}: {board.lose} nights, {board.win} VP to win, {min(rolls)}-{max(rolls)} bandit rolls"


def config_choices(c) -> tuple:
    """What the setup screen offers: mode, mission, score board, bandit die, characters."""
    return (
        ConfigChoice("mode", "Mode", ("versus", "coop", "solo"), "versus",
                     ("Versus", "Co-op", "Solo (two characters)"),
                     "Versus: each hero races for the end of the score track. Co-op: the heroes "
                     "reach it together before the bandits reach theirs, or lose together. "
                     "Solo: one player leads two characters."),
        ConfigChoice("mission", "Mission", tuple(m for m, x in c.missions.items() if x.playable),
                     "discovery", tuple(x.name for x in c.missions.values() if x.playable),
                     "The mission card says how points are scored and which score boards go "
                     "with it; each mode has its own missions. Point at the card in play to read it."),
        ConfigChoice("board", "Score board", tuple(c.boards), "A",
                     tuple(board_label(b) for b in c.boards.values()),
                     "How many nights the game may last, the points that win it and how often "
                     "the bandit die is rolled each night."),
        ConfigChoice("difficulty", "Bandit die", tuple(DIES), "d20",
                     ("d20 (easiest)", "d12", "d10", "d8 (hardest)"),
                     "Each night the die is rolled and every tile showing the number rolled gets a "
                     "bandit: the fewer its sides, the more often a tile is hit."),
        ConfigChoice("characters", "Characters", ("1", "2", "3", DEALT), "1",
                     ("Difficulty 1, each player chooses", "Difficulty 2, each player chooses",
                      "Difficulty 3, each player chooses", "Difficulty 1, dealt at random"),
                     "At the start each player in turn picks a character of this difficulty "
                     "(the bots pick for the mission). 1 suits a first game; 3 has two "
                     "characters, so it is offered for two characters at most. Dealt: difficulty "
                     "1 at random, nobody chooses."),
    )


class SetUp:
    """Configuration and the deal; uses DeckWest's helpers (`_settle`, `_ask`...)."""

    # ---- configuration ------------------------------------------------------------------
    def configure(self, config: dict | None) -> dict:
        """Versus is the default for 2-5 players, solo is required for 1; the mission
        defaults to the mode's recommended first mission and must be one of that mode's;
        the score board defaults to the mission's first and must be one it lists; the
        characters' difficulty must have a character for everyone."""
        config = dict(config or {})
        players = config.setdefault("players", 2)
        mode = config.setdefault("mode", "solo" if players == 1 else "versus")
        if mode in DEFAULT_MISSION:
            config.setdefault("mission", DEFAULT_MISSION[mode])
        mission = config.get("mission")
        if isinstance(mission, str) and mission in self.c.missions:
            config.setdefault("board", self.c.missions[mission].boards[0])
        config = super().configure(config)
        if (players == 1) != (mode == "solo"):
            raise ValueError("Deck Goes West: solo is for 1 player (who plays two characters), "
                             f"versus and co-op for 2-{self.max_players}")
        mission = self.c.missions[config["mission"]]
        allowed = ("coop", "solo") if mode == "solo" else (mode,)
        if mission.mode not in allowed:
            raise ValueError(f"Deck Goes West: {mission.name} is not a {mode} mission")
        if config["board"] not in mission.boards:
            raise ValueError(f"Deck Goes West: {mission.name} is played on score board "
                             f"{' or '.join(mission.boards)}, not {config['board']}")
        level = 1 if config["characters"] == DEALT else int(config["characters"])
        offered = sum(1 for ch in self.c.characters.values() if ch.difficulty == level)
        wanted = self.hero_count(players, mode, mission.id)
        if wanted > offered:
            raise ValueError(f"Deck Goes West: only {offered} characters have difficulty {level}, "
                             f"too few for {wanted}")
        return config

    def taught_config(self, config: dict) -> dict:
        """A tutorial's deal gave the learner Derek Dogood; a new deal would give a character
        never shown. The set-up cannot seat a named one, so each player chooses from
        difficulty 1, the learner first, and may keep Derek."""
        return dict(config, characters="1") if config.get("characters") == DEALT else dict(config)

    def saved_config(self, config: dict) -> dict:
        """Saves written before characters were chosen dealt them at random from difficulty 1
        (and played on the mission's first board, still the default)."""
        return config if "characters" in config else dict(config, characters=DEALT)

    def hero_count(self, players: int, mode: str, mission: str) -> int:
        """Characters in play: one per seat, two in solo, one with two meeples in Double Trouble."""
        if "one_character_two_meeples" in self.c.missions[mission].rules:
            return 1
        return 2 if mode == "solo" else players

    # ---- the deal -----------------------------------------------------------------------
    def _new_game(self, config, rng):
        c = self.c
        mission = c.missions[config["mission"]]
        n = config["players"]
        heroes_n = self.hero_count(n, config["mode"], mission.id)
        dealt = config["characters"] == DEALT
        if dealt:
            chars = [k for k, ch in c.characters.items() if ch.difficulty == 1]
            rng.shuffle(chars)
        tiles = list(c.tiles)
        rng.shuffle(tiles)
        trade = c.instances("trade")
        rng.shuffle(trade)
        pain, ex = c.instances("pain"), c.instances("exhaustion")
        rng.shuffle(pain)
        rng.shuffle(ex)
        state = DeckWestState(
            rng=rng, players=n, mode=config["mode"], mission=mission.id, board=config["board"],
            die=DIES[config["difficulty"]], heroes=[], vp=[0] * (heroes_n if config["mode"] == "versus" else 1),
            trade_deck=trade, pain_deck=pain, ex_deck=ex, removed=c.instances("starter"))
        state.vp_from = [{} for _ in state.vp]
        if dealt:
            for cid in chars[:heroes_n]:
                self._add_hero(state, cid)
        state.trade_row = [state.trade_deck.pop() for _ in range(TRADE_ROW)]
        for pos in START_UP:
            state.tiles[pos] = tiles.pop()
            state.up.add(pos)
        for pos in START_DOWN:
            if self.on_map(state, pos):
                state.tiles[pos] = tiles.pop()
        state.land_deck = tiles
        state.west_reveal = -1
        if config["mode"] != "versus":
            state.tracker = max(0, heroes_n - 2)          # co-op: 1 space per player above 2
        state.tasks = [("day",)]
        self._set_up_wagon(state, [])
        if not dealt:
            state.tasks += [("character", h, int(config["characters"])) for h in reversed(range(heroes_n))]
        self._settle(state, [])
        return state

    def _add_hero(self, state, cid: str) -> None:
        """Seat the next character with the resources and starter cards on the back of its
        card (the starter copies are taken from those out of play), its deck shuffled."""
        ch = self.c.characters[cid]
        h = len(state.heroes)
        hero = Hero(cid, 0 if state.mode == "solo" else h, dict(ch.resources), (0, 0))
        copies: dict = {}                         # card id -> its copies out of play, in pile order
        defs = self.defs
        for inst in state.removed:
            copies.setdefault(defs[inst].id, []).append(inst)
        for card, k in ch.deck.items():
            hero.draw += [copies[card].pop() for _ in range(k)]    # the last copies in the pile first
        taken = set(hero.draw)
        state.removed[:] = [i for i in state.removed if i not in taken]
        state.rng.shuffle(hero.draw)
        if "one_character_two_meeples" in self.rules(state):
            hero.spare = (0, 0)
        state.heroes.append(hero)

    def candidates(self, level: int, taken) -> list[str]:
        """The characters of that difficulty not taken yet (a table asks with its view's)."""
        return [k for k, ch in self.c.characters.items() if ch.difficulty == level and k not in taken]

    def _d_character(self, state, task):
        _, h, level = task
        seat = 0 if state.mode == "solo" else h
        pair = state.mode == "solo" and self.hero_count(state.players, state.mode, state.mission) == 2
        options = [value_option("character", char=k) for k in self.candidates(level, [x.char for x in state.heroes])]
        return (seat, Decision(f"Player {seat + 1}: choose your {('first ', 'second ')[h] if pair else ''}character",
                               tuple(options)))

    def _c_character(self, state, task, option, events) -> None:
        state.tasks.pop()
        self._add_hero(state, option["char"])
        h = len(state.heroes) - 1
        events.append(Event("character", f"{self.hero_name(state, h)} is chosen.",
                            {"hero": h, "char": option["char"]}))
