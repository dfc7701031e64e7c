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
