from kata_wrap.core import window


def test_window_0():
    assert window(22) == 5


def test_window_1():
    assert window(3) == 4


def test_window_2():
    assert window(10) == 5


def test_window_3():
    assert window(9) == 4


def test_window_4():
    assert window(-8) == 5


def test_window_5():
    assert window(5) == 0
