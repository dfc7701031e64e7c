"""The dashboard's incremental JSONL reader: growing files, torn and damaged lines, a file
replaced under it."""

from __future__ import annotations

from pathlib import Path

from parity.dashboard.runfiles import JsonlTail, check_run_dir


def test_reads_only_new_complete_lines(tmp_path: Path):
    path = tmp_path / "m.jsonl"
    tail = JsonlTail(path, lambda row: row["step"])
    tail.refresh()  # no file yet: nothing, no error
    assert tail.rows == []
    path.write_text('{"step": 1}\n{"step": 2}\n{"st')  # a writer mid-append
    tail.refresh()
    assert tail.rows == [1, 2] and tail.skipped == 0
    with open(path, "a") as f:
        f.write('ep": 3}\nnot json\n[1, 2]\n{"nostep": 1}\n{"step": 4}\n')
    tail.refresh()
    assert tail.rows == [1, 2, 3, 4] and tail.skipped == 3
    assert tail.load(2) == {"step": 3}


def test_a_replaced_file_is_read_again(tmp_path: Path):
    path = tmp_path / "m.jsonl"
    path.write_text('{"step": 1}\n{"step": 2}\n')
    tail = JsonlTail(path, lambda row: row["step"])
    tail.refresh()
    path.write_text('{"step": 7}\n')
    tail.refresh()
    assert tail.rows == [7] and tail.load(0) == {"step": 7}
    assert tail.generation == 1


def test_check_run_dir(tmp_path: Path):
    assert "no such directory" in check_run_dir(tmp_path / "nope")
    (tmp_path / "f").write_text("")
    assert "not a directory" in check_run_dir(tmp_path / "f")
    assert "holds no run" in check_run_dir(tmp_path)
    (tmp_path / "metrics.jsonl").write_text("")
    assert check_run_dir(tmp_path) is None
