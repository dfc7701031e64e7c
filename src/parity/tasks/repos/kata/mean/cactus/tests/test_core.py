from kata_mean.core import cactus


def test_cactus_0():
    assert cactus([]) == 0


def test_cactus_1():
    assert cactus([1, 23, 29, 26]) == 19


def test_cactus_2():
    assert cactus([13, 6, 16, 9, 22, 27]) == 15


def test_cactus_3():
    assert cactus([3, 9, 8, 5]) == 6


def test_cactus_4():
    assert cactus([24, 6]) == 15


def test_cactus_5():
    assert cactus([4, 5, 11]) == 6
