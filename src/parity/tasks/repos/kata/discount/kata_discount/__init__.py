"""Kata: discount functions."""
