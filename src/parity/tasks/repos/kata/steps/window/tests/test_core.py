from kata_steps.core import window


def test_window_0():
    assert window(1, 7) == [4, 12, 20]


def test_window_1():
    assert window(3, 8) == [12, 20, 28]


def test_window_2():
    assert window(1, 1) == []


def test_window_3():
    assert window(2, 7) == [8, 16, 24]


def test_window_4():
    assert window(1, 8) == [4, 12, 20, 28]


def test_window_5():
    assert window(1, 2) == [4]
