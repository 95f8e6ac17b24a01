"""The app's scenes, driven headless with synthetic pygame events."""
import importlib
import json
import pkgutil
import random
import re

import pygame
import pytest

from tests.core.test_ladder import LADDER, write
from wildwest.core import levels
from wildwest.core.engine import Option, digest
from wildwest.core.saves import autosave_path, replay, retire_autosave
from wildwest.games import get_game, playable_names
from wildwest.ui.scene import DOUBLE_CLICK
from wildwest.ui.scenes.handoff import HandoffScene
from wildwest.ui.scenes.menu import MenuScene
from wildwest.ui.scenes.pause import PauseScene
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.scenes.results import ResultsScene
from wildwest.ui.scenes.rules import RulesScene
from wildwest.ui.scenes.settings import SettingsScene
from wildwest.ui.scenes.setup import NOTE_SIZE, PANEL, SetupScene
from wildwest.ui.settings import Settings
from wildwest.ui.widgets import font

from .keys import key


def click(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def random_event(rng: random.Random) -> pygame.event.Event:
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if kind < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if kind < 0.85:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_RETURN, pygame.K_DOWN,
            pygame.K_UP, pygame.K_z, pygame.K_a]
    return pygame.event.Event(rng.choice((pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP)), key=rng.choice(keys),
                              mod=pygame.KMOD_CTRL if rng.random() < 0.2 else 0, unicode="", scancode=0)
    # keys come up too: one never released would be a held key's repeat in every later scene


def check_consistent(app):
    """Whatever scene is up, any live game's state is exactly its save replayed."""
    for scene in app.scenes:
        session = getattr(scene, "session", None)
        if session is not None:
            _, state, _ = replay(session.save)
            assert digest(state) == digest(session.state)


def test_menu_offers_new_game_learning_rules_settings_quit(app):
    app.push(MenuScene(app))
    app.step(0.016, [])
    labels = [b.label for b in app.scene.buttons]
    assert labels == ["New Game", "Learn to play", "Rules", "Settings", "Quit"]
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_new_game_flow_reaches_the_table(app):
    app.push(MenuScene(app))
    click(app, app.scene.buttons[0].rect.center)
    assert isinstance(app.scene, SetupScene)
    start = next(b for b in app.scene.buttons if b.label == "Start")
    click(app, start.rect.center)
    assert isinstance(app.scene, PlayScene)
    assert app.scene.session.seats == ["human", "easy"]
    assert autosave_path().exists()


def test_setup_cycles_seats_and_options(app):
    app.push(SetupScene(app, "duel"))
    seat = next(b for b in app.scene.buttons if b.label == "Human")
    click(app, seat.rect.center)
    assert app.scene.seats[0] == "random"
    deck = next(b for b in app.scene.buttons if b.label.startswith("Classic"))
    click(app, deck.rect.center)
    assert app.scene.options["deck"] == "frontier"


def test_a_seats_tooltip_says_how_each_bot_level_fared_in_the_ladder(app, tmp_path, monkeypatch):
    path = tmp_path / "ladder.yaml"
    write(path, LADDER)
    monkeypatch.setattr(levels, "ladder_path", lambda: path)
    app.push(SetupScene(app, "duel"))
    seat = next(b for b in app.scene.buttons if b.label == "Human")
    assert seat.tooltip.splitlines()[1:] == levels.level_lines("duel")
    assert "Wins 75 % of 4 games against Easy." in seat.tooltip


def test_each_bot_seat_shows_its_record_beside_it_and_a_human_none(app, tmp_path, monkeypatch):
    """A bot's strength shows without pointing at its seat (the tooltip was the only place)."""
    path = tmp_path / "ladder.yaml"
    write(path, {"wildride": LADDER["duel"]})
    monkeypatch.setattr(levels, "ladder_path", lambda: path)
    app.push(SetupScene(app, "wildride"))
    scene = app.scene
    scene.seats[1:] = ["hard"]
    assert [note for note, _ in scene.seat_notes()] == ["Wins 75 % against Easy"]
    scene.players = 4
    scene._fit_seats()
    scene.seats[1:] = ["random", "expert", "human"]
    notes = scene.seat_notes()
    assert [note for note, _ in notes] == ["Picks moves by chance", "Wins 75 % against Hard"]
    for (_, at), button in zip(notes, scene.seat_buttons[1:3]):
        assert button.rect.right < at[0] and button.rect.top < at[1] < button.rect.bottom and PANEL.collidepoint(at)
    (heading, at), = scene.notes_head(notes)        # the ladder's tables were one on one
    assert heading == levels.notes_heading("wildride") and at[0] == notes[0][1][0] and at[1] < notes[0][1][1]
    for name in ("wildride", "desperados"):
        assert font("bold", NOTE_SIZE).size(levels.notes_heading(name))[0] <= PANEL.right - 20 - at[0]
    app.render()


def test_a_co_op_teams_bots_show_no_record_against_other_levels(app):
    """"Wins 98 % against Random" beside a co-op teammate said nothing of the team."""
    app.push(SetupScene(app, "deckwest"))
    scene = app.scene
    click(app, next(b for b in scene.buttons if b.label == "+").rect.center)
    assert scene.options["mode"] == "versus"
    assert [note for note, _ in scene.seat_notes()] == [scene.notes["easy"]]
    click(app, next(b for b in scene.buttons if b.label == "Versus").rect.center)
    assert scene.options["mode"] == "coop" and scene.seat_notes() == []


@pytest.mark.parametrize("name", playable_names())
def test_every_set_up_choice_says_what_it_changes_when_pointed_at(app, name):
    app.push(SetupScene(app, name))
    game = get_game(name)
    for choice in game.options:
        button = next(b for b in app.scene.buttons if b.label == choice.label_of(app.scene.options[choice.key]))
        assert len(choice.help.split()) >= 8, choice.key
        assert button.tooltip == choice.help


def test_a_seat_may_be_an_expert_bot_but_never_the_flat_search(app):
    app.push(SetupScene(app, "duel"))
    seen = []
    for _ in range(6):
        seat = next(b for b in app.scene.buttons if b.label.startswith(("Human", "Bot")))
        seen.append(seat.label)
        click(app, seat.rect.center)
    assert seen == ["Human", "Bot: random", "Bot: easy", "Bot: hard", "Bot: expert", "Human"]


def test_an_expert_seat_thinks_as_long_as_settings_say(app):
    app.settings.expert_seconds = 5.0
    scene = PlayScene.start(app, "duel", {}, 11, ["human", "expert"])
    assert scene.bots[1].seconds == 5.0 and scene.bots[1].level == "hard"


def test_continue_resumes_the_exact_game(app):
    scene = PlayScene.start(app, "duel", {}, 11, ["human", "easy"])
    app.replace(scene)
    for _ in range(6):
        decision = scene.session.pending().get(0)
        if decision:
            scene.play(0, decision.options[-1])
        for _ in range(3):
            app.step(0.016, [])
    live = digest(scene.session.state)
    moves = len(scene.session.save.moves)
    app.replace(MenuScene(app))     # as if the app were closed or killed: the autosave stays
    assert app.scene.buttons[0].label == "Continue"
    app.scene.buttons[0].action()
    resumed = app.scene
    assert isinstance(resumed, PlayScene)
    assert len(resumed.session.save.moves) == moves
    assert digest(resumed.session.state) == live


def test_damaged_save_gives_a_message_and_is_kept_aside(app):
    path = autosave_path()
    path.write_text('{"format": 1, "game": "duel", "config": {}, "seed": 1, "seats": ["human"', encoding="utf-8")
    damaged_bytes = path.read_bytes()
    app.push(MenuScene(app))
    app.step(0.016, [])
    assert "could not be resumed" in app.scene.message
    assert [b.label for b in app.scene.buttons][0] == "New Game"
    kept = list(path.parent.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged_bytes
    assert not path.exists()


def test_save_with_an_illegal_move_is_refused(app):
    path = autosave_path()
    save = {"format": 1, "game": "duel", "config": {"players": 2, "deck": "classic"}, "seed": 1,
            "seats": ["human", "easy"], "moves": [[0, {"kind": "play", "card": "pink-1"}]]}
    path.write_text(json.dumps(save), encoding="utf-8")
    app.push(MenuScene(app))
    assert "move 1" in app.scene.message


def test_a_held_key_does_not_reach_the_scene_it_opened(app):
    """Escape held opens the pause menu once: its repeats (no key up between) do not close
    it again, as they flickered it open and shut; released and pressed again, it closes."""
    scene = PlayScene.start(app, "duel", {}, 5, ["human", "easy"])
    app.replace(scene)
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.step(0.016, [down])
    assert isinstance(app.scene, PauseScene)
    app.step(0.016, [down])                         # held: the system repeats it
    assert isinstance(app.scene, PauseScene)
    app.step(0.016, [up])
    key(app, pygame.K_ESCAPE)                       # released, then pressed again
    assert app.scene is scene
    app.step(0.016, [down])
    assert isinstance(app.scene, PauseScene)
    app.step(0.016, [pygame.event.Event(pygame.WINDOWFOCUSLOST), down])
    assert app.scene is scene                       # released elsewhere (no key up comes): a new press


def test_pause_menu_and_concede(app):
    scene = PlayScene.start(app, "duel", {}, 5, ["human", "easy"])
    app.replace(scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    key(app, pygame.K_ESCAPE)
    concede = next(b for b in app.scene.buttons if b.label == "Concede")
    click(app, concede.rect.center)              # it asks first: a slip must not lose the game
    assert isinstance(app.scene, PauseScene) and "cannot be continued" in app.scene.note
    assert concede.label == "Yes, concede" and autosave_path().exists()
    click(app, concede.rect.center)
    assert isinstance(app.scene, MenuScene)
    assert not autosave_path().exists()


@pytest.mark.parametrize("button", ["Save and quit to menu", "Concede"])
def test_leaving_a_game_says_so_in_ink_and_a_problem_stays_red(app, monkeypatch, button):
    """"Game saved" was written in the red of a failed save."""
    from wildwest.ui import theme, widgets
    colours = []
    real = widgets.draw_wrapped
    monkeypatch.setattr(widgets, "draw_wrapped", lambda *a, **k: colours.append(k.get("colour")) or real(*a, **k))
    app.replace(PlayScene.start(app, "duel", {}, 5, ["human", "easy"]))
    key(app, pygame.K_ESCAPE)
    for _ in range(1 + (button == "Concede")):      # conceding asks first
        click(app, next(b for b in app.scene.buttons if b.label in (button, "Yes, concede")).rect.center)
    assert isinstance(app.scene, MenuScene) and app.scene.message
    app.render()
    assert colours[-1] == theme.INK
    app.replace("menu", "The last game could not be resumed: damaged.")
    app.render()
    assert colours[-1] == theme.RED


def test_a_new_game_asks_before_it_replaces_an_unfinished_one(app):
    """There is one save: Start silently replaced the game Continue would have picked up."""
    PlayScene.start(app, "wildride", {"players": 2}, 5, ["human", "easy"])
    saved = autosave_path().read_bytes()
    menu = app.replace("menu")
    click(app, next(b for b in menu.buttons if b.label == "New Game").rect.center)
    setup = app.scene
    start = next(b for b in setup.buttons if b.label == "Start")
    click(app, start.rect.center)
    assert app.scene is setup and "unfinished game of Wild Ride" in setup.message
    assert autosave_path().read_bytes() == saved
    click(app, start.rect.center)
    assert isinstance(app.scene, PlayScene) and autosave_path().read_bytes() != saved
    retire_autosave()
    app.replace("menu")              # no game to lose: Start starts at once
    click(app, next(b for b in app.scene.buttons if b.label == "New Game").rect.center)
    click(app, next(b for b in app.scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, PlayScene)


def test_hotseat_hides_the_table_between_humans(app):
    scene = PlayScene.start(app, "duel", {}, 3, ["human", "human"])
    app.replace(scene)
    assert scene.viewer == 0
    for _ in range(2):                      # seat 0 discards twice
        scene.play(0, scene.session.pending()[0].options[0])
        scene._next_viewer()
    assert isinstance(app.scene, HandoffScene)
    assert scene.viewer is None             # nobody's hidden cards are drawn behind it
    click(app, app.scene.button.rect.center)
    assert isinstance(app.scene, HandoffScene)      # at once: a double-click's second, not seat 1's click
    app.step(DOUBLE_CLICK, [])
    click(app, app.scene.button.rect.center)
    assert app.scene is scene and scene.viewer == 1


def test_undo_takes_back_the_humans_last_choice(app):
    scene = PlayScene.start(app, "duel", {}, 9, ["human", "easy"])
    app.replace(scene)
    before = digest(scene.session.state)
    scene.play(0, scene.session.pending()[0].options[0])
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert digest(scene.session.state) == before


def test_ctrl_z_held_takes_back_one_choice(app):
    """Held, Ctrl+Z repeated Undo and took back choice after choice; each press takes one."""
    scene = PlayScene.start(app, "duel", {}, 9, ["human", "easy"])
    app.replace(scene)
    scene.bots.clear()
    scene.play(0, scene.session.pending()[0].options[0])
    once = digest(scene.session.state)
    scene.play(0, scene.session.pending()[0].options[0])
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.step(0.016, [down, down, down])
    assert digest(scene.session.state) == once


def test_game_end_shows_results(app):
    scene = PlayScene.start(app, "duel", {}, 4, ["easy", "easy"])
    app.replace(scene)
    for _ in range(2000):
        app.step(0.05, [])
        if isinstance(app.scene, ResultsScene):
            break
    assert isinstance(app.scene, ResultsScene)
    assert app.scene.result.summary
    app.step(0.016, [])


def test_every_scene_draws(app):
    app.push(MenuScene(app))
    for scene in (SetupScene(app), SettingsScene(app), RulesScene(app)):
        app.push(scene)
        app.step(0.016, [])
        app.pop()


def test_rules_scene_shows_each_game(app):
    scene = RulesScene(app)
    app.push(scene)
    for name in playable_names():
        scene.show(name)
        app.step(0.016, [])
        assert len(scene.page.placed) > 200


def test_settings_are_saved(app):
    app.push(SettingsScene(app))
    speed = next(b for b in app.scene.buttons if b.label == app.settings.animation)
    click(app, speed.rect.center)
    assert Settings.load().animation == app.settings.animation != "Instant"
    expert = next(b for b in app.scene.buttons if b.label == "2 seconds a move")
    click(app, expert.rect.center)
    assert Settings.load().expert_seconds == app.settings.expert_seconds == 5.0


def test_a_setting_whose_name_cannot_say_it_all_says_more_on_hover(app, monkeypatch):
    """"Ask before interrupts" and "Do chores for me" said nothing of what they do or in
    which game."""
    from wildwest.ui.scenes import settings
    shown = []
    monkeypatch.setattr(settings, "draw_tooltip", lambda surface, text, pos, **kw: shown.append(text))
    scene = app.push(SettingsScene(app))
    for row, game in (("Ask before interrupts", "Durango"), ("Do chores for me", "Deck Goes West")):
        y = next(y for label, y in scene.rows if label == row)
        button = next(b for b in scene.buttons if b.rect.y == y)
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        app.render()
        assert shown and shown[-1].startswith(game + ":"), shown


@pytest.mark.slow      # the quick set clicks every option and lays out every table (test_tables, test_layout)
@pytest.mark.parametrize("game", playable_names())
def test_ui_fuzz_on_the_table(app, game):
    """Thousands of random clicks, keys and wheels at the table and its menus."""
    rng = random.Random(game)
    players = get_game(game).min_players          # Desperados starts at 3
    seats = ["human"] + ["easy"] * (players - 1)
    app.replace(PlayScene.start(app, game, {"players": players}, 17, seats))
    for step in range(2500):
        app.step(0.03, [random_event(rng) for _ in range(rng.randrange(1, 4))])
        if not app.running:
            app.running = True
        if not app.scenes or isinstance(app.scene, (MenuScene, ResultsScene)):
            app.replace(PlayScene.start(app, game, {"players": players}, step, seats))
        if step % 250 == 0:
            check_consistent(app)
    check_consistent(app)


def test_ui_fuzz_on_the_menus(app):
    rng = random.Random(5)
    app.push(MenuScene(app))
    for _ in range(2500):
        app.step(0.03, [random_event(rng)])
        if not app.running:
            app.running = True
        if isinstance(app.scene, PlayScene):
            app.replace(MenuScene(app))
    check_consistent(app)


def test_hint_suggests_a_legal_option_with_a_win_chance(app, monkeypatch):
    """The Hint asks the tree search (the hard level) from the seat's view."""
    from wildwest.core.ismcts import ISMCTSBot
    asked = []
    monkeypatch.setattr(ISMCTSBot, "analyse", lambda bot, view, decision, real=ISMCTSBot.analyse:
                        asked.append(view.player) or real(bot, view, decision))
    scene = PlayScene.start(app, "duel", {}, 21, ["human", "easy"])
    app.replace(scene)
    key(app, pygame.K_h)
    app.step(0.016, [])
    assert asked == [0]
    assert re.fullmatch(r"Hint: Discard the [A-Z][\w ]+( \([1-8]\))?  ·  about \d+% to win", scene.hint_text), \
        scene.hint_text         # it read "Discard 7 Last Call (about 52% to win)", brackets after brackets
    assert scene.table.hint in scene.session.pending()[0].options


def _durango_with_interrupt_window(interruptible: bool):
    """A seeded Durango session, seat 0 human, stopped where seat 0 is asked to interrupt."""
    from wildwest.core.session import Session
    from wildwest.games import get_game
    game = get_game("durango")
    for seed in range(200):
        session = Session.start(game, {"players": 3}, seed, ["human", "random", "random"])
        bots = [game.make_bot("random", seed + p) for p in range(3)]
        while session.result() is None:
            pending = session.pending()
            decision = pending.get(0)
            if decision is not None and decision.interrupt and (len(decision.options) > 1) == interruptible:
                return session
            player, decision = next(iter(pending.items()))
            session.play(player, bots[player].choose(session.view(player), decision))
    raise AssertionError("no interrupt window in 200 seeded games")


@pytest.mark.parametrize("prompts, interruptible, passed", [
    (True, True, False), (False, True, True), (True, False, True)])
def test_interrupt_prompts(app, prompts, interruptible, passed):
    """A human holding an interrupt is asked unless prompts are off; one with nothing to
    play passes at once."""
    session = _durango_with_interrupt_window(interruptible)
    app.settings.interrupt_prompts = prompts
    scene = PlayScene(app, session)
    app.replace(scene)
    before = len(session.save.moves)
    app.step(0.016, [])
    assert (session.save.moves[before:before + 1] == [(0, Option("pass"))]) == passed


def test_every_scene_has_a_name_the_others_ask_for(app):
    """The app's SCENES table knows every scene, and a name opens its scene."""
    import inspect

    from wildwest.ui import scenes
    from wildwest.ui.app import SCENES, scene_maker
    from wildwest.ui.scene import Scene
    made = {getattr(way, "__self__", way) for way in map(scene_maker, SCENES)}    # PlayScene.start: its class
    for info in pkgutil.iter_modules(scenes.__path__):
        module = importlib.import_module(f"wildwest.ui.scenes.{info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Scene) and cls.__module__ == module.__name__:
                assert cls in made, cls
    menu = app.replace("menu", "A message.")
    assert isinstance(menu, MenuScene) and app.scenes == [menu] and menu.message == "A message."
    assert isinstance(app.push("rules", "durango"), RulesScene) and app.scene.name == "durango"


@pytest.mark.parametrize("name", ["duel", "durango", "desperados", "wildride", "deckwest"])
def test_while_a_bot_moves_the_table_says_who_and_that_it_is_choosing(app, name):
    """The top bar said "Waiting for Player 2": not that a bot was thinking, nor which. And
    said it again under the prompt's "Player 2 (easy bot) is choosing...": it is said once."""
    from wildwest.core.session import Session
    from wildwest.ui import widgets
    game, players = get_game(name), 3 if name in ("durango", "desperados", "wildride") else 2
    rng, state, moves = random.Random(4), game.new_game({"players": players}, 4), []
    while 0 in game.pending(state) or not game.pending(state):      # until another seat is to move
        player, decision = sorted(game.pending(state).items())[0]
        moves.append((player, rng.choice(decision.options)))
        game.apply(state, *moves[-1])
    session = Session.start(game, {"players": players}, 4, ["human"] + ["easy"] * (players - 1))
    for move in moves:
        session.play(*move)
    scene = PlayScene(app, session)
    scene.bots.clear()
    app.replace(scene)
    with widgets.recording() as drawn:
        scene._board_key = None
        app.render()
    said = " ".join(t for _, t in drawn.texts)          # the top bar, or the prompt where it is short of room
    assert "(easy bot) is choosing" in said or "(easy bots) are choosing" in said, said
    assert not re.search(r"Waiting for (Player|[A-Z][a-z]+ \w)", said), said
    assert said.count("choosing") == 1, said
