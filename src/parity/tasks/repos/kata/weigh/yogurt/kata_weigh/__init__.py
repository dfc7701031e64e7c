"""Kata: weigh."""
