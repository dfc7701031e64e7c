"""Kata: max_gap."""
