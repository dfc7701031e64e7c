"""Parity: train coding agents with RL in the production harness itself."""

__version__ = "0.1.0"
