from kata_bonus.core import magnet


def test_magnet_0():
    assert magnet(8) == 9


def test_magnet_1():
    assert magnet(37) == 42


def test_magnet_2():
    assert magnet(33) == 37


def test_magnet_3():
    assert magnet(50) == 57


def test_magnet_4():
    assert magnet(43, 3) == 49


def test_magnet_5():
    assert magnet(43, 4) == 55
