from kata_discount.core import wagon


def test_wagon_0():
    assert wagon(21, 6) == 126


def test_wagon_1():
    assert wagon(4, 6) == 24


def test_wagon_2():
    assert wagon(11, 1) == 11


def test_wagon_3():
    assert wagon(12, 2) == 24


def test_wagon_4():
    assert wagon(20, 8) == 160


def test_wagon_5():
    assert wagon(20, 9) == 144
