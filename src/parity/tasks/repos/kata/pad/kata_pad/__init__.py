"""Kata: pad functions."""
