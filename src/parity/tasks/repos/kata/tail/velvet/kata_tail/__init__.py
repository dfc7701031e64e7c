"""Kata: tail."""
