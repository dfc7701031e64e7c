from kata_tail.core import nickel


def test_nickel_0():
    assert nickel([5, 5, 2, 6, 3]) == [2, 6, 3]


def test_nickel_1():
    assert nickel([0, 0, 4, 9, 8, 3]) == [9, 8, 3]


def test_nickel_2():
    assert nickel([2, 9, 0, 6]) == [9, 0, 6]


def test_nickel_3():
    assert nickel([3, 0, 0, 9]) == [0, 0, 9]


def test_nickel_4():
    assert nickel([8, 1, 8, 7, 3, 4], 0) == []


def test_nickel_5():
    assert nickel([4, 0, 5, 9, 4, 9], 1) == [9]
