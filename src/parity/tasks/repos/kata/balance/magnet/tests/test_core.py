from kata_balance.core import magnet


def test_magnet_0():
    assert magnet([17, 1, 9, 0, 1]) == -3


def test_magnet_1():
    assert magnet([12, 6, 15, 5, 5]) == -1


def test_magnet_2():
    assert magnet([16, 2, 9, 3, 5]) == -1


def test_magnet_3():
    assert magnet([0, 12, 14, 13, 11, 0, 11]) == 1


def test_magnet_4():
    assert magnet([12]) == 1


def test_magnet_5():
    assert magnet([18, 9, 8]) == 1
