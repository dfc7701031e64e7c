"""Every `parity ...` command the README and docs/ show names a command that exists, options
that command takes, and (for `parity train`) config keys the config has: a user copies them
verbatim, and a renamed flag left in a doc is an error on the first thing they try (issue 44).

Commands are read from fenced blocks (a line starting `parity ` or `$ parity `) and from
inline code (`` `parity ...` ``). Placeholders (`FILE`, `[--k 4]`, `DIR|URL`) are words the
check passes over: it checks the names it can, an option's name before `=` or a value, a
key before `=`, not what a placeholder stands for.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import typer.main
from pydantic import BaseModel

from parity.cli import app
from parity.config import ParityConfig

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_INLINE = re.compile(r"`(parity [^`\n]+)`")
_OVERRIDE = re.compile(r"^([a-z_]+(?:\.[a-z_]+)*)=")
CLI = typer.main.get_command(app)  # built once: every command is looked up in it


def doc_commands(text: str) -> list[tuple[int, str]]:
    """(line number, command) for every `parity ...` command in a markdown text."""
    found, fenced = [], False
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith("```"):
            fenced = not fenced
        elif fenced:
            words = line.strip().removeprefix("$ ")
            if words.startswith("parity "):
                found.append((n, words.split(" #")[0]))  # a trailing comment is not the command
        else:
            found += [(n, m.group(1)) for m in _INLINE.finditer(line)]
    return found


def _section(annotation: object) -> type[BaseModel] | None:
    return annotation if isinstance(annotation, type) and issubclass(annotation, BaseModel) else None


def _has_key(model: type[BaseModel], dotted: str) -> bool:
    """`dotted` names a setting of `model` (sections, then a key that is not a section)."""
    *sections, leaf = dotted.split(".")
    for part in sections:
        field = model.model_fields.get(part)
        sub = _section(field.annotation) if field is not None else None
        if sub is None:
            return False
        model = sub
    field = model.model_fields.get(leaf)
    return field is not None and _section(field.annotation) is None


def problems(command: str) -> list[str]:
    """What in `command` the CLI would refuse: an unknown command, option or config key."""
    try:
        words = shlex.split(command)
    except ValueError:  # an unbalanced quote in prose
        words = command.split()
    cmd, path, rest = CLI, [], words[1:]
    while hasattr(cmd, "commands") and rest:
        if rest[0] in cmd.commands:
            cmd, path, rest = cmd.commands[rest[0]], [*path, rest[0]], rest[1:]
        elif "query" in cmd.commands:  # `parity search "QUERY"`: the group's default command
            cmd, path = cmd.commands["query"], [*path, "query"]
        elif re.fullmatch(r"[a-z][a-z-]*", rest[0]):
            return [f"no command `parity {' '.join([*path, rest[0]])}`"]
        else:
            break
    if hasattr(cmd, "commands"):
        return []  # a group named alone (`parity bench`)
    options = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)} | {"--help"}
    out = []
    for w in rest:
        name = w.split("=")[0]
        if re.fullmatch(r"--?[a-z][a-z0-9-]*", name) and name not in options:
            out.append(f"`parity {' '.join(path)}` has no option {name}")
        m = _OVERRIDE.match(w)
        if path == ["train"] and m and not _has_key(ParityConfig, m.group(1)):
            out.append(f"`parity train` has no config key {m.group(1)}")
    return out


def test_every_documented_command_exists_with_its_options():
    seen, bad = 0, []
    for doc in DOCS:
        for n, command in doc_commands(doc.read_text()):
            seen += 1
            bad += [f"{doc.relative_to(ROOT)}:{n}: {p}   ({command[:100]})" for p in problems(command)]
    assert seen > 200, f"only {seen} commands found: the extraction broke"
    assert not bad, "\n".join(bad)


def test_the_check_refuses_what_the_cli_refuses():
    """The check itself: each kind of mistake is caught, and a correct command passes."""
    assert problems("parity eval --model runs/x/model --tasks FILE --k 4") == []
    assert problems('parity search "where is the lock" src --ranker bm25') == []
    assert problems("parity train configs/quickstart.toml seed=1 train.lr=2e-5 out=runs/a") == []
    assert problems("parity evaluate --model m") == ["no command `parity evaluate`"]
    assert problems("parity eval --modle m") == ["`parity eval` has no option --modle"]
    assert problems("parity bench peak --thread 2") == ["`parity bench peak` has no option --thread"]
    assert problems("parity train configs/quickstart.toml train.learning_rate=1") == [
        "`parity train` has no config key train.learning_rate"]
    assert problems("parity train c.toml sed=1") == ["`parity train` has no config key sed"]
    assert problems("parity train c.toml orchestrator=1") == [
        "`parity train` has no config key orchestrator"]
