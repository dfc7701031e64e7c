"""Prompts as files, so product and training read the same text."""

from pathlib import Path

SYSTEM_PROMPT = (Path(__file__).with_name("system.md")).read_text()
