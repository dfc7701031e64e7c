from kata_clamp.core import nickel


def test_nickel_0():
    assert nickel(1) == 2


def test_nickel_1():
    assert nickel(2) == 2


def test_nickel_2():
    assert nickel(3) == 3


def test_nickel_3():
    assert nickel(17) == 17


def test_nickel_4():
    assert nickel(18) == 18


def test_nickel_5():
    assert nickel(19) == 18
