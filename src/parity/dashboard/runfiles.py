"""Reading a run directory incrementally: a JSONL file is read from where the last read
stopped, never whole per request (a run's trajectories.jsonl reaches tens of MB).

`JsonlTail` keeps the byte offset of every complete line it has seen and a small summary of
each; a page that shows one trajectory seeks to its line. A line that does not parse is
skipped and counted (`skipped`), never fatal; a torn last line (a writer mid-append) is left
for the next read. A file that shrank was replaced: it is read again from the start.

What a page shows is escaped where it is read (`_loads`, `parity.types.safe_json`): a lone
surrogate (JSON allows "\\udcfe", and Python's json writes one for a file name that is not
UTF-8) would otherwise fail the page's encoding.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from parity.types import safe_json, safe_text

log = logging.getLogger(__name__)

# files that make a directory a run directory (parity.run.train writes them)
RUN_MARKERS = ("config.toml", "state.json", "metrics.jsonl", "buffer")
# "\\udc80" in JSON text: a string of the value may hold a lone surrogate
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _loads(raw: bytes) -> Any:
    """json.loads, with every string escaped by `safe_text` when the text holds a surrogate
    escape (rare: the walk is skipped for the rest, token lists and all)."""
    value = json.loads(raw)
    return safe_json(value) if _SURROGATE_ESCAPE.search(raw) else value


def check_run_dir(path: Path) -> str | None:
    """Why `path` cannot be shown, or None."""
    if not path.exists():
        return f"{path}: no such directory"
    if not path.is_dir():
        return f"{path}: not a directory"
    if not any((path / m).exists() for m in RUN_MARKERS):
        return (f"{path} holds no run (none of {', '.join(RUN_MARKERS)}); "
                f"give the `out` directory of `parity train`")
    return None


@dataclass
class JsonlTail:
    """The lines of a growing JSONL file: offsets and a summary of each, read incrementally."""

    path: Path
    summarize: Callable[[dict], Any]
    offsets: list[tuple[int, int]] = field(default_factory=list)  # (start, length) per line
    rows: list[Any] = field(default_factory=list)
    skipped: int = 0
    generation: int = 0  # counts restarts from the top (the file was replaced)
    _read_to: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def refresh(self) -> None:
        with self._lock:
            try:
                size = self.path.stat().st_size
            except FileNotFoundError:
                size = 0
            if size < self._read_to:  # replaced or truncated: start again
                self.offsets, self.rows, self.skipped, self._read_to = [], [], 0, 0
                self.generation += 1
            if size == self._read_to:
                return
            with open(self.path, "rb") as f:
                f.seek(self._read_to)
                data = f.read(size - self._read_to)
            end = data.rfind(b"\n") + 1  # complete lines only
            pos = self._read_to
            for raw in data[:end].split(b"\n")[:-1]:
                start, pos = pos, pos + len(raw) + 1
                if not raw.strip():
                    continue
                try:
                    row = _loads(raw)
                    if not isinstance(row, dict):
                        raise ValueError("not a JSON object")
                    summary = self.summarize(row)
                except (ValueError, TypeError, KeyError) as e:
                    self.skipped += 1
                    log.warning("%s: skipped line at byte %d: %s", self.path, start, e)
                    continue
                self.offsets.append((start, len(raw)))
                self.rows.append(summary)
            self._read_to += end

    def load(self, index: int) -> dict:
        start, length = self.offsets[index]
        with open(self.path, "rb") as f:
            f.seek(start)
            return _loads(f.read(length))


@dataclass
class TrajSummary:
    id: str
    task_id: str
    reward: float | None
    finish_reason: str
    num_turns: int
    num_sampled: int
    wall_s: float
    min_version: int | None


def summarize_trajectory(d: dict) -> TrajSummary:
    versions = [t.get("version", 0) for t in d.get("turns") or []]
    return TrajSummary(
        id=str(d["id"]), task_id=str(d.get("task_id", "")),
        reward=float(d["reward"]) if d.get("reward") is not None else None,
        finish_reason=str(d.get("finish_reason", "")), num_turns=len(d.get("turns") or []),
        num_sampled=sum(int(x) for x in d.get("loss_mask") or []),
        wall_s=float(d.get("wall_s") or 0.0), min_version=min(versions) if versions else None)


class RunFiles:
    """Everything the dashboard reads from one run directory."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.metrics = JsonlTail(path / "metrics.jsonl", lambda row: row)
        self.trajectories = JsonlTail(path / "buffer" / "trajectories.jsonl",
                                      summarize_trajectory)
        self.settled = JsonlTail(path / "buffer" / "consumed.jsonl",
                                 lambda row: (str(row["id"]), str(row["why"])))
        self._by_id: dict[str, int] = {}
        self._by_id_generation = 0
        self._tokenizer: Any = None
        self._tokenizer_tried = False

    def read_json(self, name: str) -> dict:
        p = self.path / name
        try:
            data = _loads(p.read_bytes())
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as e:  # mid-write or damaged: show the rest
            log.warning("%s: unreadable: %s", p, e)
            return {}
        return data if isinstance(data, dict) else {}

    def config_text(self) -> str:
        try:
            return safe_text((self.path / "config.toml").read_bytes())
        except OSError:
            return ""

    def state(self) -> dict:
        return self.read_json("state.json")

    def phase(self) -> str:
        state = self.state()
        if state.get("phase"):
            return str(state["phase"])
        return "warm-up" if state else "starting"

    def metric_rows(self) -> list[dict]:
        self.metrics.refresh()
        return self.metrics.rows

    def settled_map(self) -> dict[str, str]:
        self.settled.refresh()
        return dict(self.settled.rows)

    def trajectory_rows(self) -> list[TrajSummary]:
        t = self.trajectories
        t.refresh()
        if self._by_id_generation != t.generation:  # the file was replaced
            self._by_id, self._by_id_generation = {}, t.generation
        for i in range(len(self._by_id), len(t.rows)):
            self._by_id[t.rows[i].id] = i
        return t.rows

    def trajectory(self, traj_id: str) -> dict | None:
        self.trajectory_rows()
        i = self._by_id.get(traj_id)
        return None if i is None else self.trajectories.load(i)

    def evals(self) -> list[tuple[str, dict]]:
        out = []
        for p in sorted((self.path / "eval").glob("*.json")):
            data = self.read_json(f"eval/{p.name}")
            if data:
                out.append((p.stem, data))
        return out

    def tokenizer(self) -> Any:
        """The run's tokenizer (tokenizer.json of the trained, base or warm-start model) to
        show sampled tokens as text; None where the run directory has none."""
        if not self._tokenizer_tried:
            self._tokenizer_tried = True
            from tokenizers import Tokenizer

            for sub in ("model", "sft/model", "pretrain/model", "base"):
                p = self.path / sub / "tokenizer.json"
                if p.is_file():
                    try:
                        self._tokenizer = Tokenizer.from_file(str(p))
                        break
                    except Exception as e:  # a damaged file: show token ids instead
                        log.warning("%s: unreadable tokenizer: %s", p, e)
        return self._tokenizer
