"""The `parity` command's surface, written down: every command and group, and the options
and arguments of each, in the order `--help` lists them. The CLI's code is spread over the
packages' cli.py modules and mounted by parity/cli.py (issue 31); this is what must not move
when that code does. A change here is a change users see: make it in the list as well.

And `import parity.cli` (all `parity --help` needs) imports no heavy library: each command
imports what it uses when it runs."""

from __future__ import annotations

import subprocess
import sys

import typer.main

from parity.cli import app

# command path -> its arguments (upper case) and options (aliases after ",", the off switch
# after "/"), in declaration order; a group's line is empty
SURFACE = {
    "env-server": (
        "--host --port --token --backend --max-sessions --session-ttl-s --config --verbose,-v"),
    "serve": (
        "--model --host --port --token --device --dtype --max-batch-size --prefix-cache-mb "
        "--served-model-name --threads --weights-transport --weights-option --config --verbose,-v"),
    "quickstart": (
        "--backend --demo-only/--no-demo-only --toy/--no-toy --config --out --seed "
        "--dashboard/--no-dashboard "
        "--dashboard-port"),
    "train": (
        "CONFIG OVERRIDES --resume/--no-resume --print-config/--no-print-config "
        "--dashboard/--no-dashboard --dashboard-port --threads --verbose,-v"),
    "dashboard": "RUN_DIR --host --port",
    "report": "RUN_DIR --out",
    "agent": (
        "TASK --repo --model --tokenizer --model-name --api-key --apply/--no-apply --max-turns "
        "--max-tokens-per-turn --temperature --backend --threads --config"),
    "eval": (
        "--model --tasks --k --temperature --seed --concurrency --json --report --trajectories "
        "--split --limit --visible-tests --max-turns --max-tokens-per-turn --env --env-token --backend "
        "--tokenizer --model-name --api-key --device --without-tool --threads --harness "
        "--harness-timeout-s --config"),
    "pretrain": (
        "--model --out --steps --schedule-steps --max-time-s --seq-len --batch-rows "
        "--corpus-bytes --lr --warmup-steps --micro-batch-tokens --save-every --resume --bf16 "
        "--gradient-checkpointing --seed --threads"),
    "sft": (
        "--model --data --out --steps --schedule-steps --max-time-s --batch-size --lr "
        "--warmup-steps --micro-batch-tokens --save-every --resume --bf16 "
        "--gradient-checkpointing --seed --threads"),
    "bench": "",
    "bench rollout": "--json --slots --steps --group-size --step-s --sigma --median-s --seed",
    "bench env": "--json --iterations --swerex/--no-swerex",
    "bench load": "--json --sessions --requests --seconds",
    "bench grade": "--json --num-tasks --iterations --tasks",
    "bench memory": "--json --model --rounds --rows --new-tokens --threads --settings",
    "bench peak": "--json --threads --size --seconds",
    "bench engine": (
        "--json --hidden --layers --vocab --requests --prompt-tokens --new-tokens --sessions "
        "--turns --threads --model --vs --streams --dtype --repeats --vllm-python"),
    "bench search": (
        "--json --model --limit-modules --max-queries --latency-queries --cache-dir --root "
        "--pypi --stdlib/--no-stdlib --fusion-weights"),
    "bench train": (
        "--vs --json --steps --prompts --generations --max-prompt-tokens "
        "--max-completion-tokens --hidden --layers --vocab --uniform-lengths --threads --model "
        "--bf16 --gradient-checkpointing --memory/--no-memory --trajectories --micro-batch-tokens"),
    "bench sft": (
        "--json --demos --steps --batch --prefix-tokens --suffix-tokens --hidden --layers "
        "--threads --vs --model --bf16"),
    "bench weights": (
        "--json --size-mb --rounds --transports --engines --update-models --update-rounds"),
    "bench gpu": "--out --tiny",
    "bench faults": "--json --kinds --steps --work-dir --request-timeout-s",
    "model": "",
    "model pull": "NAME",
    "model list": "",
    "model build": (
        "--out --kind --seed --corpus-bytes --vocab-size --copy-circuit/--no-copy-circuit"),
    "tasks": "",
    "tasks list": "PATH --split --limit",
    "tasks show": "TASK_ID PATH --patches/--no-patches",
    "tasks stats": "PATH --json",
    "tasks synth": (
        "--repo --pypi,--sdist --env/--no-env --with --bundled/--no-bundled --out --seed "
        "--split --max-candidates --workers --kind --max-failing --max-tasks --multi-per-file "
        "--test-timeout-s --clean-timeout-s --backend --verbose,-v"),
    "tasks validate": "PATH --limit --sample --workers --backend --json",
    "tasks fetch": "NAMES --env/--no-env --file",
    "tasks kata": "--per-family --seed --out",
    "tasks cheat-check": "--task-id --only --tasks --backend --path",
    "index": "",
    "index build": "PATH --dir --exclude --model --cache-dir --verbose,-v",
    "index query": (
        "PATH QUESTION --top-k,-k --dir --ranker --exclude --max-new-chunks --model --cache-dir "
        "--json --server/--no-server --verbose,-v"),
    "index serve": "--model --cache-dir --idle-timeout-s --verbose,-v",
    "search": "",
    "search query": (
        "QUESTION PATH --top-k,-k --dir --ranker --exclude --max-new-chunks --model --cache-dir "
        "--json --server/--no-server --verbose,-v"),
    "search train-embedder": (
        "--out --corpus --base-model --max-pairs --epochs --batch-size --lr --max-seq-tokens "
        "--eval-modules --device --seed --cache-dir --json --verbose,-v"),
    "search train-fusion": (
        "--out --root --pypi --max-queries --steps --stdlib-modules --validate/--no-validate --model --cache-dir"),
    "env": "",
    "env tools": "",
    "env pull": "IMAGES",
    "env build": "TASKS --jobs --engine",
    "env list": "",
    "env prune": "TASKS --all",
    "env spec": "REPO",
}


def _surface(command, path: tuple[str, ...] = ()) -> dict[str, str]:
    params = []
    for p in command.params:
        if p.name == "help":
            continue
        if type(p).__name__.endswith("Argument"):
            params.append(p.name.upper())
        else:
            params.append(",".join(p.opts) + ("/" + ",".join(p.secondary_opts)
                                              if p.secondary_opts else ""))
    out = {" ".join(path): " ".join(params)} if path else {}
    for name in getattr(command, "list_commands", lambda ctx: [])(None):
        out.update(_surface(command.get_command(None, name), (*path, name)))
    return out


def test_every_command_is_there_with_its_options():
    found = _surface(typer.main.get_command(app))
    assert list(found) == list(SURFACE), "commands added, removed or reordered"
    changed = {path: (SURFACE[path], found[path]) for path in SURFACE
               if found[path] != SURFACE[path]}
    assert not changed, f"options changed (expected, found): {changed}"


def test_importing_the_cli_loads_no_heavy_library():
    heavy = ["torch", "transformers", "numpy", "pydantic", "httpx", "fastapi", "uvicorn",
             "parity.envserver", "parity.taskenv", "parity.inference", "parity.train", "parity.run"]
    code = ("import sys, parity.cli; "
            f"print(','.join(m for m in {heavy!r} if m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "", f"`parity --help` imports {r.stdout.strip()}"
