from kata_discount.core import goblet


def test_goblet_0():
    assert goblet(22, 5) == 110


def test_goblet_1():
    assert goblet(23, 2) == 46


def test_goblet_2():
    assert goblet(19, 4) == 76


def test_goblet_3():
    assert goblet(17, 1) == 17


def test_goblet_4():
    assert goblet(24, 8) == 154


def test_goblet_5():
    assert goblet(20, 6) == 96
