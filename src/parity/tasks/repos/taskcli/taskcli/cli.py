"""Command-line entry point: argument parsing and subcommand handlers."""

import argparse
import datetime
import json
import sys

from .query import filter_tasks, sort_tasks
from .render import compute_stats, format_list, format_stats
from .store import PRIORITIES, StoreError, Task, TaskStore


class CommandError(Exception):
    """A user-facing error that makes the command exit with status 1."""


def _iso_date(text):
    try:
        return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        raise argparse.ArgumentTypeError("invalid date %r (expected YYYY-MM-DD)" % text)


def _positive_int(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be a positive integer")
    return value


def build_parser():
    """Create the argparse parser with all subcommands."""
    parser = argparse.ArgumentParser(prog="taskcli", description="Manage a todo list.")
    parser.add_argument("--file", default="tasks.json", help="path of the JSON task file")
    parser.add_argument("--today", type=_iso_date, default=None, help="override today's date")
    commands = parser.add_subparsers(dest="command", required=True)

    add = commands.add_parser("add", help="add a task")
    add.add_argument("title", nargs="+")
    add.add_argument("-p", "--priority", choices=sorted(PRIORITIES), default="normal")
    add.add_argument("-t", "--tag", action="append", default=[])
    add.add_argument("--due", type=_iso_date)

    show = commands.add_parser("list", help="list tasks")
    status = show.add_mutually_exclusive_group()
    status.add_argument("--all", dest="status", action="store_const", const="all")
    status.add_argument("--done", dest="status", action="store_const", const="done")
    show.add_argument("-t", "--tag")
    show.add_argument("--min-priority", choices=sorted(PRIORITIES))
    show.add_argument("--overdue", action="store_true")
    show.add_argument("-s", "--search")
    show.add_argument("--sort", choices=["id", "title", "priority", "due"], default="id")
    show.add_argument("--reverse", action="store_true")
    show.add_argument("--limit", type=_positive_int)
    show.add_argument("--width", type=_positive_int)

    done = commands.add_parser("done", help="mark tasks as done")
    done.add_argument("ids", nargs="+", type=int)

    remove = commands.add_parser("remove", help="delete tasks")
    remove.add_argument("ids", nargs="+", type=int)

    commands.add_parser("clear", help="delete all completed tasks")

    stats = commands.add_parser("stats", help="show statistics")
    stats.add_argument("--json", action="store_true")
    return parser


def _find(tasks, ids):
    by_id = {task.id: task for task in tasks}
    missing = [str(task_id) for task_id in ids if task_id not in by_id]
    if missing:
        label = "id" if len(missing) == 1 else "ids"
        raise CommandError("no task with %s %s" % (label, ", ".join(missing)))
    return [by_id[task_id] for task_id in ids]


def cmd_add(args, store, out):
    tasks = store.load()
    task = Task(TaskStore.next_id(tasks), " ".join(args.title), args.priority, args.tag, args.due)
    if not task.title.strip():
        raise CommandError("title must not be empty")
    tasks.append(task)
    store.save(tasks)
    print("Added task %d: %s" % (task.id, task.title), file=out)


def cmd_list(args, store, out):
    tasks = filter_tasks(
        store.load(),
        status=args.status or "open",
        tag=args.tag,
        min_priority=args.min_priority,
        overdue_on=args.today if args.overdue else None,
        search=args.search,
    )
    tasks = sort_tasks(tasks, args.sort, args.reverse)
    if args.limit is not None:
        tasks = tasks[:args.limit]
    print(format_list(tasks, args.today, args.width), file=out)


def cmd_done(args, store, out):
    tasks = store.load()
    for task in _find(tasks, args.ids):
        if task.done:
            print("Task %d was already done" % task.id, file=out)
        else:
            task.done = True
            print("Completed task %d: %s" % (task.id, task.title), file=out)
    store.save(tasks)


def cmd_remove(args, store, out):
    tasks = store.load()
    doomed = _find(tasks, args.ids)
    doomed_ids = {task.id for task in doomed}
    store.save([task for task in tasks if task.id not in doomed_ids])
    for task in doomed:
        print("Removed task %d: %s" % (task.id, task.title), file=out)


def cmd_clear(args, store, out):
    tasks = store.load()
    remaining = [task for task in tasks if not task.done]
    removed = len(tasks) - len(remaining)
    store.save(remaining)
    print("Cleared %d completed task%s" % (removed, "" if removed == 1 else "s"), file=out)


def cmd_stats(args, store, out):
    stats = compute_stats(store.load(), args.today)
    if args.json:
        print(json.dumps(stats, sort_keys=True), file=out)
    else:
        print(format_stats(stats), file=out)


HANDLERS = {
    "add": cmd_add,
    "list": cmd_list,
    "done": cmd_done,
    "remove": cmd_remove,
    "clear": cmd_clear,
    "stats": cmd_stats,
}


def main(argv=None, out=None, err=None):
    """Run the CLI with argv and return the process exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    if args.today is None:
        args.today = datetime.date.today().isoformat()
    store = TaskStore(args.file)
    try:
        HANDLERS[args.command](args, store, out)
    except (CommandError, StoreError) as exc:
        print("error: %s" % exc, file=err)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
