from kata_clamp.core import window


def test_window_0():
    assert window(0) == 1


def test_window_1():
    assert window(1) == 1


def test_window_2():
    assert window(2) == 2


def test_window_3():
    assert window(12) == 12


def test_window_4():
    assert window(13) == 13


def test_window_5():
    assert window(14) == 13
