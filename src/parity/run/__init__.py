"""`parity train CONFIG.toml`: every real part wired from one config (train.py), and the edge
where Ray meets the plain classes (actors.py, cluster.py). The top of the package order
(tests/unit/test_layering.py): nothing below imports it."""
