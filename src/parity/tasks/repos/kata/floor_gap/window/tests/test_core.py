from kata_floor_gap.core import window


def test_window_0():
    assert window(16, 11) == 5


def test_window_1():
    assert window(1, 9) == 3


def test_window_2():
    assert window(8, 18) == 3


def test_window_3():
    assert window(13, 16) == 3


def test_window_4():
    assert window(0, 8) == 3


def test_window_5():
    assert window(6, 7) == 3
