"""Work spread over worker processes (``cardtools.workers``)."""

from __future__ import annotations

import multiprocessing
import os

import pytest

from cardtools.workers import WorkerFailed, _Shares, in_workers


def _square(item: int) -> int:
    return item * item


def _fail_on_seven(item: int) -> int:
    if item == 7:
        raise ValueError("seven is not allowed")
    return item


def _die_on_three(item: int) -> int:
    if item == 3:
        os._exit(5)
    return item


def _refuse_to_start() -> None:
    raise RuntimeError("no database")


def test_every_item_is_worked_once_with_its_position() -> None:
    pairs = list(in_workers(_square, list(range(50)), 3))
    assert sorted(pairs) == [(i, i * i) for i in range(50)]
    assert multiprocessing.active_children() == []


def test_more_workers_than_items() -> None:
    assert sorted(in_workers(_square, [2, 3], 4)) == [(0, 4), (1, 9)]


def test_each_worker_takes_its_share_in_order_then_the_end_of_the_largest_left() -> None:
    shares = _Shares(multiprocessing.get_context(), 10, 2)  # shares 0-4 and 5-9
    assert [shares.take(0) for _ in range(3)] == [0, 1, 2]
    assert shares.take(1) == 5
    assert [shares.take(0) for _ in range(2)] == [3, 4]
    # share 0 is done: its worker takes from the end of share 1 (6-9 left)
    assert [shares.take(0) for _ in range(2)] == [9, 8]
    assert [shares.take(1) for _ in range(3)] == [6, 7, None]
    assert shares.take(0) is None


def test_an_exception_in_a_worker_is_raised_here() -> None:
    with pytest.raises(ValueError, match="seven is not allowed"):
        list(in_workers(_fail_on_seven, list(range(20)), 2))
    assert multiprocessing.active_children() == []


def test_an_exception_in_start_is_raised_here() -> None:
    with pytest.raises(RuntimeError, match="no database"):
        list(in_workers(_square, list(range(5)), 2, _refuse_to_start))


def test_a_worker_that_dies_is_reported() -> None:
    with pytest.raises(WorkerFailed, match=r"stopped before its work was done \(exit code 5\)"):
        list(in_workers(_die_on_three, list(range(10)), 2))
    assert multiprocessing.active_children() == []
