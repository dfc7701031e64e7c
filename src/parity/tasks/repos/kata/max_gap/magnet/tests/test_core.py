from kata_max_gap.core import magnet


def test_magnet_0():
    assert magnet([4, 11]) == 7


def test_magnet_1():
    assert magnet([11, 17, 30]) == 13


def test_magnet_2():
    assert magnet([2, 16, 23]) == 14


def test_magnet_3():
    assert magnet([15, 17, 19, 26, 26]) == 7


def test_magnet_4():
    assert magnet([14, 16, 25]) == 9


def test_magnet_5():
    assert magnet([27]) == 0
