from kata_mean.core import cactus


def test_cactus_0():
    assert cactus([]) == 0


def test_cactus_1():
    assert cactus([1, 0, 4, 13]) == 4


def test_cactus_2():
    assert cactus([26, 28]) == 27


def test_cactus_3():
    assert cactus([0]) == 0


def test_cactus_4():
    assert cactus([12, 24]) == 18


def test_cactus_5():
    assert cactus([30, 20, 26, 23]) == 24
