"""Kata: letter functions."""
