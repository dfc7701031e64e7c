from kata_floor_gap.core import magnet


def test_magnet_0():
    assert magnet(12, 14) == 0


def test_magnet_1():
    assert magnet(11, 9) == 2


def test_magnet_2():
    assert magnet(1, 19) == 0


def test_magnet_3():
    assert magnet(1, 15) == 0


def test_magnet_4():
    assert magnet(19, 20) == 0


def test_magnet_5():
    assert magnet(5, 10) == 0
