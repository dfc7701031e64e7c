from kata_balance.core import magnet


def test_magnet_0():
    assert magnet([16, 19, 6, 0, 16]) == 3


def test_magnet_1():
    assert magnet([8, 3, 9, 12]) == 0


def test_magnet_2():
    assert magnet([]) == 0


def test_magnet_3():
    assert magnet([2, 5, 7, 7, 4, 10]) == 0


def test_magnet_4():
    assert magnet([7, 12, 13, 10, 11, 7]) == -2


def test_magnet_5():
    assert magnet([9, 11, 5, 0]) == -2
