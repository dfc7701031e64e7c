"""Kata: multiples."""
