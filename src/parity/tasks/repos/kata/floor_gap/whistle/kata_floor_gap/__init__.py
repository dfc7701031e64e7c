"""Kata: floor_gap."""
