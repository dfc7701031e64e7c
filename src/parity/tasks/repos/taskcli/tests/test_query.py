import pytest

from taskcli import Task, filter_tasks, is_overdue, sort_tasks

TODAY = "2024-06-10"


def make_tasks():
    return [
        Task(1, "Buy milk", "low", ["home"], "2024-06-12"),
        Task(2, "File taxes", "high", ["money"], "2024-06-01"),
        Task(3, "call mom", "normal", ["home"], None, done=True),
        Task(4, "Fix bike", "normal", [], "2024-06-10"),
        Task(5, "archive", "high", ["work"], "2024-05-01", done=True),
    ]


def ids(tasks):
    return [task.id for task in tasks]


def test_is_overdue():
    tasks = make_tasks()
    assert is_overdue(tasks[1], TODAY) is True
    assert is_overdue(tasks[0], TODAY) is False
    assert is_overdue(tasks[3], TODAY) is False
    assert is_overdue(tasks[4], TODAY) is False
    assert is_overdue(tasks[2], TODAY) is False


def test_filter_default_open():
    assert ids(filter_tasks(make_tasks())) == [1, 2, 4]


def test_filter_done_and_all():
    assert ids(filter_tasks(make_tasks(), status="done")) == [3, 5]
    assert ids(filter_tasks(make_tasks(), status="all")) == [1, 2, 3, 4, 5]


def test_filter_bad_status():
    with pytest.raises(ValueError):
        filter_tasks([], status="someday")


def test_filter_tag():
    assert ids(filter_tasks(make_tasks(), status="all", tag="home")) == [1, 3]


def test_filter_min_priority():
    assert ids(filter_tasks(make_tasks(), min_priority="normal")) == [2, 4]
    assert ids(filter_tasks(make_tasks(), min_priority="high")) == [2]
    assert ids(filter_tasks(make_tasks(), min_priority="low")) == [1, 2, 4]


def test_filter_overdue():
    assert ids(filter_tasks(make_tasks(), status="all", overdue_on=TODAY)) == [2]


def test_filter_search_case_insensitive():
    assert ids(filter_tasks(make_tasks(), status="all", search="MI")) == [1]
    assert ids(filter_tasks(make_tasks(), search="zzz")) == []


def test_sort_by_id_reverse():
    assert ids(sort_tasks(make_tasks(), "id", reverse=True)) == [5, 4, 3, 2, 1]


def test_sort_by_title_ignores_case():
    assert ids(sort_tasks(make_tasks(), "title")) == [5, 1, 3, 2, 4]


def test_sort_by_priority_highest_first_then_id():
    assert ids(sort_tasks(make_tasks(), "priority")) == [2, 5, 3, 4, 1]


def test_sort_by_due_undated_last():
    assert ids(sort_tasks(make_tasks(), "due")) == [5, 2, 4, 1, 3]


def test_sort_unknown_key():
    with pytest.raises(ValueError):
        sort_tasks([], "colour")


def test_sort_default_is_id():
    assert ids(sort_tasks(list(reversed(make_tasks())))) == [1, 2, 3, 4, 5]
