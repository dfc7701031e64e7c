"""Tuned models by name: a pretrained model taught Parity's tool format, made on first use.

    smollm2-135m-agent   smollm2-135m after 48 SFT steps on 64 graded demonstrations of the
                         engineer's route on the bundled multi-file repositories

SmolLM2-135M-Instruct as shipped never calls a tool: given Parity's system prompt and tool
list it answers in prose and code blocks (measured: 0 tool calls on a bundled repository,
and 0 of 20 kata tasks, the filer's trial in issue 29). SFT on the scripted solver's graded
demonstrations makes it call tools in Parity's format (`<tool_call>{"name": ...,
"arguments": ...}</tool_call>`). The demonstrations take the engineer's route (rollout/
solver.py EngineerSolver): run the failing test, open the function its traceback names,
edit, rerun; on the bundled repositories' SFT share (fmtkit, structs, minilisp, tinyparse:
never taskcli or textops), their tests in the workspace. That route works on a repository of
any size; the earlier recipe's (grep every `def`, on one-function kata) filled an 8k context
on toolz and changed nothing (issue 46). That is the default of `parity agent` and `parity
serve`: the pretrained model, in the format the harness speaks.

The recipe is run with the training path itself (`run.model.warm_up`: the same
demonstrations and SFT as `parity train`), from a fixed config and seed; its stages stop on
step counts, so the same recipe gives the same weights on any machine. The result lives in
`cache_dir()/models/<name>-<12 hex>/`, the hex a hash of the base model's directory name
(itself content-addressed) and the recipe, beside a manifest. It is a starting point for RL
(`parity train` with `model.path = "smollm2-135m-agent"`), not a model that solves much yet.

`resolve(spec)` is what the CLI calls for any model argument: a recipe name, else whatever
`parity.models.pretrained.resolve_model` takes (a pretrained name, a .gguf file, a directory,
a URL or `scripted:FILE` passed through).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from parity.models.pretrained import KNOWN, ModelNotFound, made_once, models_root, resolve_model
from parity.types import ANY_MODEL, ModelForm, parse_model_arg


@dataclass(frozen=True)
class Recipe:
    base: str
    demos: int
    sft_steps: int
    sft_lr: float
    sft_batch: int
    seed: int = 0
    about: str = ""
    tasks: str = "kata"  # the built-in set whose SFT share is demonstrated
    routes: tuple[str, ...] = ("read",)  # rollout/solver.py ROUTES
    visible_tests: bool = False  # the engineer route runs the tests: they must be there


RECIPES = {
    "smollm2-135m-agent": Recipe(
        base="smollm2-135m", demos=64, sft_steps=48, sft_lr=1e-4, sft_batch=1,
        tasks="bundled", routes=("engineer",), visible_tests=True,
        about="SmolLM2-135M-Instruct after 48 SFT steps on 64 graded demonstrations of the "
              "engineer's route (run the failing test, open what its traceback names, edit, "
              "rerun) on bundled multi-file repositories: Parity's tool-call format (made on "
              "first use: 22 minutes on 2 cores shared with other work, 2026-12-05)"),
}
DEFAULT_AGENT_MODEL = "smollm2-135m-agent"


def resolve(spec: str, accept: tuple[ModelForm, ...] = ANY_MODEL) -> str:
    """A model argument as a model directory (recipes built on first use), or a URL or
    scripted:FILE passed through. Its form is parity.types.parse_model_arg's to decide, and
    one `accept` leaves out (`parity serve` takes no URL) is ModelNotFound, as is a name
    that is neither a recipe nor a pretrained model: one line saying what would do."""
    if spec in RECIPES:
        return str(build(spec))
    try:
        kind = parse_model_arg(spec, accept).kind
    except ValueError as e:
        raise ModelNotFound(str(e)) from None
    if kind == "name" and spec not in KNOWN:
        raise ModelNotFound(f"{spec!r} is not a model here: give a model directory, a .gguf "
                            f"file, or a known name ({', '.join([*RECIPES, *KNOWN])}; "
                            f"`parity model list`)")
    return resolve_model(spec)


def build(name: str, recipe: Recipe | None = None) -> Path:
    """The tuned model `name` (`recipe`, else the registered one), made once."""
    recipe = recipe or RECIPES[name]
    base = Path(resolve_model(recipe.base))
    key = hashlib.sha256(json.dumps([base.name, asdict(recipe)], sort_keys=True).encode())
    dest = models_root() / f"{name}-{key.hexdigest()[:12]}"

    def tune(out: Path, scratch: Path) -> dict:
        print(f"model: making {name} into {dest} (once: {recipe.demos} demonstrations, "
              f"{recipe.sft_steps} SFT steps)", flush=True)
        start = time.monotonic()
        shutil.copytree(_tune(base, recipe, scratch), out, dirs_exist_ok=True)
        return {"name": name, "about": recipe.about, "base": str(base),
                "recipe": asdict(recipe), "tune_s": round(time.monotonic() - start, 1)}

    return made_once(dest, tune)


def _tune(base: Path, recipe: Recipe, work: Path) -> Path:
    from parity.config import ParityConfig
    from parity.run.env_servers import check_tools
    from parity.run.model import demo_specs, warm_up
    from parity.run.tasks import load_task_sets

    cfg = ParityConfig.model_validate({
        "out": str(work / "run"), "seed": recipe.seed, "model": {"path": str(base)},
        "warmup": {"demos": recipe.demos, "sft_steps": recipe.sft_steps, "sft_lr": recipe.sft_lr,
                   "sft_batch": recipe.sft_batch, "demo_edit_style": "line",
                   "demo_routes": list(recipe.routes)},
        "tasks": {"train": recipe.tasks, "visible_tests": recipe.visible_tests},
        "train": {"mixed_precision": "bf16", "device": "cpu"},
    })
    check_tools(cfg)
    sets = load_task_sets(cfg, work / "synth-cache")
    (work / "run").mkdir(parents=True, exist_ok=True)
    return warm_up(cfg, base, demo_specs(cfg, sets), work / "run")
