"""Kata: steps."""
