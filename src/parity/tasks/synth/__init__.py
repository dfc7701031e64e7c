"""Offline bug synthesis: mutate real code that has real tests, keep only validated bugs."""
