from kata_between.core import nickel


def test_nickel_0():
    assert nickel(2, 3, 9) == False


def test_nickel_1():
    assert nickel(3, 3, 9) == True


def test_nickel_2():
    assert nickel(4, 3, 9) == True


def test_nickel_3():
    assert nickel(8, 3, 9) == True


def test_nickel_4():
    assert nickel(9, 3, 9) == False


def test_nickel_5():
    assert nickel(10, 3, 9) == False
