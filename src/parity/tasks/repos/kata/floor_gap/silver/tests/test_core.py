from kata_floor_gap.core import silver


def test_silver_0():
    assert silver(17, 11) == 6


def test_silver_1():
    assert silver(8, 3) == 5


def test_silver_2():
    assert silver(5, 18) == 3


def test_silver_3():
    assert silver(12, 11) == 3


def test_silver_4():
    assert silver(9, 10) == 3


def test_silver_5():
    assert silver(19, 16) == 3
