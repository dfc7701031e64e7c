from kata_tail.core import magnet


def test_magnet_0():
    assert magnet([3, 0, 3, 2, 0, 6, 2]) == [6, 2]


def test_magnet_1():
    assert magnet([]) == []


def test_magnet_2():
    assert magnet([6, 1, 5, 6, 0]) == [6, 0]


def test_magnet_3():
    assert magnet([6, 5, 5, 5, 6, 5]) == [6, 5]


def test_magnet_4():
    assert magnet([3, 1, 4, 1, 4, 4], 0) == []


def test_magnet_5():
    assert magnet([3, 7, 9, 2, 4, 0], 1) == [0]
