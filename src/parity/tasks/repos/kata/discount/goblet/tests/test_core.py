from kata_discount.core import goblet


def test_goblet_0():
    assert goblet(31, 11) == 285


def test_goblet_1():
    assert goblet(7, 5) == 35


def test_goblet_2():
    assert goblet(1, 7) == 7


def test_goblet_3():
    assert goblet(2, 11) == 19


def test_goblet_4():
    assert goblet(24, 10) == 200


def test_goblet_5():
    assert goblet(20, 8) == 160
