from kata_wrap.core import cactus


def test_cactus_0():
    assert cactus(25) == 2


def test_cactus_1():
    assert cactus(20) == 5


def test_cactus_2():
    assert cactus(15) == 0


def test_cactus_3():
    assert cactus(-6) == 3


def test_cactus_4():
    assert cactus(-5) == 4


def test_cactus_5():
    assert cactus(2) == 3
