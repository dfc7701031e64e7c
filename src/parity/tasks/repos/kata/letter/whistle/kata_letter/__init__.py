"""Kata: letter."""
