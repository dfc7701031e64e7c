from kata_wrap.core import nickel


def test_nickel_0():
    assert nickel(18) == 3


def test_nickel_1():
    assert nickel(10) == 3


def test_nickel_2():
    assert nickel(-10) == 7


def test_nickel_3():
    assert nickel(23) == 0


def test_nickel_4():
    assert nickel(25) == 2


def test_nickel_5():
    assert nickel(-5) == 4
