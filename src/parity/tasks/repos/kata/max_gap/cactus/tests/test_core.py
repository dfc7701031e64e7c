from kata_max_gap.core import cactus


def test_cactus_0():
    assert cactus([24]) == 0


def test_cactus_1():
    assert cactus([0, 6, 10, 10, 21, 24]) == 11


def test_cactus_2():
    assert cactus([17, 29]) == 12


def test_cactus_3():
    assert cactus([4, 5, 10, 10]) == 5


def test_cactus_4():
    assert cactus([4, 6, 10, 19, 28]) == 9


def test_cactus_5():
    assert cactus([11, 24, 29, 30]) == 13
