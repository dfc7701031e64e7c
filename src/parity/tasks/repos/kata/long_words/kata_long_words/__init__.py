"""Kata: long_words functions."""
