"""The base of every section of the config tree (parity.config): a pydantic model that
refuses unknown keys, so a typo in a TOML file is an error naming the key, not a setting
silently ignored. Pydantic only and no Parity import: every package's config module (and
`parity --help`) imports it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid")
