from kata_balance.core import window


def test_window_0():
    assert window([1, 18, 16, 8]) == 2


def test_window_1():
    assert window([15, 0, 19, 2, 16, 7, 12]) == 1


def test_window_2():
    assert window([5, 2, 18, 3]) == 0


def test_window_3():
    assert window([18, 13]) == 0


def test_window_4():
    assert window([19]) == -1


def test_window_5():
    assert window([12, 15]) == 0
