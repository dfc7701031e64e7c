"""Task records and their JSON file storage."""

import json
import os

PRIORITIES = {"low": 1, "normal": 2, "high": 3}


class StoreError(Exception):
    """Raised when the task file cannot be read or has invalid content."""


class Task:
    """One todo item."""

    def __init__(self, id, title, priority="normal", tags=(), due=None, done=False):
        if priority not in PRIORITIES:
            raise ValueError("unknown priority: %s" % priority)
        self.id = id
        self.title = title
        self.priority = priority
        self.tags = sorted(set(tags))
        self.due = due
        self.done = done

    def __eq__(self, other):
        return isinstance(other, Task) and self.to_dict() == other.to_dict()

    def __repr__(self):
        return "Task(%d, %r)" % (self.id, self.title)

    @property
    def rank(self):
        """Numeric priority: higher means more important."""
        return PRIORITIES[self.priority]

    def to_dict(self):
        """Return a JSON-serialisable dict."""
        return {
            "id": self.id,
            "title": self.title,
            "priority": self.priority,
            "tags": list(self.tags),
            "due": self.due,
            "done": self.done,
        }

    @classmethod
    def from_dict(cls, data):
        """Build a Task from a dict produced by to_dict."""
        try:
            return cls(
                data["id"], data["title"], data.get("priority", "normal"),
                data.get("tags", []), data.get("due"), data.get("done", False))
        except (KeyError, TypeError, ValueError) as exc:
            raise StoreError("invalid task record: %s" % exc) from exc


class TaskStore:
    """Loads and saves a list of tasks in a JSON file."""

    VERSION = 1

    def __init__(self, path):
        self.path = path

    def load(self):
        """Return the stored tasks; a missing file means no tasks."""
        if not os.path.exists(self.path):
            return []
        with open(self.path, encoding="utf-8") as handle:
            text = handle.read()
        if not text.strip():
            return []
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise StoreError("corrupt task file %s: line %d" % (self.path, exc.lineno)) from exc
        if not isinstance(data, dict) or data.get("version") != self.VERSION:
            raise StoreError("unsupported task file format")
        return [Task.from_dict(item) for item in data.get("tasks", [])]

    def save(self, tasks):
        """Write tasks atomically via a temporary file in the same directory."""
        payload = {"version": self.VERSION, "tasks": [task.to_dict() for task in tasks]}
        tmp_path = self.path + ".tmp"
        with open(tmp_path, "w", encoding="utf-8") as handle:
            json.dump(payload, handle, indent=2, sort_keys=True)
            handle.write("\n")
        os.replace(tmp_path, self.path)

    @staticmethod
    def next_id(tasks):
        """Return one more than the largest id in use (1 for no tasks)."""
        return max((task.id for task in tasks), default=0) + 1
