import pytest

from textops import Token, tokenize, word_counts


def test_tokenize_kinds():
    tokens = tokenize("x = 42 + y_1;")
    assert [(t.kind, t.text) for t in tokens] == [
        ("word", "x"), ("punct", "="), ("number", "42"),
        ("punct", "+"), ("word", "y_1"), ("punct", ";"),
    ]


def test_tokenize_positions():
    tokens = tokenize("ab cd\n  ef")
    assert tokens == [
        Token("word", "ab", 1, 1),
        Token("word", "cd", 1, 4),
        Token("word", "ef", 2, 3),
    ]


def test_tokenize_keep_space():
    tokens = tokenize("a  b", keep_space=True)
    assert [t.text for t in tokens] == ["a", "  ", "b"]
    assert tokens[1].kind == "space"


def test_tokenize_decimal_numbers():
    assert [t.text for t in tokenize("3.14 5. 6.x")] == ["3.14", "5", ".", "6", ".", "x"]


def test_tokenize_strings():
    tokens = tokenize("say \"hi \\\" there\" 'x'")
    assert [(t.kind, t.text) for t in tokens] == [
        ("word", "say"), ("string", "\"hi \\\" there\""), ("string", "'x'"),
    ]


def test_tokenize_unterminated_string():
    with pytest.raises(ValueError, match="line 2"):
        tokenize("ok\n'open\n'")


def test_tokenize_line_tracking_after_multiple_newlines():
    tokens = tokenize("a\n\n\n   b")
    assert (tokens[1].line, tokens[1].column) == (4, 4)


def test_tokenize_underscore_word_start():
    assert tokenize("_x1")[0] == Token("word", "_x1", 1, 1)


def test_tokenize_empty():
    assert tokenize("") == []


def test_word_counts():
    text = "The cat and the hat. The END, and the end"
    assert word_counts(text) == [("the", 4), ("and", 2), ("end", 2), ("cat", 1), ("hat", 1)]


def test_word_counts_case_sensitive():
    assert word_counts("A a A", ignore_case=False) == [("A", 2), ("a", 1)]


def test_word_counts_min_length():
    assert word_counts("a bb ccc bb", min_length=2) == [("bb", 2), ("ccc", 1)]


def test_word_counts_ignores_numbers():
    assert word_counts("1 2 two") == [("two", 1)]


def test_tokenize_unterminated_string_at_end_of_input():
    with pytest.raises(ValueError, match="line 1"):
        tokenize("'abc")


def test_tokenize_number_followed_by_final_dot():
    assert [t.text for t in tokenize("5.")] == ["5", "."]
    assert [t.text for t in tokenize("3.1")] == ["3.1"]


def test_tokenize_empty_string_literal():
    assert tokenize("''") == [Token("string", "''", 1, 1)]


def test_tokenize_escaped_backslash_before_quote():
    tokens = tokenize(r'"\\" x')
    assert [(t.kind, t.text) for t in tokens] == [("string", r'"\\"'), ("word", "x")]


def test_word_counts_ties_sorted_alphabetically():
    assert word_counts("b a c") == [("a", 1), ("b", 1), ("c", 1)]
