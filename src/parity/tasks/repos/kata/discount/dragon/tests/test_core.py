from kata_discount.core import dragon


def test_dragon_0():
    assert dragon(33, 8) == 212


def test_dragon_1():
    assert dragon(38, 8) == 244


def test_dragon_2():
    assert dragon(26, 7) == 146


def test_dragon_3():
    assert dragon(8, 11) == 71


def test_dragon_4():
    assert dragon(20, 5) == 100


def test_dragon_5():
    assert dragon(20, 6) == 96
