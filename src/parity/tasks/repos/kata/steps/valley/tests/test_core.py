from kata_steps.core import valley


def test_valley_0():
    assert valley(6, 9) == [18, 21, 24]


def test_valley_1():
    assert valley(1, 2) == [3]


def test_valley_2():
    assert valley(6, 14) == [18, 21, 24, 27, 30, 33, 36, 39]


def test_valley_3():
    assert valley(1, 4) == [3, 6, 9]


def test_valley_4():
    assert valley(6, 6) == []


def test_valley_5():
    assert valley(2, 7) == [6, 9, 12, 15, 18]
