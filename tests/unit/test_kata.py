"""Kata: the generated practice set, its split for RL, and the solver's edits on it."""

import random
from collections import Counter

import pytest

from parity.rollout.solver import _apply_all, minimal_edits
from parity.tasks import KATA_EVAL_FAMILIES, bundled_specs
from parity.tasks.synth.kata import TEMPLATES, generate, tasks_for


def test_generated_modules_pass_their_tests_and_mutants_fail_some(tmp_path):
    mods = generate(tmp_path, per_family=3, seed=1, templates=TEMPLATES[:4])
    assert len(mods) == 12 and len({m.repo for m in mods}) == 12
    for m in mods:
        ns: dict = {}
        exec((tmp_path / m.repo.split("/", 1)[1] / m.rel).read_text(), ns)
        for args, expected in m.tests:
            assert ns[m.fname](*args) == expected
        specs = tasks_for(m, "train")
        assert specs, f"no killable mutant in {m.rel}"
        for s in specs:
            assert s.fail_to_pass and s.pass_to_pass
            assert set(s.fail_to_pass).isdisjoint(s.pass_to_pass)
            assert s.test_files == [m.test_rel]
            assert m.fname in s.problem_statement and m.rel not in s.problem_statement


def test_bundled_kata_set_families_and_splits():
    specs = bundled_specs(kata=True)
    assert len(specs) > 3000
    families = {s.repo.split("/")[1] for s in specs}
    assert families == {t.name for t in TEMPLATES}
    for s in specs:
        held_out = s.repo.split("/")[1] in KATA_EVAL_FAMILIES
        assert s.split == ("eval" if held_out else "train")


def test_rl_split_keeps_functions_apart():
    from parity.tasks.config import SelectConfig
    from parity.tasks.select import _instance, family_of, split_tasks

    RL_FAMILIES = ("flip_comparison", "swap_arithmetic", "off_by_one")
    cfg = SelectConfig(rl_families=list(RL_FAMILIES), heldout_families=list(KATA_EVAL_FAMILIES),
                       eval_fraction=0.5)
    specs = bundled_specs(kata=True)

    def split(c):
        return split_tasks(specs, c, 0, True, max_eval=10_000)

    rl, ev, held = split(cfg)
    by_id = {s.id: s for s in bundled_specs(kata=True)}
    rl_fn = {_instance(by_id[t.id]) for t in rl}
    ev_fn = {_instance(by_id[t.id]) for t in ev}
    assert rl and ev and held and rl_fn.isdisjoint(ev_fn)
    assert {by_id[t.id].family for t in rl + ev} == set(RL_FAMILIES)
    assert not {family_of(by_id[t.id]) for t in rl + ev} & set(KATA_EVAL_FAMILIES)
    assert {family_of(by_id[t.id]) for t in held} == set(KATA_EVAL_FAMILIES)
    with pytest.raises(ValueError, match="no training task has family"):
        split(cfg.model_copy(update={"rl_families": ["nonesuch"]}))


def test_repository_families_never_evaluate_a_fix_rl_trained_on():
    from parity.tasks.config import SelectConfig
    from parity.tasks.select import family_of, fix_groups, written_lines
    from parity.tasks.select import partition_specs as partition

    specs = bundled_specs(kata=True)
    cfg = SelectConfig(split_by="repo", heldout_families=list(KATA_EVAL_FAMILIES),
                       eval_fraction=0.4)

    def partition_specs(c, seed=0):
        return partition(specs, c, seed, True, max_eval=10_000)

    parts = partition_specs(cfg)
    repos = {k: {s.repo for s in v} for k, v in parts.items()}
    assert all(parts.values())
    # evaluation instances are bugs in the RL-only repositories, never on a line RL edits
    assert repos["eval"] & repos["rl"] and repos["eval"].isdisjoint(repos["sft"] | repos["also"])
    trained_lines = {(s.repo, s.mutations[0].line) for s in parts["rl"]}
    assert not {(s.repo, s.mutations[0].line) for s in parts["eval"]} & trained_lines
    # nor a fix RL makes anywhere: a template's repositories share its lines, and most are
    # byte for byte the same in every one of them (a (repository, line) split evaluated
    # RL's own targets, renamed by nothing)
    def written(part):  # every line the fixes write (those with a name or a number)
        return set().union(*(written_lines(s) for s in part))
    assert written(parts["eval"]) and written(parts["also"])
    assert written(parts["eval"]).isdisjoint(written(parts["rl"]))
    # the fresh repositories: fixes RL practised, in functions nothing trained on
    groups = fix_groups(parts["rl"] + parts["eval"] + parts["also"])
    assert {groups[s.id] for s in parts["also"]} <= {groups[s.id] for s in parts["rl"]}
    shared = [s for s in specs if s.repo.startswith("kata/long_words/") and s.family == "invert_if"]
    assert len(shared) > 20 and len(written(shared)) == 1  # the case that made the rule
    # a fix repeated across repositories is evaluated at most eval_per_fix times
    capped = partition_specs(cfg.model_copy(update={"eval_per_fix": 2}))
    for k in ("eval", "also"):
        per_group = Counter(groups[s.id] for s in capped[k])
        assert max(per_group.values()) == 2 and set(per_group) == {groups[s.id] for s in parts[k]}
    assert [s.id for s in capped["rl"]] == [s.id for s in parts["rl"]]
    else_only = shared[0].model_copy(update={"gold_patch": "+++ b/x.py\n+    else:\n+\n"})
    assert written_lines(else_only) == {f"{shared[0].repo}:{shared[0].mutations[0].line}"}
    # demonstrations, RL and the fresh repositories are three disjoint sets of functions
    assert repos["sft"].isdisjoint(repos["rl"]) and repos["sft"].isdisjoint(repos["also"])
    assert repos["rl"].isdisjoint(repos["also"])
    assert not {family_of(s) for k in ("rl", "eval", "also", "sft") for s in parts[k]} \
        & set(KATA_EVAL_FAMILIES)
    assert {family_of(s) for s in parts["heldout"]} == set(KATA_EVAL_FAMILIES)
    n_repos = len({s.repo for s in specs} - {s.repo for s in parts["heldout"]})
    assert abs(len(repos["rl"] | repos["eval"]) - 0.35 * n_repos) <= 1
    # the split is the seed's: the same seed draws it again, another draws another
    assert [s.id for s in partition_specs(cfg)["eval"]] == [s.id for s in parts["eval"]]
    assert {s.repo for s in partition_specs(cfg, seed=1)["rl"]} != repos["rl"]
    # RL may practise on, and be evaluated on, fewer kinds than are split by fix: the
    # evaluation lines do not move, the sets keep only those kinds
    calibrated = partition_specs(cfg.model_copy(update={"rl_kinds": ["invert_if"]}))
    for k in ("rl", "eval", "also", "heldout"):
        assert calibrated[k] and {s.family for s in calibrated[k]} == {"invert_if"}
    assert {s.id for s in calibrated["eval"]} == {s.id for s in parts["eval"]
                                                  if s.family == "invert_if"}
    with pytest.raises(ValueError, match="not among rl_families"):
        partition_specs(cfg.model_copy(update={"rl_families": ["flip_boolean"],
                                               "rl_kinds": ["invert_if"]}))
    with pytest.raises(ValueError, match="kata"):
        partition(bundled_specs(), cfg, 0, False)
    with pytest.raises(ValueError, match="do not split"):
        partition_specs(cfg.model_copy(update={"rl_repo_fraction": 0.9}))


@pytest.mark.parametrize("buggy,fixed,expected", [
    ("if x <= lo:\n    y = x * w\n", "if x < lo:\n    y = x * w\n", ("x <= lo", "x < lo")),
    ("a = b * w\nc = b * w\n", "a = b * w\nc = b / w\n", ("c = b * w", "c = b / w")),
    ("def f(x):\n    return x\n", "def f(x):\n    x += 1\n    return x\n",
     ("def f(x):", "def f(x):\n    x += 1")),
])
def test_solver_edits_are_operators_with_operands_or_whole_lines(buggy, fixed, expected):
    edits = minimal_edits(buggy, fixed)
    assert edits == [expected]
    assert _apply_all(buggy, edits) == fixed


def test_solver_edits_undo_every_sampled_kata_bug():
    from parity.tasks.schema import repo_path
    from parity.tasks.synth.mutations import find_mutants

    for s in random.Random(0).sample(bundled_specs(kata=True), 200):
        mut = s.mutations[0]
        original = (repo_path(s.repo) / mut.file).read_text()
        (buggy,) = [m.apply(original) for m in find_mutants(original, mut.file)
                    if m.line == mut.line and f"{m.function}: {m.description}" == mut.description
                    and m.kind == mut.kind][:1]
        edits = minimal_edits(buggy, original)
        assert _apply_all(buggy, edits) == original, s.id
        assert all(buggy.count(old) == 1 for old, _ in edits), s.id


def test_line_style_edits_rewrite_the_whole_line():
    buggy = "def f(x, lo=3):\n    if x <= lo:\n        return lo\n    return x\n"
    fixed = buggy.replace("<=", "<")
    assert minimal_edits(buggy, fixed, "line") == [("if x <= lo:", "if x < lo:")]
    assert minimal_edits(buggy, fixed) == [("x <= lo", "x < lo")]
    with pytest.raises(ValueError, match="unknown edit style"):
        minimal_edits(buggy, fixed, "words")


def test_demonstrations_grep_for_what_the_agent_can_see(tmp_path):
    """The look step never greps a word of the hidden patch where the agent is shown enough:
    in a small repository every `def` (the direct route's context then reaches the edit),
    in a larger one the function the failing test calls, the one holding the edit."""
    import json

    from parity.rollout.solver import solver_replies

    def first_grep(replies):
        return json.loads(replies[0][len("<tool_call>"):-len("</tool_call>")])["arguments"]

    (tmp_path / "pkg").mkdir()
    src = ("def helper(x):\n    return x + 1\n\n\n"
           "def total(xs):\n    s = 0\n    for x in xs:\n        s -= helper(x)\n    return s\n")
    (tmp_path / "pkg" / "core.py").write_text(src)
    patch = ("--- a/pkg/core.py\n+++ b/pkg/core.py\n@@ -7,3 +7,3 @@ def total(xs):\n"
             "     for x in xs:\n-        s -= helper(x)\n+        s += helper(x)\n     return s\n")
    statement = ("- `tests/test_core.py::test_total_0`\n    AssertionError: assert -5 == 5\n"
                 "    + where -5 = total([1, 2]) and 3 = helper(2), len([1])\n")
    assert first_grep(solver_replies(tmp_path, patch, statement)) == {"pattern": "def ",
                                                                       "glob": "*.py"}
    direct = solver_replies(tmp_path, patch, statement, route="direct")
    assert len(direct) == 3 and first_grep(direct)["context_lines"] == 6
    # 24 more functions: the one the statement calls and that holds the edit
    (tmp_path / "pkg" / "more.py").write_text("".join(f"def f{i}():\n    pass\n" for i in range(24)))
    assert first_grep(solver_replies(tmp_path, patch, statement))["pattern"] == "def total"
    assert first_grep(solver_replies(tmp_path, patch, "3 tests fail"))["pattern"] == "def total"
    bare = patch.replace(" def total(xs):", "")  # no function in the hunk header either
    assert first_grep(solver_replies(tmp_path, bare, "3 tests fail"))["pattern"] == "helper"
