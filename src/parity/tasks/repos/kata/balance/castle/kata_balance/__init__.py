"""Kata: balance."""
