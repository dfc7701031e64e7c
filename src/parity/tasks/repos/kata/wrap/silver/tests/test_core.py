from kata_wrap.core import silver


def test_silver_0():
    assert silver(26) == 5


def test_silver_1():
    assert silver(20) == 7


def test_silver_2():
    assert silver(-8) == 3


def test_silver_3():
    assert silver(11) == 6


def test_silver_4():
    assert silver(27) == 6


def test_silver_5():
    assert silver(21) == 0
