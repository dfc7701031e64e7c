from kata_discount.core import magnet


def test_magnet_0():
    assert magnet(24, 11) == 198


def test_magnet_1():
    assert magnet(15, 12) == 135


def test_magnet_2():
    assert magnet(10, 6) == 60


def test_magnet_3():
    assert magnet(19, 12) == 171


def test_magnet_4():
    assert magnet(1, 1) == 1


def test_magnet_5():
    assert magnet(20, 8) == 160
