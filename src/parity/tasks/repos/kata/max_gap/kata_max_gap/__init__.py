"""Kata: max_gap functions."""
