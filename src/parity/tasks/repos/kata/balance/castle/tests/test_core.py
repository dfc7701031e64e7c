from kata_balance.core import castle


def test_castle_0():
    assert castle([15, 20]) == 0


def test_castle_1():
    assert castle([18]) == 1


def test_castle_2():
    assert castle([12, 16, 19, 16, 12, 3]) == 2


def test_castle_3():
    assert castle([8, 3, 8]) == 1


def test_castle_4():
    assert castle([7, 20]) == 0


def test_castle_5():
    assert castle([8, 9, 16]) == 1
