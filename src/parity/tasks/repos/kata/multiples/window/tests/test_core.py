from kata_multiples.core import window


def test_window_0():
    assert window([15, 8, -2]) == 1


def test_window_1():
    assert window([11, 14, 5, 4, -3]) == 1


def test_window_2():
    assert window([16, -2]) == 0


def test_window_3():
    assert window([4, 15, 0, -3]) == 1


def test_window_4():
    assert window([5, 13, -5, -3]) == 1


def test_window_5():
    assert window([14, 11, 14, 13, 1]) == 0
