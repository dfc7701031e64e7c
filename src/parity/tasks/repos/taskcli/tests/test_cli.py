import json

import pytest

from taskcli import main

TODAY = "2024-06-10"


@pytest.fixture
def cli(tmp_path, capsys):
    path = str(tmp_path / "tasks.json")

    def run(*argv):
        code = main(["--file", path, "--today", TODAY, *argv])
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    run.path = path
    return run


def seed(cli):
    cli("add", "Buy", "milk", "-p", "low", "-t", "home", "--due", "2024-06-12")
    cli("add", "File taxes", "-p", "high", "--due", "2024-06-01")
    cli("add", "Call mom", "-t", "home", "-t", "family")


def test_add_prints_and_assigns_ids(cli):
    assert cli("add", "first") == (0, "Added task 1: first\n", "")
    assert cli("add", "two", "words") == (0, "Added task 2: two words\n", "")


def test_add_persists_fields(cli):
    cli("add", "x", "-p", "high", "-t", "b", "-t", "a", "--due", "2024-07-01")
    with open(cli.path) as handle:
        data = json.load(handle)
    assert data["tasks"] == [{
        "id": 1, "title": "x", "priority": "high", "tags": ["a", "b"],
        "due": "2024-07-01", "done": False,
    }]


def test_add_rejects_bad_date(cli):
    code, out, err = cli("add", "x", "--due", "tomorrow")
    assert code == 2
    assert "invalid date" in err


def test_add_rejects_bad_priority(cli):
    code, _, err = cli("add", "x", "-p", "urgent")
    assert code == 2
    assert "invalid choice" in err


def test_add_rejects_blank_title(cli):
    assert cli("add", " ") == (1, "", "error: title must not be empty\n")


def test_missing_command(cli):
    code, _, _ = cli()
    assert code == 2


def test_help_exits_zero(cli):
    code, out, _ = cli("--help")
    assert code == 0
    assert "usage: taskcli" in out


def test_list_empty(cli):
    assert cli("list") == (0, "No tasks.\n", "")


def test_list_default_shows_open(cli):
    seed(cli)
    cli("done", "3")
    code, out, _ = cli("list")
    assert code == 0
    assert out == (
        "  1 [ ]    Buy milk (due 2024-06-12) #home\n"
        "  2 [ ] !! File taxes (due 2024-06-01) OVERDUE\n"
    )


def test_list_all_and_done(cli):
    seed(cli)
    cli("done", "3")
    assert cli("list", "--all")[1].count("\n") == 3
    assert cli("list", "--done")[1] == "  3 [x] !  Call mom #family #home\n"


def test_list_all_and_done_are_exclusive(cli):
    assert cli("list", "--all", "--done")[0] == 2


def test_list_filters(cli):
    seed(cli)
    assert [line[:3] for line in cli("list", "-t", "home")[1].splitlines()] == ["  1", "  3"]
    assert [line[:3] for line in cli("list", "--min-priority", "normal")[1].splitlines()] == ["  2", "  3"]
    assert [line[:3] for line in cli("list", "--overdue")[1].splitlines()] == ["  2"]
    assert [line[:3] for line in cli("list", "-s", "MOM")[1].splitlines()] == ["  3"]


def test_list_sort_limit_reverse(cli):
    seed(cli)
    lines = cli("list", "--sort", "priority")[1].splitlines()
    assert [line[:3] for line in lines] == ["  2", "  3", "  1"]
    lines = cli("list", "--sort", "due", "--reverse", "--limit", "2")[1].splitlines()
    assert [line[:3] for line in lines] == ["  3", "  1"]


def test_list_bad_limit(cli):
    assert cli("list", "--limit", "0")[0] == 2


def test_list_width(cli):
    cli("add", "a very long title")
    assert cli("list", "--width", "6")[1] == "  1 [ ] !  a ver~\n"


def test_done(cli):
    seed(cli)
    assert cli("done", "1", "2") == (0, "Completed task 1: Buy milk\nCompleted task 2: File taxes\n", "")
    assert cli("done", "1") == (0, "Task 1 was already done\n", "")


def test_done_unknown_id_changes_nothing(cli):
    seed(cli)
    assert cli("done", "1", "9") == (1, "", "error: no task with id 9\n")
    assert "[x]" not in cli("list", "--all")[1]


def test_done_multiple_unknown_ids(cli):
    assert cli("done", "4", "5") == (1, "", "error: no task with ids 4, 5\n")


def test_done_non_integer_id(cli):
    assert cli("done", "one")[0] == 2


def test_remove(cli):
    seed(cli)
    assert cli("remove", "2") == (0, "Removed task 2: File taxes\n", "")
    assert [line[:3] for line in cli("list")[1].splitlines()] == ["  1", "  3"]


def test_remove_unknown(cli):
    assert cli("remove", "1") == (1, "", "error: no task with id 1\n")


def test_ids_not_reused_after_remove_of_middle(cli):
    seed(cli)
    cli("remove", "2")
    assert cli("add", "new")[1] == "Added task 4: new\n"


def test_clear(cli):
    seed(cli)
    cli("done", "1", "3")
    assert cli("clear") == (0, "Cleared 2 completed tasks\n", "")
    assert cli("clear") == (0, "Cleared 0 completed tasks\n", "")
    cli("done", "2")
    assert cli("clear") == (0, "Cleared 1 completed task\n", "")


def test_stats_text(cli):
    seed(cli)
    cli("done", "1")
    assert cli("stats")[1] == (
        "total:   3\n"
        "done:    1 (33%)\n"
        "open:    2\n"
        "overdue: 1\n"
        "open by priority: high=1 normal=1 low=0\n"
    )


def test_stats_json(cli):
    seed(cli)
    code, out, _ = cli("stats", "--json")
    assert code == 0
    assert json.loads(out) == {
        "total": 3, "done": 0, "open": 3, "overdue": 1,
        "by_priority": {"high": 1, "low": 1, "normal": 1},
    }


def test_corrupt_store_reports_error(cli):
    with open(cli.path, "w") as handle:
        handle.write("{broken")
    code, out, err = cli("list")
    assert code == 1
    assert err.startswith("error: corrupt task file")


def test_today_affects_overdue(tmp_path, capsys):
    path = str(tmp_path / "t.json")
    main(["--file", path, "add", "x", "--due", "2024-06-05"])
    capsys.readouterr()
    main(["--file", path, "--today", "2024-06-04", "list"])
    assert "OVERDUE" not in capsys.readouterr().out
    main(["--file", path, "--today", "2024-06-06", "list"])
    assert "OVERDUE" in capsys.readouterr().out


def test_list_limit_one(cli):
    seed(cli)
    assert cli("list", "--limit", "1")[1] == "  1 [ ]    Buy milk (due 2024-06-12) #home\n"
