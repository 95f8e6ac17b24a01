"""Wild West Tabletop: `python main.py` opens the menu; see `python main.py --help`."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from wildwest.cli import main  # noqa: E402  (after the environment is set)

if __name__ == "__main__":
    sys.exit(main())
