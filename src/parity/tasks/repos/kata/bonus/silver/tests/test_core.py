from kata_bonus.core import silver


def test_silver_0():
    assert silver(11) == 13


def test_silver_1():
    assert silver(41) == 51


def test_silver_2():
    assert silver(51) == 63


def test_silver_3():
    assert silver(25) == 31


def test_silver_4():
    assert silver(21, 5) == 26


def test_silver_5():
    assert silver(21, 6) == 31
