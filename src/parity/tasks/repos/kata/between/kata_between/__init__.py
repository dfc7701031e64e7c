"""Kata: between functions."""
