from kata_discount.core import magnet


def test_magnet_0():
    assert magnet(5, 5) == 25


def test_magnet_1():
    assert magnet(27, 9) == 183


def test_magnet_2():
    assert magnet(18, 5) == 90


def test_magnet_3():
    assert magnet(26, 10) == 195


def test_magnet_4():
    assert magnet(12, 1) == 12


def test_magnet_5():
    assert magnet(20, 6) == 120
