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
# grouped in families (templates), for models small enough to train on a CPU. Not shipped:
# generated into the cache on first use and checked against this digest (sha256 over every
# file's path and content: synth.kata.tree_digest), so every machine gets the same tasks.
# A deliberate change to the generator changes it: `parity tasks kata` prints the new one.
KATA_DIGEST = "aecb74da08374ba42f856d9136e9143c382f4a4c0c079f05bc6c94f05663bcbc"
KATA_NUM_FILES = 3857  # 1,280 repositories of 3 files, 16 family READMEs, kata.jsonl
KATA_NUM_BYTES = 12_541_548
KATA_EVAL_FAMILIES = ("between", "tail", "wrap")  # held out: no SFT or RL task comes from them


def kata_root(check: bool = True) -> Path:
    """The kata set's root in the cache (`kata.jsonl`, and `kata/<family>/<name>`: the
    tasks' `repo`), generated on first use (about 15 s). `check=False`: no size check."""
    from parity.sandbox.workspace import cache_dir
    from parity.tasks.synth.kata import cached_set

    return cached_set(cache_dir(), KATA_DIGEST, KATA_NUM_FILES, KATA_NUM_BYTES,
                      KATA_EVAL_FAMILIES, check)


def bundled_specs(split: str | None = None, kata: bool = False):
    """The bundled task set (`parity tasks synth --bundled` rebuilds it), or with
    `kata=True` the kata set (generated into the cache on first use)."""
    from parity.tasks.schema import read_specs

    if kata:
        path = kata_root() / "kata.jsonl"
    else:
        path = BUNDLED_TASKS
        if not path.is_file():
            raise FileNotFoundError(f"{path} is missing; rebuild it with "
                                    "`parity tasks synth --bundled`")
    specs = read_specs(path)
    return [s for s in specs if split is None or s.split == split]
