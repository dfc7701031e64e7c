"""Typed records shared by every part of Parity.

Pydantic models, because most of them cross an HTTP boundary (env server, engines) and
must validate what arrives. Hot per-token records live with the code that owns them.
"""

from __future__ import annotations

import json
import logging
import posixpath
import re
import uuid
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticSerializationError

log = logging.getLogger(__name__)


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


def check_workspace_path(rel: str, what: str) -> str:
    """`rel` if it names a file inside a workspace: relative, no `..`, no NUL, not empty.
    Checked where a path arrives (a Task over HTTP, a stored task), not where it is written,
    so a bad one is a clear 400 instead of an error deep inside grading."""
    shown = repr(rel if len(rel) <= 80 else rel[:80] + "...")
    parts = rel.split("/")
    if not rel or "\x00" in rel:
        raise ValueError(f"{what} {shown}: empty or with a NUL byte")
    if rel.startswith("/"):
        raise ValueError(f"{what} {shown}: must be relative to the workspace, not absolute")
    if ".." in parts:
        raise ValueError(f"{what} {shown}: must not contain '..'")
    if parts[-1] in ("", "."):
        raise ValueError(f"{what} {shown}: must name a file")
    return rel


def check_utf8(value: object, what: str) -> None:
    """ValueError if a string in `value` (a string, or the strings of a list or dict) is not
    encodable as UTF-8: JSON allows a lone surrogate ("\\ud800"), which no file, patch or
    command can hold; refused where it arrives instead of failing deep inside grading."""
    items = value.items() if isinstance(value, dict) else (
        enumerate(value) if isinstance(value, list) else [(None, value)])
    for key, item in items:
        for text in (key, item):
            if isinstance(text, str):
                try:
                    text.encode()
                except UnicodeEncodeError:
                    raise ValueError(f"{what}: a string that is not valid UTF-8 (a lone "
                                     "surrogate)") from None
            elif isinstance(text, (list, dict)):
                check_utf8(text, what)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape_surrogate(m: re.Match[str]) -> str:
    code = ord(m.group())
    # U+DC80..U+DCFF: a byte that is not UTF-8, as os.fsdecode and surrogateescape keep it
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"


def safe_text(text: str | bytes) -> str:
    """`text` as a str that always encodes as UTF-8, anything that would not encode shown as a
    visible escape: a byte that is not UTF-8 (in bytes, or kept in a str the way os.fsdecode
    keeps it, "\\udcfe") as `\\xfe`, any other lone surrogate as `\\ud800`. Valid text is
    returned as it is.

    Why: the workspace controls file names and outputs (`mkdir $'\\xfe'`), and a lone
    surrogate in a record raises where the record is written (JSON, the buffer, a page), far
    from where it came in. Every record field that can carry sandbox-made text (`SafeStr`)
    and every JSON writer of free-form rows (`safe_json`) goes through this."""
    if isinstance(text, bytes):
        return text.decode("utf-8", "backslashreplace")
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub(_escape_surrogate, text)
    return text


def safe_json(value: Any) -> Any:
    """A JSON-shaped value (dicts, lists, strings, numbers) with every string, keys included,
    made `safe_text`: what a metrics row, a page or a response body holds before it is
    encoded. Other values are returned as they are."""
    if isinstance(value, str):
        return safe_text(value)
    if isinstance(value, dict):
        return {safe_json(k): safe_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [safe_json(v) for v in value]
    return value


def record_json(record: BaseModel) -> str:
    """`record.model_dump_json()`, for the writers of records (the trajectory buffer, run
    and eval files): a lone surrogate that no `SafeStr` field caught (a field that should be
    one) is written escaped, and logged, instead of raising in the middle of a run."""
    try:
        return record.model_dump_json()
    except PydanticSerializationError as e:
        log.warning("%s holds text that is not UTF-8 outside a SafeStr field; written "
                    "escaped: %s", type(record).__name__, e)
        return json.dumps(safe_json(record.model_dump(mode="json")), ensure_ascii=False)


# A record's text that the sandbox can make (outputs, file names, reasons, messages): made
# `safe_text` when the record is built, and again whenever it is written as JSON, so that text
# added to a record later (grade.reasons.append) cannot make a write raise either.
SafeStr = Annotated[str, AfterValidator(safe_text),
                    PlainSerializer(safe_text, return_type=str, when_used="json")]


MAX_TEST_TIMEOUT_S = 24 * 3600.0  # a day: more is a mistake, and past ~1e9 s clocks overflow

DEFAULT_WORKSPACE = "/workspace"
# Where a task's repository may not sit in a sandbox: the sandbox's own system directories.
SYSTEM_DIRS = ("/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc",
               "/root", "/run", "/sbin", "/sys", "/tmp", "/usr", "/var")


def check_workspace_mount(path: str) -> str:
    """`path` if it can be a task's workspace inside the sandbox (`/workspace`, SWE-bench's
    `/testbed`): absolute, normalised, not `/` and not in or above a system directory."""
    shown = repr(path if len(path) <= 80 else path[:80] + "...")
    if not path.startswith("/") or "\x00" in path or len(path) > 256 or not path.isprintable():
        raise ValueError(f"workspace {shown}: must be an absolute path (such as /testbed)")
    if posixpath.normpath(path) != path or path.startswith("//"):
        raise ValueError(f"workspace {shown}: not normalised (say "
                         f"{posixpath.normpath(path)!r})")
    if path == "/" or any(path == d or path.startswith(d + "/") or d.startswith(path + "/")
                          for d in SYSTEM_DIRS):
        raise ValueError(f"workspace {shown}: must not be / or a system directory "
                         f"({', '.join(SYSTEM_DIRS)})")
    return path


class ToolCall(Record):
    """One call the model made. `arguments` is the raw JSON text the model produced:
    parsing it is the tool layer's job, so that bad JSON becomes an observation."""

    id: str = Field(default_factory=lambda: f"call_{uuid.uuid4().hex[:12]}")
    name: str
    arguments: str = "{}"


class ToolResult(Record):
    call_id: SafeStr
    name: SafeStr  # the model's, echoed: a client may send any text
    ok: bool
    output: SafeStr
    truncated: bool = False
    duration_s: float = 0.0


class Snapshot(Record):
    """A repository state a session starts from: a directory on the server's machine, or
    a commit of a git repository there (exported once, without history, and cached)."""

    path: str
    commit: str | None = None

    @field_validator("path")
    @classmethod
    def _path_is_a_path(cls, v: str) -> str:
        if not v or "\x00" in v or len(v) > 4096:
            raise ValueError("snapshot path: empty, over 4096 characters, or with a NUL byte")
        return v

    @field_validator("commit")
    @classmethod
    def _commit_is_a_revision(cls, v: str | None) -> str | None:
        # it reaches `git rev-parse` as an argument: no option, no NUL, nothing odd
        if v is not None and (not v or v.startswith("-") or len(v) > 256
                              or any(c.isspace() or not c.isprintable() for c in v)):
            raise ValueError("snapshot commit: must be a revision (a sha, branch or tag) of at "
                             "most 256 characters, without a leading '-', spaces or "
                             "control characters")
        return v


class Task(Record):
    """What a session is made from and graded against (the runtime form; the stored form,
    with the bug as a patch on a named repository, is `parity.tasks.schema.TaskSpec`)."""

    id: str
    snapshot: Snapshot
    problem_statement: str = ""
    # Relative path -> file content, and/or a diff in SWE-bench's `test_patch` style. Both
    # reach a workspace only at grading time, a fresh one: never a session the model acts in.
    hidden_tests: dict[str, str] = Field(default_factory=dict)
    test_patch: str = ""
    test_command: str = "python -m pytest -q"
    # How grading reads the outcomes: "pytest" through its report plugin; otherwise the
    # command's printed log, by that runner's parser (parity.tasks.logparsers; weaker).
    log_parser: Literal["pytest", "django", "sympy", "unittest"] = "pytest"
    test_timeout_s: float = 120.0
    setup: str = ""  # shell run in the grading workspace before the tests (no network)
    # pytest node ids. Reward 1 needs every FAIL_TO_PASS and every PASS_TO_PASS to pass;
    # with both empty, the run's exit code alone decides.
    fail_to_pass: list[str] = Field(default_factory=list)
    pass_to_pass: list[str] = Field(default_factory=list)
    gold_patch: str | None = None
    repo: str = ""
    family: str = ""  # e.g. the mutation kind(s) a synthesized bug was made with
    split: str = ""
    # The dependency layer its sessions and grades run in (parity.taskenv: `env-<16 hex>`);
    # None: the sandbox's own Python.
    environment: str | None = Field(None, pattern=r"^env-[0-9a-f]{16}$")
    # Where the repository is inside the sandbox: the commands' cwd, what the model is told.
    workspace: str = DEFAULT_WORKSPACE
    # An OCI image whose root filesystem is the sandbox's (parity.taskenv.images): its reference
    # as pulled (`parity env pull`); None: the host's system directories.
    image: str | None = Field(None, max_length=512)
    # What the grader lets code under test do because the repository's own code does it
    # (docs/tasks.md, "What a repository may do itself"): "frames" (read the caller's frames:
    # freezegun), "clock" (replace time and datetime in every module). Learned at synthesis
    # from the gold patch, never from an agent; each one is a gap a cheat on this task has.
    grading_allows: list[Literal["frames", "clock", "test_source", "ctypes", "signals", "test_globals"]] = Field(default_factory=list)

    @field_validator("workspace")
    @classmethod
    def _workspace_is_a_mount(cls, v: str) -> str:
        return check_workspace_mount(v)

    @field_validator("test_timeout_s")
    @classmethod
    def _timeout_is_sane(cls, v: float) -> float:
        if not 0 < v <= MAX_TEST_TIMEOUT_S:
            raise ValueError(f"test_timeout_s must be in (0, {MAX_TEST_TIMEOUT_S:g}] seconds")
        return v

    @model_validator(mode="after")
    def _text_is_utf8(self) -> Task:
        for name in ("id", "problem_statement", "hidden_tests", "test_patch", "test_command",
                     "setup", "fail_to_pass", "pass_to_pass", "gold_patch", "repo", "family",
                     "split"):
            check_utf8(getattr(self, name), f"task {name}")
        return self

    @field_validator("hidden_tests")
    @classmethod
    def _hidden_tests_stay_inside(cls, v: dict[str, str]) -> dict[str, str]:
        for rel in v:
            check_workspace_path(rel, "hidden test path")
        return v


TestOutcome = Literal["passed", "failed", "error", "skipped"]


class TestResult(Record):
    __test__ = False  # not a pytest test class

    test_id: SafeStr  # as the run reported it: a parametrized id can hold any text
    outcome: TestOutcome
    message: SafeStr = ""


# What a grade can refuse, by kind (Grade.refusals, set by parity.tasks.grading; the per-step counts `grade/refused/<kind>`):
# tests_edited (the patch's edits to tests or test configuration were dropped: often honest
# confusion, sometimes the first probe), harness_in_patch (a conftest, plugin or settings
# file that would steer pytest), runner_tampered (the run reached into the grader or
# replaced pytest's code, the test modules' globals included), foreign_plugin, always_equal,
# no_authentic_report, summary_mismatch (the printed summary disagrees with the sealed
# verdict), hidden_tests_modified
REFUSALS = ("tests_edited", "harness_in_patch", "runner_tampered", "foreign_plugin",
            "always_equal", "no_authentic_report", "summary_mismatch", "hidden_tests_modified")


class Grade(Record):
    """The outcome of running a task's tests on a session's diff in a fresh workspace."""

    task_id: str
    exit_code: int | None
    timed_out: bool = False
    tests: list[TestResult] = Field(default_factory=list)
    output_tail: SafeStr = ""
    duration_s: float = 0.0
    error: SafeStr | None = None
    reward: float = 0.0
    # Why the reward is what it is: failing FAIL_TO_PASS tests, dropped test edits, ...
    reasons: list[SafeStr] = Field(default_factory=list)
    # What the code under test did that this task's grading_allows would have let it (and
    # the grade refused): on a gold patch, what the repository itself needs.
    grading_needs: list[SafeStr] = Field(default_factory=list)
    # What the grader refused, by kind (REFUSALS above): counted per step as
    # `grade/refused/<kind>`, so a run shows when its policy starts probing the grader
    refusals: list[str] = Field(default_factory=list)

    @property
    def passed(self) -> list[str]:
        return [t.test_id for t in self.tests if t.outcome == "passed"]

    @property
    def all_passed(self) -> bool:
        return (
            self.error is None
            and self.exit_code == 0
            and bool(self.tests)
            and all(t.outcome == "passed" for t in self.tests)
        )


class SessionInfo(Record):
    session_id: str
    backend: str
    workspace: str  # how the copy-on-write workspace is made: overlayfs, copy, ...
    task_id: str | None = None
    workspace_path: str = DEFAULT_WORKSPACE  # where the repository is inside the sandbox
    server: str | None = None  # filled in by clients that talk to several servers


class Message(Record):
    """One chat message, OpenAI-shaped, kept for transcripts and chat endpoints."""

    role: Literal["system", "user", "assistant", "tool"]
    content: SafeStr = ""  # a tool message holds a tool's output
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str | None = None

    def to_openai(self) -> dict:
        out: dict = {"role": self.role, "content": self.content}
        if self.tool_calls:
            out["tool_calls"] = [{"id": c.id, "type": "function",
                                  "function": {"name": c.name, "arguments": c.arguments}}
                                 for c in self.tool_calls]
        if self.tool_call_id:
            out["tool_call_id"] = self.tool_call_id
        return out


class Turn(Record):
    """One model turn: where its sampled tokens sit in the trajectory, and what it did."""

    start: int  # index in Trajectory.token_ids of the first sampled token
    num_tokens: int
    version: int
    finish_reason: str
    text: SafeStr
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_results: list[ToolResult] = Field(default_factory=list)
    parse_errors: list[SafeStr] = Field(default_factory=list)
    cached_prompt_tokens: int = 0
    generate_s: float = 0.0
    tools_s: float = 0.0


FinishReason = Literal["submitted", "max_turns", "context", "wall_time", "max_tokens", "error"]
# Why a rollout failed (parity.rollout.worker): the engine raised, the conversation outgrew
# the context window (the rollout ends and is graded as is), the environment or the grader
# raised, the rollout ran past its deadline, or anything else.
FailureKind = Literal["engine", "context_overflow", "env", "grader", "timeout", "other"]


class TokenSegment(Record):
    """A stretch of a harness rollout's calls trained as one sequence (parity.harness.
    recording.stitch): loss on sampled ids only."""

    token_ids: list[int]
    loss_mask: list[int]
    logprobs: list[float]
    versions: list[int]
    calls: int  # model calls stitched into it


class HarnessRun(Record):
    """How an external harness's rollout went (parity.harness.worker): the trajectory's own
    token fields hold its first segment; a harness that rewrote its history leaves more."""

    command: SafeStr
    exit_code: int | None
    calls: int  # model calls answered
    refused: int  # model calls the server refused (a malformed request, a stream asked)
    first_refusal: SafeStr = ""  # the first one's status and message
    stitched_share: float  # of calls after a segment's first, the share that continued one
    # false for a remote model behind the endpoint (an evaluation): calls kept as text only
    tokens_recorded: bool = True
    more_segments: list[TokenSegment] = Field(default_factory=list)
    output_tail: SafeStr = ""  # the harness's own output, its last lines


class Trajectory(Record):
    """Token-in/token-out record of a rollout. `token_ids` is the whole conversation as the
    engine saw it; `loss_mask` is 1 exactly on tokens the engine sampled, whose `logprobs`
    are the engine's; prompt and tool-output tokens have mask 0, logprob 0, version -1."""

    id: str
    task_id: str
    group_id: str = ""
    session_id: str | None = None
    token_ids: list[int] = Field(default_factory=list)
    loss_mask: list[int] = Field(default_factory=list)
    logprobs: list[float] = Field(default_factory=list)
    versions: list[int] = Field(default_factory=list)
    prompt_len: int = 0
    turns: list[Turn] = Field(default_factory=list)
    messages: list[Message] = Field(default_factory=list)
    finish_reason: FinishReason = "submitted"
    finish_detail: SafeStr = ""  # an error's text: it can name a workspace file
    failure: FailureKind | None = None  # set on every failed rollout; finish_detail says why
    reward: float | None = None
    reward_terms: dict[str, float] = Field(default_factory=dict)
    grade: Grade | None = None
    wall_s: float = 0.0
    harness: HarnessRun | None = None  # a rollout of an external harness (parity.harness)

    @property
    def min_version(self) -> int:
        """The oldest policy version that produced any of its turns (-1 if none)."""
        return min((t.version for t in self.turns), default=-1)

    @property
    def num_model_tokens(self) -> int:
        return sum(self.loss_mask)

    @property
    def verdict(self) -> float:
        """The grader's reward before any shaping (the reward itself when none was applied)."""
        return self.reward_terms.get("reward/grader", self.reward or 0.0)

    @property
    def shaping(self) -> float:
        """What reward shaping added to the verdict (parity.rollout.shaping): 0 if unsolved."""
        return (self.reward or 0.0) - self.verdict


# What a `--model` argument (and a config's model key) may name, in the words errors use.
# Every command that takes a model reads it with `parse_model_arg`, and accepts the forms
# that make sense for it: `parity serve` serves a local model, so not a URL or scripted:FILE.
ModelForm = Literal["name", "dir", "gguf", "url", "scripted"]
LOCAL_MODELS: tuple[ModelForm, ...] = ("name", "dir", "gguf")  # what an engine here can load
ANY_MODEL: tuple[ModelForm, ...] = (*LOCAL_MODELS, "url", "scripted")
MODEL_FORMS: dict[str, str] = {
    "name": "a model's name (`parity model list`)",
    "dir": "a local model directory",
    "gguf": "a .gguf file",
    "url": "the http(s):// URL of an OpenAI-compatible server",
    "scripted": "scripted:FILE (replies in JSON)",
}


class ModelArg(Record):
    """A model argument, read: which form it has, and the name, path or URL it holds (for
    scripted:FILE, the file). Whether a name is known is the resolver's to say
    (parity.run.agent_model.resolve): it holds the names."""

    kind: ModelForm
    value: str


def parse_model_arg(text: str, accept: tuple[ModelForm, ...] = ANY_MODEL) -> ModelArg:
    """The one reading of a model argument; a ValueError of one line for anything else, or
    for a form that `accept` leaves out. Paths must exist: a typo is caught here, not after
    an environment or an engine has started."""
    from pathlib import Path
    from urllib.parse import urlsplit

    wanted = ", ".join(MODEL_FORMS[f] for f in accept)
    if not text or not text.strip():
        raise ValueError(f"no model given: give {wanted}")
    if text.startswith("scripted:"):
        kind, value = "scripted", text.removeprefix("scripted:")
        if "scripted" in accept and not Path(value).expanduser().is_file():
            raise ValueError(f"scripted model file not found: {value}")
    elif "://" in text:
        kind, value = "url", text
        parts = urlsplit(text)
        if "url" in accept and (parts.scheme not in ("http", "https") or not parts.hostname):
            raise ValueError(f"bad model URL {text!r}: only http:// and https:// URLs "
                             f"with a host, http(s)://HOST[:PORT]")
    else:
        path = Path(text).expanduser()
        if path.suffix == ".gguf":
            kind, value = "gguf", text
            if "gguf" in accept and not path.is_file():
                raise ValueError(f"{text}: no such .gguf file")
        elif path.is_dir():
            kind, value = "dir", text
        elif "/" in text or text.startswith((".", "~")):
            raise ValueError(f"{text}: no such directory (give {wanted})")
        else:
            kind, value = "name", text
    if kind not in accept:
        raise ValueError(f"{text} is {MODEL_FORMS[kind]}; give {wanted}")
    return ModelArg(kind=kind, value=value)
