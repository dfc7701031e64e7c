"""Kata: generated practice repositories, sized for a tiny model to learn on a CPU.

The realistic bundled repositories are far beyond what a few-million-parameter model can fix
after minutes of training, so the quickstart learns on kata: small pure-Python packages made
from function templates. A family (`kata/clamp`, `kata/letter`, ...) is one template; each of
its repositories (`kata/clamp/<name>`) holds one function in `kata_clamp/core.py`, with the
template's structure and a fresh name, argument names and constants, and a hidden test file
whose inputs are chosen to kill the template's mutants (boundary values included). One
function per repository: finding the file is not what a CPU-sized model can learn in
minutes (copying a name from the statement is); reading and fixing the code is.

Tasks are made with the same mutation kinds as `parity tasks synth` (mutations.py) and the
same problem-statement writer; a mutant is kept when some test of its module fails and some
passes. Killing is decided here by running the module's tests in process (the repository is
generated, so every test is `assert f(args) == expected`); `parity tasks validate` re-checks
tasks in the sandbox with the real grader.

A task's hidden tests are its repository's one test file (about 6 tests).

The set is not shipped: `cached_set` generates it into the cache on first use (about 13 s)
and checks it against the digest the package stores (`parity.tasks.KATA_DIGEST`), so every
machine trains and evaluates on byte-identical repositories and tasks.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from parity.sandbox.workspace import text_patch
from parity.tasks.schema import SKIP_NAMES, Mutation, TaskSpec
from parity.tasks.synth.mutations import find_mutants
from parity.tasks.synth.statements import problem_statement
from parity.types import TestResult

# Function (and module) names: one plain word each. A tiny model copies a one-token name
# from the statement far more reliably than `verb_noun` (three tokens around a `_`).
NAMES = ["apple", "basket", "candle", "dragon", "engine", "falcon", "garden", "harbor",
         "island", "jacket", "kettle", "lemon", "magnet", "napkin", "orange", "pencil",
         "quartz", "rabbit", "saddle", "tunnel", "violet", "walnut", "yogurt", "zipper",
         "anchor", "bridge", "castle", "desert", "feather", "glacier", "hammer", "jungle",
         "ladder", "meadow", "needle", "oyster", "pepper", "ribbon", "silver", "thunder",
         "velvet", "window", "acorn", "barrel", "canyon", "dollar", "forest", "guitar",
         "helmet", "lantern", "marble", "nickel", "parrot", "rocket", "shadow", "timber",
         "valley", "wagon", "bucket", "cactus", "donkey", "fossil", "goblet", "honey",
         "insect", "jigsaw", "kitten", "lizard", "mirror", "noodle", "pillow", "rubber",
         "salmon", "tomato", "vessel", "whistle", "badger", "cherry", "dinner", "fabric"]
ARGS = ["a", "b", "x", "y", "n", "k", "v", "m", "p", "q"]
# repositories per template in the shipped set (parity.tasks.KATA_DIGEST), every name's worth
PER_FAMILY = 80
LISTS = ["xs", "ys", "vals", "nums", "data", "seq"]


@dataclass
class Template:
    """A function family: source with {placeholders}, and a sampler of test inputs."""

    name: str
    source: str
    consts: dict[str, tuple[int, int]]  # placeholder -> inclusive range
    inputs: Callable[[random.Random, dict], list[tuple]]


def _ints(rng: random.Random, lo: int, hi: int, n: int) -> list[int]:
    return [rng.randint(lo, hi) for _ in range(n)]


def _near(c: dict, *keys: str) -> list[int]:
    out = []
    for k in keys:
        out += [c[k] - 1, c[k], c[k] + 1]
    return out


TEMPLATES: list[Template] = [
    Template("clamp", """\
def {f}({x}, lo={c1}, hi={c2}):
    if {x} < lo:
        return lo
    if {x} > hi:
        return hi
    return {x}
""", {"c1": (0, 5), "c2": (8, 20)},
        lambda r, c: [(v,) for v in _near(c, "c1", "c2") + _ints(r, -5, 25, 4)]
        + [(v, 1, 30) for v in _ints(r, -3, 35, 3)]),
    Template("weigh", """\
def {f}({xs}, w={c1}):
    t = 0
    for {x} in {xs}:
        if {x} > {c2}:
            t += {x} * w
        else:
            t += {x}
    return t
""", {"c1": (2, 5), "c2": (3, 9)},
        lambda r, c: [(_ints(r, 0, 12, r.randint(1, 5)),) for _ in range(8)]
        + [([c["c2"], c["c2"] + 1],), ([c["c2"] - 1, 1], 3)]),
    Template("multiples", """\
def {f}({xs}, k={c1}):
    n = 0
    for {x} in {xs}:
        if {x} % k == 0 and {x} > 0:
            n += 1
    return n
""", {"c1": (2, 5)},
        lambda r, c: [(_ints(r, -6, 20, r.randint(2, 6)),) for _ in range(8)]
        + [([0, c["c1"], 1],), ([-c["c1"], 2 * c["c1"]], 2)]),
    Template("between", """\
def {f}({x}, lo, hi):
    if {x} >= lo and {x} < hi:
        return True
    return False
""", {},
        lambda r, c: [(v, 3, 9) for v in (2, 3, 4, 8, 9, 10)] + [(r.randint(0, 20), 5, 15)
                                                                  for _ in range(4)]),
    Template("bonus", """\
def {f}({x}, level={c1}):
    extra = {x} // {c2}
    if level > {c3}:
        extra = extra * 2
    return {x} + extra
""", {"c1": (1, 4), "c2": (3, 7), "c3": (2, 5)},
        lambda r, c: [(v,) for v in _ints(r, 0, 60, 4)]
        + [(v, lv) for v in _ints(r, 5, 60, 4) for lv in (c["c3"], c["c3"] + 1)]),
    Template("mean", """\
def {f}({xs}):
    if not {xs}:
        return 0
    total = sum({xs})
    return total // len({xs})
""", {},
        lambda r, c: [([],)] + [(_ints(r, 0, 30, r.randint(1, 6)),) for _ in range(8)]),
    Template("tail", """\
def {f}({xs}, n={c1}):
    if n <= 0:
        return []
    return {xs}[-n:]
""", {"c1": (1, 4)},
        lambda r, c: [(_ints(r, 0, 9, r.randint(0, 7)),) for _ in range(5)]
        + [(_ints(r, 0, 9, 6), n) for n in (-1, 0, 1, 2, 5)]),
    Template("pad", """\
def {f}(text, width={c1}, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
""", {"c1": (4, 9)},
        lambda r, c: [("ab" * k,) for k in range(0, 6)] + [("x" * c["c1"],), ("abc", 5, "-")]),
    Template("floor_gap", """\
def _diff(a, b):
    return a - b


def {f}({x}, {y}, floor={c1}):
    d = _diff({x}, {y})
    if d < floor:
        d = floor
    return d
""", {"c1": (0, 3)},
        lambda r, c: [(a, b) for a, b in zip(_ints(r, 0, 20, 8), _ints(r, 0, 20, 8), strict=True)]
        + [(c["c1"] + 5, 5), (9, 2, 1)]),
    Template("steps", """\
def {f}(start, stop, step={c1}):
    out = []
    for i in range(start, stop, step):
        out.append(i * {c2})
    return out
""", {"c1": (1, 3), "c2": (2, 5)},
        lambda r, c: [(a, a + r.randint(0, 9)) for a in _ints(r, 0, 6, 6)] + [(0, 10, 4)]),
    Template("letter", """\
def {f}(points, top={c1}):
    if points >= top:
        return "A"
    if points >= top - {c2}:
        return "B"
    return "C"
""", {"c1": (80, 95), "c2": (5, 15)},
        lambda r, c: [(v,) for v in _near(c, "c1") + [c["c1"] - c["c2"] - 1, c["c1"] - c["c2"],
                                                       c["c1"] - c["c2"] + 1, 0]]
        + [(50, 60), (45, 60)]),
    Template("discount", """\
def {f}(price, qty, member=False):
    total = price * qty
    if member or qty > {c1}:
        total = total - total // {c2}
    return total
""", {"c1": (3, 8), "c2": (4, 10)},
        lambda r, c: [(p, q) for p, q in zip(_ints(r, 1, 40, 5), _ints(r, 1, 12, 5), strict=True)]
        + [(20, c["c1"]), (20, c["c1"] + 1), (30, 2, True), (7, 1, False)]),
    Template("balance", """\
def {f}({xs}):
    evens = [v for v in {xs} if v % 2 == 0]
    odds = [v for v in {xs} if v % 2 != 0]
    return len(evens) - len(odds)
""", {},
        lambda r, c: [(_ints(r, 0, 20, r.randint(0, 7)),) for _ in range(9)]),
    Template("max_gap", """\
def {f}({xs}):
    best = 0
    for i in range(1, len({xs})):
        gap = {xs}[i] - {xs}[i - 1]
        if gap > best:
            best = gap
    return best
""", {},
        lambda r, c: [(sorted(_ints(r, 0, 30, r.randint(1, 6))),) for _ in range(6)]
        + [([5, 1, 8],), ([3, 3],), ([0, 4, 8],)]),
    Template("wrap", """\
def {f}(i, size={c1}, offset={c2}):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
""", {"c1": (5, 12), "c2": (1, 4)},
        lambda r, c: [(v,) for v in _ints(r, -10, 30, 6)] + [(3, 7, 0), (10, 4, 2), (0,)]),
    Template("long_words", """\
def {f}(words, min_len={c1}):
    n = 0
    for w in words:
        if len(w) >= min_len and not w.startswith("_"):
            n += 1
    return n
""", {"c1": (3, 6)},
        lambda r, c: [(["ab", "_abcdef", "abcdefg", "x" * c["c1"], "y" * (c["c1"] - 1)],),
                      (["_" + "z" * c["c1"], "q" * (c["c1"] + 1)],), ([],),
                      (["abcdefgh", "ab"], 2), (["abc", "_abc", "a"], 1)]),
]


def _render(t: Template, rng: random.Random, fname: str) -> tuple[str, dict]:
    consts = {k: rng.randint(lo, hi) for k, (lo, hi) in t.consts.items()}
    x, y = rng.sample(ARGS, 2)
    names = {"f": fname, "x": x, "y": y, "xs": rng.choice(LISTS), **consts}
    return t.source.format(**names), consts


def _call(module_src: str, fname: str, args: tuple):
    ns: dict = {}
    exec(compile(module_src, "<kata>", "exec"), ns)  # noqa: S102 - our own generated code
    try:
        return ("ok", ns[fname](*args))
    except Exception as e:  # noqa: BLE001 - any exception is a test failure
        return ("raise", f"{type(e).__name__}: {e}")


def _call_text(fname: str, args: tuple) -> str:
    return f"{fname}({', '.join(repr(a) for a in args)})"


@dataclass
class KataModule:
    repo: str  # e.g. kata/clamp
    package: str
    fname: str
    source: str
    tests: list[tuple[tuple, object]]  # (args, expected)

    @property
    def rel(self) -> str:
        return f"{self.package}/core.py"

    @property
    def test_rel(self) -> str:
        return "tests/test_core.py"

    def test_id(self, i: int) -> str:
        return f"{self.test_rel}::test_{self.fname}_{i}"

    def test_source(self) -> str:
        lines = [f"from {self.package}.core import {self.fname}", ""]
        for i, (args, expected) in enumerate(self.tests):
            lines += ["", f"def test_{self.fname}_{i}():",
                      f"    assert {_call_text(self.fname, args)} == {expected!r}", ""]
        return "\n".join(lines)


def _choose_tests(t: Template, src: str, fname: str, rng: random.Random, consts: dict,
                  max_tests: int = 6) -> list[tuple[tuple, object]]:
    """Greedy mutation-adequate selection from the template's input pool."""
    pool = []
    for args in t.inputs(rng, consts):
        status, out = _call(src, fname, args)
        if status == "ok" and (args, out) not in pool:
            pool.append((args, out))
    mutants = [m.apply(src) for m in find_mutants(src, "m.py") if m.function == fname]
    kills = [{i for i, (a, exp) in enumerate(pool) if _call(ms, fname, a) != ("ok", exp)}
             for ms in mutants]
    chosen: list[int] = []
    alive = [k for k in kills if k]
    while alive and len(chosen) < max_tests:
        best = max(range(len(pool)), key=lambda i: (sum(i in k for k in alive), -i))
        if not any(best in k for k in alive):
            break
        chosen.append(best)
        alive = [k for k in alive if best not in k]
    for i in range(len(pool)):  # top up with passing-variety tests
        if len(chosen) >= max_tests:
            break
        if i not in chosen:
            chosen.append(i)
    return [pool[i] for i in sorted(chosen)]


def generate(out: Path, per_family: int = PER_FAMILY, seed: int = 0,
             templates: list[Template] | None = None) -> list[KataModule]:
    """Write the kata repositories: out/<template>/<name>/, one per function."""
    rng = random.Random(seed)
    if per_family > len(NAMES):
        raise ValueError(f"per_family {per_family} is more than the {len(NAMES)} names")
    mods: list[KataModule] = []
    for t in templates or TEMPLATES:
        family_dir = out / t.name
        if family_dir.exists():
            shutil.rmtree(family_dir)
        family_dir.mkdir(parents=True)
        (family_dir / "README.md").write_text(
            f"# kata/{t.name}\n\nGenerated by `parity tasks kata` (parity/tasks/synth/kata.py): "
            f"{per_family} one-module repositories of the `{t.name}` family, each a small "
            f"function in `kata_{t.name}/core.py` with its tests.\n")
        package = f"kata_{t.name}"
        used: set[str] = set()
        while len(used) < per_family:
            fname = rng.choice(NAMES)
            if fname in used:
                continue
            used.add(fname)
            src, consts = _render(t, rng, fname)
            tests = _choose_tests(t, src, fname, rng, consts)
            m = KataModule(f"kata/{t.name}/{fname}", package, fname, src, tests)
            repo_dir = family_dir / fname
            (repo_dir / package).mkdir(parents=True)
            (repo_dir / "tests").mkdir()
            (repo_dir / package / "__init__.py").write_text(f'"""Kata: {t.name}."""\n')
            (repo_dir / m.rel).write_text(src)
            (repo_dir / m.test_rel).write_text(m.test_source())
            mods.append(m)
    return mods


def _evidence_message(m: KataModule, args: tuple, expected: object, got: tuple) -> str:
    """What pytest prints for `assert f(args) == expected` (its `E` lines)."""
    status, value = got
    if status == "raise":
        return f"E       {value}"
    return (f"E       AssertionError: assert {value!r} == {expected!r}\n"
            f"E        +  where {value!r} = {_call_text(m.fname, args)}")


def tasks_for(m: KataModule, split: str) -> list[TaskSpec]:
    specs = []
    for mut in find_mutants(m.source, m.rel):
        if mut.function != m.fname:
            continue
        buggy = mut.apply(m.source)
        try:
            compile(buggy, m.rel, "exec")
        except SyntaxError:
            continue
        results = [(a, exp, _call(buggy, m.fname, a)) for a, exp in m.tests]
        failing = [i for i, (_a, exp, got) in enumerate(results) if got != ("ok", exp)]
        passing = [i for i in range(len(results)) if i not in failing]
        if not failing or not passing:
            continue
        bug_patch = text_patch(m.rel, m.source, buggy)
        digest = hashlib.sha256(f"{m.repo}:{bug_patch}".encode()).hexdigest()[:10]
        shown = [TestResult(test_id=m.test_id(i), outcome="failed",
                            message=_evidence_message(m, *results[i]))
                 for i in failing]
        specs.append(TaskSpec(
            id=f"{m.repo.replace('/', '-')}-{mut.kind}-{digest}", repo=m.repo,
            bug_patch=bug_patch, gold_patch=text_patch(m.rel, buggy, m.source),
            problem_statement=problem_statement(m.package, shown, len(failing), {m.rel}),
            fail_to_pass=[m.test_id(i) for i in failing],
            pass_to_pass=[m.test_id(i) for i in passing],
            test_files=[m.test_rel], test_timeout_s=30.0,
            mutations=[Mutation(kind=mut.kind, file=m.rel, line=mut.line,
                                description=f"{m.fname}: {mut.description}")],
            split=split))
    return specs


def build(repos_dir: Path, tasks_path: Path, per_family: int = PER_FAMILY, seed: int = 0,
          eval_templates: tuple[str, ...] = ()) -> dict:
    """Generate the kata repositories and their tasks; returns counts per family and kind."""
    mods = generate(repos_dir, per_family, seed)
    counts: dict[str, dict[str, int]] = {}
    tasks_path.parent.mkdir(parents=True, exist_ok=True)
    with open(tasks_path, "w") as f:
        for m in mods:
            family = m.repo.split("/")[1]
            split = "eval" if family in eval_templates else "train"
            for spec in tasks_for(m, split):
                # defaults left out: a field added to TaskSpec later keeps the bytes (and the
                # shipped digest) the same
                f.write(spec.model_dump_json(exclude_defaults=True) + "\n")
                kind = spec.mutations[0].kind
                counts.setdefault(family, {}).setdefault(kind, 0)
                counts[family][kind] += 1
    return {"modules": len(mods), "tasks": sum(sum(c.values()) for c in counts.values()),
            "per_family": counts}


def _files(root: Path) -> list[str]:
    """Every file under root (relative posix paths, sorted), without caches."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_NAMES]
        rel_dir = Path(dirpath).relative_to(root).as_posix()
        out += [name if rel_dir == "." else f"{rel_dir}/{name}" for name in filenames]
    return sorted(out)


def tree_digest(root: Path) -> tuple[str, int, int]:
    """sha256 over every file's relative path and content, the file count, the byte count."""
    h = hashlib.sha256()
    num_bytes = 0
    files = _files(root)
    for rel in files:
        data = (root / rel).read_bytes()
        h.update(f"{rel}\0{len(data)}\0".encode())
        h.update(data)
        num_bytes += len(data)
    return h.hexdigest(), len(files), num_bytes


def _looks_complete(root: Path, num_files: int, num_bytes: int) -> bool:
    """Cheap check (stat only) that a cached set is whole: count and total size."""
    files = _files(root) if root.is_dir() else []
    return (len(files) == num_files
            and sum((root / rel).stat().st_size for rel in files) == num_bytes)


def build_set(root: Path, eval_templates: tuple[str, ...], per_family: int = PER_FAMILY,
              seed: int = 0) -> dict:
    """The whole set under root: the repositories in root/kata/<family>/<name>, the tasks in
    root/kata.jsonl (a task's `repo` is `kata/<family>/<name>`, relative to root)."""
    counts = build(root / "kata", root / "kata.jsonl", per_family, seed, eval_templates)
    counts["digest"], counts["files"], counts["bytes"] = tree_digest(root)
    return counts


def cached_set(cache: Path, digest: str, num_files: int, num_bytes: int,
               eval_templates: tuple[str, ...], check: bool = True) -> Path:
    """The default set's root in the cache, generated there first if missing or damaged.

    Keyed by digest, so a changed generator never reads an older set. Built in a temporary
    directory, checked against the digest, then renamed into place: a reader never sees half
    a set, and concurrent first uses each build and the first rename wins. `check=False`
    skips the size check (repository lookups; `bundled_specs` checks)."""
    root = cache / f"kata-{digest[:16]}"
    if (root / "kata.jsonl").is_file() and (not check
                                            or _looks_complete(root, num_files, num_bytes)):
        return root
    print(f"parity: generating the kata set into {root} (first use, about 15 s)",
          file=sys.stderr)
    cache.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=cache, prefix=".kata-build-"))
    try:
        got = build_set(tmp / "set", eval_templates)
        if got["digest"] != digest:
            raise RuntimeError(
                f"the generated kata set differs from the one this Parity ships (digest "
                f"{got['digest'][:16]}, expected {digest[:16]}; {got['files']} files, expected "
                f"{num_files}): the generator is not deterministic here (Python "
                f"{sys.version.split()[0]}), or it changed without updating parity.tasks.KATA_DIGEST")
        if root.exists():  # damaged: move it aside (an atomic rename), then replace it
            os.rename(root, tmp / "old")
        try:
            os.rename(tmp / "set", root)
        except OSError:
            if not (root / "kata.jsonl").is_file():
                raise  # not a concurrent build that finished first
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return root


if __name__ == "__main__":  # pragma: no cover - `parity tasks kata` is the entry point
    from parity.tasks import KATA_EVAL_FAMILIES

    print(json.dumps(build_set(Path(sys.argv[1]), KATA_EVAL_FAMILIES), indent=1))
