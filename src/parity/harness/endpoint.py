"""The model endpoint of harness rollouts: Parity's OpenAI server over the engine, on a Unix
socket that each rollout's sandbox gets read-only, recording every call by rollout key.

The socket's directory holds the socket and the in-sandbox forwarder (forward.py) and is
bound at `MOUNT` in every harness session; the server runs as a task on the caller's event
loop (the engine takes requests from any loop) and is stopped by `aclose`, which leaves the
engine to its owner.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from parity.harness.recording import HarnessRecorder

MOUNT = "/run/parity"  # where a harness session sees the directory
SOCKET = "model.sock"
FORWARDER = "forward.py"


class HarnessEndpoint:
    def __init__(self, engine: Any, tokenizer: Any, *, model_name: str = "parity",
                 eos_token_ids: list[int] | None = None, base_dir: Path | None = None) -> None:
        self.engine, self.tokenizer = engine, tokenizer
        self.model_name, self.eos_token_ids = model_name, eos_token_ids
        self.recorder = HarnessRecorder()
        # world-traversable: the sandbox's user is not this one; nothing in it is secret
        # (the socket answers only keys the recorder has open)
        self.dir = Path(tempfile.mkdtemp(prefix="parity-harness-", dir=base_dir))
        os.chmod(self.dir, 0o755)
        shutil.copyfile(Path(__file__).with_name(FORWARDER), self.dir / FORWARDER)
        os.chmod(self.dir / FORWARDER, 0o644)
        recipes = self.dir / "recipes"  # the shipped harnesses' scripts (worker.RECIPES)
        shutil.copytree(Path(__file__).with_name("recipes"), recipes,
                        ignore=shutil.ignore_patterns("__pycache__"))
        for path in [recipes, *recipes.rglob("*")]:
            os.chmod(path, 0o755 if path.is_dir() else 0o644)
        self.socket = self.dir / SOCKET
        self._server: Any = None
        self._task: asyncio.Task | None = None

    @property
    def mounts(self) -> tuple[tuple[str, str], ...]:
        return ((str(self.dir), MOUNT),)

    async def start(self) -> HarnessEndpoint:
        import uvicorn

        from parity.inference.server import create_app

        app = create_app(self.engine, tokenizer=self.tokenizer, model_name=self.model_name,
                         eos_token_ids=self.eos_token_ids, recorder=self.recorder)
        config = uvicorn.Config(app, uds=str(self.socket), lifespan="off", log_level="warning",
                                access_log=False, timeout_keep_alive=120)

        class Server(uvicorn.Server):
            def capture_signals(self):  # the command's own Ctrl-C handling stays as it is
                return contextlib.nullcontext()

        self._server = Server(config)
        self._task = asyncio.create_task(self._server.serve())
        for _ in range(500):
            if self._server.started:
                break
            if self._task.done():
                self._task.result()  # it failed to start: its error, here
            await asyncio.sleep(0.01)
        else:
            raise RuntimeError(f"the harness endpoint did not start on {self.socket}")
        os.chmod(self.socket, 0o777)  # connect() needs write permission on the socket
        return self

    async def aclose(self) -> None:
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._task, 10)
        shutil.rmtree(self.dir, ignore_errors=True)
