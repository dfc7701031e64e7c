"""Code-aware chunking and the docstring-stripping miner behind the benchmark."""

from __future__ import annotations

from parity.search.chunking import ChunkConfig, chunk_file, split_lines
from parity.search.evaldata import first_sentence, mine, strip_docstrings

SOURCE = '''"""Module docstring."""
import os

TIMEOUT_S = 30


# Retries are capped: the server is not ours.
@decorator
def fetch(url, retries=3):
    return os.path.join(url, str(retries))


class Client:
    """A client."""

    base = "http://x"

    def get(self, path):
        return fetch(self.base + path)

    class Inner:
        def deep(self):
            return 1


if __name__ == "__main__":
    fetch("a")
'''


def by_symbol(chunks):
    return {(c.symbol, c.kind): c for c in chunks}


def test_python_chunks_follow_the_ast_with_context():
    chunks = chunk_file("pkg/client.py", SOURCE)
    got = by_symbol(chunks)
    fetch = got[("fetch", "function")]
    # The decorator and the comment block right above belong to the function.
    assert fetch.start_line == 7 and fetch.end_line == 10
    assert fetch.text.startswith("# Retries are capped") and "@decorator" in fetch.text
    assert fetch.context == "# file: pkg/client.py"
    get = got[("Client.get", "method")]
    assert get.context == "# file: pkg/client.py\n# class Client"
    assert get.text.strip().startswith("def get(self, path):")
    assert (get.start_line, get.end_line) == (18, 19)
    header = got[("Client", "class")]
    assert header.text.startswith("class Client:") and 'base = "http://x"' in header.text
    assert "def get" not in header.text
    assert ("Client.Inner.deep", "method") in got
    modules = [c for c in chunks if c.kind == "module"]
    assert any("TIMEOUT_S = 30" in c.text for c in modules)
    assert any('__name__ == "__main__"' in c.text for c in modules)
    # Every chunk's text is exactly its lines of the file.
    lines = SOURCE.splitlines()
    for c in chunks:
        assert c.text == "\n".join(lines[c.start_line - 1 : c.end_line])
        assert c.document == c.context + "\n" + c.text


def test_long_bodies_are_split_with_the_signature_as_context():
    body = "\n".join(f"    x{i} = {i}" for i in range(25))
    src = f"def long_function(a, b):\n{body}\n    return a\n"
    chunks = chunk_file("m.py", src, ChunkConfig(max_lines=10))
    assert [c.symbol for c in chunks] == ["long_function"] * 3
    assert [(c.start_line, c.end_line) for c in chunks] == [(1, 10), (11, 20), (21, 27)]
    assert "(continued)" not in chunks[0].context
    assert chunks[1].context.endswith("# def long_function(a, b):  (continued)")


def test_other_files_and_broken_python_are_line_windows():
    text = "\n".join(f"line {i}" for i in range(1, 101)) + "\n"
    chunks = chunk_file("notes.md", text, ChunkConfig(window_lines=40, window_overlap_lines=10))
    assert [(c.start_line, c.end_line) for c in chunks] == [(1, 40), (31, 70), (61, 100)]
    assert all(c.kind == "text" and c.symbol is None for c in chunks)
    broken = chunk_file("bad.py", "def f(:\n    pass\n")
    assert [c.kind for c in broken] == ["text"]
    assert chunk_file("blank.txt", "\n\n   \n") == []


def test_form_feeds_do_not_shift_line_numbers():
    src = "x = 1\n\x0c\ndef f():\n    return 2\n"
    assert len(split_lines(src)) == 4  # str.splitlines would say 5
    (f,) = [c for c in chunk_file("ff.py", src) if c.symbol == "f"]
    assert (f.start_line, f.text) == (3, "def f():\n    return 2")


def test_strip_docstrings_removes_them_and_keeps_the_code_valid():
    src = '''def only_doc():
    """Explain the thing in four words."""


class K:
    def method(self):
        """Return the sum of the two values.

        More detail here.
        """
        return 1 + 1

    def one_line(self): "Docstring on the def line."; return 2


def nested():
    """Outer function does outer things."""
    def inner():
        """Inner docstring is stripped too."""
        return 3
    return inner
'''
    stripped, found = strip_docstrings(src)
    compile(stripped, "x.py", "exec")
    assert '"""' not in stripped
    assert "def only_doc():\n    pass\n" in stripped
    assert "Docstring on the def line." in stripped  # shares its line: kept, never queried
    queries = {symbol: sentence for symbol, sentence, _ in found}
    assert queries == {"only_doc": "Explain the thing in four words.",
                       "K.method": "Return the sum of the two values.",
                       "nested": "Outer function does outer things."}
    (code,) = [c for s, _, c in found if s == "K.method"]
    assert code == "    def method(self):\n        return 1 + 1"


def test_first_sentence_and_ambiguous_queries(tmp_path):
    assert first_sentence("Return the system name, e.g. Linux.\n\nMore.") == \
        "Return the system name, e.g. Linux."
    assert first_sentence("Spans\n  two lines. Then more") == "Spans two lines."
    (tmp_path / "a.py").write_text(
        'def a():\n    """Shared words in this docstring."""\n\n'
        'def b():\n    """Shared words in this docstring."""\n\n'
        'def c():\n    """Short."""\n\n'
        'def d():\n    """A unique sentence for d."""\n')
    texts, pairs = mine(tmp_path, ["a.py"])
    assert [(p.symbol, p.query) for p in pairs] == [("d", "A unique sentence for d.")]
    assert '"""' not in texts["a.py"]
