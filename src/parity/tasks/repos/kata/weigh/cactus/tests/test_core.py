from kata_weigh.core import cactus


def test_cactus_0():
    assert cactus([0, 8]) == 16


def test_cactus_1():
    assert cactus([9, 10]) == 38


def test_cactus_2():
    assert cactus([11, 11, 2, 1, 5]) == 52


def test_cactus_3():
    assert cactus([2, 3]) == 5


def test_cactus_4():
    assert cactus([12]) == 24


def test_cactus_5():
    assert cactus([7, 8]) == 23
