from kata_floor_gap.core import cactus


def test_cactus_0():
    assert cactus(14, 17) == 1


def test_cactus_1():
    assert cactus(5, 5) == 1


def test_cactus_2():
    assert cactus(1, 8) == 1


def test_cactus_3():
    assert cactus(13, 5) == 8


def test_cactus_4():
    assert cactus(15, 10) == 5


def test_cactus_5():
    assert cactus(19, 16) == 3
