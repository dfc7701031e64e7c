"""Deterministic stand-ins for tests, so they need no mocks.

The scripted engines are product code (a reproducible model for `parity agent`, demos and
benchmarks) and live in parity.inference.replay; they are re-exported here for tests. No
product module imports this one.
"""

from __future__ import annotations

from parity.inference.replay import ScriptedEngine, ScriptedSolverEngine

__all__ = ["ScriptedEngine", "ScriptedSolverEngine"]
