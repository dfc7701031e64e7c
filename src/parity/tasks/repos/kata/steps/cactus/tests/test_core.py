from kata_steps.core import cactus


def test_cactus_0():
    assert cactus(6, 8) == [24]


def test_cactus_1():
    assert cactus(2, 6) == [8, 16]


def test_cactus_2():
    assert cactus(6, 13) == [24, 32, 40, 48]


def test_cactus_3():
    assert cactus(3, 5) == [12]


def test_cactus_4():
    assert cactus(6, 15) == [24, 32, 40, 48, 56]


def test_cactus_5():
    assert cactus(2, 3) == [8]
