"""How `make test` spreads the suite over its two workers: the slow tests are handed out
first and one test at a time, so both workers finish together."""
from __future__ import annotations

import re
from pathlib import Path

from .conftest import pytest_collection_modifyitems

ROOT = Path(__file__).resolve().parents[1]


class Item:
    def __init__(self, name: str, slow: bool = False, ui: bool = False) -> None:
        self.name, self.slow = name, slow
        self.nodeid = f"tests/{'ui/' if ui else ''}test_{name}.py::test_{name}"

    def get_closest_marker(self, name: str):
        return object() if name == "slow" and self.slow else None


def test_slow_tests_come_first_and_the_rest_keep_their_order():
    items = [Item("a"), Item("b", slow=True), Item("c"), Item("d", slow=True), Item("e")]
    pytest_collection_modifyitems(items)
    assert [i.name for i in items] == ["b", "d", "a", "c", "e"]


def test_the_quick_ui_tests_come_before_the_quick_rest_so_short_tests_end_the_run():
    items = [Item("a"), Item("b", ui=True), Item("c", slow=True), Item("d"), Item("e", ui=True),
             Item("f", slow=True, ui=True)]
    pytest_collection_modifyitems(items)
    assert [i.name for i in items] == ["f", "c", "b", "e", "a", "d"]


def test_make_test_hands_out_one_test_at_a_time_to_two_workers():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("test", "test-fast"):
        recipe = re.search(rf"^{target}:.*\n\t(.*)$", makefile, re.M).group(1)
        assert "-n 2" in recipe and "--dist load --maxschedchunk 1" in recipe, recipe
