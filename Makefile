# Every target bootstraps .venv from requirements*.txt, so a fresh machine needs only Python 3.11+.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BENCH_STAMP := $(VENV)/.installed-bench
OPENSPIEL_ARGS ?= --games 200 --factor 1 --factor 4

.PHONY: play test test-fast bench bench-openspiel dist smoke clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py

# The rule set is in pyproject.toml; `make test` runs it first.
lint: $(STAMP)
	$(VENV)/bin/ruff check .

# Two workers, handed one test at a time, the slow ones first (tests/conftest.py): both finish together.
test: $(STAMP) lint
	SDL_VIDEODRIVER=dummy $(PY) -m pytest -n 2 --dist load --maxschedchunk 1 -q --durations=15

test-fast: $(STAMP) lint
	SDL_VIDEODRIVER=dummy $(PY) -m pytest -n 2 --dist load --maxschedchunk 1 -q -m "not slow"

smoke: $(STAMP)
	$(PY) main.py --smoke

bench: $(STAMP)
	$(PY) benchmarks/run_all.py

# open_spiel only here (requirements-bench.txt), so that `make test` stays lean.
$(BENCH_STAMP): $(STAMP) requirements-bench.txt
	$(PY) -m pip install --quiet -r requirements-bench.txt
	touch $(BENCH_STAMP)

bench-openspiel: $(BENCH_STAMP)
	$(PY) benchmarks/openspiel_duel.py --check 100
	$(PY) benchmarks/openspiel_duel.py $(OPENSPIEL_ARGS)

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean pyinstaller.spec

clean:
	rm -rf build dist .pytest_cache
