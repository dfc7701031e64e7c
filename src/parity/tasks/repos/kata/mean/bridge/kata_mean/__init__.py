"""Kata: mean."""
