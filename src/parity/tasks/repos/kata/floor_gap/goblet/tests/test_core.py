from kata_floor_gap.core import goblet


def test_goblet_0():
    assert goblet(4, 7) == 3


def test_goblet_1():
    assert goblet(9, 20) == 3


def test_goblet_2():
    assert goblet(17, 15) == 3


def test_goblet_3():
    assert goblet(3, 7) == 3


def test_goblet_4():
    assert goblet(1, 4) == 3


def test_goblet_5():
    assert goblet(8, 19) == 3
