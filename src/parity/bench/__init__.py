"""Benchmarks behind `parity bench` (cli.py): each module measures one part and prints
figures next to a reference."""
