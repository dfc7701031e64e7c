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
# Kata (parity/tasks/synth/kata.py): generated practice repositories, one function each,
# grouped in families (templates), for models small enough to train on a CPU.
# `parity tasks kata` regenerates them.
KATA_TASKS = DATA_DIR / "kata.jsonl"
KATA_EVAL_FAMILIES = ("between", "tail", "wrap")  # held out: no SFT or RL task comes from them


def bundled_specs(split: str | None = None, kata: bool = False):
    """The bundled task set (`parity tasks synth --bundled` rebuilds it), or with
    `kata=True` the kata set (`parity tasks kata` rebuilds it)."""
    from parity.tasks.schema import read_specs

    path, how = ((KATA_TASKS, "parity tasks kata") if kata
                 else (BUNDLED_TASKS, "parity tasks synth --bundled"))
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing; rebuild it with `{how}`")
    specs = read_specs(path)
    return [s for s in specs if split is None or s.split == split]
