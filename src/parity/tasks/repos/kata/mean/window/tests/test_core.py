from kata_mean.core import window


def test_window_0():
    assert window([]) == 0


def test_window_1():
    assert window([15, 26]) == 20


def test_window_2():
    assert window([26]) == 26


def test_window_3():
    assert window([3, 28, 22, 20]) == 18


def test_window_4():
    assert window([7, 21]) == 14


def test_window_5():
    assert window([15]) == 15
