"""A JSON-backed todo list manager with a command-line interface."""

from .store import Task, TaskStore, StoreError, PRIORITIES
from .query import filter_tasks, sort_tasks, is_overdue
from .render import format_task, format_list, format_stats, compute_stats
from .cli import main, build_parser

__all__ = [
    "Task", "TaskStore", "StoreError", "PRIORITIES",
    "filter_tasks", "sort_tasks", "is_overdue",
    "format_task", "format_list", "format_stats", "compute_stats",
    "main", "build_parser",
]
