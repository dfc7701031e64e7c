from kata_discount.core import cactus


def test_cactus_0():
    assert cactus(30, 3) == 90


def test_cactus_1():
    assert cactus(38, 11) == 377


def test_cactus_2():
    assert cactus(6, 8) == 44


def test_cactus_3():
    assert cactus(8, 3) == 24


def test_cactus_4():
    assert cactus(37, 12) == 400


def test_cactus_5():
    assert cactus(20, 6) == 120
