from kata_max_gap.core import nickel


def test_nickel_0():
    assert nickel([14, 21]) == 7


def test_nickel_1():
    assert nickel([5, 10, 12, 14, 15, 20]) == 5


def test_nickel_2():
    assert nickel([1, 16]) == 15


def test_nickel_3():
    assert nickel([3, 22]) == 19


def test_nickel_4():
    assert nickel([5, 16, 30]) == 14


def test_nickel_5():
    assert nickel([3, 3]) == 0
