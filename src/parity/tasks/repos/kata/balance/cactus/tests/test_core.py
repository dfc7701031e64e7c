from kata_balance.core import cactus


def test_cactus_0():
    assert cactus([14, 8, 17, 1, 19, 10]) == 0


def test_cactus_1():
    assert cactus([19, 10, 6, 11, 11, 17]) == -2


def test_cactus_2():
    assert cactus([15, 6, 14, 20, 11, 19]) == 0


def test_cactus_3():
    assert cactus([12, 6, 4, 12, 7, 7]) == 2


def test_cactus_4():
    assert cactus([9, 0, 1]) == -1


def test_cactus_5():
    assert cactus([17, 14, 3, 10, 1, 20]) == 0
