from kata_multiples.core import nickel


def test_nickel_0():
    assert nickel([19, 7, -3, 17]) == 0


def test_nickel_1():
    assert nickel([15, -6]) == 0


def test_nickel_2():
    assert nickel([11, 12, 5]) == 1


def test_nickel_3():
    assert nickel([-6, -4, 11]) == 0


def test_nickel_4():
    assert nickel([15, 3]) == 0


def test_nickel_5():
    assert nickel([0, 2, 1]) == 1
