"""Kata: wrap functions."""
