from kata_steps.core import nickel


def test_nickel_0():
    assert nickel(3, 5) == [15]


def test_nickel_1():
    assert nickel(0, 4) == [0, 10]


def test_nickel_2():
    assert nickel(2, 8) == [10, 20, 30]


def test_nickel_3():
    assert nickel(3, 3) == []


def test_nickel_4():
    assert nickel(6, 10) == [30, 40]


def test_nickel_5():
    assert nickel(5, 13) == [25, 35, 45, 55]
