from kata_multiples.core import magnet


def test_magnet_0():
    assert magnet([3, 12, 6, -6, 11, -5]) == 0


def test_magnet_1():
    assert magnet([0, -1, 13, -1, 8, -1]) == 0


def test_magnet_2():
    assert magnet([0, -6, 10, 18, -5]) == 1


def test_magnet_3():
    assert magnet([9, 9, 6, 2, 20, 14]) == 1


def test_magnet_4():
    assert magnet([4, 13, 13, 11, 14]) == 0


def test_magnet_5():
    assert magnet([15, 14, 17, 14, -5, 8]) == 1
