from kata_floor_gap.core import wagon


def test_wagon_0():
    assert wagon(10, 17) == 1


def test_wagon_1():
    assert wagon(20, 6) == 14


def test_wagon_2():
    assert wagon(4, 2) == 2


def test_wagon_3():
    assert wagon(14, 17) == 1


def test_wagon_4():
    assert wagon(19, 5) == 14


def test_wagon_5():
    assert wagon(7, 1) == 6
