"""A region's name on the Roadmap stands where the legs leave it room: icons drawn over
the names read "Bone F|ats" (issue 18's newcomer audit)."""
import pygame
import pytest

from wildwest.core.session import Session
from wildwest.games import get_game
from wildwest.games.wildride.table import mapdraw
from wildwest.ui import widgets
from wildwest.ui.app import App
from wildwest.ui.scenes.play import PlayScene
from wildwest.ui.settings import Settings


@pytest.mark.parametrize("window", [(1280, 720), (1024, 576)])
def test_no_region_name_has_letters_under_a_leg(window):
    app = App(Settings(animation="Instant", window=window), headless=True)
    try:
        scene = PlayScene(app, Session.start(get_game("wildride"), {"players": 3}, 1, ["human", "easy", "easy"]))
        scene.bots.clear()
        app.replace(scene)
        with widgets.recording() as drawn:
            app.render()
        table = scene.table
        cam, roadmap = table.board.camera, table.roadmap
        legs = []
        for leg in roadmap.legs.values():
            box = pygame.Rect(0, 0, round(mapdraw.LEG * cam.scale), round(mapdraw.LEG * cam.scale))
            box.center = cam.to_screen((leg.x, leg.y))
            legs.append(box)
        words = {w for r in roadmap.regions.values() for w in (r.name, *r.name.split())}   # a name on two lines too
        inked = [(rect.inflate(0, -rect.height // 2), text) for rect, text in drawn.texts if text in words]
        assert len(inked) >= len(roadmap.regions)
        hidden = sorted(text for ink, text in inked if ink.collidelist(legs) >= 0)
        assert not hidden        # at 1024x576 "Cen|ral Desert" and "Ceda|r Hollow" (9 names touched a leg)
    finally:
        app.shutdown()
