"""Kata: balance functions."""
