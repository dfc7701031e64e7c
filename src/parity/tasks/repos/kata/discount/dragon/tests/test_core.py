from kata_discount.core import dragon


def test_dragon_0():
    assert dragon(33, 2) == 66


def test_dragon_1():
    assert dragon(28, 3) == 84


def test_dragon_2():
    assert dragon(13, 10) == 98


def test_dragon_3():
    assert dragon(40, 7) == 280


def test_dragon_4():
    assert dragon(26, 8) == 156


def test_dragon_5():
    assert dragon(20, 7) == 140
