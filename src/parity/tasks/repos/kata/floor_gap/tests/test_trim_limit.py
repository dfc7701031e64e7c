from kata_floor_gap.trim_limit import trim_limit


def test_trim_limit_0():
    assert trim_limit(19, 18) == 3


def test_trim_limit_1():
    assert trim_limit(5, 11) == 3


def test_trim_limit_2():
    assert trim_limit(13, 0) == 13


def test_trim_limit_3():
    assert trim_limit(20, 20) == 3


def test_trim_limit_4():
    assert trim_limit(6, 10) == 3


def test_trim_limit_5():
    assert trim_limit(8, 10) == 3
