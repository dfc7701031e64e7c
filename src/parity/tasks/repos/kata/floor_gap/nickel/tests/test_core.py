from kata_floor_gap.core import nickel


def test_nickel_0():
    assert nickel(0, 18) == 2


def test_nickel_1():
    assert nickel(3, 9) == 2


def test_nickel_2():
    assert nickel(0, 20) == 2


def test_nickel_3():
    assert nickel(12, 18) == 2


def test_nickel_4():
    assert nickel(17, 9) == 8


def test_nickel_5():
    assert nickel(17, 19) == 2
