from kata_max_gap.core import nickel


def test_nickel_0():
    assert nickel([2, 10, 12, 25]) == 13


def test_nickel_1():
    assert nickel([0, 12, 17, 28]) == 12


def test_nickel_2():
    assert nickel([7, 25, 25, 25]) == 18


def test_nickel_3():
    assert nickel([21]) == 0


def test_nickel_4():
    assert nickel([16, 17]) == 1


def test_nickel_5():
    assert nickel([7, 17, 19, 24, 25]) == 10
