"""The trainer: pure losses and advantages, a packed-sequence trainer, checkpoints with
exact resume, and mid-training/SFT on the same machinery.

Nothing here imports torch at package import time (`parity.config` imports the typed
config from `parity.train.config`, and `parity --help` must stay fast).
"""
