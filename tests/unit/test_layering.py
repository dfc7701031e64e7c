"""The packages under src/parity import each other without a cycle.

A package is the first name under `parity` (`parity.inference.engine` belongs to `inference`);
a top-level module (cli.py, config.py, types.py, rl.py, ...) is a node of its own. Every import
counts: at the top of a module, inside a function (a lazy import is still a dependency), and
under TYPE_CHECKING. A cycle means two packages cannot be understood, tested or replaced apart;
the failure names each edge of the cycle with the modules that make it, so it says what to move.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import parity

SRC = Path(parity.__file__).parent


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


def _modules(folder: Path = SRC):
    """Parity's own modules: folders without an __init__.py (the bundled task repositories
    under tasks/repos) are data, not part of the package."""
    for path in sorted(folder.iterdir()):
        if path.suffix == ".py":
            yield path
        elif path.is_dir() and (path / "__init__.py").is_file():
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
