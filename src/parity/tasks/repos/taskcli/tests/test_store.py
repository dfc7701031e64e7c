import json

import pytest

from taskcli import StoreError, Task, TaskStore


def test_task_defaults():
    task = Task(1, "write tests")
    assert task.priority == "normal"
    assert task.tags == []
    assert task.due is None
    assert task.done is False


def test_task_tags_sorted_and_unique():
    assert Task(1, "x", tags=["b", "a", "b"]).tags == ["a", "b"]


def test_task_rank():
    assert [Task(1, "x", p).rank for p in ("low", "normal", "high")] == [1, 2, 3]


def test_task_bad_priority():
    with pytest.raises(ValueError):
        Task(1, "x", "urgent")


def test_task_dict_roundtrip():
    task = Task(7, "ship", "high", ["work"], "2024-05-01", True)
    assert task.to_dict() == {
        "id": 7, "title": "ship", "priority": "high",
        "tags": ["work"], "due": "2024-05-01", "done": True,
    }
    assert Task.from_dict(task.to_dict()) == task


def test_task_from_dict_defaults():
    task = Task.from_dict({"id": 2, "title": "t"})
    assert (task.priority, task.tags, task.due, task.done) == ("normal", [], None, False)


def test_task_from_dict_invalid():
    with pytest.raises(StoreError):
        Task.from_dict({"title": "no id"})
    with pytest.raises(StoreError):
        Task.from_dict({"id": 1, "title": "t", "priority": "meh"})


def test_task_equality_and_repr():
    assert Task(1, "a") == Task(1, "a")
    assert Task(1, "a") != Task(1, "a", done=True)
    assert Task(1, "a") != "a"
    assert repr(Task(3, "z")) == "Task(3, 'z')"


def test_load_missing_file(tmp_path):
    assert TaskStore(str(tmp_path / "none.json")).load() == []


def test_load_blank_file(tmp_path):
    path = tmp_path / "t.json"
    path.write_text("  \n")
    assert TaskStore(str(path)).load() == []


def test_save_and_load(tmp_path):
    store = TaskStore(str(tmp_path / "t.json"))
    tasks = [Task(1, "a"), Task(2, "b", "low", ["x"])]
    store.save(tasks)
    assert store.load() == tasks
    assert not (tmp_path / "t.json.tmp").exists()


def test_saved_format(tmp_path):
    path = tmp_path / "t.json"
    TaskStore(str(path)).save([Task(1, "a")])
    data = json.loads(path.read_text())
    assert data["version"] == 1
    assert data["tasks"][0]["title"] == "a"
    assert path.read_text().endswith("}\n")


def test_load_corrupt(tmp_path):
    path = tmp_path / "t.json"
    path.write_text('{\n"version": 1,\n oops')
    with pytest.raises(StoreError, match="line 3"):
        TaskStore(str(path)).load()


def test_load_wrong_version(tmp_path):
    path = tmp_path / "t.json"
    path.write_text('{"version": 2, "tasks": []}')
    with pytest.raises(StoreError, match="unsupported"):
        TaskStore(str(path)).load()


def test_load_not_an_object(tmp_path):
    path = tmp_path / "t.json"
    path.write_text("[]")
    with pytest.raises(StoreError):
        TaskStore(str(path)).load()


def test_next_id():
    assert TaskStore.next_id([]) == 1
    assert TaskStore.next_id([Task(3, "a"), Task(1, "b")]) == 4


def test_saved_file_is_indented_and_sorted(tmp_path):
    path = tmp_path / "t.json"
    TaskStore(str(path)).save([])
    assert path.read_text() == '{\n  "tasks": [],\n  "version": 1\n}\n'
