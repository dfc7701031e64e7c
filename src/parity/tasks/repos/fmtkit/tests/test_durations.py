import pytest

from fmtkit import format_clock, format_duration, parse_duration
from fmtkit.durations import split_seconds


def test_split_seconds():
    assert split_seconds(93784) == [("d", 1), ("h", 2), ("m", 3), ("s", 4)]
    assert split_seconds(0) == []
    assert split_seconds(7 * 86400 + 1) == [("w", 1), ("s", 1)]


@pytest.mark.parametrize("seconds,expected", [
    (0, "0s"),
    (45, "45s"),
    (60, "1m"),
    (3900, "1h 5m"),
    (3905, "1h 5m"),
    (90061, "1d 1h"),
    (59.9, "59s"),
])
def test_format_duration_compact(seconds, expected):
    assert format_duration(seconds) == expected


def test_format_duration_max_parts():
    assert format_duration(90061, max_parts=4) == "1d 1h 1m 1s"
    assert format_duration(90061, max_parts=1) == "1d"


def test_format_duration_negative():
    assert format_duration(-75) == "-1m 15s"


@pytest.mark.parametrize("seconds,expected", [
    (0, "0 seconds"),
    (1, "1 second"),
    (120, "2 minutes"),
    (3661, "1 hour and 1 minute"),
    (1209600, "2 weeks"),
])
def test_format_duration_verbose(seconds, expected):
    assert format_duration(seconds, verbose=True) == expected


def test_format_duration_verbose_three_parts():
    assert format_duration(93784, max_parts=3, verbose=True) == "1 day, 2 hours and 3 minutes"


@pytest.mark.parametrize("text,expected", [
    ("45", 45),
    ("1h30m", 5400),
    ("2d 4h", 187200),
    ("1W", 604800),
    ("10m5s", 605),
])
def test_parse_duration(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["", "5x", "h", "1h1h", "3m4"])
def test_parse_duration_errors(text):
    with pytest.raises(ValueError):
        parse_duration(text)


def test_parse_format_roundtrip():
    assert parse_duration(format_duration(200000, max_parts=5)) == 200000


@pytest.mark.parametrize("seconds,expected", [
    (0, "0:00"),
    (5, "0:05"),
    (65, "1:05"),
    (3600, "1:00:00"),
    (3725, "1:02:05"),
    (-61, "-1:01"),
])
def test_format_clock(seconds, expected):
    assert format_clock(seconds) == expected


def test_format_clock_always_hours():
    assert format_clock(65, always_hours=True) == "0:01:05"
