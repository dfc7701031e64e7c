"""`semantic_search` end to end through the in-process environment: real sandboxes, real
tool calls, an edit made with `edit_file` and found by the next search."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from parity.envserver.config import EnvConfig
from parity.envserver.sessions import LocalEnv
from parity.search.embed import EmbedderUnavailable, HashingEmbedder, packaged_model_dir
from parity.search.service import SearchConfig, SearchService
from parity.types import Snapshot, ToolCall

REPO = {
    "inventory/stock.py": (
        "class Warehouse:\n"
        "    def __init__(self):\n        self.counts = {}\n\n"
        "    def receive(self, sku, quantity):\n"
        "        self.counts[sku] = self.counts.get(sku, 0) + quantity\n\n"
        "    def ship(self, sku, quantity):\n"
        "        if self.counts.get(sku, 0) < quantity:\n"
        "            raise ValueError('not enough stock')\n"
        "        self.counts[sku] -= quantity\n"),
    "inventory/report.py": (
        "def low_stock(warehouse, threshold=5):\n"
        "    return sorted(s for s, n in warehouse.counts.items() if n < threshold)\n"),
    "inventory/net.py": (
        "import time\n\n\n"
        "def with_retries(fn, attempts=3, backoff_s=0.5):\n"
        "    for i in range(attempts):\n"
        "        try:\n            return fn()\n"
        "        except OSError:\n            time.sleep(backoff_s * 2 ** i)\n"
        "    return fn()\n"),
}


def make_repo(root: Path) -> Path:
    for rel, text in REPO.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def call(name: str, **arguments) -> ToolCall:
    return ToolCall(name=name, arguments=json.dumps(arguments))


async def test_semantic_search_sees_the_sessions_own_edits(tmp_path):
    repo = make_repo(tmp_path / "repo")
    embedder = HashingEmbedder()
    search = SearchService(SearchConfig(model="hash", cache_dir=str(tmp_path / "cache")),
                           embedder=embedder)
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sandboxes")), search=search)
    try:
        a = await env.create_session(snapshot=Snapshot(path=str(repo)))
        b = await env.create_session(snapshot=Snapshot(path=str(repo)))
        assert embedder.calls == 0  # sessions that never search pay nothing

        (r,) = await env.run_tools(a.session_id, [
            call("semantic_search", query="retry a network call with exponential backoff")])
        assert r.ok, r.output
        assert r.output.splitlines()[0].startswith("1. inventory/net.py:4-10  with_retries")
        indexed = embedder.calls

        new_fn = ("    def transfer(self, sku, quantity, other):\n"
                  "        self.ship(sku, quantity)\n"
                  "        other.receive(sku, quantity)\n")
        (edit,) = await env.run_tools(a.session_id, [call(
            "edit_file", path="inventory/stock.py",
            old_string="        self.counts[sku] -= quantity\n",
            new_string="        self.counts[sku] -= quantity\n\n" + new_fn)])
        assert edit.ok, edit.output
        query = "transfer stock of a sku to another warehouse"
        (r,) = await env.run_tools(a.session_id, [
            call("semantic_search", query=query, target_directories=["inventory"], top_k=3)])
        assert r.ok and "Warehouse.transfer (method)" in r.output
        assert "other.receive(sku, quantity)" in r.output
        # Only the edited file was re-chunked; only its new chunk and that chunk's name
        # ("warehouse transfer") needed the embedder (plus one vector per query).
        assert embedder.calls - indexed == 2 + 1

        # The other session shares the snapshot's index and does not see a's edit.
        (r,) = await env.run_tools(b.session_id, [call("semantic_search", query=query)])
        assert r.ok and "transfer" not in r.output
        assert env.sessions[a.session_id].ctx.searcher._base is \
            env.sessions[b.session_id].ctx.searcher._base  # type: ignore[union-attr]

        bad = await env.run_tools(a.session_id, [
            call("semantic_search", query="   "),
            call("semantic_search", query="x", top_k=0),
            call("semantic_search", query="x", target_directories=["../outside"])])
        assert [x.ok for x in bad] == [False, False, False]
        assert "query is empty" in bad[0].output and "top_k" in bad[1].output
        assert "escapes the workspace" in bad[2].output
    finally:
        await env.aclose()
        search.close()


async def test_without_the_model_the_tool_answers_lexically(tmp_path):
    repo = make_repo(tmp_path / "repo")
    search = SearchService(SearchConfig(model=str(tmp_path / "missing-model"),
                                        cache_dir=str(tmp_path / "cache")))
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sandboxes")), search=search)
    try:
        info = await env.create_session(snapshot=Snapshot(path=str(repo)))
        (r,) = await env.run_tools(info.session_id, [call("semantic_search", query="ship stock")])
        assert r.ok
        assert "semantic (embedding) search is unavailable here" in r.output
        assert "missing-model" in r.output and "Warehouse.ship" in r.output
    finally:
        await env.aclose()


def _packaged_model_reason() -> str | None:
    """Checked without importing torch (collection stays fast)."""
    if importlib.util.find_spec("sentence_transformers") is None:
        return "sentence-transformers is not installed"
    try:
        packaged_model_dir()
    except EmbedderUnavailable as e:
        return f"the packaged MiniLM model is unavailable: {e}"
    return None


MODEL_REASON = _packaged_model_reason()


@pytest.mark.skipif(MODEL_REASON is not None, reason=MODEL_REASON or "")
async def test_real_minilm_model_through_the_environment(tmp_path):
    """The default search service (the packaged MiniLM): lazy load, real ranking."""
    repo = make_repo(tmp_path / "repo")
    search = SearchService(SearchConfig(cache_dir=str(tmp_path / "cache")))
    env = LocalEnv(EnvConfig(base_dir=str(tmp_path / "sandboxes")), search=search)
    try:
        info = await env.create_session(snapshot=Snapshot(path=str(repo)))
        assert not search.embedder.loaded  # type: ignore[attr-defined]
        (r,) = await env.run_tools(info.session_id, [
            call("semantic_search", query="which items are running out", top_k=2)])
        assert r.ok, r.output
        assert search.embedder.loaded  # type: ignore[attr-defined]
        assert "note:" not in r.output
        assert r.output.splitlines()[0].startswith("1. inventory/report.py:1-2  low_stock")
        (r,) = await env.run_tools(info.session_id, [
            call("semantic_search", query="try again after a delay when it fails", top_k=1)])
        assert r.output.splitlines()[0].startswith("1. inventory/net.py")
    finally:
        await env.aclose()
        search.close()
