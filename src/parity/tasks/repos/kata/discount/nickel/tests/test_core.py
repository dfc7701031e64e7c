from kata_discount.core import nickel


def test_nickel_0():
    assert nickel(19, 12) == 206


def test_nickel_1():
    assert nickel(9, 12) == 98


def test_nickel_2():
    assert nickel(25, 10) == 225


def test_nickel_3():
    assert nickel(16, 5) == 72


def test_nickel_4():
    assert nickel(4, 4) == 16


def test_nickel_5():
    assert nickel(20, 4) == 80
