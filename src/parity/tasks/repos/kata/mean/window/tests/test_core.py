from kata_mean.core import window


def test_window_0():
    assert window([]) == 0


def test_window_1():
    assert window([11, 16, 4, 2, 29, 24]) == 14


def test_window_2():
    assert window([12, 24, 15, 10]) == 15


def test_window_3():
    assert window([9, 15, 4, 9, 1]) == 7


def test_window_4():
    assert window([22, 25, 2, 14]) == 15


def test_window_5():
    assert window([5, 2, 24, 3, 27]) == 12
