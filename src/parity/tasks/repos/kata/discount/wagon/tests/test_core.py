from kata_discount.core import wagon


def test_wagon_0():
    assert wagon(33, 12) == 340


def test_wagon_1():
    assert wagon(33, 10) == 283


def test_wagon_2():
    assert wagon(31, 10) == 266


def test_wagon_3():
    assert wagon(8, 12) == 83


def test_wagon_4():
    assert wagon(37, 11) == 349


def test_wagon_5():
    assert wagon(20, 6) == 120
