"""Kata: discount."""
