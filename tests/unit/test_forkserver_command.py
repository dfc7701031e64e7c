"""Which test commands the grading fork server runs in-process (the rest go the slow way)."""

from __future__ import annotations

from parity.tasks.forkserver import pytest_command


def test_plain_python_m_pytest_is_taken():
    assert pytest_command("python -m pytest -q") == ("python", ["-q"])
    assert pytest_command("python3 -m pytest") == ("python3", [])
    assert pytest_command("python3.11 -m pytest -x --tb=short tests") == (
        "python3.11", ["-x", "--tb=short", "tests"])


def test_anything_a_shell_would_interpret_is_not():
    for command in (
        "pytest -q",  # the console script puts its own directory first on sys.path
        "env python -m pytest",
        "PYTHONPATH=src python -m pytest",
        "python -m pytest -q && echo done",
        "python -m pytest -q; true",
        "python -m pytest $ARGS",
        "python -m pytest 'tests/a b.py'",
        "python -m pytest tests/*.py",
        "python -m pytest > out.txt",
        "python -X dev -m pytest",
        "python -m unittest",
        "cd src && python -m pytest",
    ):
        assert pytest_command(command) is None, command
