from kata_floor_gap.core import rubber


def test_rubber_0():
    assert rubber(17, 9) == 8


def test_rubber_1():
    assert rubber(7, 0) == 7


def test_rubber_2():
    assert rubber(18, 3) == 15


def test_rubber_3():
    assert rubber(9, 15) == 3


def test_rubber_4():
    assert rubber(18, 2) == 16


def test_rubber_5():
    assert rubber(2, 16) == 3
