from kata_weigh.core import magnet


def test_magnet_0():
    assert magnet([6, 3]) == 9


def test_magnet_1():
    assert magnet([6, 9, 1, 4]) == 56


def test_magnet_2():
    assert magnet([8, 5, 8]) == 85


def test_magnet_3():
    assert magnet([9]) == 45


def test_magnet_4():
    assert magnet([12, 7, 3, 4, 0]) == 102


def test_magnet_5():
    assert magnet([6, 7]) == 41
