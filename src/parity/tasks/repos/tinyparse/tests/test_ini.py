import pytest

from tinyparse import Config, ParseError, dump_ini, parse_ini

SAMPLE = """
# global settings
name = demo
debug = yes

[server]
host = example.org
port: 8080
timeout = 2.5   ; seconds

[paths]
roots = [/a, /b]
motd = first line
    second line
"""


def test_parse_sections_and_defaults():
    data = parse_ini(SAMPLE)
    assert list(data) == ["DEFAULT", "server", "paths"]
    assert data["DEFAULT"] == {"name": "demo", "debug": True}


def test_parse_typed_values():
    server = parse_ini(SAMPLE)["server"]
    assert server == {"host": "example.org", "port": 8080, "timeout": 2.5}


def test_parse_colon_separator():
    assert parse_ini("a: 1")["DEFAULT"]["a"] == 1


def test_first_separator_wins():
    assert parse_ini("url = http://x")["DEFAULT"]["url"] == "http://x"
    assert parse_ini("k: a=b", typed=False)["DEFAULT"]["k"] == "a=b"


def test_keys_are_lowercased():
    assert parse_ini("MixedCase = 1")["DEFAULT"] == {"mixedcase": 1}


def test_continuation_lines():
    assert parse_ini(SAMPLE)["paths"]["motd"] == "first line\nsecond line"


def test_list_value():
    assert parse_ini(SAMPLE)["paths"]["roots"] == ["/a", "/b"]


def test_untyped_keeps_strings():
    data = parse_ini("[s]\nport = 80\non = yes", typed=False)
    assert data["s"] == {"port": "80", "on": "yes"}


def test_inline_comment_inside_quotes_is_kept():
    data = parse_ini("msg = 'a ; b' ; trailing")
    assert data["DEFAULT"]["msg"] == "a ; b"


def test_hash_without_space_is_not_comment():
    data = parse_ini("color = #ff0000", typed=False)
    assert data["DEFAULT"]["color"] == "#ff0000"


def test_comment_lines_skipped():
    assert parse_ini("; c1\n# c2\nx=1") == {"DEFAULT": {"x": 1}}


def test_missing_separator_reports_line():
    with pytest.raises(ParseError) as info:
        parse_ini("a = 1\n\njust words")
    assert info.value.line == 3
    assert str(info.value) == "line 3: expected 'key = value'"


def test_indented_line_continues_previous_key():
    assert parse_ini("x = 1\n  = 2\n", typed=False)["DEFAULT"]["x"] == "1\n= 2"


def test_indented_line_after_section_is_a_key():
    assert parse_ini("[s]\n  k = v")["s"] == {"k": "v"}


def test_empty_key_error_column():
    with pytest.raises(ParseError) as info:
        parse_ini("= 2")
    assert (info.value.line, info.value.column) == (1, 1)
    assert str(info.value) == "line 1, column 1: empty key"


def test_unterminated_section():
    with pytest.raises(ParseError) as info:
        parse_ini("\n[broken")
    assert info.value.line == 2
    assert info.value.column == 7


def test_empty_section_name():
    with pytest.raises(ParseError, match="empty section name"):
        parse_ini("[  ]")


def test_duplicate_key_rejected():
    with pytest.raises(ParseError) as info:
        parse_ini("[a]\nk=1\nk=2")
    assert info.value.line == 3


def test_duplicate_key_allowed_last_wins():
    assert parse_ini("k=1\nk=2", allow_duplicates=True)["DEFAULT"]["k"] == 2


def test_duplicate_section_rejected_and_allowed():
    with pytest.raises(ParseError):
        parse_ini("[a]\nx=1\n[a]\ny=2")
    merged = parse_ini("[a]\nx=1\n[a]\ny=2", allow_duplicates=True)
    assert merged["a"] == {"x": 1, "y": 2}


def test_dump_roundtrip():
    data = {"DEFAULT": {"a": 1}, "s": {"on": True, "off": False, "none": None, "l": [1, "x"]}}
    text = dump_ini(data)
    assert text == "a = 1\n\n[s]\non = true\noff = false\nnone = \nl = [1, x]\n"
    assert parse_ini(text) == data


def test_dump_empty():
    assert dump_ini({}) == ""
    assert dump_ini({"DEFAULT": {}}) == ""


def test_dump_without_defaults_has_no_leading_blank():
    assert dump_ini({"s": {"k": "v"}}) == "[s]\nk = v\n"


def test_config_get_falls_back_to_defaults():
    cfg = Config(SAMPLE)
    assert cfg.get("server", "name") == "demo"
    assert cfg.get("server", "HOST") == "example.org"
    assert cfg.get("server", "missing", "dflt") == "dflt"
    assert cfg.get("nosuch", "name") == "demo"


def test_config_sections():
    assert Config(SAMPLE).sections() == ["server", "paths"]


def test_config_has():
    cfg = Config(SAMPLE)
    assert cfg.has("server", "port")
    assert cfg.has("paths", "debug")
    assert not cfg.has("paths", "port")


def test_config_get_int_and_default():
    cfg = Config("[s]\nn = 7\nf = 3.9")
    assert cfg.get_int("s", "n") == 7
    assert cfg.get_int("s", "f") == 3
    assert cfg.get_int("s", "absent") == 0
    assert cfg.get_int("s", "absent", 5) == 5


def test_config_get_bool():
    cfg = Config("[s]\na = yes\nb = 0\nc = off")
    assert cfg.get_bool("s", "a") is True
    assert cfg.get_bool("s", "b") is False
    assert cfg.get_bool("s", "c") is False
    assert cfg.get_bool("s", "zzz") is False
    assert cfg.get_bool("s", "zzz", True) is True


def test_config_section_merges_defaults():
    cfg = Config("x = 1\ny = 2\n[s]\ny = 3")
    assert cfg.section("s") == {"x": 1, "y": 3}
    assert cfg.section("none") == {"x": 1, "y": 2}


def test_inline_comment_without_following_space():
    assert parse_ini("k = v ;note", typed=False)["DEFAULT"]["k"] == "v"
    assert parse_ini("k = v #note", typed=False)["DEFAULT"]["k"] == "v"


def test_empty_section_error_location():
    with pytest.raises(ParseError) as info:
        parse_ini("a = 1\n[]")
    assert (info.value.line, info.value.column) == (2, 2)
