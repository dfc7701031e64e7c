from kata_mean.core import magnet


def test_magnet_0():
    assert magnet([]) == 0


def test_magnet_1():
    assert magnet([18, 10, 26, 15, 4, 16]) == 14


def test_magnet_2():
    assert magnet([29, 15]) == 22


def test_magnet_3():
    assert magnet([26, 11, 4, 28, 29, 1]) == 16


def test_magnet_4():
    assert magnet([5, 22, 8, 11, 30, 27]) == 17


def test_magnet_5():
    assert magnet([7, 8, 18]) == 11
