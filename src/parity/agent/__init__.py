"""The agent loop shared by `parity agent` and training rollouts."""
