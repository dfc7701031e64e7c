"""Kata: long_words."""
