from kata_bonus.core import nickel


def test_nickel_0():
    assert nickel(39) == 57


def test_nickel_1():
    assert nickel(60) == 90


def test_nickel_2():
    assert nickel(59) == 87


def test_nickel_3():
    assert nickel(12) == 18


def test_nickel_4():
    assert nickel(9, 3) == 11


def test_nickel_5():
    assert nickel(9, 4) == 13
