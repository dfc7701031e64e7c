from kata_mean.core import nickel


def test_nickel_0():
    assert nickel([]) == 0


def test_nickel_1():
    assert nickel([25, 20, 27, 10]) == 20


def test_nickel_2():
    assert nickel([0, 27]) == 13


def test_nickel_3():
    assert nickel([4, 24, 8]) == 12


def test_nickel_4():
    assert nickel([28, 25]) == 26


def test_nickel_5():
    assert nickel([25, 16, 24, 18, 21, 25]) == 21
