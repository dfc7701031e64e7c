"""Kata: weigh functions."""
