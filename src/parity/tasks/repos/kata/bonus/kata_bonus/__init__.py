"""Kata: bonus functions."""
