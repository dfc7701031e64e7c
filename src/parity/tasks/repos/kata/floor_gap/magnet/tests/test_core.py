from kata_floor_gap.core import magnet


def test_magnet_0():
    assert magnet(18, 12) == 6


def test_magnet_1():
    assert magnet(2, 8) == 1


def test_magnet_2():
    assert magnet(2, 5) == 1


def test_magnet_3():
    assert magnet(2, 2) == 1


def test_magnet_4():
    assert magnet(10, 14) == 1


def test_magnet_5():
    assert magnet(3, 12) == 1
