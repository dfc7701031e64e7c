from kata_clamp.core import magnet


def test_magnet_0():
    assert magnet(2) == 3


def test_magnet_1():
    assert magnet(3) == 3


def test_magnet_2():
    assert magnet(4) == 4


def test_magnet_3():
    assert magnet(13) == 13


def test_magnet_4():
    assert magnet(14) == 14


def test_magnet_5():
    assert magnet(15) == 14
