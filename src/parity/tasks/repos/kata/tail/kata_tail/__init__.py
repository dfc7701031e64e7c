"""Kata: tail functions."""
