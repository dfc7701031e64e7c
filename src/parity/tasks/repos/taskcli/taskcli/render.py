"""Text rendering of tasks and statistics."""

from .query import is_overdue
from .store import PRIORITIES

PRIORITY_MARKS = {"low": " ", "normal": "!", "high": "!!"}


def shorten(text, width):
    """Cut text to width characters, marking the cut with '~'."""
    if width is None or len(text) <= width:
        return text
    if width < 2:
        return text[:width]
    return text[:width - 1] + "~"


def format_task(task, today=None, width=None):
    """Render one task as a single line, e.g. '  3 [x] !! Pay rent (due 2024-05-01) #home'."""
    box = "[x]" if task.done else "[ ]"
    parts = ["%3d" % task.id, box, "%-2s" % PRIORITY_MARKS[task.priority], shorten(task.title, width)]
    if task.due:
        parts.append("(due %s)" % task.due)
    if today is not None and is_overdue(task, today):
        parts.append("OVERDUE")
    parts.extend("#" + tag for tag in task.tags)
    return " ".join(parts)


def format_list(tasks, today=None, width=None, empty="No tasks."):
    """Render several tasks, one per line, or the empty message."""
    if not tasks:
        return empty
    return "\n".join(format_task(task, today, width) for task in tasks)


def compute_stats(tasks, today):
    """Return counts of total, done, open and overdue tasks plus open tasks per priority."""
    done = sum(1 for task in tasks if task.done)
    stats = {
        "total": len(tasks),
        "done": done,
        "open": len(tasks) - done,
        "overdue": sum(1 for task in tasks if is_overdue(task, today)),
        "by_priority": {name: 0 for name in PRIORITIES},
    }
    for task in tasks:
        if not task.done:
            stats["by_priority"][task.priority] += 1
    return stats


def format_stats(stats):
    """Render the statistics dict as aligned text lines."""
    total = stats["total"]
    percent = 0 if total == 0 else round(100 * stats["done"] / total)
    by_priority = " ".join(
        "%s=%d" % (name, stats["by_priority"][name])
        for name in sorted(PRIORITIES, key=PRIORITIES.get, reverse=True))
    return "\n".join([
        "total:   %d" % total,
        "done:    %d (%d%%)" % (stats["done"], percent),
        "open:    %d" % stats["open"],
        "overdue: %d" % stats["overdue"],
        "open by priority: %s" % by_priority,
    ])
