"""Kata: clamp."""
