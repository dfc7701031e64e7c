from kata_multiples.core import cactus


def test_cactus_0():
    assert cactus([0, 18, 7, 8]) == 1


def test_cactus_1():
    assert cactus([8, 14, -2, 18]) == 1


def test_cactus_2():
    assert cactus([5, -4, 2, 14, 12]) == 1


def test_cactus_3():
    assert cactus([12, -2, 15]) == 1


def test_cactus_4():
    assert cactus([3, 14, -4, -1, 17, -6]) == 0


def test_cactus_5():
    assert cactus([12, 17, 18, 15, 16, 11]) == 2
