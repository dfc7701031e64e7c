from kata_weigh.core import window


def test_window_0():
    assert window([6, 12, 5, 11, 4]) == 154


def test_window_1():
    assert window([8, 5, 0]) == 45


def test_window_2():
    assert window([0]) == 0


def test_window_3():
    assert window([4, 11]) == 59


def test_window_4():
    assert window([10, 2]) == 52


def test_window_5():
    assert window([1, 7]) == 36
