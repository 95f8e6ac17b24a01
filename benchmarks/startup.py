"""Start-up to the first menu frame, from source: import the app, build App (headless) and
the MenuScene, render one frame, and leave at once.

Time the whole process from outside (start to exit), e.g. `/usr/bin/time -f %e`, or
`python benchmarks/run_all.py`, which runs it several times and quotes the median.
`--report` also prints the time from the process's creation (Linux: /proc/self/stat).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wildwest.ui.app import App  # noqa: E402


def since_process_start() -> float | None:
    """Seconds since the kernel created this process, or None off Linux."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])                         # field 22: starttime
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def main() -> None:
    app = App(headless=True)
    app.push("menu")
    app.step(1 / 60, events=[])            # the first menu frame: update, draw, present
    if "--report" in sys.argv:
        elapsed = since_process_start()
        print(f"first menu frame {elapsed:.3f} s after process start" if elapsed is not None
              else "first menu frame rendered")
        sys.stdout.flush()
    os._exit(0)                             # the frame is shown; teardown is not start-up


if __name__ == "__main__":
    main()
