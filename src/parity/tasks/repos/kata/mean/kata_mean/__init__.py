"""Kata: mean functions."""
