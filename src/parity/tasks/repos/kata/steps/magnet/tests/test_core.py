from kata_steps.core import magnet


def test_magnet_0():
    assert magnet(2, 6) == [10, 25]


def test_magnet_1():
    assert magnet(1, 4) == [5]


def test_magnet_2():
    assert magnet(6, 15) == [30, 45, 60]


def test_magnet_3():
    assert magnet(0, 1) == [0]


def test_magnet_4():
    assert magnet(4, 5) == [20]


def test_magnet_5():
    assert magnet(4, 12) == [20, 35, 50]
