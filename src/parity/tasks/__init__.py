"""Tasks: what sessions are made from, and how a session's work is graded."""
