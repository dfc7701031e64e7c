from kata_max_gap.core import cactus


def test_cactus_0():
    assert cactus([3, 7, 11, 14, 23]) == 9


def test_cactus_1():
    assert cactus([12, 13, 15, 24]) == 9


def test_cactus_2():
    assert cactus([7, 16, 24, 28, 30]) == 9


def test_cactus_3():
    assert cactus([5, 7, 12, 27, 28]) == 15


def test_cactus_4():
    assert cactus([2, 10, 26]) == 16


def test_cactus_5():
    assert cactus([3, 3]) == 0
