"""Kata: pad."""
