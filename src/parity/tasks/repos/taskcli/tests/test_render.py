from taskcli import Task, compute_stats, format_list, format_stats, format_task
from taskcli.render import shorten


def test_shorten():
    assert shorten("hello", 10) == "hello"
    assert shorten("hello", 5) == "hello"
    assert shorten("hello", 4) == "hel~"
    assert shorten("hello", 1) == "h"
    assert shorten("hello", None) == "hello"


def test_format_task_minimal():
    assert format_task(Task(3, "Read")) == "  3 [ ] !  Read"


def test_format_task_full():
    task = Task(12, "Pay rent", "high", ["home", "bills"], "2024-05-01")
    assert format_task(task) == " 12 [ ] !! Pay rent (due 2024-05-01) #bills #home"


def test_format_task_done_low():
    assert format_task(Task(1, "x", "low", done=True)) == "  1 [x]    x"


def test_format_task_overdue_marker():
    task = Task(2, "late", due="2024-01-01")
    assert format_task(task, today="2024-01-02") == "  2 [ ] !  late (due 2024-01-01) OVERDUE"
    assert format_task(task, today="2024-01-01") == "  2 [ ] !  late (due 2024-01-01)"


def test_format_task_width():
    assert format_task(Task(1, "abcdefgh"), width=5) == "  1 [ ] !  abcd~"


def test_format_list():
    assert format_list([]) == "No tasks."
    assert format_list([], empty="nothing") == "nothing"
    assert format_list([Task(1, "a"), Task(2, "b")]) == "  1 [ ] !  a\n  2 [ ] !  b"


def test_compute_stats():
    tasks = [
        Task(1, "a", "high", due="2024-01-01"),
        Task(2, "b", "low", done=True),
        Task(3, "c", "low"),
        Task(4, "d", "high", due="2023-01-01", done=True),
    ]
    assert compute_stats(tasks, "2024-06-01") == {
        "total": 4, "done": 2, "open": 2, "overdue": 1,
        "by_priority": {"low": 1, "normal": 0, "high": 1},
    }


def test_format_stats():
    stats = {"total": 3, "done": 1, "open": 2, "overdue": 1,
             "by_priority": {"low": 1, "normal": 0, "high": 1}}
    assert format_stats(stats) == (
        "total:   3\n"
        "done:    1 (33%)\n"
        "open:    2\n"
        "overdue: 1\n"
        "open by priority: high=1 normal=0 low=1"
    )


def test_format_stats_empty():
    stats = compute_stats([], "2024-01-01")
    assert "done:    0 (0%)" in format_stats(stats)


def test_format_stats_rounds_percent():
    stats = {"total": 3, "done": 2, "open": 1, "overdue": 0,
             "by_priority": {"low": 0, "normal": 1, "high": 0}}
    assert format_stats(stats).splitlines()[1] == "done:    2 (67%)"


def test_shorten_width_two():
    assert shorten("hello", 2) == "h~"
