from kata_weigh.core import nickel


def test_nickel_0():
    assert nickel([7, 9]) == 64


def test_nickel_1():
    assert nickel([6]) == 24


def test_nickel_2():
    assert nickel([10]) == 40


def test_nickel_3():
    assert nickel([6, 5, 3, 8, 7]) == 107


def test_nickel_4():
    assert nickel([7]) == 28


def test_nickel_5():
    assert nickel([1, 4, 8, 7, 8]) == 109
