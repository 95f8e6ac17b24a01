"""`bench frames` times frames a player makes: each phase puts on screen what it claims to
measure (the legend open, an animation running, the log moving, a card zoomed)."""
import pytest

from wildwest.games import playable_names
from wildwest.ui.smoke import PHASES, bench_frames


@pytest.mark.slow      # a benchmark's own check; CI runs it
@pytest.mark.parametrize("name", playable_names())
def test_each_phase_shows_what_it_measures(name):
    report = bench_frames(name, 10 * len(PHASES))
    phases = report["phases"]
    assert list(phases) == list(PHASES) and report["frames"] == 10 * len(PHASES)
    assert phases["sweep"]["shown"] == phases["legend"]["shown"] == 10
    assert phases["flight"]["shown"] > 0, "no animation of the last moves could be replayed"
    assert phases["log"]["shown"] > 0, "the wheel did not scroll the log"
    if name != "desperados":                # its movement cards are chips, never zoomed
        assert phases["zoom"]["shown"] == 10
    for phase in phases.values():
        assert 0 < phase["median_ms"] <= phase["p99_ms"]
