"""Progress bars: on a terminal, a count, a rate and an estimate; off one, nothing."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import time
from parity.observe.progress import bar
with bar(4, "environments", "env") as b:
    for _ in range(4):
        time.sleep(0.3)
        b.update()
print("done")
"""


def run(stderr) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, stderr=stderr,
                          text=True, timeout=120)


def test_a_bar_on_a_terminal_shows_count_rate_and_estimate():
    import fcntl
    import struct
    import termios

    leader, follower = os.openpty()
    # a terminal 100 columns wide (a fresh pty has 0: nothing would fit)
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    try:
        r = run(follower)
        os.close(follower)
        out = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closed: all read
                break
            if not chunk:
                break
            out += chunk
    finally:
        os.close(leader)
    text = out.decode(errors="replace")
    assert r.returncode == 0 and r.stdout.strip() == "done"
    assert "environments" in text and "4/4" in text and "env/s" in text and "<" in text


def test_no_bar_off_a_terminal():
    r = run(subprocess.PIPE)
    assert r.returncode == 0 and r.stdout.strip() == "done" and r.stderr == ""


def test_rl_status_is_one_line_of_what_the_row_has():
    from parity.observe.progress import rl_status

    line = rl_status({"rollout/reward_mean": 0.25, "rollout/solved": 0.5, "train/staleness_mean": 0.5,
                      "train/tokens_per_s": 1234.0, "rollout/completed": 40,
                      "rollout/failures/env": 2, "rollout/failures/engine": 1})
    assert line == "reward 0.25 | solved 50% | stale 0.5 | 1,234 tok/s | 40 rollouts | 3 failed"
    assert rl_status({"train/loss": 1.0}) == ""
