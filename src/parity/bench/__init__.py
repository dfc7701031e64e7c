"""Benchmarks behind `parity bench`: each module measures one part and prints figures next to a reference."""
