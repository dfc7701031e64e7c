from kata_tail.core import nickel


def test_nickel_0():
    assert nickel([6, 4, 4, 2]) == [2]


def test_nickel_1():
    assert nickel([]) == []


def test_nickel_2():
    assert nickel([5, 1, 5, 9, 5, 6]) == [6]


def test_nickel_3():
    assert nickel([1, 2, 5]) == [5]


def test_nickel_4():
    assert nickel([8, 9]) == [9]


def test_nickel_5():
    assert nickel([0, 6, 2, 8, 1, 7], 0) == []
