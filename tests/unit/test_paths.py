from pathlib import Path

import pytest

from parity.tools.base import ToolError
from parity.tools.paths import normalize, resolve


@pytest.mark.parametrize(("given", "expected"), [
    (".", ""), ("", ""), ("a/b/../c", "a/c"), ("./a//b/", "a/b"), ("/workspace", ""),
    ("/workspace/src/x.py", "src/x.py"),
])
def test_normalize(given, expected):
    assert normalize(given) == expected


@pytest.mark.parametrize("bad", ["..", "a/../..", "/etc", "/workspacex/a", "~/x", "a\0b"])
def test_normalize_refuses_escapes(bad):
    with pytest.raises(ToolError):
        normalize(bad)


def test_resolve_follows_links_inside_only(tmp_path: Path):
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "f").write_text("x")
    (tmp_path / "in").symlink_to("d")
    (tmp_path / "abs_in").symlink_to("/workspace/d")
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "out").symlink_to("/tmp")
    root = str(tmp_path)
    assert resolve(root, "in/f") == "d/f"
    assert resolve(root, "abs_in/f") == "d/f"
    with pytest.raises(ToolError, match="too many levels"):
        resolve(root, "loop")
    with pytest.raises(ToolError, match="outside the workspace"):
        resolve(root, "out/x")
