"""Tasks: what sessions are made from, and how a session's work is graded."""

from pathlib import Path

REPOS_DIR = Path(__file__).with_name("repos")


def bundled_repo(name: str) -> Path:
    """A small pure-Python repository shipped with Parity (source and its pytest suite)."""
    path = REPOS_DIR / name
    if not (path / "tests").is_dir():
        known = sorted(p.name for p in REPOS_DIR.iterdir() if (p / "tests").is_dir())
        raise FileNotFoundError(f"no bundled repository {name!r}; bundled: {', '.join(known)}")
    return path


DATA_DIR = Path(__file__).with_name("data")
BUNDLED_TASKS = DATA_DIR / "bundled.jsonl"
# Held-out repositories: no training task comes from them.
EVAL_REPOS = ("textops", "taskcli")
BUNDLED_REPOS = ("fmtkit", "minilisp", "structs", "taskcli", "textops", "tinyparse")


def bundled_specs(split: str | None = None):
    """The bundled task set (`parity tasks synth --bundled` rebuilds it)."""
    from parity.tasks.schema import read_specs

    if not BUNDLED_TASKS.is_file():
        raise FileNotFoundError(
            f"{BUNDLED_TASKS} is missing; rebuild it with `parity tasks synth --bundled`")
    specs = read_specs(BUNDLED_TASKS)
    return [s for s in specs if split is None or s.split == split]
