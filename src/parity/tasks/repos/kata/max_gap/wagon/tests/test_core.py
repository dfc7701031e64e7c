from kata_max_gap.core import wagon


def test_wagon_0():
    assert wagon([0, 5, 8, 13, 17, 25]) == 8


def test_wagon_1():
    assert wagon([12, 22]) == 10


def test_wagon_2():
    assert wagon([2, 23]) == 21


def test_wagon_3():
    assert wagon([7, 12, 27, 28]) == 15


def test_wagon_4():
    assert wagon([1, 10, 14, 20, 21]) == 9


def test_wagon_5():
    assert wagon([3, 3]) == 0
