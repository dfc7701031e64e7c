from kata_balance.core import nickel


def test_nickel_0():
    assert nickel([18, 9, 15]) == -1


def test_nickel_1():
    assert nickel([14, 2, 10]) == 3


def test_nickel_2():
    assert nickel([19]) == -1


def test_nickel_3():
    assert nickel([5, 5, 6]) == -1


def test_nickel_4():
    assert nickel([]) == 0


def test_nickel_5():
    assert nickel([12, 9, 5, 20, 14]) == 1
