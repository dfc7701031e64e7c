from kata_multiples.core import castle


def test_castle_0():
    assert castle([5, 16, 5, 20, 4, 15]) == 4


def test_castle_1():
    assert castle([14, -2, 13, 10, -4]) == 1


def test_castle_2():
    assert castle([-3, 16, -3, 2]) == 0


def test_castle_3():
    assert castle([16, -2]) == 0


def test_castle_4():
    assert castle([18, 15, -2, 6, 0, 12]) == 1


def test_castle_5():
    assert castle([0, 7, 10, 10]) == 2
