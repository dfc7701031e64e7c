from kata_discount.core import cactus


def test_cactus_0():
    assert cactus(36, 6) == 192


def test_cactus_1():
    assert cactus(10, 9) == 80


def test_cactus_2():
    assert cactus(7, 11) == 69


def test_cactus_3():
    assert cactus(25, 9) == 200


def test_cactus_4():
    assert cactus(20, 3) == 60


def test_cactus_5():
    assert cactus(20, 4) == 72
