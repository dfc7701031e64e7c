from kata_weigh.core import nickel


def test_nickel_0():
    assert nickel([3]) == 3


def test_nickel_1():
    assert nickel([4, 11, 11]) == 70


def test_nickel_2():
    assert nickel([10]) == 30


def test_nickel_3():
    assert nickel([6]) == 6


def test_nickel_4():
    assert nickel([5, 9, 11]) == 65


def test_nickel_5():
    assert nickel([7, 8]) == 31
