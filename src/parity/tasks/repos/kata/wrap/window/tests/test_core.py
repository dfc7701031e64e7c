from kata_wrap.core import window


def test_window_0():
    assert window(-7) == 7


def test_window_1():
    assert window(6) == 9


def test_window_2():
    assert window(-2) == 1


def test_window_3():
    assert window(2) == 5


def test_window_4():
    assert window(7) == 10


def test_window_5():
    assert window(10, 4, 2) == 0
