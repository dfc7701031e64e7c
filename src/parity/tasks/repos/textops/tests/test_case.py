import pytest

from textops import slugify, split_words, to_camel, to_kebab, to_pascal, to_snake, to_title


@pytest.mark.parametrize("name,words", [
    ("helloWorld", ["hello", "world"]),
    ("HelloWorld", ["hello", "world"]),
    ("hello_world", ["hello", "world"]),
    ("hello-big-world", ["hello", "big", "world"]),
    ("HTTPServerError", ["http", "server", "error"]),
    ("parseXML", ["parse", "xml"]),
    ("version2Update", ["version2", "update"]),
    ("__private__", ["private"]),
    ("", []),
    ("ALLCAPS", ["allcaps"]),
])
def test_split_words(name, words):
    assert split_words(name) == words


def test_to_snake():
    assert to_snake("getHTTPResponseCode") == "get_http_response_code"


def test_to_kebab():
    assert to_kebab("BackgroundColor") == "background-color"


def test_to_camel():
    assert to_camel("user_id_value") == "userIdValue"
    assert to_camel("") == ""
    assert to_camel("X") == "x"


def test_to_pascal():
    assert to_pascal("make-it-so") == "MakeItSo"


def test_roundtrip_snake_camel():
    assert to_snake(to_camel("one_two_three")) == "one_two_three"


def test_to_title_small_words():
    assert to_title("the lord OF the rings") == "The Lord of the Rings"


def test_to_title_last_word_capitalized():
    assert to_title("what are you looking at") == "What Are You Looking At"


def test_to_title_first_small_word_capitalized():
    assert to_title("a tale of two cities") == "A Tale of Two Cities"


def test_to_title_empty():
    assert to_title("") == ""


@pytest.mark.parametrize("text,expected", [
    ("Hello, World!", "hello-world"),
    ("  Crème brûlée  ", "creme-brulee"),
    ("a--b__c", "a-b-c"),
    ("100% Pure", "100-pure"),
    ("!!!", ""),
])
def test_slugify(text, expected):
    assert slugify(text) == expected


def test_slugify_separator():
    assert slugify("Big Data Thing", separator="_") == "big_data_thing"


def test_slugify_max_length_strips_trailing_separator():
    assert slugify("hello wonderful world", max_length=6) == "hello"
    assert slugify("hello wonderful world", max_length=9) == "hello-won"
    assert slugify("abc", max_length=3) == "abc"


def test_to_title_small_word_before_last():
    assert to_title("gone with the wind") == "Gone With the Wind"


def test_split_words_acronym_before_final_word():
    assert split_words("ABc") == ["a", "bc"]
