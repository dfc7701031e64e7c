"""Kata: between."""
