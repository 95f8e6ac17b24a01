"""The shared flight path: starts and ends where asked, rises in between."""
from wildwest.ui.flight import arc


def test_a_flight_starts_and_lands_on_its_points_and_rises_between():
    assert arc((0, 100), (200, 100), 0) == (0, 100)
    assert arc((0, 100), (200, 100), 1) == (200, 100)
    assert arc((0, 100), (200, 100), 2) == (200, 100)          # late frames stay landed
    x, y = arc((0, 100), (200, 100), 0.5, lift=40)
    assert x == 100 and y == 60
