"""Kata: floor_gap functions."""
