from kata_bonus.core import nickel


def test_nickel_0():
    assert nickel(40) == 45


def test_nickel_1():
    assert nickel(44) == 50


def test_nickel_2():
    assert nickel(10) == 11


def test_nickel_3():
    assert nickel(37) == 42


def test_nickel_4():
    assert nickel(15, 5) == 19


def test_nickel_5():
    assert nickel(59, 4) == 67
