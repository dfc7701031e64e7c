from kata_balance.core import nickel


def test_nickel_0():
    assert nickel([10, 1, 18, 16, 20, 15]) == 2


def test_nickel_1():
    assert nickel([4, 3, 4, 12, 3, 11, 18]) == 1


def test_nickel_2():
    assert nickel([0, 11, 0]) == 1


def test_nickel_3():
    assert nickel([16]) == 1


def test_nickel_4():
    assert nickel([16, 11, 1, 17, 13]) == -3


def test_nickel_5():
    assert nickel([11, 19, 13, 3]) == -4
