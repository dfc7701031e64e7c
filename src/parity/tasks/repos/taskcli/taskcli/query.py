"""Filtering and sorting of task lists."""

from .store import PRIORITIES


def is_overdue(task, today):
    """Return True if an open task's due date (ISO string) is before today."""
    if task.done or task.due is None:
        return False
    return task.due < today


def filter_tasks(tasks, status="open", tag=None, min_priority=None, overdue_on=None, search=None):
    """Select tasks by status ('open', 'done' or 'all'), tag, priority, overdue date and text."""
    if status not in ("open", "done", "all"):
        raise ValueError("unknown status: %s" % status)
    threshold = PRIORITIES[min_priority] if min_priority else 0
    needle = search.lower() if search else None
    selected = []
    for task in tasks:
        if status == "open" and task.done:
            continue
        if status == "done" and not task.done:
            continue
        if tag is not None and tag not in task.tags:
            continue
        if task.rank < threshold:
            continue
        if overdue_on is not None and not is_overdue(task, overdue_on):
            continue
        if needle is not None and needle not in task.title.lower():
            continue
        selected.append(task)
    return selected


def _due_key(task):
    # Tasks without a due date sort after every dated task.
    return (task.due is None, task.due or "", task.id)


SORT_KEYS = {
    "id": lambda task: task.id,
    "title": lambda task: (task.title.lower(), task.id),
    "priority": lambda task: (-task.rank, task.id),
    "due": _due_key,
}


def sort_tasks(tasks, by="id", reverse=False):
    """Return tasks sorted by 'id', 'title', 'priority' (highest first) or 'due'."""
    if by not in SORT_KEYS:
        raise ValueError("cannot sort by %s" % by)
    return sorted(tasks, key=SORT_KEYS[by], reverse=reverse)
