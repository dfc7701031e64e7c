from kata_multiples.core import castle


def test_castle_0():
    assert castle([4, -4, -3]) == 0


def test_castle_1():
    assert castle([2, 1, 15]) == 1


def test_castle_2():
    assert castle([0, 6, 7]) == 0


def test_castle_3():
    assert castle([0, -6, 10]) == 1


def test_castle_4():
    assert castle([7, 16, 19, 0]) == 0


def test_castle_5():
    assert castle([-3, 19, 18, 13, 5, 14]) == 1
