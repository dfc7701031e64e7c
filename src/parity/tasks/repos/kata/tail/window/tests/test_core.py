from kata_tail.core import window


def test_window_0():
    assert window([]) == []


def test_window_1():
    assert window([2, 0, 1, 6]) == [0, 1, 6]


def test_window_2():
    assert window([2, 9]) == [2, 9]


def test_window_3():
    assert window([1, 4, 3, 4, 2, 5, 3]) == [2, 5, 3]


def test_window_4():
    assert window([6, 0, 4, 9, 7, 7], 0) == []


def test_window_5():
    assert window([5, 5, 7, 7, 8, 1], 1) == [1]
