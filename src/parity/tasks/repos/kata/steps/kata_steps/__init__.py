"""Kata: steps functions."""
