from kata_max_gap.core import window


def test_window_0():
    assert window([4, 19, 26]) == 15


def test_window_1():
    assert window([3, 22]) == 19


def test_window_2():
    assert window([2, 11, 30]) == 19


def test_window_3():
    assert window([16, 20, 24, 24]) == 4


def test_window_4():
    assert window([9, 14]) == 5


def test_window_5():
    assert window([3, 3]) == 0
