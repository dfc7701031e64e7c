import datetime as dt

import pytest

from fmtkit import add_months, days_in_month, format_iso, parse_iso, relative_time
from fmtkit.dates import is_leap


@pytest.mark.parametrize("year,expected", [(2024, True), (2023, False), (1900, False), (2000, True)])
def test_is_leap(year, expected):
    assert is_leap(year) is expected


def test_days_in_month():
    assert days_in_month(2023, 1) == 31
    assert days_in_month(2023, 2) == 28
    assert days_in_month(2024, 2) == 29
    assert days_in_month(2023, 4) == 30
    assert days_in_month(2023, 12) == 31


@pytest.mark.parametrize("month", [0, 13])
def test_days_in_month_range(month):
    with pytest.raises(ValueError):
        days_in_month(2023, month)


def test_add_months_simple_and_wrap():
    assert add_months(dt.date(2023, 11, 15), 3) == dt.date(2024, 2, 15)
    assert add_months(dt.date(2023, 1, 15), -1) == dt.date(2022, 12, 15)


def test_add_months_clamps_day():
    assert add_months(dt.date(2024, 1, 31), 1) == dt.date(2024, 2, 29)
    assert add_months(dt.date(2023, 3, 31), -1) == dt.date(2023, 2, 28)


def test_parse_iso_date():
    assert parse_iso("2024-02-29") == dt.date(2024, 2, 29)


def test_parse_iso_datetime():
    assert parse_iso("2024-03-01T13:45:30") == dt.datetime(2024, 3, 1, 13, 45, 30)
    assert parse_iso("2024-03-01 13:45") == dt.datetime(2024, 3, 1, 13, 45)


def test_parse_iso_utc_and_offsets():
    assert parse_iso("2024-03-01T10:00Z").utcoffset() == dt.timedelta(0)
    assert parse_iso("2024-03-01T10:00:00+05:30").utcoffset() == dt.timedelta(hours=5, minutes=30)
    assert parse_iso("2024-03-01T10:00-0200").utcoffset() == dt.timedelta(hours=-2)


@pytest.mark.parametrize("text", [
    "2023-02-29",
    "2024-13-01",
    "2024-00-10",
    "24-01-01",
    "2024/01/01",
    "2024-01-01T24:00",
    "2024-01-01T10:60",
    "2024-01-01T10",
    "2024-01-01T10:00+5",
    "2024-01-aa",
])
def test_parse_iso_errors(text):
    with pytest.raises(ValueError):
        parse_iso(text)


def test_format_iso_date():
    assert format_iso(dt.date(987, 6, 5)) == "0987-06-05"


def test_format_iso_naive_datetime():
    value = dt.datetime(2024, 1, 2, 3, 4, 5)
    assert format_iso(value) == "2024-01-02T03:04:05"
    assert format_iso(value, seconds=False) == "2024-01-02T03:04"


def test_format_iso_offsets():
    utc = dt.datetime(2024, 1, 2, 3, 4, 5, tzinfo=dt.timezone.utc)
    east = dt.datetime(2024, 1, 2, 3, 4, tzinfo=dt.timezone(dt.timedelta(hours=5, minutes=30)))
    west = dt.datetime(2024, 1, 2, 3, 4, tzinfo=dt.timezone(dt.timedelta(hours=-8)))
    assert format_iso(utc) == "2024-01-02T03:04:05Z"
    assert format_iso(east) == "2024-01-02T03:04:00+05:30"
    assert format_iso(west, seconds=False) == "2024-01-02T03:04-08:00"


def test_iso_roundtrip():
    text = "2031-07-19T23:59:58-03:15"
    assert format_iso(parse_iso(text)) == text


NOW = dt.datetime(2024, 6, 15, 12, 0, 0)


@pytest.mark.parametrize("delta,expected", [
    (dt.timedelta(seconds=3), "just now"),
    (dt.timedelta(seconds=45), "45 seconds ago"),
    (dt.timedelta(seconds=60), "1 minute ago"),
    (dt.timedelta(minutes=59, seconds=59), "59 minutes ago"),
    (dt.timedelta(hours=2), "2 hours ago"),
    (dt.timedelta(days=1), "1 day ago"),
    (dt.timedelta(days=3, hours=5), "3 days ago"),
    (dt.timedelta(days=65), "2 months ago"),
    (dt.timedelta(days=800), "2 years ago"),
])
def test_relative_time_past(delta, expected):
    assert relative_time(NOW - delta, NOW) == expected


def test_relative_time_future():
    assert relative_time(NOW + dt.timedelta(hours=2, minutes=5), NOW) == "in 2 hours"
    assert relative_time(NOW + dt.timedelta(seconds=9), NOW) == "just now"
    assert relative_time(NOW + dt.timedelta(seconds=10), NOW) == "in 10 seconds"


def test_days_in_every_month():
    assert [days_in_month(2023, m) for m in range(1, 13)] == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def test_parse_iso_extreme_years():
    assert parse_iso("0001-01-01") == dt.date(1, 1, 1)
    assert parse_iso("9999-12-31") == dt.date(9999, 12, 31)
    with pytest.raises(ValueError, match="year out of range"):
        parse_iso("0000-01-01")


def test_parse_iso_latest_time():
    assert parse_iso("2024-01-01T23:59:59") == dt.datetime(2024, 1, 1, 23, 59, 59)


@pytest.mark.parametrize("text,message", [
    ("2024-01-01T24:00", "hour out of range"),
    ("2024-01-01T10:60", "minute out of range"),
    ("2024-01-01T10:00:60", "second out of range"),
    ("2024-01-32", "day out of range"),
])
def test_parse_iso_range_messages(text, message):
    with pytest.raises(ValueError, match=message):
        parse_iso(text)


def test_format_iso_small_positive_offset():
    text = "2024-01-01T00:00:00+00:01"
    assert format_iso(parse_iso(text)) == text


@pytest.mark.parametrize("delta,expected", [
    (dt.timedelta(hours=1), "1 hour ago"),
    (dt.timedelta(days=30), "1 month ago"),
    (dt.timedelta(days=29, hours=23), "29 days ago"),
    (dt.timedelta(days=59), "1 month ago"),
    (dt.timedelta(days=60), "2 months ago"),
    (dt.timedelta(days=364), "12 months ago"),
    (dt.timedelta(days=365), "1 year ago"),
    (dt.timedelta(days=729), "1 year ago"),
])
def test_relative_time_boundaries(delta, expected):
    assert relative_time(NOW - delta, NOW) == expected
