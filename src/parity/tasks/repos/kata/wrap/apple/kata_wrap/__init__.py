"""Kata: wrap."""
