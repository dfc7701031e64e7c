"""Progress bars: on a terminal, a count, a rate and an estimate; off one, nothing. The line
an RL step prints, on a terminal or not."""

from __future__ import annotations

import os
import subprocess
import sys

from parity.observe.progress import duration, rl_step_line

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


ROW = {"rollout/completed": 48, "rollout/window_n": 17.0, "rollout/window_failed": 1.0,
       "rollout/window_reward_mean": 0.3125, "rollout/window_solve_rate": 0.25,
       "rollout/reward_mean": 0.5, "rollout/solved": 0.5, "rollout/failures/engine": 1,
       "engine/computed_tokens": 6200.0, "train/tokens_per_s": 1234.0}


def test_rl_step_line_says_what_the_step_did_and_the_time_left():
    line = rl_step_line(ROW, 3, 8, elapsed_s=300.0, steps_done=3, interval_s=20.0,
                        wall_cap_s=None)
    assert line == ("RL step 3/8 | 48 rollouts (1 failed) | reward 0.31, solved 25% of 16 "
                    "sampled | rollouts 310, trainer 1,234 tok/s | 8m20s left")
    # the wall cap bounds the estimate, and the line says so
    capped = rl_step_line(ROW, 3, 8, elapsed_s=300.0, steps_done=3, interval_s=20.0,
                          wall_cap_s=360.0)
    assert capped.endswith("| 1m00s left (RL's wall cap)")
    # a resumed run estimates from its own steps: 2 of them in 100 s, 3 left
    assert rl_step_line(ROW, 5, 8, elapsed_s=100.0, steps_done=2, interval_s=50.0,
                        wall_cap_s=None).endswith("| 2m30s left")


def test_rl_step_line_without_rollouts_finished_since_the_last_step():
    row = {**ROW, "rollout/window_n": 0.0, "rollout/window_failed": 0.0}
    del row["rollout/window_solve_rate"], row["rollout/window_reward_mean"]
    line = rl_step_line(row, 1, 2, elapsed_s=10.0, steps_done=1, interval_s=10.0,
                        wall_cap_s=None)
    assert "reward 0.50, solved 50% of the groups trained on" in line
    assert rl_step_line({}, 2, 2, elapsed_s=10.0, steps_done=2, interval_s=5.0,
                        wall_cap_s=None) == "RL step 2/2 | 0s left"


def test_duration():
    assert [duration(x) for x in (0.4, 45, 125, 3725)] == ["0s", "45s", "2m05s", "1h02m"]
