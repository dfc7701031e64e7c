from kata_multiples.core import nickel


def test_nickel_0():
    assert nickel([5, 0, 1, -2, 1, 19]) == 1


def test_nickel_1():
    assert nickel([19, -2, -1, 11]) == 0


def test_nickel_2():
    assert nickel([11, -6, -1, 1]) == 0


def test_nickel_3():
    assert nickel([16, -1, 1, 18, 11]) == 0


def test_nickel_4():
    assert nickel([20, 12, 15]) == 2


def test_nickel_5():
    assert nickel([17, 1, 10]) == 1
