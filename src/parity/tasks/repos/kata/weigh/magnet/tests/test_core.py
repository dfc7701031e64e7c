from kata_weigh.core import magnet


def test_magnet_0():
    assert magnet([4, 4, 6, 12]) == 62


def test_magnet_1():
    assert magnet([9, 5, 1]) == 43


def test_magnet_2():
    assert magnet([0, 7, 0]) == 21


def test_magnet_3():
    assert magnet([3, 12, 6]) == 57


def test_magnet_4():
    assert magnet([6, 12, 10, 10]) == 114


def test_magnet_5():
    assert magnet([4, 5]) == 19
