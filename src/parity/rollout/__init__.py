"""Rollouts: workers that run the agent loop on tasks, a durable buffer, and the
orchestrator that keeps every worker busy (Ray actors wrap these at the edge: parity.run.actors)."""
