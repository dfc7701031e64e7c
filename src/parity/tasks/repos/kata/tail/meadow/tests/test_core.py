from kata_tail.core import meadow


def test_meadow_0():
    assert meadow([1]) == [1]


def test_meadow_1():
    assert meadow([4, 4, 9]) == [4, 4, 9]


def test_meadow_2():
    assert meadow([]) == []


def test_meadow_3():
    assert meadow([8, 2, 1, 4, 0, 1]) == [4, 0, 1]


def test_meadow_4():
    assert meadow([0, 6, 1, 4, 8, 6], 0) == []


def test_meadow_5():
    assert meadow([4, 6, 1, 8, 8, 5], 1) == [5]
