from kata_max_gap.core import dinner


def test_dinner_0():
    assert dinner([0, 13, 15, 16, 19, 22]) == 13


def test_dinner_1():
    assert dinner([6, 7, 14, 22]) == 8


def test_dinner_2():
    assert dinner([6, 10, 14, 28]) == 14


def test_dinner_3():
    assert dinner([7, 21, 24]) == 14


def test_dinner_4():
    assert dinner([24]) == 0


def test_dinner_5():
    assert dinner([4, 7, 9, 21]) == 12
