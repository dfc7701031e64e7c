from kata_wrap.core import nickel


def test_nickel_0():
    assert nickel(11) == 1


def test_nickel_1():
    assert nickel(-1) == 1


def test_nickel_2():
    assert nickel(-5) == 9


def test_nickel_3():
    assert nickel(-4) == 10


def test_nickel_4():
    assert nickel(28) == 6


def test_nickel_5():
    assert nickel(10, 4, 2) == 0
