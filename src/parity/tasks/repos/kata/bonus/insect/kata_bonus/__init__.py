"""Kata: bonus."""
