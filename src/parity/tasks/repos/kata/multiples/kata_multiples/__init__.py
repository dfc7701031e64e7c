"""Kata: multiples functions."""
