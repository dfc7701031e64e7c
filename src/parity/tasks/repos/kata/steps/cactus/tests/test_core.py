from kata_steps.core import cactus


def test_cactus_0():
    assert cactus(4, 9) == [16, 28]


def test_cactus_1():
    assert cactus(1, 10) == [4, 16, 28]


def test_cactus_2():
    assert cactus(6, 9) == [24]


def test_cactus_3():
    assert cactus(1, 8) == [4, 16, 28]


def test_cactus_4():
    assert cactus(4, 5) == [16]


def test_cactus_5():
    assert cactus(2, 9) == [8, 20, 32]
