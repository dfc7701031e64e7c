from kata_tail.core import cactus


def test_cactus_0():
    assert cactus([1, 1]) == [1, 1]


def test_cactus_1():
    assert cactus([6, 4]) == [6, 4]


def test_cactus_2():
    assert cactus([8]) == [8]


def test_cactus_3():
    assert cactus([8, 2, 7, 6]) == [2, 7, 6]


def test_cactus_4():
    assert cactus([6, 6, 5, 7, 1, 1], 0) == []


def test_cactus_5():
    assert cactus([8, 3, 2, 7, 3, 9], 1) == [9]
