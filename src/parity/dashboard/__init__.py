"""`parity dashboard RUN_DIR`: a web page on loopback over a run directory, live or finished.

It reads only what the run writes (config.toml, state.json, metrics.jsonl, buffer/,
eval/, services.json) and the env servers' own /health and /metrics, so it works the same on
a run in progress, a finished run, and a run directory copied from another machine (there
the servers show as down). Pages are rendered on the server (Jinja2, every value escaped:
model output is untrusted); curves are drawn by plotly.js, served from the installed
`plotly` package, so nothing is fetched from the network.
"""
