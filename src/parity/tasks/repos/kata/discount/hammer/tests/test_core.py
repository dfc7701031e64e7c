from kata_discount.core import hammer


def test_hammer_0():
    assert hammer(3, 11) == 25


def test_hammer_1():
    assert hammer(2, 9) == 14


def test_hammer_2():
    assert hammer(7, 8) == 42


def test_hammer_3():
    assert hammer(26, 8) == 156


def test_hammer_4():
    assert hammer(20, 5) == 100


def test_hammer_5():
    assert hammer(20, 6) == 90
