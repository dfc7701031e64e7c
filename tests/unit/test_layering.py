"""The packages under src/parity import each other downward only, and without a cycle.

A package is the first name under `parity` (`parity.inference.engine` belongs to `inference`);
a top-level module (cli.py, config.py, types.py, ...) is a node of its own. Every import
counts: at the top of a module, inside a function (a lazy import is still a dependency), and
under TYPE_CHECKING. Every folder of modules under src/parity is scanned; one without an
`__init__.py` fails the scan (setuptools' `find` would leave it out of a wheel, and the scan
would not see it), unless it is data (DATA).

LAYERS is the package order, lowest first, written down once (README.md, "the packages ...
import downward"). A package imports its own layer or lower ones: an import of a higher layer
fails, naming both modules and both layers; a cycle inside a layer fails by the cycle test,
which names each edge of the cycle with the modules that make it, so it says what to move.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import parity

SRC = Path(parity.__file__).parent

# The package order, lowest first. There are no exemptions: an import that breaks it is moved.
LAYERS: list[tuple[str, ...]] = [
    # records and helpers that every part uses and that import no other part: typed records,
    # the config section base, what the CLI modules share (clikit), process launching,
    # metrics/progress, torch threads per process
    ("types", "section", "clikit", "launch", "observe", "threads"),
    # the environment side, bottom up: sandboxes; a task's environment (dependency layers,
    # images) and the tools in it; tasks and code search on them; the server that hosts
    # sessions. Nothing here knows of models.
    ("sandbox",),
    ("taskenv", "tools"),
    ("tasks", "search"),
    ("envserver",),
    # the model side and the loop on it: the tool-call format and weight transports; engines;
    # the agent loop (product and training alike: an environment and an engine); rollouts,
    # which run the loop in groups and never know the trainer (the learner takes any trainer,
    # and the Ray actor that hosts a Trainer is in run/actors.py); the trainer, which takes
    # finished trajectories; the embedded default, built by training (pretrain) on the
    # bundled repositories, so above train and tasks (inference and train load any model
    # directory; the agent gets a default tokenizer from the CLI, not from models);
    # the evaluation of a model on tasks, which may open that default.
    ("format", "weights"),
    ("inference",),
    ("agent",),
    # external harnesses' rollouts (parity.harness) beside Parity's own
    ("rollout", "harness"),
    ("train",),
    ("models",),
    ("evaluation",),
    # wiring: the config tree of a whole run (it nests every package's section), the run;
    # then what reads or drives runs: the dashboard reads a run directory the way run writes
    # it (run.cluster.checkpoint_root, run.learners.train_config), and the CLI, not run,
    # starts it; quickstart runs the demo and a run; benchmarks; the test helpers.
    ("config",),
    ("run", "demo"),
    ("dashboard", "quickstart", "bench", "testing"),
    # the `parity` command: it mounts each package's commands (their cli.py modules), and
    # holds those that wire packages no one of them may import together
    ("cli",),
]
LAYER = {name: i for i, layer in enumerate(LAYERS) for name in layer}

# folders that hold Python files but are data, not Parity's modules
# the bundled task repositories (their own packages and tests); the harness scripts that run
# inside a sandbox on its own Python, never imported by Parity
DATA = {"tasks/repos", "harness/recipes"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Absolute names of the parity modules a module imports (relative imports resolved)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base[:len(base) - node.level + (1 if is_package else 0)]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            if name == "parity":  # `from parity import tasks`: the names are the modules
                out.update(f"parity.{a.name}" for a in node.names)
            else:
                out.add(name)
    return {n for n in out if n.startswith("parity.")}


def _node(module: str) -> str:
    return module.split(".")[1]


def _is_data(path: Path) -> bool:
    return path.relative_to(SRC).as_posix() in DATA


def _modules(folder: Path = SRC):
    """Parity's own modules: every .py file under src/parity, except in DATA."""
    for path in sorted(folder.iterdir()):
        if path.suffix == ".py":
            yield path
        elif path.is_dir() and path.name != "__pycache__" and not _is_data(path):
            yield from _modules(path)


def package_edges() -> dict[tuple[str, str], list[str]]:
    """(importer package, imported package) -> the `module -> module` imports that make it."""
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in _modules():
        module = _module_name(path)
        if module == "parity":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for target in sorted(_imported(tree, module, path.name == "__init__.py")):
            a, b = _node(module), _node(target)
            if a != b:
                edges[(a, b)].append(f"{module} -> {target}")
    return edges


def strongly_connected(edges) -> list[list[str]]:
    """Tarjan's algorithm (1972): the groups of nodes that reach each other, larger than one."""
    graph = defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_scan_sees_lazy_and_relative_imports():
    tree = ast.parse("from . import engine\ndef f():\n    from ..tasks import schema\n"
                     "    import parity.train.loss\n    from parity import types\n    import json\n")
    assert _imported(tree, "parity.inference.models", False) == {
        "parity.inference", "parity.tasks", "parity.train.loss", "parity.types"}
    assert _imported(ast.parse("from . import types"), "parity.cli", False) == {"parity.types"}
    assert strongly_connected({("a", "b"): [], ("b", "c"): [], ("c", "a"): [], ("c", "d"): []}) \
        == [["a", "b", "c"]]


def test_package_imports_have_no_cycle():
    edges = package_edges()
    assert ("cli", "agent") in edges  # the scan reads the tree it should (cli wires agent)
    assert ("run", "rollout") in edges  # and run/, which once had no __init__.py
    problems = []
    for group in strongly_connected(edges):
        members = set(group)
        problems.append("cycle among " + ", ".join(group) + ":")
        for (a, b), why in sorted(edges.items()):
            if a in members and b in members:
                problems.append(f"  {a} -> {b}: " + "; ".join(why))
    assert not problems, "\n".join(problems)


def test_product_code_does_not_import_the_test_helpers():
    # parity.testing re-exports stand-ins for tests; product code takes them from their home
    # (the scripted engines: parity.inference.replay)
    importers = sorted(why.split(" -> ")[0] for (a, b), whys in package_edges().items()
                       if b == "testing" for why in whys)
    assert importers == []


def test_every_folder_of_modules_is_a_package():
    bare = sorted(path.parent.relative_to(SRC).as_posix() for path in _modules()
                  if not (path.parent / "__init__.py").is_file())
    assert bare == [], (f"folders of modules without an __init__.py: {sorted(set(bare))} "
                        "(add one, or list the folder in DATA if it is data)")


def test_every_package_is_in_exactly_one_layer():
    names = [name for layer in LAYERS for name in layer]
    assert len(names) == len(set(names)), "a package is in two layers"
    found = {_node(_module_name(path)) for path in _modules() if _module_name(path) != "parity"}
    assert found - set(names) == set(), "packages in no layer: add each to LAYERS"
    assert set(names) - found == set(), "LAYERS names packages that do not exist"


def test_no_package_imports_a_higher_layer():
    def where(package: str) -> str:
        return f"{package} (layer {LAYER[package]}: {', '.join(LAYERS[LAYER[package]])})"

    problems = [f"{why}: {where(a)} imports {where(b)}, a higher layer"
                for (a, b), whys in sorted(package_edges().items())
                if a in LAYER and b in LAYER and LAYER[a] < LAYER[b] for why in whys]
    assert not problems, "upward imports (move the code, or the package in LAYERS if the " \
        "order was wrong):\n" + "\n".join(problems)
