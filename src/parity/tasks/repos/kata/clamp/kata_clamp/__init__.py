"""Kata: clamp functions."""
