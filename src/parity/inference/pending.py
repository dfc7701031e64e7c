"""What the engine's callers wait on: a request or a weight update, each with the asyncio future
(and its loop) that the scheduler thread resolves, thread-safely, when it is done."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

from parity.inference.engine import SamplingParams
from parity.inference.records import SampledToken

log = logging.getLogger(__name__)

StopFn = Callable[[list[int]], bool]  # sees the ids sampled so far; True ends the request
TokenFn = Callable[[SampledToken], None]  # called on the caller's loop, once per sampled token


@dataclass(eq=False)
class PendingRequest:
    prompt_ids: list[int]
    params: SamplingParams
    max_new_tokens: int
    stop_ids: frozenset[int]
    stop_fn: StopFn | None
    generator: torch.Generator | None
    future: asyncio.Future
    loop: asyncio.AbstractEventLoop
    arrival_s: float
    admitted_s: float = 0.0
    first_token_s: float = 0.0
    cached_tokens: int = 0
    start_version: int = 0
    cancelled: bool = False
    out_ids: list[int] = field(default_factory=list)
    out_logprobs: list[float] = field(default_factory=list)
    out_versions: list[int] = field(default_factory=list)
    out_top: list[list[tuple[int, float]]] = field(default_factory=list)
    on_token: TokenFn | None = None


@dataclass(eq=False)
class PendingUpdate:
    state: dict[str, torch.Tensor]
    version: int
    future: asyncio.Future
    loop: asyncio.AbstractEventLoop


def _resolve(fut: asyncio.Future, result: Any = None, error: BaseException | None = None) -> None:
    if fut.done():
        return
    if error is not None:
        fut.set_exception(error)
    else:
        fut.set_result(result)


def post_result(loop: asyncio.AbstractEventLoop, fut: asyncio.Future, result: Any = None,
                error: BaseException | None = None) -> None:
    try:
        loop.call_soon_threadsafe(_resolve, fut, result, error)
    except RuntimeError:  # the caller's loop is closed: nobody is waiting any more
        log.warning("dropped a result for a closed event loop")


def _deliver(calls: list[tuple[TokenFn, SampledToken]]) -> None:
    for fn, token in calls:
        fn(token)


def post_tokens(loop: asyncio.AbstractEventLoop, calls: list[tuple[TokenFn, SampledToken]]) -> None:
    """Run a step's `on_token` calls for one loop: one wake-up per step, not one per token."""
    try:
        loop.call_soon_threadsafe(_deliver, calls)
    except RuntimeError:  # the caller's loop is closed: nobody is listening any more
        pass
