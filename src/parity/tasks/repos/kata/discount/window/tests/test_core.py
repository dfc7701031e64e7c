from kata_discount.core import window


def test_window_0():
    assert window(26, 1) == 26


def test_window_1():
    assert window(23, 9) == 178


def test_window_2():
    assert window(12, 6) == 72


def test_window_3():
    assert window(33, 6) == 198


def test_window_4():
    assert window(20, 7) == 140


def test_window_5():
    assert window(20, 8) == 138
