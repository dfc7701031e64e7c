from kata_tail.core import cactus


def test_cactus_0():
    assert cactus([5, 2]) == [5, 2]


def test_cactus_1():
    assert cactus([8, 5, 5, 5, 6, 2]) == [6, 2]


def test_cactus_2():
    assert cactus([6, 2, 7, 5, 2, 9, 0]) == [9, 0]


def test_cactus_3():
    assert cactus([]) == []


def test_cactus_4():
    assert cactus([4, 8, 0, 6, 0, 8], 0) == []


def test_cactus_5():
    assert cactus([8, 7, 6, 3, 1, 5], 1) == [5]
