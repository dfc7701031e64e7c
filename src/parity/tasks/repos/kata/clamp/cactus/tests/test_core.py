from kata_clamp.core import cactus


def test_cactus_0():
    assert cactus(-1) == 0


def test_cactus_1():
    assert cactus(0) == 0


def test_cactus_2():
    assert cactus(1) == 1


def test_cactus_3():
    assert cactus(16) == 16


def test_cactus_4():
    assert cactus(17) == 17


def test_cactus_5():
    assert cactus(18) == 17
