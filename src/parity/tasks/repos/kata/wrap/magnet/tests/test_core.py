from kata_wrap.core import magnet


def test_magnet_0():
    assert magnet(-2) == 1


def test_magnet_1():
    assert magnet(12) == 4


def test_magnet_2():
    assert magnet(2) == 5


def test_magnet_3():
    assert magnet(25) == 6


def test_magnet_4():
    assert magnet(9) == 1


def test_magnet_5():
    assert magnet(10, 4, 2) == 0
