from kata_bonus.core import window


def test_window_0():
    assert window(12) == 15


def test_window_1():
    assert window(1) == 1


def test_window_2():
    assert window(60) == 75


def test_window_3():
    assert window(44) == 55


def test_window_4():
    assert window(38, 5) == 47


def test_window_5():
    assert window(38, 6) == 56
